import { and, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { RevenueShareMonth } from '../billing/index.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  exchangeRates,
  fulfillmentItems,
  fulfillmentOrderItems,
  fulfillmentOrders,
  fulfillments,
} from './orders.tables.ts';

/** The orders' own currency: store prices and distributor prices are AUD cents. */
const ORDER_CURRENCY = 'AUD';

/**
 * The currency revenue share is computed in and its rate per AUD from the rates table (docs/decisions/0473):
 * `wanted` (the billing provider's currency) when the table knows it, else the orders' AUD at 1.
 */
export async function revenueShareCurrency(db: DbOrTx, wanted: string | undefined) {
  const code = (wanted ?? ORDER_CURRENCY).toUpperCase();
  if (code === ORDER_CURRENCY) return { currency: ORDER_CURRENCY, rate: '1' };
  const [row] = await db
    .select({ per_aud: exchangeRates.per_aud })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, code));
  return row ? { currency: code, rate: String(row.per_aud) } : { currency: ORDER_CURRENCY, rate: '1' };
}

/**
 * Revenue share on fulfilment units: 2 % of the line, capped at $20 per item (merchant spec 9), the cap in the
 * currency the share is computed in (the billing currency; decision 0473).
 */
export const FULFILLMENT_UNIT_RATE_PERCENT = 2;
export const FULFILLMENT_ITEM_CAP_CENTS = 2000;

/**
 * The units revenue share accrues on, per month since `from` (docs/decisions/0457): every unit of a store order
 * line matched to a catalogue product (charged `orderRatePercent` of its sale price) and every unit of a fulfilment
 * item sent to a distributor and not cancelled (2 % of the line, at most $20 an item). Each line is converted from
 * AUD to `currency` at the rates table's rate (when it has one; else the figures stay AUD), then rounds to the cent.
 */
export async function revenueShareByMonth(
  db: DbOrTx,
  params: { teamId: number; from: Date; orderRatePercent: number; currency?: string },
): Promise<RevenueShareMonth[]> {
  const { currency, rate } = await revenueShareCurrency(db, params.currency);
  const month = (col: AnyPgColumn) =>
    sql<string>`to_char(date_trunc('month', ${col} at time zone 'UTC'), 'YYYY-MM-01')`;
  const orderMonth = month(fulfillmentOrders.created_at);
  const orders = await db
    .select({
      period: orderMonth,
      units: sql<number>`coalesce(sum(${fulfillmentOrderItems.quantity}), 0)::int`,
      total: sql<number>`coalesce(sum(round(${fulfillmentOrderItems.quantity} * ${fulfillmentOrderItems.store_price_cents} * ${rate}::numeric * ${params.orderRatePercent}::numeric / 100)), 0)::int`,
    })
    .from(fulfillmentOrderItems)
    .innerJoin(fulfillmentOrders, eq(fulfillmentOrders.id, fulfillmentOrderItems.fulfillment_order_id))
    .where(
      and(
        eq(fulfillmentOrders.team_id, params.teamId),
        gte(fulfillmentOrders.created_at, params.from),
        isNotNull(fulfillmentOrderItems.product_id),
      ),
    )
    .groupBy(orderMonth);
  const fulfilmentMonth = month(fulfillments.created_at);
  const line = sql`round(${fulfillmentItems.quantity} * ${fulfillmentItems.price_cents} * ${rate}::numeric * ${FULFILLMENT_UNIT_RATE_PERCENT}::numeric / 100)`;
  const fulfilled = await db
    .select({
      period: fulfilmentMonth,
      units: sql<number>`coalesce(sum(${fulfillmentItems.quantity}), 0)::int`,
      total: sql<number>`coalesce(sum(${line}), 0)::int`,
      capped: sql<number>`coalesce(sum(least(${line}, ${FULFILLMENT_ITEM_CAP_CENTS})), 0)::int`,
    })
    .from(fulfillmentItems)
    .innerJoin(fulfillments, eq(fulfillments.id, fulfillmentItems.fulfillment_id))
    .where(
      and(
        eq(fulfillments.team_id, params.teamId),
        gte(fulfillments.created_at, params.from),
        ne(fulfillments.status, 'cancelled'),
      ),
    )
    .groupBy(fulfilmentMonth);
  const byPeriod = new Map<string, RevenueShareMonth>();
  const at = (period: string) => {
    let m = byPeriod.get(period);
    if (!m) {
      m = {
        period,
        currency,
        order_units: 0,
        order_units_total_cents: 0,
        fulfilment_units: 0,
        fulfilment_units_total_cents: 0,
        fulfilment_units_capped_cents: 0,
      };
      byPeriod.set(period, m);
    }
    return m;
  };
  for (const o of orders)
    Object.assign(at(o.period), { order_units: o.units, order_units_total_cents: o.total });
  for (const f of fulfilled)
    Object.assign(at(f.period), {
      fulfilment_units: f.units,
      fulfilment_units_total_cents: f.total,
      fulfilment_units_capped_cents: f.capped,
    });
  return [...byPeriod.values()].sort((a, b) => b.period.localeCompare(a.period));
}

/** Fulfilment requests (one per distributor location) made since `from`: the plan usage's fulfilments. */
export async function fulfilmentsSince(db: DbOrTx, params: { teamId: number; from: Date }) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(fulfillments)
    .where(and(eq(fulfillments.team_id, params.teamId), gte(fulfillments.created_at, params.from)));
  return row?.n ?? 0;
}

/** Teams with store orders created in [from, to) (every fulfilment belongs to such an order's team). */
export async function teamsWithOrders(db: DbOrTx, params: { from: Date; to: Date }) {
  const orders = db
    .selectDistinct({ team_id: fulfillmentOrders.team_id })
    .from(fulfillmentOrders)
    .where(and(gte(fulfillmentOrders.created_at, params.from), lt(fulfillmentOrders.created_at, params.to)));
  const fulfilled = db
    .selectDistinct({ team_id: fulfillments.team_id })
    .from(fulfillments)
    .where(and(gte(fulfillments.created_at, params.from), lt(fulfillments.created_at, params.to)));
  const rows = await orders.union(fulfilled);
  return rows.map((r) => r.team_id).sort((a, b) => a - b);
}
