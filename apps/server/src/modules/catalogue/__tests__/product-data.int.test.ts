import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { makeBrand, makeProduct } from './fixtures.ts';

let t: TestApp;
let brand: TestClient;
let brand2: TestClient;
let viewer: TestClient;
let apex: Awaited<ReturnType<typeof makeBrand>>;
let product: Awaited<ReturnType<typeof makeProduct>>;
let otherProduct: Awaited<ReturnType<typeof makeProduct>>;
const P = '/api/catalogue';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  apex = await makeBrand(db, { teamId: t.teams.brands[0]!, name: 'Apex Brakes', slug: 'apex-brakes' });
  const other = await makeBrand(db, {
    teamId: t.teams.brands[1]!,
    name: 'Southern Filters',
    slug: 'southern-filters',
  });
  product = await makeProduct(db, {
    teamId: t.teams.brands[0]!,
    brand: apex.brand,
    subBrandId: apex.subBrand.id,
    sku: 'PD-1',
  });
  otherProduct = await makeProduct(db, {
    teamId: t.teams.brands[1]!,
    brand: other.brand,
    subBrandId: other.subBrand.id,
    sku: 'SF-1',
  });
  await db.execute(sql`insert into vehicle_makes (name) values ('Toyota'), ('Ford')`);
  [brand, brand2, viewer] = await Promise.all([
    t.signIn('brand@demo.test'),
    t.signIn('brand2@demo.test'),
    t.signIn('viewer@demo.test'),
  ]);
});
afterAll(async () => t?.close());

const details = (res: { json(): unknown }) =>
  (res.json() as { error: { details: { path: unknown[]; message: string }[] } }).error.details;

