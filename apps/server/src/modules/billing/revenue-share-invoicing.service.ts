import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import { addInvoiceLine, listInvoiceLines } from './billing.service.ts';
import type { BillingDeps } from './billing.deps.ts';
import { revenueSharePeriods } from './billing.tables.ts';
import { monthStart, orderUnitsRateOfTeam } from './subscriptions.service.ts';

/** Invoice line sources of a closed revenue share period (decision 0461). */
export const REVENUE_SHARE_ORDER_UNITS = 'revenue_share_order_units';
export const REVENUE_SHARE_FULFILMENT_UNITS = 'revenue_share_fulfilment_units';
/** How many complete months back a closing run looks (a missed run catches up). */
const CLOSE_MONTHS_BACK = 6;
/** The job queue and its NOTIFY channel: the closing runs on the platform's sweeper schedule. */
export const REVENUE_SHARE_CLOSE_QUEUE = 'billing-close-revenue-share';
export const REVENUE_SHARE_CLOSE_CHANNEL = 'billing_close_revenue_share';

const monthLabel = (period: string) =>
  new Date(`${period}T00:00:00Z`).toLocaleDateString('en-AU', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Closes one team's revenue share for a complete month: the accrued order units (at the team's order units rate)
 * and fulfilment units (2 %, capped at $20 per item) become invoice lines in the plan's currency, converted from the
 * orders' AUD at the rates table (decision 0473). Once per team and
 * month: the period row is claimed first, in the same transaction as its lines. Answers whether it closed now.
 */
export async function closeRevenueSharePeriod(
  deps: BillingDeps,
  params: { teamId: number; period: Date },
): Promise<boolean> {
  const from = monthStart(params.period);
  const to = monthStart(params.period, -1);
  if (to > monthStart(deps.now())) return false; // the month is not over yet
  const period = from.toISOString().slice(0, 10);
  const rate = await orderUnitsRateOfTeam(deps, deps.db, params.teamId);
  const [month] = (
    await deps.orderUsage.revenueShareByMonth(deps.db, {
      teamId: params.teamId,
      from,
      orderRatePercent: rate,
      currency: deps.provider.currency(),
    })
  ).filter((m) => m.period === period);
  // The lines are in the currency the share was computed in: the provider's, at the rates table (decision 0473).
  const currency = month?.currency ?? deps.provider.currency();
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(revenueSharePeriods)
      .values({ team_id: params.teamId, period, order_units_rate: rate })
      .onConflictDoNothing()
      .returning({ id: revenueSharePeriods.id });
    if (!claimed) return false;
    const label = monthLabel(period);
    if (month && month.order_units_total_cents > 0)
      await addInvoiceLine(tx, {
        teamId: params.teamId,
        sourceType: REVENUE_SHARE_ORDER_UNITS,
        sourceId: claimed.id,
        description: `Revenue share, ${label}: ${month.order_units} order units at ${rate} %`,
        amountCents: month.order_units_total_cents,
        currency,
      });
    if (month && month.fulfilment_units_capped_cents > 0)
      await addInvoiceLine(tx, {
        teamId: params.teamId,
        sourceType: REVENUE_SHARE_FULFILMENT_UNITS,
        sourceId: claimed.id,
        description: `Revenue share, ${label}: ${month.fulfilment_units} fulfilment units at 2 % (at most $20 an item)`,
        amountCents: month.fulfilment_units_capped_cents,
        currency,
      });
    return true;
  });
}

/** The schedule's sweep: closes every complete month of the last six for every team with orders in it. */
export async function closeRevenueSharePeriods(deps: BillingDeps) {
  const now = deps.now();
  let closed = 0;
  for (let back = CLOSE_MONTHS_BACK; back >= 1; back--) {
    const from = monthStart(now, back);
    const to = monthStart(now, back - 1);
    for (const teamId of await deps.orderUsage.teamsWithOrders(deps.db, { from, to }))
      if (await closeRevenueSharePeriod(deps, { teamId, period: from })) closed++;
  }
  return closed;
}

/** The team's invoice lines (revenue share, freight), newest first. */
export async function invoiceLinesOfTeam(deps: BillingDeps, actor: Actor) {
  const lines = await listInvoiceLines(deps.db, actor.scope.teamId);
  const periods = await deps.db
    .select()
    .from(revenueSharePeriods)
    .where(and(eq(revenueSharePeriods.team_id, actor.scope.teamId)));
  const periodOf = new Map(periods.map((p) => [p.id, p.period]));
  return {
    results: lines
      .map((l) => ({
        id: l.id,
        description: l.description,
        amount: l.amount_cents,
        currency: l.currency,
        source_type: l.source_type,
        period: l.source_type.startsWith('revenue_share_') ? (periodOf.get(l.source_id) ?? null) : null,
        voided: l.voided,
        created_at: l.created_at.toISOString(),
      }))
      .reverse(),
  };
}
