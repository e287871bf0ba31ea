import { z } from 'zod';
import { auditSchema } from './history.ts';
import { productFiltersSchema } from './products.ts';
import { COPY_TO_SEARCH_LIMIT } from './bulk-messages.ts';

/**
 * Bulk actions over products, change sets, copy between products and the brand reindex (catalogue spec sections
 * 2, 4, 5, 7, 8). See docs/decisions/0240-change-sets.md, 0241-bulk-actions.md and 0242-copy-products.md.
 */

const productIds = z.array(z.number().int().positive()).max(10_000);

/**
 * The body of every bulk action: the selected rows (`product_ids`, as the spec sends), or every row matching the
 * list's current filters and keyword (`all_matching: true` with `filters` and `query`).
 */
export const bulkActionInputSchema = z.object({
  product_ids: productIds.optional(),
  all_matching: z.boolean().optional(),
  filters: productFiltersSchema.optional(),
  query: z.string().trim().max(200).optional(),
});
export type BulkActionInput = z.infer<typeof bulkActionInputSchema>;

/** POST products/bulk-publish-listings: the same selection with publish true or false. */
export const bulkPublishListingsInputSchema = bulkActionInputSchema.extend({ publish: z.boolean() });

export const bulkJobSchema = z.object({
  job_id: z.string(),
  action: z.string(),
  change_set_id: z.number().int(),
  status: z.enum(['running', 'completed', 'failed']),
  total: z.number().int(),
  done: z.number().int(),
  changed: z.number().int(),
  error: z.string().nullable(),
});
export type BulkJob = z.infer<typeof bulkJobSchema>;

/** The reply to starting a bulk action: the start toast and the job to follow on the live channel. */
export const bulkStartedSchema = z.object({ message: z.string(), job: bulkJobSchema });

export const changeSetSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  label: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  user: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  entries: z.number().int(),
  reverts_change_set_id: z.number().int().nullable(),
  reverted_by_change_set_id: z.number().int().nullable(),
});

/** GET change-sets/{id}: the change set and a page of its entries (with the product's SKU) to preview. */
export const changeSetPreviewSchema = z.object({
  change_set: changeSetSchema,
  entries: z.array(auditSchema.extend({ sku: z.string() })),
});
export const changeSetPreviewQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

// ---------------------------------------------------------------- copy

const flag = (fallback: boolean) =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().default(fallback));

/** The copy options and their defaults (spec section 7). */
export const copyOptionsSchema = z.object({
  attributes: flag(true),
  cross_sells: flag(false),
  packages: flag(false),
  vehicles: flag(true),
  replace: flag(false),
});
export type CopyOptions = z.infer<typeof copyOptionsSchema>;
/** The copy-from body: every option may be left out (an empty body takes the defaults). */
export const copyFromInputSchema = z.preprocess((v) => v ?? {}, copyOptionsSchema);

export const copyToInputSchema = copyOptionsSchema.extend({
  destination_product_ids: z.array(z.number().int().positive()).max(COPY_TO_SEARCH_LIMIT).default([]),
});

export const copyReplySchema = z.object({
  message: z.string(),
  change_set_id: z.number().int(),
  copied: z.object({
    attributes: z.number().int(),
    cross_sells: z.number().int(),
    packages: z.number().int(),
    vehicles: z.number().int(),
  }),
});
export type CopyReply = z.infer<typeof copyReplySchema>;

export const reindexReplySchema = z.object({ message: z.string(), success: z.boolean() });
