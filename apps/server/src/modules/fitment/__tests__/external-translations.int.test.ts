import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { reindexVehicles } from '../external/external.service.ts';
import { makeVehicleCatalogue } from './fixtures.ts';

// The translation editor (three layers, most precise wins, precision rules), the global body-term table, and the
// reindex taking translated values with live progress (issue 17 item 3).
let t: TestApp;
let staff: TestClient;
let brand: TestClient;
let v: Awaited<ReturnType<typeof makeVehicleCatalogue>>;
const A = '/api/admin/external_vehicles';
const msg = (res: { json(): { message?: string; error?: { message: string } } }) =>
  res.json().error?.message ?? res.json().message;
const rows = <R>(res: unknown) => (res as { rows: R[] }).rows;

async function idOf(table: 'external_vehicles' | 'vehicle_bodies', column: string, value: string) {
  const res = rows<{ id: number }>(
    await t.ctx.database.db.execute(
      sql`select id from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`,
    ),
  );
  return res[0]!.id;
}
const ext = (externalId: string) => idOf('external_vehicles', 'external_id', externalId);
const body = (name: string) => idOf('vehicle_bodies', 'name', name);
const translations = async (id: number) => (await staff.get(`${A}/${id}/translations.json`)).json();
const empty = { global_translation: {}, group_translation: {}, vehicle_translation: {} };
interface Link {
  id: number;
  match_score: number;
  translated: Record<string, string | number | null>;
  external_vehicle: { external_id: string };
}
const linkTo = async (vehicleId: number, externalId: string) =>
  ((await staff.get(`/api/admin/vehicles/${vehicleId}/external_links.json`)).json().links as Link[]).find(
    (l) => l.external_vehicle.external_id === externalId,
  );

beforeAll(async () => {
  t = await createTestApp();
  v = await makeVehicleCatalogue(t.ctx.database.db);
  staff = await t.signIn('staff@demo.test');
  brand = await t.signIn('brand@demo.test');
  await staff.post(`${A}/import.json`, { source: 'TecDoc' });
  await staff.post(`${A}/import.json`, { source: 'OSCAR' });
});
afterAll(async () => t?.close());

describe('translations.json', () => {
  it('answers the three layers empty and the source words untranslated', async () => {
    const id = await ext('11001');
    const res = await staff.get(`${A}/${id}/translations.json`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.external_vehicle.external_id).toBe('11001');
    expect(Object.keys(body.global_translation).sort()).toEqual(
      ['body', 'drive_type', 'fuel_type', 'make', 'model'].sort(),
    );
    expect(Object.values(body.vehicle_translation).every((x) => x === null)).toBe(true);
    expect(body.translated).toMatchObject({ body: 'Pick-up', series: 'GUN126', kw_power: 130 });
    expect(body.layer_of.body).toBe('source');
  });

  it('is for staff only and answers 404 for an unknown vehicle', async () => {
    const id = await ext('11001');
    expect((await brand.get(`${A}/${id}/translations.json`)).statusCode).toBe(403);
    expect((await brand.put(`${A}/${id}/translations`, empty)).statusCode).toBe(403);
    expect((await staff.get(`${A}/999999/translations.json`)).statusCode).toBe(404);
    expect((await staff.put(`${A}/999999/translations`, empty)).statusCode).toBe(404);
  });
});

