import { Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useLabelRequest, useManualBooking } from '../api/shipping.ts';
import { BookingDetailsForm } from '../shipping/booking-details-form.tsx';
import { spaced } from '../shipping/warehouse-format.ts';
import { WAREHOUSE_SHIPPING_MESSAGES as M } from '../shipping/warehouse-messages.ts';

/** The shipment a label request is about: location, store reference, carrier, label state and why it failed. */
export function LabelRequestSummary({ id }: { id: number }) {
  const { data, isError } = useLabelRequest(id);
  if (isError) return <Text c="red.8">This shipment has no label request.</Text>;
  if (!data) return <Skeleton height={80} />;
  return (
    <Paper withBorder p="sm" radius="md">
      <Group gap="xl" wrap="wrap">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Shipment
          </Text>
          <Text fw={600}>{data.identifier}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Location
          </Text>
          <Text>{data.fulfillment.distributor_location.code}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Store Reference
          </Text>
          <Text>{data.fulfillment.merchant_order.store_order_reference ?? '—'}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Carrier
          </Text>
          <Text>{data.carrier ?? '—'}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Label
          </Text>
          <Text>{spaced(data.label_status)}</Text>
        </Stack>
      </Group>
      {data.error_message && (
        <Text size="sm" c="dimmed" mt="xs">
          {data.error_message}
        </Text>
      )}
      {data.label_status === 'manual' && data.label_url && (
        <Anchor href={data.label_url} target="_blank" rel="noreferrer" size="sm">
          Open the label
        </Anchor>
      )}
    </Paper>
  );
}

/**
 * The Manual Booking form (distributor spec 2.3, 5): carrier, label URL, tracking number, tracking URL and cost
 * (at least 1.00), `POST /deliveries/{id}/manual`; on success 'Manual booking successful' and back to the label
 * requests.
 */
export function ManualBookingForm({ deliveryId, backTo }: { deliveryId: number; backTo: string }) {
  const manual = useManualBooking();
  const navigate = useNavigate();
  return (
    <BookingDetailsForm
      withLabel
      submitLabel="Save"
      pending={manual.isPending}
      onCancel={() => void navigate(backTo)}
      onSubmit={async (v) => {
        if (manual.isPending) return;
        const out = await mutateWithToast(
          manual.mutateAsync({
            deliveryId,
            body: {
              carrier: v.carrier,
              tracking_number: v.tracking_number,
              tracking_url: v.tracking_url,
              booked_cost: v.booked_cost,
              label_url: v.label_url ?? '',
            },
          }),
          { success: M.manualDone, error: M.manualError },
        );
        if (out.ok) void navigate(backTo);
      }}
    />
  );
}
