import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../../test/test-app.ts';
import { fileUpload, xlsx } from '../../../../platform/imports/__tests__/import-fixtures.ts';
import { makeBrand, makeProduct } from '../../__tests__/fixtures.ts';
import { runBulkJob } from '../../bulk/bulk.service.ts';
import {
  attributeTitles,
  attributeValues,
  packageTypes,
  packages,
  productAttributes,
  products,
} from '../../catalogue.tables.ts';

let t: TestApp;
let brand: TestClient;
let brand2: TestClient;
type Made = Awaited<ReturnType<typeof makeBrand>>;
let apex: Made;
let south: Made;
let pad: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  apex = await makeBrand(db, { teamId: t.teams.brands[0]!, name: 'Apex Brakes', slug: 'apex-brakes' });
  south = await makeBrand(db, { teamId: t.teams.brands[1]!, name: 'Southern', slug: 'southern' });
  pad = await makeProduct(db, {
    teamId: t.teams.brands[0]!,
    brand: apex.brand,
    subBrandId: apex.subBrand.id,
    sku: 'PAD-1',
  });
  [brand, brand2] = await Promise.all([t.signIn('brand@demo.test'), t.signIn('brand2@demo.test')]);
});
afterAll(async () => t?.close());

async function importFile(
  client: TestClient,
  type: string,
  name: string,
  content: Buffer | string,
  contextId?: number,
) {
  const res = await client.request({
    method: 'POST',
    url: `/api/imports/${type}/uploads${contextId ? `?context_id=${contextId}` : ''}`,
    ...fileUpload(name, content),
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { import: { id: number }; mapping: Record<string, string | null> };
  const st = await client.post(`/api/imports/${body.import.id}/start`, { mapping: body.mapping });
  expect(st.statusCode, st.body).toBe(200);
  await t.ctx.imports.run(body.import.id);
  const done = (await client.get(`/api/imports/${body.import.id}`)).json() as {
    id: number;
    status: string;
    total_rows: number;
    valid_rows: number;
    error_rows: number;
    loaded_rows: number;
  };
  const errors = (await client.get(`/api/imports/${body.import.id}/errors`)).json() as {
    errors: { line: number; column: string; message: string }[];
  };
  return { done, errors: errors.errors, mapping: body.mapping };
}

describe('Import Products', () => {
  it('loads an XLSX file, keeps the bad row as a row error, and a second file updates without duplicates', async () => {
    const file = await xlsx([
      ['SKU', 'Brand', 'Title', 'Price', 'Published', 'Sub-Brand', 'Record Type', 'Country'],
      ['ROTOR-9', 'Apex Brakes', 'Vented rotor 300mm', '89.90', 'Yes', 'Apex Brakes Pro', 'Part', 'au'],
      ['KIT-9', 'apex-brakes', 'Brake kit', '$1,249.00', 'no', '', 'Assembly', ''],
      ['BAD-9', 'Nobody Brand', 'Bad', 'twelve', 'maybe', '', '', ''],
      ['PAD-1', 'Apex Brakes', 'Renamed pad', '', '', '', '', ''],
    ]);
    const { done, errors, mapping } = await importFile(brand, 'products', 'products.xlsx', file);
    expect(mapping).toMatchObject({
      sku: 'SKU',
      brand: 'Brand',
      title: 'Title',
      price: 'Price',
      sub_brand: 'Sub-Brand',
    });
    expect(done).toMatchObject({
      status: 'completed',
      total_rows: 4,
      valid_rows: 3,
      error_rows: 1,
      loaded_rows: 3,
    });
    expect(errors).toEqual([
      { line: 4, column: 'Brand', message: "No brand 'Nobody Brand' in your team" },
      { line: 4, column: 'Price', message: 'Price must be an amount of 0 or more' },
      { line: 4, column: 'Published', message: 'Published must be Yes or No' },
    ]);
    const db = t.ctx.database.db;
    const [rotor] = await db
      .select()
      .from(products)
      .where(and(eq(products.brand_id, apex.brand.id), eq(products.sku, 'ROTOR-9')));
    expect(rotor).toMatchObject({
      title: 'Vented rotor 300mm',
      slug: 'apex-brakes-rotor-9',
      price_cents: 8990,
      published: true,
      sub_brand_id: apex.subBrand.id,
      country_of_origin: 'AU',
      record_type: 'Part',
      team_id: t.teams.brands[0],
    });
    const [kit] = await db.select().from(products).where(eq(products.slug, 'apex-brakes-kit-9'));
    expect(kit).toMatchObject({ price_cents: 124900, published: false, record_type: 'Assembly' });
    const [renamed] = await db.select().from(products).where(eq(products.id, pad.id));
    expect(renamed).toMatchObject({ title: 'Renamed pad', sub_brand_id: apex.subBrand.id });

    const again = await importFile(
      brand,
      'products',
      'again.csv',
      'SKU,Brand,Price\nROTOR-9,Apex Brakes,95\n',
    );
    expect(again.done).toMatchObject({ status: 'completed', loaded_rows: 1, error_rows: 0 });
    const rows = await db.select().from(products).where(eq(products.brand_id, apex.brand.id));
    expect(rows.filter((r) => r.sku === 'ROTOR-9')).toHaveLength(1);
    expect(rows.find((r) => r.sku === 'ROTOR-9')).toMatchObject({
      price_cents: 9500,
      title: 'Vented rotor 300mm',
    });
  });

  it('uses the chosen brand when the file has no brand column, and cannot write into another team’s brand', async () => {
    const own = await importFile(
      brand,
      'products',
      'p.csv',
      'SKU,Title\nCTX-1,From context\n',
      apex.brand.id,
    );
    expect(own.done).toMatchObject({ status: 'completed', loaded_rows: 1 });
    const res = await brand.request({
      method: 'POST',
      url: `/api/imports/products/uploads?context_id=${south.brand.id}`,
      ...fileUpload('p.csv', 'SKU\nX-1\n'),
    });
    expect(res.statusCode).toBe(404);
    const other = await importFile(brand, 'products', 'p.csv', 'SKU,Brand\nX-2,Southern\n');
    expect(other.errors).toEqual([{ line: 2, column: 'Brand', message: "No brand 'Southern' in your team" }]);
    const noBrand = await importFile(brand, 'products', 'p.csv', 'SKU,Title\nX-3,No brand\n');
    expect(noBrand.errors).toEqual([{ line: 2, column: 'Brand', message: 'Brand is required' }]);
  });
});

describe('the current brand (decision 0276)', () => {
  it('is the brand of an upload that names none; All brands asks for one again', async () => {
    const me = (await brand.get('/api/session')).json().user.id as number;
    const upload = () =>
      brand.request({
        method: 'POST',
        url: '/api/imports/product_attributes/uploads',
        ...fileUpload('current.csv', 'SKU,Attribute,Value\nPAD-1,Colour,Red\n'),
      });
    expect(
      (await brand.post(`/api/catalogue/users/${me}/brand`, { brand_id: apex.brand.id })).statusCode,
    ).toBe(200);
    try {
      const res = await upload();
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as { import: { context_id: number } }).import.context_id).toBe(apex.brand.id);
      // A named brand still wins, and another team's is still refused.
      const foreign = await brand.request({
        method: 'POST',
        url: `/api/imports/product_attributes/uploads?context_id=${south.brand.id}`,
        ...fileUpload('current.csv', 'SKU,Attribute,Value\nPAD-1,Colour,Red\n'),
      });
      expect(foreign.statusCode).toBe(404);
    } finally {
      await brand.delete(`/api/catalogue/users/${me}/brand`);
    }
    const none = await upload();
    expect(none.statusCode).toBe(400);
    expect((none.json() as { error: { message: string } }).error.message).toBe('Please select a brand');
  });
});

