import { Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { WAREHOUSE_TOASTS, type WarehouseFulfillment, type WarehouseUnit } from '@partsflow/contracts';
import { useState } from 'react';
import { describeError } from '../../../lib/api-errors.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useAllocate } from '../api/packing.ts';

/**
 * Allocate to a Shipment (distributor spec 2.2, 5): shipment and box from lists, quantity 1 to what is left
 * (default: all of it). The answer is the whole fulfilment, which replaces the screen's.
 */
export function AllocateModal({
  fulfillment,
  unit,
  onClose,
}: {
  fulfillment: WarehouseFulfillment;
  unit: WarehouseUnit;
  onClose: () => void;
}) {
  const remaining = Math.max(0, unit.quantity - unit.quantity_packed);
  const shipments = fulfillment.deliveries.filter((d) => d.supported_actions.includes('edit'));
  const [deliveryId, setDeliveryId] = useState<string | null>(shipments[0] ? String(shipments[0].id) : null);
  const delivery = shipments.find((d) => String(d.id) === deliveryId);
  const [parcelId, setParcelId] = useState<string | null>(
    delivery?.parcels[0] ? String(delivery.parcels[0].id) : null,
  );
  const [quantity, setQuantity] = useState<number | string>(remaining);
  const [error, setError] = useState<string | null>(null);
  const allocate = useAllocate(fulfillment.id);
  const qty = typeof quantity === 'number' ? quantity : Number(quantity);
  const valid = !!delivery && !!parcelId && Number.isInteger(qty) && qty >= 1 && qty <= remaining;

  const submit = async () => {
    if (!valid) return;
    setError(null);
    const outcome = await mutateWithToast(
      allocate.mutateAsync({
        unitId: unit.id,
        fulfillment_unit: {
          fulfillment_delivery_id: delivery.id,
          fulfillment_parcel_id: Number(parcelId),
          quantity: qty,
        },
      }),
      { success: WAREHOUSE_TOASTS.allocated, error: WAREHOUSE_TOASTS.allocateError },
    );
    if (outcome.ok) onClose();
    else setError(describeError(outcome.error, WAREHOUSE_TOASTS.allocateError));
  };

  return (
    <Modal opened onClose={onClose} title="Allocate to a Shipment" centered>
      <Stack gap="sm">
        <Text size="sm">
          {unit.identifier} · {unit.product.sku} · {remaining} left to allocate
        </Text>
        <Select
          label="Shipment"
          data={shipments.map((d) => ({ value: String(d.id), label: d.identifier }))}
          value={deliveryId}
          onChange={(v) => {
            setDeliveryId(v);
            const d = shipments.find((x) => String(x.id) === v);
            setParcelId(d?.parcels[0] ? String(d.parcels[0].id) : null);
          }}
          allowDeselect={false}
          required
        />
        <Select
          label="Box"
          data={(delivery?.parcels ?? []).map((p) => ({
            value: String(p.id),
            label: `${p.position}. ${p.name}`,
          }))}
          value={parcelId}
          onChange={setParcelId}
          allowDeselect={false}
          required
          nothingFoundMessage="This shipment has no boxes"
        />
        <NumberInput
          label="Quantity"
          min={1}
          max={remaining}
          step={1}
          allowDecimal={false}
          value={quantity}
          onChange={setQuantity}
          error={qty < 1 || qty > remaining ? `Enter a quantity from 1 to ${remaining}` : undefined}
          required
        />
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={allocate.isPending} disabled={!valid}>
            Allocate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
