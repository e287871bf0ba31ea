import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { PageWindow } from '../../../platform/pagination/pagination.ts';
import { distributorPayouts, fulfillmentItems, fulfillmentOrders, fulfillments } from '../orders.tables.ts';

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

/** Records the fulfilment's payout once (a repeat or a concurrent twin adds nothing) and answers it. */
export async function insertPayoutOnce(db: DbOrTx, values: typeof distributorPayouts.$inferInsert) {
  await db.insert(distributorPayouts).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(distributorPayouts)
    .where(eq(distributorPayouts.fulfillment_id, values.fulfillment_id));
  return row!;
}

/** Pending payouts of a distributor (sent once its payments account is linked). */
export async function pendingPayoutsOf(db: DbOrTx, distributorId: number) {
  return db
    .select()
    .from(distributorPayouts)
    .where(
      and(eq(distributorPayouts.distributor_id, distributorId), eq(distributorPayouts.status, 'pending')),
    );
}

/** A guarded change: only a pending payout becomes paid. */
export async function markPaid(db: DbOrTx, params: { id: number; transferId: string }) {
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
      paid: sql<number>`coalesce(sum(${distributorPayouts.amount_cents}) filter (where ${distributorPayouts.status} = 'paid'), 0)::int`,
      pending: sql<number>`coalesce(sum(${distributorPayouts.amount_cents}) filter (where ${distributorPayouts.status} = 'pending'), 0)::int`,
    })
    .from(distributorPayouts)
    .where(eq(distributorPayouts.distributor_team_id, params.teamId));
  return { rows, total: totals?.total ?? 0, paid: totals?.paid ?? 0, pending: totals?.pending ?? 0 };
}
