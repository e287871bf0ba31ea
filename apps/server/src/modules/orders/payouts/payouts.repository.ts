import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { PageWindow } from '../../../platform/pagination/pagination.ts';
import {
  distributorPayouts,
  exchangeRates,
  fulfillmentItems,
  fulfillmentOrders,
  fulfillments,
  payoutDeductions,
} from '../orders.tables.ts';

export type PayoutRow = typeof distributorPayouts.$inferSelect;

/** A fulfilment's share: its lines at the distributor's prices plus its shipping charges and their tax. */
export async function fulfilmentShare(db: DbOrTx, fulfillmentId: number) {
  const [f] = await db.select().from(fulfillments).where(eq(fulfillments.id, fulfillmentId));
  if (!f) return null;
  const [lines] = await db
    .select({
      cents: sql<number>`coalesce(sum(${fulfillmentItems.price_cents} * ${fulfillmentItems.quantity}), 0)::int`,
    })
    .from(fulfillmentItems)
    .where(eq(fulfillmentItems.fulfillment_id, fulfillmentId));
  return { f, amountCents: (lines?.cents ?? 0) + f.shipping_charges_cents + f.shipping_tax_cents };
}

/** The order's fulfilments the distributor has taken on (accepted and not cancelled). */
export async function acceptedFulfilmentIds(db: DbOrTx, params: { teamId: number; orderId: number }) {
  const rows = await db
    .select({ id: fulfillments.id })
    .from(fulfillments)
    .where(
      and(
        eq(fulfillments.team_id, params.teamId),
        eq(fulfillments.fulfillment_order_id, params.orderId),
        inArray(fulfillments.status, ['in_progress', 'complete']),
      ),
    );
  return rows.map((r) => r.id);
}

/** Records the fulfilment's payout (or claw-back) once (a repeat or a concurrent twin adds nothing) and answers it. */
export async function insertPayoutOnce(db: DbOrTx, values: typeof distributorPayouts.$inferInsert) {
  await db.insert(distributorPayouts).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(distributorPayouts)
    .where(
      and(
        eq(distributorPayouts.fulfillment_id, values.fulfillment_id),
        eq(distributorPayouts.kind, values.kind ?? 'payout'),
      ),
    );
  return row!;
}

/** The fulfilment's payout, locked for the caller's transaction. */
export async function lockPayoutOfFulfilment(tx: DbOrTx, fulfillmentId: number) {
  const [row] = await tx
    .select()
    .from(distributorPayouts)
    .where(and(eq(distributorPayouts.fulfillment_id, fulfillmentId), eq(distributorPayouts.kind, 'payout')))
    .for('update');
  return row ?? null;
}

export async function lockPayout(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(distributorPayouts).where(eq(distributorPayouts.id, id)).for('update');
  return row ?? null;
}

/** A payout never tried is cancelled with its fulfilment (guarded: only pending and never sent). */
export async function cancelUnsentPayout(tx: DbOrTx, id: number) {
  const rows = await tx
    .update(distributorPayouts)
    .set({ status: 'cancelled', last_error: null })
    .where(
      and(
        eq(distributorPayouts.id, id),
        eq(distributorPayouts.status, 'pending'),
        isNull(distributorPayouts.deducted_cents),
      ),
    )
    .returning({ id: distributorPayouts.id });
  return rows.length > 0;
}

/**
 * The distributor's claw-backs in `currency` not yet fully recovered, oldest first, locked, each with what is
 * still owed (its amount is negative; deductions so far are positive).
 */
export async function lockOpenClawbacks(tx: DbOrTx, params: { distributorId: number; currency: string }) {
  const open = await tx
    .select({
      id: distributorPayouts.id,
      amount_cents: distributorPayouts.amount_cents,
      collected_cents: distributorPayouts.collected_cents,
    })
    .from(distributorPayouts)
    .where(
      and(
        eq(distributorPayouts.distributor_id, params.distributorId),
        eq(distributorPayouts.currency, params.currency),
        eq(distributorPayouts.kind, 'clawback'),
        eq(distributorPayouts.status, 'pending'),
      ),
    )
    .orderBy(asc(distributorPayouts.id))
    .for('update');
  if (!open.length) return [];
  return withOwed(tx, open);
}

/**
 * What is still owed of each claw-back: its amount (negative) less what payouts recovered and less what a debit
 * of the connected account has claimed (decision 0475: a claimed collection is never taken twice).
 */
