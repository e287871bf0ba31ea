/**
 * The whole lifecycle by HTTP (issue 19 items 2 and 4; docs/decisions/0902): a brand's product with a package and a
 * dangerous-goods entry becomes a published listing; a distributor stocks it; a merchant imports it, accepts the
 * seller agreement and publishes it to the sandbox store; the store's customer orders it; the merchant requests
 * fulfilment with auto-billing on; the distributor accepts, repacks, quotes, books, fetches the label and the DG
 * document and requests a pickup; the tracking clock takes it to delivered; the merchant's order is shipped with the
 * tracking number, the sandbox store has its fulfilment (decision 0910) and the revenue share grew by the order's
 * units; the distributor's payout of it is paid once. Then the failure paths: a rejected request routed again, a
 * label that fails and is booked by hand, a declined card then paid, a cancellation accepted.
 *
 *   npm run demo:journey                                   # against http://127.0.0.1:3000
 *   npm run demo:journey -- --base http://127.0.0.1:3221
 *
 * Runs against any platform with the demo users (staff@ moves the sandbox tracking clock). Prints each step with
 * its time; exits 1 on the first failure. Doubles as a smoke test after a deploy.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- the script reads the API's answers as plain JSON, the way
   any client after a deploy does; every field a step relies on is checked by the step. */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

const PASSWORD = 'partsflow-demo';
const SANDBOX_DECLINED_CARD = '4000 0000 0000 0002';
const SANDBOX_GOOD_CARD = '4242 4242 4242 4242';

export interface StepTiming {
  step: string;
  ms: number;
}

/** A signed-in user: cookies kept between calls, the anti-forgery token on every write. */
export class Client {
  private cookies = new Map<string, string>();
  private csrf = '';

  constructor(
    readonly base: string,
    readonly email: string,
  ) {}

  async signIn() {
    const res = await this.raw('POST', '/api/session', { email: this.email, password: PASSWORD });
    if (res.status !== 200) throw new Error(`${this.email} could not sign in (${res.status})`);
    this.csrf = ((await res.json()) as { csrf_token: string }).csrf_token;
    return this;
  }

  private async raw(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.csrf && method !== 'GET') h['x-csrf-token'] = this.csrf;
    let payload: RequestInit['body'];
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      h['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${this.base}${path}`, { method, headers: h, body: payload });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    return res;
  }