describe('Import Packaging', () => {
  it('needs a brand of the team (Please select a brand), then adds and updates packages; unknown SKUs are row errors', async () => {
    const none = await brand.request({
      method: 'POST',
      url: '/api/imports/packaging/uploads',
      ...fileUpload('k.csv', 'SKU\nPAD-1\n'),
    });
    expect(none.statusCode).toBe(400);
    expect((none.json() as { error: { message: string } }).error.message).toBe('Please select a brand');
    const foreign = await brand2.request({
      method: 'POST',
      url: `/api/imports/packaging/uploads?context_id=${apex.brand.id}`,
      ...fileUpload('k.csv', 'SKU\nPAD-1\n'),
    });
    expect(foreign.statusCode).toBe(404);

    const db = t.ctx.database.db;
    await db.insert(packageTypes).values({ name: 'Carton (import test)' }).onConflictDoNothing();
    const csv =
      'SKU,Identifier,Package Type,Length,Width,Height,Dimensions Unit,Weight,Weight Unit\n' +
      'PAD-1,Box A,Carton (import test),30,20,10,cm,1.5,kg\n' +
      'NOPE-1,Box A,,1,1,1,cm,1,kg\n' +
      'PAD-1,Box B,,300,200,100,parsecs,2,kg\n';
    const { done, errors } = await importFile(brand, 'packaging', 'k.csv', csv, apex.brand.id);
    expect(done).toMatchObject({
      status: 'completed',
      total_rows: 3,
      valid_rows: 1,
      error_rows: 2,
      loaded_rows: 1,
    });
    expect(errors).toEqual([
      { line: 3, column: 'SKU', message: "No product with SKU 'NOPE-1' in this brand" },
      { line: 4, column: 'Dimensions Unit', message: 'Dimensions unit must be one of cm, m, mm, in, ft, yd' },
    ]);
    const again = await importFile(
      brand,
      'packaging',
      'k2.csv',
      'SKU,Identifier,Weight\nPAD-1,Box A,2.25\n',
      apex.brand.id,
    );
    expect(again.done.loaded_rows).toBe(1);
    const rows = await db.select().from(packages).where(eq(packages.product_id, pad.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ identifier: 'Box A', length: 30, weight: 2.25, weight_unit: 'kg' });
  });
});

