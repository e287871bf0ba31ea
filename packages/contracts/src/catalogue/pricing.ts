import '../shared/no-eval.ts';
import { z } from 'zod';
import { emptyToNull } from './form-values.ts';
import { CATALOGUE_MESSAGES } from './messages.ts';

const m = CATALOGUE_MESSAGES.pricing;
const cents = z.preprocess(
  emptyToNull,
  z.number({ error: m.centsWhole }).int(m.centsWhole).min(0, m.centsMin).nullable(),
);

/** Pricing section: whole cents; channel prices are kept only when greater than 0 (0 or empty clears them). */
export const productPriceInputSchema = z.object({
  price_cents: cents.optional(),
  cost_price_cents: cents.optional(),
  currency: z.enum(['AUD', 'USD']).optional(),
  storefront_price_cents: cents.optional(),
  amazon_price_cents: cents.optional(),
  ebay_price_cents: cents.optional(),
  google_price_cents: cents.optional(),
  comment: z.string().trim().max(500).optional(),
});
export type ProductPriceInput = z.infer<typeof productPriceInputSchema>;

export const productPriceSchema = z.object({
  id: z.number().int().nullable(),
  price_cents: z.number().int().nullable(),
  cost_price_cents: z.number().int().nullable(),
  currency: z.string(),
  storefront_price_cents: z.number().int().nullable(),
  amazon_price_cents: z.number().int().nullable(),
  ebay_price_cents: z.number().int().nullable(),
  google_price_cents: z.number().int().nullable(),
  synced_at: z.string().nullable(),
  /** Percent, when price and cost both exceed 0. */
  margin: z.number().nullable(),
  markup: z.number().nullable(),
});
export type ProductPrice = z.infer<typeof productPriceSchema>;
export const productPriceReplySchema = z.object({ product_price: productPriceSchema });
