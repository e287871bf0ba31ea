/**
 * Orders: store orders arriving by signed webhook (and the sandbox store's order form), the merchant's fulfilment
 * orders, distributor accounts per store, routing fulfilment requests to the nearest connected distributor
 * locations with stock, and the distributor's answers (platform design section 3, steps 4 to 6;
 * docs/decisions/0450-0453). The only public surface of the module.
 */
import type { FastifyInstance } from 'fastify';
import type { OrderUsage } from '../billing/index.ts';
import {
  fulfilmentsSince,
  revenueShareByMonth,
  revenueShareCurrency,
  teamsWithOrders,
} from './revenue-share.ts';
import { createSandboxPayments } from '../../adapters/payments/index.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/client.ts';
import { distanceKm, locate } from '../../platform/geo/index.ts';
import { shippingDeps, type ShippingDeps } from '../shipping/index.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { ordersRoutes as routes } from './orders.routes.ts';
import { applyDeliveryTracking } from './fulfillment-orders/delivery-tracking.ts';
import { storeFulfillment } from './workflows/store-fulfillment.workflow.ts';
import { inventorySyncRoutes } from './inventory-sync/inventory-sync.routes.ts';
import { BACKFILL_QUEUE, runBackfill } from './inventory-sync/backfill.service.ts';
import {
  INVENTORY_SYNC_QUEUE,
  INVENTORY_SYNC_SCHEDULE_CHANNEL,
  INVENTORY_SYNC_SCHEDULE_QUEUE,
  queueDueSyncs,
  runInventorySync,
} from './inventory-sync/inventory-sync.service.ts';
import { startSweeper } from '../../platform/jobs/sweeper.ts';
import { retryRefunds } from './payments/refunds.service.ts';
import { collectOverdueClawbacks } from './payouts/payouts.service.ts';

/** The money sweep's job queue and NOTIFY channel. */
const MONEY_SWEEP_QUEUE = 'orders-money-sweep';
const MONEY_SWEEP_CHANNEL = 'orders_money_sweep';

/** The dependencies the orders services run with in this process. */
export function ordersDeps(
  ctx: { database: Database; live?: OrdersDeps['live']; shipping?: ShippingDeps },
  overrides: Partial<OrdersDeps> = {},
): OrdersDeps {
  return {
    shipping: ctx.shipping ?? shippingDeps({ database: ctx.database }),
    db: ctx.database.db,
    // The demo seed runs without a live channel: nobody is listening yet.
    live: ctx.live ?? { publish: async () => undefined },
    locate,
    distanceKm,
    payments: createSandboxPayments(ctx.database.db),
    now: () => new Date(),
    ...overrides,
  };
}

/** The orders module's plugin. */
export async function ordersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const deps = ordersDeps({ ...ctx, shipping: shippingDeps(ctx) });
  ctx.events.on('shipping.delivery_tracked', 'orders.delivery_tracking', applyDeliveryTracking);
  ctx.workflows.register(storeFulfillment);
  await routes(app, deps);
  await inventorySyncRoutes(app, deps, ctx.jobs ?? null);
  if (ctx.jobs) {
    const jobs = ctx.jobs;
    await jobs.work<{ store_id: number }>(INVENTORY_SYNC_QUEUE, async (data) => {
      await runInventorySync(deps, data.store_id);
    });
    await jobs.work<{ store_id: number; include_existing: boolean }>(BACKFILL_QUEUE, async (data) => {
      await runBackfill(deps, { storeId: data.store_id, includeExisting: data.include_existing });
    });
    // The periodic sync (docs/decisions/0462): the platform's sweeper wakes every 15 minutes and queues the
    // integrations whose last sync is older than the interval.
    if (ctx.config.WORKERS === 'on') {
      const stop = await startSweeper({
        database: ctx.database,
        jobs,
        queue: INVENTORY_SYNC_SCHEDULE_QUEUE,
        channel: INVENTORY_SYNC_SCHEDULE_CHANNEL,
        pollMs: 15 * 60_000,
        sweep: () =>
          queueDueSyncs(deps, (storeId) =>
            jobs.send(INVENTORY_SYNC_QUEUE, { store_id: storeId }, { singletonKey: String(storeId) }),
          ),
        log: (msg, err) => console.warn(`[inventory-sync] ${msg}`, err instanceof Error ? err.message : ''),
      });
      app.addHook('onClose', async () => stop());
      // The money sweep (decisions 0475, 0474): hourly, overdue claw-backs are collected from the connected
      // account and refunds the provider has not confirmed are asked for again.
      const stopMoney = await startSweeper({
        database: ctx.database,
        jobs,
        queue: MONEY_SWEEP_QUEUE,
        channel: MONEY_SWEEP_CHANNEL,
        pollMs: 60 * 60_000,
        sweep: async () => {
          await collectOverdueClawbacks(deps);
          await retryRefunds(deps);
        },
        log: (msg, err) => console.warn(`[money] ${msg}`, err instanceof Error ? err.message : ''),
      });
      app.addHook('onClose', async () => stopMoney());
    }
  }
}

export type { OrdersDeps } from './orders.deps.ts';
export { ingestOrderWebhook, placeOrderInSandboxStore, storeWebhookSecret } from './intake/intake.service.ts';
export {
  requestFulfillment,
  requestCancellation,
  orderDetail,
} from './fulfillment-orders/fulfillment-orders.service.ts';
export {
  respondCancellationRequest,
  respondFulfillmentRequest,
} from './distributor/distributor-fulfillments.service.ts';
export { connectDistributorAccount } from './connections/connections.service.ts';
export { seedDemoOrders } from './orders.seed.ts';
export { payOutFulfilment } from './payouts/payouts.service.ts';
export { proposeShipment } from './shipments/shipments.service.ts';
export { FULFILLMENT_ITEM_CAP_CENTS, FULFILLMENT_UNIT_RATE_PERCENT } from './revenue-share.ts';

/** What billing reads of the orders (injected by the module registry: docs/decisions/0457). */
export const orderUsage: OrderUsage = {
  revenueShareByMonth,
  revenueShareCurrency,
  fulfilmentsSince,
  teamsWithOrders,
};
