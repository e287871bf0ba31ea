import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { BRISBANE, MELBOURNE, placeOrder, rows, SYDNEY, type World, warehouseWorld } from './fixtures.ts';

let t: TestApp;
let merchant: TestClient;
let distA: TestClient;
let distB: TestClient;
let w: World;

const F = '/api/distributor/v1/fulfillments';
const S = '/api/distributor/v1/shipments';
const M = '/api/marketplace/v1/fulfillments';

/** Packages (cm, kg) of the world's products, and distributor A's boxes. */
async function packagesAndBoxes() {
  const pkg = async (sku: string, l: number, wd: number, h: number, kg: number, separate = false) =>
    t.ctx.database.db.execute(
      sql`insert into packages (product_id, length, width, height, weight, ships_separate, dimensions_unit, weight_unit)
          select id, ${l}, ${wd}, ${h}, ${kg}, ${separate}, 'cm', 'kg' from products where sku = ${sku}`,
    );
  await pkg(w.skus.pad, 20, 15, 6, 1.2);
  await pkg(w.skus.rotor, 32, 32, 5, 5, true);
  // The filter has no package: its units miss dimensions and weight.
  const a = w.distributors[0]!;
  for (const [name, l, wd, h, limit, weight, size] of [
    ['Small carton', 250, 200, 150, 10000, 200, '4x6'],
    ['Medium carton', 400, 300, 250, 20000, 400, '4x6'],
    ['Flat box', 400, 400, 100, 25000, 350, 'A5'],
  ] as const)
    await t.ctx.database.db.execute(
      sql`insert into distributor_boxes (team_id, distributor_id, name, label_size, length_mm, width_mm, height_mm,
            weight_limit_g, weight_g, internal_buffer_mm)
          values (${a.teamId}, ${a.id}, ${name}, ${size}, ${l}, ${wd}, ${h}, ${limit}, ${weight}, 10)`,
    );
}

beforeAll(async () => {
  t = await createTestApp();
  ({ merchant, distA, distB, w } = await warehouseWorld(t));
  await packagesAndBoxes();
});
afterAll(async () => {
  await t?.close();
});

