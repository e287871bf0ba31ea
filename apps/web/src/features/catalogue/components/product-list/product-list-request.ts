import type { ProductSortColumn } from '@partsflow/contracts';
import {
  readDataTableState,
  type DataTableState,
} from '../../../../components/data-table/use-data-table-state.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { productDatatableQuery, type ProductDatatableListInput } from '../../api/products.ts';
import { filtersForRequest } from './product-filters.ts';

// The list's request, apart from the list's drawing: the route's loader imports this small module on its own and
// sends the request while the page's code (the table, its cells, Mantine) still downloads (decision 0035).

/** Products table page size (spec section 9). */
export const PRODUCTS_PER_PAGE = 50;

// The columns the table offers to sort by are the contract's sort columns (the server checks them again). Spelt
// out as a type-checked record, not imported: the contract's module brings its schemas (22 kB) into this download.
const SORT_COLUMNS = {
  sku: true,
  title: true,
  updated_at: true,
  price: true,
  brand: true,
} satisfies Record<ProductSortColumn, true>;

function isSortColumn(value: string | null): value is ProductSortColumn {
  return value !== null && Object.hasOwn(SORT_COLUMNS, value);
}

/** The list request a table state makes. Unsorted lists show the latest changes first, as the server does. */
export function listRequest(table: DataTableState): ProductDatatableListInput {
  const sorted = isSortColumn(table.sort) ? table.sort : null;
  return {
    page: table.page,
    per: table.per,
    sort: sorted ?? 'updated_at',
    sort_dir: sorted ? table.sortDir : 'desc',
    query: table.query || undefined,
    filters: filtersForRequest(table.filters),
  };
}

/**
 * Starts the list request for an address before the page has rendered (the route's loader calls it): the rows
 * need not wait for the session and the layout. The page's own query then finds it in flight or done.
 */
export function prefetchProductList(params: URLSearchParams): void {
  const table = readDataTableState(params, { defaultPer: PRODUCTS_PER_PAGE });
  void queryClient.prefetchQuery(productDatatableQuery(listRequest(table)));
}
