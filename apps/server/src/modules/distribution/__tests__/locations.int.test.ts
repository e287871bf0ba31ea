import { DEFAULT_PICKUP_HOURS, LOCATION_MESSAGES } from '@partsflow/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { findShippingLocation } from '../index.ts';
import { fieldMessages, makeDistributor } from './fixtures.ts';

let t: TestApp;
let client: TestClient;
let other: TestClient;
let teamId: number;
let distributorId: number;
let base: string;

const FIELDS = {
  name: 'Melbourne Warehouse',
  code: 'MEL01',
  address1: '40 Fitzgerald Road',
  address2: '',
  city: 'Laverton North',
  state: 'VIC',
  postcode: '3026',
  latitude: '-37.8265',
  longitude: '144.7905',
  contact_person: 'Ana Lee',
  contact_phone: '03 9000 0000',
  contact_email: 'mel@example.test',
  consignment_email: 'mel.consign@example.test',
  pickup_instructions: '',
};

beforeAll(async () => {
  t = await createTestApp();
  teamId = t.teams.distributors[0]!;
  await makeDistributor(t.ctx, teamId);
  await makeDistributor(t.ctx, t.teams.distributors[1]!);
  client = await t.signIn('distributor@demo.test');
  other = await t.signIn('distributor2@demo.test');
  distributorId = (await client.get('/api/distributor/distributor')).json().id;
  base = `/api/distributor/distributors/${distributorId}/locations`;
});
afterAll(async () => t?.close());

async function list() {
  const res = await client.get(base);
  expect(res.statusCode).toBe(200);
  return res.json().locations as { id: number; code: string }[];
}

