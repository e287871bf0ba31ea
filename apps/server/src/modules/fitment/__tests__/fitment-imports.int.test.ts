import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { fileUpload } from '../../../platform/imports/__tests__/import-fixtures.ts';
import { runBulkJob } from '../../catalogue/index.ts';
import { makeVehicleCatalogue } from './fixtures.ts';

// Import Vehicle Fitments (issue 16 item 9): the catalogue's Import menu through the platform pipeline.
let t: TestApp;
let brand: TestClient;
let brandId: number;
let otherBrandId: number;
let part: number;
let vehicleIds: number[];

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.ctx.database.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  const v = await makeVehicleCatalogue(db);
  vehicleIds = (await rows<{ id: number }>(sql`select id from vehicles order by id`)).map((r) => r.id);
  void v;
  [{ id: brandId }] = (await rows<{ id: number }>(
    sql`insert into brands (team_id, name, slug) values (${t.teams.brands[0]!}, 'Fit Imp', 'fit-imp') returning id`,
  )) as [{ id: number }];
  [{ id: otherBrandId }] = (await rows<{ id: number }>(
    sql`insert into brands (team_id, name, slug) values (${t.teams.brands[1]!}, 'Fit Other', 'fit-other') returning id`,
  )) as [{ id: number }];
  [{ id: part }] = (await rows<{ id: number }>(sql`
    insert into products (team_id, brand_id, sku, title, slug)
    values (${t.teams.brands[0]!}, ${brandId}, 'FIT-IMP-1', 'Fit part', 'fit-imp-fit-imp-1') returning id`)) as [
    { id: number },
  ];
  brand = await t.signIn('brand@demo.test');
});
afterAll(async () => t?.close());

async function upload(contextId: number | null, csv: string, name = 'fitments.csv') {
  return brand.request({
    method: 'POST',
    url: `/api/imports/vehicle_fitments/uploads${contextId ? `?context_id=${contextId}` : ''}`,
    ...fileUpload(name, csv),
  });
}

