import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/format.ts';
import { useShipments } from '../../api/portal.ts';
import { PortalPagination } from './portal-pagination.tsx';
import { PortalSearch } from './portal-search.tsx';
import { PortalListState } from './portal-list-state.tsx';
import { PortalStatusBadge } from './portal-status.tsx';
import { useListParams } from './use-list-params.ts';

/** Pending Shipments (spec 2.1): the location's pending and quoted shipments from `GET /shipments`. */
export function PendingShipmentsTab({ locationId }: { locationId: number }) {
  const list = useListParams();
  const { data, isError, isFetching } = useShipments({
    locationId,
    page: list.page,
    pageSize: list.pageSize,
    query: list.query,
  });
  return (
    <Stack gap="md">
      <PortalSearch
        placeholder="Search by order or reference number ..."
        value={list.query}
        onSearch={list.setQuery}
      />
      <PortalListState
        isError={isError}
        data={data}
        what="pending shipments"
        isEmpty={(d) => d.results.length === 0}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={760} type="native">
            <Table verticalSpacing="xs" aria-label="Pending shipments" aria-busy={isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Shipment</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Store</Table.Th>
                  <Table.Th>Recipient</Table.Th>
                  <Table.Th>Items</Table.Th>
                  <Table.Th>Boxes</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((s) => (
                  <Table.Tr key={s.id} data-shipment={s.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/distributor/locations/${locationId}/shipments/${s.id}`}
                        size="sm"
                      >
                        {s.distributor_reference ?? s.identifier}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {s.identifier}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDateTime(s.created_at)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{s.stores.map((x) => x.name).join(', ')}</Text>
                      <Text size="xs" c="dimmed">
                        {s.store_reference}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {s.recipient.name}, {s.recipient.city} {s.recipient.subdivision_code}
                    </Table.Td>
                    <Table.Td>{s.item_count}</Table.Td>
                    <Table.Td>{s.carton_count}</Table.Td>
                    <Table.Td>
                      <PortalStatusBadge status={s.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PortalListState>
      <PortalPagination pagination={data?.pagination} onChange={list.setPage} />
    </Stack>
  );
}
