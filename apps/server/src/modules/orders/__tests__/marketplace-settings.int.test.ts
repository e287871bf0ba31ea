import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { runInventorySync } from '../inventory-sync/inventory-sync.service.ts';
import { connect, makeWorld, order, placeOrder, type World } from './fixtures.ts';

// The merchant's marketplace settings that act on orders and stock (docs/decisions/0437).
let t: TestApp;
let merchant: TestClient;
let staff: TestClient;
let w: World;
const API = '/api/marketplace/v1/marketplace';

const setSetting = async (setting: string, value: unknown) => {
  const res = await merchant.post(`${API}/update-setting`, {
    team_id: t.teams.merchants[0]!,
    setting,
    value,
  });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.signIn('merchant@demo.test');
  staff = await t.signIn('staff@demo.test');
  w = await makeWorld(t);
});
afterAll(async () => t?.close());

describe('Request fulfilment automatically', () => {
  it('leaves new orders pending while off', async () => {
    const id = await placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 1 }]);
    expect((await order(merchant, id)).status).toBe('pending');
  });

  it('keeps an order it cannot route pending, with the reason in its history', async () => {
    await setSetting('orders.auto_request_fulfillment', true);
    const id = await placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 1 }]);
    const o = await order(merchant, id);
    expect(o.status).toBe('pending');
    expect(o.history.at(-1).comment).toMatch(/^Automatic fulfilment request failed: Connect a distributor/);
  });

  it('routes a new order to the distributors as soon as it arrives while on', async () => {
    await connect(merchant, w.storeId, w.distributors[0]!.id, 'AUTO-1');
    const id = await placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 2 }]);
    const o = await order(merchant, id);
    expect(o.status).toBe('submitted');
    expect(o.fulfillments).toHaveLength(1);
    await setSetting('orders.auto_request_fulfillment', false);
    const later = await placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 1 }]);
    expect((await order(merchant, later)).status).toBe('pending');
  });
});

describe('Push stock levels', () => {
  it('stops the inventory sync pushing levels to the store while off', async () => {
    const S = '/api/marketplace/admin/shopify_inventory_sync';
    const detail = (await staff.get(`${S}/${w.storeId}`)).json();
    const warehouse = (detail.available_locations as { id: string }[])[0]!.id;
    const syd = Object.values(w.distributors[0]!.locations)[0]!;
    const saved = await staff.patch(`${S}/${w.storeId}/update_settings`, {
      location_mappings: { [syd]: { shopify_location_gid: warehouse, shipping_enabled: true } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const deps = { db: t.ctx.database.db, now: () => new Date() };

    await setSetting('inventory.push_stock_levels', false);
    expect(await runInventorySync(deps, w.storeId)).toEqual({ pushed: 0, kept: 0, errors: [] });
    await setSetting('inventory.push_stock_levels', true);
    expect((await runInventorySync(deps, w.storeId)).pushed).toBeGreaterThan(0);
  });
});
