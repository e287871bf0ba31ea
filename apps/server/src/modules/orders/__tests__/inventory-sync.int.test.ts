import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { runInventorySync, syncBadge } from '../inventory-sync/inventory-sync.service.ts';
import { makeWorld, rows, type World } from './fixtures.ts';

let t: TestApp;
let staff: TestClient;
let merchant: TestClient;
let w: World;
const A = '/api/marketplace/admin/shopify_inventory_sync';

beforeAll(async () => {
  // Workers on: Sync Now runs on the platform jobs queue.
  t = await createTestApp({ workers: true });
  staff = await t.signIn('staff@demo.test');
  merchant = await t.signIn('merchant@demo.test');
  w = await makeWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const deps = () => ({ db: t.ctx.database.db, now: () => new Date() });
const levels = (gid: string) =>
  rows<{ sku: string; available: number }>(
    t,
    sql`select sku, available from sandbox_store_inventory_levels where store_id = ${w.storeId} and location_id = ${gid} order by sku`,
  );

describe('admin inventory sync', () => {
  it('is for staff only', async () => {
    expect((await merchant.get(`${A}.json`)).statusCode).toBe(403);
    expect((await merchant.get(`${A}/${w.storeId}`)).statusCode).toBe(403);
  });

  it('maps distributor locations to store locations and pushes summed stock through the store', async () => {
    const detail = (await staff.get(`${A}/${w.storeId}`)).json();
    expect(detail.integration).toMatchObject({
      conflict_resolution_strategy: 'most_recent',
      status: 'No Mappings',
    });
    const [warehouse] = detail.available_locations as { id: string }[];
    const syd = w.distributors[0]!.locations[Object.keys(w.distributors[0]!.locations)[0]!]!;
    const mel = w.distributors[0]!.locations[Object.keys(w.distributors[0]!.locations)[1]!]!;
    const bad = await staff.patch(`${A}/${w.storeId}/update_settings`, {
      location_mappings: { [syd]: { shopify_location_gid: 'gid://nowhere', shipping_enabled: true } },
    });
    expect(bad.statusCode).toBe(404);
    const saved = await staff.patch(`${A}/${w.storeId}/update_settings`, {
      location_mappings: {
        [syd]: { shopify_location_gid: warehouse!.id, shipping_enabled: true },
        [mel]: { shopify_location_gid: warehouse!.id, shipping_enabled: true },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().integration).toMatchObject({
      mapping_count: 2,
      status: 'Never Synced',
      ready_for_sync: true,
    });

    const result = await runInventorySync(deps(), w.storeId);
    expect(result).toEqual({ pushed: 3, kept: 0, errors: [] });
    // Sydney (pad 10, rotor 1, filter 50) + Melbourne (pad 10, rotor 10) into the one warehouse.
    expect(await levels(warehouse!.id)).toEqual([
      { sku: w.skus.filter, available: 50 },
      { sku: w.skus.pad, available: 20 },
      { sku: w.skus.rotor, available: 11 },
    ]);
    const list = (await staff.get(`${A}.json`)).json();
    const mine = list.integrations.find((i: { id: number }) => i.id === w.storeId);
    expect(mine).toMatchObject({ status: 'Healthy', error_count: 0 });
  });

  it('honours the conflict strategy', async () => {
    const detail = (await staff.get(`${A}/${w.storeId}`)).json();
    const gid = (detail.available_locations as { id: string }[])[0]!.id;
    // The shop changes a level after the distributor's last change; the distributor's pad stock changes too.
    const shopEdit = () =>
      t.ctx.database.db.execute(
        sql`update sandbox_store_inventory_levels set available = 7, updated_at = now() + interval '1 minute'
            where store_id = ${w.storeId} and sku = ${w.skus.pad}`,
      );
    await shopEdit();
    // most_recent: the store's later edit wins.
    expect((await runInventorySync(deps(), w.storeId)).kept).toBe(1);
    expect((await levels(gid)).find((l) => l.sku === w.skus.pad)!.available).toBe(7);
    // manual_review: left alone and recorded.
    await staff.patch(`${A}/${w.storeId}/update_settings`, { conflict_resolution_strategy: 'manual_review' });
    const review = await runInventorySync(deps(), w.storeId);
    expect(review.errors).toEqual([
      `Manual review: ${w.skus.pad} at ${gid} is 7 in the store and 20 at the distributor`,
    ]);
    const withErrors = (await staff.get(`${A}/${w.storeId}`)).json().integration;
    expect(withErrors.status).toBe('Errors');
    expect(withErrors.recent_errors[0].message).toContain('Manual review');
    // shopify_wins keeps it; partsflow_wins overwrites it.
    await staff.patch(`${A}/${w.storeId}/update_settings`, { conflict_resolution_strategy: 'shopify_wins' });
    expect((await runInventorySync(deps(), w.storeId)).kept).toBe(1);
    await staff.patch(`${A}/${w.storeId}/update_settings`, {
      conflict_resolution_strategy: 'partsflow_wins',
    });
    expect((await runInventorySync(deps(), w.storeId)).pushed).toBe(1);
    expect((await levels(gid)).find((l) => l.sku === w.skus.pad)!.available).toBe(20);
  });

  it('records a store refusal and carries on', async () => {
    await t.ctx.database.db.execute(
      sql`update inventory_items set quantity = quantity + 1 where sku = ${w.skus.filter}`,
    );
    await merchant.put(`/api/marketplace/v1/marketplace/stores/${w.storeId}/sandbox/mode`, {
      mode: 'reject',
    });
    const result = await runInventorySync(deps(), w.storeId);
    expect(result.errors[0]).toMatch(/The store rejected the inventory update/);
    await merchant.put(`/api/marketplace/v1/marketplace/stores/${w.storeId}/sandbox/mode`, {
      mode: 'normal',
    });
  });

  it('queues Sync Now on the jobs queue, and the job changes the store stock', async () => {
    await t.ctx.database.db.execute(
      sql`update inventory_items set quantity = 99 where sku = ${w.skus.rotor}`,
    );
    const res = await staff.post(`${A}/${w.storeId}/sync_now`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().success).toBe(true);
    const gid = ((await staff.get(`${A}/${w.storeId}`)).json().available_locations as { id: string }[])[0]!
      .id;
    await expect
      .poll(async () => (await levels(gid)).find((l) => l.sku === w.skus.rotor)?.available, {
        timeout: 20_000,
      })
      .toBe(198);
  });

  it('badges by thresholds', () => {
    const now = new Date('2026-01-02T00:00:00Z');
    const base = { inventory_sync_enabled: true, mapping_count: 1, error_count: 0 };
    expect(syncBadge({ ...base, inventory_sync_enabled: false, last_sync: null }, now)).toBe('Disabled');
    expect(syncBadge({ ...base, mapping_count: 0, last_sync: null }, now)).toBe('No Mappings');
    expect(syncBadge({ ...base, error_count: 2, last_sync: now }, now)).toBe('Errors');
    expect(syncBadge({ ...base, last_sync: null }, now)).toBe('Never Synced');
    expect(syncBadge({ ...base, last_sync: new Date('2025-12-31T23:00:00Z') }, now)).toBe('Stale');
    expect(syncBadge({ ...base, last_sync: new Date('2026-01-01T17:00:00Z') }, now)).toBe('Warning');
    expect(syncBadge({ ...base, last_sync: new Date('2026-01-01T23:00:00Z') }, now)).toBe('Healthy');
  });
});