describe('PUT translations', () => {
  it('checks each cell by its precision rules and saves nothing on an error', async () => {
    const id = await ext('11002');
    const wagon = await body('Wagon');
    const cases: [Record<string, unknown>, string][] = [
      [{ engine_capacity: 2.45 }, 'Must be a multiple of 0.1'],
      [{ engine_capacity: 100 }, 'Must be less than or equal to 99'],
      [{ kw_power: 10000 }, 'Must be less than or equal to 9999'],
      [{ kw_power: 110.5 }, 'Must be a multiple of 1'],
      [{ month_from: 13 }, 'Must be between 1 and 12'],
      [{ month_to: 0 }, 'Must be between 1 and 12'],
      [{ year_from: 1899 }, 'Must be between 1900 and 2100'],
      [{ body: { id: 999999 } }, 'Unknown value'],
    ];
    for (const [cells, message] of cases) {
      const res = await staff.put(`${A}/${id}/translations`, {
        ...empty,
        group_translation: { body: { id: wagon } },
        vehicle_translation: { series: 'CHANGED', ...cells },
      });
      expect(res.statusCode, message).toBe(400);
      expect(msg(res)).toBe(message);
    }
    const after = await translations(id);
    expect(after.vehicle_translation.series).toBeNull();
    expect(after.group_translation.body).toBeNull();
    expect(after.translated.series).toBe('GUN125');
  });

  it('refuses a global word for a cell the source leaves empty', async () => {
    // A TecDoc Ranger edited to state no fuel type: there is no word to translate globally.
    const id = await ext('58432');
    await staff.patch(`${A}/${id}`, { fuel_type: null });
    const diesel = rows<{ id: number }>(
      await t.ctx.database.db.execute(sql`select id from vehicle_fuel_types where name = 'Diesel'`),
    )[0]!.id;
    const res = await staff.put(`${A}/${id}/translations`, {
      ...empty,
      global_translation: { fuel_type: { id: diesel } },
    });
    expect(res.statusCode).toBe(400);
    expect(msg(res)).toBe('The source gives no term to translate');
  });

  it('applies the most precise layer: vehicle over group over global over the source word', async () => {
    const id = await ext('11001');
    const sibling = await ext('11002'); // same TecDoc group 5105
    const wagon = await body('Wagon');
    const ute = await body('Utility');
    const before = (await linkTo(v.ids[0]!, '11001'))!;

    const globalOnly = await staff.put(`${A}/${id}/translations`, {
      ...empty,
      global_translation: { body: { id: wagon } },
    });
    expect(globalOnly.statusCode).toBe(200);
    expect(globalOnly.json().message).toBe('Translations saved');
    expect(globalOnly.json().global_translation.body).toEqual({ id: wagon, name: 'Wagon' });
    expect(globalOnly.json().translated.body).toBe('Wagon');
    expect(globalOnly.json().layer_of.body).toBe('global');
    // The global word reaches every TecDoc vehicle saying Pick-up, and the scores follow (body now disagrees).
    expect((await translations(sibling)).translated.body).toBe('Wagon');
    const worse = (await linkTo(v.ids[0]!, '11001'))!;
    expect(worse.translated.body).toBe('Wagon');
    expect(worse.match_score).toBeLessThan(before.match_score);

    const withGroup = await staff.put(`${A}/${id}/translations`, {
      global_translation: { body: { id: wagon } },
      group_translation: { body: { id: ute } },
      vehicle_translation: { series: 'GUN126R', kw_power: 130, engine_capacity: 2.8 },
    });
    expect(withGroup.statusCode).toBe(200);
    expect(withGroup.json().translated).toMatchObject({ body: 'Utility', series: 'GUN126R' });
    expect(withGroup.json().layer_of).toMatchObject({ body: 'group', series: 'vehicle', make: 'source' });
    // The group layer reaches the sibling; the vehicle layer does not.
    const sib = await translations(sibling);
    expect(sib.layer_of.body).toBe('group');
    expect(sib.translated.series).toBe('GUN125');
    // Series now equal (was a prefix) and body agrees again: a better score than at first.
    const better = (await linkTo(v.ids[0]!, '11001'))!;
    expect(better.match_score).toBeGreaterThan(before.match_score);
    expect(better.translated.series).toBe('GUN126R');

    const vehicleBody = await staff.put(`${A}/${id}/translations`, {
      global_translation: { body: { id: wagon } },
      group_translation: { body: { id: ute } },
      vehicle_translation: { body: { id: wagon } },
    });
    expect(vehicleBody.json().layer_of.body).toBe('vehicle');
    expect(vehicleBody.json().translated.body).toBe('Wagon');

    // The whole object replaces: an empty one clears every layer of this vehicle's words.
    const cleared = await staff.put(`${A}/${id}/translations`, empty);
    expect(cleared.json().translated.body).toBe('Pick-up');
    expect(cleared.json().layer_of.body).toBe('source');
    expect((await linkTo(v.ids[0]!, '11001'))!.match_score).toBe(before.match_score);
  });
});

