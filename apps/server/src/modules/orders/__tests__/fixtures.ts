import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp, TestClient } from '../../../../test/test-app.ts';

/** Rows of a raw query (other modules' tables are reached in tests only through SQL text, decision 0010). */
export async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const one = async <T>(t: TestApp, query: ReturnType<typeof sql>) => (await rows<T>(t, query))[0]!;

export interface LocationSpec {
  code: string;
  name: string;
  city: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
  active?: boolean;
  /** SKU → quantity on hand. */
  stock: Record<string, number>;
}

export interface World {
  brand: string;
  skus: { pad: string; rotor: string; filter: string };
  storeId: number;
  distributors: { id: number; teamId: number; locations: Record<string, number> }[];
}

/** A brand with three products, sold at $110, $220 and $33 (including GST). */
async function catalogue(t: TestApp, suffix: string) {
  const brand = `Ordertest ${suffix}`;
  const b = await one<{ id: number }>(
    t,
    sql`insert into brands (team_id, name, slug) values (${t.teams.brands[0]!}, ${brand}, ${`ordertest-${suffix}`}) returning id`,
  );
  const skus = { pad: `PAD-${suffix}`, rotor: `ROT-${suffix}`, filter: `FLT-${suffix}` };
  for (const [sku, title, price] of [
    [skus.pad, 'Brake pad set', 11000],
    [skus.rotor, 'Brake rotor', 22000],
    [skus.filter, 'Oil filter', 3300],
  ] as const)
    await t.ctx.database.db.execute(
      sql`insert into products (team_id, brand_id, slug, sku, title, price_cents, published)
          values (${t.teams.brands[0]!}, ${b.id}, ${sku.toLowerCase()}, ${sku}, ${title}, ${price}, true)`,
    );
  return { brand, skus };
}

/** A distributor of the team with locations and stock of the brand's SKUs; answers ids. */
export async function distributor(
  t: TestApp,
  teamId: number,
  name: string,
  brand: string,
  locations: LocationSpec[],
) {
  const d = await one<{ id: number }>(
    t,
    sql`insert into distributors (team_id, name) values (${teamId}, ${name})
        on conflict (team_id) do update set name = excluded.name returning id`,
  );
  const ids: Record<string, number> = {};
  for (const l of locations) {
    const row = await one<{ id: number }>(
      t,
      sql`insert into distributor_locations (team_id, distributor_id, name, code, address1, city, state, postcode,
            latitude, longitude, active, contact_person, contact_email)
          values (${teamId}, ${d.id}, ${l.name}, ${l.code}, '1 Depot Road', ${l.city}, ${l.state}, ${l.postcode},
            ${l.latitude}, ${l.longitude}, ${l.active ?? true}, 'Dock manager', 'dock@example.test') returning id`,
    );
    ids[l.code] = row.id;
    for (const [sku, quantity] of Object.entries(l.stock))
      await t.ctx.database.db.execute(
        sql`insert into inventory_items (team_id, distributor_location_id, sku, brand_name, quantity)
            values (${teamId}, ${row.id}, ${sku}, ${brand}, ${quantity})`,
      );
  }
  return { id: d.id, teamId, locations: ids };
}

export async function price(t: TestApp, teamId: number, accountCode: string, sku: string, cents: number) {
  await t.ctx.database.db.execute(
    sql`insert into distributor_prices (team_id, account_code, sku, cost_cents) values (${teamId}, ${accountCode}, ${sku}, ${cents})`,
  );
}

/** A sandbox store of the merchant team selling the brand's SKUs at the given prices (dollars, incl. GST). */
export async function sandboxStore(
  t: TestApp,
  teamId: number,
  products: { sku: string; title: string; price: string }[],
) {
  const s = await one<{ id: number }>(
    t,
    sql`insert into stores (team_id, name, platform, domain)
        values (${teamId}, ${`Test Store ${randomUUID().slice(0, 6)}`}, 'sandbox', ${`${randomUUID()}.sandbox.test`}) returning id`,
  );
  for (const p of products)
    await t.ctx.database.db.execute(
      sql`insert into sandbox_store_products (id, store_id, source_key, title, handle, variants)
          values (${randomUUID()}, ${s.id}, ${randomUUID()}, ${p.title}, ${p.sku.toLowerCase()},
            ${JSON.stringify([{ sku: p.sku, title: 'Default', price: p.price, options: {} }])}::jsonb)`,
    );
  return s.id;
}