  /** A JSON call that must answer `expect` (200 by default); answers the body. */
  async call<T = any>(
    method: string,
    path: string,
    body?: unknown,
    opts: { expect?: number; idempotent?: boolean } = {},
  ): Promise<T> {
    const headers: Record<string, string> = opts.idempotent ? { 'idempotency-key': randomUUID() } : {};
    const res = await this.raw(method, path, body, headers);
    const want = opts.expect ?? 200;
    const text = await res.text();
    if (res.status !== want)
      throw new Error(
        `${method} ${path} as ${this.email}: ${res.status} (wanted ${want}) ${text.slice(0, 400)}`,
      );
    return (text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T;
  }

  get = <T = any>(path: string, expect = 200) => this.call<T>('GET', path, undefined, { expect });
  post = <T = any>(path: string, body?: unknown, expect = 200) =>
    this.call<T>('POST', path, body ?? {}, { expect, idempotent: true });
  put = <T = any>(path: string, body?: unknown, expect = 200) => this.call<T>('PUT', path, body, { expect });
  patch = <T = any>(path: string, body?: unknown, expect = 200) =>
    this.call<T>('PATCH', path, body, { expect });

  /** A document (PDF) of a delivery, retried while it answers 404 'Document unavailable'. */
  async document(deliveryId: number, type: string, tries = 60): Promise<Buffer> {
    for (let i = 0; i < tries; i++) {
      const res = await this.raw(
        'GET',
        `/api/distributor/v1/deliveries/${deliveryId}/documents?document_type=${type}`,
      );
      if (res.status === 200) return Buffer.from(await res.arrayBuffer());
      if (res.status !== 404) throw new Error(`${type} of delivery ${deliveryId}: ${res.status}`);
      await sleep(500);
    }
    throw new Error(`${type} of delivery ${deliveryId} never became available`);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function check(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Error(`check failed: ${message}`);
}

/** Polls `read` until `done` holds (the server's background jobs: imports, documents, events). */
async function until<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v).slice(0, 300)}`);
    await sleep(400);
  }
}

const M = '/api/marketplace/v1/marketplace';
const PAY = '/api/marketplace';
const MF = '/api/marketplace/v1/fulfillments';
const DF = '/api/distributor/v1/fulfillments';
const DS = '/api/distributor/v1/shipments';
const CLOCK = '/api/distributor/carriers/sandbox/tracking_clock';
const SANDBOX = '/api/distributor/carriers/sandbox';

interface Users {
  brand: Client;
  merchant: Client;
  distributor: Client;
  staff: Client;
}

interface Ctx extends Users {
  stamp: string;
  sku: string;
  brandName: string;
  brandId: number;
  productId: number;
  listingId: number;
  storeId: number;
  storeName: string;
  locations: { id: number; code: string; name: string }[];
}

const address = {
  address1: '3 Crown Street',
  city: 'Surry Hills',
  state_code: 'NSW',
  postcode: '2010',
};

/** The journey's steps in order; each receives what the earlier ones found. */
export function lifecycleSteps(base: string) {
  const ctx = { stamp: Date.now().toString(36).toUpperCase() } as Ctx;
  ctx.sku = `LC-${ctx.stamp}`;

  const placeOrder = async (name: string, quantity = 2) => {
    const placed = await ctx.merchant.post(
      `${M}/stores/${ctx.storeId}/sandbox/orders`,
      {
        customer: { name, email: null, phone: null },
        shipping_address: address,
        line_items: [{ sku: ctx.sku, quantity }],
      },
      201,
    );
    return placed.fulfillment_order_id as number;
  };
  const order = async (id: number) => (await ctx.merchant.get(`${MF}/${id}`)).fulfillment_order;
  const requestFulfilment = async (id: number) =>
    (await ctx.merchant.post(`${MF}/${id}/request-fulfillment`)).fulfillment_order;
  const accept = (fulfillmentId: number) =>
    ctx.distributor.put(`${DF}/${fulfillmentId}/fulfillment_request`, {
      status: 'accept',
      reference_number: `SO-${ctx.stamp}-${fulfillmentId}`,
    });
  const shipmentOf = async (fulfillmentId: number) => {
    const list = await ctx.distributor.get(`${DS}?status=pending,quoted,booked&page_size=100`);
    const s = list.results.find((r: { fulfillment_id: number }) => r.fulfillment_id === fulfillmentId);
    check(s, `a proposed shipment for fulfilment ${fulfillmentId}`);
    return (await ctx.distributor.get(`${DS}/${s.id}`)).shipment;
  };
  const revenueShareUnits = async () => {
    const billing = await ctx.merchant.get('/api/marketplace/v1/billing');
    const months = billing.revenue_share as { order_units: number; fulfilment_units: number }[];
    return months.reduce(
      (sum, m) => ({
        order: sum.order + m.order_units,
        fulfilment: sum.fulfilment + m.fulfilment_units,
      }),
      { order: 0, fulfilment: 0 },
    );
  };

  let mainOrder = 0;
  let mainFulfilment = 0;
  const delivery: { id: number; tracking: string } = { id: 0, tracking: '' };
  let shareBefore = { order: 0, fulfilment: 0 };

  const steps: [string, () => Promise<string | void>][] = [
    [
      'sign in as brand@, merchant@, distributor@ and staff@',
      async () => {
        ctx.brand = await new Client(base, 'brand@demo.test').signIn();
        ctx.merchant = await new Client(base, 'merchant@demo.test').signIn();
        ctx.distributor = await new Client(base, 'distributor@demo.test').signIn();
        ctx.staff = await new Client(base, 'staff@demo.test').signIn();
      },
    ],
    [
      'brand creates a product with a package and a dangerous-goods entry',
      async () => {
        const { brands } = await ctx.brand.get('/api/catalogue/brands');
        const brand = brands.find((b: { sub_brands: unknown[] }) => b.sub_brands.length) ?? brands[0];
        ctx.brandId = brand.id;
        ctx.brandName = brand.name;
        const created = await ctx.brand.post(
          `/api/catalogue/b/${brand.slug}/products`,
          {
            product: {
              sku: ctx.sku,
              title: `Lifecycle brake cleaner ${ctx.stamp}`,
              brand_id: brand.id,
              sub_brand_id: brand.sub_brands[0].id,
              price: 2490,
              published: true,
            },
          },
          201,
        );
        ctx.productId = created.product.id;
        const pkg = await ctx.brand.post(
          '/api/catalogue/packages',
          {
            product_id: ctx.productId,
            length: 20,
            width: 15,
            height: 8,
            dimensions_unit: 'cm',
            weight: 0.8,
            weight_unit: 'kg',
          },
          201,
        );
        const { dangerous_goods_definitions: dg } = await ctx.brand.get(
          '/api/catalogue/shipping/dangerous_goods_definitions?query=aerosol',
        );
        check(dg.length, 'the dangerous goods list has aerosols');
        await ctx.brand.post(
          '/api/catalogue/hazards',
          {
            product_id: ctx.productId,
            shipping_dangerous_goods_definition_id: dg[0].id,
            package_id: pkg.package?.id ?? pkg.packages?.[0]?.id ?? null,
            amount: 400,
            amount_unit: 'ml',
          },
          201,
        );
        const hazards = await ctx.brand.get(`/api/catalogue/product/${ctx.productId}/hazards`);
        check(hazards.hazards.length === 1, 'the product has its DG entry');
        return `${ctx.sku} of ${ctx.brandName}, UN ${dg[0].un_number}`;
      },
    ],
    [
      'brand publishes a listing, visible on the marketplace',
      async () => {
        const slug = (await ctx.brand.get('/api/catalogue/brands')).brands.find(
          (b: { id: number }) => b.id === ctx.brandId,
        ).slug;
        const created = await ctx.brand.post(
          `/api/catalogue/b/${slug}/listings`,
          { title: `Lifecycle brake cleaner ${ctx.stamp}`, products: [{ id: ctx.productId }], options: [] },
          201,
        );
        ctx.listingId = created.listing?.id ?? created.id;
        await ctx.brand.patch(`/api/catalogue/b/${slug}/listings/${ctx.listingId}/status`, {
          status: 'published',
        });
        await ctx.brand.patch(`/api/catalogue/b/${slug}/listings/${ctx.listingId}/visibility`, {
          visible_on_marketplace: true,
        });
        return `listing ${ctx.listingId}`;
      },
    ],
    [
      'distributor imports stock of the SKU at two locations',
      async () => {
        const locs = (await ctx.distributor.get('/api/distributor/v1/locations')).locations as {
          id: number;
          code: string;
          name: string;
          active: boolean;
          state?: string;
        }[];
        const active = locs.filter((l) => l.active !== false);
        check(active.length >= 2, 'the distributor has two active locations');
        // Sydney first (nearest the customer), then another: a rejection there routes to the second.
        const sydney = active.find((l) => /SYD/i.test(l.code)) ?? active[0]!;
        const other = active.find((l) => l.id !== sydney.id)!;
        ctx.locations = [sydney, other];
        const csv = [
          'SKU,Brand,Location Code,Quantity',
          ...ctx.locations.map((l) => `${ctx.sku},${ctx.brandName},${l.code},40`),
        ].join('\n');
        const form = new FormData();
        form.append('file', new Blob([csv], { type: 'text/csv' }), `lifecycle-${ctx.stamp}.csv`);
        const upload = await ctx.distributor.call('POST', '/api/imports/inventory/uploads', form, {
          expect: 201,
        });
        await ctx.distributor.post(`/api/imports/${upload.import.id}/start`, { mapping: upload.mapping });
        const done = await until(
          'the stock import',
          () => ctx.distributor.get(`/api/imports/${upload.import.id}`),
          (i) => ['completed', 'failed'].includes(i.status),
        );
        check(done.status === 'completed' && done.loaded_rows === 2, `stock loaded: ${JSON.stringify(done)}`);
        return ctx.locations.map((l) => l.code).join(' + ');
      },
    ],
    [
      'merchant finds the listing, imports it, accepts the seller agreement and publishes to the sandbox store',
      async () => {
        const found = await ctx.merchant.post(`${M}/all-search-results`, { query: ctx.sku });
        const hits = found.hits as { listing_id: number }[];
        check(
          hits.some((h) => h.listing_id === ctx.listingId),
          `marketplace search by SKU finds listing ${ctx.listingId}`,
        );
        const added = await ctx.merchant.post(`${M}/create-import-listing`, { listing_id: ctx.listingId });
        const list = await ctx.merchant.get(`${M}/import-list?query=${ctx.sku}`);
        const draft = (list.data ?? list.results ?? list.import_listings).find(
          (d: { listing_id?: number; id: number }) => d.listing_id === ctx.listingId,
        );
        check(draft, `the import list holds the draft (${JSON.stringify(added).slice(0, 120)})`);
        const pending = (list.meta?.brand_seller_agreements ?? []) as { brand_id?: number; id?: number }[];
        if (pending.length)
          await ctx.merchant.post(`${M}/seller-agreements/accept`, {
            brand_ids: pending.map((a) => a.brand_id ?? a.id),
          });
        const { stores } = await ctx.merchant.get(`${M}/stores`);
        const store = stores.find((s: { platform: string }) => s.platform === 'sandbox');
        ctx.storeId = store.id;
        ctx.storeName = store.name;
        const published = await ctx.merchant.post(`${M}/import-list/${draft.id}/publish`, {
          stores: [store.id],
        });
        check(
          published.successfully_published_stores.some((s: { id: number }) => s.id === store.id),
          'published to the sandbox store',
        );
        const page = await ctx.merchant.get(`${M}/stores/${store.id}/sandbox`);
        check(
          page.products.some((p: { variants: { sku: string }[] }) =>
            p.variants.some((v) => v.sku === ctx.sku),
          ),
          'the sandbox store holds the product',
        );
        return ctx.storeName;
      },
    ],
    [
      'the store is connected to distributors by account codes',
      async () => {
        const res = await ctx.merchant.get(`${M}/distributors`);
        const accounts = (res.accounts as { store_id: number; account_code: string }[]).filter(
          (a) => a.store_id === ctx.storeId,
        );
        check(accounts.length, 'the store has distributor accounts');
        return accounts.map((a) => a.account_code).join(', ');
      },
    ],
    [
      'merchant pays an order: the card is declined, then paid and saved (auto-billing on)',
      async () => {
        const id = await placeOrder(`Card Customer ${ctx.stamp}`, 1);
        const { client_secret } = await ctx.merchant.post(`${PAY}/create-fulfilment-payment-intent`, {
          fulfilment_id: id,
          shopify_integration_id: ctx.storeId,
        });
        const declined = await ctx.merchant.post(`${PAY}/payments/confirm`, {
          client_secret,
          card_number: SANDBOX_DECLINED_CARD,
        });
        check(
          declined.status === 'requires_payment_method' && declined.error === 'Your card was declined.',
          `the card is declined (${JSON.stringify(declined)})`,
        );
        check((await order(id)).payment_status === 'unpaid', 'a declined card leaves the order unpaid');
        const paid = await ctx.merchant.post(`${PAY}/payments/confirm`, {
          client_secret,
          card_number: SANDBOX_GOOD_CARD,
          save_card: true,
        });
        check(paid.status === 'succeeded', `the good card pays (${JSON.stringify(paid)})`);
        await until(
          'the payment',
          () => order(id),
          (o) => o.payment_status === 'paid',
        );
        const on = await ctx.merchant.post(`${PAY}/update-store-auto-billing`, {
          integration_id: ctx.storeId,
          auto_billing: true,
        });
        check(on.auto_billing === true, 'auto-billing is on');
        return `order ${id} paid`;
      },
    ],
    [
      'a customer orders 2 on the sandbox store; the webhook makes the fulfilment order',
      async () => {
        shareBefore = await revenueShareUnits();
        mainOrder = await placeOrder(`Lifecycle Customer ${ctx.stamp}`, 2);
        const o = await order(mainOrder);
        check(o.status === 'pending', 'a new order is pending');
        check(o.items[0].catalogue_sku === ctx.sku, 'its item is matched to the catalogue SKU');
        return `order ${o.fulfillment_name}`;
      },
    ],
    [
      'merchant requests fulfilment: routed to the nearest stocked location, the card charged once',
      async () => {
        const o = await requestFulfilment(mainOrder);
        // A double click: the second request changes nothing and charges nothing.
        await ctx.merchant.post(`${MF}/${mainOrder}/request-fulfillment`);
        const again = await order(mainOrder);
        check(o.status === 'submitted', 'the order is submitted');
        check(again.fulfillments.length === 1, 'one fulfilment');
        mainFulfilment = again.fulfillments[0].id;
        check(
          again.fulfillments[0].distributor_location.id === ctx.locations[0]!.id,
          'routed to the Sydney stock',
        );
        check(again.payment_status === 'paid', 'auto-billing charged the saved card');
        const charges = again.history.filter((h: { comment: string | null }) =>
          /auto-billing/i.test(h.comment ?? ''),
        );
        check(charges.length === 1, `charged once (${charges.length})`);
        return `fulfilment ${mainFulfilment} at ${ctx.locations[0]!.code}`;
      },
    ],
    [
      'distributor accepts and receives the computed packing plan',
      async () => {
        await accept(mainFulfilment);
        const s = await shipmentOf(mainFulfilment);
        check(s.cartons.length >= 1, 'the plan has boxes');
        check(s.units.length >= 1, 'the plan has units');
        check((await order(mainOrder)).display_status === 'Processing', 'the merchant sees Processing');
        delivery.id = s.id;
        return `shipment ${s.id}: ${s.cartons.length} box(es)`;
      },
    ],
    [
      'distributor moves the item into a new box and saves',
      async () => {
        const s = await shipmentOf(mainFulfilment);
        const items = s.cartons.flatMap(
          (c: { carton_items: { shipment_unit_id: number; quantity: number }[] }) => c.carton_items,
        );
        const saved = await ctx.distributor.patch(`${DS}/${s.id}`, {
          shipment: {
            version: s.version,
            sender: s.sender,
            recipient: {
              ...s.recipient,
              email: s.recipient.email ?? `lc${ctx.stamp}@example.test`,
              phone: s.recipient.phone ?? '0400 111 222',
            },
            cartons: [
              {
                length_mm: 300,
                width_mm: 250,
                height_mm: 200,
                weight_g: 2200,
                carton_items: items.map((i: { shipment_unit_id: number; quantity: number }) => ({
                  shipment_unit_id: i.shipment_unit_id,
                  quantity: i.quantity,
                })),
              },
            ],
          },
        });
        check(saved.shipment.cartons.length === 1, 'one box after the move');
        return `${saved.shipment.cartons.length} box`;
      },
    ],
    [
      'distributor takes a quote and books it',
      async () => {
        const quotes = await ctx.distributor.post(`/api/distributor/deliveries/${delivery.id}/quotes`, {});
        check(quotes.prices.length, 'quotes came back');
        const price = quotes.prices[0];
        const booked = await ctx.distributor.post(`/api/distributor/deliveries/${delivery.id}/booking`, {
          price_id: price.id,
        });
        delivery.tracking = booked.delivery.tracking_number;
        check(delivery.tracking, 'a tracking number');
        return `${price.carrier_name} ${delivery.tracking}`;
      },
    ],
    [
      'the label and the DG document are generated',
      async () => {
        const label = await ctx.distributor.document(delivery.id, 'SHIPPING_LABEL');
        const dg = await ctx.distributor.document(delivery.id, 'SHIPPING_DG_DOCUMENT');
        check(
          label.subarray(0, 4).toString() === '%PDF' && dg.subarray(0, 4).toString() === '%PDF',
          'two PDFs',
        );
        const o = await until(
          'the merchant sees the tracking number',
          () => order(mainOrder),
          (x) => x.tracking_numbers.includes(delivery.tracking),
        );
        check(o.status === 'submitted', 'still submitted until it ships');
        return `label ${label.length} B, DG ${dg.length} B`;
      },
    ],
    [
      'distributor requests a pickup',
      async () => {
        const d = (await ctx.distributor.get(`/api/distributor/v1/deliveries/${delivery.id}`)).delivery;
        const date =
          d.selected_price?.pickup_dates?.[0] ??
          d.prices?.find((p: { selected: boolean }) => p.selected)?.pickup_dates?.[0];
        check(date, `a pickup date is offered`);
        await ctx.distributor.post('/api/distributor/v1/deliveries/pickup', {
          booking_ids: [delivery.id],
          pickup_date: date,
        });
        const after = (await ctx.distributor.get(`/api/distributor/v1/deliveries/${delivery.id}`)).delivery;
        return `${date}: ${after.delivery_status}`;
      },
    ],
    [
      'the tracking clock moves it to delivered',
      async () => {
        const seen: string[] = [];
        for (let i = 0; i < 6; i++) {
          const d = (await ctx.distributor.get(`/api/distributor/v1/deliveries/${delivery.id}`)).delivery;
          seen.push(d.delivery_status);
          if (d.delivery_status === 'delivered') break;
          await ctx.staff.post(CLOCK, { delivery_ids: [delivery.id] });
        }
        check(seen.at(-1) === 'delivered', `delivered (${seen.join(' → ')})`);
        return seen.join(' → ');
      },
    ],
    [
      "the merchant's order is shipped with the tracking number; revenue share accrued for its units",
      async () => {
        const o = await until(
          'the order to ship',
          () => order(mainOrder),
          (x) => x.status === 'shipped' && x.fulfillments[0].status === 'complete',
        );
        check(o.tracking_numbers.includes(delivery.tracking), 'the tracking number is on the order');
        const after = await revenueShareUnits();
        check(after.order - shareBefore.order >= 2, `order units +2 (${shareBefore.order} → ${after.order})`);
        check(
          after.fulfilment - shareBefore.fulfilment >= 2,
          `fulfilment units +2 (${shareBefore.fulfilment} → ${after.fulfilment})`,
        );
        return `shipped, ${delivery.tracking}; units ${shareBefore.order}→${after.order}, ${shareBefore.fulfilment}→${after.fulfilment}`;
      },
    ],
    [
      'the sandbox store shows the fulfilment with the tracking number',
      async () => {
        const name = (await order(mainOrder)).fulfillment_name as string;
        type StoreOrder = {
          name: string;
          fulfillment_status: string;
          fulfillments: { tracking_company: string | null; tracking_numbers: string[] }[];
        };
        // The store learns it through a workflow after the order ships (decision 0910).
        const shown = (await until(
          'the store to receive the fulfilment',
          async () =>
            ((await ctx.merchant.get(`${M}/stores/${ctx.storeId}/sandbox`)).orders as StoreOrder[]).find(
              (x) => x.name === name,
            ),
          (x) => x?.fulfillment_status === 'fulfilled',
        ))!;
        check(shown.fulfillments.length === 1, `one store fulfilment (${shown.fulfillments.length})`);
        const f = shown.fulfillments[0]!;
        check(f.tracking_numbers.includes(delivery.tracking), 'the store has the tracking number');
        return `${name} fulfilled: ${f.tracking_company ?? ''} ${f.tracking_numbers.join(', ')}`.trim();
      },
    ],
    [
      'failure: a rejected request is routed again to the other location',
      async () => {
        const id = await placeOrder(`Reject Customer ${ctx.stamp}`, 1);
        const first = await requestFulfilment(id);
        const f = first.fulfillments[0];
        check(f.distributor_location.id === ctx.locations[0]!.id, 'first to the Sydney stock');
        await ctx.distributor.put(`${DF}/${f.id}/fulfillment_request`, {
          status: 'reject',
          rejection_reason: 'inventory_out_of_stock',
          merchant_message: 'Counted short',
        });
        check((await order(id)).status === 'rejected', 'the order is rejected');
        const second = await requestFulfilment(id);
        const live = second.fulfillments.filter((x: { status: string }) => x.status !== 'cancelled');
        check(
          live.length === 1 && live[0].distributor_location.id === ctx.locations[1]!.id,
          'routed to the other location',
        );
        return `${ctx.locations[0]!.code} rejected → ${ctx.locations[1]!.code}`;
      },
    ],
    [
      'failure: a label fails and is booked manually',
      async () => {
        const id = await placeOrder(`Label Customer ${ctx.stamp}`, 1);
        const fid = (await requestFulfilment(id)).fulfillments[0].id;
        await accept(fid);
        const s = await shipmentOf(fid);
        await ctx.staff.put(SANDBOX, { label_failure: true });
        try {
          await ctx.distributor.post(`${DS}/${s.id}/delivery_booking`);
          await until(
            'the label to fail',
            async () => (await ctx.distributor.get(`/api/distributor/v1/deliveries/${s.id}`)).delivery,
            (d) => d.label_status === 'error',
          );
        } finally {
          await ctx.staff.put(SANDBOX, { label_failure: false });
        }
        await ctx.distributor.post(`/api/distributor/deliveries/${s.id}/label`);
        const manual = await ctx.distributor.post(`/api/distributor/deliveries/${s.id}/manual`, {
          carrier: 'Couriers Please',
          tracking_number: `MAN${ctx.stamp}`,
          tracking_url: `https://track.example.test/MAN${ctx.stamp}`,
          booked_cost: 14.5,
          label_url: `https://labels.example.test/MAN${ctx.stamp}.pdf`,
        });
        check(manual.delivery.label_status === 'manual', `label manual (${manual.delivery.label_status})`);
        return `MAN${ctx.stamp}`;
      },
    ],
    [
      'failure: a cancellation is requested and accepted',
      async () => {
        const id = await placeOrder(`Cancel Customer ${ctx.stamp}`, 1);
        const fid = (await requestFulfilment(id)).fulfillments[0].id;
        await accept(fid);
        await ctx.merchant.post(`${MF}/${id}/cancel-fulfillment`);
        const asked = (await ctx.distributor.get(`${DF}/${fid}`)).fulfillment;
        check(asked.cancellation_status === 'pending', 'the distributor sees the request');
        await ctx.distributor.put(`${DF}/${fid}/cancellation_request`, { status: 'accept' });
        const o = await order(id);
        check(o.status === 'cancelled', `the order is cancelled (${o.status})`);
        return `order ${id} cancelled`;
      },
    ],
    [
      'distributor payouts',
      async () => {
        // The distributor's share of the paid, accepted fulfilment is paid out once (decision 0460).
        const payouts = await until(
          "the distributor's payout of the order",
          async () =>
            (
              (await ctx.distributor.get('/api/distributor/v1/payouts?page_size=100')).results as {
                fulfillment_id: number;
                status: string;
                amount: number;
              }[]
            ).filter((p) => p.fulfillment_id === mainFulfilment),
          (list) => list.some((p) => p.status === 'paid'),
        );
        check(payouts.length === 1, `one payout of the fulfilment (${payouts.length})`);
        check(payouts[0]!.amount > 0, 'a payout amount');
        return `${payouts[0]!.status} ${payouts[0]!.amount}`;
      },
    ],
  ];
  return { ctx, steps };
}

/** Runs every step, printing its time; throws on the first failure (after printing it). */
export async function runDemoJourney(
  base: string,
  log: (line: string) => void = console.log,
): Promise<StepTiming[]> {
  const { steps } = lifecycleSteps(base);
  const timings: StepTiming[] = [];
  const started = performance.now();
  for (const [i, [name, run]] of steps.entries()) {
    const t0 = performance.now();
    try {
      const note = await run();
      const ms = Math.round(performance.now() - t0);
      timings.push({ step: name, ms });
      log(`${String(i + 1).padStart(2)}. ${name} … ${ms} ms${note ? ` (${note})` : ''}`);
    } catch (e) {
      log(`${String(i + 1).padStart(2)}. ${name} … FAILED after ${Math.round(performance.now() - t0)} ms`);
      throw e;
    }
  }
  log(`total ${Math.round(performance.now() - started)} ms`);
  return timings;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { base: { type: 'string', default: 'http://127.0.0.1:3000' } } });
  runDemoJourney(values.base!.replace(/\/$/, '')).then(
    () => process.exit(0),
    (e: Error) => {
      console.error(e.message);
      process.exit(1);
    },
  );
}
