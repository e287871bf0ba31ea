import { fromCents, toCents } from '@partsflow/contracts';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/** Dollars on screen, whole cents in the form (round(value x 100)); min 0, step 0.01. */
export function MoneyInput({
  value,
  onChange,
  ...rest
}: Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | null;
  onChange: (cents: number | null) => void;
}) {
  return (
    <NumberInput
      prefix="$"
      min={0}
      step={0.01}
      decimalScale={2}
      thousandSeparator=","
      {...rest}
      value={value === null ? '' : fromCents(value)}
      onChange={(v) => onChange(v === '' ? null : toCents(Number(v)))}
    />
  );
}
