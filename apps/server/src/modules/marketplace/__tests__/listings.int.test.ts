import { MARKETPLACE_MESSAGES as M } from '@partsflow/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { makeBrand, makeProduct, rowsOf } from './fixtures.ts';

let t: TestApp;
let brand: TestClient;
let brand2: TestClient;
let p: Record<string, { id: number; sku: string; slug: string }>;
const L = '/api/catalogue/b/apex/listings';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  const teamId = t.teams.brands[0]!;
  const apex = await makeBrand(db, { teamId, name: 'Apex', slug: 'apex' });
  await makeBrand(db, { teamId: t.teams.brands[1]!, name: 'Other', slug: 'other' });
  p = {
    red: await makeProduct(db, {
      teamId,
      brand: apex,
      sku: 'APX-1',
      attributes: { Colour: 'Red', Side: 'Left' },
    }),
    blue: await makeProduct(db, { teamId, brand: apex, sku: 'APX-2', attributes: { Colour: 'Blue' } }),
    noPrice: await makeProduct(db, {
      teamId,
      brand: apex,
      sku: 'APX-3',
      priceCents: null,
      attributes: { Colour: 'Green' },
    }),
    bare: await makeProduct(db, { teamId, brand: apex, sku: 'APX-4' }),
    alsoBlue: await makeProduct(db, { teamId, brand: apex, sku: 'APX-5', attributes: { Colour: 'Blue' } }),
  };
  brand = await t.signIn('brand@demo.test');
  brand2 = await t.signIn('brand2@demo.test');
});
afterAll(async () => t?.close());

async function listingCount() {
  const res = await rowsOf<{ n: number }>(t.ctx.database.db, sql`select count(*)::int as n from listings`);
  return res[0]!.n;
}

const input = (over: Record<string, unknown> = {}) => ({
  title: 'The Apex TM brake pad, a set!',
  description: 'Pads',
  is_purchasable: true,
  products: [{ id: p.red!.id }, { id: p.blue!.id }],
  integrations: [],
  options: 'Colour',
  ...over,
});

