import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMailbox } from '../../../../adapters/mail/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../../../test/test-app.ts';
import { makeBrand, makeProduct } from '../../__tests__/fixtures.ts';
import { packages } from '../../catalogue.tables.ts';
import { sweepSchedule, workRun, type ExportDeps } from '../exports.service.ts';

let t: TestApp;
let brand: TestClient;
let brand2: TestClient;
let viewer: TestClient;
let staff: TestClient;
let deps: ExportDeps;
type Made = Awaited<ReturnType<typeof makeBrand>>;
let apex: Made;
let south: Made;
const P = '/api/catalogue';
const details = (res: { json(): unknown }) =>
  (res.json() as { error: { details: { path: unknown[]; message: string }[] } }).error.details;
const message = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  apex = await makeBrand(db, { teamId: t.teams.brands[0]!, name: 'Apex Brakes', slug: 'apex-brakes' });
  south = await makeBrand(db, { teamId: t.teams.brands[1]!, name: 'Southern', slug: 'southern' });
  const pad = await makeProduct(db, {
    teamId: t.teams.brands[0]!,
    brand: apex.brand,
    subBrandId: apex.subBrand.id,
    sku: 'PAD-2',
    title: 'Ceramic brake pad set, front',
    values: { description: '<p>Quiet &amp; <b>low dust</b></p>', published: true, price_cents: 12950 },
  });
  await db.insert(packages).values({
    product_id: pad.id,
    weight: 850,
    weight_unit: 'g',
    length: 120,
    width: 80,
    height: 40,
    dimensions_unit: 'mm',
  });
  await makeProduct(db, {
    teamId: t.teams.brands[0]!,
    brand: apex.brand,
    subBrandId: apex.subBrand2.id,
    sku: 'PAD-1',
    title: 'Rotor, "vented"',
  });
  await makeProduct(db, {
    teamId: t.teams.brands[1]!,
    brand: south.brand,
    subBrandId: south.subBrand.id,
    sku: 'S-1',
  });
  [brand, brand2, viewer, staff] = await Promise.all([
    t.signIn('brand@demo.test'),
    t.signIn('brand2@demo.test'),
    t.signIn('viewer@demo.test'),
    t.signIn('staff@demo.test'),
  ]);
  deps = {
    database: t.ctx.database,
    jobs: t.ctx.jobs,
    live: t.ctx.live,
    mail: t.ctx.mail,
    storage: t.ctx.storage,
    publicUrl: t.ctx.config.publicUrl,
  };
});
afterAll(async () => t?.close());

