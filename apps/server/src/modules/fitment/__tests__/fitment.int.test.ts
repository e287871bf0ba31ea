import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { hiluxVehicleForm, makeVehicleCatalogue } from './fixtures.ts';

// Every call of the catalogue spec's fitment list (section 7) with its bounds and messages (sections 5 and 8).
let t: TestApp;
let brand: TestClient;
let other: TestClient;
let staff: TestClient;
let viewer: TestClient;
let v: Awaited<ReturnType<typeof makeVehicleCatalogue>>;
let part: number;
let assembly: number;
let theirs: number;
const P = '/api/catalogue';
/** The success message, or the error's. */
const msg = (res: { json(): { message?: string; error?: { message: string } } }) =>
  res.json().error?.message ?? res.json().message;

/** The first row of a raw query (PGlite and node-postgres both answer `{ rows }`). */
const firstRow = <R>(res: unknown) => (res as { rows: R[] }).rows[0]!;

async function product(teamId: number, brandId: number, sku: string, recordType = 'Part') {
  const rows = await t.ctx.database.db.execute<{ id: number }>(sql`
    insert into products (team_id, brand_id, sku, title, slug, record_type)
    values (${teamId}, ${brandId}, ${sku}, ${'Part ' + sku}, ${sku.toLowerCase()}, ${recordType}) returning id`);
  return firstRow<{ id: number }>(rows).id;
}
async function brandOf(teamId: number, slug: string) {
  const rows = await t.ctx.database.db.execute<{ id: number }>(sql`
    insert into brands (team_id, name, slug) values (${teamId}, ${slug}, ${slug}) returning id`);
  return firstRow<{ id: number }>(rows).id;
}
async function vehicleCount(id: number) {
  await t.ctx.events.dispatchPending();
  const rows = await t.ctx.database.db.execute<{ n: number }>(
    sql`select vehicle_count as n from products where id = ${id}`,
  );
  return firstRow<{ n: number }>(rows).n;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  v = await makeVehicleCatalogue(db);
  const mine = await brandOf(t.teams.brands[0]!, 'fit-brand');
  const theirBrand = await brandOf(t.teams.brands[1]!, 'their-brand');
  part = await product(t.teams.brands[0]!, mine, 'FIT-PART');
  assembly = await product(t.teams.brands[0]!, mine, 'FIT-ASM', 'Assembly');
  theirs = await product(t.teams.brands[1]!, theirBrand, 'THEIR-1');
  await db.execute(
    sql`insert into product_components (parent_product_id, child_product_id) values (${assembly}, ${part})`,
  );
  brand = await t.signIn('brand@demo.test');
  other = await t.signIn('brand2@demo.test');
  staff = await t.signIn('staff@demo.test');
  viewer = await t.signIn('viewer@demo.test');
});
afterAll(async () => t?.close());

