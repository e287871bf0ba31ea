import { z } from 'zod';
import { marketplaceListSchema } from '../shared/lists.ts';
import { MARKETPLACE_MESSAGES } from './messages.ts';

const m = MARKETPLACE_MESSAGES.importList;

export const IMPORT_LIST_PAGE_SIZE = 10;
export const LISTING_SKU_MAX = 25;

export const createImportListingInputSchema = z.object({ listing_id: z.coerce.number().int().positive() });
export const bulkCreateImportListingInputSchema = z.object({
  listing_ids: z.array(z.coerce.number().int().positive()).max(100_000),
});
export const bulkCreateImportListingReplySchema = z.object({
  inserted_count: z.number().int(),
  total_count: z.number().int(),
});

export const importListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(250).default(IMPORT_LIST_PAGE_SIZE),
  query: z.string().trim().optional(),
});

export const variantOverrideSchema = z.object({
  id: z.coerce.number().int().positive(),
  field: z.enum(['price', 'sku']),
  value: z.string(),
});
export type VariantOverride = z.infer<typeof variantOverrideSchema>;

/**
 * PUT /import-list/{id}: the draft's own fields, or one variant override change. Title: required, at most 255;
 * SKU: at most 25 (spec section 5, the messages word for word).
 */
export const updateImportListingInputSchema = z
  .object({
    title: z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(255, m.titleTooLong),
    description: z.string(),
    sku: z.string().trim().max(LISTING_SKU_MAX, m.skuTooLong),
    handle: z.string().trim().max(255),
    variant_override_attributes: variantOverrideSchema.superRefine((v, ctx) => {
      if (v.field === 'price' && v.value.trim() !== '' && !/^\d+(\.\d{1,2})?$/.test(v.value.trim()))
        ctx.addIssue({ code: 'custom', path: ['value'], message: m.invalidUpdate });
      if (v.field === 'sku' && v.value.trim().length > LISTING_SKU_MAX)
        ctx.addIssue({ code: 'custom', path: ['value'], message: m.skuTooLong });
    }),
  })
  .partial();
export type UpdateImportListingInput = z.infer<typeof updateImportListingInputSchema>;

export const importVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  price: z.number().nullable(),
  cost: z.number().nullable(),
  options: z.record(z.string(), z.string()),
});

/** An import listing (spec section 3): the draft with its originals beside the overrides. */
export const importListingSchema = z.object({
  id: z.number().int(),
  listing_id: z.number().int(),
  title: z.string(),
  original_title: z.string(),
  description: z.string(),
  original_description: z.string(),
  sku: z.string(),
  original_sku: z.string(),
  handle: z.string(),
  original_handle: z.string(),
  options: z.string(),
  brand: z.string(),
  brand_id: z.number().int(),
  variants: z.array(importVariantSchema),
  variant_overrides: z.array(variantOverrideSchema),
  cross_sell_products: z.array(z.object({ sku: z.string(), title: z.string() })),
  published_stores: z.array(z.number().int()),
});
export type ImportListing = z.infer<typeof importListingSchema>;

export const importListSchema = marketplaceListSchema(
  importListingSchema,
  z.object({
    all_import_listing_ids: z.array(z.number().int()),
    all_listing_ids: z.array(z.number().int()),
    brand_seller_agreements: z.array(
      z.object({ brand: z.string(), brand_id: z.number().int(), text: z.string() }),
    ),
  }),
);
export type ImportList = z.infer<typeof importListSchema>;

/** DELETE /import-list/: Remove All sends no body; `ids` removes just those. */
export const bulkRemoveInputSchema = z.preprocess(
  (v) => v ?? {},
  z.object({ ids: z.array(z.coerce.number().int().positive()).optional() }),
);

const storesSchema = z.array(z.coerce.number().int().positive());
export const publishOneInputSchema = z.object({ stores: storesSchema.default([]) });
export const bulkPublishInputSchema = z.object({
  listing_ids: z.array(z.coerce.number().int().positive()).optional(),
  all: z.boolean().optional(),
  stores: storesSchema.default([]),
});
export const publishReplySchema = z.object({
  successfully_published_stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export const bulkPublishReplySchema = z.object({ job_id: z.string() });
export const bulkPublishProgressQuerySchema = z.object({ job_id: z.string().min(1) });
export const bulkPublishProgressSchema = z.object({
  progress: z.number().nullable(),
  total: z.number().int(),
  at: z.number().int(),
  errors: z.array(z.object({ message: z.string() })),
});

export const acceptAgreementInputSchema = z.object({
  brand_ids: z.array(z.coerce.number().int().positive()).min(1),
});
