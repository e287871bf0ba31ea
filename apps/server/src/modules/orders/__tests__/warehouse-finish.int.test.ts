import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { generateDeliveryDocuments, shippingDeps } from '../../shipping/index.ts';
import { acceptedFulfillment, rows, type World, warehouseWorld } from './fixtures.ts';

// Issue 15, the rest of the warehouse: Resolve (packages and update_from_package), the delivery card's actions
// and box edits, the packing slip and labels opened from the warehouse.

let t: TestApp;
let merchant: TestClient;
let distA: TestClient;
let distB: TestClient;
let w: World;

const WF = '/api/distributor/fulfillments';
const W = '/api/distributor';

interface Unit {
  id: number;
  product: { id: number | null; sku: string };
  formatted_dimensions: string | null;
  formatted_weight: string | null;
  linked_product_package: number | null;
  packaging: { status: string; message_codes: string[] };
}
interface Parcel {
  id: number;
  position: number;
  dimensions: { length: number | null; width: number | null; height: number | null };
  weight: number | null;
  items: { id: number; quantity: number; fulfillment_unit: { id: number } }[];
}
interface Delivery {
  id: number;
  delivery_status: string;
  label_status: string;
  supported_actions: string[];
  packing_slip_url: string | null;
  label_url: string | null;
  parcels: Parcel[];
}
interface Fulfillment {
  id: number;
  error_messages: { code: string; message: string; unit_id: number | null }[];
  units: Unit[];
  deliveries: Delivery[];
}

