import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  BillingError,
  type BillingCharge,
  type BillingProvider,
  type Plan,
  type PlateSearchPrice,
} from './billing.adapter.ts';
import { sandboxBillingCharges } from './billing.tables.ts';

const plan = (
  id: string,
  name: string,
  description: string,
  monthly: number,
  yearly: number,
  meta: Omit<Plan['metadata'], 'yearly_usd' | 'monthly_usd'>,
): Plan => ({
  id,
  name,
  description,
  prices: [
    { id: `${id}_monthly`, unit_amount: monthly, recurring: { interval: 'month' } },
    { id: `${id}_annual`, unit_amount: yearly, recurring: { interval: 'year' } },
  ],
  metadata: { ...meta, monthly_usd: monthly / 100, yearly_usd: yearly / 100 },
});

/** The sandbox's catalogue of plans (docs/decisions/0455): annual is ten months' price. */
export const SANDBOX_PLANS: Plan[] = [
  plan('starter', 'Starter', 'For a first store finding its range.', 2900, 29000, {
    featured: false,
    key_features: ['Up to 100 listings', 'One store', 'Fulfilment by connected distributors'],
    pim_access: false,
    listings_limit: 100,
    order_units_rate: 3,
  }),
  plan('growth', 'Growth', 'For merchants selling across stores.', 7900, 79000, {
    featured: true,
    key_features: ['Up to 2,000 listings', 'Send products to the PIM', 'Auto-billing'],
    pim_access: true,
    listings_limit: 2000,
    order_units_rate: 2,
  }),
  plan('scale', 'Scale', 'For large catalogues.', 19900, 199000, {
    featured: false,
    key_features: ['Up to 50,000 listings', 'Send products to the PIM', 'Priority support'],
    pim_access: true,
    listings_limit: 50000,
    order_units_rate: 1,
  }),
];

export const SANDBOX_PLATE_SEARCH: PlateSearchPrice[] = [
  {
    id: 'plate_search_each',
    unit_amount: 20,
    interval: 'metered',
    metadata: { unit_description: 'each', description: 'Pay per number plate search', searches: null },
    transform_usage: null,
  },
  {
    id: 'plate_search_pack',
    unit_amount: 7500,
    interval: 'one_time',
    metadata: { unit_description: 'pack', description: '500 number plate searches', searches: 500 },
    transform_usage: { divide_by: 500 },
  },
];

const toCharge = (r: typeof sandboxBillingCharges.$inferSelect): BillingCharge => ({
  id: r.id,
  customer: r.customer,
  price_id: r.price_id,
  amount_cents: r.amount_cents,
  interval: r.interval,
  status: r.status,
  current_period_start: r.current_period_start,
  current_period_end: r.current_period_end,
  cancelled_at: r.cancelled_at,
});

/** The end of a period begun at `start`: monthly is 30 days, annual one year (merchant spec 4, Subscription). */
export function periodEnd(start: Date, interval: 'year' | 'month'): Date {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCDate(end.getUTCDate() + 30);
  return end;
}

/** The billing provider sandbox: its charges live in the platform's database. */
export function createSandboxBilling(db: Db): BillingProvider {
  function price(priceId: string) {
    for (const p of SANDBOX_PLANS) {
      const found = p.prices.find((x) => x.id === priceId);
      if (found) return { amount: found.unit_amount, interval: found.recurring.interval };
    }
    const ps = SANDBOX_PLATE_SEARCH.find((x) => x.id === priceId);
    if (ps) return { amount: ps.unit_amount, interval: ps.interval };
    throw new BillingError('No such price');
  }

  async function get(chargeId: string) {
    const [row] = await db.select().from(sandboxBillingCharges).where(eq(sandboxBillingCharges.id, chargeId));
    return row ?? null;
  }

  return {
    plans: () => SANDBOX_PLANS,
    // The sandbox's plans are priced in US dollars, as the spec's billing is (merchant spec 9).
    currency: () => 'USD',
    plateSearchPrices: () => SANDBOX_PLATE_SEARCH,
    async createCharge({ customer, priceId, returnUrl }) {
      const p = price(priceId);
      const [row] = await db
        .insert(sandboxBillingCharges)
        .values({
          id: `chg_${randomBytes(12).toString('hex')}`,
          customer,
          price_id: priceId,
          amount_cents: p.amount,
          interval: p.interval,
        })
        .returning();
      const url = `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}charge_id=${row!.id}`;
      return { charge: toCharge(row!), confirmation_url: url };
    },
    async decide(chargeId, approve, now) {
      const row = await get(chargeId);
      if (!row) throw new BillingError('No such charge');
      const recurring = row.interval === 'year' || row.interval === 'month';
      const [moved] = await db
        .update(sandboxBillingCharges)
        .set(
          approve
            ? {
                status: 'active',
                current_period_start: now,
                current_period_end: recurring ? periodEnd(now, row.interval as 'year' | 'month') : null,
              }
            : { status: 'declined' },
        )
        .where(and(eq(sandboxBillingCharges.id, chargeId), eq(sandboxBillingCharges.status, 'pending')))
        .returning();
      // Decided already (a concurrent confirmation got there first): answer the charge as it is now, as the
      // provider would, not as it was before.
      return toCharge(moved ?? (await get(chargeId)) ?? row);
    },
    async cancel(chargeId, now) {
      const row = await get(chargeId);
      if (!row) throw new BillingError('No such charge');
      const [moved] = await db
        .update(sandboxBillingCharges)
        .set({
          status: 'cancelled',
          cancelled_at: sql`coalesce(${sandboxBillingCharges.cancelled_at}, ${now})`,
        })
        .where(and(eq(sandboxBillingCharges.id, chargeId), eq(sandboxBillingCharges.status, 'active')))
        .returning();
      return toCharge(moved ?? row);
    },
    async charge(chargeId) {
      const row = await get(chargeId);
      return row ? toCharge(row) : null;
    },
  };
}
