import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  DataTable,
  useDataTableState,
  type DataTableColumn,
} from '../../../../components/data-table/index.ts';
import { useIssueDatatable, type IssueRow } from '../../api/product-issues.ts';
import { useRefreshErrorToast } from '../../../../lib/use-refresh-error-toast.ts';
import { catalogueUrls } from '../../utils/catalogue-urls.ts';
import { formatDate } from '../../../../lib/format.ts';
import { TOASTS } from '../../utils/toast-messages.ts';

const columns: DataTableColumn<IssueRow>[] = [
  {
    key: 'sku',
    header: 'SKU',
    render: (r) => (
      <Anchor component={Link} to={catalogueUrls.editProduct(r.slug)} size="sm" fw={600}>
        {r.sku}
      </Anchor>
    ),
  },
  {
    key: 'issue',
    header: 'Issue',
    render: (r) => (
      <Text size="sm" lineClamp={3}>
        {r.issue}
      </Text>
    ),
  },
  {
    key: 'reporting_team_email',
    header: 'Submitted by',
    render: (r) => <Text size="sm">{r.reporting_team_email ?? '—'}</Text>,
  },
  {
    key: 'created_at',
    header: 'Submitted',
    render: (r) => <Text size="sm">{formatDate(r.created_at)}</Text>,
  },
  {
    key: 'edit',
    header: 'Edit',
    render: (r) => (
      <Anchor component={Link} to={catalogueUrls.editProduct(r.slug)} size="sm">
        Edit
      </Anchor>
    ),
  },
];

/** Product issues reported against the team's products. */
export function IssuesTable() {
  const table = useDataTableState({ defaultPer: 20 });
  const query = useIssueDatatable({ page: table.page, per: table.per, query: table.query || undefined });
  useRefreshErrorToast(query, TOASTS.refreshError('product issues'));
  return (
    <DataTable
      aria-label="Product issues"
      columns={columns}
      rows={query.data?.data ?? []}
      rowKey={(r) => r.id}
      totalCount={query.data?.meta.total_count ?? 0}
      loading={query.isFetching}
      page={table.page}
      per={table.per}
      onPageChange={table.setPage}
      onPerChange={table.setPer}
      emptyMessage="No product issues."
      minWidth={640}
    />
  );
}
