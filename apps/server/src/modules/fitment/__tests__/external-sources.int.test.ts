import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import {
  createOscarSandbox,
  createTecDocSandbox,
  type TecDocType,
} from '../../../adapters/vehicle-data/index.ts';
import { REINDEX_QUEUE, rescoreVehicleJob } from '../external/external.service.ts';
import { hiluxVehicleForm, makeVehicleCatalogue } from './fixtures.ts';

// Issue 17 leftovers: the external sources' sandboxes keep their records in the database (decision 0841), and a
// created or edited platform vehicle has its external candidates rescored by the reindex queue (decision 0842).
let t: TestApp;
let staff: TestClient;
let v: Awaited<ReturnType<typeof makeVehicleCatalogue>>;
const A = '/api/admin/external_vehicles';
const rows = <R>(res: unknown) => (res as { rows: R[] }).rows;

interface Link {
  id: number;
  approved: boolean | null;
  match_score: number;
  external_vehicle: { external_id: string; external_source: string };
}

const kType = (n: number, over: Partial<TecDocType> = {}): TecDocType => ({
  kType: n,
  manuName: 'TOYOTA',
  modelSeriesId: 5105,
  modelName: 'HILUX VIII Pick-up (_N1_)',
  typeName: '2.4 D-4D 4WD (GUN136_)',
  constructionType: 'Pick-up',
  yearOfConstrFrom: 201507,
  yearOfConstrTo: null,
  motorCodes: '2GD-FTV',
  ccmTech: 2393,
  powerKw: 110,
  cylinders: 4,
  fuelType: 'Diesel',
  impulsionType: 'All-wheel Drive',
  gearbox: 'Automatic, 6-speed',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  v = await makeVehicleCatalogue(t.ctx.database.db);
  staff = await t.signIn('staff@demo.test');
});
afterAll(async () => t?.close());