async function withOwed(
  tx: DbOrTx,
  open: { id: number; amount_cents: number; collected_cents: number | null }[],
) {
  const recovered = await tx
    .select({
      clawback_id: payoutDeductions.clawback_id,
      cents: sql<number>`sum(${payoutDeductions.amount_cents})::int`,
    })
    .from(payoutDeductions)
    .where(
      inArray(
        payoutDeductions.clawback_id,
        open.map((o) => o.id),
      ),
    )
    .groupBy(payoutDeductions.clawback_id);
  const byId = new Map(recovered.map((r) => [r.clawback_id, r.cents]));
  return open.map((o) => ({
    id: o.id,
    recovered: byId.get(o.id) ?? 0,
    owed: -o.amount_cents - (byId.get(o.id) ?? 0) - (o.collected_cents ?? 0),
  }));
}

export async function insertDeduction(
  tx: DbOrTx,
  values: { payoutId: number; clawbackId: number; amountCents: number },
) {
  await tx.insert(payoutDeductions).values({
    payout_id: values.payoutId,
    clawback_id: values.clawbackId,
    amount_cents: values.amountCents,
  });
}

export async function settleClawback(tx: DbOrTx, id: number) {
  await tx
    .update(distributorPayouts)
    .set({ status: 'settled', paid_at: sql`now()` })
    .where(and(eq(distributorPayouts.id, id), eq(distributorPayouts.status, 'pending')));
}

/** Records what the payout's first send took for claw-backs (once: guarded on deducted_cents being null). */
export async function setDeducted(tx: DbOrTx, params: { id: number; cents: number }) {
  const rows = await tx
    .update(distributorPayouts)
    .set({ deducted_cents: params.cents })
    .where(and(eq(distributorPayouts.id, params.id), isNull(distributorPayouts.deducted_cents)))
    .returning();
  return rows[0] ?? null;
}

/** Units of `currency` per AUD, or null when the table has no rate for it. */
export async function ratePerAud(db: DbOrTx, currency: string) {
  const [row] = await db
    .select({ per_aud: exchangeRates.per_aud })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, currency));
  return row ? Number(row.per_aud) : null;
}

/** Pending payouts of a distributor (sent once its payments account is linked). */
export async function pendingPayoutsOf(db: DbOrTx, distributorId: number) {
  return db
    .select()
    .from(distributorPayouts)
    .where(
      and(
        eq(distributorPayouts.distributor_id, distributorId),
        eq(distributorPayouts.kind, 'payout'),
        eq(distributorPayouts.status, 'pending'),
      ),
    );
}

/** A guarded change: only a pending payout becomes paid (no transfer when claw-backs took all of it). */
export async function markPaid(db: DbOrTx, params: { id: number; transferId: string | null }) {
  const rows = await db
    .update(distributorPayouts)
    .set({ status: 'paid', transfer_id: params.transferId, paid_at: sql`now()`, last_error: null })
    .where(and(eq(distributorPayouts.id, params.id), eq(distributorPayouts.status, 'pending')))
    .returning({ id: distributorPayouts.id });
  return rows.length > 0;
}

export async function setPendingReason(db: DbOrTx, params: { id: number; message: string }) {
  await db
    .update(distributorPayouts)
    .set({ last_error: params.message })
    .where(and(eq(distributorPayouts.id, params.id), eq(distributorPayouts.status, 'pending')));
}

/** One page of the distributor team's payouts, newest first, with their orders and locations. */
export async function pagePayouts(db: DbOrTx, params: { teamId: number; win: PageWindow }) {
  const rows = await db
    .select({
      p: distributorPayouts,
      recovered: sql<number>`(select coalesce(sum(d.amount_cents), 0)::int from payout_deductions d where d.clawback_id = distributor_payouts.id)`,
      distributor_order_id: fulfillments.distributor_order_id,
      location_id: fulfillments.distributor_location_id,
      store_name: fulfillmentOrders.store_name,
      fulfillment_name: fulfillmentOrders.fulfillment_name,
    })
    .from(distributorPayouts)
    .innerJoin(fulfillments, eq(fulfillments.id, distributorPayouts.fulfillment_id))
    .innerJoin(fulfillmentOrders, eq(fulfillmentOrders.id, distributorPayouts.fulfillment_order_id))
    .where(eq(distributorPayouts.distributor_team_id, params.teamId))
    .orderBy(desc(distributorPayouts.created_at), desc(distributorPayouts.id))
    .limit(params.win.limit)
    .offset(params.win.offset);
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      // Paid: what was transferred (a payout less the claw-backs it recovered).
      paid: sql<number>`coalesce(sum(${distributorPayouts.amount_cents} - coalesce(${distributorPayouts.deducted_cents}, 0)) filter (where ${distributorPayouts.kind} = 'payout' and ${distributorPayouts.status} = 'paid'), 0)::int`,
      pending: sql<number>`coalesce(sum(${distributorPayouts.amount_cents}) filter (where ${distributorPayouts.kind} = 'payout' and ${distributorPayouts.status} = 'pending'), 0)::int`,
      // Still owed to the platform: claw-backs less what payouts have recovered of them.
      clawed_back: sql<number>`coalesce(sum(-${distributorPayouts.amount_cents} - coalesce((select sum(d.amount_cents) from payout_deductions d where d.clawback_id = distributor_payouts.id), 0)) filter (where ${distributorPayouts.kind} = 'clawback' and ${distributorPayouts.status} = 'pending'), 0)::int`,
    })
    .from(distributorPayouts)
    .where(eq(distributorPayouts.distributor_team_id, params.teamId));
  return {
    rows,
    total: totals?.total ?? 0,
    paid: totals?.paid ?? 0,
    pending: totals?.pending ?? 0,
    owed: totals?.clawed_back ?? 0,
  };
}

