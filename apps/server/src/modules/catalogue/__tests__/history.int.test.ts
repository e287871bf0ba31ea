import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { productIssues } from '../catalogue.tables.ts';
import { makeBrand } from './fixtures.ts';

let t: TestApp;
let brand: TestClient;
let brand2: TestClient;
let viewer: TestClient;
let apex: Awaited<ReturnType<typeof makeBrand>>;
let product: { id: number; slug: string };
const P = '/api/catalogue';

type AuditEntry = {
  id: number;
  action: string;
  auditable_type: string;
  user: string;
  comment: string | null;
  changes: { change: string; details: { old: unknown; new: unknown } }[];
  reverted_audit_id: number | null;
};

beforeAll(async () => {
  t = await createTestApp();
  apex = await makeBrand(t.ctx.database.db, {
    teamId: t.teams.brands[0]!,
    name: 'Apex Brakes',
    slug: 'apex-brakes',
  });
  [brand, brand2, viewer] = await Promise.all([
    t.signIn('brand@demo.test'),
    t.signIn('brand2@demo.test'),
    t.signIn('viewer@demo.test'),
  ]);
  const res = await brand.post(`${P}/b/apex-brakes/products`, {
    product: {
      sku: 'HIS-1',
      title: 'Original title',
      brand_id: apex.brand.id,
      sub_brand_id: apex.subBrand.id,
      published: false,
    },
  });
  product = res.json().product;
});
afterAll(async () => t?.close());

async function audits(): Promise<AuditEntry[]> {
  return (await brand.get(`${P}/product/${product.id}/audits`)).json().audits;
}
const productUrl = () => `${P}/b/apex-brakes/products/${product.slug}`;

