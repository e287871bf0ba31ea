import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  List,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { WarehouseFulfillment, WarehouseUnit } from '@partsflow/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ScrollRegion } from '../../../components/scroll-region/scroll-region.tsx';
import { describeError } from '../../../lib/api-errors.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useReadyToShip, useWarehouseFulfillment } from '../api/packing.ts';
import { warehouseUrls } from '../urls.ts';
import { AllocateModal } from './allocate-modal.tsx';
import { DeliveryCard } from './delivery-card.tsx';
import { ResolveModal } from './resolve-modal.tsx';

const STATUS_COLOURS = { allocated: 'green', partially_allocated: 'orange', unallocated: 'red' } as const;
const LEVEL_COLOURS = { error: 'red', warning: 'orange', info: 'blue' } as const;
const needsResolving = (u: WarehouseUnit) =>
  u.packaging.message_codes.includes('missing_dimensions') ||
  u.packaging.message_codes.includes('missing_weight');

/** Who an error is about, for the error list: the unit's identifier and SKU, else the box or shipment. */
function subjectOf(f: WarehouseFulfillment, e: WarehouseFulfillment['error_messages'][number]): string {
  const unit = f.units.find((u) => u.id === e.unit_id);
  if (unit) return `${unit.identifier} (${unit.product.sku})`;
  const delivery = f.deliveries.find((d) => d.id === e.delivery_id);
  const parcel = delivery?.parcels.find((p) => p.id === e.parcel_id);
  if (delivery && parcel) return `${delivery.identifier} box ${parcel.position}`;
  return delivery?.identifier ?? 'Shipment';
}