/** Pending claw-backs created before `before`: those no later payout has recovered in time. */
export async function overdueClawbackIds(db: DbOrTx, before: Date) {
  const rows = await db
    .select({ id: distributorPayouts.id })
    .from(distributorPayouts)
    .where(
      and(
        eq(distributorPayouts.kind, 'clawback'),
        eq(distributorPayouts.status, 'pending'),
        lt(distributorPayouts.created_at, before),
      ),
    )
    .orderBy(asc(distributorPayouts.id))
    .limit(500);
  return rows.map((r) => r.id);
}

/** What is still owed of one locked claw-back (its payouts' recoveries and any claimed collection counted). */
export async function owedOfClawback(tx: DbOrTx, c: PayoutRow) {
  const [o] = await withOwed(tx, [c]);
  return o!;
}

/** Claims a collection of `cents` (once: guarded on none claimed), so no payout takes the same money. */
export async function claimCollection(tx: DbOrTx, params: { id: number; cents: number }) {
  const rows = await tx
    .update(distributorPayouts)
    .set({ collected_cents: params.cents })
    .where(
      and(
        eq(distributorPayouts.id, params.id),
        eq(distributorPayouts.status, 'pending'),
        isNull(distributorPayouts.collected_cents),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** The provider refused the debit (nothing moved): the claim is released, so later payouts can recover it. */
export async function releaseCollection(db: DbOrTx, params: { id: number; message: string }) {
  await db
    .update(distributorPayouts)
    .set({ collected_cents: null, last_error: params.message })
    .where(and(eq(distributorPayouts.id, params.id), eq(distributorPayouts.status, 'pending')));
}

/** The debit went through: the claw-back is settled. */
export async function settleCollected(db: DbOrTx, params: { id: number; collectionId: string }) {
  const rows = await db
    .update(distributorPayouts)
    .set({ status: 'settled', collection_id: params.collectionId, paid_at: sql`now()`, last_error: null })
    .where(and(eq(distributorPayouts.id, params.id), eq(distributorPayouts.status, 'pending')))
    .returning({ id: distributorPayouts.id });
  return rows.length > 0;
}

export type PeriodUnit = 'week' | 'month';

/**
 * The distributor team's payouts per period (UTC weeks from Monday, or months) and payee currency: gross (payouts
 * not cancelled), claw-backs (negative), what was transferred, and how many payouts.
 */
export async function payoutTotalsByPeriod(db: DbOrTx, params: { teamId: number; unit: PeriodUnit }) {
  const start = sql<string>`to_char(date_trunc(${sql.raw(params.unit === 'month' ? `'month'` : `'week'`)}, ${distributorPayouts.created_at} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({
      start,
      currency: distributorPayouts.currency,
      payouts: sql<number>`count(*) filter (where ${distributorPayouts.kind} = 'payout' and ${distributorPayouts.status} <> 'cancelled')::int`,
      gross: sql<number>`coalesce(sum(${distributorPayouts.amount_cents}) filter (where ${distributorPayouts.kind} = 'payout' and ${distributorPayouts.status} <> 'cancelled'), 0)::int`,
      clawbacks: sql<number>`coalesce(sum(${distributorPayouts.amount_cents}) filter (where ${distributorPayouts.kind} = 'clawback'), 0)::int`,
      transferred: sql<number>`coalesce(sum(${distributorPayouts.amount_cents} - coalesce(${distributorPayouts.deducted_cents}, 0)) filter (where ${distributorPayouts.kind} = 'payout' and ${distributorPayouts.status} = 'paid'), 0)::int`,
    })
    .from(distributorPayouts)
    .where(eq(distributorPayouts.distributor_team_id, params.teamId))
    .groupBy(start, distributorPayouts.currency);
}
