import { readFile } from 'node:fs/promises';
import { sql, type SQL } from 'drizzle-orm';
import { ACES_EXPORT_TOPIC, type AcesExportProgress } from '@partsflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { runAcesExport, type AcesDeps } from '../aces/aces.service.ts';
import {
  vehicleApplicationAttributes,
  vehicleApplications,
  vehicleApplicationVehicles,
  vehicleAttributeTitles,
} from '../fitment.tables.ts';
import { makeVehicleCatalogue } from './fixtures.ts';

let t: TestApp;
let brand: TestClient;
let merchant: TestClient;
let brandId: number;
let otherBrandId: number;
let deps: AcesDeps;
const published: { teamId: number; topic: string; payload: AcesExportProgress }[] = [];
const xsd = readFile(new URL('../aces/aces.xsd', import.meta.url), 'utf8');

const rows = async <T>(query: SQL) =>
  ((await t.ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  const cat = await makeVehicleCatalogue(db);
  const [gun126, kun26, px, px2] = cat.ids as [number, number, number, number];
  const teamId = t.teams.brands[0]!;
  const [b] = await rows<{ id: number }>(
    sql`insert into brands (team_id, name, slug) values (${teamId}, 'Apex & Sons', 'apex-sons') returning id`,
  );
  brandId = b!.id;
  const [o] = await rows<{ id: number }>(
    sql`insert into brands (team_id, name, slug) values (${t.teams.brands[1] ?? t.teams.merchants[0]!}, 'Other', 'other-aces') returning id`,
  );
  otherBrandId = o!.id;
  const product = async (sku: string) =>
    (
      await rows<{ id: number }>(sql`
        insert into products (team_id, brand_id, slug, sku, title, published)
        values (${teamId}, ${brandId}, ${sku.toLowerCase()}, ${sku}, ${sku}, true) returning id`)
    )[0]!.id;
  const pad = await product('PAD-1');
  const rotor = await product('ROT-2');
  await product('NOFIT-3');
  const [position] = await db
    .select()
    .from(vehicleAttributeTitles)
    .where(sql`${vehicleAttributeTitles.name} = 'Position'`);
  const app = async (
    productId: number,
    vehicleIds: number[],
    v: Partial<typeof vehicleApplications.$inferInsert>,
  ) => {
    const [a] = await db
      .insert(vehicleApplications)
      .values({ product_id: productId, ...v })
      .returning();
    await db
      .insert(vehicleApplicationVehicles)
      .values(vehicleIds.map((id) => ({ vehicle_application_id: a!.id, vehicle_id: id })));
    return a!.id;
  };
  const a1 = await app(pad, [gun126, kun26], { fitment_notes: 'With <ABS> & "VSC"' });
  await db.insert(vehicleApplicationAttributes).values({
    vehicle_application_id: a1,
    vehicle_attribute_title_id: position!.id,
    attribute_value: 'Front',
  });
  await app(rotor, [px, px2], { year_from: 2012, month_from: 3, year_to: 2016, month_to: 9 });
  brand = await t.signIn('brand@demo.test');
  merchant = await t.signIn('merchant@demo.test');
  deps = {
    db,
    jobs: t.ctx.jobs,
    storage: t.ctx.storage,
    products: { productsOfBrand: (await import('../../catalogue/index.ts')).productsOfBrand },
    live: {
      publish: async (teamId, topic, payload) => {
        published.push({ teamId, topic, payload: payload as AcesExportProgress });
      },
    },
  };
});
afterAll(async () => t?.close());

const path = () => `/api/catalogue/brands/${brandId}/aces_export`;

describe('ACES fitment export', () => {
  it('queues one export per brand, writes a file valid against the schema, and serves it', async () => {
    expect((await brand.get(path())).json()).toMatchObject({ status: 'none', download_url: null });
    const first = await brand.post(path());
    expect(first.statusCode).toBe(202);
    expect(first.json().status).toBe('running');
    // A double click joins the running export.
    expect((await brand.post(path())).json().status).toBe('running');
    expect((await brand.get(`${path()}.xml`)).statusCode).toBe(404);

    await runAcesExport(deps, { teamId: t.teams.brands[0]!, brandId });
    // Live progress to the starter's team: the brand's three products, then finished with the records.
    expect(published.every((p) => p.teamId === t.teams.brands[0] && p.topic === ACES_EXPORT_TOPIC)).toBe(
      true,
    );
    expect(published.map((p) => p.payload)).toEqual([
      { brand_id: brandId, done: 0, total: 3, records: 0, finished: false },
      { brand_id: brandId, done: 3, total: 3, records: 4, finished: false },
      { brand_id: brandId, done: 3, total: 3, records: 4, finished: true },
    ]);
    const done = (await brand.get(path())).json();
    expect(done).toMatchObject({ status: 'ready', records: 4, download_url: `${path()}.xml` });

    const file = await brand.get(`${path()}.xml`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    const xml = file.body;
    const result = await validateXML({
      xml: [{ fileName: 'export.xml', contents: xml }],
      schema: [{ fileName: 'aces.xsd', contents: await xsd }],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml.match(/<App /g)).toHaveLength(4);
    expect(xml).toContain('<RecordCount>4</RecordCount>');
    expect(xml).toContain('<BrandName>Apex &amp; Sons</BrandName>');
    expect(xml).toContain('<Note>With &lt;ABS&gt; &amp; &quot;VSC&quot;</Note>');
    expect(xml).toContain('<Qual name="Position"><text>Front</text></Qual>');
    // The application's own range where set; the vehicle's production otherwise (open end: no "to").
    expect(xml).toContain('<Years from="2012" to="2016" fromMonth="3" toMonth="9"/>');
    expect(xml).toMatch(
      /<Model>Hilux<\/Model><Series>GUN126R<\/Series>.*<Years from="2015" fromMonth="1"\/>/,
    );
    expect(xml).not.toContain('NOFIT-3');
  });

  it('rejects a file that breaks the schema (the validation can fail)', async () => {
    const bad =
      '<?xml version="1.0"?><ACES version="4.2"><Footer><RecordCount>1</RecordCount></Footer></ACES>';
    const result = await validateXML({
      xml: [{ fileName: 'bad.xml', contents: bad }],
      schema: [{ fileName: 'aces.xsd', contents: await xsd }],
    });
    expect(result.valid).toBe(false);
  });

  it('answers 404 for another team’s brand and 403 without the catalogue', async () => {
    expect((await brand.post(`/api/catalogue/brands/${otherBrandId}/aces_export`)).statusCode).toBe(404);
    expect((await brand.get(`/api/catalogue/brands/${otherBrandId}/aces_export.xml`)).statusCode).toBe(404);
    expect((await merchant.get(path())).statusCode).toBe(403);
  });
});
