import { PRODUCT_SORT_COLUMNS, type ProductSortColumn } from '@partsflow/contracts';
import { Alert, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { DataTable, useDataTableState } from '../../../../components/data-table/index.ts';
import { useProductDatatable } from '../../api/products.ts';
import { AddFilterMenu } from './add-filter-menu.tsx';
import { BulkActionsMenu } from './bulk-actions-menu.tsx';
import { FilterChips } from './filter-chips.tsx';
import { KeywordSearchInput } from './keyword-search-input.tsx';
import { productListColumns } from './product-list-columns.tsx';
import { filtersForRequest } from './product-filters.ts';

/** Products table page size (spec section 9). */
const PRODUCTS_PER_PAGE = 50;

function isSortColumn(value: string | null): value is ProductSortColumn {
  return value !== null && (PRODUCT_SORT_COLUMNS as readonly string[]).includes(value);
}

/** The server-driven product list; its state lives in the URL so a filtered view can be shared. */
export function ProductList() {
  const table = useDataTableState({ defaultPer: PRODUCTS_PER_PAGE });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // Unsorted lists show the latest changes first, as the server does.
  const sort = isSortColumn(table.sort) ? table.sort : 'updated_at';
  const sortDir = isSortColumn(table.sort) ? table.sortDir : 'desc';
  const { data, isFetching, error } = useProductDatatable({
    page: table.page,
    per: table.per,
    sort,
    sort_dir: sortDir,
    query: table.query || undefined,
    filters: filtersForRequest(table.filters),
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <KeywordSearchInput value={table.query} onSearch={table.setQuery} />
          <AddFilterMenu filters={table.filters} onSelect={table.setFilter} />
        </Group>
        <BulkActionsMenu selectedCount={selected.size} />
      </Group>
      <FilterChips filters={table.filters} onRemove={table.removeFilter} />
      {error && (
        <Alert color="red" title="Could not load products">
          {error.message}
        </Alert>
      )}
      <DataTable
        aria-label="Products"
        columns={productListColumns}
        rows={data?.data ?? []}
        rowKey={(r) => r.id}
        totalCount={data?.meta.total_count ?? 0}
        loading={isFetching}
        page={table.page}
        per={table.per}
        pageSizes={[20, 50, 100]}
        onPageChange={table.setPage}
        onPerChange={table.setPer}
        sort={sort}
        sortDir={sortDir}
        onSort={table.toggleSort}
        selection={{ selected, onChange: setSelected }}
        emptyMessage="No products match."
        minWidth={960}
      />
    </Stack>
  );
}