describe('locations', () => {
  it('creates a location from the form shape with JSON rates and pickup hours, defaulting the settings', async () => {
    const res = await client.post(base, {
      distributor_location: FIELDS,
      rates: JSON.stringify({
        dispatch_freight_rates: [],
        dropship_handling_rates: { min_rate: '5', percentage_rate: '2.5', max_rate: '25' },
        dropship_product_types: [],
      }),
      pickup_hours: JSON.stringify(DEFAULT_PICKUP_HOURS),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Melbourne Warehouse',
      code: 'MEL01',
      address2: null,
      latitude: -37.8265,
      longitude: 144.7905,
      active: true,
      accept_po_box_addresses: false,
      shipping_settings: {
        accept_components: true,
        freight_exchange: { filter_policy: { base: 'allow', carriers: {}, services: {} } },
      },
      location_dropship_handling_rate: { min_rate: 5, percentage_rate: 2.5, max_rate: 25 },
      pickup_instructions: null,
    });
    expect(res.json().pickup_hours).toEqual(DEFAULT_PICKUP_HOURS);
  });

  it('gives a new location the default hours when none are sent: weekdays 09:00-17:00, weekends closed', async () => {
    const res = await client.post(base, { distributor_location: { ...FIELDS, code: 'MEL02' } });
    expect(res.statusCode, res.body).toBe(201);
    const hours = res.json().pickup_hours as { day: string; closed: boolean; from: string; to: string }[];
    expect(hours.filter((h) => h.closed).map((h) => h.day)).toEqual(['sunday', 'saturday']);
    expect(hours.find((h) => h.day === 'monday')).toEqual({
      day: 'monday',
      closed: false,
      from: '09:00',
      to: '17:00',
    });
  });

  it('refuses missing required fields, bad rates and bad hours with the messages, and creates nothing', async () => {
    const before = (await list()).length;
    const res = await client.post(base, {
      distributor_location: { ...FIELDS, code: '', name: '', contact_person: '', consignment_email: 'nope' },
      rates: { dropship_handling_rates: { min_rate: -1, percentage_rate: 101, max_rate: 1 } },
      pickup_hours: DEFAULT_PICKUP_HOURS.map((d) =>
        d.day === 'monday' ? { ...d, from: '09:15', to: '08:00' } : d,
      ),
    });
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res)).toMatchObject({
      'distributor_location.name': LOCATION_MESSAGES.nameRequired,
      'distributor_location.code': LOCATION_MESSAGES.codeRequired,
      'distributor_location.contact_person': LOCATION_MESSAGES.contactPersonRequired,
      'distributor_location.consignment_email': LOCATION_MESSAGES.emailInvalid,
      'rates.dropship_handling_rates.min_rate': LOCATION_MESSAGES.minRate,
      'rates.dropship_handling_rates.percentage_rate': LOCATION_MESSAGES.percentage,
      'pickup_hours.1.from': LOCATION_MESSAGES.time,
    });
    expect((await list()).length).toBe(before);
  });

  it('places a location sent without coordinates at its locality, and refuses a postcode of another state', async () => {
    const placed = await client.post(base, {
      distributor_location: {
        ...FIELDS,
        code: 'BNE01',
        city: 'Eagle Farm',
        state: 'QLD',
        postcode: '4009',
        latitude: '',
        longitude: '',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().latitude).toBeCloseTo(-27.43, 1);
    expect(placed.json().longitude).toBeCloseTo(153.08, 1);
    expect(placed.json().location).toBe('40 Fitzgerald Road, Eagle Farm QLD 4009');
    const wrong = await client.patch(`${base}/${placed.json().id}`, {
      distributor_location: { state: 'NSW' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldMessages(wrong)['distributor_location.postcode']).toBe(
      LOCATION_MESSAGES.postcodeState('4009', 'NSW'),
    );
  });

  it('refuses a code another location of the distributor uses', async () => {
    const res = await client.post(base, { distributor_location: { ...FIELDS, code: 'SYD-' + teamId } });
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res)['distributor_location.code']).toBe(LOCATION_MESSAGES.codeTaken);
  });

  it('toggles active, components and PO boxes without touching the filter policy, and saves the policy', async () => {
    const loc = (await list()).find((l) => l.code === `SYD-${teamId}`)!;
    const policy = { base: 'block', carriers: { '1': 'allow', '2': 'inherit' }, services: { '7': 'block' } };
    const saved = await client.patch(`${base}/${loc.id}.json`, {
      distributor_location: { shipping_settings: { freight_exchange: { filter_policy: policy } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = { base: 'block', carriers: { '1': 'allow' }, services: { '7': 'block' } };
    expect(saved.json().shipping_settings.freight_exchange.filter_policy).toEqual(stored);

    for (const body of [
      { distributor_location: { active: 'false' } },
      { distributor_location: { shipping_settings: { accept_components: false } } },
      { distributor_location: { accept_po_box_addresses: true } },
    ]) {
      const res = await client.patch(`${base}/${loc.id}`, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = (await client.get(`${base}/${loc.id}`)).json();
    expect(after).toMatchObject({
      active: false,
      accept_po_box_addresses: true,
      shipping_settings: { accept_components: false, freight_exchange: { filter_policy: stored } },
    });
    // The carriers module reads the saved policy.
    const shipping = await findShippingLocation(t.ctx.database.db, {
      scope: { teamId, staff: false },
      locationId: loc.id,
    });
    expect(shipping?.filter_policy).toEqual(stored);
  });

  it('edits the address, contact and hours of a location', async () => {
    const loc = (await list()).find((l) => l.code === 'MEL02')!;
    const hours = DEFAULT_PICKUP_HOURS.map((d) =>
      d.day === 'saturday' ? { ...d, closed: false, from: '08:30', to: '12:00' } : d,
    );
    const res = await client.patch(`${base}/${loc.id}`, {
      distributor_location: {
        ...FIELDS,
        code: 'MEL02',
        name: 'Melbourne North',
        pickup_instructions: 'Ring bell',
      },
      pickup_hours: JSON.stringify(hours),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Melbourne North', pickup_instructions: 'Ring bell' });
    expect(res.json().pickup_hours.find((h: { day: string }) => h.day === 'saturday')).toEqual({
      day: 'saturday',
      closed: false,
      from: '08:30',
      to: '12:00',
    });
  });

  it("answers 404 for another team's distributor and location, and changes nothing", async () => {
    const loc = (await list())[0]!;
    expect((await other.get(`${base}/${loc.id}`)).statusCode).toBe(404);
    expect((await other.get(base)).statusCode).toBe(404);
    const otherBase = `/api/distributor/distributors/${(await other.get('/api/distributor/distributor')).json().id}/locations`;
    expect(
      (await other.patch(`${otherBase}/${loc.id}`, { distributor_location: { name: 'Stolen' } })).statusCode,
    ).toBe(404);
    expect((await client.get(`${base}/${loc.id}`)).json().name).not.toBe('Stolen');
  });

  it('has carrier filters only with a freight exchange key: without one it says so and refuses a policy', async () => {
    const loc = (await list()).find((l) => l.code === `SYD-${teamId}`)!;
    // Every distributor the platform creates has a key (the platform's exchange issues it); never sent out.
    const distributor = await client.get('/api/distributor/distributor');
    expect(distributor.json().has_freight_exchange_key).toBe(true);
    expect(distributor.body).not.toContain('fx_');
    const before = (await client.get(`${base}/${loc.id}`)).json().shipping_settings.freight_exchange;

    await t.ctx.database.db.execute(
      sql`update distributors set freight_exchange_key = null where id = ${distributorId}`,
    );
    try {
      expect((await client.get('/api/distributor/distributor')).json().has_freight_exchange_key).toBe(false);
      const refused = await client.patch(`${base}/${loc.id}.json`, {
        distributor_location: {
          shipping_settings: {
            freight_exchange: { filter_policy: { base: 'block', carriers: {}, services: {} } },
          },
        },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'no_freight_exchange_key',
        message: 'Carrier filters need a freight exchange key',
      });
      expect((await client.get(`${base}/${loc.id}`)).json().shipping_settings.freight_exchange).toEqual(
        before,
      );
      // The rest of the location is still saved.
      const toggled = await client.patch(`${base}/${loc.id}`, { distributor_location: { active: 'true' } });
      expect(toggled.statusCode, toggled.body).toBe(200);
    } finally {
      await t.ctx.database.db.execute(
        sql`update distributors set freight_exchange_key = 'fx_test' where id = ${distributorId}`,
      );
    }
  });
});