/** An order routed to one fulfilment; answers the fulfilment id and the client of its distributor. */
async function routed(lines: { sku: string; quantity: number }[], where = MELBOURNE) {
  const id = await placeOrder(merchant, w.storeId, lines, where);
  const res = await merchant.post(`${M}/${id}/request-fulfillment`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().fulfillment_order.fulfillments[0].id as number;
}

async function accepted(client: TestClient, lines: { sku: string; quantity: number }[], where = MELBOURNE) {
  const fulfillmentId = await routed(lines, where);
  const res = await client.put(`${F}/${fulfillmentId}/fulfillment_request`, {
    status: 'accept',
    reference_number: `SO-${fulfillmentId}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = await client.get(`${S}?status=pending,quoted,booked&page_size=100`);
  const shipment = list
    .json()
    .results.find((s: { fulfillment_id: number }) => s.fulfillment_id === fulfillmentId);
  expect(shipment, 'a proposed shipment').toBeTruthy();
  return { fulfillmentId, shipment };
}

const party = {
  company: 'Sydney Parts Co',
  name: 'Dock manager',
  email: 'dock@example.test',
  phone: '02 9000 0000',
  address1: '1 Depot Road',
  address2: null,
  city: 'Dandenong',
  subdivision_code: 'VIC',
  postal_code: '3175',
  country: 'AU',
};

interface ShipmentJson {
  id: number;
  version: number;
  status: string;
  units: { id: number; quantity: number; quantity_packed: number; packaging: { message_codes: string[] } }[];
  cartons: {
    id: number;
    length_mm: number;
    width_mm: number;
    height_mm: number;
    weight_g: number;
    carton_items: { shipment_unit_id: number; quantity: number }[];
  }[];
  all_errors: { code: string; message: string }[];
}

/** The shipment's cartons as the editor sends them back. */
const cartonsOf = (s: ShipmentJson) =>
  s.cartons.map((c) => ({
    id: c.id,
    length_mm: c.length_mm,
    width_mm: c.width_mm,
    height_mm: c.height_mm,
    weight_g: c.weight_g,
    carton_items: c.carton_items.map((i) => ({ shipment_unit_id: i.shipment_unit_id, quantity: i.quantity })),
  }));

describe('accepting a fulfilment request proposes a shipment', () => {
  it('makes units from line items and packages, packs them into the boxes and explains the plan', async () => {
    const { fulfillmentId, shipment } = await accepted(distA, [
      { sku: w.skus.pad, quantity: 3 },
      { sku: w.skus.rotor, quantity: 1 },
    ]);
    const s = (await distA.get(`${S}/${shipment.id}`)).json().shipment;
    expect(s).toMatchObject({
      fulfillment_id: fulfillmentId,
      status: 'pending',
      delivery_status: 'packed',
      editable: true,
      distributor_reference: `SO-${fulfillmentId}`,
      stores: [{ name: expect.stringMatching(/^Test Store/) }],
      recipient: { city: 'Dandenong', postal_code: '3175', email: 'jordan@example.test' },
      all_errors: [],
      version: 1,
    });
    const pad = s.units.find((u: { product: { sku: string } }) => u.product.sku === w.skus.pad);
    const rotor = s.units.find((u: { product: { sku: string } }) => u.product.sku === w.skus.rotor);
    expect(pad).toMatchObject({
      quantity: 3,
      quantity_packed: 3,
      length_mm: 200,
      width_mm: 150,
      height_mm: 60,
      weight_g: 1200,
      source: 'package',
      packaging: { status: 'packed', message_codes: [] },
    });
    expect(rotor.packaging).toMatchObject({
      message_codes: ['ships_separate'],
      messages: [
        {
          code: 'ships_separate',
          level: 'info',
          message: 'Ships in own box. Not to be packaged with other items',
        },
      ],
    });
    // Every carton is computed, carries the engine's placements; the rotor travels alone.
    expect(s.cartons.length).toBeGreaterThanOrEqual(2);
    for (const c of s.cartons) {
      expect(c.packing_method).toBe('computed');
      expect(c.layout.items.length).toBe(
        c.carton_items.reduce((n: number, i: { quantity: number }) => n + i.quantity, 0),
      );
    }
    const rotorCarton = s.cartons.find((c: ShipmentJson['cartons'][number]) =>
      c.carton_items.some((i) => i.shipment_unit_id === rotor.id),
    );
    expect(rotorCarton.carton_items).toEqual([
      { id: expect.any(Number), shipment_unit_id: rotor.id, quantity: 1 },
    ]);
    // The rotor (32 cm square) fits only the flat box after its 1 cm buffer: its label size comes with it.
    expect(rotorCarton).toMatchObject({ label_size: 'A5', length_mm: 400, width_mm: 400, height_mm: 100 });
    expect(s.plan_reason.chosen_by).toBe('lowest_quote');
    expect(s.plan_reason.message).toMatch(/^Lowest quote: \d+ box/);
    expect(s.plan_reason.candidates.filter((c: { chosen: boolean }) => c.chosen)).toHaveLength(1);
    expect(s.plan_reason.candidates[0].cheapest.sales_gross_total_cents).toBeGreaterThan(0);

    // Accepting again (a retry) changes nothing: still one shipment and the same units.
    await distA.put(`${F}/${fulfillmentId}/fulfillment_request`, {
      status: 'accept',
      reference_number: `SO-${fulfillmentId}`,
    });
    const [counted] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from deliveries where fulfillment_id = ${fulfillmentId}`,
    );
    expect(counted!.n).toBe(1);
    const [made] = await rows<{ units: number }>(
      t,
      sql`select count(*)::int as units from fulfillment_units where fulfillment_id = ${fulfillmentId}`,
    );
    expect(made!.units).toBe(2);
  });

  it('gives missing dimensions and weight their message codes, and errors in the editor', async () => {
    const { shipment } = await accepted(distA, [{ sku: w.skus.filter, quantity: 2 }], SYDNEY);
    const s = (await distA.get(`${S}/${shipment.id}`)).json().shipment;
    expect(s.units[0].packaging).toMatchObject({
      status: 'unallocated',
      message_codes: ['missing_dimensions', 'missing_weight'],
      messages: [
        { code: 'missing_dimensions', level: 'error', message: 'Missing dimensions' },
        { code: 'missing_weight', level: 'error', message: 'Missing weight' },
      ],
    });
    expect(s.cartons).toEqual([]);
    expect(s.all_errors.map((e: { code: string }) => e.code)).toEqual([
      'unit.missing_dimensions',
      'unit.missing_weight',
      'unit.unallocated',
      'delivery.empty',
    ]);
    expect(s.all_errors.at(-1).message).toBe('Please add boxes to the shipment, or remove the shipment');
    expect(s.plan_reason.message).toMatch(/^Nothing could be packed/);
    // Not bookable until every unit is packed.
    const book = await distA.post(`${S}/${shipment.id}/delivery_booking`);
    expect(book.statusCode).toBe(409);
    expect(book.json().error.code).toBe('shipment_not_ready');
  });

  it("warns 'No suitable packaging found' when the distributor has no box for a unit", async () => {
    const { shipment } = await accepted(distB, [{ sku: w.skus.pad, quantity: 1 }], BRISBANE);
    const s = (await distB.get(`${S}/${shipment.id}`)).json().shipment;
    expect(s.units[0].packaging.message_codes).toEqual(['no_distributor_box']);
    expect(s.units[0].packaging.messages[0]).toEqual({
      code: 'no_distributor_box',
      level: 'warning',
      message: 'No suitable packaging found',
    });
  });
});

