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
/** A fulfilment the platform sent the store: the lines that left and how the customer tracks them. */
export const storeFulfillmentSchema = z.object({
  id: z.string(),
  status: z.enum(['success', 'cancelled']),
  line_items: z.array(z.object({ id: z.string(), quantity: z.number().int() })),
  tracking_company: z.string().nullable(),
  tracking_numbers: z.array(z.string()),
  tracking_urls: z.array(z.string()),
  created_at: z.string(),
});
export const STORE_ORDER_FULFILLMENT_STATUSES = ['unfulfilled', 'partially_fulfilled', 'fulfilled'] as const;
/** An order of the sandbox store as its owner sees it in the shop admin. */
export const storeOrderSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  customer_name: z.string(),
  line_items: z.array(
    z.object({
      id: z.string(),
      sku: z.string(),
      title: z.string(),
      quantity: z.number().int(),
      fulfilled_quantity: z.number().int(),
    }),
  ),
  fulfillment_status: z.enum(STORE_ORDER_FULFILLMENT_STATUSES),
  fulfillments: z.array(storeFulfillmentSchema),
});
export type StoreOrder = z.infer<typeof storeOrderSchema>;
export const sandboxStorePageSchema = z.object({
  store: storeSchema.extend({ mode: z.enum(SANDBOX_MODES) }),
  products: z.array(storeProductSchema),
  /** The store's latest orders, newest first, with their fulfilments. */
  orders: z.array(storeOrderSchema),
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
