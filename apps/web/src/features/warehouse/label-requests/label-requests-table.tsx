import { Anchor, Badge, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { LabelRequest } from '@partsflow/contracts';
import { Link, useSearchParams } from 'react-router';
import { DebouncedSearchInput } from '../../../components/debounced-search-input/debounced-search-input.tsx';
import { ScrollRegion } from '../../../components/scroll-region/scroll-region.tsx';
import { useLabelRequests } from '../api/shipping.ts';
import { spaced } from '../shipping/warehouse-format.ts';
import { WAREHOUSE_SHIPPING_MESSAGES as M } from '../shipping/warehouse-messages.ts';

/** Generated, manual and printed labels can be downloaded (spec 4). */
const DOWNLOADABLE = ['generated', 'printed', 'manual'];

function LabelCell({ r }: { r: LabelRequest }) {
  if (DOWNLOADABLE.includes(r.label_status) && r.label_url)
    return (
      <Anchor href={r.label_url} target="_blank" rel="noreferrer">
        Download
      </Anchor>
    );
  return (
    <Badge size="sm" variant="light" color={r.label_status === 'error' ? 'red' : 'gray'}>
      {spaced(r.label_status)}
    </Badge>
  );
}

function groupByStatus(rows: LabelRequest[]) {
  const groups = new Map<string, LabelRequest[]>();
  for (const r of rows) groups.set(r.delivery_status, [...(groups.get(r.delivery_status) ?? []), r]);
  return [...groups.entries()];
}

/**
 * Label Requests (`/distributor/label_requests`, distributor spec 2.3): search, a table grouped by delivery status
 * with Location, Shipment, Store Reference, Tracking, Carrier, Label and the action; label_requested rows link to
 * 'Add Label Details'.
 */
export function LabelRequestsTable({ detailsUrl }: { detailsUrl: (id: number) => string }) {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const { data, isError, isFetching } = useLabelRequests(query);
  return (
    <Stack gap="md">
      <DebouncedSearchInput
        label="Search shipments"
        value={query}
        onSearch={(q) => setParams(q ? { query: q } : {}, { replace: true })}
      />
      {isError ? (
        <Text c="red.8" role="alert">
          {M.labelSearchError}
        </Text>
      ) : !data ? (
        <Skeleton height={200} />
      ) : data.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {M.noShipments}
        </Text>
      ) : (
        <Stack gap="lg" aria-busy={isFetching}>
          {groupByStatus(data).map(([status, rows]) => (
            <Stack key={status} gap="xs" component="section" aria-labelledby={`label-group-${status}`}>
              <Title order={2} fz="lg" id={`label-group-${status}`} tt="capitalize">
                {spaced(status)}
              </Title>
              <ScrollRegion label={`Label requests ${spaced(status)}`}>
                <Table striped miw={720}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Location</Table.Th>
                      <Table.Th>Shipment</Table.Th>
                      <Table.Th>Store Reference</Table.Th>
                      <Table.Th>Tracking</Table.Th>
                      <Table.Th>Carrier</Table.Th>
                      <Table.Th>Label</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Action</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((r) => (
                      <Table.Tr key={r.id}>
                        <Table.Td>{r.fulfillment.distributor_location.code}</Table.Td>
                        <Table.Td>{r.identifier}</Table.Td>
                        <Table.Td>{r.fulfillment.merchant_order.store_order_reference ?? '—'}</Table.Td>
                        <Table.Td>
                          {r.tracking_number ? (
                            r.tracking_url ? (
                              <Anchor href={r.tracking_url} target="_blank" rel="noreferrer">
                                {r.tracking_number}
                              </Anchor>
                            ) : (
                              r.tracking_number
                            )
                          ) : (
                            '—'
                          )}
                        </Table.Td>
                        <Table.Td>{r.carrier ?? '—'}</Table.Td>
                        <Table.Td>
                          <LabelCell r={r} />
                        </Table.Td>
                        <Table.Td>
                          {r.label_status === 'label_requested' && (
                            <Anchor component={Link} to={detailsUrl(r.id)}>
                              Add Label Details
                            </Anchor>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollRegion>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
