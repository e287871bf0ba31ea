import { AMAZON_MESSAGES as M } from '@partsflow/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../../test/test-app.ts';
import { createMarketplaceServices, type MarketplaceServices } from '../../marketplace.services.ts';
import { makeBrand, makeProduct, rowsOf } from '../../__tests__/fixtures.ts';
import { runAmazonExport } from '../amazon.service.ts';

let t: TestApp;
let brand: TestClient;
let merchant: TestClient;
let merchant2: TestClient;
let services: MarketplaceServices;
const A = '/api/marketplace/amazon_listings';
const L = '/api/catalogue/b/amz/listings';
const ids: Record<string, number> = {};

type Listing = {
  id: number;
  product: { id: number; sku: string };
  valid: string[];
  active: boolean;
  brand: string;
};

async function list(client = merchant, page = 1) {
  const res = await client.get(`${A}?page=${page}&per_page=25`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Listing[]; meta: { total_items: number } };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  services = createMarketplaceServices(t.ctx, { delayMs: [0, 0] });
  const brandTeam = t.teams.brands[0]!;
  brand = await t.signIn('brand@demo.test');
  merchant = await t.signIn('merchant@demo.test');
  merchant2 = await t.signIn('merchant2@demo.test');
  const b = await makeBrand(db, { teamId: brandTeam, name: 'Amz Brakes', slug: 'amz' });
  // AMZ-FULL has everything Amazon needs; AMZ-BARE has no GTIN and no image; AMZ-HIDDEN is not on the marketplace.
  for (const sku of ['AMZ-FULL', 'AMZ-BARE', 'AMZ-HIDDEN']) {
    const p = await makeProduct(db, { teamId: brandTeam, brand: b, sku, title: `Pad "${sku}", front` });
    ids[sku] = p.id;
    if (sku !== 'AMZ-BARE') {
      await db.execute(sql`
        insert into product_numbers (product_id, number_type, value, gtin_type)
        values (${p.id}, 'gtin', '9300000000012', 'EAN-13')`);
      await db.execute(sql`
        insert into product_media (product_id, media_type, file_name, storage_key, position, content_type)
        values (${p.id}, 'image', 'pad.jpg', ${`catalogue/media/${p.id}/pad.jpg`}, 1, 'image/jpeg')`);
    }
    const res = await brand.post(L, { title: `Listing ${sku}`, products: [{ id: p.id }] });
    expect(res.statusCode, res.body).toBe(201);
    const listingId = res.json().listing.id;
    if (sku !== 'AMZ-HIDDEN') {
      await brand.patch(`${L}/${listingId}/status`, { status: 'published' });
      await brand.patch(`${L}/${listingId}/visibility`, { visible_on_marketplace: true });
    }
  }
});
afterAll(async () => t?.close());

