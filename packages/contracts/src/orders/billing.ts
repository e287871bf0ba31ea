import '../shared/no-eval.ts';
import { z } from 'zod';

/** Billing (merchant spec 2.8, 3, 7 "Billing"; docs/decisions/0455-0458). Amounts in cents (USD). */
export const BILLING_CYCLES = ['ANNUAL', 'EVERY_30_DAYS'] as const;

/** Messages of the billing screen, word for word (merchant spec 8). */
export const BILLING_MESSAGES = {
  requestFailed: 'An error occured. Please contact support.',
  cancelled: 'Subscription cancelled.',
} as const;

export const getPlanUrlInputSchema = z.object({
  plan: z.string().min(1),
  integration_id: z.coerce.number().int().positive(),
  /** The price the screen showed, cents: it must still be the plan's price for the cycle. */
  price: z.coerce.number().int().nonnegative(),
  name: z.string().min(1),
  annual_billing: z.boolean(),
});
export type GetPlanUrlInput = z.input<typeof getPlanUrlInputSchema>;
export const billingUrlReplySchema = z.object({ url: z.string() });

export const cancelPlanInputSchema = z.object({ integration_id: z.coerce.number().int().positive() });
export const addPlateSearchInputSchema = z.object({ price: z.string().min(1) });
export const confirmChargeInputSchema = z.object({ charge_id: z.string().min(1), approve: z.boolean() });

/** An integration (store) with its plan, as the billing screen reads it (merchant spec 3, Integration). */
export const billingIntegrationSchema = z.object({
  id: z.number().int(),
  shop: z.string(),
  type: z.string(),
  plan_id: z.string().nullable(),
  plan_status: z.enum(['active', 'cancelled']).nullable(),
  plan_name: z.string().nullable(),
  plan_price: z.number().int().nullable(),
  billing_cycle: z.enum(BILLING_CYCLES).nullable(),
  cancelled_on: z.string().nullable(),
  billing_on: z.string().nullable(),
  current_period_end: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type BillingIntegration = z.infer<typeof billingIntegrationSchema>;

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  prices: z.array(
    z.object({
      id: z.string(),
      unit_amount: z.number().int(),
      recurring: z.object({ interval: z.enum(['year', 'month']) }),
    }),
  ),
  metadata: z.object({
    featured: z.boolean(),
    key_features: z.array(z.string()),
    yearly_usd: z.number(),
    monthly_usd: z.number(),
    pim_access: z.boolean(),
    listings_limit: z.number().int(),
    order_units_rate: z.number(),
  }),
});
export type BillingPlan = z.infer<typeof planSchema>;

export const revenueShareSchema = z.object({
  period: z.string(),
  /** The currency of the cents: the billing currency, converted from the orders' AUD (decision 0473). */
  currency: z.string(),
  order_units: z.number().int(),
  order_units_rate: z.number(),
  order_units_total: z.number().int(),
  order_units_total_after_discount: z.number().int(),
  fulfilment_units: z.number().int(),
  fulfillment_units_total: z.number().int(),
  total: z.number().int(),
  total_capped: z.number().int(),
});
export type RevenueShare = z.infer<typeof revenueShareSchema>;

export const plateSearchPriceSchema = z.object({
  id: z.string(),
  unit_amount: z.number().int(),
  metadata: z.object({
    unit_description: z.enum(['each', 'pack']),
    description: z.string(),
    searches: z.number().int().nullable(),
  }),
  transform_usage: z.object({ divide_by: z.number().int() }).nullable(),
});

export const billingOverviewSchema = z.object({
  subscription_active: z.boolean(),
  listings_limit: z.number().int().nullable(),
  /** The team has products of its own in the catalogue: plans without pim_access are disabled. */
  has_catalogued_products: z.boolean(),
  integrations: z.array(billingIntegrationSchema),
  plans: z.array(planSchema),
  usage: z.object({
    stores: z.number().int(),
    listings: z.number().int(),
    total_listings: z.number().int(),
    fulfilments: z.number().int(),
  }),
  revenue_share: z.array(revenueShareSchema),
  plate_search: z.object({
    active: z.boolean(),
    plan: plateSearchPriceSchema.nullable(),
    total_usage: z.number().int(),
    plans: z.array(plateSearchPriceSchema),
    /** Cents a pack saves against 500 single searches. */
    pack_saving: z.number().int(),
  }),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const confirmChargeReplySchema = z.object({
  kind: z.enum(['plan', 'plate_search']),
  status: z.enum(['active', 'declined']),
  integration: billingIntegrationSchema.nullable(),
});

/** The change-plan button's label against the store's current plan (merchant spec 4, Subscription). */
export function planChangeLabel(
  current: {
    plan_id: string | null;
    plan_price: number | null;
    billing_cycle: string | null;
    plan_status: string | null;
  } | null,
  target: { plan_id: string; price: number; annual: boolean },
):
  | 'Current Subscription'
  | 'Upgrade Plan'
  | 'Downgrade Plan'
  | 'Change to Annual Billing'
  | 'Change to Monthly Billing'
  | 'Subscribe' {
  if (!current || current.plan_status !== 'active' || current.plan_id === null || current.plan_price === null)
    return 'Subscribe';
  const cycle = target.annual ? 'ANNUAL' : 'EVERY_30_DAYS';
  if (current.plan_id === target.plan_id)
    return current.billing_cycle === cycle
      ? 'Current Subscription'
      : target.annual
        ? 'Change to Annual Billing'
        : 'Change to Monthly Billing';
  // Compared on a monthly footing, so an annual price is weighed against a monthly one fairly.
  const monthly = (price: number, annual: boolean) => (annual ? price / 12 : price);
  return monthly(target.price, target.annual) >
    monthly(current.plan_price, current.billing_cycle === 'ANNUAL')
    ? 'Upgrade Plan'
    : 'Downgrade Plan';
}

/** A line of the team's platform invoice (decisions 0603, 0461): revenue share per closed month, freight. */
export const invoiceLineSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  /** Cents in `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  source_type: z.string(),
  /** The revenue share month (YYYY-MM-01) a revenue share line closes. */
  period: z.string().nullable(),
  voided: z.boolean(),
  created_at: z.string(),
});
export type InvoiceLineRow = z.infer<typeof invoiceLineSchema>;
export const invoiceLinesReplySchema = z.object({ results: z.array(invoiceLineSchema) });
