import { PaymentError, type PaymentIntent } from '../../../adapters/payments/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import * as orders from '../fulfillment-orders/fulfillment-orders.repository.ts';
import { LIVE_FULFILLMENT_ORDERS, type OrdersDeps } from '../orders.deps.ts';
import { ordersError } from '../orders.errors.ts';
import { payOutOrder } from '../payouts/payouts.service.ts';
import * as repo from './payments.repository.ts';

/** The provider's customer for a team: one customer per merchant team. */
const customerOf = (teamId: number) => `team-${teamId}`;

/** The order's one payment intent, made on first use (the same idempotency key every time). */
async function intentFor(deps: OrdersDeps, o: orders.OrderRow): Promise<PaymentIntent> {
  const intent = await deps.payments.createIntent({
    customer: customerOf(o.team_id),
    amountCents: o.total_cents,
    currency: 'AUD',
    idempotencyKey: `fulfillment-order:${o.id}:payment`,
  });
  await repo.recordPayment(deps.db, {
    team_id: o.team_id,
    fulfillment_order_id: o.id,
    intent_id: intent.id,
    client_secret: intent.client_secret,
    amount_cents: intent.amount_cents,
    status: intent.status,
  });
  return intent;
}

/**
 * Takes the provider's word on the intent into the order: succeeded marks an unpaid order paid, once (a guarded
 * change: confirming twice records one payment). Answers the intent's status.
 */
async function settle(deps: OrdersDeps, o: orders.OrderRow, intent: PaymentIntent, how: string) {
  const payment = await repo.findPaymentBySecret(deps.db, {
    teamId: o.team_id,
    clientSecret: intent.client_secret,
  });
  if (payment) await repo.setPaymentStatus(deps.db, { id: payment.id, status: intent.status });
  if (intent.status === 'succeeded') {
    const paid = await deps.db.transaction(async (tx) => {
      const done = await orders.updatePaymentStatusFrom(tx, {
        teamId: o.team_id,
        id: o.id,
        from: 'unpaid',
        to: 'paid',
      });
      if (done)
        await orders.addHistory(tx, {
          teamId: o.team_id,
          orderId: o.id,
          status: 'paid',
          comment: `Payment received (${how})`,
        });
      return done;
    });
    if (paid) await deps.live.publish(o.team_id, LIVE_FULFILLMENT_ORDERS, { id: o.id });
    // Paid (now or by an earlier confirm that stopped short): the accepted fulfilments' shares go out, once each.
    await payOutOrder(deps, o.team_id, o.id);
  } else if (intent.status === 'requires_payment_method' && intent.last_error) {
    await orders.addHistory(deps.db, {
      teamId: o.team_id,
      orderId: o.id,
      status: 'payment_failed',
      comment: `Payment failed (${how}): ${intent.last_error}`,
    });
  }
  return intent.status;
}

async function payableOrder(deps: OrdersDeps, teamId: number, orderId: number) {
  const o = await orders.findOrderOfTeam(deps.db, { teamId, id: orderId });
  if (!o) throw ordersError('fulfillment_order_not_found');
  if (o.payment_status !== 'unpaid')
    throw ordersError('not_payable', `This order's payment status is ${o.payment_status.replace('_', ' ')}`);
  return o;
}

/** POST create-fulfilment-payment-intent: the client secret of the order's payment (Pay now). */
export async function createPaymentIntent(
  deps: OrdersDeps,
  actor: Actor,
  input: { fulfilment_id: number; shopify_integration_id: number },
) {
  const o = await payableOrder(deps, actor.scope.teamId, input.fulfilment_id);
  if (o.store_id !== input.shopify_integration_id) throw ordersError('store_not_found');
  const intent = await intentFor(deps, o);
  return { client_secret: intent.client_secret };
}

async function paymentOfSecret(deps: OrdersDeps, teamId: number, clientSecret: string) {
  const payment = await repo.findPaymentBySecret(deps.db, { teamId, clientSecret });
  if (!payment) throw ordersError('payment_not_found');
  const o = await orders.findOrderOfTeam(deps.db, { teamId, id: payment.fulfillment_order_id });
  return { payment, order: o! };
}