async function newTemplate(title: string, fields: unknown[] = []) {
  const res = await brand.post(`${P}/export_templates`, {
    export_template: { title, export_template_fields: JSON.stringify(fields) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { export_template: { id: number; export_template_fields: { id: number }[] } })
    .export_template;
}

describe('export templates', () => {
  it('creates a template with its fields, filling each column with the spec defaults', async () => {
    const res = await brand.post(`${P}/export_templates`, {
      export_template: {
        title: ' Supplier feed ',
        export_template_fields: JSON.stringify([
          { original_column: 1 },
          { original_column: 0, column_title: 'Name', uppercase: true },
          { original_column: 7 },
          { original_column: 13 },
          { original_column: 3, strip_html: true, uppercase: true, character_limit: 5 },
        ]),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as {
      message: string;
      export_template: { title: string; export_template_fields: unknown[] };
    };
    expect(body.message).toBe('Export Template Created');
    expect(body.export_template.title).toBe('Supplier feed');
    expect(body.export_template.export_template_fields).toMatchObject([
      { original_column: 1, column_title: 'SKU', type: 0, translatable: false, position: 0 },
      { original_column: 0, column_title: 'Name', type: 0, translatable: true, uppercase: true, position: 1 },
      { original_column: 7, column_title: 'Price', type: 1, translatable: false },
      { original_column: 13, column_title: 'Published', type: 2, translatable: false },
      // Not translatable: strip HTML, uppercase and the limit are off whatever was sent.
      { original_column: 3, strip_html: false, uppercase: false, character_limit: 0 },
    ]);
  });

  it('refuses a template without a title and changes nothing', async () => {
    const before = (await brand.get(`${P}/export_templates`)).json() as { export_templates: unknown[] };
    const res = await brand.post(`${P}/export_templates`, { export_template: { title: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(details(res)).toEqual([{ path: ['export_template', 'title'], message: 'Title is required' }]);
    const after = (await brand.get(`${P}/export_templates`)).json() as { export_templates: unknown[] };
    expect(after.export_templates.length).toBe(before.export_templates.length);
  });

  it('lists, shows, updates and deletes; another team answers 404; a viewer cannot write', async () => {
    const tpl = await newTemplate('Amazon feed', [{ original_column: 1 }, { original_column: 0 }]);
    const list = (await brand.get(`${P}/export_templates`)).json() as {
      export_templates: { id: number; title: string; fields_count: number }[];
    };
    expect(list.export_templates.find((x) => x.id === tpl.id)).toMatchObject({
      title: 'Amazon feed',
      fields_count: 2,
    });
    expect((await brand2.get(`${P}/export_templates`)).json()).toEqual({ export_templates: [] });
    expect((await brand2.get(`${P}/export_templates/${tpl.id}`)).statusCode).toBe(404);
    expect(
      (await brand2.patch(`${P}/export_templates/${tpl.id}`, { export_template: { title: 'x' } })).statusCode,
    ).toBe(404);
    expect((await brand2.delete(`${P}/export_templates/${tpl.id}`)).statusCode).toBe(404);
    expect((await viewer.post(`${P}/export_templates`, { export_template: { title: 'V' } })).statusCode).toBe(
      403,
    );

    const upd = await brand.patch(`${P}/export_templates/${tpl.id}`, {
      export_template: { title: 'Amazon AU feed' },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({
      message: 'Export Template Updated',
      export_template: {
        title: 'Amazon AU feed',
        export_template_fields: [{ original_column: 1 }, { original_column: 0 }],
      },
    });
    const del = await brand.delete(`${P}/export_templates/${tpl.id}`);
    expect(del.statusCode).toBe(200);
    expect((del.json() as { message: string }).message).toBe('Export Template deleted successfully');
    expect((await brand.get(`${P}/export_templates/${tpl.id}`)).statusCode).toBe(404);
  });
});

describe('export template fields', () => {
  it('creates (multipart-style strings), updates and deletes a field with the spec messages', async () => {
    const tpl = await newTemplate('Fields');
    const res = await brand.post(`${P}/export_template_fields`, {
      export_template_field: {
        original_column: '2',
        column_title: '',
        translatable: 'true',
        strip_html: 'true',
        uppercase: 'false',
        character_limit: '40',
        type: '0',
        export_template_id: String(tpl.id),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as { message: string; export_template_field: { id: number } };
    expect(created).toMatchObject({
      message: 'Export Template Field created',
      export_template_field: {
        column_title: 'Description',
        strip_html: true,
        character_limit: 40,
        position: 0,
      },
    });
    const id = created.export_template_field.id;
    const upd = await brand.patch(`${P}/export_template_fields/${id}`, {
      export_template_field: { original_column: 9, export_template_id: tpl.id },
    });
    expect(upd.json()).toMatchObject({
      message: 'Export Template Field updated',
      export_template_field: {
        original_column: 9,
        column_title: 'Weight (kg)',
        type: 1,
        translatable: false,
      },
    });
    expect(
      (
        await brand2.patch(`${P}/export_template_fields/${id}`, {
          export_template_field: { original_column: 1, export_template_id: tpl.id },
        })
      ).statusCode,
    ).toBe(404);
    expect((await brand2.delete(`${P}/export_template_fields/${id}`)).statusCode).toBe(404);
    const del = await brand.delete(`${P}/export_template_fields/${id}`);
    expect((del.json() as { message: string }).message).toBe('Export Template Field Deleted');
    const shown = (await brand.get(`${P}/export_templates/${tpl.id}`)).json() as {
      export_template: { export_template_fields: unknown[] };
    };
    expect(shown.export_template.export_template_fields).toEqual([]);
  });

  it('needs an original column from 0 to 24, a character limit of 0 or more, and a template of the team', async () => {
    const tpl = await newTemplate('Checks');
    const none = await brand.post(`${P}/export_template_fields`, {
      export_template_field: { export_template_id: tpl.id },
    });
    expect(none.statusCode).toBe(400);
    expect(message(none)).toBe('Original column is required');
    const high = await brand.post(`${P}/export_template_fields`, {
      export_template_field: { original_column: 25, export_template_id: tpl.id },
    });
    expect(message(high)).toBe('Original column is required');
    const neg = await brand.post(`${P}/export_template_fields`, {
      export_template_field: { original_column: 0, character_limit: -1, export_template_id: tpl.id },
    });
    expect(message(neg)).toBe('Character limit must be a whole number of 0 or more');
    const foreign = await brand2.post(`${P}/export_template_fields`, {
      export_template_field: { original_column: 1, export_template_id: tpl.id },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('run export', () => {
  it('needs a brand (Please select a brand); another team’s brand or template answers 404', async () => {
    const tpl = await newTemplate('Run checks', [{ original_column: 1 }]);
    const none = await brand.post(`${P}/export_template/export/${tpl.id}`, {
      export_template: { brand_id: '' },
    });
    expect(none.statusCode).toBe(400);
    expect(message(none)).toBe('Please select a brand');
    const empty = await brand.post(`${P}/export_template/export/${tpl.id}`, {});
    expect(message(empty)).toBe('Please select a brand');
    expect(
      (
        await brand.post(`${P}/export_template/export/${tpl.id}`, {
          export_template: { brand_id: south.brand.id },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await brand2.post(`${P}/export_template/export/${tpl.id}`, {
          export_template: { brand_id: south.brand.id },
        })
      ).statusCode,
    ).toBe(404);
    const wrongSub = await brand.post(`${P}/export_template/export/${tpl.id}`, {
      export_template: { brand_id: apex.brand.id, sub_brand_id: south.subBrand.id },
    });
    expect(wrongSub.statusCode).toBe(400);
  });

  it('runs for the current brand when none is named, as the product list follows it (decision 0276)', async () => {
    const tpl = await newTemplate('Current brand', [{ original_column: 1 }]);
    const me = (await brand.get('/api/session')).json().user.id as number;
    expect((await brand.post(`${P}/users/${me}/brand`, { brand_id: apex.brand.id })).statusCode).toBe(200);
    try {
      const res = await brand.post(`${P}/export_template/export/${tpl.id}`, { export_template: {} });
      expect(res.statusCode, res.body).toBe(202);
      const run = (res.json() as { export_run: { file_name: string } }).export_run;
      expect(run.file_name).toMatch(/^current-brand-apex-brakes-\d+\.csv$/);
      // A named brand still wins (another team's: 404 as before).
      const named = await brand.post(`${P}/export_template/export/${tpl.id}`, {
        export_template: { brand_id: south.brand.id },
      });
      expect(named.statusCode).toBe(404);
    } finally {
      await brand.delete(`${P}/users/${me}/brand`);
    }
    // All brands (no current brand): a brand must be chosen again.
    const none = await brand.post(`${P}/export_template/export/${tpl.id}`, { export_template: {} });
    expect(none.statusCode).toBe(400);
    expect(message(none)).toBe('Please select a brand');
  });

  it('writes the CSV by a job with the shaped columns, emails the link, and the link downloads it', async () => {
    const tpl = await newTemplate('Full', [
      { original_column: 1 },
      { original_column: 0, column_title: 'Name', uppercase: true, character_limit: 12 },
      { original_column: 2, strip_html: true },
      { original_column: 7 },
      { original_column: 9 },
      { original_column: 10 },
      { original_column: 13 },
      { original_column: 4 },
    ]);
    const res = await brand.post(`${P}/export_template/export/${tpl.id}`, {
      export_template: { brand_id: apex.brand.id },
    });
    expect(res.statusCode, res.body).toBe(202);
    const run = (res.json() as { export_run: { id: number; status: string; download_url: string | null } })
      .export_run;
    expect(run).toMatchObject({ status: 'queued', download_url: null });

    await workRun(deps, run.id);
    const shown = (await brand.get(`${P}/export_runs/${run.id}`)).json() as {
      export_run: { status: string; row_count: number; download_url: string };
    };
    expect(shown.export_run).toMatchObject({ status: 'completed', row_count: 2 });
    expect((await brand2.get(`${P}/export_runs/${run.id}`)).statusCode).toBe(404);

    const mail = await listMailbox(t.ctx.database.db, { to: 'brand@demo.test' });
    const sent = mail.find((m) => m.text.includes(shown.export_run.download_url));
    expect(sent?.subject).toBe('Your product export is ready');

    const path = new URL(shown.export_run.download_url).pathname;
    const file = await t.anonymous.get(path);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body.trim().split('\n')).toEqual([
      'SKU,Name,Description,Price,Weight (kg),Length (cm),Published,Sub-Brand',
      'PAD-1,"ROTOR, ""VENT",,,,,No,Apex Brakes Value',
      'PAD-2,CERAMIC BRAK,Quiet & low dust,129.5,0.85,12,Yes,Apex Brakes Pro',
    ]);
    expect((await t.anonymous.get(`${P}/export_files/${'x'.repeat(32)}`)).statusCode).toBe(404);
  });

  it('filters by sub-brand and quotes values with commas and quotes', async () => {
    const tpl = await newTemplate('Quoted', [{ original_column: 1 }, { original_column: 0 }]);
    const res = await brand.post(`${P}/export_template/export/${tpl.id}`, {
      export_template: { brand_id: apex.brand.id, sub_brand_id: apex.subBrand2.id },
    });
    const run = (res.json() as { export_run: { id: number } }).export_run;
    await workRun(deps, run.id);
    await workRun(deps, run.id); // a repeated job does nothing more
    const shown = (await brand.get(`${P}/export_runs/${run.id}`)).json() as {
      export_run: { download_url: string };
    };
    const file = await t.anonymous.get(new URL(shown.export_run.download_url).pathname);
    expect(file.body).toBe('SKU,Title\nPAD-1,"Rotor, ""vented"""\n');
  });
});

describe('data exports (admin)', () => {
  it('is for staff only', async () => {
    expect((await brand.get('/api/admin/exports')).statusCode).toBe(403);
    expect((await brand.post('/api/admin/exports', { account_code: 'A', email: 'a@b.co' })).statusCode).toBe(
      403,
    );
  });

  it('validates account code, email and the hourly slot', async () => {
    const res = await staff.post('/api/admin/exports', {
      account_code: '',
      email: 'nope',
      export_time: '07:30',
    });
    expect(res.statusCode).toBe(400);
    expect(details(res).map((d) => d.message)).toEqual([
      'Account code is required',
      'Email is not valid',
      'Export time must be one of the hourly slots 00:00 to 23:00',
    ]);
    const ghost = await staff.post('/api/admin/exports', {
      account_code: 'A1',
      email: 'a@b.co',
      brands: [999999],
    });
    expect(details(ghost)).toEqual([{ path: ['brands'], message: 'Brand not found' }]);
  });

  it('creates, updates and deletes, and runs once per scheduled hour while active', async () => {
    const res = await staff.post('/api/admin/exports', {
      account_code: 'ACC-77',
      email: 'feeds@retailer.test',
      brands: [apex.brand.id],
      product_types: [],
      export_time: '05:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    const exp = (res.json() as { exp: { id: number } }).exp;
    expect(res.json()).toMatchObject({
      message: 'Export created',
      exp: {
        account_code: 'ACC-77',
        selected_brands: [{ id: apex.brand.id, name: 'Apex Brakes' }],
        export_time: '05:00',
        schedule: 'Daily at 05:00 UTC',
        active: true,
      },
    });
    expect(await sweepSchedule(deps, new Date('2026-03-02T04:59:00Z'))).toEqual([]);
    const runs = await sweepSchedule(deps, new Date('2026-03-02T05:01:00Z'));
    expect(runs).toHaveLength(1);
    expect(await sweepSchedule(deps, new Date('2026-03-02T05:40:00Z'))).toEqual([]);
    await workRun(deps, runs[0]!);
    const mail = await listMailbox(t.ctx.database.db, { to: 'feeds@retailer.test' });
    expect(mail).toHaveLength(1);
    const link = /https?:\/\/\S+/.exec(mail[0]!.text)![0];
    const csv = (await t.anonymous.get(new URL(link).pathname)).body.split('\n');
    expect(csv[0]).toContain('Title,SKU,Description,Brand');
    expect(csv.filter((l) => l.includes('PAD-'))).toHaveLength(2);
    expect(csv.some((l) => l.includes('S-1'))).toBe(false);

    const upd = await staff.patch(`/api/admin/exports/${exp.id}`, {
      account_code: 'ACC-77',
      email: 'feeds@retailer.test',
      export_time: '05:00',
      active: false,
    });
    expect(upd.json()).toMatchObject({ message: 'Export updated', exp: { active: false } });
    expect(await sweepSchedule(deps, new Date('2026-03-03T05:01:00Z'))).toEqual([]);
    const del = await staff.delete(`/api/admin/exports/${exp.id}`);
    expect(del.json()).toMatchObject({ message: 'Export deleted' });
    expect((await staff.delete(`/api/admin/exports/${exp.id}`)).statusCode).toBe(404);
  });
});
