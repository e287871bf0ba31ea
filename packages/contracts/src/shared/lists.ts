import './no-eval.ts';
import { z } from 'zod';

/**
 * The three list formats of platform design section 6, each with its query parameters. A list answers the
 * format its spec names; the server builds each with the one helper in `platform/pagination`.
 */

/** Query parameters arrive as strings; page numbers are one-based. Datatables page with `page` and `per`. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per: z.coerce.number().int().min(1).max(500).default(20),
});

/** Datatables (catalogue, inventory, pricing): `{data, meta: {total_count}}`. */
export function datatableSchema<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), meta: z.object({ total_count: z.number().int() }) });
}
export interface Datatable<T> {
  data: T[];
  meta: { total_count: number };
}

/** Distributor API lists page with `page` and `page_size` (the portal's tables use 10). */
export const distributorPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});

/** Distributor API lists: `{results, pagination}`. */
export const paginationSchema = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total_count: z.number().int(),
  total_pages: z.number().int(),
  previous_page_allowed: z.boolean(),
  next_page_allowed: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;
export function distributorListSchema<T extends z.ZodType>(row: T) {
  return z.object({ results: z.array(row), pagination: paginationSchema });
}
export interface DistributorList<T> {
  results: T[];
  pagination: Pagination;
}

/** Marketplace lists page with `page` and `per_page`. */
export const marketplacePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(250).default(25),
});

const marketplaceMetaSchema = z.object({
  total_items: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
/**
 * Marketplace lists: `{data, meta: {total_items, page, per_page}}`; a list whose spec adds meta fields
 * (`all_listing_ids`, `stores`) passes their schema as `extraMeta`.
 */
export function marketplaceListSchema<T extends z.ZodType, M extends z.ZodRawShape = Record<never, never>>(
  row: T,
  extraMeta?: z.ZodObject<M>,
) {
  return z.object({
    data: z.array(row),
    meta: extraMeta ? marketplaceMetaSchema.extend(extraMeta.shape) : marketplaceMetaSchema,
  });
}
export interface MarketplaceList<T, M extends object = Record<never, never>> {
  data: T[];
  meta: { total_items: number; page: number; per_page: number } & M;
}

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