describe('Import Product Attributes', () => {
  it('checks values by the attribute’s data type and keeps the product’s attribute count', async () => {
    const db = t.ctx.database.db;
    const teamId = t.teams.brands[0]!;
    const [width] = await db
      .insert(attributeTitles)
      .values({ team_id: teamId, name: 'Pad Width Imp', data_type: 'numeric' })
      .returning();
    const [pos] = await db
      .insert(attributeTitles)
      .values({ team_id: teamId, name: 'Axle Imp', data_type: 'lookup' })
      .returning();
    await db.insert(attributeValues).values([
      { attribute_title_id: pos!.id, value: 'Front' },
      { attribute_title_id: pos!.id, value: 'Rear' },
    ]);
    await db.insert(attributeTitles).values({ team_id: teamId, name: 'Sensor Imp', data_type: 'boolean' });
    const csv =
      'SKU,Attribute,Value\n' +
      'PAD-1,Pad Width Imp,12.5\n' +
      'PAD-1,axle imp,front\n' +
      'PAD-1,Sensor Imp,yes\n' +
      'PAD-1,Pad Width Imp,wide\n' +
      'PAD-1,Axle Imp,Middle\n' +
      'PAD-1,Colour Imp,Red\n';
    const { done, errors } = await importFile(brand, 'product_attributes', 'a.csv', csv, apex.brand.id);
    expect(done).toMatchObject({ status: 'completed', valid_rows: 3, error_rows: 3, loaded_rows: 3 });
    expect(errors).toEqual([
      { line: 5, column: 'Value', message: 'Value must be a number' },
      { line: 6, column: 'Value', message: "'Middle' is not a value of Axle Imp" },
      { line: 7, column: 'Attribute', message: "No attribute 'Colour Imp'" },
    ]);
    const attrs = await db.select().from(productAttributes).where(eq(productAttributes.product_id, pad.id));
    const byTitle = new Map(attrs.map((a) => [a.attribute_title_id, a.value]));
    expect(attrs).toHaveLength(3);
    expect(byTitle.get(width!.id)).toBe('12.5');
    expect(byTitle.get(pos!.id)).toBe('Front');
    expect([...byTitle.values()]).toContain('Yes');
    const [p] = await db.select().from(products).where(eq(products.id, pad.id));
    expect(p!.attribute_count).toBe(3);
  });
});

