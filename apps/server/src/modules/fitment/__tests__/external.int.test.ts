import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { reindexVehicles } from '../external/external.service.ts';
import { makeVehicleCatalogue } from './fixtures.ts';

// External vehicles (issue 17 item 3): import from both sandboxes, the list and Edit modal, linking and reindex.
let t: TestApp;
let staff: TestClient;
let brand: TestClient;
let v: Awaited<ReturnType<typeof makeVehicleCatalogue>>;
const A = '/api/admin/external_vehicles';
const msg = (res: { json(): { message?: string; error?: { message: string } } }) =>
  res.json().error?.message ?? res.json().message;
const rows = <R>(res: unknown) => (res as { rows: R[] }).rows;

interface Link {
  id: number;
  approved: boolean | null;
  match_score: number;
  match_percent: number;
  source: string;
  use_variant: boolean;
  external_vehicle: { external_id: string };
}

beforeAll(async () => {
  t = await createTestApp();
  v = await makeVehicleCatalogue(t.ctx.database.db);
  staff = await t.signIn('staff@demo.test');
  brand = await t.signIn('brand@demo.test');
});
afterAll(async () => t?.close());

describe('import', () => {
  it('imports both sources in their own vocabularies, and again without duplicates', async () => {
    const tecdoc = await staff.post(`${A}/import.json`, { source: 'TecDoc' });
    expect(tecdoc.statusCode).toBe(200);
    expect(tecdoc.json()).toEqual({ message: '8 TecDoc vehicles imported', count: 8 });
    expect(msg(await staff.post(`${A}/import.json`, { source: 'OSCAR' }))).toBe('7 OSCAR vehicles imported');
    expect((await staff.post(`${A}/import.json`, { source: 'OSCAR' })).statusCode).toBe(200);
    const all = (await staff.get(`${A}/list.json?page_size=100`)).json();
    expect(all.count).toBe(15);
    const hilux = all.payload.find((x: { external_id: string }) => x.external_id === '11001');
    expect(hilux).toMatchObject({
      external_source: 'TecDoc',
      external_group_id: '5105',
      make: 'TOYOTA',
      model: 'HILUX',
      series: 'GUN126',
      body: 'Pick-up',
      year_from: 2015,
      month_from: 7,
      year_to: null,
      engine_capacity: 2.8,
      kw_power: 130,
      transmission: 'Automatic, 6-speed',
    });
    const oscar = all.payload.find((x: { external_id: string }) => x.external_id === 'FORRAN2011PX');
    expect(oscar).toMatchObject({
      body: 'UTE',
      fuel_type: 'D',
      year_from: 2011,
      month_from: 9,
      year_to: 2015,
    });
  });

  it('is for staff only', async () => {
    expect((await brand.get(`${A}/list.json`)).statusCode).toBe(403);
    expect((await brand.post(`${A}/import.json`, { source: 'TecDoc' })).statusCode).toBe(403);
    expect((await t.anonymous.get(`${A}/list.json`)).statusCode).toBe(401);
  });
});

describe('list.json', () => {
  it('pages with page_index and page_size and answers payload and count', async () => {
    const first = (
      await staff.get(`${A}/list.json?page_index=0&page_size=4&sortBy=${sortBy('external_id')}`)
    ).json();
    const second = (
      await staff.get(`${A}/list.json?page_index=1&page_size=4&sortBy=${sortBy('external_id')}`)
    ).json();
    expect(first.count).toBe(15);
    expect(first.payload).toHaveLength(4);
    expect(second.payload).toHaveLength(4);
    const ids = [...first.payload, ...second.payload].map((x: { external_id: string }) => x.external_id);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(8);
  });

  it('sorts, filters and searches', async () => {
    const desc = (await staff.get(`${A}/list.json?sortBy=${sortBy('make', true)}`)).json();
    expect(desc.payload[0].make).toBe('VW');
    const oscar = (await staff.get(`${A}/list.json?filters=${filters({ external_source: 'OSCAR' })}`)).json();
    expect(oscar.count).toBe(7);
    const rangers = (
      await staff.get(`${A}/list.json?filters=${filters({ external_source: 'TecDoc', model: 'ranger' })}`)
    ).json();
    expect(rangers.payload.map((x: { external_id: string }) => x.external_id).sort()).toEqual([
      '58431',
      '58432',
    ]);
    const search = (await staff.get(`${A}/list.json?search=hilux%201GD`)).json();
    expect(search.payload.map((x: { external_id: string }) => x.external_id).sort()).toEqual([
      '11001',
      'TOYHIL2015GUN126R',
    ]);
  });

  it('refuses an unknown sort column', async () => {
    const res = await staff.get(`${A}/list.json?sortBy=${sortBy('password')}`);
    expect(res.statusCode).toBe(400);
  });
});