describe('shipments list and statistics', () => {
  it('lists with {results, pagination}, searches by order reference, counts per location', async () => {
    const { fulfillmentId, shipment } = await accepted(distA, [{ sku: w.skus.pad, quantity: 1 }]);
    const mel = shipment.location_id as number;
    const list = (await distA.get(`${S}?location_ids=${mel}&page=1&page_size=10`)).json();
    expect(list.pagination).toMatchObject({ page: 1, page_size: 10, previous_page_allowed: false });
    expect(list.results.map((r: { id: number }) => r.id)).toContain(shipment.id);
    const found = (await distA.get(`${S}?query=SO-${fulfillmentId}`)).json();
    expect(found.results.map((r: { id: number }) => r.id)).toEqual([shipment.id]);
    const none = (await distA.get(`${S}?status=booked&location_ids=${mel}`)).json();
    expect(none.results.map((r: { id: number }) => r.id)).not.toContain(shipment.id);
    const stats = (await distA.get(`${S}/statistics?location_ids=${mel}`)).json();
    expect(stats.statistics).toEqual([
      {
        location_id: mel,
        shipments: { pending: expect.any(Number), quoted: 0, booked: expect.any(Number), shipped: 0 },
      },
    ]);
    expect(stats.statistics[0].shipments.pending).toBe(
      (await distA.get(`${S}?location_ids=${mel}&status=pending&page_size=1`)).json().pagination.total_count,
    );
    // Another distributor neither lists nor opens it.
    expect(
      (await distB.get(`${S}?page_size=100`)).json().results.map((r: { id: number }) => r.id),
    ).not.toContain(shipment.id);
    expect((await distB.get(`${S}/${shipment.id}`)).statusCode).toBe(404);
  });
});

