import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../../test/test-app.ts';
import { makeBrand, makeProduct } from '../../__tests__/fixtures.ts';

let t: TestApp;
let brand: TestClient;
let brand2: TestClient;
let viewer: TestClient;
type Product = Awaited<ReturnType<typeof makeProduct>>;
let kit: Product;
let parts: Product[];
let otherAssembly: Product;
let foreign: Product;
const P = '/api/catalogue';
const partsUrl = (p: Product = kit) => `${P}/b/apex-brakes/products/${p.slug}/parts`;
const details = (res: { json(): unknown }) =>
  (res.json() as { error: { details: { path: unknown[]; message: string }[] } }).error.details;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  const apex = await makeBrand(db, { teamId: t.teams.brands[0]!, name: 'Apex Brakes', slug: 'apex-brakes' });
  const south = await makeBrand(db, { teamId: t.teams.brands[1]!, name: 'Southern', slug: 'southern' });
  const make = (sku: string, record_type: 'Part' | 'Assembly', published = false) =>
    makeProduct(db, {
      teamId: t.teams.brands[0]!,
      brand: apex.brand,
      subBrandId: apex.subBrand.id,
      sku,
      values: { record_type, published },
    });
  kit = await make('KIT-1', 'Assembly');
  otherAssembly = await make('KIT-2', 'Assembly');
  parts = [await make('PART-A', 'Part', true), await make('PART-B', 'Part'), await make('PART-C', 'Part')];
  foreign = await makeProduct(db, {
    teamId: t.teams.brands[1]!,
    brand: south.brand,
    subBrandId: south.subBrand.id,
    sku: 'SOUTH-P',
  });
  [brand, brand2, viewer] = await Promise.all([
    t.signIn('brand@demo.test'),
    t.signIn('brand2@demo.test'),
    t.signIn('viewer@demo.test'),
  ]);
});
afterAll(async () => t?.close());

