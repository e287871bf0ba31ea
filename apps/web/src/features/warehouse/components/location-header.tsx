import { Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useWarehouseLocation } from '../api/packing.ts';
import { warehouseUrls } from '../urls.ts';

export interface WarehouseLocationHeaderProps {
  locationId: string;
  active: 'fulfillments' | 'shipments' | 'handovers';
}

/**
 * The warehouse location layout's header (distributor spec 2.2): location name and code, and the three tabs
 * Packing (pending count), Shipping (deliveries count) and Awaiting Handover, as links.
 */
export function WarehouseLocationHeader({ locationId, active }: WarehouseLocationHeaderProps) {
  const id = Number(locationId);
  const { data: location, isError } = useWarehouseLocation(id);
  const tabs = [
    { key: 'fulfillments', label: 'Packing', count: location?.pending_count },
    { key: 'shipments', label: 'Shipping', count: location?.deliveries_count },
    { key: 'handovers', label: 'Awaiting Handover', count: undefined },
  ] as const;
  return (
    <Stack gap="sm" mb="md">
      {location ? (
        <Group gap="xs" align="baseline" wrap="wrap">
          <Title order={1} size="h2">
            {location.name}
          </Title>
          <Text c="dimmed" fw={600}>
            {location.code}
          </Text>
        </Group>
      ) : isError ? (
        <Text c="red.8">This location could not be loaded.</Text>
      ) : (
        <Skeleton height={32} width={240} />
      )}
      <Group component="nav" aria-label="Warehouse" gap="xs" wrap="wrap">
        {tabs.map((t) => (
          <Button
            key={t.key}
            component={Link}
            to={warehouseUrls.tab(id, t.key)}
            variant={active === t.key ? 'filled' : 'default'}
            aria-current={active === t.key ? 'page' : undefined}
            rightSection={
              t.count !== undefined ? (
                <Badge
                  size="sm"
                  variant={active === t.key ? 'white' : 'light'}
                  aria-label={`${t.count} ${t.key === 'fulfillments' ? 'pending' : 'deliveries'}`}
                >
                  {t.count}
                </Badge>
              ) : null
            }
          >
            {t.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
