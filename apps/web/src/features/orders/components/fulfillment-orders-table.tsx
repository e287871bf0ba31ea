import { Anchor, Group, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  FULFILLMENT_ORDER_SORTS,
  FULFILLMENT_ORDER_STATUSES,
  type FulfillmentOrderRow,
  type FulfillmentOrdersQuery,
} from '@partsflow/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, useDataTableState, type DataTableColumn } from '../../../components/data-table/index.ts';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { urls } from '../../../lib/urls.ts';
import { useRefreshErrorToast } from '../../../lib/use-refresh-error-toast.ts';
import { useFulfillmentOrders } from '../api/orders.ts';
import { OrderStatusBadge, PaymentStatusBadge } from './order-status.tsx';
import { PayNow } from './pay-now.tsx';

/** Fulfilment orders: 25 a page (merchant spec 9). */
const PER = 25;

const columns: DataTableColumn<FulfillmentOrderRow>[] = [
  {
    key: 'fulfillment_name',
    header: 'Order #',
    sortable: true,
    render: (r) => (
      <Text size="sm" fw={600}>
        {r.fulfillment_name}
      </Text>
    ),
  },
  { key: 'store', header: 'Store', sortable: true, render: (r) => r.store.name },
  { key: 'created_at', header: 'Date', sortable: true, render: (r) => formatDate(r.created_at) },
  { key: 'fulfillments', header: 'Fulfillments', render: (r) => r.fulfillments_count },
  {
    key: 'status',
    header: 'Status',
    sortable: true,
    render: (r) => <OrderStatusBadge status={r.display_status} />,
  },
  { key: 'total', header: 'Total', sortable: true, render: (r) => formatCents(r.total) },
  {
    key: 'payment',
    header: 'Payment',
    // Unpaid: Pay now opens the card form (merchant spec 2.11); otherwise the payment status.
    render: (r) =>
      r.payment_status === 'unpaid' && r.status !== 'cancelled' ? (
        <PayNow order={r} size="xs" />
      ) : (
        <PaymentStatusBadge status={r.payment_status} />
      ),
  },
  { key: 'items', header: 'Items', render: (r) => r.items_count },
  {
    key: 'manage',
    header: 'Manage',
    render: (r) => (
      <Anchor
        component={Link}
        to={urls.marketplace.fulfillment(r.id)}
        size="sm"
        aria-label={`Manage order ${r.fulfillment_name}`}
      >
        Manage
      </Anchor>
    ),
  },
];

const sortOf = (key: string | null): FulfillmentOrdersQuery['sort'] | undefined =>
  FULFILLMENT_ORDER_SORTS.find((s) => s === key);
const statusOf = (value: string | undefined): FulfillmentOrdersQuery['status'] | undefined =>
  FULFILLMENT_ORDER_STATUSES.find((s) => s === value);

/** The order statuses as the filter offers them (merchant spec 4), capitalised like the badges read. */
const STATUS_OPTIONS = FULFILLMENT_ORDER_STATUSES.map((s) => ({
  value: s,
  label: s.charAt(0).toUpperCase() + s.slice(1),
}));

/** The fulfilment orders table: server-paged, sorted and searched, its state in the URL. */
export function FulfillmentOrdersTable() {
  const table = useDataTableState({ defaultPer: PER });
  const [text, setText] = useState(table.query);
  const commit = useDebouncedCallback(table.setQuery, 500);
  const query = useFulfillmentOrders({
    page: table.page,
    per: PER,
    sort: sortOf(table.sort),
    sort_dir: table.sort ? table.sortDir : undefined,
    query: table.query || undefined,
    status: statusOf(table.filters.status),
  });
  useRefreshErrorToast(query, 'Could not refresh the fulfilment orders');
  return (
    <>
      <Group mb="md">
        <TextInput
          aria-label="Search orders"
          placeholder="Search by order number, customer or SKU"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            commit(e.currentTarget.value);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          aria-label="Filter by status"
          placeholder="All statuses"
          data={STATUS_OPTIONS}
          value={statusOf(table.filters.status) ?? null}
          onChange={(v) => (v ? table.setFilter('status', v) : table.removeFilter('status'))}
          clearable
          w={{ base: '100%', sm: 180 }}
        />
      </Group>
      <DataTable
        aria-label="Fulfillment orders"
        columns={columns}
        rows={query.data?.data ?? []}
        rowKey={(r) => r.id}
        totalCount={query.data?.meta.total_count ?? 0}
        loading={query.isFetching}
        page={table.page}
        per={PER}
        onPageChange={table.setPage}
        sort={table.sort}
        sortDir={table.sortDir}
        onSort={table.toggleSort}
        emptyMessage="No fulfilments found."
        minWidth={880}
      />
    </>
  );
}
