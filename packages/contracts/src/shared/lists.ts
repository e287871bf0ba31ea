import { z } from 'zod';

/** Datatables (catalogue, inventory, pricing): `{data, meta: {total_count}}`. */
export function datatableSchema<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), meta: z.object({ total_count: z.number().int() }) });
}
export interface Datatable<T> {
  data: T[];
  meta: { total_count: number };
}

/** Distributor API lists: `{results, pagination}`. */
export const paginationSchema = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total_count: z.number().int(),
  total_pages: z.number().int(),
  previous_page_allowed: z.boolean(),
  next_page_allowed: z.boolean(),
});
export function distributorListSchema<T extends z.ZodType>(row: T) {
  return z.object({ results: z.array(row), pagination: paginationSchema });
}

/** Marketplace lists: `{data, meta: {total_items, page, per_page}}`. */
export function marketplaceListSchema<T extends z.ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    meta: z.object({ total_items: z.number().int(), page: z.number().int(), per_page: z.number().int() }),
  });
}

/** Query parameters arrive as strings; page numbers are one-based. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per: z.coerce.number().int().min(1).max(500).default(20),
});

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
