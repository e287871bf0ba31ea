import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { WAREHOUSE_PACKAGE_MESSAGES, type WarehousePackage } from '@partsflow/contracts';
import { useState } from 'react';

type Field = 'length' | 'width' | 'height' | 'weight';
const FIELDS: { field: Field; label: string; min: number; max: number; step: number }[] = [
  { field: 'length', label: 'Length (cm)', min: 0.1, max: 999, step: 0.1 },
  { field: 'width', label: 'Width (cm)', min: 0.1, max: 999, step: 0.1 },
  { field: 'height', label: 'Height (cm)', min: 0.1, max: 999, step: 0.1 },
  { field: 'weight', label: 'Weight (kg)', min: 0.001, max: 999.9, step: 0.01 },
];

export type PackageValues = Record<Field, number> & { label: string | null };

/**
 * A distributor's own package for a product: length, width and height in cm, weight in kg (the bounds and
 * messages of the warehouse's package form), and an optional label.
 */
export function PackageForm({
  pkg,
  saving,
  onSubmit,
  onCancel,
}: {
  pkg: WarehousePackage | null;
  saving: boolean;
  onSubmit: (values: PackageValues) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Record<Field, number | string>>({
    length: pkg?.length ?? '',
    width: pkg?.width ?? '',
    height: pkg?.height ?? '',
    weight: pkg?.weight ?? '',
  });
  const [label, setLabel] = useState(pkg?.label ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = () => {
    const problems: Partial<Record<Field, string>> = {};
    const out: Partial<Record<Field, number>> = {};
    for (const f of FIELDS) {
      const v = values[f.field];
      const n = typeof v === 'number' ? v : Number(v);
      if (v === '' || !Number.isFinite(n) || n < f.min || n > f.max)
        problems[f.field] = WAREHOUSE_PACKAGE_MESSAGES[f.field];
      else out[f.field] = n;
    }
    setErrors(problems);
    if (Object.keys(problems).length) return;
    onSubmit({ ...(out as Record<Field, number>), label: label.trim() || null });
  };

  return (
    <form
      aria-label="Package"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, xs: 4 }}>
          {FIELDS.map((f) => (
            <NumberInput
              key={f.field}
              label={f.label}
              withAsterisk
              value={values[f.field]}
              onChange={(v) => {
                setValues((prev) => ({ ...prev, [f.field]: v }));
                setErrors((prev) => ({ ...prev, [f.field]: undefined }));
              }}
              min={f.min}
              max={f.max}
              step={f.step}
              decimalScale={3}
              clampBehavior="none"
              allowNegative={false}
              error={errors[f.field]}
            />
          ))}
        </SimpleGrid>
        <TextInput
          label="Label"
          description="Optional: how packers know this package."
          maxLength={100}
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {pkg ? 'Save Package' : 'Add Package'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
