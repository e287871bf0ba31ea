import { and, eq, sql } from 'drizzle-orm';
import type { BillingIntegration, BillingOverview, GetPlanUrlInput } from '@partsflow/contracts';
import { BillingError, type Plan } from '../../adapters/billing/index.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  listingUsage,
  setMarketplaceSubscription,
  storeInfoOfTeam,
  storesOfTeam,
} from '../marketplace/index.ts';
import type { BillingDeps } from './billing.deps.ts';
import { billingError } from './billing.errors.ts';
import { pendingBillingCharges, plateSearchSubscriptions, storeSubscriptions } from './billing.tables.ts';

/** Where the provider sends the merchant back to approve a charge (the billing screen). */
export const BILLING_RETURN_URL = '/marketplace/billing';
/** Revenue share shows this month and the five before. */
const REVENUE_SHARE_MONTHS = 6;

type SubscriptionRow = typeof storeSubscriptions.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function integration(
  store: { id: number; name: string; platform: string },
  sub: SubscriptionRow | undefined,
): BillingIntegration {
  return {
    id: store.id,
    shop: store.name,
    type: store.platform === 'woocommerce' ? 'WooCommerceIntegration' : 'ShopifyIntegration',
    plan_id: sub?.plan_id ?? null,
    plan_status: sub?.plan_status ?? null,
    plan_name: sub?.plan_name ?? null,
    plan_price: sub?.plan_price_cents ?? null,
    billing_cycle: sub?.billing_cycle ?? null,
    cancelled_on: iso(sub?.cancelled_on ?? null),
    billing_on: iso(sub?.billing_on ?? null),
    current_period_end: iso(sub?.current_period_end ?? null),
    updated_at: iso(sub?.updated_at ?? null),
  };
}

function findPrice(plans: Plan[], priceId: string) {
  for (const plan of plans) {
    const price = plan.prices.find((p) => p.id === priceId);
    if (price) return { plan, price };
  }
  return null;
}

async function subscriptionsOfTeam(db: DbOrTx, teamId: number) {
  return db.select().from(storeSubscriptions).where(eq(storeSubscriptions.team_id, teamId));
}

/**
 * The team's marketplace subscription follows its stores' plans (docs/decisions/0455): active while any store has
 * an active plan, with the largest listings limit among them.
 */
async function syncTeamSubscription(deps: BillingDeps, db: DbOrTx, teamId: number) {
  const plans = deps.provider.plans();
  const active = (await subscriptionsOfTeam(db, teamId)).filter((s) => s.plan_status === 'active');
  const best = active
    .map((s) => plans.find((p) => p.id === s.plan_id))
    .filter((p): p is Plan => Boolean(p))
    .sort((a, b) => b.metadata.listings_limit - a.metadata.listings_limit)[0];
  await setMarketplaceSubscription(db, {
    teamId,
    active: Boolean(best),
    plan: best?.id ?? null,
    listingsLimit: best?.metadata.listings_limit ?? null,
  });
}

/** Order units: the best rate among the active plans; without a plan, the dearest plan's rate. */
function orderUnitsRate(plans: Plan[], activePlans: Plan[]) {
  return activePlans.length
    ? Math.min(...activePlans.map((p) => p.metadata.order_units_rate))
    : Math.max(...plans.map((p) => p.metadata.order_units_rate));
}

/** The order units rate (percent) a team's revenue share is charged at now. */
export async function orderUnitsRateOfTeam(deps: Pick<BillingDeps, 'provider'>, db: DbOrTx, teamId: number) {
  const plans = deps.provider.plans();
  const active = (await subscriptionsOfTeam(db, teamId))
    .filter((s) => s.plan_status === 'active')
    .map((s) => plans.find((p) => p.id === s.plan_id))
    .filter((p): p is Plan => Boolean(p));
  return orderUnitsRate(plans, active);
}

export const monthStart = (d: Date, back = 0) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));

