import { MARKETPLACE_MESSAGES as M } from '@partsflow/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApiKeys } from '../../accounts/index.ts';
import { bearerClient, createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { createMarketplaceServices, type MarketplaceServices } from '../marketplace.services.ts';
import { PUBLISH_PROGRESS_TOPIC, runBulkPublish } from '../import-list/import-list.service.ts';
import * as repo from '../import-list/import-list.repository.ts';
import { sellerAgreements } from '../marketplace.tables.ts';
import { makeBrand, makeProduct, rowsOf } from './fixtures.ts';

let t: TestApp;
let brand: TestClient;
let merchant: TestClient;
let merchant2: TestClient;
let services: MarketplaceServices;
let listingIds: number[];
let storeId: number;
let apexId: number;
const API = '/api/marketplace/v1/marketplace';
const L = '/api/catalogue/b/apex/listings';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  services = createMarketplaceServices(t.ctx, { delayMs: [0, 0], timeoutMs: 300 });
  const teamId = t.teams.brands[0]!;
  const apex = await makeBrand(db, { teamId, name: 'Apex', slug: 'apex' });
  apexId = apex.id;
  brand = await t.signIn('brand@demo.test');
  merchant = await t.signIn('merchant@demo.test');
  merchant2 = await t.signIn('merchant2@demo.test');
  listingIds = [];
  const red = await makeProduct(db, {
    teamId,
    brand: apex,
    sku: 'PAD-R',
    priceCents: 4500,
    attributes: { Colour: 'Red' },
  });
  const blue = await makeProduct(db, {
    teamId,
    brand: apex,
    sku: 'PAD-B',
    priceCents: 4700,
    attributes: { Colour: 'Blue' },
  });
  const created = await brand.post(L, {
    title: 'Brake pad',
    products: [{ id: red.id }, { id: blue.id }],
    options: 'Colour',
  });
  listingIds.push(created.json().listing.id);
  for (let i = 0; i < 6; i++) {
    const one = await makeProduct(db, { teamId, brand: apex, sku: `ROTOR-${i}`, priceCents: 9900 + i });
    listingIds.push(
      (await brand.post(L, { title: `Rotor ${i}`, products: [{ id: one.id }] })).json().listing.id,
    );
  }
  const hidden = await makeProduct(db, { teamId, brand: apex, sku: 'HIDDEN-1' });
  listingIds.push(
    (await brand.post(L, { title: 'Hidden', products: [{ id: hidden.id }] })).json().listing.id,
  );
  for (const id of listingIds.slice(0, -1)) {
    await brand.patch(`${L}/${id}/status`, { status: 'published' });
    await brand.patch(`${L}/${id}/visibility`, { visible_on_marketplace: true });
  }
  await repo.setSubscription(db, { teamId: t.teams.merchants[0]!, active: true, plan: 'growth' });
});
afterAll(async () => t?.close());

const inList = async (client = merchant, q = '') =>
  (await client.get(`${API}/import-list?page=1&per_page=10${q}`)).json();

