import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Delivery } from '@partsflow/contracts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useDeliveries } from '../../api/portal.ts';
import { BookingCard } from './booking-card.tsx';
import { PortalPagination } from './portal-pagination.tsx';
import { PortalSearch } from './portal-search.tsx';
import { SHIPPED_STATUS_DEFAULT } from './portal-url.ts';
import { PortalListState } from './portal-list-state.tsx';
import { useListParams } from './use-list-params.ts';

interface Group_ {
  key: string;
  manifest: Delivery['manifest'];
  deliveries: Delivery[];
}

/** Bookings grouped by manifest, in list order; those without a manifest together without a heading (spec 2.1). */
export function groupByManifest(rows: Delivery[]): Group_[] {
  const groups = new Map<string, Group_>();
  for (const d of rows) {
    const key = d.manifest ? `m${d.manifest.id}` : 'none';
    const g = groups.get(key) ?? { key, manifest: d.manifest, deliveries: [] };
    g.deliveries.push(d);
    groups.set(key, g);
  }
  return [...groups.values()];
}

/**
 * Manifested Shipments (distributor spec 2.1): bookings of the status filter (default booked,in_transit) grouped by
 * manifest, each heading the carrier plus 'Manifest', the expected pickup range and the job reference.
 */
export function ShippedTab({ locationId }: { locationId: number }) {
  const list = useListParams();
  const { data, isError, isFetching } = useDeliveries({
    locationId,
    page: list.page,
    pageSize: list.pageSize,
    query: list.query,
    type: 'shipped',
    status: list.status ?? SHIPPED_STATUS_DEFAULT,
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
        what="shipped deliveries"
        isEmpty={(d) => d.results.length === 0}
      >
        {(data) => (
          <Stack gap="lg" aria-busy={isFetching}>
            {groupByManifest(data.results).map((g) =>
              g.manifest ? (
                <Card
                  key={g.key}
                  component="section"
                  withBorder
                  radius="md"
                  bg="var(--mantine-color-gray-0)"
                  aria-labelledby={`manifest-${g.manifest.id}`}
                >
                  <Group justify="space-between" mb="sm" gap="xs">
                    <Title order={2} fz="md" id={`manifest-${g.manifest.id}`}>
                      {g.manifest.carrier_name} Manifest
                    </Title>
                    <Text size="sm" c="dimmed">
                      Pickup {formatDateTime(g.manifest.expected_pickup.earliest)} –{' '}
                      {formatDateTime(g.manifest.expected_pickup.latest)} · Job {g.manifest.job_reference}
                    </Text>
                  </Group>
                  <Stack gap="sm">
                    {g.deliveries.map((d) => (
                      <BookingCard key={d.id} d={d} />
                    ))}
                  </Stack>
                </Card>
              ) : (
                <Stack key={g.key} gap="sm">
                  {g.deliveries.map((d) => (
                    <BookingCard key={d.id} d={d} />
                  ))}
                </Stack>
              ),
            )}
          </Stack>
        )}
      </PortalListState>
      <PortalPagination pagination={data?.pagination} onChange={list.setPage} />
    </Stack>
  );
}