/** Shipment detail (warehouse, distributor spec 2.2): header, Ready To Ship, errors, units, deliveries. */
export function WarehouseShipment({
  locationId,
  fulfillmentId,
}: {
  locationId: number;
  fulfillmentId: number;
}) {
  const { data: f, isError, error } = useWarehouseFulfillment(fulfillmentId);
  const [allocating, setAllocating] = useState<WarehouseUnit | null>(null);
  const [resolving, setResolving] = useState<WarehouseUnit | null>(null);
  const ship = useReadyToShip(fulfillmentId);
  if (isError)
    return <Text c="red.8">Error: {describeError(error, 'The shipment could not be loaded.')}</Text>;
  if (!f) return <Skeleton height={320} />;
  const a = f.merchant_order.shipping_address;
  const canAllocate = f.supported_actions.includes('allocate');
  // Resolve while the fulfilment is being packed, for a unit of a catalogue product.
  const canResolve = (u: WarehouseUnit) =>
    f.status === 'in_progress' && !f.ready_to_ship_at && needsResolving(u) && u.product.id !== null;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Anchor component={Link} to={warehouseUrls.tab(locationId, 'fulfillments')} size="sm">
          Back to Packing
        </Anchor>
        <Anchor component={Link} to={warehouseUrls.manage(fulfillmentId)} size="sm">
          Manage Fulfillment
        </Anchor>
      </Group>
      <Card withBorder padding="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={1} size="h3">
              {f.distributor_order_id ?? f.identifier}
            </Title>
            <Text size="sm">
              {f.distributor_location.name} ({f.distributor_location.code})
            </Text>
            <Text size="sm">
              {f.merchant_order.store_name} · {f.merchant_order.store_order_reference}
            </Text>
            <Text size="sm" c="dimmed">
              {[a.name, a.address1, a.address2, `${a.city} ${a.state_code} ${a.postcode}`]
                .filter(Boolean)
                .join(', ')}
            </Text>
            {f.ready_to_ship_at && (
              <Badge color="green" variant="light" mt={4}>
                Ready to ship
              </Badge>
            )}
          </Stack>
          {f.supported_actions.includes('ready_to_ship') && (
            <Button
              color="teal.9"
              loading={ship.isPending}
              onClick={() =>
                void mutateWithToast(ship.mutateAsync(undefined), {
                  success: false,
                  error: (e) => describeError(e, 'This shipment could not be marked ready to ship.'),
                })
              }
            >
              Ready To Ship
            </Button>
          )}
        </Group>
      </Card>

      {f.error_messages.length > 0 && (
        <Alert color="red" title="To do before shipping" aria-label="Errors">
          <List size="sm" spacing={2}>
            {f.error_messages.map((e, i) => (
              <List.Item key={`${e.code}-${e.unit_id ?? e.parcel_id ?? e.delivery_id}-${i}`}>
                {subjectOf(f, e)}: {e.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}

      {/* Phones get one card per unit, so Allocate is in reach without scrolling sideways. */}
      <Stack gap="xs" hiddenFrom="sm" aria-label="Items" role="list">
        {f.units.map((u) => (
          <Card key={u.id} withBorder padding="xs" role="listitem" data-unit={u.identifier}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" ff="monospace">
                  {u.identifier} · {u.product.sku}
                </Text>
                <Text size="xs" c="dimmed">
                  {u.formatted_dimensions ?? '–'} · {u.formatted_weight ?? '–'}
                </Text>
                <Group gap={6}>
                  <Text size="sm">
                    {u.quantity_packed} of {u.quantity} packed
                  </Text>
                  <Badge color={STATUS_COLOURS[u.packaging.status]} variant="light" size="sm">
                    {u.packaging.status.replaceAll('_', ' ')}
                  </Badge>
                </Group>
                {u.packaging.messages.map((m) => (
                  <Text key={m.code} size="xs" c={`${LEVEL_COLOURS[m.level]}.8`}>
                    {m.message}
                  </Text>
                ))}
              </Stack>
              {canAllocate && !needsResolving(u) && u.packaging.status !== 'allocated' && (
                <Button size="compact-md" style={{ flexShrink: 0 }} onClick={() => setAllocating(u)}>
                  Allocate
                </Button>
              )}
              {canResolve(u) && (
                <Button
                  size="compact-md"
                  variant="outline"
                  style={{ flexShrink: 0 }}
                  aria-label={`Resolve ${u.identifier}`}
                  onClick={() => setResolving(u)}
                >
                  Resolve
                </Button>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
      <Box visibleFrom="sm">
        <ScrollRegion label="Items">
          <Table miw={760} verticalSpacing="xs" aria-label="Items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Dimensions</Table.Th>
                <Table.Th>Weight</Table.Th>
                <Table.Th>Qty</Table.Th>
                <Table.Th>Packed</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Messages</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
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
                      {u.product.sku}
                    </Text>
                  </Table.Td>
                  <Table.Td>{u.formatted_dimensions ?? '–'}</Table.Td>
                  <Table.Td>{u.formatted_weight ?? '–'}</Table.Td>
                  <Table.Td>{u.quantity}</Table.Td>
                  <Table.Td>{u.quantity_packed}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOURS[u.packaging.status]} variant="light" size="sm">
                      {u.packaging.status.replaceAll('_', ' ')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {u.packaging.messages.map((m) => (
                        <Text key={m.code} size="xs" c={`${LEVEL_COLOURS[m.level]}.8`}>
                          {m.message}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {canAllocate && !needsResolving(u) && u.packaging.status !== 'allocated' && (
                      <Button size="compact-sm" onClick={() => setAllocating(u)}>
                        Allocate
                      </Button>
                    )}
                    {canResolve(u) && (
                      <Button
                        size="compact-sm"
                        variant="outline"
                        aria-label={`Resolve ${u.identifier}`}
                        onClick={() => setResolving(u)}
                      >
                        Resolve
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </Box>

      <Stack gap="sm">
        {f.deliveries.map((d) => (
          <DeliveryCard key={d.id} delivery={d} />
        ))}
      </Stack>
      {resolving && (
        <ResolveModal
          fulfillmentId={f.id}
          unit={f.units.find((u) => u.id === resolving.id) ?? resolving}
          onClose={() => setResolving(null)}
        />
      )}
      {allocating && (
        <AllocateModal
          fulfillment={f}
          unit={f.units.find((u) => u.id === allocating.id) ?? allocating}
          onClose={() => setAllocating(null)}
        />
      )}
    </Stack>
  );
}