describe('editing a shipment', () => {
  it('answers every validation message of the portal shipment form word for word, saving nothing', async () => {
    const { shipment } = await accepted(distA, [{ sku: w.skus.pad, quantity: 2 }]);
    const bad = await distA.patch(`${S}/${shipment.id}`, {
      shipment: {
        cartons: [
          { id: null, length_mm: 0, width_mm: 0, height_mm: 0, weight_g: 0, carton_items: [] },
          {
            id: null,
            length_mm: 100,
            width_mm: 100,
            height_mm: 100,
            weight_g: 100,
            carton_items: [{ shipment_unit_id: 0, quantity: 0 }],
          },
        ],
        sender: {
          ...party,
          name: '',
          email: '',
          phone: '',
          address1: '',
          city: '',
          subdivision_code: '',
          postal_code: '',
          country: '',
        },
        recipient: { ...party, email: 'not-an-email' },
      },
    });
    expect(bad.statusCode).toBe(400);
    const messages = Object.fromEntries(
      bad
        .json()
        .error.details.map((d: { path: (string | number)[]; message: string }) => [
          d.path.join('.'),
          d.message,
        ]),
    );
    expect(messages).toEqual({
      'shipment.cartons.0.length_mm': 'Length must be greater than 0 cm',
      'shipment.cartons.0.width_mm': 'Width must be greater than 0 cm',
      'shipment.cartons.0.height_mm': 'Height must be greater than 0 cm',
      'shipment.cartons.0.weight_g': 'Weight must be greater than 0 kg',
      'shipment.cartons.0.carton_items': 'At least one item is required',
      'shipment.cartons.1.carton_items.0.shipment_unit_id': 'A unit ID is required',
      'shipment.cartons.1.carton_items.0.quantity': 'Quantity must be greater than 0',
      'shipment.sender.name': 'A contact name is required',
      'shipment.sender.email': 'A contact email is required',
      'shipment.sender.phone': 'A contact number is required',
      'shipment.sender.address1': 'Address Line 1 is required',
      'shipment.sender.city': 'City is required',
      'shipment.sender.subdivision_code': 'State/Province is required',
      'shipment.sender.postal_code': 'Postal Code is required',
      'shipment.sender.country': 'Country is required',
      'shipment.recipient.email': 'Invalid contact email',
    });
    const noCartons = await distA.patch(`${S}/${shipment.id}`, {
      shipment: { cartons: [], sender: party, recipient: party },
    });
    expect(noCartons.json().error.details).toEqual([
      { path: ['shipment', 'cartons'], message: 'At least one carton is required' },
    ]);
    expect((await distA.get(`${S}/${shipment.id}`)).json().shipment.version).toBe(1);
  });

  it('refuses more of a unit than exists and units of another fulfilment, saving nothing', async () => {
    const { shipment } = await accepted(distA, [{ sku: w.skus.pad, quantity: 2 }]);
    const other = (await accepted(distA, [{ sku: w.skus.pad, quantity: 1 }])).shipment;
    const s: ShipmentJson = (await distA.get(`${S}/${shipment.id}`)).json().shipment;
    const foreign: ShipmentJson = (await distA.get(`${S}/${other.id}`)).json().shipment;
    const pad = s.units[0]!;
    const tooMany = await distA.patch(`${S}/${shipment.id}`, {
      shipment: {
        version: s.version,
        cartons: [
          ...cartonsOf(s),
          {
            id: null,
            length_mm: 300,
            width_mm: 200,
            height_mm: 100,
            weight_g: 1500,
            carton_items: [{ shipment_unit_id: pad.id, quantity: 1 }],
          },
        ],
        sender: party,
        recipient: party,
      },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(`${w.skus.pad}: 3 packed but the fulfilment has only 2`);
    const stranger = await distA.patch(`${S}/${shipment.id}`, {
      shipment: {
        version: s.version,
        cartons: [
          {
            id: null,
            length_mm: 300,
            width_mm: 200,
            height_mm: 100,
            weight_g: 1500,
            carton_items: [{ shipment_unit_id: foreign.units[0]!.id, quantity: 1 }],
          },
        ],
        sender: party,
        recipient: party,
      },
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.details[0]).toEqual({
      path: ['shipment', 'cartons', 0, 'carton_items', 0, 'shipment_unit_id'],
      message: `Unit ${foreign.units[0]!.id} is not part of this shipment's fulfilment`,
    });
    const after = (await distA.get(`${S}/${shipment.id}`)).json().shipment;
    expect(after.version).toBe(1);
    expect(cartonsOf(after)).toEqual(cartonsOf(s));
    // Another distributor's shipment: 404, not a validation answer.
    expect(
      (
        await distB.patch(`${S}/${shipment.id}`, {
          shipment: { cartons: cartonsOf(s), sender: party, recipient: party },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('saves a new box by hand (packing method other, drawn), and the second of two saves gets 409', async () => {
    const { shipment } = await accepted(distA, [{ sku: w.skus.pad, quantity: 2 }]);
    const s: ShipmentJson = (await distA.get(`${S}/${shipment.id}`)).json().shipment;
    const pad = s.units[0]!;
    // Move one pad out of its computed carton into a new box.
    const kept = cartonsOf(s).map((c) => ({
      ...c,
      carton_items: c.carton_items
        .map((i) => ({ ...i, quantity: i.quantity - 1 }))
        .filter((i) => i.quantity > 0),
    }));
    const body = {
      shipment: {
        version: s.version,
        cartons: [
          ...kept.filter((c) => c.carton_items.length),
          {
            id: null,
            length_mm: 250,
            width_mm: 200,
            height_mm: 100,
            weight_g: 1400,
            carton_items: [{ shipment_unit_id: pad.id, quantity: 1 }],
          },
        ],
        sender: { ...party, name: 'Night shift' },
        recipient: party,
      },
    };
    const first = await distA.patch(`${S}/${shipment.id}`, body);
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json().shipment;
    expect(saved.version).toBe(2);
    expect(saved.sender.name).toBe('Night shift');
    const added = saved.cartons.at(-1);
    expect(added).toMatchObject({ packing_method: 'other', length_mm: 250, weight_g: 1400 });
    expect(added.layout.items).toHaveLength(1);
    expect(saved.units[0].quantity_packed).toBe(2);
    // Someone else saved with the version they loaded: 409, nothing of theirs saved.
    const second = await distA.patch(`${S}/${shipment.id}`, {
      shipment: { ...body.shipment, sender: { ...party, name: 'Day shift' } },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('shipment_changed');
    expect((await distA.get(`${S}/${shipment.id}`)).json().shipment.sender.name).toBe('Night shift');
  });

  it('adds a shipping item with the spec’s messages, and removes a unit', async () => {
    const { shipment } = await accepted(distA, [{ sku: w.skus.pad, quantity: 1 }]);
    const s = (await distA.get(`${S}/${shipment.id}`)).json().shipment;
    const bad = await distA.post(`${S}/${shipment.id}/units`, {
      unit: { quantity: 0, length_mm: 0, width_mm: -1, height_mm: 1.5, weight_g: 0 },
    });
    expect(bad.statusCode).toBe(400);
    const messages = Object.fromEntries(
      bad
        .json()
        .error.details.map((d: { path: (string | number)[]; message: string }) => [
          d.path.join('.'),
          d.message,
        ]),
    );
    expect(messages).toEqual({
      'unit.line_item_id': 'Line item is required',
      'unit.quantity': 'Quantity must be positive',
      'unit.length_mm': 'Length must be positive',
      'unit.width_mm': 'Width must be positive',
      'unit.height_mm': 'Height must be positive',
      'unit.weight_g': 'Weight must be positive',
    });
    const lineItem = s.line_items[0].id;
    const res = await distA.post(`${S}/${shipment.id}/units`, {
      unit: {
        line_item_id: lineItem,
        quantity: 2,
        length_mm: 100,
        width_mm: 80,
        height_mm: 50,
        weight_g: 300,
        label: 'Spare clips',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const unit = res.json().shipment.units.find((u: { label: string }) => u.label === 'Spare clips');
    expect(unit).toMatchObject({
      source: 'manual',
      quantity: 2,
      ships_separate: false,
      line_item_id: lineItem,
      packaging: { status: 'unallocated' },
    });
    expect(res.json().shipment.all_errors.map((e: { code: string }) => e.code)).toContain('unit.unallocated');
    // A line item of another fulfilment is refused.
    const other = (await accepted(distA, [{ sku: w.skus.rotor, quantity: 1 }])).shipment;
    const foreignLine = (await distA.get(`${S}/${other.id}`)).json().shipment.line_items[0].id;
    const wrong = await distA.post(`${S}/${shipment.id}/units`, {
      unit: { line_item_id: foreignLine, quantity: 1, length_mm: 1, width_mm: 1, height_mm: 1, weight_g: 1 },
    });
    expect(wrong.statusCode).toBe(400);
    // Remove it again; unknown or another distributor's: 404.
    const del = await distA.delete(`${S}/${shipment.id}/units/${unit.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().shipment.units.map((u: { id: number }) => u.id)).not.toContain(unit.id);
    expect((await distA.delete(`${S}/${shipment.id}/units/${unit.id}`)).statusCode).toBe(404);
    expect((await distB.delete(`${S}/${shipment.id}/units/${s.units[0].id}`)).statusCode).toBe(404);
    // Removing a packed unit takes it out of its carton too (and moves the version on).
    const packed = await distA.delete(`${S}/${shipment.id}/units/${s.units[0].id}`);
    expect(
      packed.json().shipment.cartons.flatMap((c: ShipmentJson['cartons'][number]) => c.carton_items),
    ).toEqual([]);
    expect(packed.json().shipment.version).toBe(2);
  });
});

describe('editing a quoted shipment', () => {
  it('drops the quotes when the plan is saved (the consignment changed), and keeps computed cartons sent unchanged', async () => {
    const { shipment } = await accepted(distA, [{ sku: w.skus.pad, quantity: 1 }]);
    expect((await distA.post(`/api/distributor/v1/deliveries/${shipment.id}/quotes`, {})).statusCode).toBe(
      200,
    );
    const quoted: ShipmentJson & { prices: unknown[] } = (await distA.get(`${S}/${shipment.id}`)).json()
      .shipment;
    expect(quoted.status).toBe('quoted');
    expect(quoted.prices.length).toBeGreaterThan(0);
    const res = await distA.patch(`${S}/${shipment.id}`, {
      shipment: { version: quoted.version, cartons: cartonsOf(quoted), sender: party, recipient: party },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shipment).toMatchObject({ status: 'pending', delivery_status: 'packed', prices: [] });
    expect(res.json().shipment.cartons.map((c: { packing_method: string }) => c.packing_method)).toEqual(
      quoted.cartons.map(() => 'computed'),
    );
  });

  it('marks a manual unit that ships separately', async () => {
    const { shipment } = await accepted(distA, [{ sku: w.skus.pad, quantity: 1 }]);
    const s = (await distA.get(`${S}/${shipment.id}`)).json().shipment;
    const res = await distA.post(`${S}/${shipment.id}/units`, {
      unit: {
        line_item_id: s.line_items[0].id,
        quantity: 1,
        length_mm: 900,
        width_mm: 400,
        height_mm: 300,
        weight_g: 12000,
        metadata: { packaging: { ships_separate: true } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const unit = res.json().shipment.units.find((u: { source: string }) => u.source === 'manual');
    expect(unit).toMatchObject({
      ships_separate: true,
      label: null,
      packaging: { message_codes: ['ships_separate'] },
    });
  });
});

describe('booking a shipment', () => {
  it('quotes and books the cheapest price, answers the job id, then refuses edits', async () => {
    const { shipment } = await accepted(distA, [{ sku: w.skus.pad, quantity: 2 }]);
    expect((await distB.post(`${S}/${shipment.id}/delivery_booking`)).statusCode).toBe(404);
    const res = await distA.post(`${S}/${shipment.id}/delivery_booking`);
    expect(res.statusCode, res.body).toBe(200);
    const booked = res.json().shipment;
    expect(booked).toMatchObject({ status: 'booked', editable: false });
    expect(booked.external_tracking_data.job_id).toEqual(expect.any(String));
    expect(booked.tracking_reference).toEqual(expect.any(String));
    expect(booked.prices.filter((p: { selected: boolean }) => p.selected)).toHaveLength(1);
    // A retry answers the same booking.
    const again = await distA.post(`${S}/${shipment.id}/delivery_booking`);
    expect(again.statusCode).toBe(200);
    expect(again.json().shipment.external_tracking_data.job_id).toBe(booked.external_tracking_data.job_id);
    // No more editing once booked.
    const edit = await distA.patch(`${S}/${shipment.id}`, {
      shipment: { cartons: cartonsOf(booked), sender: party, recipient: party },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('shipment_not_editable');
    const add = await distA.post(`${S}/${shipment.id}/units`, {
      unit: {
        line_item_id: booked.line_items[0].id,
        quantity: 1,
        length_mm: 1,
        width_mm: 1,
        height_mm: 1,
        weight_g: 1,
      },
    });
    expect(add.statusCode).toBe(409);
    // The confirmed list (GET /deliveries, unshipped) has it.
    const D = '/api/distributor/v1/deliveries';
    const confirmed = (await distA.get(`${D}?type=unshipped&page_size=100`)).json();
    expect(confirmed.results.map((d: { id: number }) => d.id)).toContain(shipment.id);
    // Pickup requested: it leaves Confirmed for Manifested, grouped by its manifest.
    const date = booked.prices.find((p: { selected: boolean }) => p.selected).pickup_dates[0];
    const pickup = await distA.post(`${D}/pickup`, { booking_ids: [shipment.id], pickup_date: date });
    expect(pickup.statusCode, pickup.body).toBe(200);
    const after = (await distA.get(`${D}?type=unshipped&page_size=100`)).json();
    expect(after.results.map((d: { id: number }) => d.id)).not.toContain(shipment.id);
    const shipped = (await distA.get(`${D}?type=shipped&status=booked,in_transit&page_size=100`)).json();
    const row = shipped.results.find((d: { id: number }) => d.id === shipment.id);
    expect(row.manifest).toMatchObject({
      kind: 'pickup',
      carrier_name: row.carrier,
      job_reference: expect.stringMatching(/^[A-Z]{1,3}-\d{8}-\d{5}$/),
      pickup_date: date,
      expected_pickup: { earliest: expect.any(String), latest: expect.any(String) },
    });
    // Staff read every team's deliveries (no team condition at all).
    const staff = await t.signIn('staff@demo.test');
    const everyone = await staff.get(`${D}?page_size=100`);
    expect(everyone.statusCode, everyone.body).toBe(200);
    expect(everyone.json().results.map((d: { id: number }) => d.id)).toContain(shipment.id);
    const delivered = (await distA.get(`${D}?type=shipped&status=delivered&page_size=100`)).json();
    expect(delivered.results.map((d: { id: number }) => d.id)).not.toContain(shipment.id);
    const stats = (await distA.get(`${S}/statistics?location_ids=${booked.location_id}`)).json();
    expect(stats.statistics[0].shipments.booked).toBeGreaterThanOrEqual(1);
  });

  it('books a chosen quote of a quoted shipment', async () => {
    const { shipment } = await accepted(distA, [{ sku: w.skus.pad, quantity: 1 }]);
    const quotes = await distA.post(`/api/distributor/v1/deliveries/${shipment.id}/quotes`, {});
    expect(quotes.statusCode, quotes.body).toBe(200);
    const prices = quotes.json().prices as { id: number; sales_gross_total_cents: number }[];
    expect(quotes.json().unavailable.every((u: { message: string }) => u.message.length > 0)).toBe(true);
    const quoted = (await distA.get(`${S}/${shipment.id}`)).json().shipment;
    expect(quoted).toMatchObject({ status: 'quoted', editable: true });
    const pick = prices.at(-1)!;
    const res = await distA.post(`${S}/${shipment.id}/delivery_booking`, { price_id: pick.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shipment.prices.find((p: { selected: boolean }) => p.selected).id).toBe(pick.id);
  });
});
