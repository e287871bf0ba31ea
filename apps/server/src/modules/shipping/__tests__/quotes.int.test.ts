import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { setCarrierSandbox } from '../../../adapters/carriers/index.ts';
import { addCarrierAccount, createDelivery } from '../index.ts';
import { DG_ITEM, delivery, makeLocation, parcel } from './fixtures.ts';

let t: TestApp;
let client: TestClient;
let other: TestClient;
let locationId: number;
let teamId: number;
const scope = () => ({ teamId, staff: false });

interface Catalog {
  carriers: { id: number; name: string; byo: boolean; services: { id: number; name: string }[] }[];
}

async function catalog(): Promise<Catalog> {
  const res = await client.get(`/api/distributor/locations/${locationId}/freight_exchange_catalog`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  teamId = t.teams.distributors[0]!;
  locationId = await makeLocation(t.ctx, teamId);
  await makeLocation(t.ctx, t.teams.distributors[1]!);
  client = await t.signIn('distributor@demo.test');
  other = await t.signIn('distributor2@demo.test');
});
afterAll(async () => {
  await t?.close();
});

describe('freight exchange catalogue', () => {
  it('lists six carriers with their services and the byo flag', async () => {
    const c = await catalog();
    expect(c.carriers.map((x) => x.name)).toEqual([
      'Australia Post',
      'StarTrack',
      'TNT',
      'Toll',
      'Couriers Please',
      'Aramex',
    ]);
    expect(c.carriers.every((x) => x.services.length > 0 && x.byo === false)).toBe(true);
    const tnt = c.carriers.find((x) => x.name === 'TNT')!;
    await addCarrierAccount(t.ctx.database.db, { teamId, carrierId: tnt.id, accountNumber: 'TNT-778812' });
    expect((await catalog()).carriers.find((x) => x.name === 'TNT')!.byo).toBe(true);
  });

  it("answers 404 for another team's location", async () => {
    const res = await other.get(`/api/distributor/locations/${locationId}/freight_exchange_catalog`);
    expect(res.statusCode).toBe(404);
  });
});

