import {
  createProductNumberInputSchema,
  PRODUCT_NUMBER_MIN_LENGTH,
  type CreateProductNumberInput,
  type ProductNumberType,
} from '@partsflow/contracts';
import { Button, Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { contractResolver } from '../../../../lib/contract-resolver.ts';

interface AddNumberValues {
  value: string;
  type: ProductNumberType;
}

const resolver = contractResolver<AddNumberValues, typeof createProductNumberInputSchema>(
  createProductNumberInputSchema,
);

/**
 * One text box and Add, validated by the contract's product-number schema (a GTIN's check digit too). Text of
 * 2 characters or fewer is not sent (spec section 5: saved only when longer than 2 characters); the box clears
 * after a successful save.
 */
export function AddNumberForm({
  label,
  type,
  placeholder,
  saving,
  onSave,
  extra,
}: {
  label: string;
  type: ProductNumberType;
  placeholder?: string;
  saving: boolean;
  /** Gets the checked value (a GTIN normalised); answers whether it was saved. */
  onSave: (value: string) => Promise<boolean>;
  extra?: ReactNode;
}) {
  const { register, control, handleSubmit, reset, formState } = useForm<
    AddNumberValues,
    unknown,
    CreateProductNumberInput
  >({ resolver, defaultValues: { value: '', type } });
  const value = useWatch({ control, name: 'value' });
  const tooShort = value.trim().length < PRODUCT_NUMBER_MIN_LENGTH;
  const submit = handleSubmit(async (input) => {
    if (await onSave(input.value)) reset();
  });

  return (
    <form
      onSubmit={(e) => {
        // The drawer sits inside the details form in React's tree: a portal does not stop a submit from
        // bubbling up to that form and saving the product.
        e.stopPropagation();
        void submit(e);
      }}
      noValidate
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={label}
          placeholder={placeholder}
          style={{ flex: 1, minWidth: 180 }}
          description={value && tooShort ? `At least ${PRODUCT_NUMBER_MIN_LENGTH} characters` : undefined}
          error={formState.errors.value?.message}
          {...register('value')}
        />
        {extra}
        <Button type="submit" loading={saving} disabled={tooShort}>
          Add
        </Button>
      </Group>
    </form>
  );
}