describe('history', () => {
  it('records every product change with user, comment and old/new values, newest first', async () => {
    await brand.patch(productUrl(), { product: { title: 'New title', published: true, comment: 'Tidy up' } });
    const [latest] = await audits();
    expect(latest).toMatchObject({
      action: 'update',
      auditable_type: 'Product',
      user: 'Bree Brand',
      comment: 'Tidy up',
    });
    expect(latest!.changes).toEqual(
      expect.arrayContaining([
        { change: 'Title', details: { old: 'Original title', new: 'New title' } },
        { change: 'Published', details: { old: false, new: true } },
      ]),
    );
  });

  it('reverts an update (and records the revert itself)', async () => {
    const [latest] = await audits();
    const res = await brand.post(`${P}/audits/${latest!.id}/revert`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Reverted change',
      audit: { reverted_audit_id: latest!.id, action: 'update' },
    });
    const detail = (await brand.get(productUrl())).json();
    expect(detail).toMatchObject({ title: 'Original title', published: false });
    const [revert] = await audits();
    expect(revert!.comment).toBe(`Reverted change ${latest!.id}`);
    expect(revert!.changes).toContainEqual({
      change: 'Title',
      details: { old: 'New title', new: 'Original title' },
    });
    // Reverting the same entry again finds nothing to change.
    const again = await brand.post(`${P}/audits/${latest!.id}/revert`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('audit_not_revertible');
  });

  it('reverts a SKU change back to the old slug', async () => {
    const renamed = await brand.patch(productUrl(), { product: { sku: 'HIS-2' } });
    expect(renamed.json().product.slug).toBe('apex-brakes-his-2');
    product = renamed.json().product;
    const [latest] = await audits();
    await brand.post(`${P}/audits/${latest!.id}/revert`);
    const back = (await brand.get(`${P}/products/apex-brakes-his-1`)).json();
    expect(back).toMatchObject({ sku: 'HIS-1', slug: 'apex-brakes-his-1' });
    product = { id: product.id, slug: 'apex-brakes-his-1' };
  });

  it('reverts a package create by removing it, and a destroy by recreating it', async () => {
    const created = await brand.post(`${P}/packages`, {
      product_id: product.id,
      identifier: 'REV',
      length: 10,
      width: 10,
      height: 10,
      dimensions_unit: 'cm',
      weight: 2,
      weight_unit: 'kg',
    });
    const createAudit = (await audits())[0]!;
    expect(createAudit).toMatchObject({ action: 'create', auditable_type: 'Package' });
    expect(createAudit.changes).toContainEqual({
      change: 'Package identifier',
      details: { old: null, new: 'REV' },
    });
    const undo = await brand.post(`${P}/audits/${createAudit.id}/revert`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await brand.get(`${P}/product/${product.id}/packages`)).json().packages).toEqual([]);
    // The record is gone now: reverting its creation again is a 409 with a clear message.
    const gone = await brand.post(`${P}/audits/${createAudit.id}/revert`);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error.message).toBe('The record this change created has already been removed');
    // Reverting the removal brings it back with the same values.
    const destroyAudit = (await audits())[0]!;
    expect(destroyAudit).toMatchObject({ action: 'destroy', reverted_audit_id: createAudit.id });
    const redo = await brand.post(`${P}/audits/${destroyAudit.id}/revert`);
    expect(redo.statusCode, redo.body).toBe(200);
    const pkgs = (await brand.get(`${P}/product/${product.id}/packages`)).json().packages;
    expect(pkgs).toEqual([expect.objectContaining({ identifier: 'REV', length: 10, weight: 2 })]);
    expect(created.statusCode).toBe(201);
  });

  it('reverts attribute, HS code, product number, hazard and price changes', async () => {
    const title = (
      await brand.post(`${P}/admin/attributes`, {
        attribute_title: { name: 'Rev Attr', data_type: 'alphanumeric' },
      })
    ).json();
    await brand.post(`${P}/product_attributes`, {
      product_id: product.id,
      attribute_title_id: title.id,
      attribute_value: 'A',
    });
    const attrId = (await brand.get(`${P}/product/${product.id}/product_attributes`)).json()
      .product_attributes[0].id;
    await brand.patch(`${P}/product_attributes/${attrId}`, { attribute_value: 'B' });
    await brand.post(`${P}/audits/${(await audits())[0]!.id}/revert`);
    expect(
      (await brand.get(`${P}/product/${product.id}/product_attributes`)).json().product_attributes[0].value,
    ).toBe('A');
    await brand.delete(`${P}/product_attributes/${attrId}`);
    expect((await brand.get(productUrl())).json().attribute_count).toBe(0);
    await brand.post(`${P}/audits/${(await audits())[0]!.id}/revert`);
    expect((await brand.get(productUrl())).json().attribute_count).toBe(1);

    const hs = (await brand.get(`${P}/harmonized_system_codes_search?term=870830`)).json()
      .harmonized_system_codes[0];
    await brand.post(`${P}/harmonized_system_codes`, {
      country_code: '',
      harmonized_system_code_id: hs.id,
      product_id: product.id,
    });
    await brand.post(`${P}/audits/${(await audits())[0]!.id}/revert`);
    expect(
      (await brand.get(`${P}/product/${product.id}/harmonized_system_codes`)).json().harmonized_system_codes,
    ).toEqual([]);

    await brand.post(`${P}/v1/product/${product.id}/product-number`, { value: 'ALT-REV', type: 'alternate' });
    await brand.post(`${P}/audits/${(await audits())[0]!.id}/revert`);
    expect((await brand.get(`${P}/v1/product/${product.id}/product-numbers`)).json().alternate).toEqual([]);

    const def = (await brand.get(`${P}/shipping/dangerous_goods_definitions?query=1203`)).json()
      .dangerous_goods_definitions[0];
    const hz = (
      await brand.post(`${P}/hazards`, {
        product_id: product.id,
        shipping_dangerous_goods_definition_id: def.id,
        amount: 1,
        amount_unit: 'l',
      })
    ).json().hazard;
    await brand.patch(`${P}/hazards/${hz.id}`, {
      shipping_dangerous_goods_definition_id: def.id,
      amount: 5,
      amount_unit: 'l',
    });
    await brand.post(`${P}/audits/${(await audits())[0]!.id}/revert`);
    expect((await brand.get(`${P}/product/${product.id}/hazards`)).json().hazards[0].display_amount).toBe(
      '1 l',
    );

    await brand.put(`${P}/product/${product.id}/product_price`, { price_cents: 1000, cost_price_cents: 500 });
    await brand.put(`${P}/product/${product.id}/product_price`, { price_cents: 2000 });
    await brand.post(`${P}/audits/${(await audits())[0]!.id}/revert`);
    expect(
      (await brand.get(`${P}/product/${product.id}/product_price`)).json().product_price.price_cents,
    ).toBe(1000);
    expect((await brand.get(productUrl())).json().price).toBe(1000);
  });

  it('reverts an attribute reorder', async () => {
    const t2 = (
      await brand.post(`${P}/admin/attributes`, {
        attribute_title: { name: 'Rev Second', data_type: 'alphanumeric' },
      })
    ).json();
    await brand.post(`${P}/product_attributes`, {
      product_id: product.id,
      attribute_title_id: t2.id,
      attribute_value: 'x',
    });
    const before = (await brand.get(`${P}/product/${product.id}/product_attributes`))
      .json()
      .product_attributes.map((a: { id: number }) => a.id);
    await brand.post(`${P}/reorder_product_attributes`, {
      product_id: product.id,
      product_attributes: [...before].reverse(),
    });
    const reorder = (await audits())[0]!;
    expect(reorder.changes[0]!.change).toBe('Attribute order');
    await brand.post(`${P}/audits/${reorder.id}/revert`);
    const after = (await brand.get(`${P}/product/${product.id}/product_attributes`))
      .json()
      .product_attributes.map((a: { id: number }) => a.id);
    expect(after).toEqual(before);
  });

  it('refuses to revert a product creation, another team’s audit and a viewer', async () => {
    const all = await audits();
    const creation = all.find((a) => a.action === 'create' && a.auditable_type === 'Product')!;
    const res = await brand.post(`${P}/audits/${creation.id}/revert`);
    expect(res.statusCode).toBe(409);
    expect((await brand2.post(`${P}/audits/${all[0]!.id}/revert`)).statusCode).toBe(404);
    expect((await brand2.get(`${P}/product/${product.id}/audits`)).statusCode).toBe(404);
    expect((await viewer.post(`${P}/audits/${all[0]!.id}/revert`)).statusCode).toBe(403);
  });

  it('shows changes made through the API key as the Partsflow API user', async () => {
    const keys = (await brand.get('/api/account/api-keys')).json();
    const secret = keys.secret_key;
    expect(secret).toBeTruthy();
    const res = await t.app.inject({
      method: 'PATCH',
      url: productUrl(),
      headers: { authorization: `Bearer ${secret}` },
      payload: { product: { title: 'Via API' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await audits())[0]!.user).toBe('Partsflow API');
  });

  it('lists brand activity rows built from history', async () => {
    const res = await brand.get(`${P}/b/apex-brakes/products/activity/datatable.json?per=5`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.total_count).toBeGreaterThan(5);
    expect(body.data).toHaveLength(5);
    expect(body.data[0]).toMatchObject({
      sku: 'HIS-1',
      url: '/catalogue/products/apex-brakes-his-1/edit#history',
      user: 'Partsflow API',
      changes: 'Title',
    });
    expect((await brand2.get(`${P}/b/apex-brakes/products/activity/datatable.json`)).statusCode).toBe(404);
  });
});

