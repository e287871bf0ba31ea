import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { DistributorFulfillment } from '@partsflow/contracts';
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/format.ts';
import { useFulfillments } from '../../api/portal.ts';
import { ChangeLocationModal } from './change-location-modal.tsx';
import { FulfillmentModal } from './fulfillment-modal.tsx';
import { orderIdLabel, PortalSearch } from './portal-search.tsx';
import { PortalPagination } from './portal-pagination.tsx';
import { PortalListState } from './portal-list-state.tsx';
import { PortalStatusBadge } from './portal-status.tsx';
import { useListParams } from './use-list-params.ts';

const place = (p: { city: string; subdivision_code: string }) =>
  [p.city, p.subdivision_code].filter(Boolean).join(', ');

type Open = { kind: 'details'; id: number } | { kind: 'change'; f: DistributorFulfillment };

/** Fulfillment Requests (distributor spec 2.1): search, rows, actions from supported_actions, modals. */
export function FulfillmentsTab({ locationId }: { locationId: number }) {
  const list = useListParams();
  const [open, setOpen] = useState<Open | null>(null);
  const { data, isError, isFetching } = useFulfillments({
    locationId,
    page: list.page,
    pageSize: list.pageSize,
    query: list.query,
  });

  return (
    <Stack gap="md">
      <PortalSearch
        placeholder="Search by order number or tracking number"
        value={list.query}
        onSearch={list.setQuery}
      />
      <PortalListState
        isError={isError}
        data={data}
        what="fulfillment requests"
        isEmpty={(d) => d.results.length === 0}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={900} type="native">
            <Table
              verticalSpacing="xs"
              aria-label="Fulfillment requests"
              aria-busy={isFetching}
              highlightOnHover
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Order</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Store</Table.Th>
                  <Table.Th>Origin</Table.Th>
                  <Table.Th>Destination</Table.Th>
                  <Table.Th>Items</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((f) => (
                  <Table.Tr key={f.id} data-fulfillment={f.id}>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        px={4}
                        onClick={() => setOpen({ kind: 'details', id: f.id })}
                        aria-label={`Details of ${orderIdLabel(f)} (${f.merchant_order.store_order_reference})`}
                      >
                        {orderIdLabel(f)}
                      </Button>
                    </Table.Td>
                    <Table.Td>{formatDateTime(f.created_at)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{f.merchant_order.store_name}</Text>
                      <Text size="xs" c="dimmed">
                        {f.merchant_order.store_order_reference}
                      </Text>
                    </Table.Td>
                    <Table.Td>{place(f.sender)}</Table.Td>
                    <Table.Td>{place(f.recipient)}</Table.Td>
                    <Table.Td>{f.item_count}</Table.Td>
                    <Table.Td>
                      <PortalStatusBadge status={f.display_status} colourOf={f.distributor_status} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        {f.supported_actions.includes('respond_fulfillment_request') && (
                          <Button size="compact-sm" onClick={() => setOpen({ kind: 'details', id: f.id })}>
                            Fulfillment Requested
                          </Button>
                        )}
                        {f.supported_actions.includes('respond_cancellation_request') && (
                          <Button
                            size="compact-sm"
                            color="red"
                            onClick={() => setOpen({ kind: 'details', id: f.id })}
                          >
                            Cancellation Requested
                          </Button>
                        )}
                        {f.supported_actions.includes('change_location') && (
                          <Button
                            size="compact-sm"
                            variant="default"
                            onClick={() => setOpen({ kind: 'change', f })}
                          >
                            Change Location
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PortalListState>
      <PortalPagination pagination={data?.pagination} onChange={list.setPage} />
      <FulfillmentModal id={open?.kind === 'details' ? open.id : null} onClose={() => setOpen(null)} />
      <ChangeLocationModal
        fulfillment={open?.kind === 'change' ? open.f : null}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
