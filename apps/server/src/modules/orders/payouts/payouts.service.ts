import type {
  ConnectPayoutAccountInput,
  PayoutAccount,
  PayoutPeriodsQuery,
  PayoutPeriodsReply,
  PayoutsReply,
} from '@partsflow/contracts';
import { PaymentError } from '../../../adapters/payments/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { iso } from '../../../platform/http/presenters.ts';
import { distributorList, pageWindow } from '../../../platform/pagination/pagination.ts';
import {
  isStripeConnectOnboarded,
  markStripeConnectOnboarded,
  requireDistributor,
  routingLocationsByIds,
} from '../../distribution/index.ts';
import { getTeam } from '../../accounts/index.ts';
import { invoiceTotalsByPeriod } from '../../billing/index.ts';
import type { OrdersDeps } from '../orders.deps.ts';
import { ordersError } from '../orders.errors.ts';
import * as repo from './payouts.repository.ts';

/** The provider's reference for a distributor's connected account: one account per distributor. */
const accountReference = (distributorId: number) => `distributor-${distributorId}`;

/** Why a payout waits, shown on the payouts list. */
export const PAYOUT_AWAITING_ACCOUNT = 'Connect your payments account to receive this payout';

/** Why an overdue claw-back is still owed (decision 0475). */
export const CLAWBACK_AWAITING_ACCOUNT =
  'Owed: recovered from your next payouts, or collected once your payments account is connected';

/** The orders' currency: fulfilment prices, shipping charges and shares are AUD cents. */
export const ORDER_CURRENCY = 'AUD';

/**
 * The payee's currency and the rate from the order's: the distributor team's company currency (account settings),
 * when the rates table knows it; else the order's own (docs/decisions/0471).
 */
async function payeeCurrency(deps: OrdersDeps, distributorTeamId: number) {
  const team = await getTeam(deps.db, {
    teamId: distributorTeamId,
    requesterTeamId: distributorTeamId,
    staff: false,
  });
  const wanted = (team.default_currency_code || ORDER_CURRENCY).toUpperCase();
  if (wanted === ORDER_CURRENCY) return { currency: ORDER_CURRENCY, rate: 1 };
  const rate = await repo.ratePerAud(deps.db, wanted);
  return rate ? { currency: wanted, rate } : { currency: ORDER_CURRENCY, rate: 1 };
}

/** Cents in the payee's currency, rounded half away from zero to the cent. */
export const convertCents = (cents: number, rate: number) =>
  Math.sign(cents) * Math.round(Math.abs(cents) * rate);

/**
 * The first send of a payout takes what the distributor owes from earlier claw-backs in its currency, oldest first,
 * at most the payout's amount (so a transfer is never negative and what is left stays owed). Recorded once, with
 * the payout row locked: a retry or a concurrent send reuses the figure, and a cancellation waits for it.
 */
async function claimForSending(deps: OrdersDeps, payoutId: number) {
  return deps.db.transaction(async (tx) => {
    const p = await repo.lockPayout(tx, payoutId);
    if (!p || p.status !== 'pending' || p.kind !== 'payout') return null;
    if (p.deducted_cents !== null) return p;
    let left = p.amount_cents;
    for (const c of await repo.lockOpenClawbacks(tx, {
      distributorId: p.distributor_id,
      currency: p.currency,
    })) {
      if (left <= 0) break;
      const take = Math.min(c.owed, left);
      if (take <= 0) continue;
      await repo.insertDeduction(tx, { payoutId: p.id, clawbackId: c.id, amountCents: take });
      if (take === c.owed) await repo.settleClawback(tx, c.id);
      left -= take;
    }
    return repo.setDeducted(tx, { id: p.id, cents: p.amount_cents - left });
  });
}

/**
 * Pays out one payout: a transfer to the distributor's connected account with the payout's own idempotency key
 * (a retry or a concurrent twin moves the money once) of its amount less the claw-backs it recovers, then a
 * guarded pending -> paid. Without a linked account the payout waits, with the reason.
 */
async function send(deps: OrdersDeps, payout: repo.PayoutRow) {
  if (payout.status !== 'pending' || payout.kind !== 'payout') return;
  if (!(await isStripeConnectOnboarded(deps.db, payout.distributor_id))) {
    await repo.setPendingReason(deps.db, { id: payout.id, message: PAYOUT_AWAITING_ACCOUNT });
    return;
  }
  try {
    const account = await deps.payments.connectedAccount(accountReference(payout.distributor_id));
    const claimed = await claimForSending(deps, payout.id);
    if (!claimed) return;
    const net = claimed.amount_cents - (claimed.deducted_cents ?? 0);
    if (net <= 0) {
      await repo.markPaid(deps.db, { id: payout.id, transferId: null });
      return;
    }
    const transfer = await deps.payments.createTransfer({
      destination: account.id,
      amountCents: net,
      currency: claimed.currency,
      description: `Fulfillment ${payout.fulfillment_id}`,
      idempotencyKey: `payout:fulfillment:${payout.fulfillment_id}`,
    });
    await repo.markPaid(deps.db, { id: payout.id, transferId: transfer.id });
  } catch (e) {
    if (!(e instanceof PaymentError)) throw e;
    await repo.setPendingReason(deps.db, { id: payout.id, message: e.message });
  }
}

