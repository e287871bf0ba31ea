import { z } from 'zod';

/** Inventory and pricing datatables (distributor spec 2.3, 7.2): 100 rows a page, 'SKU Search...'. */
export const STOCK_PAGE_SIZE = 100;

export const stockDatatableRequestSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per: z.coerce.number().int().min(1).max(500).default(STOCK_PAGE_SIZE),
  sort: z.string().optional(),
  sort_dir: z.enum(['asc', 'desc']).optional(),
  filters: z.record(z.string(), z.unknown()).optional(),
  query: z.string().max(200).optional(),
});
export type StockDatatableRequest = z.infer<typeof stockDatatableRequestSchema>;

export const INVENTORY_SORTS = ['brand', 'sku', 'location', 'quantity', 'updated_at'] as const;
export const PRICING_SORTS = [
  'account',
  'sku',
  'cost',
  'rrp',
  'effective_from',
  'effective_to',
  'updated_at',
] as const;

export const inventoryRowSchema = z.object({
  id: z.number().int(),
  product: z.object({ sku: z.string(), brand: z.string() }),
  distributor_location: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    active: z.boolean(),
  }),
  quantity: z.number().int(),
  /** 'In stock' when the location is active and holds at least one; else 'Out of stock'. */
  availability: z.enum(['In stock', 'Out of stock']),
  updated_at: z.string(),
});
export type InventoryRow = z.infer<typeof inventoryRowSchema>;

export const pricingRowSchema = z.object({
  id: z.number().int(),
  account_code: z.string(),
  /** Cost in cents. */
  price: z.number().int(),
  effective_from: z.string().nullable(),
  effective_to: z.string().nullable(),
  updated_at: z.string(),
  product: z.object({
    sku: z.string(),
    /** The brand the distributor stocks the SKU under (from its inventory); null when it holds none. */
    brand_title: z.string().nullable(),
    /** RRP in cents. */
    price: z.number().int().nullable(),
    /** (RRP - cost) / RRP in per cent, one decimal; null without an RRP. */
    margin: z.number().nullable(),
  }),
});
export type PricingRow = z.infer<typeof pricingRowSchema>;
