import { RECORD_TYPES } from '@partsflow/contracts';
import { Checkbox, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { DetailsFormValues } from './details-form-values.ts';

/** Title, override, SKU, Manufacturer Part Number and (on create only) Type. */
export function IdentityFields({ isNew }: { isNew: boolean }) {
  const { register, control, formState } = useFormContext<DetailsFormValues>();
  const errors = formState.errors;
  return (
    <Stack gap="sm">
      <TextInput label="Title" {...register('title')} error={errors.title?.message} />
      <Checkbox label="Override vehicle generated title" {...register('override_title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="SKU" withAsterisk {...register('sku')} error={errors.sku?.message} />
        <TextInput
          label="Manufacturer Part Number"
          {...register('manufacturer_sku')}
          error={errors.manufacturer_sku?.message}
        />
      </SimpleGrid>
      {isNew && (
        <div>
          <Text size="sm" fw={500} mb={4} id="record-type-label">
            Type
          </Text>
          <Controller
            control={control}
            name="record_type"
            render={({ field }) => (
              <SegmentedControl
                aria-labelledby="record-type-label"
                data={[...RECORD_TYPES]}
                value={field.value}
                onChange={(v) => field.onChange(v)}
              />
            )}
          />
        </div>
      )}
    </Stack>
  );
}
