import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { WarehouseUnit } from '@partsflow/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ScrollRegion } from '../../../components/scroll-region/scroll-region.tsx';
import { describeError } from '../../../lib/api-errors.ts';
import { useWarehouseFulfillment } from '../api/packing.ts';
import { DeliveryCard } from '../shipment/delivery-card.tsx';
import { ResolveModal } from '../shipment/resolve-modal.tsx';
import { formatPlacedDate } from '../shipping/warehouse-format.ts';
import { warehouseUrls } from '../urls.ts';

/**
 * Manage Distributor Fulfillment (distributor spec 2.3): title 'Fulfillment', the distributor order number and
 * placed date ('Mar 5, 2024'), and an editor for the package types of its items (each unit's product package,
 * picked, corrected or added) and the boxes of its deliveries (Add Box, box inputs, delete box or item).
 */
export function ManageFulfillment({ fulfillmentId }: { fulfillmentId: number }) {
  const { data: f, isError, error } = useWarehouseFulfillment(fulfillmentId);
  const [changing, setChanging] = useState<WarehouseUnit | null>(null);
  if (isError)
    return <Text c="red.8">Error: {describeError(error, 'The fulfillment could not be loaded.')}</Text>;
  if (!f) return <Skeleton height={320} />;
  const open = f.status === 'in_progress' && !f.ready_to_ship_at;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={warehouseUrls.fulfillment(f.distributor_location.id, f.id)} size="sm">
        Back to the shipment
      </Anchor>
      <Stack gap={2}>
        <Title order={1} size="h2">
          Fulfillment
        </Title>
        <Group gap="xs">
          <Text fw={600} ff="monospace">
            {f.distributor_order_id ?? f.identifier}
          </Text>
          <Text c="dimmed" size="sm">
            Placed {formatPlacedDate(f.created_at)}
          </Text>
          <Badge variant="light">{f.status.replaceAll('_', ' ')}</Badge>
        </Group>
        <Text size="sm">
          {f.merchant_order.store_name} · {f.merchant_order.store_order_reference}
        </Text>
      </Stack>

      <Card withBorder padding="sm" component="section" aria-labelledby="package-types">
        <Title order={2} size="h5" id="package-types" mb="xs">
          Package types
        </Title>
        <ScrollRegion label="Package types">
          <Table miw={520} verticalSpacing="xs" aria-label="Package types">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Package</Table.Th>
                <Table.Th>Dimensions</Table.Th>
                <Table.Th>Weight</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {f.units.map((u) => (
                <Table.Tr key={u.id} data-unit={u.identifier}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {u.identifier}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {u.product.sku} × {u.quantity}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {u.label ?? (u.linked_product_package ? `Package ${u.linked_product_package}` : '–')}
                  </Table.Td>
                  <Table.Td>{u.formatted_dimensions ?? '–'}</Table.Td>
                  <Table.Td>{u.formatted_weight ?? '–'}</Table.Td>
                  <Table.Td>
                    {open && u.product.id !== null && (
                      <Button
                        size="compact-sm"
                        variant="default"
                        aria-label={`Change package of ${u.identifier}`}
                        onClick={() => setChanging(u)}
                      >
                        Change package
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </Card>

      <Stack gap="sm" component="section" aria-labelledby="boxes">
        <Title order={2} size="h5" id="boxes">
          Boxes
        </Title>
        {f.deliveries.length === 0 && (
          <Text size="sm" c="dimmed">
            No shipments yet.
          </Text>
        )}
        {f.deliveries.map((d) => (
          <DeliveryCard key={d.id} delivery={d} />
        ))}
      </Stack>
      {changing && (
        <ResolveModal
          fulfillmentId={f.id}
          unit={f.units.find((u) => u.id === changing.id) ?? changing}
          onClose={() => setChanging(null)}
        />
      )}
    </Stack>
  );
}
