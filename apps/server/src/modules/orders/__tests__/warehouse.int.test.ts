import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { acceptedFulfillment, rows, type World, warehouseWorld } from './fixtures.ts';

let t: TestApp;
let merchant: TestClient;
let distA: TestClient;
let distB: TestClient;
let w: World;

const WF = '/api/distributor/fulfillments';

interface Unit {
  id: number;
  identifier: string;
  quantity: number;
  quantity_packed: number;
  formatted_dimensions: string | null;
  formatted_weight: string | null;
  product: { sku: string };
  packaging: { status: string; message_codes: string[] };
}
interface Delivery {
  id: number;
  supported_actions: string[];
  parcels: { id: number; items: { id: number; quantity: number; fulfillment_unit: { id: number } }[] }[];
}
interface Fulfillment {
  id: number;
  supported_actions: string[];
  error_messages: { code: string; message: string; unit_id: number | null }[];
  units: Unit[];
  deliveries: Delivery[];
}

beforeAll(async () => {
  t = await createTestApp();
  ({ merchant, distA, distB, w } = await warehouseWorld(t));
  const pkg = async (sku: string, l: number, wd: number, h: number, kg: number) =>
    t.ctx.database.db.execute(
      sql`insert into packages (product_id, length, width, height, weight, dimensions_unit, weight_unit)
          select id, ${l}, ${wd}, ${h}, ${kg}, 'cm', 'kg' from products where sku = ${sku}`,
    );
  await pkg(w.skus.pad, 20, 15, 6, 1.2);
  await pkg(w.skus.rotor, 32, 32, 5, 5);
  const a = w.distributors[0]!;
  await t.ctx.database.db.execute(
    sql`insert into distributor_boxes (team_id, distributor_id, name, label_size, length_mm, width_mm, height_mm,
          weight_limit_g, weight_g, internal_buffer_mm)
        values (${a.teamId}, ${a.id}, 'Big carton', '4x6', 600, 500, 400, 30000, 500, 10)`,
  );
});
afterAll(async () => {
  await t?.close();
});

/** An accepted order at distributor A's Melbourne location; answers the fulfilment id. */
const accepted = (lines: { sku: string; quantity: number }[]) =>
  acceptedFulfillment(merchant, distA, w.storeId, lines);

async function detail(id: number): Promise<Fulfillment> {
  const res = await distA.get(`${WF}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().fulfillment;
}

/** Takes `n` of the unit back out of its boxes (as if the proposal had left them unpacked). */
async function unpack(unitId: number, n: number) {
  await t.ctx.database.db.execute(
    sql`update parcel_items set quantity = quantity - ${n} where fulfillment_unit_id = ${unitId}`,
  );
  await t.ctx.database.db.execute(sql`delete from parcel_items where quantity <= 0`);
}

const melbourneCode = () => Object.keys(w.distributors[0]!.locations).find((c) => c.startsWith('MEL-'))!;
const melbourne = () => w.distributors[0]!.locations[melbourneCode()]!;

describe('locations with the warehouse tab counts', () => {
  it("lists the team's locations with pending and deliveries counts, and answers 404 for another team's", async () => {
    await accepted([{ sku: w.skus.pad, quantity: 1 }]);
    const list = await distA.get('/api/distributor/v1/locations');
    expect(list.statusCode, list.body).toBe(200);
    const mel = list.json().locations.find((l: { id: number }) => l.id === melbourne());
    expect(mel).toMatchObject({ name: 'Melbourne', code: melbourneCode() });
    expect(mel.pending_count).toBeGreaterThanOrEqual(1);
    expect(typeof mel.deliveries_count).toBe('number');
    const one = await distA.get(`/api/distributor/v1/locations/${melbourne()}`);
    expect(one.json().location).toEqual(mel);
    expect((await distB.get(`/api/distributor/v1/locations/${melbourne()}`)).statusCode).toBe(404);
    expect(
      (await distB.get('/api/distributor/v1/locations'))
        .json()
        .locations.some((l: { id: number }) => l.id === melbourne()),
    ).toBe(false);
  });
});

describe('Packing tab', () => {
  it('lists accepted fulfilments with their deliveries and finds one by order number', async () => {
    const id = await accepted([{ sku: w.skus.pad, quantity: 2 }]);
    const res = await distA.get(`/api/distributor/l/${melbourne()}/fulfillments?query=SO-${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.fulfillments).toHaveLength(1);
    expect(body.fulfillments[0]).toMatchObject({
      id,
      distributor_order_id: `SO-${id}`,
      item_count: 2,
      deliveries: [{ parcel_count: 1 }],
    });
    expect(body.pagination).toMatchObject({ page: 1, total_count: 1 });
    const none = await distA.get(`/api/distributor/l/${melbourne()}/fulfillments?query=no-such-order-xyz`);
    expect(none.json().fulfillments).toEqual([]);
  });

  it("answers 404 for another team's location", async () => {
    expect((await distB.get(`/api/distributor/l/${melbourne()}/fulfillments`)).statusCode).toBe(404);
  });
});

