import { z } from 'zod';

/** My Products (merchant-marketplace 2.6, 3, 4): the products in the merchant's stores, matched to the catalogue. */
export const MERCHANT_PRODUCT_STATUSES = ['Synced', 'Linked', 'Not Linked'] as const;
export type MerchantProductStatus = (typeof MERCHANT_PRODUCT_STATUSES)[number];

/** My Products page size (spec section 9). */
export const MY_PRODUCTS_PAGE_SIZE = 20;
/** My Products sync progress is polled every 5 seconds (spec section 9). */
export const SYNC_PROGRESS_POLL_MS = 5000;
/** Live channel topic of the team's My Products count: payload `{ count, merchantProductsCount }`. */
export const MY_PRODUCTS_COUNT_TOPIC = 'marketplace.products.count';

export const MY_PRODUCTS_MESSAGES = {
  synced: 'Product synced successfully',
  syncFailed: 'There was an error syncing the product',
  importingToPim: 'Importing product to PIM...',
  pimFailed: 'There was an error importing the product to PIM',
  requestError: 'There was an error with your request.',
  requestErrors: (n: number) => `There were ${n} errors with your request.`,
  unauthorized: (shop: string) =>
    `Your store ${shop} is not authorized to sync. Please reconnect your store.`,
  empty: 'No products',
  emptyHint: 'Get started by syncing all products from connected stores.',
  noneFound: 'No products found',
  noAttributes: 'No Attributes',
  loadingAttributes: 'Loading attributes...',
  // Ours: the spec names the rules, not these words.
  productNotFound: 'Product not found',
  readOnly: 'Synced products are managed by the manufacturer: attributes and vehicles are read-only.',
  attributeRequired: 'Attribute is required',
  attributeExists: (name: string) => `${name} is already an attribute of this product`,
  vehiclesRequired: 'Select at least one vehicle',
  vehicleNotFound: 'Vehicle not found',
  noStores: 'Connect a store first',
  alreadyInPim: 'This product is already linked to the catalogue',
} as const;

export const merchantProductsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(MY_PRODUCTS_PAGE_SIZE),
  query: z.string().trim().max(200).optional(),
  store: z.coerce.number().int().positive().optional(),
  brand: z.string().trim().max(200).optional(),
  status: z.enum(MERCHANT_PRODUCT_STATUSES).optional(),
  published: z.enum(['true', 'false']).optional(),
});
export type MerchantProductsQuery = z.infer<typeof merchantProductsQuerySchema>;

export const merchantProductVariantSchema = z.object({
  sku: z.string(),
  supplier_sku: z.string().nullable(),
  title: z.string(),
});

export const merchantProductAttributeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  value: z.string(),
});

export const merchantProductVehicleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  year_range: z.string(),
  series: z.string().nullable(),
  body: z.string().nullable(),
  engine: z.string().nullable(),
  transmission: z.string().nullable(),
});

export const merchantProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sku: z.string(),
  brand: z.string(),
  image: z.string().nullable(),
  status: z.enum(MERCHANT_PRODUCT_STATUSES),
  published: z.boolean(),
  store: z.object({ id: z.number().int(), name: z.string() }),
  variants: z.array(merchantProductVariantSchema),
  catalogue_product_id: z.number().int().nullable(),
  synced_at: z.string(),
});
export type MerchantProduct = z.infer<typeof merchantProductSchema>;

/** Vehicle applications group the product's vehicles by make and model (the Vehicles tab). */
export const merchantVehicleApplicationSchema = z.object({
  id: z.string(),
  title: z.string(),
  vehicles: z.array(merchantProductVehicleSchema),
});

export const merchantProductDetailSchema = merchantProductSchema.extend({
  attribute_values: z.array(merchantProductAttributeSchema),
  vehicles: z.array(merchantProductVehicleSchema),
  vehicle_applications: z.array(merchantVehicleApplicationSchema),
});
export type MerchantProductDetail = z.infer<typeof merchantProductDetailSchema>;

export const merchantProductsListSchema = z.object({
  data: z.array(merchantProductSchema),
  meta: z.object({
    per_page: z.number().int(),
    page: z.number().int(),
    total_items: z.number().int(),
    total_hits: z.number().int(),
    /** False when more than 10,000 match: the totals are the planner's estimate (decision 0472). */
    total_exact: z.boolean(),
    sync_job_ids: z.array(z.string()),
    stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});
export type MerchantProductsList = z.infer<typeof merchantProductsListSchema>;

/** The left panel's counts and the brand select's options: read once per screen, not with every page. */
export const merchantProductsSummarySchema = z.object({
  counts: z.object({
    total: z.number().int(),
    synced: z.number().int(),
    linked: z.number().int(),
    not_linked: z.number().int(),
  }),
  brands: z.array(z.string()),
});
export type MerchantProductsSummary = z.infer<typeof merchantProductsSummarySchema>;

export const addMerchantAttributeInputSchema = z.object({
  title: z.string().trim().min(1, MY_PRODUCTS_MESSAGES.attributeRequired).max(255),
  value: z.string().trim().max(255).default(''),
});
export const merchantAttrParamSchema = z.object({
  id: z.coerce.number().int().positive(),
  attrId: z.coerce.number().int().positive(),
});
export const addMerchantVehiclesInputSchema = z.object({
  vehicle_ids: z
    .array(z.coerce.number().int().positive())
    .min(1, MY_PRODUCTS_MESSAGES.vehiclesRequired)
    .max(500),
});
export const merchantVehicleParamSchema = z.object({
  id: z.coerce.number().int().positive(),
  vehicleId: z.coerce.number().int().positive(),
});
export const merchantVehiclesReplySchema = z.object({
  vehicle_applications: z.array(merchantVehicleApplicationSchema),
  vehicles: z.array(merchantProductVehicleSchema),
});

export const syncAllInputSchema = z.object({
  /** Only these stores (default: every store of the team). */
  stores: z.array(z.coerce.number().int().positive()).max(100).optional(),
});
export const syncAllReplySchema = z.object({ sync_job_ids: z.array(z.string()) });
export const syncProgressQuerySchema = z.object({
  sync_job_ids: z
    .string()
    .max(4000)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().uuid()).min(1).max(100)),
});
export const syncErrorSchema = z.object({ code: z.string(), shop_name: z.string(), message: z.string() });
export const syncProgressSchema = z.object({
  progress: z.number().int(),
  total: z.number().int(),
  at: z.number().int(),
  errors: z.array(syncErrorSchema),
});
export type SyncProgress = z.infer<typeof syncProgressSchema>;

export const sendToPimReplySchema = z.object({ job_id: z.string(), message: z.string() });

export const merchantVehiclePickerQuerySchema = z.object({
  query: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per: z.coerce.number().int().min(1).max(50).default(10),
});
