import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { listMailbox } from '../../../adapters/mail/index.ts';
import { setCarrierSandbox } from '../../../adapters/carriers/index.ts';
import { listInvoiceLines } from '../../billing/index.ts';
import { createDelivery, generateDeliveryDocuments, shippingDeps } from '../index.ts';
import { delivery, makeLocation } from './fixtures.ts';
import { quoteAndBook } from './helpers.ts';

let t: TestApp;
let client: TestClient;
let other: TestClient;
let locationId: number;
let teamId: number;
const newDelivery = (reference3 = 'SHOP-1001') =>
  createDelivery(t.ctx.database.db, { teamId, staff: false }, { ...delivery(locationId), reference3 });
const generate = (id: number) => generateDeliveryDocuments(shippingDeps(t.ctx), id);
const BYO = {
  carrier: 'Hunter Express',
  tracking_number: 'HX-TAKE-1',
  tracking_url: 'https://hx.example.test/HX-TAKE-1',
  booked_cost: 12.5,
};

interface Group {
  status: string;
  total: number;
  shipments: { id: number; delivery_status: string; supported_actions: string[] }[];
}
const groupsOf = async (c: TestClient, query = '') => {
  const res = await c.get(`/api/distributor/l/${locationId}/shipments${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { deliveries_count: number; groups: Group[] };
};
const idsIn = (groups: Group[], status: string) =>
  groups.find((g) => g.status === status)!.shipments.map((s) => s.id);

beforeAll(async () => {
  t = await createTestApp();
  teamId = t.teams.distributors[0]!;
  locationId = await makeLocation(t.ctx, teamId);
  client = await t.signIn('distributor@demo.test');
  other = await t.signIn('distributor2@demo.test');
});
afterAll(async () => {
  await t?.close();
});

describe('warehouse Shipping tab', () => {
  it('groups the location’s shipments packed, booked, pickup_requested and shipped; only booked are selectable', async () => {
    const packed = await newDelivery();
    const booked = await newDelivery('SHOP-FIND-ME');
    await quoteAndBook(client, booked, 'StarTrack', 'Road Express');
    const body = await groupsOf(client);
    expect(body.groups.map((g) => g.status)).toEqual(['packed', 'booked', 'pickup_requested', 'shipped']);
    expect(idsIn(body.groups, 'packed')).toContain(packed);
    expect(idsIn(body.groups, 'booked')).toContain(booked);
    expect(body.deliveries_count).toBeGreaterThanOrEqual(2);
    const bookedRow = body.groups[1]!.shipments.find((s) => s.id === booked)!;
    expect(bookedRow.supported_actions).toEqual(
      expect.arrayContaining(['request_pickup', 'handover', 'byo']),
    );

    const found = await groupsOf(client, '?query=shop-find');
    expect(found.groups.flatMap((g) => g.shipments.map((s) => s.id))).toEqual([booked]);
    expect((await other.get(`/api/distributor/l/${locationId}/shipments`)).statusCode).toBe(404);
  });

  it('pages each group 25 newest first with its exact total; other locations stay out; shipped not counted', async () => {
    const db = t.ctx.database.db;
    // A second location of the same team: a copy of the first under another code.
    const cols = (
      (await db.execute(sql`select string_agg(quote_ident(column_name), ', ') as c from information_schema.columns
        where table_name = 'distributor_locations' and column_name not in ('id', 'code')`)) as unknown as {
        rows: { c: string }[];
      }
    ).rows[0]!.c;
    const copied = (await db.execute(
      sql`insert into distributor_locations (${sql.raw(cols)}, code)
        select ${sql.raw(cols)}, 'SYD-PAGES' from distributor_locations where id = ${locationId} returning id`,
    )) as unknown as { rows: { id: number }[] };
    const second = copied.rows[0]!.id;
    const ids: number[] = [];
    for (let i = 0; i < 32; i++) {
      ids.push(
        await createDelivery(
          db,
          { teamId, staff: false },
          { ...delivery(second), reference3: `SHOP-PAGE-${i}` },
        ),
      );
    }
    const [shippedA, shippedB, requested] = [ids[3]!, ids[30]!, ids[7]!];
    await db.execute(sql`update deliveries set status = 'shipped' where id in (${shippedA}, ${shippedB})`);
    await db.execute(sql`update deliveries set status = 'pickup_requested' where id = ${requested}`);
    const elsewhere = await newDelivery('SHOP-PAGE-ELSEWHERE');

    const res = await client.get(`/api/distributor/l/${second}/shipments`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { location: { code: string }; deliveries_count: number; groups: Group[] };
    expect(body.location.code).toBe('SYD-PAGES');
    const packed = ids.filter((id) => ![shippedA, shippedB, requested].includes(id));
    expect(body.groups.map((g) => [g.status, g.total, g.shipments.length])).toEqual([
      ['packed', 29, 25],
      ['booked', 0, 0],
      ['pickup_requested', 1, 1],
      ['shipped', 2, 2],
    ]);
    expect(idsIn(body.groups, 'packed')).toEqual(packed.sort((a, b) => b - a).slice(0, 25));
    expect(idsIn(body.groups, 'shipped')).toEqual([shippedB, shippedA]);
    expect(body.groups.flatMap((g) => g.shipments.map((s) => s.id))).not.toContain(elsewhere);
    expect(body.deliveries_count).toBe(30);

    const found = (await client.get(`/api/distributor/l/${second}/shipments?query=shop-page-30`)).json();
    expect(found.groups.map((g: Group) => [g.status, g.total])).toEqual([
      ['packed', 0],
      ['booked', 0],
      ['pickup_requested', 0],
      ['shipped', 1],
    ]);
    expect(found.deliveries_count).toBe(0);
    expect((await other.get(`/api/distributor/l/${second}/shipments`)).statusCode).toBe(404);
  });

  it('requests a slot pickup for a courier booking; the row moves to pickup_requested', async () => {
    const id = await newDelivery();
    await quoteAndBook(client, id, 'StarTrack', 'Road Express');
    const offer = (await client.get(`/api/distributor/deliveries/${id}/pickup`)).json();
    expect(offer.carrier_service.carrier_name).toBe('StarTrack');
    const day = offer.pickup_slots[0];
    const slot = day.time_slots[0];
    expect((await other.get(`/api/distributor/deliveries/${id}/pickup`)).statusCode).toBe(404);
    const missing = await client.post(`/api/distributor/deliveries/${id}/pickup`, {
      pickup: { date: day.date },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('A pickup slot is required');
    const body = { pickup: { date: day.date, time_slot_id: slot.time_slot_id } };
    const res = await client.post(`/api/distributor/deliveries/${id}/pickup`, body);
    expect(res.statusCode, res.body).toBe(200);
    const again = await client.post(`/api/distributor/deliveries/${id}/pickup`, body);
    expect(again.json().manifests[0].id).toBe(res.json().manifests[0].id);
    expect(idsIn((await groupsOf(client)).groups, 'pickup_requested')).toContain(id);
  });

  it('hands over shipments once whatever the clicks, lists the handover at its location, 404 for others', async () => {
    const a = await newDelivery();
    const b = await newDelivery();
    await quoteAndBook(client, a, 'StarTrack', 'Road Express');
    await quoteAndBook(client, b, 'StarTrack', 'Road Express');
    const input = { delivery_ids: [a, b], pickup_preference: 'Afternoon' };
    expect((await other.post('/api/distributor/handovers', input)).statusCode).toBe(404);
    const [first, second] = await Promise.all([
      client.post('/api/distributor/handovers', input),
      client.post('/api/distributor/handovers', input),
    ]);
    // Both answer the one handover: the loser of the race finds it made.
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().manifests[0].id).toBe(second.json().manifests[0].id);
    const repeat = await client.post('/api/distributor/handovers', input);
    expect(repeat.statusCode, repeat.body).toBe(200);
    const manifest = repeat.json().manifests[0];
    expect(manifest.delivery_ids.sort()).toEqual([a, b].sort());

    const list = await client.get(`/api/distributor/handovers?location_id=${locationId}`);
    expect(list.statusCode).toBe(200);
    const handovers = list
      .json()
      .handovers.filter((h: { delivery_ids: number[] }) => h.delivery_ids.some((id) => id === a || id === b));
    expect(handovers).toHaveLength(1);
    expect(handovers[0]).toMatchObject({
      carrier: 'StarTrack',
      external_id: manifest.job_reference,
      pickup_preference: 'Afternoon',
      status: 'requested',
    });
    expect(handovers[0].pickup_window).toMatch(/^\d{4}-\d{2}-\d{2} 09:00–17:00$/);
    expect(handovers[0].deliveries.map((d: { status: string }) => d.status)).toEqual([
      'awaiting_pickup',
      'awaiting_pickup',
    ]);
    expect((await other.get(`/api/distributor/handovers?location_id=${locationId}`)).statusCode).toBe(404);
  });

  it('takes over a booked shipment with BYO tracking once: shipped, the brokered charge voided', async () => {
    const id = await newDelivery();
    const { delivery: booked } = await quoteAndBook(client, id, 'Australia Post', 'Parcel Post');
    expect(booked.supported_actions).toContain('byo');
    expect((await other.post(`/api/distributor/shipments/${id}/byo`, BYO)).statusCode).toBe(404);
    const bad = await client.post(`/api/distributor/shipments/${id}/byo`, { ...BYO, booked_cost: 0.99 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Cost must be at least 1.00');
    const [x, y] = await Promise.all([
      client.post(`/api/distributor/shipments/${id}/byo`, BYO),
      client.post(`/api/distributor/shipments/${id}/byo`, BYO),
    ]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    expect(x.json().delivery).toMatchObject({
      delivery_status: 'shipped',
      carrier: 'Hunter Express',
      tracking_number: 'HX-TAKE-1',
      label_status: 'manual',
    });
    const other2 = await client.post(`/api/distributor/shipments/${id}/byo`, {
      ...BYO,
      tracking_number: 'HX-2',
    });
    expect(other2.statusCode).toBe(409);
    const lines = (await listInvoiceLines(t.ctx.database.db, teamId)).filter(
      (l) => l.source_type === 'freight_booking' && l.source_id === id,
    );
    expect(lines.every((l) => l.voided)).toBe(true);
    expect(idsIn((await groupsOf(client)).groups, 'shipped')).toContain(id);
  });
});

describe('label requests', () => {
  it('a failed label is requested by hand, emailed once to the consignment email, and booked manually', async () => {
    const id = await newDelivery('SHOP-LABEL-1');
    await quoteAndBook(client, id, 'Australia Post', 'Parcel Post');
    await setCarrierSandbox(t.ctx.database.db, { label_failure: true });
    try {
      await generate(id);
    } finally {
      await setCarrierSandbox(t.ctx.database.db, { label_failure: false });
    }
    let list = (await client.get('/api/distributor/label_requests?query=shop-label-1')).json().shipments;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id,
      label_status: 'error',
      delivery_status: 'booked',
      carrier: 'Australia Post',
      fulfillment: {
        distributor_location: { code: `SYD-${teamId}` },
        merchant_order: { store_order_reference: 'SHOP-LABEL-1' },
      },
    });
    const [r1, r2] = await Promise.all([
      client.post(`/api/distributor/deliveries/${id}/label`),
      client.post(`/api/distributor/deliveries/${id}/label`),
    ]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    expect(r1.json().delivery.label_status).toBe('label_requested');
    const mails = (await listMailbox(t.ctx.database.db, { to: 'consignments@example.test' })).filter((m) =>
      m.subject.includes(`shipment ${r1.json().delivery.identifier}`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/distributor/label_requests/${id}`);
    expect(mails[0]!.text).toContain('SHOP-LABEL-1');

    const detail = await client.get(`/api/distributor/label_requests/${id}`);
    expect(detail.json().shipment.label_status).toBe('label_requested');
    expect((await other.get(`/api/distributor/label_requests/${id}`)).statusCode).toBe(404);
    expect((await other.get('/api/distributor/label_requests')).json().shipments).toEqual([]);

    const manual = {
      carrier: 'Australia Post',
      tracking_number: 'AP-MANUAL-1',
      tracking_url: 'https://auspost.com.au/track/AP-MANUAL-1',
      booked_cost: 14.5,
      label_url: 'https://labels.example.test/AP-MANUAL-1.pdf',
    };
    const bad = await client.post(`/api/distributor/deliveries/${id}/manual`, {
      ...manual,
      label_url: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Label URL must be a URL');
    expect((await other.post(`/api/distributor/deliveries/${id}/manual`, manual)).statusCode).toBe(404);
    const done = await client.post(`/api/distributor/deliveries/${id}/manual`, manual);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().delivery).toMatchObject({ label_status: 'manual', tracking_number: 'AP-MANUAL-1' });
    expect((await client.post(`/api/distributor/deliveries/${id}/manual`, manual)).statusCode).toBe(200);
    expect(
      (await client.post(`/api/distributor/deliveries/${id}/manual`, { ...manual, tracking_number: 'X' }))
        .statusCode,
    ).toBe(409);
    list = (await client.get('/api/distributor/label_requests?query=shop-label-1')).json().shipments;
    expect(list[0]).toMatchObject({ label_status: 'manual', label_url: manual.label_url });
  });

  it('refuses a label request for a label that did not fail', async () => {
    const id = await newDelivery();
    const res = await client.post(`/api/distributor/deliveries/${id}/label`);
    expect(res.statusCode).toBe(409);
    expect((await client.get(`/api/distributor/label_requests/${id}`)).statusCode).toBe(404);
  });
});

describe('the carrier sandbox switch', () => {
  it('is for platform staff only and answers the switches as they stand', async () => {
    expect((await client.put('/api/distributor/carriers/sandbox', { label_failure: true })).statusCode).toBe(
      403,
    );
    const staff = await t.signIn('staff@demo.test');
    const on = await staff.put('/api/distributor/carriers/sandbox', { label_failure: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ label_failure: true, booking_failure: 'none' });
    const off = await staff.put('/api/distributor/carriers/sandbox', { label_failure: false });
    expect(off.json().label_failure).toBe(false);
    expect((await staff.put('/api/distributor/carriers/sandbox', { label_failure: 'yes' })).statusCode).toBe(
      400,
    );
  });
});