/**
 * The sandbox provider's card form: pays the intent with a card (a real provider's form does this in the browser)
 * and, when asked, saves the card for the store's auto-billing.
 */
export async function confirmCardPayment(
  deps: OrdersDeps,
  actor: Actor,
  input: { client_secret: string; card_number: string; save_card: boolean },
) {
  const { order } = await paymentOfSecret(deps, actor.scope.teamId, input.client_secret);
  let intent: PaymentIntent;
  try {
    intent = await deps.payments.confirmWithCard({
      clientSecret: input.client_secret,
      cardNumber: input.card_number,
      save: input.save_card,
    });
  } catch (e) {
    if (e instanceof PaymentError) throw ordersError('payment_refused', e.message);
    throw e;
  }
  if (input.save_card && intent.status !== 'requires_payment_method') {
    const [card] = (await deps.payments.savedCards(customerOf(order.team_id))).slice(-1);
    if (card)
      await repo.upsertBilling(deps.db, {
        teamId: order.team_id,
        storeId: order.store_id,
        savedCardId: card.id,
      });
  }
  const status = await settle(deps, order, intent, 'card');
  return { status, error: intent.last_error };
}

/** The payment return page reads the intent's status back by its client secret. */
export async function paymentIntentStatus(deps: OrdersDeps, actor: Actor, clientSecret: string) {
  const { order } = await paymentOfSecret(deps, actor.scope.teamId, clientSecret);
  const intent = await deps.payments.retrieveIntent(clientSecret);
  if (!intent) throw ordersError('payment_not_found');
  return { status: await settle(deps, order, intent, 'card'), fulfillment_order_id: order.id };
}

/** POST update-store-auto-billing. */
export async function updateStoreAutoBilling(
  deps: OrdersDeps,
  actor: Actor,
  input: { integration_id: number; auto_billing: boolean },
  storeOfTeam: (teamId: number, storeId: number) => Promise<boolean>,
) {
  if (!(await storeOfTeam(actor.scope.teamId, input.integration_id))) throw ordersError('store_not_found');
  const row = await repo.upsertBilling(deps.db, {
    teamId: actor.scope.teamId,
    storeId: input.integration_id,
    autoBilling: input.auto_billing,
  });
  return { auto_billing: row.auto_billing };
}

/** Each store's auto-billing switch and saved card. */
export async function storeBilling(deps: OrdersDeps, actor: Actor) {
  const rows = await repo.billingOfTeam(deps.db, { teamId: actor.scope.teamId });
  const cards = await deps.payments.savedCards(customerOf(actor.scope.teamId));
  return {
    stores: rows.map((r) => {
      const card = cards.find((c) => c.id === r.saved_card_id) ?? null;
      return {
        store_id: r.store_id,
        auto_billing: r.auto_billing,
        card: card ? { brand: card.brand, last4: card.last4 } : null,
      };
    }),
  };
}

/**
 * Auto-billing (merchant spec 2.11): when fulfilment is requested for an unpaid order of a store with auto-billing
 * on and a saved card, the card is charged, once. A failure leaves the order routed and unpaid with the reason on
 * its timeline (Pay now stays available); it never undoes the routing.
 */
export async function autoBill(deps: OrdersDeps, teamId: number, orderId: number) {
  const o = await orders.findOrderOfTeam(deps.db, { teamId, id: orderId });
  if (!o || o.payment_status !== 'unpaid') return;
  const billing = await repo.billingOfStore(deps.db, { teamId, storeId: o.store_id });
  if (!billing?.auto_billing || !billing.saved_card_id) return;
  try {
    const intent = await intentFor(deps, o);
    const confirmed = await deps.payments.confirmWithSavedCard({
      clientSecret: intent.client_secret,
      cardId: billing.saved_card_id,
    });
    await settle(deps, o, confirmed, 'auto-billing');
  } catch (e) {
    await orders.addHistory(deps.db, {
      teamId,
      orderId,
      status: 'payment_failed',
      comment: `Auto-billing failed: ${e instanceof Error ? e.message : 'the payment provider did not answer'}`,
    });
  }
}