describe('Amazon listings', () => {
  it('offers the marketplace products in the Select Product modal, by SKU fragment', async () => {
    const res = await merchant.get(`${A}/products?query=amz-`);
    expect(res.statusCode).toBe(200);
    const skus = (res.json().data as { sku: string }[]).map((p) => p.sku).sort();
    expect(skus).toEqual(['AMZ-BARE', 'AMZ-FULL']);
  });

  it('adds a product once, with its problems computed from the catalogue', async () => {
    const full = await merchant.post(A, { product_id: ids['AMZ-FULL'] });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json()).toMatchObject({
      success: true,
      amazon_listing: { product: { sku: 'AMZ-FULL' }, brand: 'Amz Brakes', valid: [], active: false },
    });
    const bare = await merchant.post(A, { product_id: ids['AMZ-BARE'] });
    expect(bare.json().amazon_listing.valid).toEqual([M.missingGtin, M.missingImages]);
    const twice = await merchant.post(A, { product_id: ids['AMZ-FULL'] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(M.alreadyListed);
    expect((await merchant.post(A, { product_id: ids['AMZ-HIDDEN'] })).statusCode).toBe(404);
    expect((await merchant.post(A, { product_id: 'x' })).statusCode).toBe(400);
    expect((await list()).meta.total_items).toBe(2);
    const listed = (await merchant.get(`${A}/products?query=AMZ-FULL`)).json().data[0];
    expect(listed).toMatchObject({ sku: 'AMZ-FULL', listed: true });
  });

  it('switches Active on only for a valid listing', async () => {
    const rows = (await list()).data;
    const full = rows.find((r) => r.product.sku === 'AMZ-FULL')!;
    const bare = rows.find((r) => r.product.sku === 'AMZ-BARE')!;
    const refused = await merchant.patch(`${A}/${bare.id}`, { product_id: bare.product.id, active: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(`${M.notValid}: ${M.missingGtin}, ${M.missingImages}`);
    const on = await merchant.patch(`${A}/${full.id}`, { product_id: full.product.id, active: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().amazon_listing.active).toBe(true);
    // The product loses its price: the listing is invalid and no longer shown active.
    await t.ctx.database.db.execute(
      sql`update products set price_cents = null where id = ${ids['AMZ-FULL']}`,
    );
    const now = (await list()).data.find((r) => r.id === full.id)!;
    expect(now).toMatchObject({ valid: [M.missingPrice], active: false });
    await t.ctx.database.db.execute(
      sql`update products set price_cents = 1000 where id = ${ids['AMZ-FULL']}`,
    );
    expect((await list()).data.find((r) => r.id === full.id)!.active).toBe(true);
  });

  it("answers 404 for another team's listing and changes nothing", async () => {
    const full = (await list()).data.find((r) => r.product.sku === 'AMZ-FULL')!;
    expect((await merchant2.patch(`${A}/${full.id}`, { active: false })).statusCode).toBe(404);
    expect((await merchant2.delete(`${A}/${full.id}`)).statusCode).toBe(404);
    expect((await list(merchant2)).data).toEqual([]);
    expect((await list()).data.find((r) => r.id === full.id)!.active).toBe(true);
  });

  it('exports a CSV through a background job, downloaded from csv_url', async () => {
    const start = await merchant.post(`${A}/export`);
    expect(start.statusCode, start.body).toBe(200);
    const { job_id, csv_url } = start.json();
    expect(csv_url).toBeNull();
    const before = (await merchant.get(`${A}/export/${job_id}`)).json();
    expect(before).toMatchObject({ progress: 0, total: 2, csv_url: null });
    await runAmazonExport(services, job_id);
    const after = (await merchant.get(`${A}/export/${job_id}`)).json();
    expect(after).toMatchObject({ progress: 100, total: 2, at: 2, error: null });
    expect(after.csv_url).toBe(`${A}/export/${job_id}/file`);
    const file = await merchant.get(after.csv_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body.trim().split('\n');
    expect(lines[0]).toBe(
      'sku,product-id,product-id-type,item-name,brand-name,standard-price,main-image-url,valid,problems,active',
    );
    expect(lines).toHaveLength(3);
    const full = lines.find((l) => l.startsWith('AMZ-FULL'))!;
    expect(full).toContain('9300000000012,EAN,"Pad ""AMZ-FULL"", front",Amz Brakes,10.00,');
    expect(full.endsWith(',yes,,yes')).toBe(true);
    expect(lines.find((l) => l.startsWith('AMZ-BARE'))).toMatch(/,no,Missing GTIN; Missing images,no$/);
    // Another team can neither follow nor download it.
    expect((await merchant2.get(`${A}/export/${job_id}`)).statusCode).toBe(404);
    expect((await merchant2.get(after.csv_url)).statusCode).toBe(404);
  });

  it('starts one export for a retried or double-clicked Export CSV with one Idempotency-Key', async () => {
    const db = t.ctx.database.db;
    const count = async (query: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(db, query))[0]!.n;
    const exports = () => count(sql`select count(*)::int as n from amazon_exports`);
    const jobs = (id: string) =>
      count(sql`select count(*)::int as n from pgboss.job where data->>'export_id' = ${id}`);
    const before = await exports();
    const click = (key: string) =>
      merchant.request({ method: 'POST', url: `${A}/export`, headers: { 'idempotency-key': key } });
    const answers = await Promise.all([click('amz-export-1'), click('amz-export-1'), click('amz-export-1')]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const jobIds = new Set(answers.map((a) => a.json().job_id as string));
    expect(jobIds.size).toBe(1);
    // A retry after the answer replays it: still one export and one queued job.
    const retry = await click('amz-export-1');
    expect(retry.json().job_id).toBe([...jobIds][0]);
    expect(await exports()).toBe(before + 1);
    expect(await jobs([...jobIds][0]!)).toBe(1);
    // A new click (a new key) is a new export; another team's use of the same key is its own.
    expect((await click('amz-export-2')).json().job_id).not.toBe([...jobIds][0]);
    const other = await merchant2.request({
      method: 'POST',
      url: `${A}/export`,
      headers: { 'idempotency-key': 'amz-export-1' },
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().job_id).not.toBe([...jobIds][0]);
    expect(await exports()).toBe(before + 3);
  });

  it('deletes a listing', async () => {
    const bare = (await list()).data.find((r) => r.product.sku === 'AMZ-BARE')!;
    expect((await merchant.delete(`${A}/${bare.id}`)).statusCode).toBe(200);
    expect((await merchant.delete(`${A}/${bare.id}`)).statusCode).toBe(404);
    expect((await list()).meta.total_items).toBe(1);
  });
});
