import { PRODUCT_NUMBER_MIN_LENGTH } from '@partsflow/contracts';
import { Button, Group, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/**
 * One text box and Add. Text of 2 characters or fewer is not sent (spec section 5: saved only when longer
 * than 2 characters); the box clears after a successful save.
 */
export function AddNumberForm({
  label,
  placeholder,
  saving,
  onSave,
  extra,
}: {
  label: string;
  placeholder?: string;
  saving: boolean;
  onSave: (value: string) => Promise<boolean>;
  extra?: ReactNode;
}) {
  const [value, setValue] = useState('');
  const tooShort = value.trim().length < PRODUCT_NUMBER_MIN_LENGTH;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        // The drawer sits inside the details form in React's tree: a portal does not stop a submit from
        // bubbling up to that form and saving the product.
        e.stopPropagation();
        if (tooShort) return;
        void onSave(value.trim()).then((ok) => ok && setValue(''));
      }}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={label}
          placeholder={placeholder}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 180 }}
          description={value && tooShort ? `At least ${PRODUCT_NUMBER_MIN_LENGTH} characters` : undefined}
        />
        {extra}
        <Button type="submit" loading={saving} disabled={tooShort}>
          Add
        </Button>
      </Group>
    </form>
  );
}