describe('product issues', () => {
  it('reports, lists open and resolved with counts, toggles by form or JSON', async () => {
    const created = await brand.post(`${P}/product-issues`, { product_id: product.id, issue: 'Wrong image' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().product_issue.id;
    await t.ctx.database.db.insert(productIssues).values({
      product_id: product.id,
      team_id: t.teams.brands[0]!,
      issue: 'Missing fitment',
      reporting_user_email: 'merchant@demo.test',
    });
    let issues = (await brand.get(`${P}/product-issues/${product.id}`)).json();
    expect(issues).toMatchObject({ open_count: 2, resolved_count: 0 });
    expect(issues.open.map((i: { reporting_team: string }) => i.reporting_team)).toContain(
      'merchant@demo.test',
    );

    const boundary = '----issue';
    const form = await brand.request({
      method: 'PATCH',
      url: `${P}/product-issues/${id}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="product_issue[resolved]"\r\n\r\ntrue\r\n--${boundary}--\r\n`,
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json()).toMatchObject({ message: 'Issue resolved', product_issue: { resolved: true } });
    issues = (await brand.get(`${P}/product-issues/${product.id}`)).json();
    expect(issues).toMatchObject({ open_count: 1, resolved_count: 1 });
    expect((await brand.get(`${P}/b/apex-brakes/products/${product.slug}`)).json().product_issues).toEqual({
      open_count: 1,
      resolved_count: 1,
    });

    const reopen = await brand.patch(`${P}/product-issues/${id}`, { product_issue: { resolved: false } });
    expect(reopen.json().message).toBe('Issue reopened');
    expect(
      details(await brand.post(`${P}/product-issues`, { product_id: product.id, issue: '' })),
    ).toContainEqual({ path: ['issue'], message: 'Describe the issue' });
    expect(
      (await brand2.patch(`${P}/product-issues/${id}`, { product_issue: { resolved: true } })).statusCode,
    ).toBe(404);
    expect(
      (await viewer.patch(`${P}/product-issues/${id}`, { product_issue: { resolved: true } })).statusCode,
    ).toBe(403);
  });

  it('lists the issues table of the team only', async () => {
    const res = (await brand.get(`${P}/issues/datatable.json`)).json();
    expect(res.meta.total_count).toBe(2);
    expect(res.data[0]).toMatchObject({
      sku: 'HIS-1',
      slug: 'apex-brakes-his-1',
      url: '/catalogue/products/apex-brakes-his-1/edit',
    });
    expect(res.data.map((d: { reporting_team_email: string }) => d.reporting_team_email)).toContain(
      'brand@demo.test',
    );
    expect((await brand2.get(`${P}/issues/datatable.json`)).json().meta.total_count).toBe(0);
  });
});

function details(res: { json(): unknown }) {
  return (res.json() as { error: { details: unknown[] } }).error.details;
}