/**
 * When a fulfilment is paid for (its order paid, and the distributor has accepted it), the distributor's share is
 * paid out to its connected account, once per fulfilment, in the distributor's currency.
 */
export async function payOutFulfilment(deps: OrdersDeps, fulfillmentId: number) {
  const share = await repo.fulfilmentShare(deps.db, fulfillmentId);
  if (!share || share.amountCents <= 0) return;
  const { f } = share;
  if (f.status !== 'in_progress' && f.status !== 'complete') return;
  const { currency, rate } = await payeeCurrency(deps, f.distributor_team_id);
  const payout = await repo.insertPayoutOnce(deps.db, {
    distributor_team_id: f.distributor_team_id,
    distributor_id: f.distributor_id,
    team_id: f.team_id,
    fulfillment_id: f.id,
    fulfillment_order_id: f.fulfillment_order_id,
    kind: 'payout',
    amount_cents: convertCents(share.amountCents, rate),
    currency,
    source_amount_cents: share.amountCents,
    source_currency: ORDER_CURRENCY,
    fx_rate: String(rate),
  });
  await send(deps, payout);
}

/**
 * A fulfilment cancelled (in the caller's transaction, with its status change): a payout never tried is
 * cancelled; one paid, or whose transfer was already tried, is clawed back — a negative line of the same amount
 * and currency that the distributor's next payouts recover (once per fulfilment).
 */
export async function clawBackFulfilment(tx: DbOrTx, fulfillmentId: number) {
  const payout = await repo.lockPayoutOfFulfilment(tx, fulfillmentId);
  if (!payout || payout.status === 'cancelled') return null;
  if (payout.status === 'pending' && (await repo.cancelUnsentPayout(tx, payout.id)))
    return 'cancelled' as const;
  await repo.insertPayoutOnce(tx, {
    distributor_team_id: payout.distributor_team_id,
    distributor_id: payout.distributor_id,
    team_id: payout.team_id,
    fulfillment_id: payout.fulfillment_id,
    fulfillment_order_id: payout.fulfillment_order_id,
    kind: 'clawback',
    amount_cents: -payout.amount_cents,
    currency: payout.currency,
    source_amount_cents: payout.source_amount_cents === null ? null : -payout.source_amount_cents,
    source_currency: payout.source_currency,
    fx_rate: payout.fx_rate,
  });
  return 'clawed_back' as const;
}

/** A paid order: every fulfilment its distributors have accepted is paid out (those accepted later, on accept). */
export async function payOutOrder(deps: OrdersDeps, teamId: number, orderId: number) {
  for (const id of await repo.acceptedFulfilmentIds(deps.db, { teamId, orderId }))
    await payOutFulfilment(deps, id);
}

async function accountView(deps: OrdersDeps, teamId: number): Promise<PayoutAccount> {
  const d = await requireDistributor(deps.db, { teamId });
  const account = await deps.payments.connectedAccount(accountReference(d.id));
  return {
    stripe_connect_onboarded: d.stripe_connect_onboarded,
    business_name: account.business_name,
    bank_last4: account.bank_last4,
  };
}

/** The distributor's payments account (the Payments page). */
export async function payoutAccount(deps: OrdersDeps, actor: Actor) {
  return accountView(deps, actor.scope.teamId);
}

/**
 * The sandbox provider's onboarding: the distributor gives its bank details, its connected account can receive
 * payouts, and every payout that waited for it is sent.
 */
export async function connectPayoutAccount(
  deps: OrdersDeps,
  actor: Actor,
  input: { business_name: string; bsb: string; account_number: string } & Partial<ConnectPayoutAccountInput>,
) {
  const teamId = actor.scope.teamId;
  const d = await requireDistributor(deps.db, { teamId });
  const account = await deps.payments.connectedAccount(accountReference(d.id));
  try {
    await deps.payments.onboardConnectedAccount({
      accountId: account.id,
      businessName: input.business_name,
      bsb: input.bsb,
      accountNumber: input.account_number,
    });
  } catch (e) {
    if (e instanceof PaymentError) throw ordersError('payment_refused', e.message);
    throw e;
  }
  await markStripeConnectOnboarded(deps.db, { teamId, id: d.id });
  for (const p of await repo.pendingPayoutsOf(deps.db, d.id)) await send(deps, p);
  return accountView(deps, teamId);
}

