import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { placeSandboxOrder } from '../../../adapters/stores/index.ts';
import { storeInfoById } from '../../marketplace/index.ts';
import { ordersDeps, storeWebhookSecret } from '../index.ts';
import { runBackfill } from '../inventory-sync/backfill.service.ts';
import { queueDueSyncs, SYNC_INTERVAL_MS } from '../inventory-sync/inventory-sync.service.ts';
import { connect, makeWorld, order, price, rows, type World } from './fixtures.ts';

let t: TestApp;
let staff: TestClient;
let merchant: TestClient;
let w: World;
const A = '/api/marketplace/admin/shopify_inventory_sync';

beforeAll(async () => {
  // Workers on: the backfill runs on the platform jobs queue.
  t = await createTestApp({ workers: true });
  staff = await t.signIn('staff@demo.test');
  merchant = await t.signIn('merchant@demo.test');
  w = await makeWorld(t);
});
afterAll(async () => {
  await t?.close();
});

/** An order the store holds whose webhook never reached the platform; answers its store order id. */
async function orderOnlyInStore(sku: string, quantity: number) {
  const store = (await storeInfoById(t.ctx.database.db, w.storeId))!;
  const secret = await storeWebhookSecret(ordersDeps(t.ctx), store);
  const placed = await placeSandboxOrder(
    t.ctx.database.db,
    store,
    {
      customer: { name: 'Sam Rivers', email: null, phone: null },
      shipping_address: {
        name: 'Sam Rivers',
        company: null,
        address1: '5 Dock Street',
        address2: null,
        city: 'Dandenong',
        province_code: 'VIC',
        zip: '3175',
        country_code: 'AU',
      },
      line_items: [{ sku, quantity }],
    },
    secret,
  );
  return placed.id;
}
const foOf = async (storeOrderId: string) =>
  (
    await rows<{ id: number; total_cents: number }>(
      t,
      sql`select id, total_cents from fulfillment_orders where store_id = ${w.storeId} and store_order_id = ${storeOrderId}`,
    )
  )[0] ?? null;

describe('Backfill merchant-managed FOs', () => {
  it('is for staff only', async () => {
    const res = await merchant.post(`${A}/${w.storeId}/backfill_merchant_managed_fos`, {
      include_existing: false,
    });
    expect(res.statusCode).toBe(403);
  });

  it('queues a job that takes on the store’s missing orders, once', async () => {
    const missing = await orderOnlyInStore(w.skus.pad, 2);
    expect(await foOf(missing)).toBeNull();
    const res = await staff.post(`${A}/${w.storeId}/backfill_merchant_managed_fos`, {
      include_existing: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    await expect.poll(async () => (await foOf(missing))?.total_cents, { timeout: 20_000 }).toBe(30000);
    // Run again: the same order, nothing new.
    const again = await runBackfill(ordersDeps(t.ctx), { storeId: w.storeId, includeExisting: false });
    expect(again).toEqual({ created: 0, refreshed: 0, errors: [] });
  });

  it("with 'Also refresh existing FO orders', re-prices pending orders and leaves routed ones alone", async () => {
    // Placed while no distributor quotes a price: $150.00 a pad (the store's price), two pads.
    const pending = await orderOnlyInStore(w.skus.pad, 2);
    const routedOrder = await orderOnlyInStore(w.skus.pad, 1);
    await runBackfill(ordersDeps(t.ctx), { storeId: w.storeId, includeExisting: false });
    expect((await foOf(pending))!.total_cents).toBe(30000);
    // Distributor A now quotes $99.00 for the store's account; one order is routed meanwhile.
    await connect(merchant, w.storeId, w.distributors[0]!.id, 'ACME-1');
    await price(t, w.distributors[0]!.teamId, 'ACME-1', w.skus.pad, 9900);
    const routedId = (await foOf(routedOrder))!.id;
    expect(
      (await merchant.post(`/api/marketplace/v1/fulfillments/${routedId}/request-fulfillment`)).statusCode,
    ).toBe(200);
    const routedTotal = (await foOf(routedOrder))!.total_cents;

    const result = await runBackfill(ordersDeps(t.ctx), { storeId: w.storeId, includeExisting: true });
    expect(result.created).toBe(0);
    expect(result.refreshed).toBeGreaterThanOrEqual(1);
    // Two pads at $99.00: $198.00 including GST ($180.00 + $18.00 tax).
    const o = await order(merchant, (await foOf(pending))!.id);
    expect({ subtotal: o.subtotal, tax: o.tax, total: o.total }).toEqual({
      subtotal: 18000,
      tax: 1800,
      total: 19800,
    });
    expect(o.history.at(-1).comment).toMatch(/^Refreshed from .+ by a backfill$/);
    expect((await foOf(routedOrder))!.total_cents).toBe(routedTotal);
  });
});

describe('the inventory sync schedule', () => {
  it('queues every enabled, mapped integration not synced within the interval, and nothing else', async () => {
    const deps = ordersDeps(t.ctx);
    const detail = (await staff.get(`${A}/${w.storeId}`)).json();
    const gid = (detail.available_locations as { id: string }[])[0]!.id;
    const syd = Object.values(w.distributors[0]!.locations)[0]!;
    // Unmapped: not due.
    const sent: number[] = [];
    const send = async (id: number) => void sent.push(id);
    await queueDueSyncs(deps, send);
    expect(sent).not.toContain(w.storeId);
    await staff.patch(`${A}/${w.storeId}/update_settings`, {
      location_mappings: { [syd]: { shopify_location_gid: gid, shipping_enabled: true } },
    });
    // Mapped and never synced: due.
    expect(await queueDueSyncs(deps, send)).toContain(w.storeId);
    // Synced a minute ago: not due; an interval later: due again.
    await t.ctx.database.db.execute(
      sql`update inventory_sync_integrations set last_sync = now() - interval '1 minute' where store_id = ${w.storeId}`,
    );
    expect(await queueDueSyncs(deps, send)).not.toContain(w.storeId);
    const later = { ...deps, now: () => new Date(Date.now() + SYNC_INTERVAL_MS) };
    expect(await queueDueSyncs(later, send)).toContain(w.storeId);
    // Disabled: never.
    await t.ctx.database.db.execute(
      sql`update inventory_sync_integrations set inventory_sync_enabled = false where store_id = ${w.storeId}`,
    );
    expect(await queueDueSyncs(later, send)).not.toContain(w.storeId);
  });
});