describe('global body-term table', () => {
  it('lists the sources words with their vehicles and the platform bodies', async () => {
    const res = await staff.get(`${A}/global_translation?section=body`);
    expect(res.statusCode).toBe(200);
    const table = res.json();
    expect(table.count).toBe(0);
    expect(table.translations).toEqual([]);
    expect(table.internal_terms.map((b: { name: string }) => b.name)).toEqual(
      expect.arrayContaining(['Utility', 'Wagon']),
    );
    expect(table.external_terms).toEqual(
      expect.arrayContaining([
        { external_source: 'TecDoc', term: 'Pick-up', vehicle_count: expect.any(Number) },
        { external_source: 'OSCAR', term: 'UTE', vehicle_count: expect.any(Number) },
      ]),
    );
    const oscarOnly = (await staff.get(`${A}/global_translation?section=body&external_source=OSCAR`)).json();
    expect(
      oscarOnly.external_terms.every((x: { external_source: string }) => x.external_source === 'OSCAR'),
    ).toBe(true);
    expect((await staff.get(`${A}/global_translation?section=engine`)).statusCode).toBe(400);
    expect((await brand.get(`${A}/global_translation?section=body`)).statusCode).toBe(403);
  });

  it('maps a word to a platform body and removes it again', async () => {
    const ute = await body('Utility');
    const set = await staff.put(`${A}/global_translation`, {
      section: 'body',
      external_source: 'OSCAR',
      term: 'UTE',
      internal_id: ute,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe('Term translation saved');
    expect(set.json().count).toBe(1);
    expect(set.json().translations[0]).toMatchObject({
      external_vehicle_source: { name: 'OSCAR' },
      term: 'UTE',
      vehicle_body: { id: ute, name: 'Utility' },
    });
    const oscarHilux = await ext('TOYHIL2015GUN126R');
    expect((await translations(oscarHilux)).layer_of.body).toBe('global');
    expect((await translations(oscarHilux)).translated.body).toBe('Utility');

    const bad = await staff.put(`${A}/global_translation`, {
      section: 'body',
      external_source: 'OSCAR',
      term: 'UTE',
      internal_id: 999999,
    });
    expect(bad.statusCode).toBe(400);
    expect(msg(bad)).toBe('Unknown value');
    expect((await staff.get(`${A}/global_translation`)).json().count).toBe(1);

    const removed = await staff.put(`${A}/global_translation`, {
      section: 'body',
      external_source: 'OSCAR',
      term: 'UTE',
      internal_id: null,
    });
    expect(removed.json().message).toBe('Term translation removed');
    expect(removed.json().count).toBe(0);
    expect((await translations(oscarHilux)).translated.body).toBe('UTE');
  });
});

describe('reindex with translations', () => {
  it('writes the translated value of an overridden attribute and reports progress', async () => {
    const id = await ext('11001');
    const wagon = await body('Wagon');
    await staff.put(`${A}/${id}/translations`, {
      ...empty,
      vehicle_translation: { variant: 'SR5 Double Cab', body: { id: wagon } },
    });
    const link = (await linkTo(v.ids[0]!, '11001'))!;
    await staff.post(`${A}/external_link.json`, { external_vehicle_link_id: link.id });
    for (const attribute_name of ['variant', 'body'])
      await staff.post(`${A}/external_override.json`, {
        external_vehicle_link_id: link.id,
        attribute_name,
        use_attribute: true,
      });
    const progress: { done: number; total: number; finished: boolean }[] = [];
    expect(
      await reindexVehicles(t.ctx.database.db, async (p) => {
        progress.push(p);
      }),
    ).toEqual({ reindexed: 1 });
    expect(progress[0]).toEqual({ done: 0, total: 1, finished: false });
    expect(progress.at(-1)).toEqual({ done: 1, total: 1, finished: true });
    const view = (await staff.get(`/api/admin/vehicles/${v.ids[0]}/external_links.json`)).json();
    expect(view.needs_reindex).toBe(false);
    expect(view.vehicle).toMatchObject({ variant: 'SR5 Double Cab', body: 'Wagon', tecdoc_id: 11001 });
  });
});
