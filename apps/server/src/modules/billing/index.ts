/**
 * Billing: lines of the platform's invoice to a team (docs/decisions/0603), and the merchant's plans, usage,
 * revenue share and plate search add-on (docs/decisions/0455-0458).
 */
import type { FastifyInstance } from 'fastify';
import { createSandboxBilling } from '../../adapters/billing/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { createVehicleRegistrySandbox } from '../fitment/index.ts';
import type { BillingDeps, OrderUsage } from './billing.deps.ts';
import { startSweeper } from '../../platform/jobs/sweeper.ts';
import { billingRoutes as routes } from './billing.routes.ts';
import { plateSearchRoutes } from './plate-search.routes.ts';
import {
  closeRevenueSharePeriods,
  REVENUE_SHARE_CLOSE_CHANNEL,
  REVENUE_SHARE_CLOSE_QUEUE,
} from './revenue-share-invoicing.service.ts';

export {
  addInvoiceLine,
  FREIGHT_BOOKING,
  invoiceTotalsByPeriod,
  listInvoiceLines,
  voidInvoiceLine,
  type InvoiceLine,
} from './billing.service.ts';
export type { BillingDeps } from './billing.deps.ts';
export { closeRevenueSharePeriod, closeRevenueSharePeriods } from './revenue-share-invoicing.service.ts';

export type { OrderUsage, RevenueShareMonth } from './billing.deps.ts';

export function billingDeps(
  ctx: Pick<AppContext, 'database'>,
  orderUsage: OrderUsage,
  overrides: Partial<BillingDeps> = {},
): BillingDeps {
  return {
    db: ctx.database.db,
    provider: createSandboxBilling(ctx.database.db),
    now: () => new Date(),
    orderUsage,
    registry: createVehicleRegistrySandbox(ctx.database.db),
    ...overrides,
  };
}

/** The billing module's plugin; `orderUsage` is the orders module's (see billing.deps.ts). */
export async function billingRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  orderUsage: OrderUsage,
): Promise<void> {
  const deps = billingDeps(ctx, orderUsage);
  await routes(app, deps);
  await plateSearchRoutes(app, deps);
  // Revenue share periods close into invoice lines on the platform's sweeper schedule (hourly; decision 0461).
  if (ctx.config.WORKERS === 'on') {
    const stop = await startSweeper({
      database: ctx.database,
      jobs: ctx.jobs,
      queue: REVENUE_SHARE_CLOSE_QUEUE,
      channel: REVENUE_SHARE_CLOSE_CHANNEL,
      pollMs: 60 * 60_000,
      sweep: () => closeRevenueSharePeriods(deps),
      log: (msg, err) => console.warn(`[billing] ${msg}`, err instanceof Error ? err.message : ''),
    });
    app.addHook('onClose', async () => stop());
  }
}
export { seedDemoBilling } from './billing.seed.ts';
export { recordPlateSearch } from './plate-search.service.ts';
