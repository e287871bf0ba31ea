import { PLATE_SEARCH_MESSAGES } from '@partsflow/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { vehicleApplications, vehicleApplicationVehicles } from '../fitment.tables.ts';
import {
  DEFAULT_REGISTRY_SEED,
  isRegistered,
  plateOf,
  REGISTRY_STATES,
  type RegistryState,
} from '../registry/plates.ts';
import { makeVehicleCatalogue } from './fixtures.ts';

let t: TestApp;
let brand: TestClient;
let merchant: TestClient;
let merchant2: TestClient;
let cat: Awaited<ReturnType<typeof makeVehicleCatalogue>>;
const listing: Record<string, number> = {};
const API = '/api/marketplace/v1/marketplace';

/** Other modules' rows in plain SQL (their tables are their own). */
const rows = async <T>(query: SQL) =>
  ((await t.ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  const teamId = t.teams.brands[0]!;
  cat = await makeVehicleCatalogue(db);
  const [apex] = await rows<{ id: number }>(
    sql`insert into brands (team_id, name, slug) values (${teamId}, 'Apex', 'apex') returning id`,
  );
  brand = await t.signIn('brand@demo.test');
  merchant = await t.signIn('merchant@demo.test');
  merchant2 = await t.signIn('merchant2@demo.test');
  const [gun126, , px, px2, pj] = cat.ids as [number, number, number, number, number];
  // key: [vehicles, application year range]
  const fits: Record<string, [number[], [number | null, number | null]]> = {
    hiluxPad: [[gun126], [null, null]],
    rangerRotor: [
      [px, px2],
      [2012, 2016],
    ],
    pjFilter: [[pj], [null, null]],
    none: [[], [null, null]],
  };
  let price = 1000;
  for (const [key, [vehicleIds, [from, to]]] of Object.entries(fits)) {
    const [p] = await rows<{ id: number }>(sql`
      insert into products (team_id, brand_id, slug, sku, title, price_cents, published)
      values (${teamId}, ${apex!.id}, ${`apex-ft-${key.toLowerCase()}`}, ${`FT-${key}`}, ${key}, ${price}, true)
      returning id`);
    price += 1000;
    if (vehicleIds.length) {
      const [app] = await db
        .insert(vehicleApplications)
        .values({ product_id: p!.id, year_from: from, year_to: to })
        .returning();
      await db
        .insert(vehicleApplicationVehicles)
        .values(vehicleIds.map((v) => ({ vehicle_application_id: app!.id, vehicle_id: v })));
    }
    const l = await brand.post(`/api/catalogue/b/apex/listings`, { title: key, products: [{ id: p!.id }] });
    listing[key] = l.json().listing.id;
    await brand.patch(`/api/catalogue/b/apex/listings/${listing[key]}/status`, { status: 'published' });
    await brand.patch(`/api/catalogue/b/apex/listings/${listing[key]}/visibility`, {
      visible_on_marketplace: true,
    });
  }
});
afterAll(async () => t?.close());

const titles = async (body: Record<string, unknown>) => {
  const r = await merchant.post(`${API}/all-search-results`, body);
  expect(r.statusCode).toBe(200);
  return (r.json() as { hits: { title: string }[] }).hits.map((h) => h.title);
};

/** A state the sandbox registry has the vehicle registered in. */
const registeredState = (vehicleId: number): RegistryState =>
  REGISTRY_STATES.find((s) => isRegistered(DEFAULT_REGISTRY_SEED, s, vehicleId))!;

describe('Source Products narrowed by vehicle', () => {
  it('narrows to parts that fit a make, a model and a model year', async () => {
    expect(await titles({})).toEqual(['hiluxPad', 'rangerRotor', 'pjFilter', 'none']);
    expect(await titles({ vehicle_make_id: cat.makes.toyota })).toEqual(['hiluxPad']);
    expect(await titles({ vehicle_make_id: cat.makes.ford })).toEqual(['rangerRotor', 'pjFilter']);
    expect(
      await titles({
        vehicle_make_id: cat.makes.ford,
        vehicle_model_id: cat.models.ranger,
        vehicle_year: 2008,
      }),
    ).toEqual(['pjFilter']);
    // PX II is built 2015-2018 but the application stops at 2016.
    expect(await titles({ vehicle_make_id: cat.makes.ford, vehicle_year: 2016 })).toEqual(['rangerRotor']);
    expect(await titles({ vehicle_make_id: cat.makes.ford, vehicle_year: 2017 })).toEqual([]);
    // An ongoing vehicle (no end year) fits any later year.
    expect(await titles({ vehicle_make_id: cat.makes.toyota, vehicle_year: 2026 })).toEqual(['hiluxPad']);
    expect(await titles({ vehicle_make_id: cat.makes.toyota, vehicle_year: 2014 })).toEqual([]);
    // A model of another make matches nothing.
    expect(await titles({ vehicle_make_id: cat.makes.toyota, vehicle_model_id: cat.models.ranger })).toEqual(
      [],
    );
  });

  it('narrows to one vehicle and counts and facets the narrowed set', async () => {
    expect(await titles({ vehicle_id: cat.ids[3] })).toEqual(['rangerRotor']);
    const r = await merchant.post(`${API}/all-search-results`, {
      vehicle_make_id: cat.makes.ford,
      facets: true,
    });
    expect(r.json()).toMatchObject({ total_hits: 2, total_listings: 2 });
    expect(r.json().facets.brand).toEqual([{ value: expect.any(String), label: 'Apex', count: 2 }]);
    const ids = await merchant.post(`${API}/all-search-results`, { vehicle_id: cat.ids[0], ids_only: true });
    expect(ids.json()).toEqual({ ids: [listing.hiluxPad] });
  });

  it('rejects a year out of bounds with nothing found', async () => {
    const r = await merchant.post(`${API}/all-search-results`, { vehicle_make_id: 1, vehicle_year: 1800 });
    expect(r.statusCode).toBe(400);
  });

  it('offers the merchant the makes, models, model years and the vehicle field search', async () => {
    const makes = (await merchant.get(`${API}/vehicles/makes.json`)).json();
    expect(makes.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(['Ford', 'Toyota']));
    const models = (await merchant.get(`${API}/vehicles/models.json?make_id=${cat.makes.ford}`)).json();
    expect(models).toEqual([{ id: cat.models.ranger, name: 'Ranger' }]);
    const years = (await merchant.get(`${API}/vehicles/years.json?model_id=${cat.models.ranger}`)).json();
    expect(years.years[0]).toBe(2018);
    expect(years.years.at(-1)).toBe(2006);
    expect(years.years).not.toContain(2010);
    // The archived KUN26R (2005-2015) adds no years: the Hilux starts in 2015.
    const hilux = (await merchant.get(`${API}/vehicles/years.json?model_id=${cat.models.hilux}`)).json();
    expect(hilux.years.at(-1)).toBe(2015);
    const field = await merchant.get(
      `${API}/vehicle_field_search?field=vehicle_model&term=ran&restriction=vehicle_make&restriction_id=${cat.makes.ford}`,
    );
    expect(field.json()).toEqual([{ id: cat.models.ranger, name: 'Ranger' }]);
  });
});

