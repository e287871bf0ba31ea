import { z } from 'zod';
import { LISTING_FILTERS, LISTING_TYPES, SOURCE_HITS_PER_PAGE, SOURCE_SORTS } from './source.ts';

/** POST all-search-results / all-facet-filters: the Source Products query (spec section 2.4). */
export const sourceSearchInputSchema = z.object({
  query: z.string().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).optional().default(1),
  per_page: z.coerce.number().int().min(1).max(100).optional().default(SOURCE_HITS_PER_PAGE),
  /** Absent: cost ascending without a keyword, relevance with one. */
  sort: z.enum(SOURCE_SORTS).optional(),
  brand_ids: z.array(z.coerce.number().int().positive()).optional().default([]),
  product_types: z.array(z.string()).optional().default([]),
  store_id: z.coerce.number().int().positive().nullable().optional(),
  listing_filter: z.enum(LISTING_FILTERS).optional().default('all'),
  listing_type: z.enum(LISTING_TYPES).optional().default('all'),
  /** Also answer the brand and product type facets. */
  facets: z.boolean().optional().default(false),
  /** Answer every result id instead of a page (Select all over more than 20 hits). */
  ids_only: z.boolean().optional().default(false),
  /** Fitment narrowing: parts that fit a vehicle of this make (and model, and model year). */
  vehicle_make_id: z.coerce.number().int().positive().nullable().optional(),
  vehicle_model_id: z.coerce.number().int().positive().nullable().optional(),
  vehicle_year: z.coerce.number().int().min(1900).max(2100).nullable().optional(),
  /** Fitment narrowing to one vehicle (the plate search's answer). */
  vehicle_id: z.coerce.number().int().positive().nullable().optional(),
});
export type SourceSearchInput = z.infer<typeof sourceSearchInputSchema>;

export const sourceHitSchema = z.object({
  objectID: z.string(),
  listing_id: z.number().int(),
  title: z.string(),
  brand: z.string(),
  brand_logo: z.string().nullable(),
  image: z.string().nullable(),
  price: z.number().nullable(),
  cost: z.number().nullable(),
  stores: z.number().int(),
  orders: z.number().int(),
  inventory: z.number().int(),
  has_distribution: z.boolean(),
  status: z.enum(['published', 'invalid']),
  variants: z.array(z.object({ sku: z.string(), title: z.string(), price: z.number().nullable() })),
  /** An exact variant SKU match (the Match badge). */
  match: z.boolean(),
  in_import_list: z.boolean(),
});
export type SourceHit = z.infer<typeof sourceHitSchema>;

export const facetValueSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const sourceFacetsSchema = z.object({
  brand: z.array(facetValueSchema),
  product_type: z.array(facetValueSchema),
  exact: z.boolean(),
});

export const sourceSearchReplySchema = z.object({
  hits: z.array(sourceHitSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  /** How many listings match (exact up to 10,000, estimated beyond). */
  total_hits: z.number().int(),
  /** How many listings are on the marketplace under the filters, keyword aside. */
  total_listings: z.number().int(),
  /** Relevance order (a keyword without a chosen sort). */
  relevant: z.boolean(),
  /** Nothing matched the words; the hits are similar SKUs. */
  fallback: z.boolean(),
  facets: sourceFacetsSchema.optional(),
});
export type SourceSearchReply = z.infer<typeof sourceSearchReplySchema>;
export const sourceIdsReplySchema = z.object({ ids: z.array(z.number().int()) });

/** GET /listing/{id}: the detail overlay (Description, Variants per SKU, Media). */
export const listingDetailSchema = z.object({
  objectID: z.string(),
  listing_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  brand: z.string(),
  status: z.enum(['published', 'invalid']),
  options: z.array(z.string()),
  image: z.string().nullable(),
  price: z.number().nullable(),
  variants: z.array(
    z.object({
      sku: z.string(),
      title: z.string(),
      price: z.number().nullable(),
      cost: z.number().nullable(),
      product_type: z.string().nullable(),
      attributes: z.array(z.object({ name: z.string(), value: z.string().nullable() })),
      options: z.record(z.string(), z.string()),
      media: z.array(z.object({ type: z.string(), url: z.string() })),
    }),
  ),
  in_import_list: z.boolean(),
  stores: z.number().int(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;
