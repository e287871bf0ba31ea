import { NumberInput, SimpleGrid } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  PARCEL_DIMENSION_MAX,
  PARCEL_DIMENSION_MIN,
  PARCEL_INPUT_MESSAGES,
  PARCEL_WEIGHT_MAX,
  PARCEL_WEIGHT_MIN,
  WAREHOUSE_TOASTS,
  type WarehouseParcel,
} from '@partsflow/contracts';
import { useEffect, useRef, useState } from 'react';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useUpdateParcel } from '../api/packing.ts';

/** Typing pause after which a box's changed inputs are sent (distributor spec 5, 9). */
export const PARCEL_INPUT_DEBOUNCE_MS = 1000;

type Field = 'length' | 'width' | 'height' | 'weight';
const FIELDS: { field: Field; label: string; unit: string; min: number; max: number }[] = [
  { field: 'length', label: 'Length', unit: 'cm', min: PARCEL_DIMENSION_MIN, max: PARCEL_DIMENSION_MAX },
  { field: 'width', label: 'Width', unit: 'cm', min: PARCEL_DIMENSION_MIN, max: PARCEL_DIMENSION_MAX },
  { field: 'height', label: 'Height', unit: 'cm', min: PARCEL_DIMENSION_MIN, max: PARCEL_DIMENSION_MAX },
  { field: 'weight', label: 'Weight', unit: 'kg', min: PARCEL_WEIGHT_MIN, max: PARCEL_WEIGHT_MAX },
];

const fromParcel = (p: WarehouseParcel): Record<Field, number | string> => ({
  length: p.dimensions.length ?? '',
  width: p.dimensions.width ?? '',
  height: p.dimensions.height ?? '',
  weight: p.weight ?? '',
});

/**
 * A box's length, width, height (1 to 999 cm) and weight (0.1 to 999.9 kg). What is typed is sent once typing
 * has paused for 1000 ms: every valid changed field in one `PATCH`, never one request per key. An out-of-range
 * value shows its message and is not sent.
 */
export function ParcelInputs({ parcel, editable }: { parcel: WarehouseParcel; editable: boolean }) {
  const [values, setValues] = useState(() => fromParcel(parcel));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const pending = useRef<Partial<Record<Field, number>>>({});
  const update = useUpdateParcel();
  const serverValues = JSON.stringify(fromParcel(parcel));

  // The fulfilment was read again (another box, an allocation): show the server's sizes unless typing is pending.
  useEffect(() => {
    if (!Object.keys(pending.current).length) setValues(JSON.parse(serverValues));
  }, [serverValues]);

  const flush = useDebouncedCallback(() => {
    const changes = pending.current;
    pending.current = {};
    if (!Object.keys(changes).length) return;
    void mutateWithToast(update.mutateAsync({ parcelId: parcel.id, ...changes }), {
      success: WAREHOUSE_TOASTS.parcelUpdated,
      error: WAREHOUSE_TOASTS.parcelError,
    });
  }, PARCEL_INPUT_DEBOUNCE_MS);

  const change = (f: (typeof FIELDS)[number], v: number | string) => {
    setValues((prev) => ({ ...prev, [f.field]: v }));
    const n = typeof v === 'number' ? v : Number(v);
    const ok = v !== '' && Number.isFinite(n) && n >= f.min && n <= f.max;
    setErrors((prev) => ({ ...prev, [f.field]: ok ? undefined : PARCEL_INPUT_MESSAGES[f.field] }));
    if (ok) pending.current[f.field] = Math.round(n * 10) / 10;
    else delete pending.current[f.field];
    flush();
  };

  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" mt={4}>
      {FIELDS.map((f) => (
        <NumberInput
          key={f.field}
          size="xs"
          label={`${f.label} (${f.unit})`}
          aria-label={`${f.label} of box ${parcel.position}`}
          value={values[f.field]}
          onChange={(v) => change(f, v)}
          min={f.min}
          max={f.max}
          step={0.1}
          // The box's weight grows by what is allocated into it (grams): shown as stored.
          decimalScale={f.field === 'weight' ? 3 : 1}
          clampBehavior="none"
          allowNegative={false}
          disabled={!editable}
          error={errors[f.field]}
        />
      ))}
    </SimpleGrid>
  );
}