describe('Edit modal', () => {
  it('checks numeric cells by precision and scale and saves nothing on an error', async () => {
    const id = await externalId('11002');
    const cases: [Record<string, number>, string][] = [
      [{ engine_capacity: 100 }, 'Must be less than or equal to 99'],
      [{ engine_capacity: 2.45 }, 'Must be a multiple of 0.1'],
      [{ engine_capacity: -1 }, 'Must be greater than or equal to 0'],
      [{ kw_power: 10000 }, 'Must be less than or equal to 9999'],
      [{ kw_power: 110.5 }, 'Must be a multiple of 1'],
    ];
    for (const [body, message] of cases) {
      const res = await staff.patch(`${A}/${id}`, { series: 'CHANGED', ...body });
      expect(res.statusCode).toBe(400);
      expect(msg(res)).toBe(message);
    }
    const after = (await staff.get(`${A}/${id}`)).json().external_vehicle;
    expect(after).toMatchObject({ series: 'GUN125', engine_capacity: 2.4, kw_power: 110 });
  });

  it('saves a valid edit', async () => {
    const id = await externalId('11002');
    const res = await staff.patch(`${A}/${id}`, {
      engine_capacity: 2.4,
      kw_power: 9999,
      variant: '2.4 D-4D',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('External vehicle updated');
    expect(res.json().external_vehicle).toMatchObject({ kw_power: 9999, variant: '2.4 D-4D' });
    expect((await staff.patch(`${A}/999999`, { variant: 'x' })).statusCode).toBe(404);
  });
});

describe('linking', () => {
  const hiluxGun = () => v.ids[0]!;
  const view = async () => (await staff.get(`/api/admin/vehicles/${hiluxGun()}/external_links.json`)).json();

  it('offers scored candidates of the same make and model, best first', async () => {
    const body = await view();
    expect(body.vehicle.series).toBe('GUN126R');
    expect(body.needs_reindex).toBe(false);
    const links: Link[] = body.links;
    const ids = links.map((l) => l.external_vehicle.external_id);
    // Both sources' GUN126R come first; the 2.4 (GUN125) and the 2005-2015 KUN26R score lower; no Ford.
    expect(ids.slice(0, 2).sort()).toEqual(['11001', 'TOYHIL2015GUN126R']);
    expect(ids).not.toContain('58431');
    expect(links[0]!.match_score).toBeGreaterThanOrEqual(0.9);
    for (const l of links) expect(l.match_percent).toBe(Math.round(l.match_score * 100));
    const scores = links.map((l) => l.match_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(links.every((l) => l.approved === null)).toBe(true);
  });

  it('approves: the approved link comes first and the vehicle needs reindexing', async () => {
    const before: Link[] = (await view()).links;
    const lowest = before.at(-1)!;
    const res = await staff.post(`${A}/external_link.json`, { external_vehicle_link_id: lowest.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Vehicle linked');
    expect(res.json().needs_reindex).toBe(true);
    expect(res.json().links[0]).toMatchObject({ id: lowest.id, approved: true });
    // Approving twice changes nothing; declining flips it.
    expect(
      (await staff.post(`${A}/external_link.json`, { external_vehicle_link_id: lowest.id })).json().links[0]
        .id,
    ).toBe(lowest.id);
    const declined = await staff.post(`${A}/external_unlink.json`, { external_vehicle_link_id: lowest.id });
    expect(declined.json().message).toBe('Vehicle link declined');
    const after: Link[] = declined.json().links;
    expect(after.find((l) => l.id === lowest.id)!.approved).toBe(false);
    expect(after.at(-1)!.id).toBe(lowest.id);
  });

  it('overrides one attribute, and reindexing takes it, once however often it is started', async () => {
    const oscar = ((await view()).links as Link[]).find((l) => l.source === 'OSCAR' && l.match_score >= 0.9)!;
    await staff.post(`${A}/external_link.json`, { external_vehicle_link_id: oscar.id });
    const res = await staff.post(`${A}/external_override.json`, {
      external_vehicle_link_id: oscar.id,
      attribute_name: 'variant',
      use_attribute: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Override saved');
    expect(res.json().links.find((l: Link) => l.id === oscar.id).use_variant).toBe(true);
    expect(res.json().needs_reindex).toBe(true);
    const bad = await staff.post(`${A}/external_override.json`, {
      external_vehicle_link_id: oscar.id,
      attribute_name: 'password',
      use_attribute: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await staff.post(`${A}/external_link.json`, { external_vehicle_link_id: 999999 })).statusCode,
    ).toBe(404);

    // Update Vehicle twice at once: one job queued.
    const [a, b] = await Promise.all([
      staff.post(`${A}/reindex.json`, {}),
      staff.post(`${A}/reindex.json`, {}),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().message).toBe('Reindex started');
    expect([a.json().queued, b.json().queued].filter(Boolean)).toHaveLength(1);
    const jobs = rows<{ n: number }>(
      await t.ctx.database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'fitment-reindex' and state = 'created'`,
      ),
    );
    expect(jobs[0]!.n).toBe(1);

    // The job's work: the override applied, the OSCAR id recorded, the notice cleared.
    expect(await reindexVehicles(t.ctx.database.db)).toEqual({ reindexed: 1 });
    const done = await view();
    expect(done.needs_reindex).toBe(false);
    expect(done.vehicle).toMatchObject({
      variant: 'SR5 (4x4)',
      autoinfo_id: 'TOYHIL2015GUN126R',
      status: 'updated',
    });
    const search = (
      await staff.get(`/api/admin/vehicles/datatable.json?query=${encodeURIComponent('sr5 (4x4)')}`)
    ).json();
    expect(search.data.map((x: { id: number }) => x.id)).toContain(hiluxGun());
    expect(await reindexVehicles(t.ctx.database.db)).toEqual({ reindexed: 0 });
  });

  it('answers 404 for an unknown vehicle', async () => {
    expect((await staff.get('/api/admin/vehicles/999999/external_links.json')).statusCode).toBe(404);
  });
});

function sortBy(id: string, desc = false) {
  return encodeURIComponent(JSON.stringify([{ id, desc }]));
}
function filters(f: Record<string, string>) {
  return encodeURIComponent(JSON.stringify(Object.entries(f).map(([id, value]) => ({ id, value }))));
}
async function externalId(externalIdValue: string) {
  const res = rows<{ id: number }>(
    await t.ctx.database.db.execute(
      sql`select id from external_vehicles where external_id = ${externalIdValue}`,
    ),
  );
  return res[0]!.id;
}
