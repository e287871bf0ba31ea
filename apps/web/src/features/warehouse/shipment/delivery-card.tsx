import { ActionIcon, Anchor, Badge, Card, Group, Menu, Stack, Table, Text } from '@mantine/core';
import type { WarehouseDelivery } from '@partsflow/contracts';
import { IconDots } from '@tabler/icons-react';
import { DeliveryStatusBadge, deliveryColour } from '../components/delivery-status.tsx';

const TRACKING_SHOWN = ['generated', 'printed'];

/** The label state notices of a delivery card (distributor spec 2.2). */
function labelNotice(d: WarehouseDelivery): string | null {
  if (d.label_status === 'error')
    return 'The shipping label could not be generated. You can request a label, which is emailed to you.';
  if (d.label_status === 'label_requested') return 'A label has been requested and is pending.';
  if (d.label_status === 'pending') return 'The shipping label is being generated.';
  return null;
}

/**
 * One delivery of the fulfilment: identifier, items, boxes, dead and cubic weight, status (border in its colour),
 * carrier, tracking, the actions its `supported_actions` allow, and its boxes with their items.
 */
export function DeliveryCard({ delivery: d }: { delivery: WarehouseDelivery }) {
  const colour = deliveryColour(d.delivery_status);
  const notice = labelNotice(d);
  const canLabel = d.supported_actions.includes('download_shipping_label') && d.label_url;
  return (
    <Card
      withBorder
      padding="sm"
      component="section"
      aria-label={`Shipment ${d.identifier}`}
      style={{ borderColor: `var(--mantine-color-${colour}-6)`, borderWidth: 2 }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={700} ff="monospace">
              {d.identifier}
            </Text>
            <DeliveryStatusBadge status={d.delivery_status} />
          </Group>
          <Text size="sm">
            {d.total_quantity} {d.total_quantity === 1 ? 'item' : 'items'} · {d.parcel_count}{' '}
            {d.parcel_count === 1 ? 'box' : 'boxes'}
          </Text>
          <Text size="sm" c="dimmed">
            Dead weight {d.formatted_weight_kg} · Cubic weight {d.formatted_cubic_weight_kg}
          </Text>
          {d.carrier && (
            <Text size="sm">
              {d.carrier}
              {d.carrier_service ? ` · ${d.carrier_service}` : ''}
            </Text>
          )}
          {TRACKING_SHOWN.includes(d.label_status) && d.tracking_number ? (
            d.tracking_url ? (
              <Anchor href={d.tracking_url} target="_blank" rel="noreferrer" size="sm">
                {d.tracking_number}
              </Anchor>
            ) : (
              <Text size="sm">{d.tracking_number}</Text>
            )
          ) : !d.tracking_number ? (
            <Badge variant="outline" color="gray" size="sm">
              Awaiting Booking
            </Badge>
          ) : null}
        </Stack>
        {canLabel && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="default" aria-label={`Actions for ${d.identifier}`} size="lg">
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component="a" href={d.label_url!} target="_blank" rel="noreferrer">
                Shipping Labels
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {notice && (
        <Text size="sm" c="orange.9" mt="xs" role="status">
          {notice}
        </Text>
      )}
      <Stack gap="xs" mt="sm">
        {d.parcels.map((p) => (
          <Card key={p.id} withBorder padding="xs" radius="sm" aria-label={`Box ${p.position} ${p.name}`}>
            <Group justify="space-between" wrap="wrap" gap={4}>
              <Text size="sm" fw={600}>
                {p.position}. {p.name}
              </Text>
              <Text size="xs" c="dimmed">
                {p.dimensions.length ?? '–'} x {p.dimensions.width ?? '–'} x {p.dimensions.height ?? '–'} cm ·{' '}
                {p.weight ?? '–'} kg
              </Text>
            </Group>
            {p.items.length === 0 ? (
              <Text size="xs" c="dimmed">
                Empty box
              </Text>
            ) : (
              <Table fz="xs" verticalSpacing={2} mt={4} aria-label={`Items in box ${p.position}`}>
                <Table.Tbody>
                  {p.items.map((i) => (
                    <Table.Tr key={i.id}>
                      <Table.Td ff="monospace">{i.fulfillment_unit.identifier ?? '–'}</Table.Td>
                      <Table.Td>{i.fulfillment_unit.sku}</Table.Td>
                      <Table.Td ta="right">× {i.quantity}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
        ))}
      </Stack>
    </Card>
  );
}