/** GET /payouts: the distributor team's payouts, newest first, each with its order, `{results, pagination}`. */
export async function listPayouts(
  deps: OrdersDeps,
  actor: Actor,
  q: { page: number; page_size: number },
): Promise<PayoutsReply> {
  const teamId = actor.scope.teamId;
  await requireDistributor(deps.db, { teamId });
  const { rows, total, paid, pending, owed } = await repo.pagePayouts(deps.db, {
    teamId,
    win: pageWindow(q.page, q.page_size),
  });
  const locations = new Map(
    (await routingLocationsByIds(deps.db, [...new Set(rows.map((r) => r.location_id))])).map((l) => [
      l.id,
      l,
    ]),
  );
  const results = rows.map((r) => {
    const loc = locations.get(r.location_id);
    return {
      id: r.p.id,
      kind: r.p.kind,
      amount: r.p.amount_cents,
      currency: r.p.currency,
      source_amount: r.p.source_amount_cents,
      source_currency: r.p.source_currency,
      fx_rate: r.p.fx_rate === null ? null : Number(r.p.fx_rate),
      deducted: r.p.kind === 'clawback' ? r.recovered : (r.p.deducted_cents ?? 0),
      collected: r.p.kind === 'clawback' && r.p.status === 'settled' ? r.p.collected_cents : null,
      status: r.p.status,
      message: r.p.status === 'pending' ? r.p.last_error : null,
      transfer_id: r.p.transfer_id,
      created_at: iso(r.p.created_at)!,
      paid_at: iso(r.p.paid_at),
      fulfillment_id: r.p.fulfillment_id,
      distributor_order_id: r.distributor_order_id,
      merchant_order: { store_name: r.store_name, store_order_reference: r.fulfillment_name },
      distributor_location: { id: r.location_id, name: loc?.name ?? '', code: loc?.code ?? null },
    };
  });
  return {
    ...distributorList(results, { page: q.page, page_size: q.page_size, total }),
    totals: { paid, pending, owed },
  };
}

/**
 * Demo data: a distributor the demo shows as linked gets its connected account at the sandbox provider onboarded
 * too, so its payouts really go out.
 */
export async function linkDemoPayoutAccount(deps: OrdersDeps, distributor: { id: number; name: string }) {
  if (!(await isStripeConnectOnboarded(deps.db, distributor.id))) return;
  const account = await deps.payments.connectedAccount(accountReference(distributor.id));
  if (account.payouts_enabled) return;
  await deps.payments.onboardConnectedAccount({
    accountId: account.id,
    businessName: distributor.name,
    bsb: '062-000',
    accountNumber: `1000${String(distributor.id).padStart(4, '0')}`,
  });
}

/** Days a claw-back waits for later payouts to recover it before the connected account is debited (decision 0475). */
export const CLAWBACK_COLLECT_AFTER_DAYS = 14;

/**
 * Collects one claw-back no later payout recovered in time: what is still owed is claimed on the row (locked, so a
 * payout sent at the same moment takes none of it), then debited from the distributor's connected account with a
 * key of the claw-back and the amount (a retry moves the money once), then the claw-back is settled. A refusal
 * (no bank details, no account) releases the claim and keeps the reason: later payouts can still recover it, and
 * the next sweep tries again.
 */
export async function collectClawback(deps: OrdersDeps, clawbackId: number) {
  const claimed = await deps.db.transaction(async (tx) => {
    const c = await repo.lockPayout(tx, clawbackId);
    if (!c || c.kind !== 'clawback' || c.status !== 'pending') return null;
    if (c.collected_cents !== null) return c;
    const { owed } = await repo.owedOfClawback(tx, c);
    if (owed <= 0) {
      await repo.settleClawback(tx, c.id);
      return null;
    }
    return repo.claimCollection(tx, { id: c.id, cents: owed });
  });
  if (!claimed || claimed.collected_cents === null) return null;
  const cents = claimed.collected_cents;
  if (!(await isStripeConnectOnboarded(deps.db, claimed.distributor_id))) {
    await repo.releaseCollection(deps.db, { id: claimed.id, message: CLAWBACK_AWAITING_ACCOUNT });
    return null;
  }
  try {
    const account = await deps.payments.connectedAccount(accountReference(claimed.distributor_id));
    const debit = await deps.payments.debitConnectedAccount({
      accountId: account.id,
      amountCents: cents,
      currency: claimed.currency,
      description: `Claw-back of fulfillment ${claimed.fulfillment_id}`,
      idempotencyKey: `clawback:${claimed.id}:collect:${cents}`,
    });
    await repo.settleCollected(deps.db, { id: claimed.id, collectionId: debit.id });
    return debit;
  } catch (e) {
    if (!(e instanceof PaymentError)) throw e;
    await repo.releaseCollection(deps.db, { id: claimed.id, message: e.message });
    return null;
  }
}

