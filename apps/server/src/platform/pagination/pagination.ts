import type { Datatable, DistributorList, MarketplaceList } from '@partsflow/contracts';

/**
 * Paging and the three list formats of platform design section 6. A repository takes `{limit, offset}` from
 * `pageWindow`; a service answers with the one builder its spec's format names.
 */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** The rows of one-based page `page` of `size` rows. */
export function pageWindow(page: number, size: number): PageWindow {
  return { limit: size, offset: (Math.max(1, page) - 1) * size };
}

/** Datatables (catalogue, inventory, pricing): `{data, meta: {total_count}}`. */
export function datatable<T>(data: T[], total: number): Datatable<T> {
  return { data, meta: { total_count: total } };
}

/** Distributor API lists: `{results, pagination}` with the page arithmetic done once. */
export function distributorList<T>(
  results: T[],
  params: { page: number; page_size: number; total: number },
): DistributorList<T> {
  const totalPages = Math.ceil(params.total / params.page_size);
  return {
    results,
    pagination: {
      page: params.page,
      page_size: params.page_size,
      total_count: params.total,
      total_pages: totalPages,
      previous_page_allowed: params.page > 1,
      next_page_allowed: params.page < totalPages,
    },
  };
}

/** Marketplace lists: `{data, meta: {total_items, page, per_page}}`, plus the fields a list's spec adds. */
export function marketplaceList<T, M extends object = Record<never, never>>(
  data: T[],
  params: { page: number; per_page: number; total: number },
  extraMeta?: M,
): MarketplaceList<T, M> {
  return {
    data,
    meta: { total_items: params.total, page: params.page, per_page: params.per_page, ...(extraMeta as M) },
  };
}
