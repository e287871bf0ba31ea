import { ActionIcon, Anchor, Badge, Card, Group, Menu, Stack, Table, Text } from '@mantine/core';
import type { WarehouseDelivery } from '@partsflow/contracts';
import { IconDots, IconTrash } from '@tabler/icons-react';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import {
  useAddBox,
  useDeleteParcel,
  useDeleteParcelItem,
  useDeleteShipment,
  useRequestLabel,
} from '../api/packing.ts';
import { useOpenDocument } from '../api/documents.ts';
import { DeliveryStatusBadge, deliveryColour } from '../components/delivery-status.tsx';
import { ParcelInputs } from './parcel-inputs.tsx';

const TRACKING_SHOWN = ['generated', 'printed'];
const LABEL_COLOURS: Record<string, string> = {
  generated: 'blue',
  printed: 'green',
  manual: 'teal',
  error: 'red',
  label_requested: 'orange',
  pending: 'yellow',
};

/** The label state notices of a delivery card (distributor spec 2.2). */
function labelNotice(d: WarehouseDelivery): string | null {
  if (d.label_status === 'error')
    return 'The shipping label could not be generated. You can request a label, which is emailed to you.';
  if (d.label_status === 'label_requested') return 'A label has been requested and is pending.';
  if (d.label_status === 'pending') return 'The shipping label is being generated.';
  return null;
}

/** Spec 8: failures of delete and other shipment calls are only logged. */
function quietly(run: Promise<unknown>, what: string) {
  void mutateWithToast(run, { success: false, error: false }).then((o) => {
    if (!o.ok) console.error(`${what} failed`, o.error);
  });
}

/**
 * One delivery of the fulfilment: identifier, items, boxes, dead and cubic weight, status (border in its colour),
 * carrier, tracking, the actions its `supported_actions` allow (Add Box, Shipping Labels, Packing Slip, Request
 * Label, Delete Shipment), and its boxes with their inputs and items. Labels and packing slips open as PDFs in a
 * new tab; opening the label marks it printed.
 */
export function DeliveryCard({ delivery: d }: { delivery: WarehouseDelivery }) {
  const colour = deliveryColour(d.delivery_status);
  const notice = labelNotice(d);
  const can = (a: WarehouseDelivery['supported_actions'][number]) => d.supported_actions.includes(a);
  const editable = can('edit');
  const addBox = useAddBox();
  const deleteShipment = useDeleteShipment();
  const requestLabel = useRequestLabel();
  const deleteParcel = useDeleteParcel();
  const deleteItem = useDeleteParcelItem();
  const openDocument = useOpenDocument();
  const actions = [
    can('add_box') && (
      <Menu.Item key="add" onClick={() => quietly(addBox.mutateAsync(d.id), 'Add Box')}>
        Add Box
      </Menu.Item>
    ),
    can('download_shipping_label') && (
      <Menu.Item key="label" onClick={() => void openDocument(d.id, 'SHIPPING_LABEL')}>
        Shipping Labels
      </Menu.Item>
    ),
    can('download_packing_slip') && d.packing_slip_url && (
      <Menu.Item key="slip" onClick={() => void openDocument(d.id, 'PACKING_SLIP')}>
        Packing Slip
      </Menu.Item>
    ),
    can('request_label') && (
      <Menu.Item key="request" onClick={() => quietly(requestLabel.mutateAsync(d.id), 'Request Label')}>
        Request Label
      </Menu.Item>
    ),
    can('delete') && (
      <Menu.Item
        key="delete"
        color="red"
        onClick={() => quietly(deleteShipment.mutateAsync(d.id), 'Delete Shipment')}
      >
        Delete Shipment
      </Menu.Item>
    ),
  ].filter(Boolean);

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
            {d.label_status !== 'not_created' && (
              <Badge size="sm" variant="light" color={LABEL_COLOURS[d.label_status] ?? 'gray'}>
                Label {d.label_status.replaceAll('_', ' ')}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {d.total_quantity} {d.total_quantity === 1 ? 'item' : 'items'} · {d.parcel_count}{' '}
            {d.parcel_count === 1 ? 'box' : 'boxes'}
          </Text>
          <Text size="sm" c="dimmed">
            Dead weight {d.formatted_weight_kg} · Cubic weight {d.formatted_cubic_weight_kg}
          </Text>
          {d.error_message && (
            <Text size="sm" c="red.8" role="status">
              {d.error_message}
            </Text>
          )}
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
        {actions.length > 0 && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="default" aria-label={`Actions for ${d.identifier}`} size="lg">
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>{actions}</Menu.Dropdown>
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
          <Card
            key={p.id}
            withBorder
            padding="xs"
            radius="sm"
            component="section"
            aria-label={`Box ${p.position} ${p.name}`}
          >
            <Group justify="space-between" wrap="nowrap" gap={4}>
              <Text size="sm" fw={600}>
                {p.position}. {p.name}
              </Text>
              {editable ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete box ${p.position}`}
                  onClick={() => quietly(deleteParcel.mutateAsync(p.id), 'Delete box')}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              ) : (
                <Text size="xs" c="dimmed">
                  {p.dimensions.length ?? '–'} x {p.dimensions.width ?? '–'} x {p.dimensions.height ?? '–'} cm
                  · {p.weight ?? '–'} kg
                </Text>
              )}
            </Group>
            {editable && <ParcelInputs parcel={p} editable={p.dimensions.editable} />}
            {p.items.length === 0 ? (
              <Text size="xs" c="dimmed" mt={4}>
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
                      {editable && (
                        <Table.Td w={32}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            size="sm"
                            aria-label={`Remove ${i.fulfillment_unit.sku} from box ${p.position}`}
                            onClick={() => quietly(deleteItem.mutateAsync(i.id), 'Remove item')}
                          >
                            <IconTrash size={14} aria-hidden />
                          </ActionIcon>
                        </Table.Td>
                      )}
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
