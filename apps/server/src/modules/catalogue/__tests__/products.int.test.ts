import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { makeBrand, makeProduct } from './fixtures.ts';

let t: TestApp;
let brand: TestClient;
let brand2: TestClient;
let viewer: TestClient;
let staff: TestClient;
let apex: Awaited<ReturnType<typeof makeBrand>>;
let other: Awaited<ReturnType<typeof makeBrand>>;
let otherProduct: Awaited<ReturnType<typeof makeProduct>>;

const P = '/api/catalogue';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  apex = await makeBrand(db, { teamId: t.teams.brands[0]!, name: 'Apex Brakes', slug: 'apex-brakes' });
  other = await makeBrand(db, {
    teamId: t.teams.brands[1]!,
    name: 'Southern Filters',
    slug: 'southern-filters',
  });
  otherProduct = await makeProduct(db, {
    teamId: t.teams.brands[1]!,
    brand: other.brand,
    subBrandId: other.subBrand.id,
    sku: 'SF-100',
  });
  [brand, brand2, viewer, staff] = await Promise.all([
    t.signIn('brand@demo.test'),
    t.signIn('brand2@demo.test'),
    t.signIn('viewer@demo.test'),
    t.signIn('staff@demo.test'),
  ]);
});
afterAll(async () => t?.close());

