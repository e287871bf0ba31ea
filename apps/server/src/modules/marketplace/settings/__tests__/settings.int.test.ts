import { SETTINGS_MESSAGES as S } from '@partsflow/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../../test/test-app.ts';
import * as importRepo from '../../import-list/import-list.repository.ts';
import { makeBrand, makeProduct, rowsOf } from '../../__tests__/fixtures.ts';

let t: TestApp;
let brand: TestClient;
let merchant: TestClient;
let merchant2: TestClient;
let merchantTeam: number;
let storeId: number;
const listingIds: Record<string, number> = {};
const API = '/api/marketplace/v1/marketplace';
const L = '/api/catalogue/b/setco/listings';

type Row = { setting: string; group: string; value: unknown; enabled: boolean; type: string };
const settings = async (client = merchant) => {
  const res = await client.get(`${API}/settings`);
  expect(res.statusCode, res.body).toBe(200);
  return new Map((res.json().data as Row[]).map((s) => [s.setting, s]));
};
const update = (setting: string, value: unknown, client = merchant, teamId = merchantTeam) =>
  client.post(`${API}/update-setting`, { team_id: teamId, setting, value });

/** Publishes the listing of the SKU to the store through the import list; answers the store product. */
async function publish(sku: string) {
  const add = await merchant.post(`${API}/create-import-listing`, { listing_id: listingIds[sku] });
  expect(add.statusCode, add.body).toBe(200);
  const items = (await merchant.get(`${API}/import-list?page=1&per_page=10`)).json().data as {
    id: number;
    sku: string;
  }[];
  const item = items.find((i) => i.sku === sku)!;
  const pub = await merchant.post(`${API}/import-list/${item.id}/publish`, { stores: [storeId] });
  expect(pub.statusCode, pub.body).toBe(200);
  const [product] = await rowsOf<{
    description: string;
    images: string[];
    variants: { sku: string; price: string }[];
  }>(
    t.ctx.database.db,
    sql`select description, images, variants from sandbox_store_products
        where store_id = ${storeId} and variants @> ${JSON.stringify([{ sku }])}::jsonb`,
  );
  return product!;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  const brandTeam = t.teams.brands[0]!;
  merchantTeam = t.teams.merchants[0]!;
  brand = await t.signIn('brand@demo.test');
  merchant = await t.signIn('merchant@demo.test');
  merchant2 = await t.signIn('merchant2@demo.test');
  const b = await makeBrand(db, { teamId: brandTeam, name: 'Setco', slug: 'setco' });
  for (const sku of ['SET-A', 'SET-B']) {
    const p = await makeProduct(db, { teamId: brandTeam, brand: b, sku, priceCents: 4500 });
    await db.execute(sql`
      insert into product_media (product_id, media_type, file_name, storage_key, position, content_type)
      values (${p.id}, 'image', 'pad.jpg', ${`catalogue/media/${p.id}/pad.jpg`}, 1, 'image/jpeg')`);
    const res = await brand.post(L, {
      title: `Brake pad ${sku}`,
      description: 'Front axle pads',
      products: [{ id: p.id }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().listing.id as number;
    await brand.patch(`${L}/${id}/status`, { status: 'published' });
    await brand.patch(`${L}/${id}/visibility`, { visible_on_marketplace: true });
    listingIds[sku] = id;
  }
  await importRepo.setSubscription(db, { teamId: merchantTeam, active: true, plan: 'growth' });
  storeId = (await merchant.post(`${API}/stores`, { name: 'Settings Test Store' })).json().store.id;
});
afterAll(async () => t?.close());

describe('marketplace settings', () => {
  it('serves one definition per setting across the six cards, at their defaults', async () => {
    const all = await settings();
    expect([...new Set([...all.values()].map((s) => s.group))]).toEqual([
      'Product',
      'Inventory',
      'Pricing',
      'Shipping',
      'Data',
      'Orders',
    ]);
    expect(all.get('pricing.price_markup_percent')).toMatchObject({
      value: 0,
      type: 'percent',
      enabled: true,
    });
    expect(all.get('inventory.push_stock_levels')).toMatchObject({ value: true });
    expect(all.get('orders.auto_request_fulfillment')).toMatchObject({ value: false });
    expect(all.get('shipping.carrier_calculated_rates')).toMatchObject({ enabled: false });
  });

  it('refuses bad values, unavailable and unknown settings and another team, and saves nothing', async () => {
    const tooBig = await update('pricing.price_markup_percent', 250);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.details[0]).toMatchObject({ path: ['value'], message: S.numberRange(0, 200) });
    expect((await update('pricing.price_markup_percent', 12.345)).json().error.details[0].message).toBe(
      S.decimals(2),
    );
    expect((await update('pricing.price_markup_percent', 'ten')).statusCode).toBe(400);
    expect((await update('product.publish_description', 1)).json().error.details[0].message).toBe(
      S.mustBeBoolean,
    );
    const unavailable = await update('shipping.carrier_calculated_rates', true);
    expect(unavailable.statusCode).toBe(422);
    expect(unavailable.json().error.message).toBe(S.unavailable);
    expect((await update('pricing.no_such_thing', 1)).statusCode).toBe(404);
    const otherTeam = await update('pricing.price_markup_percent', 10, merchant, t.teams.merchants[1]!);
    expect(otherTeam.statusCode).toBe(404);
    expect((await settings()).get('pricing.price_markup_percent')!.value).toBe(0);
    expect((await settings(merchant2)).get('pricing.price_markup_percent')!.value).toBe(0);
  });

  it('lets only admins change settings; a viewer reads them', async () => {
    const team2 = t.teams.merchants[1]!;
    await t.ctx.database.db.execute(
      sql`update memberships set admin = false, editor = false, billing = false, viewer = true
          where team_id = ${team2}`,
    );
    try {
      expect((await update('pricing.price_markup_percent', 5, merchant2, team2)).statusCode).toBe(403);
      expect((await settings(merchant2)).get('pricing.price_markup_percent')!.value).toBe(0);
    } finally {
      await t.ctx.database.db.execute(
        sql`update memberships set admin = true, editor = true, billing = true, viewer = true
            where team_id = ${team2}`,
      );
    }
  });

  it('changes what publishing sends: markup on the catalogue price, description and images', async () => {
    const before = await publish('SET-A');
    expect(before.variants[0]!.price).toBe('45.00');
    expect(before.description).toBe('Front axle pads');
    expect(before.images).toHaveLength(1);

    const saved = await update('pricing.price_markup_percent', 15);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, setting: { value: 15 } });
    expect((await update('product.publish_description', false)).statusCode).toBe(200);
    expect((await update('data.publish_images', false)).statusCode).toBe(200);
    // The same change again is one effect (an upsert).
    expect((await update('data.publish_images', false)).statusCode).toBe(200);
    const all = await settings();
    expect(all.get('pricing.price_markup_percent')!.value).toBe(15);
    expect(all.get('data.publish_images')!.value).toBe(false);
    // Another team keeps its own defaults.
    expect((await settings(merchant2)).get('pricing.price_markup_percent')!.value).toBe(0);

    const after = await publish('SET-B');
    expect(after.variants[0]!.price).toBe('51.75');
    expect(after.description).toBe('');
    expect(after.images).toEqual([]);
  });
});
