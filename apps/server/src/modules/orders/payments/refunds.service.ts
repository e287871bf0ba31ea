import { formatMoney } from '@partsflow/contracts';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { PaymentError } from '../../../adapters/payments/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { iso } from '../../../platform/http/presenters.ts';
import * as orders from '../fulfillment-orders/fulfillment-orders.repository.ts';
import { LIVE_FULFILLMENT_ORDERS, type OrdersDeps } from '../orders.deps.ts';
import { ordersError } from '../orders.errors.ts';
import { fulfillmentPayments, fulfillmentRefunds } from '../orders.tables.ts';
import { fulfilmentShare } from '../payouts/payouts.repository.ts';

/** A refund the provider has not answered for this long (a crash, a refusal) is tried again by the money sweep. */
export const REFUND_RETRY_AFTER_MS = 60_000;

async function paymentOfOrder(deps: OrdersDeps, orderId: number) {
  const [row] = await deps.db
    .select()
    .from(fulfillmentPayments)
    .where(eq(fulfillmentPayments.fulfillment_order_id, orderId));
  return row ?? null;
}

async function refundsOfOrder(deps: OrdersDeps, params: { teamId: number; orderId: number }) {
  return deps.db
    .select()
    .from(fulfillmentRefunds)
    .where(
      and(
        eq(fulfillmentRefunds.team_id, params.teamId),
        eq(fulfillmentRefunds.fulfillment_order_id, params.orderId),
      ),
    )
    .orderBy(asc(fulfillmentRefunds.id));
}

/**
 * Asks the provider for a claimed refund (its source is the idempotency key: a retry, a crash between the call and
 * the record, or a concurrent twin gives the money back once) and records its answer.
 */
async function sendRefund(deps: OrdersDeps, row: typeof fulfillmentRefunds.$inferSelect) {
  if (row.status === 'succeeded') return row;
  try {
    const refund = await deps.payments.refundIntent({
      intentId: row.intent_id,
      amountCents: row.amount_cents,
      reason: row.source.startsWith('order:') ? 'order_cancelled' : 'fulfillment_cancelled',
      idempotencyKey: `refund:${row.source}`,
    });
    const [done] = await deps.db
      .update(fulfillmentRefunds)
      .set({ status: 'succeeded', refund_id: refund.id, last_error: null, refunded_at: sql`now()` })
      .where(
        and(eq(fulfillmentRefunds.id, row.id), inArray(fulfillmentRefunds.status, ['pending', 'failed'])),
      )
      .returning();
    if (done) {
      await orders.addHistory(deps.db, {
        teamId: row.team_id,
        orderId: row.fulfillment_order_id,
        fulfillmentId: row.fulfillment_id ?? undefined,
        status: 'refunded',
        comment: `Refunded ${formatMoney(refund.amount_cents, refund.currency)} to the card`,
      });
      await deps.live.publish(row.team_id, LIVE_FULFILLMENT_ORDERS, { id: row.fulfillment_order_id });
    }
    return done ?? row;
  } catch (e) {
    if (!(e instanceof PaymentError)) throw e;
    await deps.db
      .update(fulfillmentRefunds)
      .set({ status: 'failed', last_error: e.message })
      .where(
        and(eq(fulfillmentRefunds.id, row.id), inArray(fulfillmentRefunds.status, ['pending', 'failed'])),
      );
    return { ...row, status: 'failed' as const, last_error: e.message };
  }
}

/**
 * A fulfilment cancelled after its order was paid gives the merchant's money back through the card provider
 * (docs/decisions/0474): its share (lines at the distributor's prices plus its shipping), at most what is left of
 * the payment (a partial refund); once no fulfilment of the order is live, whatever is left of the payment (the
 * full refund). One refund per source, claimed before the provider is asked.
 */
export async function refundCancelledFulfilment(deps: OrdersDeps, fulfillmentId: number) {
  const share = await fulfilmentShare(deps.db, fulfillmentId);
  if (!share || share.f.status !== 'cancelled') return null;
  const { f } = share;
  const order = await orders.findOrderOfTeam(deps.db, { teamId: f.team_id, id: f.fulfillment_order_id });
  if (!order || order.payment_status !== 'paid') return null;
  const payment = await paymentOfOrder(deps, order.id);
  if (!payment || payment.status !== 'succeeded') return null;
  const live = await orders.liveFulfillmentCount(deps.db, { teamId: order.team_id, orderId: order.id });
  const whole = live === 0;
  const row = await deps.db.transaction(async (tx) => {
    // The order locked: two cancellations at once never claim more than the payment between them.
    await orders.findOrderOfTeam(tx, { teamId: order.team_id, id: order.id, lock: true });
    const source = whole ? `order:${order.id}` : `fulfillment:${f.id}`;
    const claimed = await tx.select().from(fulfillmentRefunds).where(eq(fulfillmentRefunds.source, source));
    if (claimed[0]) return claimed[0];
    const [refunded] = await tx
      .select({ cents: sql<number>`coalesce(sum(${fulfillmentRefunds.amount_cents}), 0)::int` })
      .from(fulfillmentRefunds)
      .where(eq(fulfillmentRefunds.fulfillment_order_id, order.id));
    const left = payment.amount_cents - (refunded?.cents ?? 0);
    const amount = whole ? left : Math.min(share.amountCents, left);
    if (amount <= 0) return null;
    const [inserted] = await tx
      .insert(fulfillmentRefunds)
      .values({
        team_id: order.team_id,
        fulfillment_order_id: order.id,
        fulfillment_id: whole ? null : f.id,
        source,
        intent_id: payment.intent_id,
        amount_cents: amount,
        currency: 'AUD',
      })
      .returning();
    return inserted!;
  });
  return row ? sendRefund(deps, row) : null;
}

/** The money sweep: refunds claimed but not answered (a crash) or refused are asked for again, same key. */
export async function retryRefunds(deps: OrdersDeps) {
  const due = await deps.db
    .select()
    .from(fulfillmentRefunds)
    .where(
      and(
        inArray(fulfillmentRefunds.status, ['pending', 'failed']),
        lt(fulfillmentRefunds.created_at, new Date(deps.now().getTime() - REFUND_RETRY_AFTER_MS)),
      ),
    )
    .orderBy(asc(fulfillmentRefunds.id))
    .limit(500);
  for (const row of due) await sendRefund(deps, row);
  return due.length;
}

/** GET /v1/fulfillments/{id}/payment: the order's payment and its refunds (the order page's Payment card). */
export async function orderPayment(deps: OrdersDeps, actor: Actor, orderId: number) {
  const teamId = actor.scope.teamId;
  const order = await orders.findOrderOfTeam(deps.db, { teamId, id: orderId });
  if (!order) throw ordersError('fulfillment_order_not_found');
  const payment = await paymentOfOrder(deps, order.id);
  const refunds = await refundsOfOrder(deps, { teamId, orderId: order.id });
  const refunded = refunds.filter((r) => r.status === 'succeeded').reduce((s, r) => s + r.amount_cents, 0);
  return {
    payment_status: order.payment_status,
    payment:
      payment && payment.status === 'succeeded'
        ? { amount: payment.amount_cents, currency: 'AUD', refunded, paid_at: iso(payment.updated_at)! }
        : null,
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: r.amount_cents,
      currency: r.currency,
      kind: r.fulfillment_id === null ? ('full' as const) : ('partial' as const),
      fulfillment_id: r.fulfillment_id,
      status: r.status,
      message: r.status === 'succeeded' ? null : r.last_error,
      created_at: iso(r.created_at)!,
      refunded_at: iso(r.refunded_at),
    })),
  };
}
