/**
 * Interaction to next paint in the shipment editor while dragging (issue 14: a shipment with 200 units and 30
 * boxes stays responsive, INP <= 200 ms in Chromium). On demand, not a test:
 *
 *   npm start   (or any running server with the demo data; PORT=3202 here)
 *   BASE_URL=http://127.0.0.1:3202 npx tsx apps/server/bench/shipment-editor-inp.ts [--drags 12] [--clicks 12]
 *
 * Through the API it makes the shipment: a sandbox order of a stocked SKU, accepted by distributor@ (the server
 * proposes the shipment), 199 manual units added (200 in all) and a plan of 30 boxes saved. Then Chromium opens
 * the editor as distributor@ and drags items between boxes and into a new box with the mouse, and clicks items to
 * cycle their drag quantity, recording every interaction's Event Timing duration. Figures: RESULTS-shipment-editor.md.
 */
import { chromium, request, type APIRequestContext } from '@playwright/test';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:3202';
const PASSWORD = 'partsflow-demo';
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DRAGS = arg('drags', 12);
const CLICKS = arg('clicks', 12);
const UNITS = 200;
const BOXES = 30;

async function client(email: string) {
  const ctx = await request.newContext({ baseURL: BASE });
  const res = await ctx.post('/api/session', { data: { email, password: PASSWORD } });
  if (!res.ok()) throw new Error(`sign-in ${email}: ${res.status()}`);
  const csrf = (await res.json()).csrf_token as string;
  const headers = { 'x-csrf-token': csrf };
  // The API's answers, read loosely: this script only walks them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const ok = async (r: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> => {
    if (!r.ok()) throw new Error(`${r.url()}: ${r.status()} ${await r.text()}`);
    return r.json();
  };
  return {
    get: async (url: string) => ok(await ctx.get(url)),
    post: async (url: string, data?: object) => ok(await ctx.post(url, { data, headers })),
    put: async (url: string, data?: object) => ok(await ctx.put(url, { data, headers })),
    patch: async (url: string, data?: object) => ok(await ctx.patch(url, { data, headers })),
  };
}

async function makeShipment() {
  const merchant = await client('merchant@demo.test');
  const rows = (await merchant.get('/api/marketplace/fulfillments/datatable.json?per=100')).data as {
    id: number;
    status: string;
  }[];
  let sku = '';
  let storeId = 0;
  for (const row of rows.filter((r) => r.status !== 'pending')) {
    const o = (await merchant.get(`/api/marketplace/v1/fulfillments/${row.id}`)).fulfillment_order;
    const found = o.items.find((i: { catalogue_sku: string | null }) => i.catalogue_sku)?.store_sku;
    if (found && o.fulfillments.length) {
      sku = found;
      storeId = o.store.id;
      break;
    }
  }
  if (!sku) throw new Error('no stocked SKU in the demo data');
  const placed = await merchant.post(`/api/marketplace/v1/marketplace/stores/${storeId}/sandbox/orders`, {
    customer: { name: `INP ${Date.now()}`, email: 'inp@example.test', phone: '0400 000 000' },
    shipping_address: {
      address1: '3 Crown Street',
      city: 'Surry Hills',
      state_code: 'NSW',
      postcode: '2010',
    },
    line_items: [{ sku, quantity: 1 }],
  });
  const order = (
    await merchant.post(`/api/marketplace/v1/fulfillments/${placed.fulfillment_order_id}/request-fulfillment`)
  ).fulfillment_order;
  const fulfillmentId = order.fulfillments.at(-1).id as number;

  const distributor = await client('distributor@demo.test');
  const accepted = await distributor.put(
    `/api/distributor/v1/fulfillments/${fulfillmentId}/fulfillment_request`,
    {
      status: 'accept',
      reference_number: `INP-${Date.now()}`,
    },
  );
  const locationId = accepted.fulfillment.distributor_location.id as number;
  const list = await distributor.get(
    `/api/distributor/v1/shipments?location_ids=${locationId}&page_size=100`,
  );
  const shipment = list.results.find((s: { fulfillment_id: number }) => s.fulfillment_id === fulfillmentId);
  if (!shipment) throw new Error('the accepted request has no proposed shipment');
  const lineItemId = shipment.line_items[0].id as number;
  let current = shipment;
  for (let n = current.units.length; n < UNITS; n++) {
    current = (
      await distributor.post(`/api/distributor/v1/shipments/${shipment.id}/units`, {
        unit: {
          line_item_id: lineItemId,
          quantity: 1,
          length_mm: 100 + (n % 7) * 10,
          width_mm: 80,
          height_mm: 60,
          weight_g: 400,
          label: `Part ${n + 1}`,
        },
      })
    ).shipment;
  }
  const cartons = Array.from({ length: BOXES }, () => ({
    id: null,
    length_mm: 600,
    width_mm: 400,
    height_mm: 400,
    weight_g: 5000,
    carton_items: [] as { shipment_unit_id: number; quantity: number }[],
  }));
  current.units.forEach((u: { id: number; quantity: number }, i: number) =>
    cartons[i % BOXES]!.carton_items.push({ shipment_unit_id: u.id, quantity: u.quantity }),
  );
  const saved = (
    await distributor.patch(`/api/distributor/v1/shipments/${shipment.id}`, {
      shipment: { version: current.version, cartons, sender: current.sender, recipient: current.recipient },
    })
  ).shipment;
  return {
    id: saved.id as number,
    locationId,
    units: saved.units.length as number,
    boxes: saved.cartons.length as number,
  };
}