describe('shipment detail (warehouse)', () => {
  it('shows units with their packaging status and the missing-size errors word for word', async () => {
    const id = await accepted([
      { sku: w.skus.pad, quantity: 2 },
      { sku: w.skus.filter, quantity: 1 },
    ]);
    const f = await detail(id);
    const pad = f.units.find((u) => u.product.sku === w.skus.pad)!;
    const filter = f.units.find((u) => u.product.sku === w.skus.filter)!;
    expect(pad).toMatchObject({
      formatted_dimensions: '20 x 15 x 6 cm',
      formatted_weight: '1.20 kg',
      quantity: 2,
      quantity_packed: 2,
      packaging: { status: 'allocated' },
    });
    expect(filter).toMatchObject({ formatted_dimensions: null, formatted_weight: null });
    expect(filter.packaging.message_codes).toEqual(
      expect.arrayContaining(['missing_dimensions', 'missing_weight']),
    );
    const messages = f.error_messages.filter((e) => e.unit_id === filter.id).map((e) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Please correct the dimensions',
        'Please correct the weight',
        'Please allocate to a box',
      ]),
    );
    expect(f.supported_actions).not.toContain('ready_to_ship');
    expect((await distB.get(`${WF}/${id}`)).statusCode).toBe(404);
  });
});

