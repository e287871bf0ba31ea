import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { shipmentUnitInputSchema, type Shipment } from '@partsflow/contracts';
import { useState } from 'react';
import { useAddUnit } from '../../api/shipments.ts';

type Num = number | '';
const mm = (v: Num) => (v === '' ? Number.NaN : Math.round(v * 10));
const g = (v: Num) => (v === '' ? Number.NaN : Math.round(v * 1000));

function AddUnitForm({ shipment, onClose }: { shipment: Shipment; onClose: () => void }) {
  const add = useAddUnit(shipment.id);
  const [lineItem, setLineItem] = useState<string | null>(null);
  const [v, setV] = useState<Record<'quantity' | 'length' | 'width' | 'height' | 'weight', Num>>({
    quantity: 1,
    length: '',
    width: '',
    height: '',
    weight: '',
  });
  const [label, setLabel] = useState('');
  const [separate, setSeparate] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    // cm and kg in, mm and g out, rounded; source manual (spec 5).
    const unit = {
      line_item_id: lineItem ? Number(lineItem) : Number.NaN,
      quantity: v.quantity === '' ? Number.NaN : v.quantity,
      length_mm: mm(v.length),
      width_mm: mm(v.width),
      height_mm: mm(v.height),
      weight_g: g(v.weight),
      label: label.trim() || null,
      source: 'manual' as const,
      metadata: { packaging: { ships_separate: separate } },
    };
    const res = shipmentUnitInputSchema.safeParse({ unit });
    if (!res.success) {
      const next: Record<string, string> = {};
      for (const i of res.error.issues) next[String(i.path[1])] ??= i.message;
      return setErrors(next);
    }
    setErrors({});
    add.mutate(res.data.unit, {
      onSuccess: onClose,
      // Unit add fails silently, only logged; the modal stays open (spec 8).
      onError: (e) => console.error('Add unit failed', e),
    });
  };

  const num = (key: keyof typeof v, text: string, path: string, scale = 1) => (
    <NumberInput
      label={text}
      value={v[key]}
      min={0}
      decimalScale={scale}
      error={errors[path]}
      onChange={(x) => setV((p) => ({ ...p, [key]: x === '' ? '' : Number(x) }))}
    />
  );

  return (
    <Stack>
      <Select
        label="Line item"
        withAsterisk
        data={shipment.line_items.map((l) => ({
          value: String(l.id),
          label: `${l.product.sku} — ${l.product.title}`,
        }))}
        value={lineItem}
        onChange={setLineItem}
        error={errors.line_item_id}
        comboboxProps={{ withinPortal: false }}
        withScrollArea={false}
      />
      <SimpleGrid cols={2} spacing="xs">
        {num('quantity', 'Quantity', 'quantity', 0)}
        {num('length', 'Length (cm)', 'length_mm', 1)}
        {num('width', 'Width (cm)', 'width_mm', 1)}
        {num('height', 'Height (cm)', 'height_mm', 1)}
        {num('weight', 'Weight (kg)', 'weight_g', 3)}
        <TextInput label="Label" value={label} onChange={(e) => setLabel(e.currentTarget.value)} />
      </SimpleGrid>
      <Checkbox
        label="Ships in its own box"
        checked={separate}
        onChange={(e) => setSeparate(e.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} loading={add.isPending}>
          Add Item
        </Button>
      </Group>
    </Stack>
  );
}

/** 'Add Shipping Item' (spec 2.1, 5). */
export function AddUnitModal({
  shipment,
  opened,
  onClose,
}: {
  shipment: Shipment;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Shipping Item">
      {opened && <AddUnitForm shipment={shipment} onClose={onClose} />}
    </Modal>
  );
}