describe('each import is one change set, previewed and reverted as a unit (decision 0273)', () => {
  const A = '/api/catalogue';
  async function revert(changeSetId: number) {
    const res = await brand.post(`${A}/change-sets/${changeSetId}/revert`);
    expect(res.statusCode, res.body).toBe(200);
    await runBulkJob({ db: t.ctx.database.db, live: t.ctx.live }, res.json().job.job_id);
    return (await brand.get(`${A}/products/bulk-jobs/${res.json().job.job_id}`)).json();
  }

  it('products: updates are reverted to the values before the import; a created product stays', async () => {
    const db = t.ctx.database.db;
    const made = await makeProduct(db, {
      teamId: t.teams.brands[0]!,
      brand: apex.brand,
      subBrandId: apex.subBrand.id,
      sku: 'CS-1',
      title: 'Before import',
    });
    const csv = 'SKU,Brand,Title,Price\nCS-1,Apex Brakes,After import,12.50\nCS-NEW,Apex Brakes,Fresh,\n';
    const { done } = await importFile(brand, 'products', 'cs.csv', csv);
    const changeSetId = (done as unknown as { change_set_id: number }).change_set_id;
    expect(changeSetId).toEqual(expect.any(Number));
    const preview = (await brand.get(`${A}/change-sets/${changeSetId}`)).json();
    expect(preview.change_set).toMatchObject({
      kind: 'import-products',
      label: 'Import Products: cs.csv',
      status: 'completed',
      entries: 2,
    });
    const update = preview.entries.find((e: { sku: string }) => e.sku === 'CS-1');
    expect(update).toMatchObject({ action: 'update', comment: 'Import Products: cs.csv' });
    expect(update.changes).toEqual(
      expect.arrayContaining([{ change: 'Title', details: { old: 'Before import', new: 'After import' } }]),
    );
    expect(preview.entries.find((e: { sku: string }) => e.sku === 'CS-NEW')).toMatchObject({
      action: 'create',
    });
    // Another team cannot see or revert it.
    expect((await brand2.get(`${A}/change-sets/${changeSetId}`)).statusCode).toBe(404);

    const state = await revert(changeSetId);
    expect(state).toMatchObject({ status: 'completed', done: 2, changed: 1 });
    const [after] = await db.select().from(products).where(eq(products.id, made.id));
    expect(after).toMatchObject({ title: 'Before import', price_cents: made.price_cents });
    const fresh = await db.select().from(products).where(eq(products.sku, 'CS-NEW'));
    expect(fresh).toHaveLength(1);
    expect((await brand.post(`${A}/change-sets/${changeSetId}/revert`)).statusCode).toBe(409);
  });

  it('packaging and attributes: added records are removed and updated ones restored; counts follow', async () => {
    const db = t.ctx.database.db;
    const item = await makeProduct(db, {
      teamId: t.teams.brands[0]!,
      brand: apex.brand,
      subBrandId: apex.subBrand.id,
      sku: 'CS-2',
    });
    await db
      .insert(packages)
      .values({ product_id: item.id, identifier: 'OLD-BOX', length: 5, width: 5, height: 5 });
    const pk = await importFile(
      brand,
      'packaging',
      'p.csv',
      'SKU,Identifier,Length\nCS-2,OLD-BOX,9\nCS-2,NEW-BOX,4\n',
      apex.brand.id,
    );
    const pkSet = (pk.done as unknown as { change_set_id: number }).change_set_id;
    expect((await brand.get(`${A}/change-sets/${pkSet}`)).json().change_set.entries).toBe(2);
    expect(await revert(pkSet)).toMatchObject({ status: 'completed', changed: 2 });
    const boxes = await db.select().from(packages).where(eq(packages.product_id, item.id));
    expect(boxes.map((b) => [b.identifier, Number(b.length)])).toEqual([['OLD-BOX', 5]]);

    const [grade] = await db
      .insert(attributeTitles)
      .values({ team_id: t.teams.brands[0]!, name: 'Grade Cs', data_type: 'alphanumeric' })
      .returning();
    const at = await importFile(
      brand,
      'product_attributes',
      'a.csv',
      'SKU,Attribute,Value\nCS-2,Grade Cs,Gold\n',
      apex.brand.id,
    );
    expect((await db.select().from(products).where(eq(products.id, item.id)))[0]!.attribute_count).toBe(1);
    await revert((at.done as unknown as { change_set_id: number }).change_set_id);
    const left = await db
      .select()
      .from(productAttributes)
      .where(
        and(eq(productAttributes.product_id, item.id), eq(productAttributes.attribute_title_id, grade!.id)),
      );
    expect(left).toEqual([]);
    expect((await db.select().from(products).where(eq(products.id, item.id)))[0]!.attribute_count).toBe(0);
  });
});
