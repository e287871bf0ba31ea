import { z } from 'zod';
import { LISTING_STATUSES } from '../catalogue/products.ts';
import { datatableSchema } from '../shared/lists.ts';
import { MARKETPLACE_MESSAGES } from './messages.ts';

const m = MARKETPLACE_MESSAGES.listing;

export const LISTING_TITLE_MAX = 255;
export const LISTING_OPTIONS_MAX = 3;
export const LISTINGS_PAGE_SIZE = 25;

/**
 * The handle derived from a title (catalogue-pim section 5): the words a, the and tm removed, punctuation
 * stripped, lower case, words joined by hyphens.
 */
export function deriveHandle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]+/gu, ' ')
    .split(/[\s-]+/)
    .filter((w) => w && !['a', 'the', 'tm'].includes(w))
    .join('-');
}

/** `options` arrive comma-separated (the spec's wire form) or as a list; both become trimmed names. */
const optionsSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : (v ?? '').split(','))
      .map((s) => s.trim())
      .filter(Boolean)
      .filter((s, i, all) => all.indexOf(s) === i),
  );

export const listingProductInputSchema = z.object({
  id: z.coerce.number().int().positive(),
  /** Attribute name -> value shown for this variant instead of the product's own. */
  attribute_overrides: z.record(z.string(), z.string()).optional().default({}),
});

const listingFields = {
  title: z
    .string({ error: m.titleRequired })
    .trim()
    .min(1, m.titleRequired)
    .max(LISTING_TITLE_MAX, m.titleTooLong),
  handle: z.string().trim().max(LISTING_TITLE_MAX).optional().nullable(),
  description: z.string().optional().default(''),
  is_purchasable: z.coerce.boolean().optional().default(true),
  products: z.array(listingProductInputSchema).min(1, m.productsRequired),
  integrations: z.array(z.coerce.number().int().positive()).optional().default([]),
  options: optionsSchema,
};

function checkOptions(v: { products: unknown[]; options: string[] }, ctx: z.RefinementCtx) {
  if (v.options.length > LISTING_OPTIONS_MAX)
    ctx.addIssue({ code: 'custom', path: ['options'], message: m.optionsMax });
  else if (v.products.length > 1 && v.options.length === 0)
    ctx.addIssue({ code: 'custom', path: ['options'], message: m.optionRequired });
}

/** POST /b/{brand}/listings and PATCH /b/{brand}/listings/{id}: the listing builder's payload. */
export const listingInputSchema = z
  .object({ ...listingFields, brand_id: z.coerce.number().int().optional() })
  .superRefine(checkOptions);
export type ListingInput = z.infer<typeof listingInputSchema>;

export const listingStatusInputSchema = z.object({ status: z.enum(['published', 'archived', 'draft']) });
export const listingVisibilityInputSchema = z.object({ visible_on_marketplace: z.coerce.boolean() });

export const listingAttributeSchema = z.object({ name: z.string(), value: z.string().nullable() });
export const listingSelectedProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  published: z.boolean(),
  price_cents: z.number().int().nullable(),
  attributes: z.array(listingAttributeSchema),
  attribute_overrides: z.record(z.string(), z.string()),
});

/** The listing editor's record (catalogue-pim section 3, "Marketplace listing (editor)"). */
export const listingSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  handle: z.string(),
  description: z.string(),
  is_purchasable: z.boolean(),
  status: z.enum(LISTING_STATUSES),
  visible_on_marketplace: z.boolean(),
  options: z.string(),
  selected_products: z.array(listingSelectedProductSchema),
  selected_integrations: z.array(z.number().int()),
  validations: z.array(z.string()),
  brand: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingReplySchema = z.object({ message: z.string(), listing: listingSchema });
export const listingIdReplySchema = z.object({ id: z.number().int(), message: z.string() });

export const listingRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  skus: z.array(z.string()),
  status: z.enum(LISTING_STATUSES),
  visible_on_marketplace: z.boolean(),
  url: z.string(),
});
export const listingDatatableSchema = datatableSchema(listingRowSchema);
export const listingDatatableQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per: z.coerce.number().int().min(1).max(500).default(LISTINGS_PAGE_SIZE),
  query: z.string().trim().optional(),
});

/** GET /b/{slug}/listings/search?query=: products by SKU for the builder. */
export const listingProductSearchQuerySchema = z.object({ query: z.string().trim().default('') });
/** Each hit carries what the builder shows of a selected product (attributes for the variant options). */
export const listingProductSearchSchema = z.object({
  products: z.array(listingSelectedProductSchema.omit({ attribute_overrides: true })),
});

/** GET /b/{slug}/listings/shops: the integrations a listing may be pushed to. */
export const listingShopsSchema = z.object({
  integrations: z.array(z.object({ id: z.number().int(), name: z.string(), platform: z.string() })),
});