// Where things are (gazetteer localities): Wetherill Park NSW 2164, Dandenong VIC 3175, Eagle Farm QLD 4009.
export const SYDNEY = {
  city: 'Wetherill Park',
  state: 'NSW',
  postcode: '2164',
  latitude: -33.85,
  longitude: 150.9,
};
export const MELBOURNE = {
  city: 'Dandenong',
  state: 'VIC',
  postcode: '3175',
  latitude: -37.98,
  longitude: 145.21,
};
export const BRISBANE = {
  city: 'Eagle Farm',
  state: 'QLD',
  postcode: '4009',
  latitude: -27.43,
  longitude: 153.08,
};

/**
 * The standard world: a brand with three SKUs; distributor A (team distributors[0]) with Sydney and Melbourne
 * warehouses, distributor B (team distributors[1]) with Brisbane; a sandbox store of merchants[0].
 */
export async function makeWorld(t: TestApp, suffix = randomUUID().slice(0, 6).toUpperCase()): Promise<World> {
  const { brand, skus } = await catalogue(t, suffix);
  const a = await distributor(t, t.teams.distributors[0]!, 'Sydney Parts Co', brand, [
    {
      code: `SYD-${suffix}`,
      name: 'Sydney',
      ...SYDNEY,
      stock: { [skus.pad]: 10, [skus.rotor]: 1, [skus.filter]: 50 },
    },
    { code: `MEL-${suffix}`, name: 'Melbourne', ...MELBOURNE, stock: { [skus.pad]: 10, [skus.rotor]: 10 } },
  ]);
  const b = await distributor(t, t.teams.distributors[1]!, 'Brisbane Spares', brand, [
    { code: `BNE-${suffix}`, name: 'Brisbane', ...BRISBANE, stock: { [skus.pad]: 5, [skus.filter]: 5 } },
  ]);
  const storeId = await sandboxStore(t, t.teams.merchants[0]!, [
    { sku: skus.pad, title: 'Brake pad set', price: '150.00' },
    { sku: skus.rotor, title: 'Brake rotor', price: '280.00' },
    { sku: skus.filter, title: 'Oil filter', price: '45.00' },
  ]);
  return { brand, skus, storeId, distributors: [a, b] };
}

export const CUSTOMER = { name: 'Jordan Lee', email: 'jordan@example.test', phone: '0400 111 222' };
export const address = (where: { city: string; state: string; postcode: string }) => ({
  address1: '10 High Street',
  address2: null,
  city: where.city,
  state_code: where.state,
  postcode: where.postcode,
});