describe('parts of an assembly', () => {
  it('adds three parts in order, once each even when sent twice', async () => {
    const res = await brand.post(partsUrl(), { product_ids: parts.map((p) => p.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Part added to product');
    expect(res.json().products).toEqual(
      parts.map((p, i) =>
        expect.objectContaining({
          product_id: p.id,
          sku: p.sku,
          title: p.title,
          url: `/catalogue/products/${p.slug}/edit`,
          published: i === 0,
          quantity: 1,
          vehicle_primary: false,
          include_media: false,
          image_url: null,
        }),
      ),
    );
    const again = await brand.post(partsUrl(), { product_ids: [parts[0]!.id] });
    expect(again.json().products).toHaveLength(3);
    expect((await brand.get(partsUrl())).json().products.map((p: { sku: string }) => p.sku)).toEqual([
      'PART-A',
      'PART-B',
      'PART-C',
    ]);
  });

  it('refuses the assembly itself, an assembly as a part, parts on a Part, and an empty choice', async () => {
    const self = await brand.post(partsUrl(), { product_ids: [kit.id] });
    expect(details(self)).toEqual([
      { path: ['product_ids'], message: 'A product cannot be a part of itself' },
    ]);
    const asm = await brand.post(partsUrl(), { product_ids: [otherAssembly.id] });
    expect(details(asm)[0]!.message).toBe('Only products of record type Part can be added as parts');
    const onPart = await brand.post(partsUrl(parts[0]), { product_ids: [parts[1]!.id] });
    expect(details(onPart)[0]!.message).toBe('Only an assembly can have parts');
    const none = await brand.post(partsUrl(), { product_ids: [] });
    expect(details(none)[0]!.message).toBe('Choose at least one part');
    expect((await brand.get(partsUrl())).json().products).toHaveLength(3);
  });

  it('saves quantity, vehicle primary and include media for the whole list', async () => {
    const current = (await brand.get(partsUrl())).json().products;
    const res = await brand.put(partsUrl(), {
      products: current.map((p: { id: number }, i: number) => ({
        id: p.id,
        quantity: i + 2,
        vehicle_primary: i === 0,
        include_media: i === 2,
      })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Parts updated');
    expect(
      res
        .json()
        .products.map((p: { quantity: number; vehicle_primary: boolean; include_media: boolean }) => [
          p.quantity,
          p.vehicle_primary,
          p.include_media,
        ]),
    ).toEqual([
      [2, true, false],
      [3, false, false],
      [4, false, true],
    ]);
    const bad = await brand.put(partsUrl(), {
      products: [{ id: current[0].id, quantity: 0, vehicle_primary: false, include_media: false }],
    });
    expect(details(bad)).toEqual([
      { path: ['products', 0, 'quantity'], message: 'Quantity must be a whole number from 1 to 9999' },
    ]);
    const history = (await brand.get(`${P}/product/${kit.id}/audits`)).json();
    expect(history.audits[0]).toMatchObject({ auditable_type: 'ProductComponent', action: 'update' });
  });

  it('lists the assemblies a part is in, with links', async () => {
    const res = await brand.get(`${P}/b/apex-brakes/products/${parts[1]!.slug}/assemblies`);
    expect(res.json()).toEqual({
      parent_products: [
        {
          id: kit.id,
          sku: 'KIT-1',
          title: kit.title,
          published: false,
          url: `/catalogue/products/${kit.slug}/edit`,
        },
      ],
    });
  });

  it('removes parts by their link ids', async () => {
    const current = (await brand.get(partsUrl())).json().products;
    const res = await brand.delete(partsUrl(), { product_component_ids: [current[1].id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Part removed from product');
    expect(res.json().products.map((p: { sku: string }) => p.sku)).toEqual(['PART-A', 'PART-C']);
    const again = await brand.delete(partsUrl(), { product_component_ids: [current[1].id] });
    expect(details(again)[0]!.message).toBe('That part is not in this assembly');
  });

  it('shows the Component Attributes matrix: parts combined at kit level, the kit overriding', async () => {
    const db = t.ctx.database.db;
    const title = async (name: string) =>
      (
        (await db.execute(
          sql`insert into attribute_titles (name, data_type) values (${name}, 'alphanumeric') returning id`,
        )) as unknown as { rows: { id: number }[] }
      ).rows[0]!.id;
    const [material, colour, warranty] = [
      await title('Material'),
      await title('Colour'),
      await title('Warranty'),
    ];
    const put = (productId: number, titleId: number, value: string, sequence: number) =>
      db.execute(
        sql`insert into product_attributes (product_id, attribute_title_id, value, sequence)
            values (${productId}, ${titleId}, ${value}, ${sequence})`,
      );
    // Remaining parts: PART-A then PART-C.
    await put(parts[0]!.id, colour, 'Red', 1);
    await put(parts[0]!.id, material, 'Ceramic', 2);
    await put(parts[2]!.id, material, 'Steel', 1);
    await put(parts[2]!.id, colour, 'Red', 2);
    await put(kit.id, warranty, '2 years', 1);
    await put(kit.id, colour, 'Black', 2);
    const res = await brand.get(`${P}/b/apex-brakes/products/${kit.slug}/component_attributes`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      columns: [
        { product_id: kit.id, sku: 'KIT-1', kit: true },
        { product_id: parts[0]!.id, sku: 'PART-A', kit: false },
        { product_id: parts[2]!.id, sku: 'PART-C', kit: false },
      ],
      rows: [
        { attribute_title_id: colour, title: 'Colour', values: ['Black', 'Red', 'Red'], combined: 'Black' },
        {
          attribute_title_id: material,
          title: 'Material',
          values: [null, 'Ceramic', 'Steel'],
          combined: 'Ceramic, Steel',
        },
        {
          attribute_title_id: warranty,
          title: 'Warranty',
          values: ['2 years', null, null],
          combined: '2 years',
        },
      ],
    });
  });

  it("answers 404 for another team's products and 403 for a viewer's change", async () => {
    expect((await brand.post(partsUrl(), { product_ids: [foreign.id] })).statusCode).toBe(404);
    expect((await brand2.get(partsUrl())).statusCode).toBe(404);
    expect((await brand2.post(partsUrl(), { product_ids: [parts[1]!.id] })).statusCode).toBe(404);
    expect((await viewer.get(partsUrl())).statusCode).toBe(200);
    expect((await viewer.post(partsUrl(), { product_ids: [parts[1]!.id] })).statusCode).toBe(403);
    expect((await brand.get(partsUrl())).json().products).toHaveLength(2);
  });
});
