import { resultCounterText } from '@partsflow/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApiKeys } from '../../accounts/index.ts';
import { bearerClient, createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { makeBrand, makeProduct } from './fixtures.ts';

let t: TestApp;
let brand: TestClient;
let merchant: TestClient;
let ids: Record<string, number>;
const API = '/api/marketplace/v1/marketplace';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  const teamId = t.teams.brands[0]!;
  const apex = await makeBrand(db, { teamId, name: 'Apex', slug: 'apex' });
  const bolt = await makeBrand(db, { teamId, name: 'Boltline', slug: 'boltline' });
  // The brand team sells too: it sees its own hidden listings under My Hidden Listings.
  await db.execute(sql`update teams set marketplace_platform_enabled = true where id = ${teamId}`);
  brand = await t.signIn('brand@demo.test');
  merchant = await t.signIn('merchant@demo.test');
  ids = {};
  const add = async (
    key: string,
    b: { id: number; slug: string },
    sku: string,
    title: string,
    price: number,
    attrs: Record<string, string> = {},
  ) => {
    const p = await makeProduct(db, { teamId, brand: b, sku, title, priceCents: price, attributes: attrs });
    const l = await brand.post(`/api/catalogue/b/${b.slug}/listings`, { title, products: [{ id: p.id }] });
    ids[key] = l.json().listing.id;
    await brand.patch(`/api/catalogue/b/${b.slug}/listings/${ids[key]}/status`, { status: 'published' });
    await brand.patch(`/api/catalogue/b/${b.slug}/listings/${ids[key]}/visibility`, {
      visible_on_marketplace: true,
    });
    return p;
  };
  await add('pad', apex, 'ABP-44119', 'Ceramic brake pad front', 5500, { Material: 'Ceramic' });
  await add('pad2', apex, 'ABP-44120', 'Ceramic brake pad rear', 4500, { Material: 'Ceramic' });
  await add('rotor', apex, 'ROT-200', 'Slotted rotor', 12000, { Material: 'Iron' });
  const bolted = await add('bolt', bolt, 'BL-10', 'Wheel bolt kit', 900);
  await db.execute(
    sql`insert into product_numbers (product_id, number_type, value) values (${bolted.id}, 'alternate', 'OEM-777')`,
  );
  // A listing edit re-reads the products: the alternate SKU joins the search words.
  await brand.patch(`/api/catalogue/b/boltline/listings/${ids.bolt}`, {
    title: 'Wheel bolt kit',
    products: [{ id: bolted.id }],
  });
  await add('hidden', bolt, 'BL-11', 'Hidden nut', 100);
  await brand.patch(`/api/catalogue/b/boltline/listings/${ids.hidden}/visibility`, {
    visible_on_marketplace: false,
  });
});
afterAll(async () => t?.close());

const search = async (body: Record<string, unknown>, client = merchant) =>
  (await client.post(`${API}/all-search-results`, body)).json();
const titles = (r: { hits: { title: string }[] }) => r.hits.map((h) => h.title);

describe('source products search', () => {
  it('lists visible published listings by cost ascending by default', async () => {
    const r = await search({});
    expect(titles(r)).toEqual([
      'Wheel bolt kit',
      'Ceramic brake pad rear',
      'Ceramic brake pad front',
      'Slotted rotor',
    ]);
    expect(resultCounterText(r)).toBe('Showing 4 listings');
    expect(r.hits[0]).toMatchObject({
      has_distribution: false,
      status: 'published',
      stores: 0,
      match: false,
    });
  });

  it('ranks an exact SKU first with the Match badge, then keywords, and counts relevant out of all', async () => {
    const r = await search({ query: 'abp-44120' });
    expect(r.hits[0]).toMatchObject({ title: 'Ceramic brake pad rear', match: true });
    const k = await search({ query: 'ceramic pad' });
    expect(titles(k).sort()).toEqual(['Ceramic brake pad front', 'Ceramic brake pad rear']);
    expect(resultCounterText(k)).toBe('Showing 2 relevant listings sorted out of 4');
    expect(titles(await search({ query: 'oem-777' }))).toEqual(['Wheel bolt kit']);
    expect(titles(await search({ query: '4411' }))).toEqual(['Ceramic brake pad front']);
  });

  it('falls back to similar SKUs for a typo', async () => {
    const r = await search({ query: 'ROT-2OO' });
    expect(r.fallback).toBe(true);
    expect(titles(r)).toContain('Slotted rotor');
  });

  it('narrows by facets and counts them', async () => {
    const r = await search({ facets: true });
    expect(r.facets.brand).toEqual([
      expect.objectContaining({ label: 'Apex', count: 3 }),
      expect.objectContaining({ label: 'Boltline', count: 1 }),
    ]);
    const apexId = Number(r.facets.brand[0].value);
    expect(titles(await search({ brand_ids: [apexId], sort: 'cost_asc' }))).toEqual([
      'Ceramic brake pad rear',
      'Ceramic brake pad front',
      'Slotted rotor',
    ]);
    const f = (await merchant.post(`${API}/all-facet-filters`, { query: 'ceramic' })).json();
    expect(f.brand).toEqual([expect.objectContaining({ label: 'Apex', count: 2 })]);
  });

  it('answers every id for select all, and filters imported and the brand own hidden listings', async () => {
    const all = await search({ ids_only: true });
    expect(all.ids).toHaveLength(4);
    expect(titles(await search({ listing_filter: 'imported' }))).toEqual([]);
    expect((await search({ listing_filter: 'non_imported' })).hits).toHaveLength(4);
    expect(titles(await search({ listing_type: 'hidden' }, brand))).toEqual(['Hidden nut']);
    expect(titles(await search({ listing_type: 'hidden' }))).toEqual([]);
    expect((await search({ listing_type: 'catalogued' }, brand)).hits).toHaveLength(5);
    expect((await search({ listing_type: 'data_only' })).hits).toHaveLength(4);
    expect((await search({ listing_type: 'dropship' })).hits).toHaveLength(0);
  });

  it('is open to the publishable key', async () => {
    const keys = await getApiKeys(t.ctx.database.db, t.teams.merchants[0]!);
    const pk = bearerClient(t.app, keys.publishable_key);
    expect((await pk.post(`${API}/all-search-results`, {})).statusCode).toBe(200);
    expect((await pk.post(`${API}/all-facet-filters`, {})).statusCode).toBe(200);
  });
});