export async function overview(deps: BillingDeps, actor: Actor): Promise<BillingOverview> {
  const teamId = actor.scope.teamId;
  const plans = deps.provider.plans();
  const [stores, subs, usage, plate] = await Promise.all([
    storesOfTeam(deps.db, teamId),
    subscriptionsOfTeam(deps.db, teamId),
    listingUsage(deps.db, { teamId }),
    deps.db.select().from(plateSearchSubscriptions).where(eq(plateSearchSubscriptions.team_id, teamId)),
  ]);
  const active = subs.filter((s) => s.plan_status === 'active');
  const activePlans = active.map((s) => plans.find((p) => p.id === s.plan_id)).filter((p): p is Plan => !!p);
  const best = [...activePlans].sort((a, b) => b.metadata.listings_limit - a.metadata.listings_limit)[0];
  const rate = orderUnitsRate(plans, activePlans);
  const now = deps.now();
  const [months, fulfilments, catalogued] = await Promise.all([
    deps.orderUsage.revenueShareByMonth(deps.db, {
      teamId,
      from: monthStart(now, REVENUE_SHARE_MONTHS - 1),
      orderRatePercent: rate,
      currency: deps.provider.currency(),
    }),
    deps.orderUsage.fulfilmentsSince(deps.db, { teamId, from: monthStart(now) }),
    deps.db.execute(sql`select exists(select 1 from products where team_id = ${teamId}) as yes`),
  ]);
  const current = monthStart(now).toISOString().slice(0, 10);
  if (!months.some((m) => m.period === current))
    months.unshift({
      period: current,
      currency: (await deps.orderUsage.revenueShareCurrency(deps.db, deps.provider.currency())).currency,
      order_units: 0,
      order_units_total_cents: 0,
      fulfilment_units: 0,
      fulfilment_units_total_cents: 0,
      fulfilment_units_capped_cents: 0,
    });
  const plateRow = plate[0];
  const platePrices = deps.provider.plateSearchPrices();
  const each = platePrices.find((p) => p.metadata.unit_description === 'each');
  const pack = platePrices.find((p) => p.metadata.unit_description === 'pack');
  return {
    subscription_active: active.length > 0,
    listings_limit: best?.metadata.listings_limit ?? null,
    has_catalogued_products: Boolean((catalogued as unknown as { rows: { yes: boolean }[] }).rows[0]?.yes),
    integrations: stores.map((s) =>
      integration(
        s,
        subs.find((x) => x.store_id === s.id),
      ),
    ),
    plans,
    usage: { stores: stores.length, ...usage, fulfilments },
    revenue_share: months.map((m) => ({
      period: m.period,
      currency: m.currency,
      order_units: m.order_units,
      order_units_rate: rate,
      order_units_total: m.order_units_total_cents,
      order_units_total_after_discount: m.order_units_total_cents,
      fulfilment_units: m.fulfilment_units,
      fulfillment_units_total: m.fulfilment_units_total_cents,
      total: m.order_units_total_cents + m.fulfilment_units_total_cents,
      total_capped: m.order_units_total_cents + m.fulfilment_units_capped_cents,
    })),
    plate_search: {
      active: plateRow?.active ?? false,
      plan: plateRow ? (platePrices.find((p) => p.id === plateRow.price_id) ?? null) : null,
      total_usage: plateRow?.total_usage ?? 0,
      plans: platePrices,
      pack_saving: each && pack ? 500 * each.unit_amount - pack.unit_amount : 0,
    },
  };
}

/** POST get-plan-url: a pending provider charge for the plan's price; the url is where the merchant approves it. */
export async function getPlanUrl(deps: BillingDeps, actor: Actor, input: GetPlanUrlInput) {
  const teamId = actor.scope.teamId;
  const storeId = Number(input.integration_id);
  if (!(await storeInfoOfTeam(deps.db, { teamId, id: storeId }))) throw billingError('store_not_found');
  const plan = deps.provider.plans().find((p) => p.id === input.plan);
  if (!plan) throw billingError('plan_not_found');
  const price = plan.prices.find((p) => p.recurring.interval === (input.annual_billing ? 'year' : 'month'))!;
  if (price.unit_amount !== Number(input.price)) throw billingError('price_changed');
  const { charge, confirmation_url } = await deps.provider.createCharge({
    customer: `team_${teamId}`,
    priceId: price.id,
    returnUrl: BILLING_RETURN_URL,
  });
  await deps.db
    .insert(pendingBillingCharges)
    .values({ charge_id: charge.id, team_id: teamId, store_id: storeId, price_id: price.id });
  return { url: confirmation_url };
}

/** POST add-plate-search: a pending charge for the add-on's per-search or pack price. */
export async function addPlateSearch(deps: BillingDeps, actor: Actor, input: { price: string }) {
  const teamId = actor.scope.teamId;
  if (!deps.provider.plateSearchPrices().some((p) => p.id === input.price))
    throw billingError('plan_not_found');
  const [current] = await deps.db
    .select()
    .from(plateSearchSubscriptions)
    .where(eq(plateSearchSubscriptions.team_id, teamId));
  if (current?.active) throw billingError('already_subscribed');
  const { charge, confirmation_url } = await deps.provider.createCharge({
    customer: `team_${teamId}`,
    priceId: input.price,
    returnUrl: BILLING_RETURN_URL,
  });
  await deps.db
    .insert(pendingBillingCharges)
    .values({ charge_id: charge.id, team_id: teamId, store_id: null, price_id: input.price });
  return { url: confirmation_url };
}

/**
 * The merchant's answer at the provider's approval screen. Approving applies the charge once: the pending row is
 * claimed by a DELETE, so a repeat (double click, reload) applies nothing and reads the current state.
 */