async function main() {
  const s = await makeShipment();
  console.log(`shipment ${s.id}: ${s.units} units, ${s.boxes} boxes`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${BASE}/sign-in`);
  await page.getByLabel('Email').fill('distributor@demo.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/distributor$/);
  await page.goto(`${BASE}/distributor/locations/${s.locationId}/shipments/${s.id}`);
  const plan = page.getByRole('region', { name: 'Packing Plan' });
  await plan.getByRole('region', { name: `Box ${BOXES}` }).waitFor();
  await page.evaluate(() => {
    const w = globalThis as unknown as { __inp: { name: string; duration: number; id: number }[] };
    w.__inp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        name: string;
        duration: number;
        interactionId?: number;
      }[])
        if (e.interactionId) w.__inp.push({ name: e.name, duration: e.duration, id: e.interactionId });
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as never);
  });

  // Mouse drags: an item of box k into box k+1, and every third one into a new box.
  for (let k = 1; k <= DRAGS; k++) {
    const from = plan
      .getByRole('region', { name: `Box ${k}`, exact: true })
      .locator('[data-carton-item]')
      .first();
    const target =
      k % 3 === 0
        ? page.getByTestId('new-box')
        : plan.getByRole('region', { name: `Box ${k + 1}`, exact: true });
    await from.scrollIntoViewIfNeeded();
    const a = (await from.boundingBox())!;
    await page.mouse.move(a.x + 20, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + 30, a.y + a.height / 2, { steps: 2 });
    await target.scrollIntoViewIfNeeded().catch(() => undefined);
    const b = (await target.boundingBox())!;
    await page.mouse.move(b.x + b.width / 2, b.y + Math.min(b.height / 2, 40), { steps: 10 });
    await page.mouse.up();
    await page.waitForTimeout(100);
  }
  // Clicks on sidebar items taken out of their box (drag quantity cycling): unpack, then click.
  for (let k = 1; k <= CLICKS; k++) {
    const box = plan.getByRole('region', { name: `Box ${k + DRAGS}`, exact: true });
    await box
      .getByRole('button', { name: /^Take .* out of / })
      .first()
      .click();
    const item = page
      .getByRole('region', { name: 'Items to Ship' })
      .locator('[data-unit]')
      .filter({ hasText: 'to pack' })
      .first();
    await item.click();
  }
  await page.waitForTimeout(500);
  const entries = (await page.evaluate(
    () => (globalThis as unknown as { __inp: { name: string; duration: number; id: number }[] }).__inp,
  )) as { name: string; duration: number; id: number }[];
  const byInteraction = new Map<number, number>();
  const kinds = new Map<number, string>();
  for (const e of entries) {
    byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
    kinds.set(e.id, [...new Set([...(kinds.get(e.id)?.split('+') ?? []), e.name])].join('+'));
  }
  console.log([...byInteraction].map(([id, d]) => `${kinds.get(id)} ${d}`).join('\n'));
  const durations = [...byInteraction.values()].sort((x, y) => x - y);
  const p = (q: number) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))] ?? 0;
  console.log(
    JSON.stringify({
      shipment: s,
      interactions: durations.length,
      inp_max_ms: durations.at(-1) ?? 0,
      p75_ms: p(0.75),
      p50_ms: p(0.5),
      durations,
    }),
  );
  await browser.close();
}

await main();
