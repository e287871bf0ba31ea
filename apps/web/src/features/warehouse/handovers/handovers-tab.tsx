import { Badge, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { ScrollRegion } from '../../../components/scroll-region/scroll-region.tsx';
import { useHandovers } from '../api/shipping.ts';
import { spaced } from '../shipping/warehouse-format.ts';
import { WAREHOUSE_SHIPPING_MESSAGES as M } from '../shipping/warehouse-messages.ts';

/** Handover statuses (platform design 4): pending, executing, requested, complete. */
const STATUS_COLOURS: Record<string, string> = {
  pending: 'yellow',
  executing: 'blue',
  requested: 'violet',
  complete: 'green',
};

/**
 * The Awaiting Handover tab (`/distributor/l/{id}/handovers`, distributor spec 2.2): each handover with its
 * pickup window, external id, carrier, status and deliveries, newest first.
 */
export function HandoversTab({ locationId }: { locationId: number }) {
  const { data, isError } = useHandovers(locationId);
  if (isError) return <Text c="red.8">The handovers could not be loaded.</Text>;
  if (!data) return <Skeleton height={200} />;
  if (!data.length)
    return (
      <Text c="dimmed" py="xl" ta="center">
        {M.noHandovers}
      </Text>
    );
  return (
    <Stack gap="md">
      {data.map((h) => (
        <Paper
          key={h.id}
          withBorder
          p="sm"
          radius="md"
          component="section"
          aria-label={`Handover ${h.external_id}`}
        >
          <Group justify="space-between" gap="xs" mb="xs">
            <Stack gap={0}>
              <Text fw={600}>{h.carrier}</Text>
              <Text size="sm" c="dimmed">
                {h.external_id}
              </Text>
            </Stack>
            <Badge variant="light" color={STATUS_COLOURS[h.status] ?? 'gray'}>
              {spaced(h.status)}
            </Badge>
          </Group>
          <Text size="sm">
            Pickup window: {h.pickup_window}
            {h.pickup_preference ? ` · ${h.pickup_preference}` : ''}
          </Text>
          <ScrollRegion label={`Deliveries of handover ${h.external_id}`}>
            <Table mt="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Shipment</Table.Th>
                  <Table.Th>Tracking</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {h.deliveries.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>{d.identifier}</Table.Td>
                    <Table.Td>{d.tracking_number ?? '—'}</Table.Td>
                    <Table.Td>{spaced(d.status)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </Paper>
      ))}
    </Stack>
  );
}