function multipart(fields: Record<string, string>) {
  const boundary = '----partsflowtest';
  const body =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function create(product: Record<string, unknown>, client = brand) {
  return client.post(`${P}/b/apex-brakes/products`, { product });
}

describe('product create and update', () => {
  it('creates a product from JSON: slug from brand and SKU, Type chosen, history recorded', async () => {
    const res = await create({
      sku: 'BP-1234',
      title: 'Front brake pads',
      brand_id: apex.brand.id,
      sub_brand_id: apex.subBrand.id,
      record_type: 'Assembly',
      price: 4995,
      country_of_origin: 'australia',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Product created');
    expect(body.product).toMatchObject({
      slug: 'apex-brakes-bp-1234',
      sku: 'BP-1234',
      record_type: 'Assembly',
      price: 4995,
      country_of_origin: 'AU',
      brand: { slug: 'apex-brakes', name: 'Apex Brakes' },
      sub_brand: { id: apex.subBrand.id, name: 'Apex Brakes Pro' },
      url: '/catalogue/products/apex-brakes-bp-1234/edit',
      product_numbers_count: 0,
      default_gtin: null,
      product_issues: { open_count: 0, resolved_count: 0 },
    });
    const audits = await brand.get(`${P}/product/${body.product.id}/audits`);
    expect(audits.json().audits[0]).toMatchObject({ action: 'create', user: 'Bree Brand' });
  });

  it('creates a product from multipart product[...] fields', async () => {
    const res = await brand.request({
      method: 'POST',
      url: `${P}/b/apex-brakes/products`,
      ...multipart({
        'product[sku]': 'MP-1',
        'product[title]': 'Multipart pads',
        'product[brand_id]': String(apex.brand.id),
        'product[sub_brand_id]': String(apex.subBrand.id),
        'product[published]': 'true',
        'product[price]': '1000',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().product).toMatchObject({
      sku: 'MP-1',
      published: true,
      price: 1000,
      record_type: 'Part',
    });
  });

  it('answers each product-form validation message and creates nothing', async () => {
    const res = await create({ title: 'No sku' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.details).toEqual(
      expect.arrayContaining([
        { path: ['product', 'sku'], message: 'SKU is required' },
        { path: ['product', 'brand_id'], message: 'Brand is required' },
        { path: ['product', 'sub_brand_id'], message: 'Sub Brand is required' },
      ]),
    );
    const price = await create({
      sku: 'X-1',
      brand_id: apex.brand.id,
      sub_brand_id: apex.subBrand.id,
      price: -1,
    });
    expect(price.json().error.details).toContainEqual({
      path: ['product', 'price'],
      message: 'Price must be 0 or more',
    });
    const priceNaN = await create({
      sku: 'X-1',
      brand_id: apex.brand.id,
      sub_brand_id: apex.subBrand.id,
      price: 'abc',
    });
    expect(priceNaN.json().error.details).toContainEqual({
      path: ['product', 'price'],
      message: 'Price must be a number',
    });
    const type = await create({
      sku: 'X-1',
      brand_id: apex.brand.id,
      sub_brand_id: apex.subBrand.id,
      record_type: 'Kit',
    });
    expect(type.json().error.details).toContainEqual({
      path: ['product', 'record_type'],
      message: 'Type must be Part or Assembly',
    });
    const priority = await create(
      { sku: 'X-1', brand_id: apex.brand.id, sub_brand_id: apex.subBrand.id, search_priority: 101 },
      staff,
    );
    expect(priority.json().error.details).toContainEqual({
      path: ['product', 'search_priority'],
      message: 'Search priority must be a whole number from 0 to 100',
    });
    const wrongSub = await create({ sku: 'X-1', brand_id: apex.brand.id, sub_brand_id: other.subBrand.id });
    expect(wrongSub.statusCode).toBe(400);
    expect(wrongSub.json().error.details).toContainEqual({
      path: ['product', 'sub_brand_id'],
      message: 'Sub Brand must belong to the chosen brand',
    });
    const dup = await create({ sku: 'bp-1234', brand_id: apex.brand.id, sub_brand_id: apex.subBrand.id });
    expect(dup.json().error.details).toContainEqual({
      path: ['product', 'sku'],
      message: 'SKU has already been taken for this brand',
    });
    const list = await brand.get(`${P}/products/datatable.json?query=X-1`);
    expect(list.json().meta.total_count).toBe(0);
  });

  it('ignores admin-only fields from a non-staff user and accepts them from staff', async () => {
    const res = await create({
      sku: 'ADM-1',
      brand_id: apex.brand.id,
      sub_brand_id: apex.subBrand.id,
      preorder: true,
      search_priority: 50,
      use_retail_charm_pricing: true,
      ta_article_id: 'TA-1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().product).toMatchObject({
      preorder: false,
      search_priority: 0,
      use_retail_charm_pricing: false,
      ta_article_id: null,
    });
    const patch = await staff.patch(`${P}/b/apex-brakes/products/apex-brakes-adm-1`, {
      product: { preorder: true, search_priority: 50, lock_details: true, product_code: 'AI-9' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().product).toMatchObject({
      preorder: true,
      search_priority: 50,
      lock_details: true,
      product_code: 'AI-9',
    });
  });

  it('updates a subset; country of origin is cut to 2 letters and ignored unless exactly 2', async () => {
    const url = `${P}/b/apex-brakes/products/apex-brakes-bp-1234`;
    const ok = await brand.patch(url, { product: { country_of_origin: 'nz-new zealand' } });
    expect(ok.json().product.country_of_origin).toBe('NZ');
    const ignored = await brand.patch(url, { product: { country_of_origin: 'x' } });
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json().product.country_of_origin).toBe('NZ');
    const subRequired = await brand.patch(url, { product: { sub_brand_id: '' } });
    expect(subRequired.json().error.details).toContainEqual({
      path: ['product', 'sub_brand_id'],
      message: 'Sub Brand is required',
    });
    const skuRequired = await brand.patch(url, { product: { sku: '' } });
    expect(skuRequired.json().error.details).toContainEqual({
      path: ['product', 'sku'],
      message: 'SKU is required',
    });
  });

  it('regenerates the slug when the SKU changes and the Type stays as created', async () => {
    await create({ sku: 'REN-1', brand_id: apex.brand.id, sub_brand_id: apex.subBrand.id });
    const res = await brand.patch(`${P}/b/apex-brakes/products/apex-brakes-ren-1`, {
      product: { sku: 'REN-2', record_type: 'Assembly' },
    });
    expect(res.json().product).toMatchObject({
      sku: 'REN-2',
      slug: 'apex-brakes-ren-2',
      record_type: 'Part',
    });
  });

  it('resolves a product by slug alone for the editor route', async () => {
    const res = await brand.get(`${P}/products/apex-brakes-bp-1234`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slug: 'apex-brakes-bp-1234',
      sku: 'BP-1234',
      brand_slug: 'apex-brakes',
    });
  });

  it('downloads a real CSV of the product', async () => {
    const res = await brand.get(`${P}/b/apex-brakes/products/apex-brakes-bp-1234.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, row] = res.body.trim().split('\n');
    expect(header).toContain('sku,title,brand,sub_brand');
    expect(row).toContain('BP-1234,Front brake pads,Apex Brakes,Apex Brakes Pro');
  });
});

describe('tenancy and roles', () => {
  it("answers 404 for another team's product by slug and by id", async () => {
    const urls = [
      `${P}/b/southern-filters/products/${otherProduct.slug}`,
      `${P}/b/southern-filters/products/${otherProduct.slug}.csv`,
      `${P}/products/${otherProduct.slug}`,
      `${P}/v1/product/${otherProduct.id}/product-numbers`,
      `${P}/product/${otherProduct.id}/product_attributes`,
      `${P}/product/${otherProduct.id}/packages`,
      `${P}/product/${otherProduct.id}/hazards`,
      `${P}/product/${otherProduct.id}/harmonized_system_codes`,
      `${P}/product/${otherProduct.id}/product_price`,
      `${P}/product/${otherProduct.id}/audits`,
      `${P}/product-issues/${otherProduct.id}`,
    ];
    for (const url of urls) {
      const res = await brand.get(url);
      expect(res.statusCode, url).toBe(404);
    }
    const patch = await brand.patch(`${P}/b/southern-filters/products/${otherProduct.slug}`, {
      product: { title: 'x' },
    });
    expect(patch.statusCode).toBe(404);
    const pkg = await brand.post(`${P}/packages`, {
      product_id: otherProduct.id,
      length: 1,
      width: 1,
      height: 1,
      dimensions_unit: 'cm',
      weight_unit: 'kg',
    });
    expect(pkg.statusCode).toBe(404);
    // And the other way round: brand2 cannot see brand's product.
    const mine = await brand2.get(`${P}/b/apex-brakes/products/apex-brakes-bp-1234`);
    expect(mine.statusCode).toBe(404);
    const byId = await brand2.get(`${P}/products/apex-brakes-bp-1234`);
    expect(byId.statusCode).toBe(404);
  });

  it('lets staff see every team’s product', async () => {
    const res = await staff.get(`${P}/b/southern-filters/products/${otherProduct.slug}`);
    expect(res.statusCode).toBe(200);
  });

  it('gives a viewer 403 on writes but lets it read', async () => {
    expect((await viewer.get(`${P}/b/apex-brakes/products/apex-brakes-bp-1234`)).statusCode).toBe(200);
    const writes = [
      viewer.post(`${P}/b/apex-brakes/products`, {
        product: { sku: 'V-1', brand_id: apex.brand.id, sub_brand_id: apex.subBrand.id },
      }),
      viewer.patch(`${P}/b/apex-brakes/products/apex-brakes-bp-1234`, { product: { title: 'Viewer' } }),
      viewer.post(`${P}/product-type`, { title: 'Viewer type' }),
      viewer.post(`${P}/packages`, {
        product_id: 1,
        length: 1,
        width: 1,
        height: 1,
        dimensions_unit: 'cm',
        weight_unit: 'kg',
      }),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
  });
});

describe('product list', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const db = t.ctx.database.db;
    const team = t.teams.brands[0]!;
    const mk = (sku: string, title: string, values: Record<string, unknown> = {}, alternates?: string[]) =>
      makeProduct(db, {
        teamId: team,
        brand: apex.brand,
        subBrandId: apex.subBrand.id,
        sku,
        title,
        values,
        alternates,
      });
    ids = {
      pub: (
        await mk('LST-PUB-9911', 'Ceramic rotor kit', {
          published: true,
          purchaseable: true,
          price_cents: 300,
        })
      ).id,
      att: (
        await mk('LST-ATT-2', 'Slotted disc', {
          attribute_count: 2,
          listing_id: 5,
          listing_status: 'published',
          price_cents: 100,
        })
      ).id,
      veh: (
        await mk('LST-VEH-3', 'Brake hose', { vehicle_count: 1, media_count: 3, price_cents: 200 }, [
          'OLD-ALT-777',
        ])
      ).id,
    };
  });

  async function list(filters: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    const res = await brand.post(`${P}/products/datatable.json`, {
      filters,
      query: 'LST',
      per: 50,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { id: number; sku: string }[]; meta: { total_count: number } };
  }

  it('answers {data, meta.total_count} with the row shape', async () => {
    const body = await list({});
    expect(body.meta.total_count).toBe(3);
    const row = body.data.find((d) => d.id === ids.pub);
    expect(row).toMatchObject({
      sku: 'LST-PUB-9911',
      brand: { slug: 'apex-brakes', name: 'Apex Brakes' },
      sub_brand: 'Apex Brakes Pro',
      published: true,
      has_listing: false,
      url: '/catalogue/products/apex-brakes-lst-pub-9911/edit',
    });
  });

  it('narrows by each named filter', async () => {
    const only = async (filters: Record<string, unknown>) =>
      (await list(filters)).data.map((d) => d.id).sort();
    expect(await only({ published: true })).toEqual([ids.pub]);
    expect(await only({ published: false })).toEqual([ids.att, ids.veh].sort());
    expect(await only({ purchaseable: true })).toEqual([ids.pub]);
    expect(await only({ has_listing: true })).toEqual([ids.att]);
    expect(await only({ has_listing: 'false' })).toEqual([ids.pub, ids.veh].sort());
    expect(await only({ has_attributes: true })).toEqual([ids.att]);
    expect(await only({ has_vehicles: true })).toEqual([ids.veh]);
    expect(await only({ has_media: true })).toEqual([ids.veh]);
    expect(await only({ has_media: false })).toEqual([ids.pub, ids.att].sort());
    expect(await only({ listing_status: 'published' })).toEqual([ids.att]);
    expect(await only({ brand_id: other.brand.id })).toEqual([]);
  });

  it('sorts by price, sku and title in both directions', async () => {
    const skus = async (sort: string, sort_dir: string) =>
      (await list({}, { sort, sort_dir })).data.map((d) => d.sku);
    expect(await skus('price', 'asc')).toEqual(['LST-ATT-2', 'LST-VEH-3', 'LST-PUB-9911']);
    expect(await skus('sku', 'desc')).toEqual(['LST-VEH-3', 'LST-PUB-9911', 'LST-ATT-2']);
    expect(await skus('title', 'asc')).toEqual(['LST-VEH-3', 'LST-PUB-9911', 'LST-ATT-2']);
  });

  it('finds by SKU, a partial SKU, a title fragment (prefix) through GET too', async () => {
    const get = async (q: string) =>
      (await brand.get(`${P}/products/datatable.json?query=${encodeURIComponent(q)}`)).json();
    expect((await get('LST-PUB-9911')).data.map((d: { sku: string }) => d.sku)).toEqual(['LST-PUB-9911']);
    expect((await get('9911')).data.map((d: { sku: string }) => d.sku)).toEqual(['LST-PUB-9911']);
    expect((await get('ceram')).data.map((d: { sku: string }) => d.sku)).toEqual(['LST-PUB-9911']);
    expect((await get('slotted disc')).data.map((d: { sku: string }) => d.sku)).toEqual(['LST-ATT-2']);
    const gets = await brand.get(
      `${P}/products/datatable.json?query=LST&published=true&page=1&per=20&sort=sku&sort_dir=asc`,
    );
    expect(gets.json().data.map((d: { id: number }) => d.id)).toEqual([ids.pub]);
  });

  it("never lists another team's products", async () => {
    const res = await brand2.post(`${P}/products/datatable.json`, { filters: {}, query: 'LST' });
    expect(res.json().meta.total_count).toBe(0);
  });
});

describe('API reference', () => {
  it('documents the catalogue routes in the OpenAPI document', async () => {
    const res = await t.anonymous.get('/api/docs/json');
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/catalogue/products/datatable.json',
        '/api/catalogue/b/{brandSlug}/products/{slug}',
      ]),
    );
  });
});

describe('product search', () => {
  it('needs 3 characters, matches SKU, title and alternate SKUs (shown as Supersedes)', async () => {
    expect((await brand.get(`${P}/search?query=LS`)).json()).toEqual({ products: [] });
    const bySku = (await brand.get(`${P}/search?query=LST-VEH`)).json().products;
    expect(bySku.map((p: { sku: string }) => p.sku)).toEqual(['LST-VEH-3']);
    const byAlt = (await brand.get(`${P}/search?query=OLD-ALT`)).json().products;
    expect(byAlt).toEqual([
      expect.objectContaining({
        sku: 'LST-VEH-3',
        alternate_skus: ['OLD-ALT-777'],
        image_url: null,
        published: false,
      }),
    ]);
    const byTitle = (await brand.get(`${P}/search?query=rotor kit`)).json().products;
    expect(byTitle.map((p: { sku: string }) => p.sku)).toEqual(['LST-PUB-9911']);
    const excluded = (await brand.get(`${P}/search?query=LST&exclude=LST-VEH-3,LST-ATT-2&limit=5`)).json()
      .products;
    expect(excluded.map((p: { sku: string }) => p.sku)).toEqual(['LST-PUB-9911']);
    expect((await brand2.get(`${P}/search?query=LST-VEH`)).json().products).toEqual([]);
  });
});

describe('lookups', () => {
  it('searches brands, sub-brands and lists brands with sub-brands of the team only', async () => {
    expect((await brand.get(`${P}/brand_search?term=apex`)).json().brands).toEqual([
      { id: apex.brand.id, name: 'Apex Brakes', slug: 'apex-brakes' },
    ]);
    expect((await brand.get(`${P}/brand_search?term=southern`)).json().brands).toEqual([]);
    const subs = (await brand.get(`${P}/sub_brand_search?brand=${apex.brand.id}&term=value`)).json()
      .sub_brands;
    expect(subs).toEqual([{ id: apex.subBrand2.id, name: 'Apex Brakes Value', brand_id: apex.brand.id }]);
    const brands = (await brand.get(`${P}/brands`)).json().brands;
    expect(brands).toHaveLength(1);
    expect(brands[0].sub_brands).toHaveLength(2);
  });

  it('creates a team product type (first letter capitalised) and finds it with built-in ones', async () => {
    const res = await brand.post(`${P}/product-type`, { title: 'brake pad shims' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Brake pad shims',
      team_id: t.teams.brands[0],
      universal: false,
    });
    const again = await brand.post(`${P}/product-type`, { title: 'Brake pad shims' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(res.json().id);
    const search = (await brand.get(`${P}/product_types_search?term=brake pad`)).json().product_types;
    const titles = search.map((p: { title: string }) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['Brake Pads', 'Brake pad shims']));
    const theirs = (await brand2.get(`${P}/product_types_search?term=shims`)).json().product_types;
    expect(theirs).toEqual([]);
    const empty = await brand.post(`${P}/product-type`, { title: ' ' });
    expect(empty.json().error.details).toContainEqual({ path: ['title'], message: 'Title is required' });
  });

  it('answers categories, countries, HS codes and dangerous goods', async () => {
    expect(
      (await brand.get(`${P}/product_categories_search?term=brake`)).json().product_categories.length,
    ).toBeGreaterThan(0);
    const countries = (await brand.get(`${P}/country_search?term=au`)).json().countries;
    expect(countries[0]).toEqual({ code: 'AU', name: 'Australia' });
    expect((await brand.get(`${P}/country_search`)).json().countries).toHaveLength(249);
    const hs = (await brand.get(`${P}/harmonized_system_codes_search?term=8708.30`)).json()
      .harmonized_system_codes;
    expect(hs[0]).toMatchObject({ code: '870830' });
    const hsWords = (await brand.get(`${P}/harmonized_system_codes_search?term=brake linings`)).json()
      .harmonized_system_codes;
    expect(hsWords.map((h: { code: string }) => h.code)).toContain('681381');
    const chapters = (await brand.get(`${P}/harmonized_system_codes_search?term=87&limit=1`)).json()
      .harmonized_system_codes;
    expect(chapters[0]).toMatchObject({ code: '87' });
    const dg = (await brand.get(`${P}/shipping/dangerous_goods_definitions?query=UN1203`)).json()
      .dangerous_goods_definitions;
    expect(dg.map((d: { proper_shipping_name: string }) => d.proper_shipping_name)).toContain('Gasoline');
    const dgName = (await brand.get(`${P}/shipping/dangerous_goods_definitions?query=lithium ion`)).json()
      .dangerous_goods_definitions;
    expect(dgName.map((d: { un_number: string }) => d.un_number)).toEqual(
      expect.arrayContaining(['UN3480', 'UN3481']),
    );
    const limited = (await brand.get(`${P}/shipping/dangerous_goods_definitions?query=batteries`)).json()
      .dangerous_goods_definitions;
    expect(limited.length).toBeLessThanOrEqual(20);
    const types = (await brand.get(`${P}/package_types`)).json().package_types;
    expect(types.map((p: { name: string }) => p.name)).toContain('Carton');
  });
});