describe('vehicle applications', () => {
  let appId: number;

  it('adds an application with vehicles and keeps vehicle_count by the outbox', async () => {
    const res = await brand.post(`${P}/vehicle_applications`, {
      product_id: part,
      vehicles: [v.ids[0], v.ids[2]],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Vehicle application added to product');
    expect(body.vehicle_applications).toHaveLength(1);
    const app = body.vehicle_applications[0];
    appId = app.id;
    expect(app.direct).toBe(true);
    expect(app.product_sku).toBe('FIT-PART');
    expect(app.vehicles.map((x: { id: number }) => x.id).sort()).toEqual([v.ids[0], v.ids[2]].sort());
    expect(app.title).toContain('Toyota Hilux GUN126R');
    // Ranger PX 2011-2015 and Hilux 2015-ongoing: years 2011 to ongoing.
    expect(app.year_bounds).toEqual({ min: 2011, max: null });
    expect(await vehicleCount(part)).toBe(2);
  });

  it('refuses unknown vehicles and an empty list with the words, saving nothing', async () => {
    const none = await brand.post(`${P}/vehicle_applications`, { product_id: part, vehicles: [] });
    expect(none.statusCode).toBe(400);
    expect(msg(none)).toBe('Select at least one vehicle');
    const unknown = await brand.post(`${P}/vehicle_applications`, { product_id: part, vehicles: [999999] });
    expect(unknown.statusCode).toBe(400);
    expect(msg(unknown)).toBe('Vehicle not found');
    const list = await brand.get(`${P}/product/${part}/vehicle_applications`);
    expect(list.json().vehicle_applications).toHaveLength(1);
  });

  it("answers 404 for another team's product and application", async () => {
    expect(
      (await brand.post(`${P}/vehicle_applications`, { product_id: theirs, vehicles: [v.ids[0]] }))
        .statusCode,
    ).toBe(404);
    expect((await other.get(`${P}/product/${part}/vehicle_applications`)).statusCode).toBe(404);
    expect((await other.delete(`${P}/vehicle_applications/${appId}`)).statusCode).toBe(404);
    expect(
      (
        await other.patch(`${P}/vehicle_applications/${appId}/year_range`, {
          product_id: part,
          year_from: 2016,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await viewer.post(`${P}/vehicle_applications`, { product_id: part, vehicles: [v.ids[0]] })).statusCode,
    ).toBe(403);
  });

  it('sets the year range within the vehicles years; months 1 to 12; null clears', async () => {
    const url = `${P}/vehicle_applications/${appId}/year_range`;
    const low = await brand.patch(url, {
      product_id: part,
      year_from: 2010,
      month_from: 1,
      year_to: null,
      month_to: null,
    });
    expect(low.statusCode).toBe(400);
    expect(msg(low)).toBe('Year from must be 2011 or later');
    const month = await brand.patch(url, { product_id: part, year_from: 2012, month_from: 13 });
    expect(month.statusCode).toBe(400);
    expect(msg(month)).toBe('Month must be between 1 and 12');
    const order = await brand.patch(url, { product_id: part, year_from: 2014, year_to: 2012 });
    expect(msg(order)).toBe('Year from must not be after year to');
    const ok = await brand.patch(url, {
      product_id: part,
      year_from: 2012,
      month_from: 3,
      year_to: '',
      month_to: '',
    });
    expect(ok.statusCode).toBe(200);
    expect(msg(ok)).toBe('Year range updated');
    const app = ok.json().vehicle_applications[0];
    expect([app.year_from, app.month_from, app.year_to, app.month_to]).toEqual([2012, 3, null, null]);
    const cleared = await brand.patch(url, {
      product_id: part,
      year_from: null,
      month_from: null,
      year_to: null,
      month_to: null,
    });
    expect(msg(cleared)).toBe('Year range cleared');
  });

  it('bounds the upper year when every vehicle has ended', async () => {
    const res = await brand.post(`${P}/vehicle_applications`, { product_id: part, vehicles: [v.ids[3]] });
    const app = res
      .json()
      .vehicle_applications.find((a: { vehicles: { id: number }[] }) => a.vehicles[0]!.id === v.ids[3]);
    expect(app.year_bounds).toEqual({ min: 2015, max: 2018 });
    const high = await brand.patch(`${P}/vehicle_applications/${app.id}/year_range`, {
      product_id: part,
      year_to: 2019,
    });
    expect(msg(high)).toBe('Year to must be 2018 or earlier');
    await brand.delete(`${P}/vehicle_applications/${app.id}`);
  });

  it('adds and removes application attributes', async () => {
    const titles = (await brand.get(`${P}/vehicles/attribute_titles.json`)).json() as {
      id: number;
      name: string;
    }[];
    const position = titles.find((x) => x.name === 'Position')!;
    const missing = await brand.post(`${P}/vehicle_application_attributes`, {
      product_id: part,
      vehicle_application_id: appId,
      vehicle_attribute_title_id: position.id,
      attribute_value: ' ',
    });
    expect(msg(missing)).toBe('Attribute value is required');
    const added = await brand.post(`${P}/vehicle_application_attributes`, {
      product_id: part,
      vehicle_application_id: appId,
      vehicle_attribute_title_id: position.id,
      attribute_value: 'Front',
    });
    expect(added.statusCode).toBe(201);
    expect(msg(added)).toBe('Vehicle application attribute added');
    const attr = added.json().vehicle_applications[0].attributes[0];
    expect(attr).toMatchObject({ title: 'Position', value: 'Front' });
    expect((await other.delete(`${P}/vehicle_application_attributes/${attr.id}`)).statusCode).toBe(404);
    const removed = await brand.delete(`${P}/vehicle_application_attributes/${attr.id}`);
    expect(msg(removed)).toBe('Vehicle application attribute removed');
    expect(removed.json().vehicle_applications[0].attributes).toEqual([]);
  });

  it('edits the application notes and vehicles', async () => {
    const res = await brand.patch(`${P}/vehicle_applications/${appId}`, {
      product_id: part,
      vehicles: [v.ids[0], v.ids[2], v.ids[4]],
      fitment_notes: 'Except cab chassis',
    });
    expect(msg(res)).toBe('Vehicle application updated');
    expect(res.json().vehicle_applications[0].fitment_notes).toBe('Except cab chassis');
    expect(await vehicleCount(part)).toBe(3);
  });

  it('removes vehicles from the product; an emptied application goes', async () => {
    const res = await brand.delete(`${P}/remove_vehicles`, { product_id: part, vehicle_ids: [v.ids[4]] });
    expect(msg(res)).toBe('Vehicle removed');
    expect(await vehicleCount(part)).toBe(2);
    const all = await brand.delete(`${P}/remove_vehicles`, {
      product_id: part,
      vehicle_ids: [v.ids[0], v.ids[2]],
    });
    expect(all.json().vehicle_applications).toEqual([]);
    expect(await vehicleCount(part)).toBe(0);
  });

  it('shows inherited applications of the assembly and copies them once', async () => {
    const asm = await brand.post(`${P}/vehicle_applications`, { product_id: assembly, vehicles: [v.ids[1]] });
    const asmApp = asm.json().vehicle_applications[0];
    const list = (await brand.get(`${P}/product/${part}/vehicle_applications`)).json();
    const inherited = list.vehicle_applications.find((a: { direct: boolean }) => !a.direct);
    expect(inherited).toMatchObject({ id: asmApp.id, product_id: assembly, product_sku: 'FIT-ASM' });
    expect(inherited.product_url).toBe('/catalogue/products/fit-asm/edit');
    const copy = () =>
      brand.post(`${P}/vehicle_applications/copy-from/${assembly}`, {
        product_id: part,
        vehicle_application_ids: [asmApp.id],
      });
    const first = await copy();
    expect(first.statusCode).toBe(200);
    expect(first.json().success).toBe(true);
    await copy();
    const after = (await brand.get(`${P}/product/${part}/vehicle_applications`)).json().vehicle_applications;
    expect(after.filter((a: { direct: boolean }) => a.direct)).toHaveLength(1);
    expect(await vehicleCount(part)).toBe(1);
    // Not an application of that assembly, and not an assembly of the product.
    const own = after.find((a: { direct: boolean }) => a.direct).id;
    const wrong = await brand.post(`${P}/vehicle_applications/copy-from/${assembly}`, {
      product_id: part,
      vehicle_application_ids: [own],
    });
    expect(msg(wrong)).toBe('Only inherited vehicle applications can be copied');
    const notAsm = await brand.post(`${P}/vehicle_applications/copy-from/${theirs}`, {
      product_id: part,
      vehicle_application_ids: [asmApp.id],
    });
    expect(notAsm.statusCode).toBe(404);
  });
});

describe('the fitment linter as product issues', () => {
  it('raises a gap and an overlap as open product issues and drops them when fixed', async () => {
    const lintProduct = await product(
      t.teams.brands[0]!,
      await brandOf(t.teams.brands[0]!, 'lint-brand'),
      'LINT-1',
    );
    const add = async (from: number, to: number) => {
      const res = await brand.post(`${P}/vehicle_applications`, {
        product_id: lintProduct,
        vehicles: [v.ids[3]],
      });
      const apps = res.json().vehicle_applications as { id: number }[];
      const id = apps[apps.length - 1]!.id;
      const ranged = await brand.patch(`${P}/vehicle_applications/${id}/year_range`, {
        product_id: lintProduct,
        year_from: from,
        year_to: to,
      });
      return { id, lint: ranged.json().lint as { kind: string; message: string }[] };
    };
    await add(2015, 2015);
    const second = await add(2017, 2018);
    expect(second.lint.map((l) => l.message)).toEqual([
      'Gap in fitment for Ford Ranger PX II Wildtrak: 2016 not covered',
    ]);
    await t.ctx.events.dispatchPending();
    const issues = async () => (await brand.get(`/api/catalogue/product-issues/${lintProduct}`)).json();
    expect((await issues()).open.map((i: { issue: string }) => i.issue)).toEqual([
      'Gap in fitment for Ford Ranger PX II Wildtrak: 2016 not covered',
    ]);
    await brand.patch(`${P}/vehicle_applications/${second.id}/year_range`, {
      product_id: lintProduct,
      year_from: 2015,
      year_to: 2018,
    });
    await t.ctx.events.dispatchPending();
    expect((await issues()).open.map((i: { issue: string }) => i.issue)).toEqual([
      'Overlapping applications for Ford Ranger PX II Wildtrak: 2015-2015 and 2015-2018',
    ]);
  });
});

describe('the vehicle picker and lookups', () => {
  it('pages 10 at a time, searches by keyword and filters; leaves out vehicles the product has', async () => {
    const all = (await brand.get(`${P}/vehicles/datatable.json?page=1&per=10`)).json();
    expect(all.meta.total_count).toBe(5);
    const hilux = (await brand.get(`${P}/vehicles/datatable.json?query=hilux%20sr5`)).json();
    expect(hilux.data.map((x: { model: string }) => x.model)).toEqual(['Hilux', 'Hilux']);
    const filtered = (
      await brand.get(
        `${P}/vehicles/datatable.json?filters=${encodeURIComponent(`make=${v.makes.ford},status=new`)}`,
      )
    ).json();
    expect(filtered.data.map((x: { series: string }) => x.series)).toEqual(['PX']);
    const bySource = (await brand.get(`${P}/vehicles/datatable.json?filters=source=OSCAR`)).json();
    expect(bySource.meta.total_count).toBe(1);
    const sorted = (
      await brand.get(`${P}/vehicles/datatable.json?sort=${encodeURIComponent('year_from desc')}`)
    ).json();
    expect(sorted.data[0].year_from).toBe(2015);
    const page2 = (await brand.get(`${P}/vehicles/datatable.json?page=2&per=2`)).json();
    expect(page2.data).toHaveLength(2);
    const excluding = (await brand.get(`${P}/vehicles/datatable.json?product_id=${part}`)).json();
    expect(excluding.meta.total_count).toBe(4);
    expect((await brand.get(`${P}/vehicles/datatable.json?product_id=${theirs}`)).statusCode).toBe(404);
    const bad = await brand.get(`${P}/vehicles/datatable.json?filters=colour=red`);
    expect(bad.statusCode).toBe(400);
  });

  it('answers the lookups and vehicle_field_search with restrictions', async () => {
    const makes = (await brand.get(`${P}/vehicles/makes.json`)).json();
    expect(makes.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(['Ford', 'Toyota']));
    const models = (await brand.get(`${P}/vehicles/models.json?make_id=${v.makes.ford}`)).json();
    expect(models).toEqual([{ id: v.models.ranger, name: 'Ranger' }]);
    for (const path of ['bodies', 'fuel_types', 'drive_types', 'transmissions'])
      expect((await brand.get(`${P}/vehicles/${path}.json`)).json().length).toBeGreaterThan(0);
    const q = (s: string) => brand.get(`${P}/vehicle_field_search?${s}`).then((r) => r.json());
    expect(await q('field=vehicle_make&term=toy')).toEqual([{ id: v.makes.toyota, name: 'Toyota' }]);
    expect(
      await q(`field=vehicle_model&term=&restriction=vehicle_make&restriction_id=${v.makes.toyota}`),
    ).toEqual([{ id: v.models.hilux, name: 'Hilux' }]);
    expect(await q('field=vehicle_model&term=&restriction=vehicle_make&restriction_id=0')).toEqual([]);
    const series = await q(
      `field=vehicle_series&term=px&restriction=vehicle_model&restriction_id=${v.models.ranger}`,
    );
    expect(series.map((s: { name: string }) => s.name)).toEqual(['PX', 'PX II']);
    expect((await brand.get(`${P}/vehicle_field_search?field=colour&term=x`)).statusCode).toBe(400);
  });
});

describe('the vehicle catalogue (staff)', () => {
  const form = () => hiluxVehicleForm(v);

  it('only staff read and edit the catalogue', async () => {
    expect((await brand.get('/api/admin/vehicles/datatable.json')).statusCode).toBe(403);
    expect((await brand.post('/api/admin/vehicles', { vehicle: form() })).statusCode).toBe(403);
    expect((await brand.patch(`/api/admin/vehicles/${v.ids[0]}`, { vehicle: form() })).statusCode).toBe(403);
  });

  it('creates a vehicle (and a new model from the selector), answering swd_id', async () => {
    const res = await staff.post('/api/admin/vehicles', { vehicle: form() });
    expect(res.statusCode).toBe(201);
    expect(msg(res)).toBe('Vehicle created');
    expect(res.json().swd_id).toMatch(/^PF\d{7}$/);
    expect(res.json().vehicle).toMatchObject({
      series: 'GUN136R',
      status: 'new',
      new_vehicle: true,
      engine_capacity: 2.4,
    });
    const created = await staff.post('/api/admin/vehicles', {
      vehicle: { ...form(), vehicle_model_id: -1, new_model_name: 'HiAce', series: 'TRH201R' },
    });
    expect(created.json().vehicle.model).toBe('HiAce');
    const noName = await staff.post('/api/admin/vehicles', { vehicle: { ...form(), vehicle_model_id: -1 } });
    expect(msg(noName)).toBe('Name the new model');
  });

  it('refuses a bad form with the words, saving nothing', async () => {
    const before = (await staff.get('/api/admin/vehicles/datatable.json')).json().meta.total_count;
    const cases: [Record<string, unknown>, string][] = [
      [{ series: '' }, 'Series is required'],
      [{ vehicle_make_id: '' }, 'Make is required'],
      [{ vehicle_body_id: '' }, 'Body is required'],
      [{ month_from: '' }, 'Month from is required'],
      [{ month_from: '13' }, 'Month must be between 1 and 12'],
      [{ year_from: '' }, 'Year from is required'],
      [{ cylinders: '' }, 'Cylinders is required'],
      [{ engine_capacity: '' }, 'Engine capacity is required'],
      [{ engine_capacity: '2.45' }, 'Engine capacity must be in steps of 0.1'],
      [{ vehicle_transmission_id: '' }, 'Transmission is required'],
      [{ vehicle_drive_type_id: '' }, 'Drive type is required'],
      [{ vehicle_fuel_type_id: '' }, 'Fuel type is required'],
      [{ market: '' }, 'Market is required'],
      [{ year_to: '2010' }, 'Year from must not be after year to'],
      [{ vehicle_model_id: v.models.ranger }, 'Model is required'],
    ];
    for (const [change, message] of cases) {
      const res = await staff.post('/api/admin/vehicles', { vehicle: { ...form(), ...change } });
      expect(res.statusCode, message).toBe(400);
      expect(msg(res)).toBe(message);
    }
    expect((await staff.get('/api/admin/vehicles/datatable.json')).json().meta.total_count).toBe(before);
  });

  it('edits a vehicle: Recently Updated; archived when set', async () => {
    const res = await staff.patch(`/api/admin/vehicles/${v.ids[4]}`, {
      vehicle: { ...form(), vehicle_make_id: v.makes.ford, vehicle_model_id: v.models.ranger, series: 'PJ' },
    });
    expect(msg(res)).toBe('Vehicle updated');
    expect(res.json().vehicle).toMatchObject({ series: 'PJ', status: 'updated', updated_vehicle: true });
    const archived = await staff.patch(`/api/admin/vehicles/${v.ids[4]}`, {
      vehicle: {
        ...form(),
        vehicle_make_id: v.makes.ford,
        vehicle_model_id: v.models.ranger,
        series: 'PJ',
        status: 'archived',
      },
    });
    expect(archived.json().vehicle.status).toBe('archived');
    expect((await staff.get('/api/admin/vehicles/999999')).statusCode).toBe(404);
    const table = (
      await staff.get('/api/admin/vehicles/datatable.json?per=25&filters=status=archived')
    ).json();
    expect(table.data.map((x: { id: number }) => x.id).sort()).toEqual([v.ids[1], v.ids[4]].sort());
    // Found by its new words.
    const found = (await staff.get('/api/admin/vehicles/datatable.json?query=2gd-ftv')).json();
    expect(found.meta.total_count).toBeGreaterThanOrEqual(2);
  });
});