/** Places an order in the sandbox store through the API; answers the fulfilment order id. */
export async function placeOrder(
  client: TestClient,
  storeId: number,
  lines: { sku: string; quantity: number }[],
  where: { city: string; state: string; postcode: string } = MELBOURNE,
): Promise<number> {
  const res = await client.post(`/api/marketplace/v1/marketplace/stores/${storeId}/sandbox/orders`, {
    customer: CUSTOMER,
    shipping_address: address(where),
    line_items: lines,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().fulfillment_order_id;
}

export async function connect(
  client: TestClient,
  storeId: number,
  distributorId: number,
  accountCode: string,
) {
  const res = await client.post('/api/marketplace/v1/marketplace/connect-distributor-account', {
    store_id: storeId,
    distributor_id: distributorId,
    account_code: accountCode,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().accounts as {
    id: number;
    distributor_id: number;
    store_id: number;
    account_code: string;
  }[];
}

export async function order(client: TestClient, id: number) {
  const res = await client.get(`/api/marketplace/v1/fulfillments/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().fulfillment_order;
}

/**
 * An order placed at the world's store for Melbourne, routed, and accepted by the distributor (reference
 * `SO-<id>`); answers the fulfilment id. The warehouse tests start from here.
 */
export async function acceptedFulfillment(
  merchant: TestClient,
  distributorClient: TestClient,
  storeId: number,
  lines: { sku: string; quantity: number }[],
) {
  const orderId = await placeOrder(merchant, storeId, lines, MELBOURNE);
  const routed = await merchant.post(`/api/marketplace/v1/fulfillments/${orderId}/request-fulfillment`);
  expect(routed.statusCode, routed.body).toBe(200);
  const id = routed.json().fulfillment_order.fulfillments[0].id as number;
  const res = await distributorClient.put(`/api/distributor/v1/fulfillments/${id}/fulfillment_request`, {
    status: 'accept',
    reference_number: `SO-${id}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

/**
 * The warehouse tests' world: the merchant and both distributors signed in, the standard world, the store
 * connected to distributor A ('ACME-1') and B ('BNE-ACME'), and `accepted(lines)`: an accepted fulfilment of
 * distributor A (`acceptedFulfillment`).
 */
export async function warehouseWorld(t: TestApp) {
  const merchant = await t.signIn('merchant@demo.test');
  const distA = await t.signIn('distributor@demo.test');
  const distB = await t.signIn('distributor2@demo.test');
  const w = await makeWorld(t);
  await connect(merchant, w.storeId, w.distributors[0]!.id, 'ACME-1');
  await connect(merchant, w.storeId, w.distributors[1]!.id, 'BNE-ACME');
  const accepted = (lines: { sku: string; quantity: number }[]) =>
    acceptedFulfillment(merchant, distA, w.storeId, lines);
  return { merchant, distA, distB, w, accepted };
}

/**
 * An accepted fulfilment (as `acceptedFulfillment`) whose proposed shipment is booked with the sandbox carrier;
 * answers the order, fulfilment and shipment ids and the tracking number. The tracking tests start from here.
 */
export async function bookedFulfillment(
  t: TestApp,
  merchant: TestClient,
  distributorClient: TestClient,
  storeId: number,
  lines: { sku: string; quantity: number }[],
) {
  const fulfillmentId = await acceptedFulfillment(merchant, distributorClient, storeId, lines);
  const [f] = await rows<{ fulfillment_order_id: number }>(
    t,
    sql`select fulfillment_order_id from fulfillments where id = ${fulfillmentId}`,
  );
  const list = await distributorClient.get(
    '/api/distributor/v1/shipments?status=pending,quoted,booked&page_size=100',
  );
  const shipment = list
    .json()
    .results.find((s: { fulfillment_id: number }) => s.fulfillment_id === fulfillmentId) as { id: number };
  const booked = await distributorClient.post(
    `/api/distributor/v1/shipments/${shipment.id}/delivery_booking`,
  );
  expect(booked.statusCode, booked.body).toBe(200);
  await t.ctx.events.dispatchPending();
  return {
    orderId: f!.fulfillment_order_id,
    fulfillmentId,
    shipmentId: shipment.id,
    tracking: booked.json().shipment.tracking_reference as string,
  };
}

/**
 * The world's distributor A ready to ship: the SKUs get a package (20 x 15 x 6 cm, 1.2 kg) and A a medium carton,
 * so an accepted fulfilment's proposed shipment can be booked (`bookedFulfillment`).
 */
export async function shippable(t: TestApp, w: World, skus: string[]) {
  await t.ctx.database.db.execute(
    sql`insert into packages (product_id, length, width, height, weight, dimensions_unit, weight_unit)
        select id, 20, 15, 6, 1.2, 'cm', 'kg' from products where sku in (${sql.join(
          skus.map((s) => sql`${s}`),
          sql`, `,
        )})`,
  );
  const a = w.distributors[0]!;
  await t.ctx.database.db.execute(
    sql`insert into distributor_boxes (team_id, distributor_id, name, label_size, length_mm, width_mm, height_mm,
          weight_limit_g, weight_g, internal_buffer_mm)
        values (${a.teamId}, ${a.id}, 'Medium carton', '4x6', 400, 300, 250, 20000, 400, 10)`,
  );
}

export const TRACKING_CLOCK = '/api/distributor/carriers/sandbox/tracking_clock';

/** Moves the sandbox carrier's clock (as staff) until the delivery has the status; the outbox delivers the events. */
export async function clockTo(
  t: TestApp,
  staff: TestClient,
  distributorClient: TestClient,
  shipmentId: number,
  status: 'shipped' | 'delivered',
) {
  for (let i = 0; i < 6; i++) {
    expect((await staff.post(TRACKING_CLOCK, { delivery_ids: [shipmentId] })).statusCode).toBe(200);
    await t.ctx.events.dispatchPending();
    const d = (await distributorClient.get(`/api/distributor/v1/deliveries/${shipmentId}`)).json().delivery;
    if (d.delivery_status === status) return;
  }
  throw new Error(`delivery ${shipmentId} never reached ${status}`);
}
