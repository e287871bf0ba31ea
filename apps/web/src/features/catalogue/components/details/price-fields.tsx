import { Checkbox, Group } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { MoneyInput } from '../../../../components/money-input/money-input.tsx';
import type { DetailsFormValues } from './details-form-values.ts';

/** RRP in dollars on screen, whole cents in the form; charm pricing for staff only. */
export function PriceFields({ isStaff }: { isStaff: boolean }) {
  const { control, register, formState } = useFormContext<DetailsFormValues>();
  return (
    <Group align="flex-end" gap="lg">
      <Controller
        control={control}
        name="price"
        render={({ field }) => (
          <MoneyInput
            label="RRP price"
            w={200}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={formState.errors.price?.message}
          />
        )}
      />
      {isStaff && <Checkbox label="Use Charm Pricing" mb={8} {...register('use_retail_charm_pricing')} />}
    </Group>
  );
}
