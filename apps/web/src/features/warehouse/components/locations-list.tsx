import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useWarehouseLocations } from '../api/packing.ts';
import { warehouseUrls } from '../urls.ts';

/** `/distributor/l`: the team's locations, each opening its Packing tab (distributor spec 2.1 "/ is the location list"). */
export function WarehouseLocationsList() {
  const { data, isError } = useWarehouseLocations();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Warehouse
      </Title>
      {isError ? (
        <Text c="red.8">The locations could not be loaded.</Text>
      ) : !data ? (
        <Skeleton height={120} />
      ) : data.length === 0 ? (
        <Text c="dimmed">No locations found.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {data.map((l) => (
            <Card
              key={l.id}
              withBorder
              padding="md"
              component={Link}
              to={warehouseUrls.tab(l.id, 'fulfillments')}
              aria-label={`${l.name} (${l.code})`}
            >
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Text fw={700}>{l.name}</Text>
                  <Text size="sm" c="dimmed">
                    {l.code}
                  </Text>
                </Stack>
                {!l.active && (
                  <Badge color="gray" variant="light">
                    Inactive
                  </Badge>
                )}
              </Group>
              <Group gap="md" mt="sm">
                <Text size="sm">Packing {l.pending_count}</Text>
                <Text size="sm">Shipping {l.deliveries_count}</Text>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
