import { z } from 'zod';

export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  platform: z.string(),
  domain: z.string(),
  integration_type: z.string(),
  product_count: z.number().int(),
});
export type Store = z.infer<typeof storeSchema>;
export const storesReplySchema = z.object({ stores: z.array(storeSchema) });

export const connectStoreInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
});

/**
 * The sandbox store's switch: answer normally, reject every write, never answer in time, or act as a store that
 * revoked the platform's access (every call refused: My Products sync reports unauthorized_access).
 */
export const SANDBOX_MODES = ['normal', 'reject', 'timeout', 'unauthorized'] as const;
export const sandboxModeInputSchema = z.object({ mode: z.enum(SANDBOX_MODES) });

export const storeProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  description: z.string(),
  vendor: z.string(),
  status: z.string(),
  variants: z.array(
    z.object({
      sku: z.string(),
      title: z.string(),
      price: z.string(),
      options: z.record(z.string(), z.string()),
    }),
  ),
  images: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export const sandboxStorePageSchema = z.object({
  store: storeSchema.extend({ mode: z.enum(SANDBOX_MODES) }),
  products: z.array(storeProductSchema),
});

export const productIssueReportInputSchema = z.object({
  product_issue: z.object({
    listing_id: z.coerce.number().int().positive(),
    issue: z.string().trim().min(1, 'Details are required').max(2000),
  }),
});
export const productIssueReportReplySchema = z.object({
  message: z.string(),
  response_days: z.number().int(),
});
