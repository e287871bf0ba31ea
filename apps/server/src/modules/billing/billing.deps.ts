import type { BillingProvider } from '../../adapters/billing/index.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import type { VehicleRegistry } from '../fitment/index.ts';

/** One month of the units revenue share accrues on (computed by the orders module, which owns the order rows). */
export interface RevenueShareMonth {
  /** First day of the month, YYYY-MM-01 (UTC). */
  period: string;
  /** The currency the cents are in (the billing currency when the rates table knows it; decision 0473). */
  currency: string;
  order_units: number;
  order_units_total_cents: number;
  fulfilment_units: number;
  fulfilment_units_total_cents: number;
  fulfilment_units_capped_cents: number;
}

/**
 * What billing reads of the orders module. Injected by the module registry rather than imported: orders depend on
 * shipping, which adds invoice lines through billing, so a direct import would close a cycle.
 */
export interface OrderUsage {
  revenueShareByMonth(
    db: DbOrTx,
    params: { teamId: number; from: Date; orderRatePercent: number; currency?: string },
  ): Promise<RevenueShareMonth[]>;
  /** The currency revenue share is computed in for `wanted`, and its rate per AUD (as a decimal string). */
  revenueShareCurrency(db: DbOrTx, wanted: string | undefined): Promise<{ currency: string; rate: string }>;
  fulfilmentsSince(db: DbOrTx, params: { teamId: number; from: Date }): Promise<number>;
  /** Teams with store orders or fulfilments created in [from, to): the teams a revenue share period concerns. */
  teamsWithOrders(db: DbOrTx, params: { from: Date; to: Date }): Promise<number[]>;
}

export interface BillingDeps {
  db: Db;
  provider: BillingProvider;
  now(): Date;
  orderUsage: OrderUsage;
  /** The state vehicle registry the plate search asks (fitment's sandbox). */
  registry: VehicleRegistry;
}
