import '../shared/no-eval.ts';
import { z } from 'zod';
import { distributorListSchema, distributorPageQuerySchema } from '../shared/lists.ts';

/**
 * Distributor payouts (platform design 3 step 10; docs/decisions/0460): the distributor's payments account (a
 * connected account at the card payment provider) and the payouts of its share of paid fulfilment orders.
 */
export const payoutAccountSchema = z.object({
  /** The distributor spec's flag (section 3, Distributor): the payments account is linked. */
  stripe_connect_onboarded: z.boolean(),
  business_name: z.string().nullable(),
  bank_last4: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** The sandbox provider's onboarding form (a real provider hosts it). */
export const connectPayoutAccountInputSchema = z.object({
  business_name: z.string().trim().min(1, 'Business name is required').max(200),
  bsb: z
    .string()
    .trim()
    .regex(/^\d{3}-?\d{3}$/, 'The BSB must be 6 digits.'),
  account_number: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{5,9}$/, 'The account number must be 5 to 9 digits.')),
});
export type ConnectPayoutAccountInput = z.input<typeof connectPayoutAccountInputSchema>;

/**
 * A payout: pending -> paid, or cancelled (its fulfilment cancelled before any transfer). A claw-back (a payout's
 * fulfilment cancelled after it was paid; decision 0470): pending while owed -> settled once recovered.
 */
export const PAYOUT_STATUSES = ['pending', 'paid', 'cancelled', 'settled'] as const;
export const PAYOUT_KINDS = ['payout', 'clawback'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const payoutSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYOUT_KINDS),
  /** Cents, including GST, in the payee's currency; negative for a claw-back. */
  amount: z.number().int(),
  currency: z.string(),
  /** The same in the order's currency, and the rate used (decision 0471). */
  source_amount: z.number().int().nullable(),
  source_currency: z.string().nullable(),
  fx_rate: z.number().nullable(),
  /** A payout: cents of earlier claw-backs it recovered (the transfer is amount - deducted). A claw-back: cents recovered so far. */
  deducted: z.number().int(),
  /** A claw-back settled by a debit of the connected account (decision 0475): the cents debited; else null. */
  collected: z.number().int().nullable(),
  status: z.enum(PAYOUT_STATUSES),
  /** Why a payout is still pending. */
  message: z.string().nullable(),
  transfer_id: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  fulfillment_id: z.number().int(),
  distributor_order_id: z.string().nullable(),
  merchant_order: z.object({ store_name: z.string(), store_order_reference: z.string() }),
  distributor_location: z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable() }),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutsQuerySchema = distributorPageQuerySchema;
export type PayoutsQuery = z.input<typeof payoutsQuerySchema>;
export const payoutsReplySchema = distributorListSchema(payoutSchema).extend({
  /** Cents transferred so far and still pending, over every payout, and claw-backs still owed. */
  totals: z.object({ paid: z.number().int(), pending: z.number().int(), owed: z.number().int() }),
});
export type PayoutsReply = z.infer<typeof payoutsReplySchema>;

/** Payout periods (docs/decisions/0752): UTC weeks from Monday by default, or calendar months. */
export const PAYOUT_PERIODS = ['week', 'month'] as const;
export const payoutPeriodsQuerySchema = distributorPageQuerySchema.extend({
  period: z.enum(PAYOUT_PERIODS).default('week'),
});
export type PayoutPeriodsQuery = z.input<typeof payoutPeriodsQuerySchema>;

/** One period of a distributor's payouts in one payee currency; cents. */
export const payoutPeriodSchema = z.object({
  period: z.enum(PAYOUT_PERIODS),
  /** First and last day, YYYY-MM-DD (UTC). */
  start: z.string(),
  end: z.string(),
  currency: z.string(),
  /** Payouts made in the period (not cancelled). */
  payouts: z.number().int(),
  /** Their amounts: the fulfilled items at the agreed prices with their shipping charges. */
  gross: z.number().int(),
  /** Claw-backs of cancelled fulfilments in the period (zero or negative). */
  clawbacks: z.number().int(),
  /** Brokered freight booked through the platform in the period. */
  freight: z.number().int(),
  /** Every other platform charge to the distributor in the period. */
  fees: z.number().int(),
  /** gross + clawbacks - freight - fees. */
  net: z.number().int(),
  /** Transferred to the payments account for the period's payouts. */
  transferred: z.number().int(),
});
export type PayoutPeriod = z.infer<typeof payoutPeriodSchema>;
export const payoutPeriodsReplySchema = distributorListSchema(payoutPeriodSchema);
export type PayoutPeriodsReply = z.infer<typeof payoutPeriodsReplySchema>;