describe('Import Vehicle Fitments', () => {
  it('needs a brand of the team', async () => {
    const none = await upload(null, 'SKU,Vehicle ID\nFIT-IMP-1,1\n');
    expect(none.statusCode).toBe(400);
    expect((none.json() as { error: { message: string } }).error.message).toBe('Please select a brand');
    expect((await upload(otherBrandId, 'SKU,Vehicle ID\nFIT-IMP-1,1\n')).statusCode).toBe(404);
  });

  it('takes the current brand when none is chosen (decision 0276)', async () => {
    const me = (await brand.get('/api/session')).json().user.id as number;
    await brand.post(`/api/catalogue/users/${me}/brand`, { brand_id: brandId });
    try {
      const res = await upload(null, 'SKU,Vehicle ID\nFIT-IMP-1,1\n', 'current.csv');
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as { import: { context_id: number } }).import.context_id).toBe(brandId);
    } finally {
      await brand.delete(`/api/catalogue/users/${me}/brand`);
    }
  });

  it('adds the vehicles to one application per notes and years, reports bad rows, and is idempotent', async () => {
    const [a, b, c] = vehicleIds as [number, number, number];
    const csv = [
      'SKU,Vehicle ID,KType,Fitment Notes,Year From,Year To',
      `FIT-IMP-1,${a},,Front,,`,
      `FIT-IMP-1,,11001,Front,,`,
      `FIT-IMP-1,${b},,Rear,2010,2012`,
      `NOPE-1,${c},,,,`,
      `FIT-IMP-1,999999,,,,`,
      `FIT-IMP-1,,,,,`,
      `FIT-IMP-1,${c},,,2015,2012`,
    ].join('\n');
    for (let round = 0; round < 2; round++) {
      const res = await upload(brandId, csv);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json() as { import: { id: number }; mapping: Record<string, string | null> };
      expect(body.mapping).toMatchObject({ sku: 'SKU', vehicle_id: 'Vehicle ID', ktype: 'KType' });
      await brand.post(`/api/imports/${body.import.id}/start`, { mapping: body.mapping });
      await t.ctx.imports.run(body.import.id);
      const done = (await brand.get(`/api/imports/${body.import.id}`)).json();
      expect(done).toMatchObject({
        status: 'completed',
        total_rows: 7,
        valid_rows: 3,
        error_rows: 4,
        loaded_rows: 3,
      });
      const errors = (await brand.get(`/api/imports/${body.import.id}/errors`)).json() as {
        errors: unknown[];
      };
      expect(errors.errors).toEqual([
        { line: 5, column: 'SKU', message: "No product with SKU 'NOPE-1' in this brand" },
        { line: 6, column: 'Vehicle ID', message: "No vehicle with ID '999999'" },
        { line: 7, column: 'Vehicle ID', message: 'Vehicle ID or KType is required' },
        { line: 8, column: 'Year To', message: 'Year To must be on or after Year From' },
      ]);
    }
    const apps = await rows<{ notes: string; year_from: number | null; vehicles: number[] }>(sql`
      select a.fitment_notes as notes, a.year_from, array_agg(v.vehicle_id order by v.vehicle_id) as vehicles
      from vehicle_applications a join vehicle_application_vehicles v on v.vehicle_application_id = a.id
      where a.product_id = ${part} group by a.id order by a.fitment_notes`);
    const ktype = (await rows<{ id: number }>(sql`select id from vehicles where tecdoc_id = 11001`))[0]!.id;
    expect(apps).toEqual([
      { notes: 'Front', year_from: null, vehicles: [...new Set([a, ktype])].sort((x, y) => x - y) },
      { notes: 'Rear', year_from: 2010, vehicles: [b] },
    ]);
    // The catalogue recounts the product's vehicles from the event.
    const events = await rows<{ n: number }>(
      sql`select count(*)::int as n from domain_events where type = 'fitment.applications_changed' and payload->'product_ids' @> ${JSON.stringify([part])}::jsonb`,
    );
    expect(events[0]!.n).toBe(2);
  });
  it('is a change set: previewed and reverted as one unit (applications made go, grown ones lose the vehicles)', async () => {
    const [a, b] = vehicleIds as [number, number];
    const ktype = (await rows<{ id: number }>(sql`select id from vehicles where tecdoc_id = 11001`))[0]!.id;
    const spare = vehicleIds.find((id) => ![a, b, ktype].includes(id))!;
    expect(spare).toBeDefined();
    const appsOf = () =>
      rows<{ notes: string; vehicles: number[] }>(sql`
        select a.fitment_notes as notes, array_agg(v.vehicle_id order by v.vehicle_id) as vehicles
        from vehicle_applications a join vehicle_application_vehicles v on v.vehicle_application_id = a.id
        where a.product_id = ${part} group by a.id order by a.fitment_notes`);
    const before = await appsOf();

    const res = await upload(
      brandId,
      `SKU,Vehicle ID,Fitment Notes\nFIT-IMP-1,${spare},Front\nFIT-IMP-1,${spare},Side\n`,
      'more-fitments.csv',
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { import: { id: number }; mapping: Record<string, string | null> };
    await brand.post(`/api/imports/${body.import.id}/start`, { mapping: body.mapping });
    await t.ctx.imports.run(body.import.id);
    const done = (await brand.get(`/api/imports/${body.import.id}`)).json();
    expect(done).toMatchObject({ status: 'completed', change_set_id: expect.any(Number) });
    const front = before.find((r) => r.notes === 'Front')!.vehicles;
    expect(await appsOf()).toEqual([
      { notes: 'Front', vehicles: [...front, spare].sort((x, y) => x - y) },
      { notes: 'Rear', vehicles: [b] },
      { notes: 'Side', vehicles: [spare] },
    ]);

    const preview = (await brand.get(`/api/catalogue/change-sets/${done.change_set_id}`)).json();
    expect(preview.change_set).toMatchObject({
      kind: 'import-vehicle_fitments',
      label: 'Import Vehicle Fitments: more-fitments.csv',
      entries: 2,
    });
    const [grown, made] = [...preview.entries].sort((x: { action: string }, y: { action: string }) =>
      x.action === 'update' ? -1 : y.action === 'update' ? 1 : 0,
    );
    expect(grown).toMatchObject({ sku: 'FIT-IMP-1', action: 'update', auditable_type: 'VehicleApplication' });
    expect(grown.changes).toEqual([
      {
        change: 'Vehicle application vehicles',
        details: { old: front, new: [...front, spare].sort((x, y) => x - y) },
      },
    ]);
    expect(made).toMatchObject({ action: 'create', auditable_type: 'VehicleApplication' });
    expect(made.changes).toContainEqual({
      change: 'Vehicle application fitment notes',
      details: { old: null, new: 'Side' },
    });
    // The product's own history shows them too.
    const audits = (await brand.get(`/api/catalogue/product/${part}/audits`)).json().audits;
    expect(
      audits.filter((e: { comment: string }) => e.comment === 'Import Vehicle Fitments: more-fitments.csv'),
    ).toHaveLength(2);

    const revert = await brand.post(`/api/catalogue/change-sets/${done.change_set_id}/revert`);
    expect(revert.statusCode, revert.body).toBe(200);
    await runBulkJob({ db: t.ctx.database.db, live: t.ctx.live }, revert.json().job.job_id);
    const job = (await brand.get(`/api/catalogue/products/bulk-jobs/${revert.json().job.job_id}`)).json();
    expect(job).toMatchObject({ status: 'completed', done: 2, changed: 2 });
    expect(await appsOf()).toEqual(before);
    // The revert asks the catalogue to recount the product's vehicles.
    const events = await rows<{ n: number }>(
      sql`select count(*)::int as n from domain_events where type = 'fitment.applications_changed' and payload->'product_ids' @> ${JSON.stringify([part])}::jsonb`,
    );
    expect(events[0]!.n).toBeGreaterThanOrEqual(5);
  });
});