describe('quotes', () => {
  it('prices every eligible service with the spec fields and says why the others are not offered', async () => {
    const id = await createDelivery(t.ctx.database.db, scope(), delivery(locationId));
    const res = await client.post(`/api/distributor/v1/deliveries/${id}/quotes`, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.dry_run).toBe(false);
    expect(body.prices.length).toBeGreaterThan(5);
    for (const p of body.prices) {
      expect(p).toMatchObject({
        carrier_name: expect.any(String),
        service_name: expect.any(String),
        private: expect.any(Boolean),
        selected: expect.any(Boolean),
        sales_gross_total: expect.any(Number),
      });
      expect(p.pickup_dates.length).toBeGreaterThan(0);
    }
    // The cheapest is selected.
    const selected = body.prices.filter((p: { selected: boolean }) => p.selected);
    expect(selected).toHaveLength(1);
    expect(selected[0].sales_gross_total_cents).toBe(
      Math.min(...body.prices.map((p: { sales_gross_total_cents: number }) => p.sales_gross_total_cents)),
    );
    // TNT is on the distributor's own account: private, BYO rates.
    expect(
      body.prices
        .filter((p: { carrier_name: string }) => p.carrier_name === 'TNT')
        .every((p: { private: boolean }) => p.private),
    ).toBe(true);
    expect(
      body.prices
        .filter((p: { carrier_name: string }) => p.carrier_name === 'StarTrack')
        .every((p: { private: boolean }) => !p.private),
    ).toBe(true);
    // Toll Priority collects on Tuesdays and Thursdays only.
    const priority = body.prices.find((p: { service_name: string }) => p.service_name === 'Priority');
    for (const d of priority.pickup_dates) expect([2, 4]).toContain(new Date(`${d}T00:00:00Z`).getUTCDay());
    const detail = (await client.get(`/api/distributor/v1/deliveries/${id}`)).json();
    expect(detail.delivery.status).toBe('quoted');
    expect(detail.delivery.prices).toHaveLength(body.prices.length);
  });

  it('refuses services over their size or weight limit and those without dangerous goods', async () => {
    const long = await createDelivery(
      t.ctx.database.db,
      scope(),
      delivery(locationId, { parcels: [parcel({ length_mm: 1600, weight_g: 30000 })] }),
    );
    const res = (await client.post(`/api/distributor/v1/deliveries/${long}/quotes`, {})).json();
    const why = (service: string, carrier: string) =>
      res.unavailable.find(
        (u: { service_name: string; carrier_name: string }) =>
          u.service_name === service && u.carrier_name === carrier,
      );
    expect(why('Parcel Post', 'Australia Post')).toMatchObject({
      reason: 'over_length_limit',
      message: 'Parcel 1 is over the 105 cm length limit of Parcel Post',
    });
    expect(why('Premium', 'StarTrack')).toMatchObject({ reason: 'over_length_limit' });
    expect(why('IPEC Road Express', 'Toll')).toBeUndefined();
    const heavy = await createDelivery(
      t.ctx.database.db,
      scope(),
      delivery(locationId, { parcels: [parcel({ weight_g: 45000 })] }),
    );
    const h = (await client.post(`/api/distributor/v1/deliveries/${heavy}/quotes`, {})).json();
    expect(
      h.unavailable.find((u: { service_name: string }) => u.service_name === 'IPEC Road Express'),
    ).toMatchObject({
      reason: 'over_weight_limit',
      message: 'Parcel 1 is over the 40 kg weight limit of IPEC Road Express',
    });

    const dg = await createDelivery(
      t.ctx.database.db,
      scope(),
      delivery(locationId, { parcels: [parcel({ items: [DG_ITEM] })] }),
    );
    const d = (await client.post(`/api/distributor/v1/deliveries/${dg}/quotes`, {})).json();
    const offered = d.prices
      .map((p: { carrier_name: string; service_name: string }) => `${p.carrier_name} ${p.service_name}`)
      .sort();
    expect(offered).toEqual(['StarTrack Road Express', 'TNT Road Express', 'Toll IPEC Road Express']);
    expect(
      d.unavailable.filter((u: { reason: string }) => u.reason === 'dangerous_goods_not_accepted'),
    ).toHaveLength(8);
  });

  it('cannot quote a parcel with missing or zero dimensions or weight, naming the parcel', async () => {
    const id = await createDelivery(
      t.ctx.database.db,
      scope(),
      delivery(locationId, { parcels: [parcel(), parcel({ name: 'Satchel', weight_g: 0 })] }),
    );
    const res = await client.post(`/api/distributor/v1/deliveries/${id}/quotes`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Satchel (parcel 2) has no weight: weigh it before quoting');
    expect(res.json().error.details[0].path).toEqual(['parcels', 1, 'weight_g']);
    const id2 = await createDelivery(
      t.ctx.database.db,
      scope(),
      delivery(locationId, { parcels: [parcel({ height_mm: null })] }),
    );
    const res2 = await client.post(`/api/distributor/v1/deliveries/${id2}/quotes`, {});
    expect(res2.json().error.message).toBe('Box 1 (parcel 1) has no height: measure it before quoting');
    expect((await client.get(`/api/distributor/v1/deliveries/${id2}`)).json().delivery.status).toBe(
      'pending',
    );
  });

  it('applies the filter policy: service over carrier over base, inherit removing an override; dry run saves nothing', async () => {
    const c = await catalog();
    const startrack = c.carriers.find((x) => x.name === 'StarTrack')!;
    const premium = startrack.services.find((s) => s.name === 'Premium')!;
    const auspost = c.carriers.find((x) => x.name === 'Australia Post')!;
    const id = await createDelivery(t.ctx.database.db, scope(), delivery(locationId));
    const saved = (await client.post(`/api/distributor/v1/deliveries/${id}/quotes`, {})).json();
    const names = (r: { prices: { carrier_name: string; service_name: string }[] }) =>
      r.prices.map((p) => `${p.carrier_name} ${p.service_name}`).sort();
    const dry = async (filter_policy: object) => {
      const res = await client.post(`/api/distributor/v1/deliveries/${id}/quotes`, { filter_policy });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    // Base block, StarTrack allowed, its Premium blocked: only Road Express.
    const a = await dry({
      base: 'block',
      carriers: { [startrack.id]: 'allow' },
      services: { [premium.id]: 'block' },
    });
    expect(a.dry_run).toBe(true);
    expect(names(a)).toEqual(['StarTrack Road Express']);
    expect(a.unavailable.find((u: { service_id: number }) => u.service_id === premium.id)).toMatchObject({
      reason: 'blocked_by_policy',
    });
    // Base allow, Australia Post blocked, its Express Post allowed: Express Post stays, Parcel Post goes.
    const b = await dry({
      base: 'allow',
      carriers: { [auspost.id]: 'block' },
      services: { [auspost.services[1]!.id]: 'allow' },
    });
    expect(names(b)).toContain('Australia Post Express Post');
    expect(names(b)).not.toContain('Australia Post Parcel Post');
    // Inherit removes the service override: the carrier's block applies to Express Post again.
    const c2 = await dry({
      base: 'allow',
      carriers: { [auspost.id]: 'block' },
      services: { [auspost.services[1]!.id]: 'inherit' },
    });
    expect(names(c2).some((n: string) => n.startsWith('Australia Post'))).toBe(false);
    // Nothing of the dry runs was saved.
    const detail = (await client.get(`/api/distributor/v1/deliveries/${id}`)).json();
    expect(
      detail.delivery.prices
        .map((p: { carrier_name: string; service_name: string }) => `${p.carrier_name} ${p.service_name}`)
        .sort(),
    ).toEqual(names(saved));
  });

  it("answers 404 for another team's delivery", async () => {
    const id = await createDelivery(t.ctx.database.db, scope(), delivery(locationId));
    expect((await other.post(`/api/distributor/v1/deliveries/${id}/quotes`, {})).statusCode).toBe(404);
    expect((await other.get(`/api/distributor/v1/deliveries/${id}`)).statusCode).toBe(404);
    expect((await other.delete(`/api/distributor/v1/deliveries/${id}`)).statusCode).toBe(404);
  });

  it('replaces the earlier prices in one statement, moves back to packed when nothing is offered, refuses once booked', async () => {
    const id = await createDelivery(t.ctx.database.db, scope(), delivery(locationId));
    const first = (await client.post(`/api/distributor/v1/deliveries/${id}/quotes`, {})).json().prices;
    const again = await client.post(`/api/distributor/v1/deliveries/${id}/quotes`, {});
    expect(again.statusCode).toBe(200);
    const prices = again.json().prices as {
      id: number;
      selected: boolean;
      sales_gross_total_cents: number;
    }[];
    // New rows, cheapest first, the first selected; the stale ones are gone.
    expect(prices.map((p) => p.sales_gross_total_cents)).toEqual(
      first.map((p: { sales_gross_total_cents: number }) => p.sales_gross_total_cents),
    );
    expect(prices.map((p) => p.sales_gross_total_cents)).toEqual(
      [...prices.map((p) => p.sales_gross_total_cents)].sort((a, b) => a - b),
    );
    expect(prices.map((p) => p.selected)).toEqual(prices.map((_, i) => i === 0));
    expect(Math.min(...prices.map((p) => p.id))).toBeGreaterThan(
      Math.max(...first.map((p: { id: number }) => p.id)),
    );
    const stored = (await client.get(`/api/distributor/v1/deliveries/${id}`)).json().delivery;
    expect(stored.prices.map((p: { id: number }) => p.id).sort()).toEqual(prices.map((p) => p.id).sort());

    // Too heavy for every service: nothing offered, the delivery goes back to packed with no prices.
    await t.ctx.database.db.execute(sql`update parcels set weight_g = 900000 where delivery_id = ${id}`);
    const none = (await client.post(`/api/distributor/v1/deliveries/${id}/quotes`, {})).json();
    expect(none.prices).toEqual([]);
    expect(none.unavailable.every((u: { reason: string }) => u.reason === 'over_weight_limit')).toBe(true);
    const packed = (await client.get(`/api/distributor/v1/deliveries/${id}`)).json().delivery;
    expect(packed).toMatchObject({ delivery_status: 'packed', prices: [] });

    // Quoted again and booked: a further quote is refused and the booked price stays.
    await t.ctx.database.db.execute(sql`update parcels set weight_g = 4000 where delivery_id = ${id}`);
    const last = (await client.post(`/api/distributor/v1/deliveries/${id}/quotes`, {})).json().prices;
    expect((await client.post(`/api/distributor/deliveries/${id}/booking`, {})).statusCode).toBe(200);
    const refused = await client.post(`/api/distributor/v1/deliveries/${id}/quotes`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This delivery can no longer be quoted');
    const booked = (await client.get(`/api/distributor/v1/deliveries/${id}`)).json().delivery;
    expect(booked.delivery_status).toBe('booked');
    expect(booked.prices.map((p: { id: number }) => p.id).sort()).toEqual(
      last.map((p: { id: number }) => p.id).sort(),
    );
  });

  it('keeps the delivery quotable with the error shown when the carrier times out', async () => {
    const id = await createDelivery(t.ctx.database.db, scope(), delivery(locationId));
    await client.post(`/api/distributor/v1/deliveries/${id}/quotes`, {});
    await setCarrierSandbox(t.ctx.database.db, { booking_failure: 'timeout' });
    try {
      const res = await client.post(`/api/distributor/deliveries/${id}/booking`, {});
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe('The carrier did not answer in time. Please try again.');
    } finally {
      await setCarrierSandbox(t.ctx.database.db, { booking_failure: 'none' });
    }
    const d = (await client.get(`/api/distributor/v1/deliveries/${id}`)).json().delivery;
    expect(d).toMatchObject({
      delivery_status: 'quoted',
      tracking_number: null,
      error_message: 'The carrier did not answer in time. Please try again.',
    });
    expect((await client.post(`/api/distributor/deliveries/${id}/booking`, {})).statusCode).toBe(200);
  });
});
