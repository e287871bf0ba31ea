import type { ProductListRow } from '@partsflow/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconChevronDown, IconFilterPlus } from '@tabler/icons-react';
import { Suspense, useDeferredValue, useState } from 'react';
import { DataTable, useDataTableState } from '../../../../components/data-table/index.ts';
import { DebouncedSearchInput } from '../../../../components/debounced-search-input/debounced-search-input.tsx';
import { lazyNamed } from '../../../../lib/lazy-named.ts';
import { useProductDatatable } from '../../api/products.ts';
import { FilterChips } from './filter-chips.tsx';
import { productListColumns } from './product-list-columns.tsx';
import { ALL_BRANDS } from './product-filters.ts';
import { listRequest, PRODUCTS_PER_PAGE } from './product-list-request.ts';
import { useBulkRunner, type BulkScope } from './use-bulk-runner.ts';

// The two menus (Mantine Menu and floating-ui) load right after the list: until then their buttons show, disabled,
// so the catalogue's first screen stays within its download budget and a click never falls on nothing.
const AddFilterMenu = lazyNamed(() => import('./add-filter-menu.tsx'), 'AddFilterMenu');
const BulkActionsMenu = lazyNamed(() => import('./bulk-actions-menu.tsx'), 'BulkActionsMenu');
const BulkStatus = lazyNamed(() => import('./bulk-status.tsx'), 'BulkStatus');

const NO_ROWS: ProductListRow[] = [];

/** The server-driven product list; its state lives in the URL so a filtered view can be shared. */
export function ProductList() {
  const table = useDataTableState({ defaultPer: PRODUCTS_PER_PAGE });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const request = listRequest(table);
  const { data, isFetching, error } = useProductDatatable(request);
  const bulkScope: BulkScope = {
    selectedIds: [...selected],
    filters: request.filters,
    query: request.query,
    totalCount: data?.meta.total_count ?? 0,
  };
  const runner = useBulkRunner(bulkScope, () => setSelected(new Set()));
  // The rows draw in a background render React can pause, so a page of fifty rows is never one long task: the
  // controls and the count answer first, and the table keeps its loading state until its rows have caught up.
  const rows = data?.data ?? NO_ROWS;
  const shownRows = useDeferredValue(rows);
  const showStatus = runner.job || runner.last || runner.preview !== null || runner.reindexOpen;

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <DebouncedSearchInput label="Keyword Search" value={table.query} onSearch={table.setQuery} />
          <Suspense
            fallback={
              <Button variant="default" disabled leftSection={<IconFilterPlus size={16} aria-hidden />}>
                Add Filter
              </Button>
            }
          >
            <AddFilterMenu filters={table.filters} onSelect={table.setFilter} />
          </Suspense>
        </Group>
        <Suspense
          fallback={
            <Button variant="default" disabled rightSection={<IconChevronDown size={14} aria-hidden />}>
              Bulk Actions
            </Button>
          }
        >
          <BulkActionsMenu scope={bulkScope} runner={runner} />
        </Suspense>
      </Group>
      {showStatus && (
        <Suspense fallback={null}>
          <BulkStatus runner={runner} />
        </Suspense>
      )}
      <FilterChips
        filters={table.filters}
        onRemove={table.removeFilter}
        followedBrand={data?.current_brand ?? null}
        onShowAllBrands={() => table.setFilter(ALL_BRANDS, 'true')}
      />
      {error && (
        <Alert color="red" title="Could not load products">
          {error.message}
        </Alert>
      )}
      <DataTable
        aria-label="Products"
        columns={productListColumns}
        rows={shownRows}
        rowKey={(r) => r.id}
        totalCount={data?.meta.total_count ?? 0}
        loading={isFetching || shownRows !== rows}
        page={table.page}
        per={table.per}
        pageSizes={[20, 50, 100]}
        onPageChange={table.setPage}
        onPerChange={table.setPer}
        sort={request.sort}
        sortDir={request.sort_dir}
        onSort={table.toggleSort}
        selection={{ selected, onChange: setSelected }}
        emptyMessage="No products match."
        minWidth={960}
      />
    </Stack>
  );
}
