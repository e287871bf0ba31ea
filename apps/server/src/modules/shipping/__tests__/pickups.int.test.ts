import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { setCarrierSandbox } from '../../../adapters/carriers/index.ts';
import { domainEvents } from '../../../platform/events/events.tables.ts';
import { advanceTracking, createDelivery } from '../index.ts';
import { delivery, makeLocation } from './fixtures.ts';
import { quoteAndBook } from './helpers.ts';

let t: TestApp;
let client: TestClient;
let other: TestClient;
let locationId: number;
let teamId: number;
const newDelivery = () => createDelivery(t.ctx.database.db, { teamId, staff: false }, delivery(locationId));
const detail = async (id: number) =>
  (await client.get(`/api/distributor/v1/deliveries/${id}`)).json().delivery;

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

describe('pickups and manifests', () => {
  it('requests a pickup on a date common to every booking, one manifest per carrier', async () => {
    const a = await quoteAndBook(client, await newDelivery(), 'StarTrack', 'Road Express');
    const b = await quoteAndBook(client, await newDelivery(), 'StarTrack', 'Premium');
    const c = await quoteAndBook(client, await newDelivery(), 'Toll', 'Priority');
    const ids = [a.delivery.id, b.delivery.id, c.delivery.id];
    // Toll Priority collects on Tuesdays and Thursdays: the common dates are those.
    const common = a.price.pickup_dates.filter(
      (d) => b.price.pickup_dates.includes(d) && c.price.pickup_dates.includes(d),
    );
    expect(common.length).toBeGreaterThan(0);
    for (const d of common) expect([2, 4]).toContain(new Date(`${d}T00:00:00Z`).getUTCDay());
    const notCommon = a.price.pickup_dates.find((d) => !common.includes(d))!;
    const refused = await client.post('/api/distributor/v1/deliveries/pickup', {
      booking_ids: ids,
      pickup_date: notCommon,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('The pickup date is not available for every selected booking');
    expect(
      (await client.post('/api/distributor/v1/deliveries/pickup', { booking_ids: ids })).json().error.message,
    ).toBe('A pickup date is required');
    expect(
      (
        await other.post('/api/distributor/v1/deliveries/pickup', {
          booking_ids: ids,
          pickup_date: common[0],
        })
      ).statusCode,
    ).toBe(404);

    const res = await client.post('/api/distributor/v1/deliveries/pickup', {
      booking_ids: ids,
      pickup_date: common[0],
    });
    expect(res.statusCode, res.body).toBe(200);
    const manifests = res.json().manifests;
    expect(manifests.map((m: { carrier: string }) => m.carrier).sort()).toEqual(['StarTrack', 'Toll']);
    const startrack = manifests.find((m: { carrier: string }) => m.carrier === 'StarTrack');
    expect(startrack.delivery_ids.sort()).toEqual([a.delivery.id, b.delivery.id].sort());
    expect(startrack.job_reference).toMatch(/^STA-\d{8}-\d{5}$/);
    expect(startrack.pickup_date).toBe(common[0]);
    expect(startrack.pickup_window).toBe(`${common[0]} 09:00–17:00`);
    for (const id of ids) {
      const d = await detail(id);
      expect(d.delivery_status).toBe('pickup_requested');
      expect(d.manifest_id).not.toBeNull();
      expect(d.expected_pickup_dates).toEqual({ earliest: common[0], latest: common[0] });
      // The manifest the portal groups by: carrier, job reference and the expected pickup range.
      const m = manifests.find((x: { id: number }) => x.id === d.manifest_id);
      expect(d.manifest).toEqual({
        id: m.id,
        kind: 'pickup',
        carrier_name: m.carrier,
        job_reference: m.job_reference,
        pickup_date: m.pickup_date,
        expected_pickup: m.expected_pickup,
      });
    }
    // Asking again is harmless.
    const again = await client.post('/api/distributor/v1/deliveries/pickup', {
      booking_ids: ids,
      pickup_date: common[0],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().manifests).toHaveLength(2);
  });

  it('offers courier time slots and books one', async () => {
    const { delivery: d } = await quoteAndBook(client, await newDelivery(), 'Aramex', 'Local Courier');
    const slots = await client.get(`/api/distributor/deliveries/${d.id}/pickup`);
    expect(slots.statusCode).toBe(200);
    const body = slots.json();
    expect(body.carrier_service).toMatchObject({ name: 'Local Courier', carrier_name: 'Aramex' });
    expect(body.pickup_slots[0].time_slots.map((s: { time_slot_id: string }) => s.time_slot_id)).toEqual([
      'am',
      'mid',
      'pm',
    ]);
    const date = body.pickup_slots[1].date;
    expect(
      (await client.post(`/api/distributor/deliveries/${d.id}/pickup`, { pickup: { date } })).json().error
        .message,
    ).toBe('A pickup slot is required');
    const res = await client.post(`/api/distributor/deliveries/${d.id}/pickup`, {
      pickup: { date, time_slot_id: 'pm' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().manifests[0].pickup_window).toBe(`${date} 15:00–17:00`);
    expect((await detail(d.id)).delivery_status).toBe('pickup_requested');
  });

  it('hands shipments over: one manifest per carrier with the pickup preference', async () => {
    const a = await quoteAndBook(client, await newDelivery(), 'Couriers Please', 'Standard Parcel');
    const b = await quoteAndBook(client, await newDelivery(), 'Australia Post', 'Parcel Post');
    const res = await client.post('/api/distributor/handovers', {
      delivery_ids: [a.delivery.id, b.delivery.id],
      pickup_preference: 'afternoon',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().manifests).toHaveLength(2);
    expect(res.json().manifests[0]).toMatchObject({
      kind: 'handover',
      pickup_preference: 'afternoon',
      status: 'requested',
    });
    const list = (await client.get(`/api/distributor/handovers?location_id=${locationId}`)).json();
    expect(list.handovers).toHaveLength(2);
    expect(
      list.handovers.flatMap((h: { deliveries: { id: number }[] }) => h.deliveries.map((x) => x.id)).sort(),
    ).toEqual([a.delivery.id, b.delivery.id].sort());
    // Another distributor's location is not theirs to list: 404, as for any record of another team.
    expect((await other.get(`/api/distributor/handovers?location_id=${locationId}`)).statusCode).toBe(404);
    expect((await detail(a.delivery.id)).delivery_status).toBe('awaiting_pickup');
  });
});

describe('tracking clock', () => {
  it('advances booked deliveries to delivered with tracking events and domain events, with an exception on the way', async () => {
    await setCarrierSandbox(t.ctx.database.db, { tracking_step_seconds: 60, exception_every: 1 });
    const { delivery: d } = await quoteAndBook(client, await newDelivery(), 'TNT', 'Overnight Express');
    const statuses: string[] = [];
    let now = Date.now() + 3600_000;
    for (let step = 0; step < 6; step++) {
      await advanceTracking({ db: t.ctx.database.db }, { now: new Date(now) });
      statuses.push((await detail(d.id)).delivery_status);
      now += 3600_000;
    }
    expect(statuses).toEqual([
      'pickup_requested',
      'awaiting_pickup',
      'shipped',
      'delivered',
      'delivered',
      'delivered',
    ]);
    const final = await detail(d.id);
    expect(final.status).toBe('delivered');
    expect(final.latest_event).toEqual({ status: 'delivered', description: 'Delivered' });
    const events = await t.ctx.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'shipping.delivery_tracked')))
      .orderBy(domainEvents.id);
    const mine = events
      .map((e) => e.payload as { delivery_id: number; event_status: string; tracking_number: string })
      .filter((p) => p.delivery_id === d.id);
    expect(mine.map((p) => p.event_status)).toEqual([
      'booked',
      'pickup_requested',
      'awaiting_pickup',
      'exception',
      'shipped',
      'delivered',
    ]);
    expect(mine.every((p) => p.tracking_number === d.tracking_number)).toBe(true);
    await setCarrierSandbox(t.ctx.database.db, { tracking_step_seconds: 3600, exception_every: 25 });
  });
});
