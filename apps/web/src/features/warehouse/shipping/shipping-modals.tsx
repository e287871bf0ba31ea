import { Button, Group, Modal, Radio, Select, Skeleton, Stack, Text } from '@mantine/core';
import type { Delivery } from '@partsflow/contracts';
import { useState } from 'react';
import { describeError } from '../../../lib/api-errors.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import {
  useHandOver,
  usePickupSlots,
  useRequestPickup,
  useRequestSlotPickup,
  useTakeOver,
} from '../api/shipping.ts';
import { BookingDetailsForm } from './booking-details-form.tsx';
import { formatWarehouseDate, nextWeekdays, weekdayName } from './warehouse-format.ts';
import { WAREHOUSE_SHIPPING_MESSAGES as M } from './warehouse-messages.ts';

/** Dates common to every selected booking (the intersection of each booked price's pickup dates). */
export function commonDates(rows: Delivery[]): string[] {
  const lists = rows.map(
    (d) => d.prices.find((p) => p.selected)?.pickup_dates ?? d.prices[0]?.pickup_dates ?? [],
  );
  if (!lists.length) return [];
  return lists.reduce((acc, l) => acc.filter((x) => l.includes(x)));
}

/**
 * Request Pickup for the selected bookings: ASAP (the first date every booking's carrier collects) or one of the
 * next five weekdays (weekends skipped); a weekday some booking's carrier does not collect on is shown disabled.
 */
export function RequestPickupModal({
  rows,
  opened,
  onClose,
  onDone,
}: {
  rows: Delivery[];
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const pickup = useRequestPickup();
  const common = commonDates(rows);
  const [choice, setChoice] = useState('asap');
  const days = nextWeekdays(new Date());
  const submit = async () => {
    const date = choice === 'asap' ? common[0] : choice;
    if (!date) return;
    const out = await mutateWithToast(
      pickup.mutateAsync({ booking_ids: rows.map((r) => r.id), pickup_date: date }),
      { success: M.pickupRequesting, error: M.pickupError },
    );
    if (out.ok) onDone();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Request Pickup">
      <Stack>
        <Text size="sm">
          {rows.length} shipment{rows.length === 1 ? '' : 's'} selected
        </Text>
        <Radio.Group value={choice} onChange={setChoice} label="Pickup date" required>
          <Stack gap="xs" mt="xs">
            <Radio
              value="asap"
              label={common[0] ? `ASAP (${formatWarehouseDate(common[0])})` : 'ASAP'}
              disabled={!common.length}
            />
            {days.map((d) => (
              <Radio
                key={d}
                value={d}
                label={`${weekdayName(d)} ${formatWarehouseDate(d)}`}
                disabled={!common.includes(d)}
              />
            ))}
          </Stack>
        </Radio.Group>
        {!common.length && <Text c="red.8">No common pickup dates available</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={pickup.isPending} disabled={!common.length}>
            Request Pickup
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The slot-based Request Pickup by courier: the carrier service's dates and time slots (`GET /deliveries/{id}/pickup`). */
export function SlotPickupModal({ delivery, onClose }: { delivery: Delivery | null; onClose: () => void }) {
  const slots = usePickupSlots(delivery?.id ?? null);
  const request = useRequestSlotPickup();
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const day = slots.data?.pickup_slots.find((d) => d.date === date);
  const submit = async () => {
    if (!delivery || !date || !slot) return;
    const out = await mutateWithToast(
      request.mutateAsync({ deliveryId: delivery.id, pickup: { date, time_slot_id: slot } }),
      { success: M.pickupRequested, error: M.pickupError },
    );
    if (out.ok) onClose();
  };
  return (
    <Modal opened={delivery !== null} onClose={onClose} title="Request Pickup">
      {slots.isError ? (
        <Text c="red.8">{describeError(slots.error, M.pickupError)}</Text>
      ) : !slots.data ? (
        <Skeleton height={120} />
      ) : (
        <Stack>
          <Text size="sm">
            {delivery?.identifier}: {slots.data.carrier_service.carrier_name}{' '}
            {slots.data.carrier_service.name}
          </Text>
          <Select
            label="Pickup date"
            required
            placeholder="Choose a date"
            data={slots.data.pickup_slots.map((d) => ({
              value: d.date,
              label: `${weekdayName(d.date)} ${formatWarehouseDate(d.date)}`,
            }))}
            value={date}
            onChange={(v) => {
              setDate(v);
              setSlot(null);
            }}
            comboboxProps={{ withinPortal: true }}
          />
          {day && (
            <Radio.Group value={slot} onChange={setSlot} label="Time slot" required>
              <Stack gap="xs" mt="xs">
                {day.time_slots.map((s) => (
                  <Radio
                    key={s.time_slot_id}
                    value={s.time_slot_id}
                    label={`${s.start_time} – ${s.end_time}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void submit()} loading={request.isPending} disabled={!date || !slot}>
              Request Pickup
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

const PREFERENCES = ['Any time', 'Morning', 'Afternoon'];

/** Hand Over Shipments: the selected bookings go to the carrier's driver at the location. */
export function HandOverModal({
  rows,
  opened,
  onClose,
  onDone,
}: {
  rows: Delivery[];
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const handOver = useHandOver();
  const [preference, setPreference] = useState(PREFERENCES[0]!);
  const submit = async () => {
    if (!rows.length || handOver.isPending) return;
    const out = await mutateWithToast(
      handOver.mutateAsync({ delivery_ids: rows.map((r) => r.id), pickup_preference: preference }),
      { success: M.handedOver, error: M.handOverError },
    );
    if (out.ok) onDone();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Hand Over Shipments">
      <Stack>
        <Text size="sm">{rows.map((r) => r.identifier).join(', ')}</Text>
        <Radio.Group value={preference} onChange={setPreference} label="Pickup preference">
          <Group gap="md" mt="xs">
            {PREFERENCES.map((p) => (
              <Radio key={p} value={p} label={p} />
            ))}
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={handOver.isPending} disabled={!rows.length}>
            Hand Over
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Take Over Shipping (convert to BYO): with no shipment chosen, submitting just closes the dialog (spec 5). */
export function TakeOverModal({
  delivery,
  opened,
  onClose,
  onDone,
}: {
  delivery: Delivery | null;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const takeOver = useTakeOver();
  return (
    <Modal opened={opened} onClose={onClose} title="Take Over Shipping">
      <Stack>
        {delivery && (
          <Text size="sm">
            Ship {delivery.identifier} with your own carrier. The platform booking, if any, is cancelled.
          </Text>
        )}
        <BookingDetailsForm
          key={delivery?.id ?? 0}
          withLabel={false}
          submitLabel="Take Over"
          pending={takeOver.isPending}
          onCancel={onClose}
          onSubmit={async (body) => {
            if (!delivery) return onClose();
            if (takeOver.isPending) return;
            const out = await mutateWithToast(takeOver.mutateAsync({ deliveryId: delivery.id, body }), {
              success: M.byoDone,
              error: M.byoError,
            });
            if (out.ok) onDone();
          }}
        />
      </Stack>
    </Modal>
  );
}
