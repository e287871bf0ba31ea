import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fulfillmentStatisticsQuery, shipmentStatisticsQuery } from '../../api/portal.ts';
import { dashboardLink } from './portal-url.ts';
import { usePortalLocations } from './use-portal-locations.ts';

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Stack gap={0} align="center" miw={64}>
      <Text fw={700} fz="xl" data-count={label}>
        {value === undefined ? '—' : value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function Tile({
  title,
  to,
  counts,
}: {
  title: string;
  to: string;
  counts: { label: string; value: number | undefined }[];
}) {
  return (
    <Card withBorder radius="md" p="sm" component="section" aria-label={title}>
      <Anchor component={Link} to={to} fw={600} size="sm" mb="xs">
        {title}
      </Anchor>
      <Group justify="space-around" gap="xs">
        {counts.map((c) => (
          <Count key={c.label} {...c} />
        ))}
      </Group>
    </Card>
  );
}

/**
 * The distributor dashboard (distributor spec 2.1): one card per location with name and code, its fulfillment
 * requests (Pending, In Progress, Completed) and shipments (Pending, Quoted, Booked, Shipped), each tile linking
 * to the list with page=1 and page_size=10.
 */
export function PortalDashboard() {
  const { locations, isError } = usePortalLocations();
  const fStats = useQuery(fulfillmentStatisticsQuery());
  const sStats = useQuery(shipmentStatisticsQuery());

  if (isError) return <Text c="red.8">The locations could not be loaded.</Text>;
  if (!locations) return <Skeleton height={200} />;
  if (!locations.length)
    return <Text c="dimmed">No locations yet. Add the warehouses you ship from under Locations.</Text>;

  return (
    <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
      {locations.map((l) => {
        const f = fStats.data?.find((s) => s.location_id === l.id)?.fulfillments;
        const s = sStats.data?.find((x) => x.location_id === l.id)?.shipments;
        return (
          <Card key={l.id} withBorder radius="md" component="article" aria-labelledby={`location-${l.id}`}>
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="lg" id={`location-${l.id}`}>
                {l.name}
              </Title>
              <Text size="sm" c="dimmed">
                {l.code}
              </Text>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Tile
                title="Fulfillment Requests"
                to={dashboardLink(l.id, 'fulfillments')}
                counts={[
                  { label: 'Pending', value: f?.pending },
                  { label: 'In Progress', value: f?.in_progress },
                  { label: 'Completed', value: f?.complete },
                ]}
              />
              <Tile
                title="Shipments"
                to={dashboardLink(l.id, 'shipments')}
                counts={[
                  { label: 'Pending', value: s?.pending },
                  { label: 'Quoted', value: s?.quoted },
                  { label: 'Booked', value: s?.booked },
                  { label: 'Shipped', value: s?.shipped },
                ]}
              />
            </SimpleGrid>
            {sStats.isError && (
              <Text size="xs" c="dimmed" mt="xs">
                Shipment counts are unavailable.
              </Text>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
