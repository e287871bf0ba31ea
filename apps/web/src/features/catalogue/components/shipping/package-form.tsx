import type { Package, PackageInput } from '@partsflow/contracts';
import { DIMENSION_UNITS, WEIGHT_UNITS } from '@partsflow/contracts';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, type Control } from 'react-hook-form';
import { packageTypesQuery } from '../../api/shipping.ts';
import { packageDefaults, packageResolver, type PackageFormValues } from './package-form-values.ts';

type NumberField = 'length' | 'width' | 'height' | 'weight';

function NumberField({
  control,
  name,
  label,
  step,
  required,
}: {
  control: Control<PackageFormValues, unknown, PackageInput>;
  name: NumberField;
  label: string;
  step: number;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          withAsterisk={required}
          min={step}
          step={step}
          decimalScale={3}
          value={field.value}
          onChange={(v) => field.onChange(v === '' ? '' : Number(v))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The Add Package form: dimensions min/step 0.1, weight min/step 0.001, units required. */
export function PackageForm({
  pkg,
  saving,
  onSubmit,
  onCancel,
}: {
  pkg: Package | null;
  saving: boolean;
  onSubmit: (input: PackageInput) => Promise<void>;
  onCancel: () => void;
}) {
  const types = useQuery(packageTypesQuery());
  const { control, register, handleSubmit, formState } = useForm<PackageFormValues, unknown, PackageInput>({
    resolver: packageResolver,
    defaultValues: packageDefaults(pkg),
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Package">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {types.data && types.data.length > 0 && (
            <Controller
              control={control}
              name="package_type_id"
              render={({ field }) => (
                <Select
                  label="Pack Type"
                  clearable
                  data={types.data.map((t) => ({ value: String(t.id), label: t.name }))}
                  value={field.value === null ? null : String(field.value)}
                  onChange={(v) => field.onChange(v === null ? null : Number(v))}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          )}
          <TextInput
            label="Identifier"
            {...register('identifier')}
            error={formState.errors.identifier?.message}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <NumberField control={control} name="length" label="Length" step={0.1} required />
          <NumberField control={control} name="width" label="Width" step={0.1} required />
          <NumberField control={control} name="height" label="Height" step={0.1} required />
          <Controller
            control={control}
            name="dimensions_unit"
            render={({ field, fieldState }) => (
              <Select
                label="Dimension unit"
                withAsterisk
                allowDeselect={false}
                data={[...DIMENSION_UNITS]}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <NumberField control={control} name="weight" label="Weight" step={0.001} />
          <Controller
            control={control}
            name="weight_unit"
            render={({ field, fieldState }) => (
              <Select
                label="Weight unit"
                withAsterisk
                allowDeselect={false}
                data={[...WEIGHT_UNITS]}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        </SimpleGrid>
        <div>
          <Text size="sm" fw={500} mb={4} id="packing-label">
            Packing
          </Text>
          <Controller
            control={control}
            name="use_outer_box"
            render={({ field }) => (
              <SegmentedControl
                aria-labelledby="packing-label"
                data={['Ships As Is', 'Use Outer Box']}
                value={field.value ? 'Use Outer Box' : 'Ships As Is'}
                onChange={(v) => field.onChange(v === 'Use Outer Box')}
              />
            )}
          />
        </div>
        <Checkbox label="Ships separately" {...register('ships_separate')} />
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