/** The money sweep's claw-back part: every pending claw-back older than the grace period is collected. */
export async function collectOverdueClawbacks(deps: OrdersDeps) {
  const before = new Date(deps.now().getTime() - CLAWBACK_COLLECT_AFTER_DAYS * 86_400_000);
  let collected = 0;
  for (const id of await repo.overdueClawbackIds(deps.db, before))
    if (await collectClawback(deps, id)) collected++;
  return collected;
}

/** Units of `currency` per AUD (1 for AUD), or null when the table has none. */
async function rateOf(deps: OrdersDeps, currency: string, cache: Map<string, number | null>) {
  const code = currency.toUpperCase();
  if (code === ORDER_CURRENCY) return 1;
  if (!cache.has(code)) cache.set(code, await repo.ratePerAud(deps.db, code));
  return cache.get(code)!;
}

/**
 * GET /payouts/periods (docs/decisions/0752): the distributor's payouts grouped by period (UTC weeks from Monday
 * by default, or months) in the payee's currency: gross (its payouts), claw-backs, brokered freight and platform
 * fees (the team's invoice lines, converted from their currency at the rates table), net = gross + claw-backs -
 * freight - fees, and what was transferred. Newest first, `{results, pagination}`.
 */
export async function listPayoutPeriods(
  deps: OrdersDeps,
  actor: Actor,
  q: PayoutPeriodsQuery & { page: number; page_size: number },
): Promise<PayoutPeriodsReply> {
  const teamId = actor.scope.teamId;
  await requireDistributor(deps.db, { teamId });
  const unit = q.period ?? 'week';
  const [payouts, charges, payee] = await Promise.all([
    repo.payoutTotalsByPeriod(deps.db, { teamId, unit }),
    invoiceTotalsByPeriod(deps.db, { teamId, unit }),
    payeeCurrency(deps, teamId),
  ]);
  type Row = {
    start: string;
    currency: string;
    payouts: number;
    gross: number;
    clawbacks: number;
    freight: number;
    fees: number;
    transferred: number;
  };
  const rows = new Map<string, Row>();
  const at = (start: string, currency: string) => {
    const key = `${start}|${currency}`;
    let r = rows.get(key);
    if (!r) {
      r = { start, currency, payouts: 0, gross: 0, clawbacks: 0, freight: 0, fees: 0, transferred: 0 };
      rows.set(key, r);
    }
    return r;
  };
  for (const p of payouts)
    Object.assign(at(p.start, p.currency), {
      payouts: p.payouts,
      gross: p.gross,
      clawbacks: p.clawbacks,
      transferred: p.transferred,
    });
  // Platform charges are deducted in the currency the distributor is paid in now (a line's own currency is
  // converted through the AUD rates; a currency the table does not know stays at face value in AUD terms).
  const rates = new Map<string, number | null>();
  const to = await rateOf(deps, payee.currency, rates);
  for (const c of charges) {
    const from = (await rateOf(deps, c.currency, rates)) ?? 1;
    const factor = (to ?? 1) / from;
    const r = at(c.start, payee.currency);
    r.freight += convertCents(c.freight, factor);
    r.fees += convertCents(c.fees, factor);
  }
  const sorted = [...rows.values()].sort(
    (a, b) => b.start.localeCompare(a.start) || a.currency.localeCompare(b.currency),
  );
  const win = pageWindow(q.page, q.page_size);
  const results = sorted.slice(win.offset, win.offset + win.limit).map((r) => ({
    period: unit,
    start: r.start,
    end: periodEnd(r.start, unit),
    currency: r.currency,
    payouts: r.payouts,
    gross: r.gross,
    clawbacks: r.clawbacks,
    freight: r.freight,
    fees: r.fees,
    net: r.gross + r.clawbacks - r.freight - r.fees,
    transferred: r.transferred,
  }));
  return distributorList(results, { page: q.page, page_size: q.page_size, total: sorted.length });
}

/** The last day of the period that starts on `start` (YYYY-MM-DD). */
function periodEnd(start: string, unit: 'week' | 'month') {
  const d = new Date(`${start}T00:00:00Z`);
  if (unit === 'week') d.setUTCDate(d.getUTCDate() + 6);
  else {
    d.setUTCMonth(d.getUTCMonth() + 1);
    d.setUTCDate(0);
  }
  return d.toISOString().slice(0, 10);
}
