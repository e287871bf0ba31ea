import { MY_PRODUCTS_COUNT_TOPIC, MY_PRODUCTS_MESSAGES as M } from '@partsflow/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import * as importRepo from '../import-list/import-list.repository.ts';
import { createMarketplaceServices, type MarketplaceServices } from '../marketplace.services.ts';
import {
  runSendToPim,
  runSyncAll,
  SEND_TO_PIM_QUEUE,
  type SendToPimJob,
} from '../merchant-products/merchant-products.service.ts';
import { makeBrand, makeProduct, rowsOf } from './fixtures.ts';

let t: TestApp;
let brand: TestClient;
let merchant: TestClient;
let merchant2: TestClient;
let services: MarketplaceServices;
let storeId: number;
let secondStoreId: number;
let vehicleIds: number[];
const API = '/api/marketplace/v1/marketplace';
const P = `${API}/merchant_products`;
const L = '/api/catalogue/b/apex/listings';
const live: { teamId: number; count: number }[] = [];

type Listed = { id: number; sku: string; status: string; title: string; brand: string; published: boolean };

const own = (title: string, sku: string, status = 'active') => ({
  title,
  handle: title.toLowerCase().replace(/\W+/g, '-'),
  description: '',
  vendor: 'Garage Own',
  variants: [{ sku, title: 'Default', price: '10.00', options: {} }],
  images: [],
  status,
});

async function addToStore(store: number, p: ReturnType<typeof own>) {
  const made = await services.sandbox.createProduct(
    { id: store, name: 'store' },
    { ...p },
    { sourceKey: `test:${p.variants[0]!.sku}` },
  );
  if (p.status !== 'active')
    await t.ctx.database.db.execute(
      sql`update sandbox_store_products set status = ${p.status} where id = ${made.id}`,
    );
  return made;
}

/** Starts Sync All and works every job to the end, as the worker would. */
async function syncAll(client = merchant, body: object = {}) {
  const res = await client.post(`${P}/sync_all`, body);
  expect(res.statusCode).toBe(200);
  const ids: string[] = res.json().sync_job_ids;
  for (const id of ids) await runSyncAll(services, id);
  return ids;
}

