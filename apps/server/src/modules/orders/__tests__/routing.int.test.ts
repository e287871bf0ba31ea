import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import {
  BRISBANE,
  connect,
  MELBOURNE,
  makeWorld,
  order,
  placeOrder,
  price,
  rows,
  sandboxStore,
  SYDNEY,
  type World,
} from './fixtures.ts';

let t: TestApp;
let merchant: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.signIn('merchant@demo.test');
});
afterAll(async () => {
  await t?.close();
});

/** A world whose store is connected to both distributors. */
async function connectedWorld(): Promise<World> {
  const w = await makeWorld(t);
  await connect(merchant, w.storeId, w.distributors[0]!.id, 'ACME-1');
  await connect(merchant, w.storeId, w.distributors[1]!.id, 'BNE-ACME');
  return w;
}

const request = (id: number) => merchant.post(`/api/marketplace/v1/fulfillments/${id}/request-fulfillment`);
const locationsOf = (o: { fulfillments: { distributor_location: { id: number } }[] }) =>
  o.fulfillments.map((f) => f.distributor_location.id);

describe('Request Fulfillment routing', () => {
  it('sends the order to the nearest location with stock: one pending fulfilment with its actions', async () => {
    const w = await connectedWorld();
    const [a, b] = w.distributors;
    const toBrisbane = await placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 1 }], BRISBANE);
    const res = await request(toBrisbane);
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json().fulfillment_order;
    expect(o.status).toBe('submitted');
    expect(o.supported_actions).toEqual(['request_cancellation']);
    expect(o.fulfillments_count).toBe(1);
    expect(o.fulfillments).toMatchObject([
      {
        status: 'pending',
        display_status: 'pending',
        distributor: { id: b!.id, name: 'Brisbane Spares' },
        distributor_location: { id: Object.values(b!.locations)[0], name: 'Brisbane' },
        account_code: 'BNE-ACME',
        distributor_order_id: null,
        fulfillment_items: [{ store_sku: w.skus.pad, quantity: 1 }],
      },
    ]);
    expect(o.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'submitted']);
    expect(o.history[1].comment).toBe('Fulfillment requested from Brisbane Spares (Brisbane)');

    const toMelbourne = await placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 1 }], MELBOURNE);
    expect(locationsOf((await request(toMelbourne)).json().fulfillment_order)).toEqual([
      a!.locations[Object.keys(a!.locations).find((k) => k.startsWith('MEL'))!],
    ]);
    const toSydney = await placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 1 }], SYDNEY);
    expect(locationsOf((await request(toSydney)).json().fulfillment_order)).toEqual([
      a!.locations[Object.keys(a!.locations).find((k) => k.startsWith('SYD'))!],
    ]);
  });

  it('prefers one location that fills the whole order to splitting it, even when farther', async () => {
    const w = await connectedWorld();
    const syd = Object.entries(w.distributors[0]!.locations).find(([k]) => k.startsWith('SYD'))![1];
    // Melbourne is nearest for the pads but has no filters; Sydney has both.
    const id = await placeOrder(
      merchant,
      w.storeId,
      [
        { sku: w.skus.pad, quantity: 2 },
        { sku: w.skus.filter, quantity: 1 },
      ],
      MELBOURNE,
    );
    const o = (await request(id)).json().fulfillment_order;
    expect(locationsOf(o)).toEqual([syd]);
    expect(o.fulfillments[0].fulfillment_items).toHaveLength(2);
  });

  it('splits across locations only when no single one can fill the order: one fulfilment per location', async () => {
    const w = await connectedWorld();
    const [a] = w.distributors;
    const syd = Object.entries(a!.locations).find(([k]) => k.startsWith('SYD'))![1];
    const mel = Object.entries(a!.locations).find(([k]) => k.startsWith('MEL'))![1];
    // Two rotors: only Melbourne has them (Sydney has 1). Ten filters: only Sydney has them (Brisbane has 5).
    const id = await placeOrder(
      merchant,
      w.storeId,
      [
        { sku: w.skus.rotor, quantity: 2 },
        { sku: w.skus.filter, quantity: 10 },
      ],
      MELBOURNE,
    );
    const o = (await request(id)).json().fulfillment_order;
    expect(o.fulfillments_count).toBe(2);
    const byLocation = Object.fromEntries(
      o.fulfillments.map(
        (f: { distributor_location: { id: number }; fulfillment_items: { store_sku: string }[] }) => [
          f.distributor_location.id,
          f.fulfillment_items.map((i) => i.store_sku),
        ],
      ),
    );
    expect(byLocation).toEqual({ [mel]: [w.skus.rotor], [syd]: [w.skus.filter] });
  });

  it('refuses an order no connected location can fill with 409 and changes nothing', async () => {
    const w = await connectedWorld();
    const id = await placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 100 }]);
    const res = await request(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      `No connected distributor location has enough stock of ${w.skus.pad}`,
    );
    const o = await order(merchant, id);
    expect(o).toMatchObject({ status: 'pending', fulfillments: [], fulfillments_count: 0 });
    expect(o.history).toHaveLength(1);
  });

  it('routes only to distributors connected to the store, and never to inactive locations', async () => {
    const w = await makeWorld(t);
    const [a, b] = w.distributors;
    const store = await sandboxStore(t, t.teams.merchants[0]!, [
      { sku: w.skus.filter, title: 'Oil filter', price: '45.00' },
    ]);
    const none = await placeOrder(merchant, store, [{ sku: w.skus.filter, quantity: 1 }], SYDNEY);
    const refused = await request(none);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/^Connect a distributor to Test Store/);
    await connect(merchant, store, b!.id, 'B-1');
    // Sydney is next door but its distributor is not connected: Brisbane gets it.
    const o = (await request(none)).json().fulfillment_order;
    expect(locationsOf(o)).toEqual([Object.values(b!.locations)[0]]);

    await connect(merchant, store, a!.id, 'A-1');
    const syd = Object.entries(a!.locations).find(([k]) => k.startsWith('SYD'))![1];
    await t.ctx.database.db.execute(sql`update distributor_locations set active = false where id = ${syd}`);
    const again = await placeOrder(merchant, store, [{ sku: w.skus.filter, quantity: 1 }], SYDNEY);
    expect(locationsOf((await request(again)).json().fulfillment_order)).toEqual([
      Object.values(b!.locations)[0],
    ]);
  });

  it('prices the fulfilment at the routed distributor’s price for the account code and recomputes the totals', async () => {
    const w = await connectedWorld();
    const [, b] = w.distributors;
    await price(t, b!.teamId, 'BNE-ACME', w.skus.pad, 8800);
    const id = await placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 3 }], BRISBANE);
    const o = (await request(id)).json().fulfillment_order;
    expect(o.fulfillments[0].fulfillment_items[0]).toMatchObject({
      price: 8800,
      unit_price_ex_gst: 8000,
      tax: 2400,
      quantity: 3,
    });
    // 3 x 88.00 = 264.00 incl. GST: 240.00 + 24.00 tax.
    expect(o).toMatchObject({ subtotal: 24000, tax: 2400, total: 26400 });
  });

  it('makes one set of fulfilments from fifty concurrent requests', async () => {
    const w = await connectedWorld();
    const id = await placeOrder(merchant, w.storeId, [
      { sku: w.skus.rotor, quantity: 2 },
      { sku: w.skus.filter, quantity: 10 },
    ]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => request(id)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const [counted] = await rows<{ n: string }>(
      t,
      sql`select count(*) as n from fulfillments where fulfillment_order_id = ${id}`,
    );
    expect(Number(counted!.n)).toBe(2);
    expect(
      (await order(merchant, id)).history.filter((h: { status: string }) => h.status === 'submitted'),
    ).toHaveLength(2);
  });
});