export async function confirmCharge(
  deps: BillingDeps,
  actor: Actor,
  input: { charge_id: string; approve: boolean },
) {
  const teamId = actor.scope.teamId;
  const [pending] = await deps.db
    .select()
    .from(pendingBillingCharges)
    .where(
      and(eq(pendingBillingCharges.charge_id, input.charge_id), eq(pendingBillingCharges.team_id, teamId)),
    );
  const kind = (storeId: number | null) => (storeId === null ? ('plate_search' as const) : ('plan' as const));
  // Already applied (a double click, a reload) or another team's: answer the applied state, or 404.
  if (!pending) return appliedCharge(deps, teamId, input.charge_id);
  const now = deps.now();
  const charge = await deps.provider.decide(input.charge_id, input.approve, now);
  const applied = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .delete(pendingBillingCharges)
      .where(eq(pendingBillingCharges.charge_id, input.charge_id))
      .returning();
    // A concurrent confirmation claimed the charge first: once it has committed, answer what it applied.
    if (!claimed) return null;
    if (charge.status !== 'active')
      return { kind: kind(pending.store_id), status: 'declined' as const, integration: null };
    if (pending.store_id === null) {
      await tx
        .insert(plateSearchSubscriptions)
        .values({ team_id: teamId, price_id: pending.price_id, charge_id: charge.id, active: true })
        .onConflictDoUpdate({
          target: plateSearchSubscriptions.team_id,
          set: { price_id: pending.price_id, charge_id: charge.id, active: true, updated_at: now },
        });
      return { kind: 'plate_search' as const, status: 'active' as const, integration: null };
    }
    const found = findPrice(deps.provider.plans(), pending.price_id);
    if (!found) throw new BillingError('No such price');
    const [previous] = await tx
      .select()
      .from(storeSubscriptions)
      .where(eq(storeSubscriptions.store_id, pending.store_id));
    const values = {
      team_id: teamId,
      plan_id: found.plan.id,
      plan_name: found.plan.name,
      plan_price_cents: found.price.unit_amount,
      billing_cycle:
        found.price.recurring.interval === 'year' ? ('ANNUAL' as const) : ('EVERY_30_DAYS' as const),
      plan_status: 'active' as const,
      charge_id: charge.id,
      billing_on: charge.current_period_start ?? now,
      current_period_end: charge.current_period_end ?? now,
      cancelled_on: null,
      updated_at: now,
    };
    const [sub] = await tx
      .insert(storeSubscriptions)
      .values({ store_id: pending.store_id, ...values })
      .onConflictDoUpdate({ target: storeSubscriptions.store_id, set: values })
      .returning();
    await syncTeamSubscription(deps, tx, teamId);
    const store = await storeInfoOfTeam(tx, { teamId, id: pending.store_id });
    return {
      kind: 'plan' as const,
      status: 'active' as const,
      integration: integration(store!, sub!),
      replaced:
        previous && previous.charge_id !== charge.id && previous.plan_status === 'active'
          ? previous.charge_id
          : null,
    };
  });
  if (applied === null) return appliedCharge(deps, teamId, input.charge_id);
  // A plan change replaces the store's charge: the old one is cancelled at the provider.
  if ('replaced' in applied && applied.replaced) await deps.provider.cancel(applied.replaced, now);
  return { kind: applied.kind, status: applied.status, integration: applied.integration };
}

/** The state a confirmed charge left: the store's plan or the plate search add-on; 404 when there is none. */
async function appliedCharge(deps: BillingDeps, teamId: number, chargeId: string) {
  const [sub] = await deps.db
    .select()
    .from(storeSubscriptions)
    .where(and(eq(storeSubscriptions.charge_id, chargeId), eq(storeSubscriptions.team_id, teamId)));
  if (sub) {
    const store = await storeInfoOfTeam(deps.db, { teamId, id: sub.store_id });
    return { kind: 'plan' as const, status: 'active' as const, integration: integration(store!, sub) };
  }
  const [plate] = await deps.db
    .select()
    .from(plateSearchSubscriptions)
    .where(
      and(eq(plateSearchSubscriptions.charge_id, chargeId), eq(plateSearchSubscriptions.team_id, teamId)),
    );
  if (plate) return { kind: 'plate_search' as const, status: 'active' as const, integration: null };
  throw billingError('charge_not_found');
}

/** POST cancel-shopify-plan: the store's plan ends now; the banner shows the end of the paid period. */
export async function cancelPlan(deps: BillingDeps, actor: Actor, input: { integration_id: number }) {
  const teamId = actor.scope.teamId;
  const storeId = Number(input.integration_id);
  const store = await storeInfoOfTeam(deps.db, { teamId, id: storeId });
  if (!store) throw billingError('store_not_found');
  const now = deps.now();
  const [sub] = await deps.db
    .update(storeSubscriptions)
    .set({ plan_status: 'cancelled', cancelled_on: now, updated_at: now })
    .where(
      and(
        eq(storeSubscriptions.store_id, storeId),
        eq(storeSubscriptions.team_id, teamId),
        eq(storeSubscriptions.plan_status, 'active'),
      ),
    )
    .returning();
  if (!sub) throw billingError('not_subscribed');
  await deps.provider.cancel(sub.charge_id, now);
  await syncTeamSubscription(deps, deps.db, teamId);
  return { integration: integration(store, sub) };
}