describe('product numbers', () => {
  const url = () => `${P}/v1/product/${product.id}/product-number`;

  it('adds a GTIN with its type from the length; the first active one is the default GTIN', async () => {
    const res = await brand.post(url(), { value: '4006381333931', type: 'gtin' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      error: false,
      gtin: [{ value: '4006381333931', gtin_type: 'GTIN-13', active: true }],
      product_numbers_count: 1,
    });
    await brand.post(url(), { value: '96385074', type: 'gtin' });
    const detail = (await brand.get(`${P}/b/apex-brakes/products/${product.slug}`)).json();
    expect(detail.default_gtin.value).toBe('4006381333931');
    expect(detail.product_numbers_count).toBe(2);
  });

  it('toggles a GTIN inactive, which moves the default to the next active one', async () => {
    const list = (await brand.get(`${P}/v1/product/${product.id}/product-numbers`)).json();
    const first = list.gtin[0];
    const res = await brand.patch(`${url()}/${first.id}`, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().gtin.find((g: { id: number }) => g.id === first.id).active).toBe(false);
    const detail = (await brand.get(`${P}/b/apex-brakes/products/${product.slug}`)).json();
    expect(detail.default_gtin.value).toBe('96385074');
  });

  it('adds OEM references with vehicle makes and alternates; deletes by id and type', async () => {
    const makes = (await brand.get(`${P}/v1/vehicles/makes`)).json();
    expect(makes.map((m: { value: string }) => m.value)).toEqual(['Ford', 'Toyota']);
    const oem = await brand.post(url(), {
      value: 'OE-44011',
      type: 'oem',
      vehicle_make_ids: makes.map((m: { id: number }) => m.id).join(','),
    });
    expect(oem.statusCode, oem.body).toBe(201);
    expect(oem.json().oem[0]).toMatchObject({
      reference_number: 'OE-44011',
      vehicle_makes: expect.arrayContaining(makes),
    });
    const alt = await brand.post(url(), { value: 'OLD-PD-0', type: 'alternate' });
    expect(alt.json().alternate).toEqual([{ id: expect.any(Number), sku: 'OLD-PD-0' }]);
    const del = await brand.delete(url(), {
      product_number_id: alt.json().alternate[0].id,
      type: 'alternate',
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().alternate).toEqual([]);
  });

  it('answers the product-number validation messages', async () => {
    expect(details(await brand.post(url(), { value: 'ab', type: 'oem' }))).toContainEqual({
      path: ['value'],
      message: 'Product number must be at least 3 characters',
    });
    expect(details(await brand.post(url(), { value: '12345', type: 'gtin' }))).toContainEqual({
      path: ['value'],
      message: 'GTIN must be 8, 12, 13 or 14 digits',
    });
    expect(details(await brand.post(url(), { value: '4006381333932', type: 'gtin' }))).toContainEqual({
      path: ['value'],
      message: 'GTIN check digit is invalid',
    });
    expect(details(await brand.post(url(), { value: 'abc', type: 'ean' }))).toContainEqual({
      path: ['type'],
      message: 'Type must be gtin, oem or alternate',
    });
    expect(details(await brand.post(url(), { value: '4006381333931', type: 'gtin' }))).toContainEqual({
      path: ['value'],
      message: 'This product number is already on the product',
    });
  });

  it("answers 404 for another team's product and 403 for a viewer", async () => {
    expect(
      (await brand.post(`${P}/v1/product/${otherProduct.id}/product-number`, { value: 'abc', type: 'oem' }))
        .statusCode,
    ).toBe(404);
    expect((await brand2.get(`${P}/v1/product/${product.id}/product-numbers`)).statusCode).toBe(404);
    expect((await viewer.post(url(), { value: 'abcd', type: 'oem' })).statusCode).toBe(403);
  });
});

describe('attributes and templates', () => {
  let numeric: number;
  let text: number;
  let lookup: number;
  let bool: number;
  let novalue: number;

  beforeAll(async () => {
    const make = async (attribute_title: Record<string, unknown>) => {
      const res = await brand.post(`${P}/admin/attributes`, { attribute_title });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const n = await make({ name: 'pad thickness', data_type: 'numeric' });
    expect(n).toMatchObject({ name: 'Pad Thickness', data_type: 'numeric' });
    numeric = n.id;
    text = (await make({ name: 'Compound', data_type: 'alphanumeric', tec_doc_max_length: 6 })).id;
    lookup = (await make({ name: 'Position', data_type: 'lookup', values: ['Front', 'Rear'] })).id;
    bool = (await make({ name: 'Wear Sensor', data_type: 'boolean' })).id;
    novalue = (await make({ name: 'Includes Hardware', data_type: 'without_value' })).id;
  });

  const add = (attribute_title_id: number, attribute_value: unknown, extra: Record<string, unknown> = {}) =>
    brand.post(`${P}/product_attributes`, {
      product_id: product.id,
      attribute_title_id,
      attribute_value,
      ...extra,
    });

  it('answers each attribute value message', async () => {
    expect(details(await add(numeric, '12mm'))).toContainEqual({
      path: ['attribute_value'],
      message: 'Value must be a number (an optional minus sign, digits and one decimal point)',
    });
    expect(details(await add(text, 'ceramic-x'))).toContainEqual({
      path: ['attribute_value'],
      message: 'Value must be at most 6 characters',
    });
    expect(details(await add(lookup, '', { new_value: false }))).toContainEqual({
      path: ['attribute_value'],
      message: 'Choose a value',
    });
    expect(details(await add(lookup, ' '))).toContainEqual({
      path: ['attribute_value'],
      message: 'A new value cannot be empty',
    });
    expect(details(await add(bool, 'maybe'))).toContainEqual({
      path: ['attribute_value'],
      message: 'Value must be Yes or No',
    });
    expect(details(await brand.post(`${P}/product_attributes`, { product_id: product.id }))).toContainEqual({
      path: ['attribute_title_id'],
      message: 'Choose an attribute',
    });
    expect(
      details(
        await brand.post(`${P}/admin/attributes`, { attribute_title: { name: '', data_type: 'numeric' } }),
      ),
    ).toContainEqual({
      path: ['attribute_title', 'name'],
      message: 'Name is required',
    });
    expect(
      details(
        await brand.post(`${P}/admin/attributes`, { attribute_title: { name: 'X', data_type: 'colour' } }),
      ),
    ).toContainEqual({
      path: ['attribute_title', 'data_type'],
      message: 'Data type must be one of alphanumeric, numeric, lookup, boolean, without_value',
    });
    const list = (await brand.get(`${P}/product/${product.id}/product_attributes`)).json();
    expect(list.product_attributes).toEqual([]);
  });

  it('adds values per data type, keeps attribute_count in step and flags missing values', async () => {
    expect((await add(numeric, '-12.5')).statusCode).toBe(201);
    await add(text, 'CER');
    const pos = await add(lookup, 'Middle');
    expect(pos.statusCode).toBe(201);
    expect(
      (await brand.get(`${P}/attribute/${lookup}/values`))
        .json()
        .values.map((v: { value: string }) => v.value),
    ).toContain('Middle');
    const b = await add(bool, true);
    const nv = await add(novalue, 'ignored');
    const attrs = nv.json().product_attributes;
    expect(attrs.map((a: { title: string; value: string | null }) => [a.title, a.value])).toEqual([
      ['Pad Thickness', '-12.5'],
      ['Compound', 'CER'],
      ['Position', 'Middle'],
      ['Wear Sensor', 'Yes'],
      ['Includes Hardware', null],
    ]);
    expect(attrs[4]).toMatchObject({ missing_value: false, code: 'includes_hardware' });
    expect(b.json().message).toBe('Product attribute added');
    const detail = (await brand.get(`${P}/b/apex-brakes/products/${product.slug}`)).json();
    expect(detail).toMatchObject({ attribute_count: 5, has_attributes: true });
    const dup = await add(numeric, '1');
    expect(details(dup)).toContainEqual({
      path: ['attribute_title_id'],
      message: 'This attribute is already on the product',
    });
  });

  it('edits, reorders and removes attributes', async () => {
    const list = (await brand.get(`${P}/product/${product.id}/product_attributes`)).json().product_attributes;
    const ids = list.map((a: { id: number }) => a.id);
    const edit = await brand.patch(`${P}/product_attributes/${ids[0]}`, { attribute_value: '9' });
    expect(edit.json().product_attributes[0].value).toBe('9');
    const bad = await brand.patch(`${P}/product_attributes/${ids[0]}`, { attribute_value: '9.9.9' });
    expect(bad.statusCode).toBe(400);
    const reordered = await brand.post(`${P}/reorder_product_attributes`, {
      product_id: product.id,
      product_attributes: [...ids].reverse(),
    });
    expect(reordered.json().product_attributes.map((a: { id: number }) => a.id)).toEqual([...ids].reverse());
    const removed = await brand.delete(`${P}/product_attributes/${ids[4]}`);
    expect(removed.json().product_attributes).toHaveLength(4);
    expect((await brand.get(`${P}/b/apex-brakes/products/${product.slug}`)).json().attribute_count).toBe(4);
    expect((await brand2.delete(`${P}/product_attributes/${ids[0]}`)).statusCode).toBe(404);
  });

  it('saves a brand template; flags template attributes and offers reset only when the order differs', async () => {
    const types = (await brand.get(`${P}/product_types_search?term=Brake Pads`)).json().product_types;
    const typeId = types[0].id;
    const created = await brand.post(`${P}/admin/brands/${apex.brand.id}/product-attributes-template`, {
      product_type_id: typeId,
      template_attributes: [numeric, text, numeric, lookup],
    });
    expect(created.statusCode, created.body).toBe(201);
    const tpl = created.json().product_attributes_templates[0];
    expect(tpl.template_attributes.map((a: { name: string }) => a.name)).toEqual([
      'Pad Thickness',
      'Compound',
      'Position',
    ]);
    expect(
      details(
        await brand.post(`${P}/admin/brands/${apex.brand.id}/product-attributes-template`, {
          template_attributes: [],
        }),
      ),
    ).toContainEqual({
      path: ['product_type_id'],
      message: 'Product type is required',
    });
    const patched = await brand.patch(
      `${P}/admin/brands/${apex.brand.id}/product-attributes-template/${tpl.id}`,
      {
        product_type_id: typeId,
        template_attributes: [numeric, text, lookup, bool],
      },
    );
    expect(patched.statusCode).toBe(200);
    await brand.patch(`${P}/b/apex-brakes/products/${product.slug}`, {
      product: { product_type_id: typeId },
    });
    const list = (await brand.get(`${P}/product/${product.id}/product_attributes`)).json();
    expect(list.template_order).toEqual([numeric, text, lookup, bool]);
    expect(list.order_differs_from_template).toBe(true);
    expect(list.product_attributes.find((a: { title_id: number }) => a.title_id === numeric).template).toBe(
      true,
    );
    const reset = await brand.post(`${P}/reset_product_attributes_order`, { product_id: product.id });
    expect(reset.json().product_attributes.map((a: { title_id: number }) => a.title_id)).toEqual([
      numeric,
      text,
      lookup,
      bool,
    ]);
    expect(reset.json().order_differs_from_template).toBe(false);
    expect(
      (await brand2.get(`${P}/admin/brands/${apex.brand.id}/product-attributes-template`)).statusCode,
    ).toBe(404);
  });

  it('finds attribute titles by term', async () => {
    const res = (await brand.get(`${P}/attribute_search?term=posit`)).json().attribute_titles;
    expect(res[0]).toMatchObject({
      name: 'Position',
      data_type: 'lookup',
      values: expect.arrayContaining(['Front', 'Rear', 'Middle']),
    });
    expect((await brand2.get(`${P}/attribute_search?term=posit`)).json().attribute_titles).toEqual([]);
  });
});

describe('packages', () => {
  const base = { length: 30, width: 20, height: 10, dimensions_unit: 'cm', weight: 1.5, weight_unit: 'kg' };

  it('adds a package and presents cubic weight in kg; the reply lists packages', async () => {
    const types = (await brand.get(`${P}/package_types`)).json().package_types;
    const res = await brand.post(`${P}/packages`, {
      selected_package: null,
      product_id: product.id,
      package_type_id: types[0].id,
      identifier: 'CTN-1',
      ...base,
      use_outer_box: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Package added to product');
    const pkg = body.packages.at(-1);
    expect(pkg).toMatchObject({
      identifier: 'CTN-1',
      cubic_weight: 1.5,
      packing: 'Use Outer Box',
      package_type: types[0].name,
    });
    const upd = await brand.patch(`${P}/packages/${pkg.id}`, {
      ...base,
      length: 1,
      width: 1,
      height: 1,
      dimensions_unit: 'm',
    });
    expect(upd.json().package).toMatchObject({ cubic_weight: 250, dimensions_unit: 'm' });
    const del = await brand.delete(`${P}/packages/${pkg.id}`);
    expect(del.json()).toMatchObject({ message: 'Package removed from product', packages: [] });
  });

  it('answers each package validation message', async () => {
    const res = await brand.post(`${P}/packages`, { product_id: product.id });
    expect(details(res)).toEqual(
      expect.arrayContaining([
        { path: ['length'], message: 'Length is required' },
        { path: ['width'], message: 'Width is required' },
        { path: ['height'], message: 'Height is required' },
        { path: ['dimensions_unit'], message: 'Dimension unit is required' },
        { path: ['weight_unit'], message: 'Weight unit is required' },
      ]),
    );
    const small = await brand.post(`${P}/packages`, {
      product_id: product.id,
      length: 0.05,
      width: 0,
      height: -1,
      weight: 0.0001,
      dimensions_unit: 'furlong',
      weight_unit: 'stone',
    });
    expect(details(small)).toEqual(
      expect.arrayContaining([
        { path: ['length'], message: 'Length must be at least 0.1' },
        { path: ['width'], message: 'Width must be at least 0.1' },
        { path: ['height'], message: 'Height must be at least 0.1' },
        { path: ['weight'], message: 'Weight must be at least 0.001' },
        { path: ['dimensions_unit'], message: 'Dimension unit must be one of cm, m, mm, in, ft, yd' },
        { path: ['weight_unit'], message: 'Weight unit must be one of kg, lb, g, oz' },
      ]),
    );
    const nan = await brand.post(`${P}/packages`, { product_id: product.id, ...base, weight: 'heavy' });
    expect(details(nan)).toContainEqual({ path: ['weight'], message: 'Weight must be a number' });
    expect((await brand.get(`${P}/product/${product.id}/packages`)).json().packages).toEqual([]);
  });
});

describe('dangerous goods', () => {
  it('adds, updates and removes a hazard with amounts; presents UN number, class and name', async () => {
    const def = (await brand.get(`${P}/shipping/dangerous_goods_definitions?query=3480`)).json()
      .dangerous_goods_definitions[0];
    const pkg = (
      await brand.post(`${P}/packages`, {
        product_id: product.id,
        identifier: 'BOX',
        length: 1,
        width: 1,
        height: 1,
        dimensions_unit: 'cm',
        weight_unit: 'kg',
      })
    ).json().package;
    const res = await brand.post(`${P}/hazards`, {
      selected_hazard: null,
      product_id: product.id,
      shipping_dangerous_goods_definition_id: def.id,
      package_id: pkg.id,
      amount: 0.25,
      amount_unit: 'kg',
      supplemental_info: 'Cells',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Dangerouse goods info added to product');
    const hazard = res.json().hazards[0];
    expect(hazard).toMatchObject({
      un_number: 'UN3480',
      hazard_identifier: '9',
      proper_shipping_name: 'Lithium ion batteries (including lithium ion polymer batteries)',
      display_amount: '0.25 kg',
      package_hazards: [
        {
          package_id: pkg.id,
          package_identifier: 'BOX',
          amount: 0.25,
          amount_unit: 'kg',
          supplemental_info: 'Cells',
        },
      ],
    });
    const upd = await brand.patch(`${P}/hazards/${hazard.id}`, {
      shipping_dangerous_goods_definition_id: def.id,
      amount: 2,
      amount_unit: 'l',
    });
    expect(upd.json()).toMatchObject({ message: 'Hazard updated', hazard: { display_amount: '2 l' } });
    expect((await brand2.delete(`${P}/hazards/${hazard.id}`)).statusCode).toBe(404);
    const del = await brand.delete(`${P}/hazards/${hazard.id}`);
    expect(del.json()).toMatchObject({ message: 'Hazard removed from product', hazards: [] });
  });

  it('answers the dangerous goods amount messages', async () => {
    const res = await brand.post(`${P}/hazards`, { product_id: product.id, amount: '', amount_unit: '' });
    expect(details(res)).toEqual(
      expect.arrayContaining([
        { path: ['shipping_dangerous_goods_definition_id'], message: 'Choose a dangerous goods definition' },
        { path: ['amount'], message: 'Amount is required' },
        { path: ['amount_unit'], message: 'Unit is required' },
      ]),
    );
    const neg = await brand.post(`${P}/hazards`, {
      product_id: product.id,
      shipping_dangerous_goods_definition_id: 1,
      amount: -1,
      amount_unit: 'lb',
    });
    expect(details(neg)).toEqual(
      expect.arrayContaining([
        { path: ['amount'], message: 'Amount must be 0 or more' },
        { path: ['amount_unit'], message: 'Unit must be one of g, kg, ml, l' },
      ]),
    );
    const nan = await brand.post(`${P}/hazards`, {
      product_id: product.id,
      shipping_dangerous_goods_definition_id: 1,
      amount: 'lots',
      amount_unit: 'g',
    });
    expect(details(nan)).toContainEqual({ path: ['amount'], message: 'Amount must be a number' });
  });
});

describe('customs', () => {
  it('sets country of origin, adds Default and per-country HS codes, edits and removes them', async () => {
    const patch = await brand.patch(`${P}/b/apex-brakes/products/${product.slug}`, {
      product: { country_of_origin: 'cn' },
    });
    expect(patch.json().product.country_of_origin).toBe('CN');
    const hs = (await brand.get(`${P}/harmonized_system_codes_search?term=870830`)).json()
      .harmonized_system_codes[0];
    const def = await brand.post(`${P}/harmonized_system_codes`, {
      country_code: '',
      harmonized_system_code_id: hs.id,
      product_id: product.id,
    });
    expect(def.statusCode, def.body).toBe(201);
    const au = await brand.post(`${P}/harmonized_system_codes`, {
      country_code: 'au',
      harmonized_system_code_id: hs.id,
      product_id: product.id,
    });
    expect(
      au.json().harmonized_system_codes.map((h: { country_code: string | null }) => h.country_code),
    ).toEqual([null, 'AU']);
    const again = await brand.post(`${P}/harmonized_system_codes`, {
      country_code: 'AU',
      harmonized_system_code_id: hs.id,
      product_id: product.id,
    });
    expect(details(again)).toContainEqual({
      path: ['country_code'],
      message: 'This product already has an HS code for that country',
    });
    const auId = au.json().harmonized_system_codes[1].id;
    const chapter = (await brand.get(`${P}/harmonized_system_codes_search?term=8708`)).json()
      .harmonized_system_codes[0];
    const edit = await brand.patch(`${P}/harmonized_system_codes/${auId}`, {
      country_code: 'NZ',
      harmonized_system_code_id: chapter.id,
    });
    expect(edit.json().harmonized_system_codes[1]).toMatchObject({
      country_code: 'NZ',
      harmonized_system_code: { code: '8708' },
    });
    const detail = (await brand.get(`${P}/b/apex-brakes/products/${product.slug}`)).json();
    expect(detail.product_harmonized_system_codes).toHaveLength(2);
    const del = await brand.delete(`${P}/harmonized_system_codes/${auId}`);
    expect(del.json()).toMatchObject({ message: 'HS code removed' });
    expect(
      (await brand2.delete(`${P}/harmonized_system_codes/${def.json().harmonized_system_codes[0].id}`))
        .statusCode,
    ).toBe(404);
  });

  it('answers the customs messages', async () => {
    const res = await brand.post(`${P}/harmonized_system_codes`, {
      country_code: 'Australia',
      product_id: product.id,
    });
    expect(details(res)).toEqual(
      expect.arrayContaining([
        { path: ['harmonized_system_code_id'], message: 'Choose an HS code' },
        { path: ['country_code'], message: 'Country must be a 2-letter country code' },
      ]),
    );
  });
});

describe('pricing', () => {
  it('stores prices in cents, channel prices only when above 0, and derives margin and markup', async () => {
    const url = `${P}/product/${product.id}/product_price`;
    const res = await brand.put(url, {
      price_cents: 10000,
      cost_price_cents: 6000,
      storefront_price_cents: 9500,
      amazon_price_cents: 0,
      ebay_price_cents: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product_price).toMatchObject({
      price_cents: 10000,
      cost_price_cents: 6000,
      currency: 'AUD',
      storefront_price_cents: 9500,
      amazon_price_cents: null,
      ebay_price_cents: null,
      margin: 40,
      markup: 66.67,
    });
    const detail = (await brand.get(`${P}/b/apex-brakes/products/${product.slug}`)).json();
    expect(detail.price).toBe(10000);
    const noCost = await brand.put(url, { cost_price_cents: null });
    expect(noCost.json().product_price).toMatchObject({ margin: null, markup: null });
    expect(details(await brand.put(url, { price_cents: 10.5 }))).toContainEqual({
      path: ['price_cents'],
      message: 'Amounts must be whole cents',
    });
    expect(details(await brand.put(url, { price_cents: -5 }))).toContainEqual({
      path: ['price_cents'],
      message: 'Amounts must be 0 or more',
    });
    expect((await viewer.put(url, { price_cents: 1 })).statusCode).toBe(403);
  });
});
