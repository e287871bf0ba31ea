import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { fieldMessages, makeDistributor } from './fixtures.ts';

let t: TestApp;
let client: TestClient;
let other: TestClient;
let brakeId: number;
let filterId: number;
let manufacturerPackage: number;

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.ctx.database.db.execute(q)) as unknown as { rows: T[] }).rows;

interface Listed {
  sku: string;
  brand: string;
  product: { id: number; title: string } | null;
  packages: { id: number; distributor_id: number | null; length: number | null; weight: number | null }[];
}

beforeAll(async () => {
  t = await createTestApp();
  const mine = await makeDistributor(t.ctx, t.teams.distributors[0]!);
  const theirs = await makeDistributor(t.ctx, t.teams.distributors[1]!);
  const [brand] = await rows<{ id: number }>(
    sql`insert into brands (team_id, name, slug) values (${t.teams.brands[0]!}, 'Pack Brand', 'pack-brand') returning id`,
  );
  [{ id: brakeId }, { id: filterId }] = (await rows<{ id: number }>(sql`
    insert into products (team_id, brand_id, sku, title, slug) values
      (${t.teams.brands[0]!}, ${brand!.id}, 'PK-BRAKE-1', 'Brake pad set', 'pack-brand-pk-brake-1'),
      (${t.teams.brands[0]!}, ${brand!.id}, 'PK-FILTER-2', 'Oil filter', 'pack-brand-pk-filter-2')
    returning id`)) as [{ id: number }, { id: number }];
  [{ id: manufacturerPackage }] = (await rows<{ id: number }>(sql`
    insert into packages (product_id, length, width, height, weight, dimensions_unit, weight_unit)
    values (${brakeId}, 30, 20, 10, 2.5, 'cm', 'kg') returning id`)) as [{ id: number }];
  const team = t.teams.distributors[0]!;
  // Stock of both products at the distributor's location, one SKU the catalogue lacks; the other team stocks one.
  await t.ctx.database.db.execute(sql`
    insert into inventory_items (team_id, distributor_location_id, sku, brand_name, quantity) values
      (${team}, ${mine}, 'PK-BRAKE-1', 'pack brand', 4),
      (${team}, ${mine}, 'PK-FILTER-2', 'Pack Brand', 0),
      (${team}, ${mine}, 'PK-UNKNOWN-3', 'Nobody', 1),
      (${t.teams.distributors[1]!}, ${theirs}, 'PK-OTHER-9', 'Pack Brand', 2)`);
  client = await t.signIn('distributor@demo.test');
  other = await t.signIn('distributor2@demo.test');
});
afterAll(async () => t?.close());

const list = async (c: TestClient, qs = '') => {
  const res = await c.get(`/api/distributor/product_packages${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { results: Listed[]; pagination: { total_count: number; page_size: number } };
};

describe('Product Weights & Dimensions', () => {
  it("lists the stocked SKUs with their catalogue product and packages, in SKU order, none of another team's", async () => {
    const page = await list(client);
    expect(page.pagination).toMatchObject({ total_count: 3, page_size: 25 });
    expect(page.results.map((r) => [r.sku, r.product?.title ?? null])).toEqual([
      ['PK-BRAKE-1', 'Brake pad set'],
      ['PK-FILTER-2', 'Oil filter'],
      ['PK-UNKNOWN-3', null],
    ]);
    expect(page.results[0]!.packages).toEqual([
      expect.objectContaining({ id: manufacturerPackage, distributor_id: null, length: 30, weight: 2.5 }),
    ]);
    expect(page.results[2]!.packages).toEqual([]);
    expect((await list(other)).results.map((r) => r.sku)).toEqual(['PK-OTHER-9']);
  });

  it('searches by SKU prefix and pages', async () => {
    expect((await list(client, '?query=pk-fil')).results.map((r) => r.sku)).toEqual(['PK-FILTER-2']);
    expect((await list(client, '?query=%25')).results).toEqual([]);
    const second = await list(client, '?page=2&page_size=2');
    expect(second.results.map((r) => r.sku)).toEqual(['PK-UNKNOWN-3']);
    expect(second.pagination).toMatchObject({ total_count: 3 });
    expect((await client.get('/api/distributor/product_packages?page_size=0')).statusCode).toBe(400);
  });

  it("adds, edits and removes the distributor's own package; the manufacturer's stays; others get 404", async () => {
    const bad = await client.post('/api/distributor/packages', {
      product_id: filterId,
      length: 0,
      width: 10,
      height: 10,
      weight: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad).length).toBe('Length must be between 1 and 999 cm');

    const added = await client.post('/api/distributor/packages', {
      product_id: filterId,
      length: 12,
      width: 10,
      height: 9.5,
      weight: 0.4,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message).toBe('Package added to product');
    const own = added.json().package as { id: number };
    const filter = (await list(client, '?query=PK-FILTER')).results[0]!;
    expect(filter.packages).toEqual([expect.objectContaining({ id: own.id, length: 12, weight: 0.4 })]);
    expect(filter.packages[0]!.distributor_id).not.toBeNull();

    const changed = await client.patch(`/api/distributor/packages/${own.id}`, { weight: 0.45 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Package details updated');
    expect((await list(client, '?query=PK-FILTER')).results[0]!.packages[0]!.weight).toBe(0.45);

    // The manufacturer's package cannot be changed or removed; another distributor cannot touch ours.
    expect((await client.delete(`/api/distributor/packages/${manufacturerPackage}`)).statusCode).toBe(404);
    expect((await other.patch(`/api/distributor/packages/${own.id}`, { weight: 9 })).statusCode).toBe(404);
    expect((await other.delete(`/api/distributor/packages/${own.id}`)).statusCode).toBe(404);

    const removed = await client.delete(`/api/distributor/packages/${own.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Package removed from product');
    expect((await list(client, '?query=PK-FILTER')).results[0]!.packages).toEqual([]);
    expect((await list(client, '?query=PK-BRAKE')).results[0]!.packages.map((p) => p.id)).toEqual([
      manufacturerPackage,
    ]);
  });
});