describe('the sources sandboxes keep their records in the database', () => {
  it('loads the samples once; what is published or withdrawn survives a restart', async () => {
    const db = t.ctx.database.db;
    const first = createTecDocSandbox(db);
    expect(await first.vehicles()).toHaveLength(8);
    await first.publish(kType(19001));
    // The 2.8 as the source now publishes it: more power.
    const gun126 = { typeName: '2.8 D-4D 4WD (GUN126_)', motorCodes: '1GD-FTV', ccmTech: 2755 };
    await first.publish(kType(11001, { ...gun126, powerKw: 150 }));
    expect(await first.withdraw('27714')).toBe(true);
    expect(await first.withdraw('27714')).toBe(false);

    // A new instance over the same database: a restarted server (or another process).
    const again = await createTecDocSandbox(db).vehicles();
    const ids = again.map((r) => r.external_id);
    expect(ids).toHaveLength(8);
    expect(ids).toContain('19001');
    expect(ids).not.toContain('27714');
    expect(again.find((r) => r.external_id === '11001')).toMatchObject({ series: 'GUN126', kw_power: 150 });
    expect(again.find((r) => r.external_id === '19001')).toMatchObject({
      series: 'GUN136',
      engine_capacity: 2.4,
      body: 'Pick-up',
    });
    // The other source is its own.
    expect(await createOscarSandbox(db).vehicles()).toHaveLength(7);

    // The server's own sandbox reads the same records: the import takes the published one.
    const res = await staff.post(`${A}/import.json`, { source: 'TecDoc' });
    expect(res.json()).toEqual({ message: '8 TecDoc vehicles imported', count: 8 });
    const imported = rows<{ external_id: string }>(
      await db.execute(sql`select external_id from external_vehicles where external_source = 'TecDoc'`),
    ).map((r) => r.external_id);
    expect(imported).toContain('19001');
  });

  it('answers 503 while a source is switched to unavailable, importing nothing', async () => {
    const db = t.ctx.database.db;
    const oscar = createOscarSandbox(db);
    await oscar.setMode('unavailable');
    const count = async () =>
      rows<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from external_vehicles where external_source = 'OSCAR'`,
        ),
      )[0]!.n;
    const res = await staff.post(`${A}/import.json`, { source: 'OSCAR' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe('OSCAR is not answering: nothing was imported, try again later');
    expect(await count()).toBe(0);
    await oscar.setMode('normal');
    expect((await staff.post(`${A}/import.json`, { source: 'OSCAR' })).json().count).toBe(7);
    expect(await count()).toBe(7);
  });
});

describe('a created or edited platform vehicle is rescored in the background', () => {
  const form = () => hiluxVehicleForm(v);
  const links = async (id: number) =>
    (await staff.get(`/api/admin/vehicles/${id}/external_links.json`)).json().links as Link[];
  const queued = async (id: number) =>
    rows<{ n: number }>(
      await t.ctx.database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = ${REINDEX_QUEUE}
          and singleton_key = ${`rescore:${id}`} and state = 'created'`,
      ),
    )[0]!.n;

  it('queues one rescoring job for a new vehicle, which finds its candidates', async () => {
    const res = await staff.post('/api/admin/vehicles', { vehicle: form() });
    expect(res.statusCode).toBe(201);
    const id: number = res.json().vehicle.id;
    // Nothing scored in the request: the job does it.
    expect(await links(id)).toEqual([]);
    expect(await queued(id)).toBe(1);

    expect(await rescoreVehicleJob({ db: t.ctx.database.db }, id)).toEqual({ scored: expect.any(Number) });
    const found = await links(id);
    // The published GUN136 KType (both its series and engine agree) is the best; no Ford, no declined state.
    expect(found[0]!.external_vehicle).toMatchObject({ external_source: 'TecDoc', external_id: '19001' });
    expect(found[0]!.match_score).toBeGreaterThanOrEqual(0.9);
    expect(found.every((l) => l.approved === null && l.match_score >= 0.4)).toBe(true);
    expect(found.map((l) => l.external_vehicle.external_id)).not.toContain('58431');
    // The same candidates as an import would have found: the existing vehicle's scores are unchanged.
    const before = await links(v.ids[0]!);
    await rescoreVehicleJob({ db: t.ctx.database.db }, v.ids[0]!);
    expect(await links(v.ids[0]!)).toEqual(before);
  });

  it('rescores on an edit: one queued job per vehicle, and links follow a changed model', async () => {
    const id = v.ids[0]!;
    const approved = (await links(id))[0]!;
    await staff.post(`${A}/external_link.json`, { external_vehicle_link_id: approved.id });
    const edit = { ...form(), series: 'GUN126R', engine: '1GD-FTV', engine_capacity: '2.8', kw_power: '130' };
    const [a, b] = await Promise.all([
      staff.patch(`/api/admin/vehicles/${id}`, { vehicle: edit }),
      staff.patch(`/api/admin/vehicles/${id}`, { vehicle: edit }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await queued(id)).toBe(1);

    const hilux = new Set((await links(id)).map((l) => l.external_vehicle.external_id));
    expect(hilux.size).toBeGreaterThan(1);
    // Now a Ranger: the Hilux candidates score 0 (the approved one keeps its approval), Rangers come in.
    await staff.patch(`/api/admin/vehicles/${id}`, {
      vehicle: { ...edit, vehicle_make_id: v.makes.ford, vehicle_model_id: v.models.ranger, series: 'PX' },
    });
    await rescoreVehicleJob({ db: t.ctx.database.db }, id);
    const after = await links(id);
    const kept = after.find((l) => l.id === approved.id)!;
    expect(kept).toMatchObject({ approved: true, match_score: 0 });
    const rangers = after.filter((l) => l.match_score > 0);
    expect(rangers.length).toBeGreaterThan(0);
    expect(rangers.every((l) => l.match_score >= 0.4)).toBe(true);
    // Every earlier (Hilux) candidate is rescored too: none keeps a stale score (decision 0810).
    for (const l of after.filter((x) => hilux.has(x.external_vehicle.external_id)))
      expect(l.match_score).toBe(0);
  });
});