describe('listing rules', () => {
  it('answers the spec messages word for word and saves nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ options: 'Colour,Side,Size,Material' }, M.listing.optionsMax],
      [{ options: '' }, M.listing.optionRequired],
      [{ title: 'x'.repeat(256) }, M.listing.titleTooLong],
      [{ title: '' }, M.listing.titleRequired],
      [
        { products: [{ id: p.red!.id }, { id: p.bare!.id }], options: 'Colour' },
        M.listing.noSharedAttributes,
      ],
    ];
    for (const [over, message] of cases) {
      const res = await brand.post(L, input(over));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await listingCount()).toBe(0);
  });

  it('creates a two-variant listing with the handle derived from the title', async () => {
    const res = await brand.post(L, input());
    expect(res.statusCode).toBe(201);
    const { message, listing } = res.json();
    expect(message).toBe(M.listing.created);
    expect(listing).toMatchObject({
      handle: 'apex-brake-pad-set',
      status: 'draft',
      options: 'Colour',
      sku: 'APX-1',
      validations: [],
    });
    expect(listing.selected_products.map((s: { sku: string }) => s.sku)).toEqual(['APX-1', 'APX-2']);
    // The catalogue's product shows the listing once the event is handled.
    await t.ctx.events.dispatchPending();
    const product = await brand.get(`/api/catalogue/b/apex/products/${p.red!.slug}`);
    expect(product.json().listing_id ?? product.json().product?.listing_id).toBe(listing.id);
  });

  it('refuses a product that is already in another listing', async () => {
    const res = await brand.post(L, input({ products: [{ id: p.red!.id }], options: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(M.listing.productInOtherListing('APX-1'));
  });

  it('marks a listing invalid on missing prices and repeated option values, and drops overrides equal to the value', async () => {
    const res = await brand.post(
      L,
      input({
        title: 'Second',
        products: [{ id: p.noPrice!.id, attribute_overrides: { Colour: 'Green' } }, { id: p.alsoBlue!.id }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const { listing } = res.json();
    expect(listing.status).toBe('invalid');
    expect(listing.validations).toEqual([M.listing.variantNoPrice('APX-3')]);
    expect(listing.selected_products[0].attribute_overrides).toEqual({});

    // Validity follows the product: a price set in the catalogue makes the listing valid again.
    const priced = await brand.put(`/api/catalogue/product/${p.noPrice!.id}/product_price`, {
      price_cents: 2500,
    });
    expect(priced.statusCode).toBe(200);
    await t.ctx.events.dispatchPending();
    const after = await brand.get(`${L}/${listing.id}`);
    expect(after.json()).toMatchObject({ status: 'draft', validations: [] });

    // An override that repeats another variant's value is invalid.
    const dup = await brand.patch(
      `${L}/${listing.id}`,
      input({
        title: 'Second',
        products: [{ id: p.noPrice!.id, attribute_overrides: { Colour: 'Blue' } }, { id: p.alsoBlue!.id }],
      }),
    );
    expect(dup.json().message).toBe(M.listing.updated);
    expect(dup.json().listing.validations).toEqual([M.listing.variantDuplicate('APX-5')]);
  });

  it('publishes, unpublishes and shows on the marketplace only while published', async () => {
    const [row] = (await brand.get(`${L}/datatable.json`))
      .json()
      .data.filter((r: { title: string }) => r.title.startsWith('The Apex'));
    const hidden = await brand.patch(`${L}/${row.id}/visibility`, { visible_on_marketplace: true });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().error.message).toBe(M.listing.visibilityOnlyPublished);
    const pub = await brand.patch(`${L}/${row.id}/status`, { status: 'published' });
    expect(pub.json()).toMatchObject({ message: M.listing.statusUpdated, listing: { status: 'published' } });
    const vis = await brand.patch(`${L}/${row.id}/visibility`, { visible_on_marketplace: true });
    expect(vis.json()).toMatchObject({
      message: M.listing.visibilityUpdated,
      listing: { visible_on_marketplace: true },
    });
    const unpub = await brand.patch(`${L}/${row.id}/status`, { status: 'archived' });
    expect(unpub.json().listing).toMatchObject({ status: 'archived', visible_on_marketplace: false });
  });

  it('lists 25 per page with the SKUs, and searches products by SKU from 3 characters', async () => {
    const table = (await brand.get(`${L}/datatable.json`)).json();
    expect(table.meta.total_count).toBe(2);
    expect(table.data.map((r: { skus: string[] }) => r.skus)).toContainEqual(['APX-1', 'APX-2']);
    expect((await brand.get(`${L}/search?query=AP`)).json().products).toEqual([]);
    const found = (await brand.get(`${L}/search?query=APX-`)).json().products;
    expect(found.map((x: { sku: string }) => x.sku)).toEqual(['APX-1', 'APX-2', 'APX-3', 'APX-4', 'APX-5']);
    // The builder offers variant options from the hits' attributes before the listing is saved.
    expect(found[0]).toMatchObject({
      attributes: expect.arrayContaining([{ name: 'Colour', value: 'Red' }]),
      price_cents: expect.any(Number),
    });
  });

  it("answers 404 for another team's brand and listing", async () => {
    const [row] = (await brand.get(`${L}/datatable.json`)).json().data;
    expect((await brand2.get(`${L}/${row.id}`)).statusCode).toBe(404);
    expect((await brand2.patch(`${L}/${row.id}`, input())).statusCode).toBe(404);
    expect((await brand2.delete(`${L}/${row.id}`)).statusCode).toBe(404);
    expect((await brand.get(`/api/catalogue/b/other/listings/${row.id}`)).statusCode).toBe(404);
  });

  it("creates a listing from the product editor's Tools menu, once", async () => {
    const url = `/api/catalogue/b/apex/products/${p.bare!.slug}/create-marketplace-listing`;
    const first = await brand.post(url);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(M.listing.createdFromProduct);
    const again = await brand.post(url);
    expect(again.json().id).toBe(first.json().id);
    const listing = (await brand.get(`${L}/${first.json().id}`)).json();
    expect(listing).toMatchObject({ title: 'Product APX-4', sku: 'APX-4', status: 'draft' });
  });

  it('deletes a listing', async () => {
    const [row] = (await brand.get(`${L}/datatable.json`)).json().data;
    const res = await brand.delete(`${L}/${row.id}`);
    expect(res.json()).toEqual({ message: M.listing.deleted });
    expect((await brand.get(`${L}/${row.id}`)).statusCode).toBe(404);
  });
});