describe('number plate search', () => {
  const usage = async (teamId: number) =>
    (
      await rows<{ total_usage: number }>(
        sql`select total_usage from plate_search_subscriptions where team_id = ${teamId}`,
      )
    )[0]?.total_usage ?? null;

  it('without the add-on answers the message and counts nothing', async () => {
    const gun = cat.ids[0]!;
    const state = registeredState(gun);
    const r = await merchant.post(`${API}/plate-search`, { plate: plateOf(state, gun), state });
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toMatchObject({
      code: 'plate_search_inactive',
      message: PLATE_SEARCH_MESSAGES.inactive,
    });
    expect(await usage(t.teams.merchants[0]!)).toBeNull();
  });

  it('finds the vehicle of a plate, meters each search, and narrows to it', async () => {
    const teamId = t.teams.merchants[0]!;
    // The add-on through billing: add it and approve the sandbox charge.
    const add = await merchant.post('/api/marketplace/v1/billing/add-plate-search', {
      price: 'plate_search_each',
    });
    expect(add.statusCode).toBe(200);
    const chargeId = new URL(add.json().url, 'http://x').searchParams.get('charge_id');
    const confirm = await merchant.post('/api/marketplace/v1/billing/confirm-charge', {
      charge_id: chargeId,
      approve: true,
    });
    expect(confirm.statusCode).toBe(200);
    expect(await usage(teamId)).toBe(0);

    const px = cat.ids[2]!;
    const state = registeredState(px);
    const plate = plateOf(state, px)!;
    const r = await merchant.post(`${API}/plate-search`, {
      plate: `${plate.slice(0, 3).toLowerCase()} ${plate.slice(3)}`,
      state,
    });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ plate, state, message: null, total_usage: 1 });
    expect(body.vehicle).toMatchObject({ id: px, make: 'Ford', model: 'Ranger', series: 'PX' });
    expect(body.vehicle.year).toBeGreaterThanOrEqual(2011);
    expect(body.vehicle.year).toBeLessThanOrEqual(2015);
    expect(await usage(teamId)).toBe(1);
    expect(await titles({ vehicle_id: body.vehicle.id, vehicle_year: body.vehicle.year })).toEqual(
      body.vehicle.year <= 2016 && body.vehicle.year >= 2012 ? ['rangerRotor'] : [],
    );

    // Not registered (another state's format, an archived vehicle): no vehicle, the message, still counted.
    const other = REGISTRY_STATES.find((s) => s !== state && plateOf(s, px)!.length !== plate.length)!;
    const miss = (await merchant.post(`${API}/plate-search`, { plate: plateOf(other, px), state })).json();
    expect(miss).toMatchObject({ vehicle: null, message: PLATE_SEARCH_MESSAGES.notFound, total_usage: 2 });
    const archived = cat.ids[1]!;
    const aState = registeredState(archived);
    const gone = (
      await merchant.post(`${API}/plate-search`, { plate: plateOf(aState, archived), state: aState })
    ).json();
    expect(gone).toMatchObject({ vehicle: null, total_usage: 3 });

    // Bad input: the message, nothing counted.
    const bad = await merchant.post(`${API}/plate-search`, { plate: 'TOO-LONG-PLATE', state });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain(PLATE_SEARCH_MESSAGES.plateInvalid);
    const noState = await merchant.post(`${API}/plate-search`, { plate, state: 'XX' });
    expect(noState.statusCode).toBe(400);
    expect(noState.json().error.message).toContain(PLATE_SEARCH_MESSAGES.stateRequired);
    expect(await usage(teamId)).toBe(3);

    // A retry with the same idempotency key counts once.
    const retry = () =>
      merchant.request({
        method: 'POST',
        url: `${API}/plate-search`,
        headers: { 'idempotency-key': 'plate-retry-1' },
        payload: { plate, state },
      });
    expect((await retry()).json().total_usage).toBe(4);
    expect((await retry()).json().total_usage).toBe(4);
    expect(await usage(teamId)).toBe(4);

    // Another team's add-on is its own: merchant 2 has none.
    expect((await merchant2.post(`${API}/plate-search`, { plate, state })).statusCode).toBe(403);
  });
});
