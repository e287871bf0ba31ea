import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../test-app.ts';
import { count, createWorld, productOf, rows } from './world.ts';
/**
 * The defect classes issue 8 found by hand, each pinned by a test that failed before the fix: an empty body on a
 * PATCH, NUL bytes in text, very long values, and database constraint errors (a race on a unique SKU).
 */
let t: TestApp;
let brand: TestClient;
let product: Awaited<ReturnType<typeof productOf>>;
const P = '/api/catalogue';

beforeAll(async () => {
  t = await createWorld();
  product = await productOf(t, t.teams.brands[0]!);
  brand = await t.signIn('brand@demo.test');
});
afterAll(async () => t?.close());

function expectErrorShape(res: { statusCode: number; body: string }, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body) as { error: { code: string; message: string } };
  expect(typeof body.error.code).toBe('string');
  expect(typeof body.error.message).toBe('string');
  if (code) expect(body.error.code).toBe(code);
  expect(res.body).not.toMatch(/\bat .*\.ts:\d+|duplicate key|violates|SELECT |INSERT |syntax error/i);
}

describe('an empty or missing body', () => {
  it('answers 400 validation_failed to a PATCH of a product number without a body', async () => {
    const added = await brand.post(`${P}/v1/product/${product.id}/product-number`, {
      value: '4006381333931',
      type: 'gtin',
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = (added.json().gtin as { id: number; value: string }[]).find(
      (g) => g.value === '4006381333931',
    )!.id;
    const url = `${P}/v1/product/${product.id}/product-number/${id}`;
    expectErrorShape(await brand.request({ method: 'PATCH', url }), 400, 'validation_failed');
    const empty = await brand.patch(url, {});
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().gtin).toContainEqual(expect.objectContaining({ id, active: true }));
    expectErrorShape(
      await brand.request({ method: 'PATCH', url, headers: { 'content-type': 'application/json' } }),
      400,
    );
    expectErrorShape(
      await brand.request({
        method: 'PATCH',
        url,
        headers: { 'content-type': 'application/json' },
        payload: 'null',
      }),
      400,
      'validation_failed',
    );
  });
});

describe('NUL bytes', () => {
  it('refuses a NUL byte in any text with 400 and stores nothing', async () => {
    const res = await brand.post(`${P}/product-type`, { title: 'Brake\u0000Pad' });
    expectErrorShape(res, 400, 'validation_failed');
    expect(res.json().error.message).toBe('Text must not contain NUL characters');
    expect(
      await count(t, sql`select count(*)::int as n from product_types where title like 'Brake%Pad'`),
    ).toBe(0);
  });

  it('refuses a NUL byte in a query string and in a key', async () => {
    expectErrorShape(await brand.get(`${P}/product_types_search?term=a%00b`), 400, 'validation_failed');
    expectErrorShape(
      await brand.post(`${P}/product-type`, { ['ti\u0000tle']: 'x', title: 'Ok type' }),
      400,
      'validation_failed',
    );
  });
});

describe('very long values', () => {
  it('answers 400, not 500, to a 1 MB attribute value', async () => {
    const made = await brand.post(`${P}/admin/attributes`, {
      attribute_title: { name: 'Long Notes', data_type: 'alphanumeric' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const res = await brand.post(`${P}/product_attributes`, {
      product_id: product.id,
      attribute_title_id: made.json().id,
      attribute_value: 'x'.repeat(1024 * 1024),
    });
    expectErrorShape(res, 400, 'validation_failed');
  });
});

describe('database constraint errors', () => {
  it('answers one 201 and 409s to 50 simultaneous creates of the same SKU', async () => {
    const body = {
      product: {
        sku: 'RACE-1',
        title: 'Race pad',
        brand_id: product.brand_id,
        sub_brand_id: product.sub_brand_id,
      },
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => brand.post(`${P}/b/${product.brand_slug}/products`, body)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) {
      expectErrorShape(a, 409, 'conflict');
      expect(a.json().error.details).toEqual([
        { path: ['product', 'sku'], message: 'SKU has already been taken for this brand' },
      ]);
    }
    expect(await count(t, sql`select count(*)::int as n from products where sku = 'RACE-1'`)).toBe(1);
  });
});

describe('malformed requests the router or a form parser refuses (found by the contract fuzzer)', () => {
  it('answers a truncated multipart form with 400 in the one error shape and stores nothing', async () => {
    const before = await count(t, sql`select count(*)::int as n from product_types`);
    const res = await brand.request({
      method: 'POST',
      url: `${P}/product-type`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nTruncated',
    });
    expectErrorShape(res, 400, 'bad_request');
    expect(res.json().error.message).toBe('The form data is not valid');
    expect(await count(t, sql`select count(*)::int as n from product_types`)).toBe(before);
  });

  it('answers a path value longer than the router allows with 414 in the one error shape', async () => {
    const res = await brand.get(`${P}/b/${'y'.repeat(5000)}/products/x`);
    expectErrorShape(res, 414, 'bad_request');
    expect(res.body).not.toContain('yyyyyyyyyy');
  });

  it('answers a malformed percent-encoding in the path with 400 in the one error shape', async () => {
    expectErrorShape(await brand.get(`${P}/b/%E0%A4%A/products/x`), 400, 'bad_request');
  });
});

describe('simultaneous identical writes (found by the race test)', () => {
  it('makes one attribute title of 50 simultaneous creates of the same name', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        brand.post(`${P}/admin/attributes`, {
          attribute_title: { name: 'Race Width', data_type: 'numeric' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(
      await count(t, sql`select count(*)::int as n from attribute_titles where lower(name) = 'race width'`),
    ).toBe(1);
  });

  it('deletes a product attribute once of 50 simultaneous deletes: one 200, 404s, one event', async () => {
    const title = await brand.post(`${P}/admin/attributes`, {
      attribute_title: { name: 'Race Colour', data_type: 'alphanumeric' },
    });
    const made = await brand.post(`${P}/product_attributes`, {
      product_id: product.id,
      attribute_title_id: title.json().id,
      attribute_value: 'Red',
    });
    expect(made.statusCode, made.body).toBe(201);
    const [row] = await rows<{ id: number }>(
      t,
      sql`select id from product_attributes where product_id = ${product.id} and value = 'Red'`,
    );
    const events = sql`select count(*)::int as n from domain_events`;
    const before = await count(t, events);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => brand.delete(`${P}/product_attributes/${row!.id}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 404)).toHaveLength(49);
    expect(await count(t, events)).toBe(before + 1);
  });
});