describe('allocate', () => {
  it('allocates what is left, answers the whole fulfilment, and then it is ready to ship', async () => {
    const id = await accepted([{ sku: w.skus.pad, quantity: 3 }]);
    const before = await detail(id);
    const unit = before.units[0]!;
    await unpack(unit.id, 2);
    const partial = await detail(id);
    expect(partial.units[0]!.packaging.status).toBe('partially_allocated');
    expect(partial.error_messages.map((e) => e.message)).toEqual(['Please allocate all quantities to a box']);
    const delivery = partial.deliveries[0]!;
    const parcel = delivery.parcels[0]!;
    const res = await distA.post(`${WF}/${id}/units/${unit.id}/allocate`, {
      fulfillment_unit: {
        fulfillment_delivery_id: delivery.id,
        fulfillment_parcel_id: parcel.id,
        quantity: 2,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().fulfillment as Fulfillment;
    expect(after.units[0]).toMatchObject({ quantity_packed: 3, packaging: { status: 'allocated' } });
    expect(after.error_messages).toEqual([]);
    expect(after.deliveries[0]!.parcels[0]!.id).toBe(parcel.id);
    expect(after.supported_actions).toContain('ready_to_ship');

    const ship = await distA.post(`${WF}/${id}/ship`);
    expect(ship.statusCode, ship.body).toBe(200);
    expect(ship.json().fulfillment.ready_to_ship_at).toBeTruthy();
    const again = await distA.post(`${WF}/${id}/ship`);
    expect(again.statusCode).toBe(200);
    expect(again.json().fulfillment.ready_to_ship_at).toBe(ship.json().fulfillment.ready_to_ship_at);
    const packing = await distA.get(`/api/distributor/l/${melbourne()}/fulfillments?query=SO-${id}`);
    expect(packing.json().fulfillments).toEqual([]);
  });

  it('refuses beyond the remaining, into another fulfilment’s box and on a locked delivery, changing nothing', async () => {
    const id = await accepted([{ sku: w.skus.pad, quantity: 2 }]);
    const other = await accepted([{ sku: w.skus.pad, quantity: 1 }]);
    const f = await detail(id);
    const unit = f.units[0]!;
    await unpack(unit.id, 1);
    const d = (await detail(id)).deliveries[0]!;
    const otherParcel = (await detail(other)).deliveries[0]!;
    const snapshot = async () =>
      rows(t, sql`select id, quantity from parcel_items where fulfillment_unit_id = ${unit.id} order by id`);
    const was = await snapshot();
    const post = (body: object) =>
      distA.post(`${WF}/${id}/units/${unit.id}/allocate`, { fulfillment_unit: body });

    const beyond = await post({
      fulfillment_delivery_id: d.id,
      fulfillment_parcel_id: d.parcels[0]!.id,
      quantity: 2,
    });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().error.message).toBe('Only 1 of this item is left to allocate');

    const elsewhere = await post({
      fulfillment_delivery_id: otherParcel.id,
      fulfillment_parcel_id: otherParcel.parcels[0]!.id,
      quantity: 1,
    });
    expect(elsewhere.statusCode).toBe(400);
    const wrongBox = await post({
      fulfillment_delivery_id: d.id,
      fulfillment_parcel_id: otherParcel.parcels[0]!.id,
      quantity: 1,
    });
    expect(wrongBox.statusCode).toBe(400);
    expect(wrongBox.json().error.details[0].message).toBe('This box is not part of this shipment');

    const zero = await post({
      fulfillment_delivery_id: d.id,
      fulfillment_parcel_id: d.parcels[0]!.id,
      quantity: 0,
    });
    expect(zero.statusCode).toBe(400);

    await t.ctx.database.db.execute(sql`update deliveries set status = 'booked' where id = ${d.id}`);
    const locked = await post({
      fulfillment_delivery_id: d.id,
      fulfillment_parcel_id: d.parcels[0]!.id,
      quantity: 1,
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe('This shipment can no longer be changed');
    expect((await detail(id)).deliveries[0]!.supported_actions).not.toContain('edit');
    await t.ctx.database.db.execute(sql`update deliveries set status = 'packed' where id = ${d.id}`);

    const foreign = await distB.post(`${WF}/${id}/units/${unit.id}/allocate`, {
      fulfillment_unit: {
        fulfillment_delivery_id: d.id,
        fulfillment_parcel_id: d.parcels[0]!.id,
        quantity: 1,
      },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await snapshot()).toEqual(was);
  });

  it('refuses a unit with missing dimensions', async () => {
    const id = await accepted([
      { sku: w.skus.pad, quantity: 1 },
      { sku: w.skus.filter, quantity: 1 },
    ]);
    const f = await detail(id);
    const filter = f.units.find((u) => u.product.sku === w.skus.filter)!;
    const d = f.deliveries[0]!;
    const res = await distA.post(`${WF}/${id}/units/${filter.id}/allocate`, {
      fulfillment_unit: {
        fulfillment_delivery_id: d.id,
        fulfillment_parcel_id: d.parcels[0]!.id,
        quantity: 1,
      },
    });
    expect(res.statusCode).toBe(409);
  });

  it('two people allocating the last item at once: one succeeds, the other gets 409', async () => {
    const id = await accepted([{ sku: w.skus.pad, quantity: 2 }]);
    const unit = (await detail(id)).units[0]!;
    await unpack(unit.id, 1);
    const d = (await detail(id)).deliveries[0]!;
    const body = {
      fulfillment_unit: {
        fulfillment_delivery_id: d.id,
        fulfillment_parcel_id: d.parcels[0]!.id,
        quantity: 1,
      },
    };
    const other = await t.signIn('distributor@demo.test');
    const answers = await Promise.all([
      distA.post(`${WF}/${id}/units/${unit.id}/allocate`, body),
      other.post(`${WF}/${id}/units/${unit.id}/allocate`, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await detail(id);
    expect(after.units[0]!.quantity_packed).toBe(2);
  });

  it('refuses Ready To Ship while items are unallocated', async () => {
    const id = await accepted([{ sku: w.skus.pad, quantity: 2 }]);
    const unit = (await detail(id)).units[0]!;
    await unpack(unit.id, 1);
    const res = await distA.post(`${WF}/${id}/ship`);
    expect(res.statusCode).toBe(409);
    expect((await detail(id)).supported_actions).not.toContain('ready_to_ship');
  });
});
