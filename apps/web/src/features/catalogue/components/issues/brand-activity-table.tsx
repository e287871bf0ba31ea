import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  DataTable,
  useDataTableState,
  type DataTableColumn,
} from '../../../../components/data-table/index.ts';
import { useBrandActivity, type ActivityRow } from '../../api/activity.ts';
import { useRefreshErrorToast } from '../../../../lib/use-refresh-error-toast.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { TOASTS } from '../../utils/toast-messages.ts';

const columns: DataTableColumn<ActivityRow>[] = [
  {
    key: 'sku',
    header: 'SKU',
    render: (r) => (
      <Text size="sm" fw={600}>
        {r.sku}
      </Text>
    ),
  },
  {
    key: 'changes',
    header: 'Activity',
    render: (r) => (
      <Text size="sm" lineClamp={2}>
        {r.changes}
      </Text>
    ),
  },
  { key: 'user', header: 'User', render: (r) => <Text size="sm">{r.user}</Text> },
  { key: 'created_at', header: 'Date', render: (r) => <Text size="sm">{formatDateTime(r.created_at)}</Text> },
  {
    key: 'view',
    header: 'View Changes',
    // The row's url is the product's history anchor (/catalogue/products/{slug}/edit#history).
    render: (r) => (
      <Anchor component={Link} to={r.url} size="sm">
        View Changes
      </Anchor>
    ),
  },
];

export function BrandActivityTable({ brandSlug }: { brandSlug: string }) {
  const table = useDataTableState({ defaultPer: 20 });
  const query = useBrandActivity(brandSlug, {
    page: table.page,
    per: table.per,
    query: table.query || undefined,
  });
  useRefreshErrorToast(query, TOASTS.refreshError('history'));
  return (
    <DataTable
      aria-label="Product activity"
      columns={columns}
      rows={query.data?.data ?? []}
      rowKey={(r) => r.id}
      totalCount={query.data?.meta.total_count ?? 0}
      loading={query.isFetching}
      page={table.page}
      per={table.per}
      onPageChange={table.setPage}
      onPerChange={table.setPer}
      emptyMessage="No activity yet."
      minWidth={640}
    />
  );
}