describe('import list', () => {
  it('adds a listing once, however often it is added', async () => {
    const [a, b] = await Promise.all([
      merchant.post(`${API}/create-import-listing`, { listing_id: listingIds[0] }),
      merchant.post(`${API}/create-import-listing`, { listing_id: listingIds[0] }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await merchant.post(`${API}/create-import-listing`, { listing_id: listingIds[0] });
    expect((await inList()).meta.total_items).toBe(1);
  });

  it('refuses a listing that is not on the marketplace', async () => {
    const res = await merchant.post(`${API}/create-import-listing`, { listing_id: listingIds.at(-1) });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(M.importList.listingNotAvailable);
  });

  it('bulk adds with inserted_count and total_count', async () => {
    const res = await merchant.post(`${API}/bulk-create-import-listing`, { listing_ids: listingIds });
    expect(res.json()).toEqual({ inserted_count: 6, total_count: listingIds.length });
    const list = await inList();
    expect(list.meta).toMatchObject({ total_items: 7, page: 1, per_page: 10 });
    expect(list.meta.all_import_listing_ids).toHaveLength(7);
    expect((await merchant.get(`${API}/import-list/count`)).json()).toEqual({ count: 7 });
    expect((await inList(merchant, '&query=PAD-B')).data.map((d: { title: string }) => d.title)).toEqual([
      'Brake pad',
    ]);
  });

  it('saves draft fields and variant overrides, and answers the spec messages for bad input', async () => {
    const item = (await inList(merchant, '&query=PAD')).data[0];
    const url = `${API}/import-list/${item.id}`;
    const long = await merchant.put(url, { title: 'x'.repeat(256) });
    expect(long.json().error.message).toBe(M.importList.titleTooLong);
    const empty = await merchant.put(url, { title: '' });
    expect(empty.json().error.message).toBe(M.importList.titleRequired);
    const sku = await merchant.put(url, { sku: 'S'.repeat(26) });
    expect(sku.json().error.message).toBe(M.importList.skuTooLong);
    const price = await merchant.put(url, {
      variant_override_attributes: { id: item.variants[0].id, field: 'price', value: 'cheap' },
    });
    expect(price.json().error.message).toBe(M.importList.invalidUpdate);
    const stranger = await merchant.put(url, {
      variant_override_attributes: { id: 999999, field: 'sku', value: 'X' },
    });
    expect(stranger.json().error.message).toBe(M.importList.invalidUpdate);
    expect((await inList(merchant, '&query=PAD')).data[0]).toMatchObject({
      title: 'Brake pad',
      variant_overrides: [],
    });

    const title = await merchant.put(url, { title: 'My brake pad' });
    expect(title.json().item).toMatchObject({ title: 'My brake pad', original_title: 'Brake pad' });
    const over = await merchant.put(url, {
      variant_override_attributes: { id: item.variants[0].id, field: 'price', value: '39.95' },
    });
    expect(over.json().item.variant_overrides).toEqual([
      { id: item.variants[0].id, field: 'price', value: '39.95' },
    ]);
  });

  it("answers 404 for another team's import listing", async () => {
    const item = (await inList()).data[0];
    expect((await merchant2.put(`${API}/import-list/${item.id}`, { title: 'Mine' })).statusCode).toBe(404);
    expect((await merchant2.delete(`${API}/import-list/${item.id}`)).statusCode).toBe(404);
    expect((await merchant2.post(`${API}/import-list/${item.id}/publish`, { stores: [1] })).statusCode).toBe(
      404,
    );
  });

  it('lets the publishable key read listing detail and nothing else', async () => {
    const keys = await getApiKeys(t.ctx.database.db, t.teams.merchants[0]!);
    const pk = bearerClient(t.app, keys.publishable_key);
    const detail = await pk.get(`${API}/listing/${listingIds[0]}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ title: 'Brake pad', brand: 'Apex', in_import_list: true });
    expect(detail.json().variants.map((v: { sku: string }) => v.sku)).toEqual(['PAD-R', 'PAD-B']);
    expect((await pk.post(`${API}/create-import-listing`, { listing_id: listingIds[1] })).statusCode).toBe(
      403,
    );
    expect((await pk.get(`${API}/import-list`)).statusCode).toBe(403);
    expect((await pk.delete(`${API}/import-list/`)).statusCode).toBe(403);
  });
});

describe('publishing', () => {
  it('needs a subscription: merchant2 meets Subscription Required', async () => {
    await merchant2.post(`${API}/create-import-listing`, { listing_id: listingIds[0] });
    const item = (await inList(merchant2)).data[0];
    expect((await inList(merchant2)).subscription_active).toBe(false);
    const res = await merchant2.post(`${API}/import-list/${item.id}/publish`, { stores: [1] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(M.importList.subscriptionRequired);
  });

  it('needs at least one store', async () => {
    const item = (await inList()).data[0];
    const res = await merchant.post(`${API}/import-list/${item.id}/publish`, { stores: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(M.importList.selectStore);
  });

  it('needs the brand seller agreement accepted, once per team and brand', async () => {
    await t.ctx.database.db
      .insert(sellerAgreements)
      .values({ brand_id: apexId, text: 'Sell at RRP or above.' });
    const store = await merchant.post(`${API}/stores`, { name: 'Mia Sandbox' });
    expect(store.statusCode).toBe(201);
    storeId = store.json().store.id;
    const list = await inList(merchant, '&query=PAD');
    expect(list.meta.brand_seller_agreements).toEqual([
      { brand: 'Apex', brand_id: apexId, text: 'Sell at RRP or above.' },
    ]);
    const res = await merchant.post(`${API}/import-list/${list.data[0].id}/publish`, { stores: [storeId] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(M.importList.agreementRequired('Apex'));
    await merchant.post(`${API}/seller-agreements/accept`, { brand_ids: [apexId] });
    await merchant.post(`${API}/seller-agreements/accept`, { brand_ids: [apexId] });
    expect((await inList()).meta.brand_seller_agreements).toEqual([]);
  });

  it('publishes a draft with its overrides; racing publishes make one store product', async () => {
    const item = (await inList(merchant, '&query=PAD')).data[0];
    const url = `${API}/import-list/${item.id}/publish`;
    const [a, b] = await Promise.all([
      merchant.post(url, { stores: [storeId] }),
      merchant.post(url, { stores: [storeId] }),
    ]);
    const ok = [a, b].filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok[0]!.json()).toEqual({ successfully_published_stores: [{ id: storeId, name: 'Mia Sandbox' }] });
    const page = (await merchant.get(`${API}/stores/${storeId}/sandbox`)).json();
    expect(page.products).toHaveLength(1);
    expect(page.products[0]).toMatchObject({ title: 'My brake pad', handle: 'brake-pad', vendor: 'Apex' });
    expect(page.products[0].variants).toEqual([
      { sku: 'PAD-R', title: 'Red', price: '39.95', options: { Colour: 'Red' } },
      { sku: 'PAD-B', title: 'Blue', price: '47.00', options: { Colour: 'Blue' } },
    ]);
    // Published drafts leave the import list; adding and publishing again updates the same store product.
    expect((await inList(merchant, '&query=PAD')).data).toEqual([]);
    await merchant.post(`${API}/create-import-listing`, { listing_id: listingIds[0] });
    const again = (await inList(merchant, '&query=PAD')).data[0];
    await merchant.put(`${API}/import-list/${again.id}`, { title: 'Brake pad v2' });
    expect(
      (await merchant.post(`${API}/import-list/${again.id}/publish`, { stores: [storeId] })).statusCode,
    ).toBe(200);
    const after = (await merchant.get(`${API}/stores/${storeId}/sandbox`)).json();
    expect(after.products.map((x: { title: string }) => x.title)).toEqual(['Brake pad v2']);
  });

  it('answers each store failure joined with commas, and publishes nothing twice after', async () => {
    const item = (await inList()).data[0];
    const url = `${API}/import-list/${item.id}/publish`;
    await merchant.put(`${API}/stores/${storeId}/sandbox/mode`, { mode: 'reject' });
    const second = (await merchant.post(`${API}/stores`, { name: 'Second Shop' })).json().store.id;
    const rejected = await merchant.post(url, { stores: [storeId, second] });
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json().error.message).toBe('Mia Sandbox: The store rejected the product');
    await merchant.put(`${API}/stores/${second}/sandbox/mode`, { mode: 'reject' });
    const both = await merchant.post(url, { stores: [storeId, second] });
    expect(both.json().error.message).toBe(
      'Mia Sandbox: The store rejected the product, Second Shop: The store rejected the product',
    );
    await merchant.put(`${API}/stores/${storeId}/sandbox/mode`, { mode: 'normal' });
    await merchant.put(`${API}/stores/${second}/sandbox/mode`, { mode: 'normal' });
    const ok = await merchant.post(url, { stores: [storeId, second] });
    expect(ok.statusCode).toBe(200);
    const counts = (await merchant.get(`${API}/stores`))
      .json()
      .stores.map((s: { product_count: number }) => s.product_count);
    expect(counts).toEqual([2, 1]);
  });

  it('times out a silent store and succeeds on retry without a duplicate', async () => {
    const item = (await inList()).data[0];
    const url = `${API}/import-list/${item.id}/publish`;
    await merchant.put(`${API}/stores/${storeId}/sandbox/mode`, { mode: 'timeout' });
    // The app's own services wait 3 s; this test's services wait 300 ms.
    const { publishOne } = await import('../import-list/import-list.service.ts');
    const actor = { scope: { teamId: t.teams.merchants[0]!, userId: null, staff: false }, userName: null };
    await expect(publishOne(services, actor, item.id, [storeId])).rejects.toMatchObject({
      message: 'Mia Sandbox: the store did not answer in time',
    });
    await merchant.put(`${API}/stores/${storeId}/sandbox/mode`, { mode: 'normal' });
    expect((await merchant.post(url, { stores: [storeId] })).statusCode).toBe(200);
    const page = (await merchant.get(`${API}/stores/${storeId}/sandbox`)).json();
    expect(page.products).toHaveLength(3);
  });

  it("refuses listings beyond the plan's listings_limit, nothing published; within it publishes", async () => {
    const teamId = t.teams.merchants[0]!;
    const published = (await merchant.get(`${API}/stores/${storeId}/sandbox`)).json().products.length;
    const db = t.ctx.database.db;
    await repo.setSubscription(db, { teamId, active: true, plan: 'starter', listingsLimit: published });
    const item = (await inList()).data[0];
    const refused = await merchant.post(`${API}/import-list/${item.id}/publish`, { stores: [storeId] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Your plan allows ${published} listings: ${published} are in your stores. Upgrade your plan to import more.`,
    );
    expect((await merchant.post(`${API}/import-list/publish`, { stores: [storeId] })).statusCode).toBe(409);
    expect((await merchant.get(`${API}/stores/${storeId}/sandbox`)).json().products).toHaveLength(published);
    await repo.setSubscription(db, { teamId, active: true, plan: 'growth', listingsLimit: 2000 });
  });

  it('bulk publishes as a job that resumes after an interruption with no duplicates', async () => {
    const before = (await inList()).meta.total_items;
    expect(before).toBeGreaterThanOrEqual(3);
    const start = await merchant.post(`${API}/import-list/publish`, { stores: [storeId] });
    expect(start.statusCode).toBe(200);
    const jobId = start.json().job_id;
    const heard: { topic: string; payload: { job_id?: string; progress?: number; at?: number } }[] = [];
    const stop = t.ctx.live.subscribe(t.teams.merchants[0]!, (msg) =>
      heard.push(msg as (typeof heard)[number]),
    );
    // The first run stops after one chunk of two, as a restart would cut it.
    await runBulkPublish(services, jobId, { chunk: 2, stopAfterChunks: 1 });
    const mid = (await merchant.get(`${API}/import-list/progress?job_id=${jobId}`)).json();
    expect(mid).toMatchObject({ total: before, at: 2 });
    expect(mid.progress).toBe(Math.floor((2 / before) * 100));
    await runBulkPublish(services, jobId, { chunk: 2 });
    await runBulkPublish(services, jobId, { chunk: 2 });
    const done = (await merchant.get(`${API}/import-list/progress?job_id=${jobId}`)).json();
    expect(done).toMatchObject({ progress: 100, total: before, at: before, errors: [] });
    // The team's open screens heard each chunk on the live channel, ending at 100.
    await expect
      .poll(() => heard.filter((m) => m.topic === PUBLISH_PROGRESS_TOPIC).map((m) => m.payload.progress))
      .toContain(100);
    const progress = heard.filter((m) => m.topic === PUBLISH_PROGRESS_TOPIC).map((m) => m.payload);
    expect(progress[0]).toMatchObject({ job_id: jobId, at: 2, total: before });
    stop();
    expect((await inList()).meta.total_items).toBe(0);
    const rows = await rowsOf<{ n: number; d: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n, count(distinct source_key)::int as d from sandbox_store_products where store_id = ${storeId}`,
    );
    expect(rows[0]!.n).toBe(rows[0]!.d);
    expect(rows[0]!.n).toBe(3 + before);
    expect((await merchant2.get(`${API}/import-list/progress?job_id=${jobId}`)).statusCode).toBe(404);
  });

  it('removes one and all', async () => {
    await merchant.post(`${API}/bulk-create-import-listing`, { listing_ids: listingIds });
    const list = await inList();
    expect((await merchant.delete(`${API}/import-list/${list.data[0].id}`)).json()).toEqual({
      success: true,
    });
    expect((await merchant.delete(`${API}/import-list/${list.data[0].id}`)).statusCode).toBe(404);
    const all = await merchant.delete(`${API}/import-list/`);
    expect(all.json()).toEqual({ success: true, removed_count: 6 });
    expect((await inList()).meta.total_items).toBe(0);
  });
});

describe('issue reports', () => {
  it("records the merchant's report where the brand sees the product's issues", async () => {
    const res = await merchant.post(`${API}/product-issues`, {
      product_issue: { listing_id: listingIds[0], issue: 'Box says a pair, contains one.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: M.issues.reported, response_days: 2 });
    const issues = (await brand.get('/api/catalogue/issues/datatable.json')).json();
    expect(issues.data).toContainEqual(
      expect.objectContaining({
        sku: 'PAD-R',
        issue: 'Box says a pair, contains one.',
        reporting_team_email: 'merchant@demo.test',
      }),
    );
    const bad = await merchant.post(`${API}/product-issues`, {
      product_issue: { listing_id: listingIds[0], issue: '' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
