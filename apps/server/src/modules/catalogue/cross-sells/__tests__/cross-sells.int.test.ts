import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../../test/test-app.ts';
import { makeBrand, makeProduct } from '../../__tests__/fixtures.ts';

let t: TestApp;
let brand: TestClient;
let brand2: TestClient;
let viewer: TestClient;
type Product = Awaited<ReturnType<typeof makeProduct>>;
let product: Product;
let rotor: Product;
let clips: Product;
let foreign: Product;
const P = '/api/catalogue';
const url = () => `${P}/b/apex-brakes/products/${product.slug}/cross_sell_products`;
const details = (res: { json(): unknown }) =>
  (res.json() as { error: { details: { path: unknown[]; message: string }[] } }).error.details;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  const apex = await makeBrand(db, { teamId: t.teams.brands[0]!, name: 'Apex Brakes', slug: 'apex-brakes' });
  const south = await makeBrand(db, { teamId: t.teams.brands[1]!, name: 'Southern', slug: 'southern' });
  const make = (sku: string) =>
    makeProduct(db, { teamId: t.teams.brands[0]!, brand: apex.brand, subBrandId: apex.subBrand.id, sku });
  [product, rotor, clips] = [await make('PAD-1'), await make('ROTOR-1'), await make('CLIP-1')];
  foreign = await makeProduct(db, {
    teamId: t.teams.brands[1]!,
    brand: south.brand,
    subBrandId: south.subBrand.id,
    sku: 'SOUTH-1',
  });
  [brand, brand2, viewer] = await Promise.all([
    t.signIn('brand@demo.test'),
    t.signIn('brand2@demo.test'),
    t.signIn('viewer@demo.test'),
  ]);
});
afterAll(async () => t?.close());

describe('cross-sell', () => {
  it('adds a related product with the first relationship type by default and notes', async () => {
    const res = await brand.post(url(), {
      related_product_id: rotor.id,
      catalogue_notes: ' Pair with rotors ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      message: 'Cross-sell added',
      cross_sell_products: [
        {
          id: expect.any(Number),
          product: {
            id: product.id,
            sku: 'PAD-1',
            type: 'Part',
            brand_id: product.brand_id,
            slug: product.slug,
          },
          related_product: {
            id: rotor.id,
            sku: 'ROTOR-1',
            type: 'Part',
            title: rotor.title,
            slug: rotor.slug,
            brand: { id: rotor.brand_id, slug: 'apex-brakes', name: 'Apex Brakes' },
          },
          relationship_type: 'Related',
          catalogue_notes: 'Pair with rotors',
        },
      ],
    });
    expect((await brand.get(url())).json().cross_sell_products).toHaveLength(1);
  });

  it('refuses no related product, itself, an unknown type and the same pair twice', async () => {
    expect(details(await brand.post(url(), {}))[0]).toMatchObject({
      path: ['related_product_id'],
      message: 'Choose a related product',
    });
    expect(details(await brand.post(url(), { related_product_id: product.id }))[0]!.message).toBe(
      'A product cannot be cross-sold with itself',
    );
    expect(
      details(await brand.post(url(), { related_product_id: clips.id, relationship_type: 'Cousin' }))[0]!
        .message,
    ).toBe('Relationship type must be one of Related, Accessory, Upgrade, Alternative, Required');
    const dup = await brand.post(url(), { related_product_id: rotor.id, relationship_type: 'Related' });
    expect(dup.statusCode).toBe(409);
    expect(details(dup)[0]!.message).toBe('This product is already a cross-sell of that type');
  });

  it('updates and deletes a cross-sell by id', async () => {
    const [row] = (await brand.get(url())).json().cross_sell_products;
    const upd = await brand.patch(`${P}/cross_sell_products/${row.id}`, {
      related_product_id: clips.id,
      relationship_type: 'Accessory',
      catalogue_notes: '',
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({
      message: 'Cross-sell updated',
      cross_sell_products: [
        { related_product: { sku: 'CLIP-1' }, relationship_type: 'Accessory', catalogue_notes: null },
      ],
    });
    const history = (await brand.get(`${P}/product/${product.id}/audits`)).json();
    expect(history.audits[0]).toMatchObject({ auditable_type: 'CrossSell', action: 'update' });
    const del = await brand.delete(`${P}/cross_sell_products/${row.id}`);
    expect(del.json()).toEqual({ message: 'Cross-sell deleted', cross_sell_products: [] });
    expect((await brand.delete(`${P}/cross_sell_products/${row.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another team's products and 403 for a viewer's change", async () => {
    expect((await brand.post(url(), { related_product_id: foreign.id })).statusCode).toBe(404);
    expect((await brand2.get(url())).statusCode).toBe(404);
    const mine = (await brand.post(url(), { related_product_id: rotor.id })).json().cross_sell_products[0];
    expect((await brand2.delete(`${P}/cross_sell_products/${mine.id}`)).statusCode).toBe(404);
    expect((await viewer.get(url())).statusCode).toBe(200);
    expect((await viewer.post(url(), { related_product_id: clips.id })).statusCode).toBe(403);
  });
});