beforeAll(async () => {
  t = await createTestApp();
  ({ merchant, distA, distB, w } = await warehouseWorld(t));
  await t.ctx.database.db.execute(
    sql`insert into packages (product_id, length, width, height, weight, dimensions_unit, weight_unit)
        select id, 20, 15, 6, 1.2, 'cm', 'kg' from products where sku = ${w.skus.pad}`,
  );
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

describe('Resolve: packages and update_from_package', () => {
  it('adds a package to the product, updates the unit from it and clears its errors, word for word', async () => {
    const id = await accepted([
      { sku: w.skus.pad, quantity: 1 },
      { sku: w.skus.filter, quantity: 2 },
    ]);
    const f = await detail(id);
    const filter = f.units.find((u) => u.product.sku === w.skus.filter)!;
    expect(filter.packaging.message_codes).toEqual(
      expect.arrayContaining(['missing_dimensions', 'missing_weight']),
    );
    const productId = filter.product.id!;

    const listed = await distA.get(`${WF}/${id}/units/${filter.id}/packages`);
    expect(listed.statusCode, listed.body).toBe(200);
    const before = listed.json().packages.length;

    const bad = await distA.post(`${W}/packages`, {
      product_id: productId,
      length: 0,
      width: 10,
      height: 8,
      weight: 0.4,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].message).toBe('Length must be between 1 and 999 cm');
    expect((await distA.get(`${WF}/${id}/units/${filter.id}/packages`)).json().packages).toHaveLength(before);
    expect((await distB.get(`${WF}/${id}/units/${filter.id}/packages`)).statusCode).toBe(404);

    const created = await distA.post(`${W}/packages`, {
      product_id: productId,
      length: 12,
      width: 10,
      height: 8,
      weight: 0.4,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe('Package added to product');
    const pkg = created.json().package;
    expect(pkg).toMatchObject({ length: 12, width: 10, height: 8, weight: 0.4 });
    expect(pkg.distributor_id).toBe(w.distributors[0]!.id);
    expect(created.json().packages).toHaveLength(before + 1);

    const res = await distA.post(`${WF}/${id}/units/${filter.id}/update_from_package/${pkg.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().fulfillment as Fulfillment;
    const resolved = after.units.find((u) => u.id === filter.id)!;
    expect(resolved).toMatchObject({
      formatted_dimensions: '12 x 10 x 8 cm',
      formatted_weight: '0.40 kg',
      linked_product_package: pkg.id,
    });
    expect(resolved.packaging.message_codes).not.toContain('missing_dimensions');
    expect(resolved.packaging.message_codes).not.toContain('missing_weight');
    const messages = after.error_messages.filter((e) => e.unit_id === filter.id).map((e) => e.message);
    expect(messages).not.toContain('Please correct the dimensions');
    expect(messages).not.toContain('Please correct the weight');

    // Correcting the package and applying it again: the unit follows.
    const patched = await distA.patch(`${W}/packages/${pkg.id}`, { weight: 0.75 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().message).toBe('Package details updated');
    const again = await distA.post(`${WF}/${id}/units/${filter.id}/update_from_package/${pkg.id}`);
    expect(
      (again.json().fulfillment as Fulfillment).units.find((u) => u.id === filter.id)!.formatted_weight,
    ).toBe('0.75 kg');

    // Another distributor neither sees nor changes it; the manufacturer's package cannot be removed.
    expect((await distB.patch(`${W}/packages/${pkg.id}`, { weight: 1 })).statusCode).toBe(404);
    expect((await distB.delete(`${W}/packages/${pkg.id}`)).statusCode).toBe(404);
    expect(
      (await distB.post(`${WF}/${id}/units/${filter.id}/update_from_package/${pkg.id}`)).statusCode,
    ).toBe(404);
    const pad = f.units.find((u) => u.product.sku === w.skus.pad)!;
    expect(pad.linked_product_package).not.toBeNull();
    expect((await distA.delete(`${W}/packages/${pad.linked_product_package}`)).statusCode).toBe(404);
    // A package of another product is refused, nothing changed.
    const wrong = await distA.post(
      `${WF}/${id}/units/${filter.id}/update_from_package/${pad.linked_product_package}`,
    );
    expect(wrong.statusCode).toBe(404);
    expect((await detail(id)).units.find((u) => u.id === filter.id)!.linked_product_package).toBe(pkg.id);

    const removed = await distA.delete(`${W}/packages/${pkg.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Package removed from product');
    expect(removed.json().packages.some((p: { id: number }) => p.id === pkg.id)).toBe(false);
  });
});

describe('delivery card: actions and box edits', () => {
  it('lists the actions that apply and serves the packing slip as a PDF', async () => {
    const id = await accepted([{ sku: w.skus.pad, quantity: 2 }]);
    const d = (await detail(id)).deliveries[0]!;
    expect(d.supported_actions).toEqual(
      expect.arrayContaining(['edit', 'add_box', 'download_packing_slip', 'delete']),
    );
    expect(d.supported_actions).not.toContain('request_label');
    expect(d.supported_actions).not.toContain('download_shipping_label');
    expect(d.packing_slip_url).toBe(
      `/api/distributor/v1/deliveries/${d.id}/documents?document_type=PACKING_SLIP`,
    );
    const slip = await distA.get(d.packing_slip_url!);
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toContain('application/pdf');
    expect(slip.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await distB.get(d.packing_slip_url!)).statusCode).toBe(404);
  });

  it('adds a box, saves its inputs within bounds, removes an item and a box; locked and foreign refused', async () => {
    const id = await accepted([{ sku: w.skus.pad, quantity: 2 }]);
    const d = (await detail(id)).deliveries[0]!;
    const added = await distA.post(`${W}/deliveries/${d.id}/parcels`);
    expect(added.statusCode, added.body).toBe(200);
    let now = (await detail(id)).deliveries[0]!;
    expect(now.parcels).toHaveLength(d.parcels.length + 1);
    const box = now.parcels.at(-1)!;
    expect(box.items).toEqual([]);
    expect(now.delivery_status).toBe('pending');
    expect((await detail(id)).error_messages.map((e) => e.message)).toContain(
      'Please add items to the box, or remove the box',
    );

    for (const [field, value, message] of [
      ['length', 0.5, 'Length must be between 1 and 999 cm'],
      ['height', 1000, 'Height must be between 1 and 999 cm'],
      ['weight', 0.05, 'Weight must be between 0.1 and 999.9 kg'],
      ['weight', 1000, 'Weight must be between 0.1 and 999.9 kg'],
    ] as const) {
      const res = await distA.patch(`${W}/delivery_parcels/${box.id}`, {
        fulfillment_parcel: { [field]: value },
      });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json().error.details[0].message).toBe(message);
    }
    for (const [field, value] of [
      ['length', 40.5],
      ['width', 30],
      ['height', 20],
      ['weight', 2.3],
    ] as const) {
      const res = await distA.patch(`${W}/delivery_parcels/${box.id}`, {
        fulfillment_parcel: { [field]: value },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    now = (await detail(id)).deliveries[0]!;
    expect(now.parcels.at(-1)).toMatchObject({
      dimensions: { length: 40.5, width: 30, height: 20 },
      weight: 2.3,
    });
    expect(now.delivery_status).toBe('packed');

    const first = now.parcels[0]!;
    const item = first.items[0]!;
    const removed = await distA.delete(`${W}/parcel_items/${item.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const unpacked = await detail(id);
    expect(unpacked.units[0]!.packaging.status).toBe('unallocated');
    expect(unpacked.error_messages.map((e) => e.message)).toContain('Please allocate to a box');
    expect((await distA.delete(`${W}/parcel_items/${item.id}`)).statusCode).toBe(404);

    const gone = await distA.delete(`${W}/delivery_parcels/${box.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await detail(id)).deliveries[0]!.parcels.map((p) => p.position)).toEqual([1]);

    // Another team: 404, nothing changed.
    expect((await distB.post(`${W}/deliveries/${d.id}/parcels`)).statusCode).toBe(404);
    expect(
      (await distB.patch(`${W}/delivery_parcels/${first.id}`, { fulfillment_parcel: { weight: 9 } }))
        .statusCode,
    ).toBe(404);
    expect((await distB.delete(`${W}/delivery_parcels/${first.id}`)).statusCode).toBe(404);

    // Booked: locked (409), and the card no longer offers the edits.
    await t.ctx.database.db.execute(sql`update deliveries set status = 'booked' where id = ${d.id}`);
    const locked = await distA.patch(`${W}/delivery_parcels/${first.id}`, {
      fulfillment_parcel: { weight: 9 },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe('This shipment can no longer be changed');
    expect((await distA.post(`${W}/deliveries/${d.id}/parcels`)).statusCode).toBe(409);
    const booked = (await detail(id)).deliveries[0]!;
    expect(booked.supported_actions).not.toContain('add_box');
    expect(booked.supported_actions).not.toContain('delete');
    expect(booked.parcels).toHaveLength(1);
    expect(await rows(t, sql`select weight_g from parcels where id = ${first.id}`)).toEqual([
      { weight_g: expect.any(Number) },
    ]);
  });

  it('Delete Shipment cancels an unbooked shipment; the fulfilment no longer shows it', async () => {
    const id = await accepted([{ sku: w.skus.pad, quantity: 1 }]);
    const d = (await detail(id)).deliveries[0]!;
    expect((await detail(id)).units[0]!.packaging.status).toBe('allocated');
    const res = await distA.delete(`${W}/deliveries/${d.id}`);
    expect(res.statusCode).toBe(204);
    const after = await detail(id);
    expect(after.deliveries).toEqual([]);
    expect(after.units[0]!.packaging.status).toBe('unallocated');
  });
});

describe('labels from the warehouse', () => {
  it('offers Request Label on a failed label, and opening a generated label marks it printed', async () => {
    const id = await accepted([{ sku: w.skus.pad, quantity: 1 }]);
    const d = (await detail(id)).deliveries[0]!;
    await t.ctx.database.db.execute(
      sql`update deliveries set status = 'booked', label_status = 'error', tracking_number = ${`TRK${d.id}`}
          where id = ${d.id}`,
    );
    const failed = (await detail(id)).deliveries[0]!;
    expect(failed.supported_actions).toContain('request_label');
    expect(failed.supported_actions).not.toContain('download_shipping_label');

    await t.ctx.database.db.execute(sql`update deliveries set label_status = 'pending' where id = ${d.id}`);
    await generateDeliveryDocuments(shippingDeps(t.ctx), d.id);
    const ready = (await detail(id)).deliveries[0]!;
    expect(ready.label_status).toBe('generated');
    expect(ready.supported_actions).toContain('download_shipping_label');
    expect(ready.supported_actions).not.toContain('request_label');
    const pdf = await distA.get(ready.label_url!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const printed = (await detail(id)).deliveries[0]!;
    expect(printed.label_status).toBe('printed');
    expect(printed.supported_actions).toContain('download_shipping_label');
  });
});
