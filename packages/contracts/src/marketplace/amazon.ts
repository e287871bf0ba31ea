import { z } from 'zod';
import { marketplaceListSchema } from '../shared/lists.ts';

/** Amazon listings (merchant-marketplace 2.7, 3 "Amazon listing", 7, 8). */
export const AMAZON_MESSAGES = {
  // Spec section 8: the server's message, else these.
  createFailed: 'Error Creating Amazon Listing',
  deleteFailed: 'Error Deleting Amazon Listing',
  updateFailed: 'Error Updating Amazon Listing',
  exportFailed: 'Error Exporting Amazon Listings',
  // Ours: the spec gives no wording for these.
  created: 'Amazon listing added',
  deleted: 'Amazon listing deleted',
  updated: 'Amazon listing updated',
  exported: 'Export ready',
  exporting: 'Exporting Amazon listings...',
  empty: 'No Amazon listings yet',
  alreadyListed: 'This product is already in your Amazon listings',
  productNotFound: 'Product not found',
  listingNotFound: 'Amazon listing not found',
  notValid: 'Only a valid listing can be active',
  exportNotFound: 'Export not found',
  exportNotReady: 'The export is not ready yet',
  // The validity problems (docs/decisions/0438).
  missingGtin: 'Missing GTIN',
  missingImages: 'Missing images',
  missingPrice: 'Missing price',
  missingBrand: 'Missing brand',
} as const;

export const AMAZON_PAGE_SIZE = 25;
/** Export progress is polled every second, as bulk publish progress is (spec section 9). */
export const AMAZON_EXPORT_POLL_MS = 1000;

export const amazonListingSchema = z.object({
  id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    image: z.string().nullable(),
    url: z.string(),
    sku: z.string(),
    title: z.string(),
  }),
  brand: z.string(),
  /** What Amazon requires that the product lacks; empty means valid. */
  valid: z.array(z.string()),
  active: z.boolean(),
});
export type AmazonListing = z.infer<typeof amazonListingSchema>;

export const amazonListingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(AMAZON_PAGE_SIZE),
});
export const amazonListingsListSchema = marketplaceListSchema(amazonListingSchema);
export type AmazonListingsList = z.infer<typeof amazonListingsListSchema>;

export const createAmazonListingInputSchema = z.object({ product_id: z.number().int().positive() });
export const updateAmazonListingInputSchema = z.object({
  product_id: z.number().int().positive().optional(),
  active: z.boolean(),
});
export const amazonListingReplySchema = z.object({
  success: z.boolean(),
  amazon_listing: amazonListingSchema,
});

export const amazonProductSearchQuerySchema = z.object({ query: z.string().trim().max(100).default('') });
export const amazonProductOptionSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  brand: z.string(),
  image: z.string().nullable(),
  listed: z.boolean(),
});
export const amazonProductSearchSchema = z.object({ data: z.array(amazonProductOptionSchema) });
export type AmazonProductOption = z.infer<typeof amazonProductOptionSchema>;

/** Export CSV: the job starts at once; `csv_url` is filled when the file is written. */
export const amazonExportReplySchema = z.object({
  success: z.boolean(),
  job_id: z.string(),
  csv_url: z.string().nullable(),
});
export const amazonExportProgressSchema = z.object({
  job_id: z.string(),
  progress: z.number().int(),
  total: z.number().int(),
  at: z.number().int(),
  csv_url: z.string().nullable(),
  error: z.string().nullable(),
});
export type AmazonExportProgress = z.infer<typeof amazonExportProgressSchema>;
export const amazonExportParamSchema = z.object({ jobId: z.string().uuid() });
