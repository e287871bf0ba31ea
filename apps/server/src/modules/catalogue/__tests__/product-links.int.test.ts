import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { emitEvent, type DomainEventPayload } from '../../../platform/events/index.ts';
import { makeBrand, makeProduct } from './fixtures.ts';

// Products keep copies of the marketplace's listing and fitment's vehicle count, kept in step by the events those
// modules emit (docs/decisions/0012-cross-module-events.md). The modules do not exist yet: the test emits.
let t: TestApp;
let brand: TestClient;
let ids: number[];
let theirs: number;
const P = '/api/catalogue';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  const apex = await makeBrand(db, { teamId: t.teams.brands[0]!, name: 'Apex Brakes', slug: 'apex-brakes' });
  const other = await makeBrand(db, { teamId: t.teams.brands[1]!, name: 'Other', slug: 'other' });
  ids = [];
  for (const sku of ['LNK-1', 'LNK-2', 'LNK-3']) {
    ids.push(
      (
        await makeProduct(db, {
          teamId: t.teams.brands[0]!,
          brand: apex.brand,
          subBrandId: apex.subBrand.id,
          sku,
        })
      ).id,
    );
  }
  theirs = (
    await makeProduct(db, {
      teamId: t.teams.brands[1]!,
      brand: other.brand,
      subBrandId: other.subBrand.id,
      sku: 'X-1',
    })
  ).id;
  brand = await t.signIn('brand@demo.test');
});
afterAll(async () => t?.close());

async function listingChanged(
  payload: DomainEventPayload<'marketplace.listing_changed'>,
  teamId = t.teams.brands[0]!,
) {
  await t.ctx.database.db.transaction((tx) =>
    emitEvent(tx, { type: 'marketplace.listing_changed', teamId, payload }),
  );
  await t.ctx.events.dispatchPending();
}

async function listed(filters: Record<string, unknown>): Promise<number[]> {
  const res = await brand.post(`${P}/products/datatable.json`, { page: 1, per: 50, filters });
  return (res.json().data as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
}

async function product(id: number) {
  const result = (await t.ctx.database.db.execute(
    sql`select listing_id, listing_status, vehicle_count from products where id = ${id}`,
  )) as unknown as { rows: unknown[] };
  const [row] = result.rows as {
    listing_id: number | null;
    listing_status: string | null;
    vehicle_count: number;
  }[];
  return row!;
}

describe('products follow their listing', () => {
  it('shows a new listing and its status on its products, in the list filters too', async () => {
    await listingChanged({ listing_id: 31, product_ids: [ids[0]!, ids[1]!], status: 'draft' });
    expect(await product(ids[0]!)).toMatchObject({ listing_id: 31, listing_status: 'draft' });
    expect(await listed({ has_listing: true })).toEqual([ids[0], ids[1]]);
    expect(await listed({ listing_status: 'draft' })).toEqual([ids[0], ids[1]]);
    expect(await listed({ has_listing: false })).toEqual([ids[2]]);
  });

  it('follows a status change and a product leaving the listing', async () => {
    await listingChanged({ listing_id: 31, product_ids: [ids[1]!], status: 'published' });
    expect(await product(ids[0]!)).toMatchObject({ listing_id: null, listing_status: null });
    expect(await product(ids[1]!)).toMatchObject({ listing_id: 31, listing_status: 'published' });
    expect(await listed({ listing_status: 'published' })).toEqual([ids[1]]);
  });

  it('clears a deleted listing from its products', async () => {
    await listingChanged({ listing_id: 31, product_ids: [ids[1]!], status: null });
    expect(await product(ids[1]!)).toMatchObject({ listing_id: null, listing_status: null });
    expect(await listed({ has_listing: true })).toEqual([]);
  });

  it("never touches another team's products", async () => {
    await listingChanged({ listing_id: 32, product_ids: [theirs], status: 'published' });
    expect(await product(theirs)).toMatchObject({ listing_id: null });
  });
});

describe('products count the vehicles they fit', () => {
  it('recounts distinct vehicles when fitment announces changed applications', async () => {
    const db = t.ctx.database.db;
    await db.execute(sql`insert into vehicle_makes (name) values ('Toyota')`);
    await db.execute(
      sql`insert into vehicle_models (vehicle_make_id, name) select id, 'Hilux' from vehicle_makes`,
    );
    await db.execute(sql`insert into vehicles (vehicle_make_id, vehicle_model_id, year_from)
      select k.id, m.id, y from vehicle_makes k join vehicle_models m on m.vehicle_make_id = k.id, generate_series(2015, 2017) y`);
    for (const productId of [ids[0]!, ids[0]!, ids[2]!]) {
      await db.execute(sql`with a as (insert into vehicle_applications (product_id) values (${productId}) returning id)
        insert into vehicle_application_vehicles (vehicle_application_id, vehicle_id) select a.id, v.id from a, vehicles v`);
    }
    await db.transaction((tx) =>
      emitEvent(tx, {
        type: 'fitment.applications_changed',
        teamId: t.teams.brands[0]!,
        payload: { product_ids: [ids[0]!, ids[1]!, ids[2]!, theirs] },
      }),
    );
    await t.ctx.events.dispatchPending();
    // Two applications over the same three vehicles still fit three vehicles.
    expect((await product(ids[0]!)).vehicle_count).toBe(3);
    expect((await product(ids[1]!)).vehicle_count).toBe(0);
    expect((await product(ids[2]!)).vehicle_count).toBe(3);
    expect((await product(theirs)).vehicle_count).toBe(0);
    expect(await listed({ has_vehicles: true })).toEqual([ids[0], ids[2]]);
  });
});
