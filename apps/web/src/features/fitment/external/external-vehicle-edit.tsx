import {
  EXTERNAL_NUMERIC_CELLS,
  numericCellErrors,
  type ExternalVehicle,
  type ExternalVehicleEdit,
} from '@partsflow/contracts';
import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useSaveExternalVehicle } from './external-api.ts';
import { numericCellProps } from './external-format.ts';

const TEXT = [
  'make',
  'model',
  'series',
  'body',
  'variant',
  'engine',
  'fuel_type',
  'drive_type',
  'transmission',
] as const;
const NUMBERS = [
  'year_from',
  'month_from',
  'year_to',
  'month_to',
  'engine_capacity',
  'kw_power',
  'cylinders',
] as const;
type Field = (typeof TEXT)[number] | (typeof NUMBERS)[number];

const LABELS: Record<Field, string> = {
  make: 'Make',
  model: 'Model',
  series: 'Series',
  body: 'Body',
  variant: 'Variant',
  engine: 'Engine',
  fuel_type: 'Fuel Type',
  drive_type: 'Drive Type',
  transmission: 'Transmission',
  year_from: 'Year From',
  month_from: 'Month From',
  year_to: 'Year To',
  month_to: 'Month To',
  engine_capacity: 'Capacity (L)',
  kw_power: 'Power (kW)',
  cylinders: 'Cylinders',
};

const NUMBER_PROPS: Record<(typeof NUMBERS)[number], Record<string, unknown>> = {
  year_from: { min: 1900, max: 2100, step: 1, allowDecimal: false },
  year_to: { min: 1900, max: 2100, step: 1, allowDecimal: false },
  month_from: { min: 1, max: 12, step: 1, allowDecimal: false },
  month_to: { min: 1, max: 12, step: 1, allowDecimal: false },
  engine_capacity: numericCellProps(
    EXTERNAL_NUMERIC_CELLS.engine_capacity.precision,
    EXTERNAL_NUMERIC_CELLS.engine_capacity.scale,
  ),
  kw_power: numericCellProps(
    EXTERNAL_NUMERIC_CELLS.kw_power.precision,
    EXTERNAL_NUMERIC_CELLS.kw_power.scale,
  ),
  cylinders: { min: 0, max: 16, step: 1, allowDecimal: false },
};

/** The Edit modal's form: the source's words as they are, numeric cells by their precision and scale. */
export function ExternalVehicleEditForm({
  vehicle,
  onDone,
}: {
  vehicle: ExternalVehicle;
  onDone: () => void;
}) {
  const save = useSaveExternalVehicle(vehicle.id);
  const [values, setValues] = useState<Record<Field, string | number>>(
    () =>
      Object.fromEntries([...TEXT, ...NUMBERS].map((f) => [f, vehicle[f] ?? ''])) as Record<
        Field,
        string | number
      >,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (f: Field, v: string | number) => setValues((s) => ({ ...s, [f]: v }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const local: Partial<Record<Field, string>> = {};
    for (const f of ['engine_capacity', 'kw_power'] as const) {
      const v = values[f];
      const msg = v === '' ? null : numericCellErrors(f, Number(v));
      if (msg) local[f] = msg;
    }
    setErrors(local);
    if (Object.keys(local).length) return;
    const body: Record<string, unknown> = {};
    for (const f of TEXT) {
      const v = String(values[f]).trim();
      body[f] = f === 'make' || f === 'model' ? v : v || null;
    }
    for (const f of NUMBERS) body[f] = values[f] === '' ? null : Number(values[f]);
    const out = await mutateWithToast(save.mutateAsync(body as ExternalVehicleEdit), {
      success: (r) => r.message,
    });
    if (out.ok) onDone();
    else if (out.error instanceof ApiError)
      setErrors(
        Object.fromEntries(out.error.details.map((d) => [String(d.path?.[0] ?? ''), d.message])) as Partial<
          Record<Field, string>
        >,
      );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {TEXT.map((f) => (
            <TextInput
              key={f}
              label={LABELS[f]}
              value={String(values[f])}
              required={f === 'make' || f === 'model'}
              error={errors[f]}
              onChange={(e) => set(f, e.currentTarget.value)}
            />
          ))}
          {NUMBERS.map((f) => (
            <NumberInput
              key={f}
              label={LABELS[f]}
              value={values[f]}
              error={errors[f]}
              onChange={(v) => set(f, v)}
              {...NUMBER_PROPS[f]}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
