import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { STOCK_PAGE_SIZE, type InventoryRow, type PricingRow } from '@partsflow/contracts';
import { IconUpload } from '@tabler/icons-react';
import { DataTable, useDataTableState, type DataTableColumn } from '../../../components/data-table/index.ts';
import { YesNo } from '../../../components/yes-no/yes-no.tsx';
import { formatCents, formatDate, formatPercent } from '../../../lib/format.ts';
import { useRefreshErrorToast } from '../../../lib/use-refresh-error-toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { stockKeys, useStockDatatable, type StockKind } from '../api/stock.ts';
import { ImportHistory } from '../../../components/file-import/import-history.tsx';
import { ImportModal } from '../../../components/file-import/import-modal.tsx';
import { DebouncedSearchInput } from '../../../components/debounced-search-input/debounced-search-input.tsx';

const dash = (s: string) => s || '—';

const inventoryColumns: DataTableColumn<InventoryRow>[] = [
  { key: 'brand', header: 'Brand', sortable: true, render: (r) => r.product.brand },
  {
    key: 'sku',
    header: 'SKU',
    sortable: true,
    render: (r) => (
      <Text size="sm" fw={600}>
        {r.product.sku}
      </Text>
    ),
  },
  { key: 'location', header: 'Location', sortable: true, render: (r) => r.distributor_location.code },
  {
    key: 'location_active',
    header: 'Location Active',
    render: (r) => <YesNo value={r.distributor_location.active} label="Location active" />,
  },
  { key: 'quantity', header: 'Quantity', sortable: true, render: (r) => r.quantity },
  { key: 'availability', header: 'Availability', render: (r) => r.availability },
  { key: 'updated_at', header: 'Last Updated', sortable: true, render: (r) => formatDate(r.updated_at) },
];

const pricingColumns: DataTableColumn<PricingRow>[] = [
  { key: 'account', header: 'Account', sortable: true, render: (r) => r.account_code },
  { key: 'brand', header: 'Brand', render: (r) => r.product.brand_title ?? '—' },
  {
    key: 'sku',
    header: 'SKU',
    sortable: true,
    render: (r) => (
      <Text size="sm" fw={600}>
        {r.product.sku}
      </Text>
    ),
  },
  { key: 'cost', header: 'Cost', sortable: true, render: (r) => formatCents(r.price) },
  { key: 'rrp', header: 'RRP', sortable: true, render: (r) => formatCents(r.product.price) },
  { key: 'margin', header: 'Margin', render: (r) => formatPercent(r.product.margin) },
  {
    key: 'effective_from',
    header: 'Effective From',
    sortable: true,
    render: (r) => dash(formatDate(r.effective_from)),
  },
  {
    key: 'effective_to',
    header: 'Effective To',
    sortable: true,
    render: (r) => dash(formatDate(r.effective_to)),
  },
  { key: 'updated_at', header: 'Last Updated', sortable: true, render: (r) => formatDate(r.updated_at) },
];

function StockTable<K extends StockKind>({
  kind,
  columns,
  label,
}: {
  kind: K;
  columns: DataTableColumn<K extends 'inventory' ? InventoryRow : PricingRow>[];
  label: string;
}) {
  const table = useDataTableState({ defaultPer: STOCK_PAGE_SIZE });
  const [importing, importer] = useDisclosure(false);
  const qc = useQueryClient();
  const query = useStockDatatable(kind, {
    page: table.page,
    per: STOCK_PAGE_SIZE,
    sort: table.sort ?? undefined,
    sort_dir: table.sort ? table.sortDir : undefined,
    query: table.query || undefined,
  });
  useRefreshErrorToast(query, `Could not refresh ${kind} data`);
  return (
    <>
      <Group justify="space-between" mb="md" gap="sm">
        <DebouncedSearchInput label="SKU Search" value={table.query} onSearch={table.setQuery} />
        <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={importer.open}>
          Import
        </Button>
      </Group>
      <DataTable
        aria-label={label}
        columns={columns}
        rows={query.data?.data ?? []}
        rowKey={(r) => r.id}
        totalCount={query.data?.meta.total_count ?? 0}
        loading={query.isFetching}
        page={table.page}
        per={STOCK_PAGE_SIZE}
        onPageChange={table.setPage}
        sort={table.sort}
        sortDir={table.sortDir}
        onSort={table.toggleSort}
        emptyMessage={`No ${kind} found.`}
        minWidth={820}
      />
      <ImportHistory
        type={kind}
        onFinished={() => void qc.invalidateQueries({ queryKey: stockKeys.all(kind) })}
      />
      <ImportModal type={kind} opened={importing} onClose={importer.close} />
    </>
  );
}

export function InventoryTable() {
  return <StockTable kind="inventory" columns={inventoryColumns as never} label="Inventory" />;
}

export function PricingTable() {
  return <StockTable kind="pricing" columns={pricingColumns as never} label="Pricing" />;
}
