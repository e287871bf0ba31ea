import { fromCents, toCents } from '@partsflow/contracts';
import { Checkbox, Group, NumberInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { DetailsFormValues } from './details-form-values.ts';

/** RRP in dollars on screen, whole cents in the form (round(value x 100)); charm pricing for staff only. */
export function PriceFields({ isStaff }: { isStaff: boolean }) {
  const { control, register, formState } = useFormContext<DetailsFormValues>();
  return (
    <Group align="flex-end" gap="lg">
      <Controller
        control={control}
        name="price"
        render={({ field }) => (
          <NumberInput
            label="RRP price"
            prefix="$"
            min={0}
            step={0.01}
            decimalScale={2}
            w={200}
            value={field.value === null ? '' : fromCents(field.value)}
            onChange={(v) => field.onChange(v === '' ? null : toCents(Number(v)))}
            onBlur={field.onBlur}
            error={formState.errors.price?.message}
          />
        )}
      />
      {isStaff && <Checkbox label="Use Charm Pricing" mb={8} {...register('use_retail_charm_pricing')} />}
    </Group>
  );
}