const list = async (q = '', client = merchant) => {
  const res = await client.get(`${P}?page=1&per_page=20${q}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Listed[]; meta: Record<string, unknown> & { total_hits: number } };
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  services = createMarketplaceServices(t.ctx, { delayMs: [0, 0], timeoutMs: 500 });
  const brandTeam = t.teams.brands[0]!;
  const merchantTeam = t.teams.merchants[0]!;
  t.ctx.live.subscribe(merchantTeam, (msg) => {
    if (msg.topic === MY_PRODUCTS_COUNT_TOPIC)
      live.push({ teamId: merchantTeam, count: (msg.payload as { count: number }).count });
  });
  const apex = await makeBrand(db, { teamId: brandTeam, name: 'Apex', slug: 'apex' });
  brand = await t.signIn('brand@demo.test');
  merchant = await t.signIn('merchant@demo.test');
  merchant2 = await t.signIn('merchant2@demo.test');
  const pad = await makeProduct(db, { teamId: brandTeam, brand: apex, sku: 'PAD-1', priceCents: 4500 });
  await makeProduct(db, { teamId: brandTeam, brand: apex, sku: 'ROTOR-1', priceCents: 9900 });
  const listingId = (await brand.post(L, { title: 'Brake pad', products: [{ id: pad.id }] })).json().listing
    .id;
  await brand.patch(`${L}/${listingId}/status`, { status: 'published' });
  await brand.patch(`${L}/${listingId}/visibility`, { visible_on_marketplace: true });
  await importRepo.setSubscription(db, { teamId: merchantTeam, active: true, plan: 'growth' });

  storeId = (await merchant.post(`${API}/stores`, { name: 'Main Street Parts' })).json().store.id;
  secondStoreId = (await merchant.post(`${API}/stores`, { name: 'Second Shop' })).json().store.id;
  // Synced: published through the import list.
  await merchant.post(`${API}/create-import-listing`, { listing_id: listingId });
  const item = (await merchant.get(`${API}/import-list?page=1&per_page=10`)).json().data[0];
  const pub = await merchant.post(`${API}/import-list/${item.id}/publish`, { stores: [storeId] });
  expect(pub.statusCode).toBe(200);
  // Linked: the merchant added a catalogue SKU in the store by hand. Not Linked: the merchant's own products.
  await addToStore(storeId, own('Rotor from the shelf', 'ROTOR-1'));
  await addToStore(storeId, own('Garage floor mat', 'OWN-MAT'));
  await addToStore(storeId, own('Seat cover (draft)', 'OWN-SEAT', 'draft'));
  await addToStore(secondStoreId, own('Air freshener', 'OWN-AIR'));

  const make = await rowsOf<{ id: number }>(
    db,
    sql`insert into vehicle_makes (name) values ('Toyota') on conflict (name) do update set name = excluded.name returning id`,
  );
  const model = await rowsOf<{ id: number }>(
    db,
    sql`insert into vehicle_models (vehicle_make_id, name) values (${make[0]!.id}, 'Hilux') returning id`,
  );
  const v = await rowsOf<{ id: number }>(
    db,
    sql`insert into vehicles (vehicle_make_id, vehicle_model_id, series, year_from, year_to, engine, status, search_text)
        values (${make[0]!.id}, ${model[0]!.id}, 'GUN126R', 2015, 2020, '2.8 D', null, 'toyota hilux gun126r'),
               (${make[0]!.id}, ${model[0]!.id}, 'KUN26R', 2005, 2015, '3.0 D', null, 'toyota hilux kun26r'),
               (${make[0]!.id}, ${model[0]!.id}, 'LN106', 1988, 1997, '2.8 D', 'archived', 'toyota hilux ln106')
        returning id`,
  );
  vehicleIds = v.map((r) => r.id);
});
afterAll(async () => t?.close());

describe('My Products sync all', () => {
  it('starts empty, then reads every store and matches Synced, Linked and Not Linked', async () => {
    const before = await list();
    expect(before.data).toEqual([]);
    expect(before.meta).toMatchObject({ total_hits: 0, sync_job_ids: [] });
    expect((await merchant.get(`${P}/count`)).json()).toEqual({ count: 0 });

    const ids = await syncAll();
    expect(ids).toHaveLength(2);
    const after = await list();
    const bySku = new Map(after.data.map((p) => [p.sku, p]));
    expect(bySku.get('PAD-1')).toMatchObject({ status: 'Synced', brand: 'Apex', published: true });
    expect(bySku.get('ROTOR-1')).toMatchObject({ status: 'Linked', brand: 'Apex' });
    expect(bySku.get('OWN-MAT')).toMatchObject({ status: 'Not Linked', brand: 'Garage Own' });
    expect(bySku.get('OWN-SEAT')).toMatchObject({ status: 'Not Linked', published: false });
    expect(after.meta).toMatchObject({
      total_hits: 5,
      total_items: 5,
      per_page: 20,
      page: 1,
      sync_job_ids: [],
    });
    expect((await merchant.get(`${P}/summary`)).json()).toEqual({
      counts: { total: 5, synced: 1, linked: 1, not_linked: 3 },
      brands: ['Apex', 'Garage Own'],
    });
    expect(after.meta.stores).toEqual([
      { id: storeId, name: 'Main Street Parts' },
      { id: secondStoreId, name: 'Second Shop' },
    ]);
    expect((await merchant.get(`${P}/sync_progress?sync_job_ids=${ids.join(',')}`)).json()).toEqual({
      progress: 100,
      total: 5,
      at: 5,
      errors: [],
    });
    // The badge's count came over the live channel, ending at the team's total.
    await vi.waitFor(() => expect(live.at(-1)).toEqual({ teamId: t.teams.merchants[0]!, count: 5 }));
    expect((await merchant.get(`${P}/count`)).json()).toEqual({ count: 5 });
  });

  it('syncing again changes nothing and drops products the store no longer has', async () => {
    await syncAll();
    expect((await list()).meta.total_hits).toBe(5);
    const gone = await addToStore(secondStoreId, own('Short lived', 'OWN-TMP'));
    await syncAll();
    expect((await list()).meta.total_hits).toBe(6);
    await services.sandbox.deleteProduct({ id: secondStoreId, name: 'Second Shop' }, gone.id);
    await syncAll();
    expect((await list()).data.map((p) => p.sku)).not.toContain('OWN-TMP');
  });

  it('two requests at once start one job per store', async () => {
    const [a, b] = await Promise.all([
      merchant.post(`${P}/sync_all`, { stores: [storeId] }),
      merchant.post(`${P}/sync_all`, { stores: [storeId] }),
    ]);
    expect(a.json().sync_job_ids).toEqual(b.json().sync_job_ids);
    expect((await list()).meta.sync_job_ids).toEqual(a.json().sync_job_ids);
    const progress = (
      await merchant.get(`${P}/sync_progress?sync_job_ids=${a.json().sync_job_ids[0]}`)
    ).json();
    expect(progress.progress).toBeLessThan(100);
    await runSyncAll(services, a.json().sync_job_ids[0]);
    expect((await list()).meta.sync_job_ids).toEqual([]);
  });

  it('an interrupted sync resumes where it stopped without duplicating products', async () => {
    const [id] = (await merchant.post(`${P}/sync_all`, { stores: [storeId] })).json().sync_job_ids;
    await runSyncAll(services, id, { page: 1, stopAfterPages: 2 });
    const mid = (await merchant.get(`${P}/sync_progress?sync_job_ids=${id}`)).json();
    expect(mid).toMatchObject({ at: 2, total: 4 });
    expect(mid.progress).toBe(50);
    await runSyncAll(services, id, { page: 1 });
    const rows = await rowsOf<{ n: number }>(
      t.ctx.database.db,
      sql`select count(*)::int as n from merchant_products where store_id = ${storeId}`,
    );
    expect(rows[0]!.n).toBe(4);
    expect((await merchant.get(`${P}/sync_progress?sync_job_ids=${id}`)).json()).toMatchObject({
      progress: 100,
      at: 4,
    });
  });

  it('can be cancelled: the job stops and progress ends', async () => {
    const [id] = (await merchant.post(`${P}/sync_all`, { stores: [storeId] })).json().sync_job_ids;
    const res = await merchant.delete(`${P}/cancel_sync_all`);
    expect(res.json()).toEqual({ success: true, cancelled_sync_job_ids: [id] });
    await runSyncAll(services, id);
    expect((await merchant.get(`${P}/sync_progress?sync_job_ids=${id}`)).json()).toMatchObject({
      progress: 100,
      at: 0,
    });
  });

  it('reports a store that revoked access with the spec message', async () => {
    await services.sandbox.setMode(secondStoreId, 'unauthorized');
    try {
      const ids = await syncAll();
      const progress = (await merchant.get(`${P}/sync_progress?sync_job_ids=${ids.join(',')}`)).json();
      expect(progress.progress).toBe(100);
      expect(progress.errors).toEqual([
        {
          code: 'unauthorized_access',
          shop_name: 'Second Shop',
          message: 'Your store Second Shop is not authorized to sync. Please reconnect your store.',
        },
      ]);
      // The store's products stay as the last good sync left them.
      expect((await list(`&store=${secondStoreId}`)).meta.total_hits).toBe(1);
    } finally {
      await services.sandbox.setMode(secondStoreId, 'normal');
    }
  });

  it("answers 404 for another team's jobs and a store that is not the team's", async () => {
    const [id] = (await merchant.post(`${P}/sync_all`, { stores: [storeId] })).json().sync_job_ids;
    expect((await merchant2.get(`${P}/sync_progress?sync_job_ids=${id}`)).statusCode).toBe(404);
    expect((await merchant2.post(`${P}/sync_all`, { stores: [storeId] })).statusCode).toBe(404);
    expect((await merchant2.delete(`${P}/cancel_sync_all`)).json().cancelled_sync_job_ids).toEqual([]);
    await runSyncAll(services, id);
  });

  it('refuses Sync All without a store', async () => {
    expect((await merchant2.get(`${API}/stores`)).json().stores).toEqual([]);
    const res = await merchant2.post(`${P}/sync_all`, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(M.noStores);
  });
});

describe('My Products list filters', () => {
  it('filters by status, store, brand, published and query (exact SKU or words), and pages', async () => {
    const skus = async (q: string) => (await list(q)).data.map((p) => p.sku).sort();
    expect(await skus('&status=Linked')).toEqual(['ROTOR-1']);
    expect(await skus('&status=Not%20Linked')).toEqual(['OWN-AIR', 'OWN-MAT', 'OWN-SEAT']);
    expect(await skus(`&store=${secondStoreId}`)).toEqual(['OWN-AIR']);
    expect(await skus('&brand=Apex')).toEqual(['PAD-1', 'ROTOR-1']);
    expect(await skus('&published=false')).toEqual(['OWN-SEAT']);
    expect(await skus('&query=rotor-1')).toEqual(['ROTOR-1']);
    expect(await skus('&query=floor')).toEqual(['OWN-MAT']);
    expect(await skus('&query=50%25')).toEqual([]);
    const page2 = (await merchant.get(`${P}?page=2&per_page=2`)).json();
    expect(page2.data).toHaveLength(2);
    expect(page2.meta).toMatchObject({ page: 2, per_page: 2, total_hits: 5 });
    expect((await merchant.get(`${P}?status=Lost`)).statusCode).toBe(400);
    expect((await list('', merchant2)).meta.total_hits).toBe(0);
    expect((await merchant2.get(`${P}/summary`)).json().counts.total).toBe(0);
  });
});

describe('My Products detail, re-sync, attributes and vehicles', () => {
  const productBySku = async (sku: string) => (await list(`&query=${sku}`)).data.find((p) => p.sku === sku)!;

  it("shows a product with its variants and answers 404 for another team's", async () => {
    const mat = await productBySku('OWN-MAT');
    const res = await merchant.get(`${P}/${mat.id}`);
    expect(res.json()).toMatchObject({
      id: mat.id,
      title: 'Garage floor mat',
      status: 'Not Linked',
      store: { id: storeId, name: 'Main Street Parts' },
      variants: [{ sku: 'OWN-MAT', supplier_sku: null, title: 'Default' }],
      attribute_values: [],
      vehicles: [],
      vehicle_applications: [],
    });
    const rotor = await productBySku('ROTOR-1');
    expect((await merchant.get(`${P}/${rotor.id}`)).json().variants[0].supplier_sku).toBe('ROTOR-1');
    expect((await merchant2.get(`${P}/${mat.id}`)).statusCode).toBe(404);
    expect((await merchant2.put(`${P}/${mat.id}`)).statusCode).toBe(404);
    expect(
      (await merchant2.post(`${P}/${mat.id}/merchant_product_attributes`, { title: 'X' })).statusCode,
    ).toBe(404);
  });

  it('re-syncs one product from its store; one the store no longer has is a sync error until Sync All drops it', async () => {
    const mat = await productBySku('OWN-MAT');
    await t.ctx.database.db.execute(
      sql`update sandbox_store_products set title = 'Garage floor mat XL' where store_id = ${storeId} and title = 'Garage floor mat'`,
    );
    const res = await merchant.put(`${P}/${mat.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.synced, product: { title: 'Garage floor mat XL' } });

    await services.sandbox.setMode(storeId, 'unauthorized');
    const refused = await merchant.put(`${P}/${mat.id}`);
    await services.sandbox.setMode(storeId, 'normal');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(M.unauthorized('Main Street Parts'));

    const tmp = await addToStore(storeId, own('Gone soon', 'OWN-GONE'));
    await syncAll(merchant, { stores: [storeId] });
    const gone = await productBySku('OWN-GONE');
    await services.sandbox.deleteProduct({ id: storeId, name: 'x' }, tmp.id);
    const res2 = await merchant.put(`${P}/${gone.id}`);
    expect(res2.statusCode).toBe(422);
    expect(res2.json().error.message).toBe(M.syncFailed);
    // Nothing changed: the next Sync All removes it.
    expect((await merchant.get(`${P}/${gone.id}`)).statusCode).toBe(200);
    await syncAll(merchant, { stores: [storeId] });
    expect((await merchant.get(`${P}/${gone.id}`)).statusCode).toBe(404);
  });

  it('adds and removes attributes; a name twice is refused; Synced products are read-only', async () => {
    const mat = await productBySku('OWN-MAT');
    const url = `${P}/${mat.id}/merchant_product_attributes`;
    const made = await merchant.post(url, { title: 'Colour', value: 'Black' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ title: 'Colour', value: 'Black' });
    const twice = await merchant.post(url, { title: 'colour', value: 'Red' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(M.attributeExists('colour'));
    const empty = await merchant.post(url, { title: ' ', value: 'x' });
    expect(empty.statusCode).toBe(400);
    expect((await merchant.get(`${P}/${mat.id}`)).json().attribute_values).toEqual([
      { id: made.json().id, title: 'Colour', value: 'Black' },
    ]);
    expect((await merchant.delete(`${url}/${made.json().id}`)).statusCode).toBe(204);
    expect((await merchant.delete(`${url}/${made.json().id}`)).statusCode).toBe(404);
    expect((await merchant.get(`${P}/${mat.id}`)).json().attribute_values).toEqual([]);

    const pad = await productBySku('PAD-1');
    const ro = await merchant.post(`${P}/${pad.id}/merchant_product_attributes`, { title: 'Colour' });
    expect(ro.statusCode).toBe(422);
    expect(ro.json().error.message).toBe(M.readOnly);
    const roV = await merchant.post(`${P}/${pad.id}/merchant_product_vehicles`, {
      vehicle_ids: [vehicleIds[0]],
    });
    expect(roV.statusCode).toBe(422);
  });

  it('adds vehicles from the catalogue (not archived ones), groups them, and removes them', async () => {
    const mat = await productBySku('OWN-MAT');
    const url = `${P}/${mat.id}/merchant_product_vehicles`;
    const picker = (await merchant.get(`${P}/${mat.id}/vehicles?query=hilux`)).json();
    expect(picker.data.map((v: { id: number }) => v.id).sort()).toEqual(vehicleIds.slice(0, 2).sort());
    const archived = await merchant.post(url, { vehicle_ids: [vehicleIds[2]] });
    expect(archived.statusCode).toBe(404);
    expect((await merchant.post(url, { vehicle_ids: [999999] })).statusCode).toBe(404);
    expect((await merchant.post(url, { vehicle_ids: [] })).json().error.message).toBe(M.vehiclesRequired);
    const added = await merchant.post(url, { vehicle_ids: vehicleIds.slice(0, 2) });
    expect(added.statusCode).toBe(201);
    expect(added.json().vehicle_applications).toEqual([
      expect.objectContaining({ title: 'Toyota Hilux', vehicles: expect.any(Array) }),
    ]);
    expect(added.json().vehicles[0]).toMatchObject({
      id: vehicleIds[0],
      title: 'Toyota Hilux GUN126R',
      year_range: '2015-2020',
      series: 'GUN126R',
      engine: '2.8 D',
    });
    // Added twice: still once.
    await merchant.post(url, { vehicle_ids: [vehicleIds[0]] });
    expect((await merchant.get(`${P}/${mat.id}`)).json().vehicles).toHaveLength(2);
    const after = (await merchant.get(`${P}/${mat.id}/vehicles?query=hilux`)).json();
    expect(after.data).toEqual([]);
    const removed = await merchant.delete(`${url}/${vehicleIds[0]}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().vehicles.map((v: { id: number }) => v.id)).toEqual([vehicleIds[1]]);
    expect((await merchant.delete(`${url}/${vehicleIds[0]}`)).statusCode).toBe(404);
  });
});

describe('Send to PIM', () => {
  it("copies a Not Linked product into the team's own brand, links it, and refuses linked ones", async () => {
    const air = (await list(`&query=OWN-AIR`)).data[0]!;
    const res = await merchant.post(`${P}/${air.id}/send_to_pim`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.importingToPim, job_id: expect.any(String) });
    // The queued job names who sent it (its history entries do too); run it as the worker would.
    const [job] = await rowsOf<{ data: SendToPimJob }>(
      t.ctx.database.db,
      sql`select data from pgboss.job where name = ${SEND_TO_PIM_QUEUE}
          and (data->>'merchant_product_id')::int = ${air.id} order by created_on desc limit 1`,
    );
    const data = job!.data;
    expect(data).toMatchObject({
      merchant_product_id: air.id,
      team_id: t.teams.merchants[0]!,
      user_id: expect.any(Number),
    });
    await runSendToPim(services, data);
    // A rerun (the job retried after a crash) makes nothing twice.
    await runSendToPim(services, data);
    const detail = (await merchant.get(`${P}/${air.id}`)).json();
    expect(detail).toMatchObject({
      status: 'Linked',
      variants: [{ sku: 'OWN-AIR', supplier_sku: 'OWN-AIR' }],
    });
    const made = await rowsOf<{
      sku: string;
      title: string;
      price_cents: number;
      team_id: number;
      brand: string;
    }>(
      t.ctx.database.db,
      sql`select p.sku, p.title, p.price_cents, p.team_id, b.name as brand from products p
          join brands b on b.id = p.brand_id where p.sku = 'OWN-AIR'`,
    );
    expect(made).toEqual([
      {
        sku: 'OWN-AIR',
        title: 'Air freshener',
        price_cents: 1000,
        team_id: t.teams.merchants[0]!,
        brand: expect.any(String),
      },
    ]);
    expect(detail.catalogue_product_id).toEqual(expect.any(Number));
    // History: the catalogue product's 'create' entry and the My Products row's link, once each (the rerun
    // wrote none), by the merchant who sent it.
    const audits = await rowsOf<{
      subject_type: string;
      subject_id: number;
      action: string;
      user_id: number | null;
      user_name: string | null;
      comment: string;
      changes: Record<string, [unknown, unknown]>;
    }>(
      t.ctx.database.db,
      sql`select subject_type, subject_id, action, user_id, user_name, comment, changes from audits
          where team_id = ${t.teams.merchants[0]!}
            and ((subject_type = 'Product' and subject_id = ${detail.catalogue_product_id})
              or (subject_type = 'MerchantProduct' and subject_id = ${air.id}))
          order by id`,
    );
    expect(audits).toHaveLength(2);
    const sender = { user_id: data.user_id, user_name: expect.stringMatching(/\S/) };
    expect(audits[0]).toMatchObject({
      subject_type: 'Product',
      action: 'create',
      ...sender,
      comment: expect.stringContaining('Sent to PIM from My Products'),
    });
    expect(audits[0]!.changes.sku).toEqual([null, 'OWN-AIR']);
    expect(audits[1]).toMatchObject({
      subject_type: 'MerchantProduct',
      action: 'update',
      ...sender,
      changes: {
        status: ['Not Linked', 'Linked'],
        catalogue_product_id: [null, detail.catalogue_product_id],
      },
    });
    // The next sync keeps it Linked (its SKU is a catalogue SKU now).
    await syncAll(merchant, { stores: [secondStoreId] });
    expect((await merchant.get(`${P}/${air.id}`)).json().status).toBe('Linked');

    const again = await merchant.post(`${P}/${air.id}/send_to_pim`);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe(M.alreadyInPim);
    expect((await merchant2.post(`${P}/${air.id}/send_to_pim`)).statusCode).toBe(404);
  });
});
