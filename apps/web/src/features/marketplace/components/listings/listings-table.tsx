import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  DataTable,
  useDataTableState,
  type DataTableColumn,
} from '../../../../components/data-table/index.ts';
import { urls } from '../../../../lib/urls.ts';
import { useRefreshErrorToast } from '../../../../lib/use-refresh-error-toast.ts';
import { LISTINGS_PAGE_SIZE } from '@partsflow/contracts';
import { useListingDatatable, type ListingRow } from '../../api/listings.ts';
import { ListingStatusBadge } from './listing-status.tsx';

function columns(brand: string): DataTableColumn<ListingRow>[] {
  return [
    {
      key: 'title',
      header: 'Title',
      render: (r) => (
        <Text size="sm" fw={600} lineClamp={2}>
          {r.title}
        </Text>
      ),
    },
    {
      key: 'products',
      header: 'Products',
      render: (r) => (
        <Text size="sm" ff="monospace" lineClamp={2}>
          {r.skus.join(', ')}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <Group gap={4}>
          <ListingStatusBadge status={r.status} />
        </Group>
      ),
    },
    {
      key: 'edit',
      header: 'Edit',
      render: (r) => (
        <Anchor
          component={Link}
          to={urls.catalogue.editListing(brand, r.id)}
          size="sm"
          aria-label={`Edit ${r.title}`}
        >
          Edit
        </Anchor>
      ),
    },
  ];
}

/** The brand's marketplace listings (catalogue-pim section 2): Title, Products, Status, Edit; 25 per page. */
export function ListingsTable({ brand }: { brand: string }) {
  const table = useDataTableState({ defaultPer: LISTINGS_PAGE_SIZE });
  const query = useListingDatatable(brand, {
    page: table.page,
    per: table.per,
    query: table.query || undefined,
  });
  useRefreshErrorToast(query, 'Could not refresh listings data');
  return (
    <DataTable
      aria-label="Marketplace listings"
      columns={columns(brand)}
      rows={query.data?.data ?? []}
      rowKey={(r) => r.id}
      totalCount={query.data?.meta.total_count ?? 0}
      loading={query.isFetching}
      page={table.page}
      per={table.per}
      onPageChange={table.setPage}
      emptyMessage="No listings yet."
      minWidth={560}
    />
  );
}
