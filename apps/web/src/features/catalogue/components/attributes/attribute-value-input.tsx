import type { AttributeDataType } from '@partsflow/contracts';
import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { attributeValuesQuery } from '../../api/product-attributes.ts';

export interface AttributeValueState {
  value: string;
  /** The value is a new custom option for a List of options attribute. */
  newValue: boolean;
}

interface Props {
  attributeTitleId: number;
  dataType: AttributeDataType;
  maxLength: number | null;
  state: AttributeValueState;
  onChange: (next: AttributeValueState) => void;
  error?: string;
}

// While typing, a numeric value may be a prefix of a valid number ("-", "3.").
const NUMERIC_PREFIX = /^-?\d*\.?\d*$/;

function LookupValueInput({ attributeTitleId, state, onChange, error }: Props) {
  const values = useQuery(attributeValuesQuery(attributeTitleId));
  const [custom, setCustom] = useState('');
  const options = (values.data ?? []).map((v) => v.value);
  if (state.newValue && state.value && !options.includes(state.value)) options.push(state.value);
  return (
    <Stack gap="xs">
      <Select
        label="Value"
        placeholder={values.isLoading ? 'Loading values...' : 'Choose a value'}
        searchable
        data={options}
        value={state.value || null}
        onChange={(v) =>
          onChange({
            value: v ?? '',
            newValue: v !== null && !(values.data ?? []).some((x) => x.value === v),
          })
        }
        error={error}
        comboboxProps={{ withinPortal: true }}
      />
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Or add a new value"
          value={custom}
          onChange={(e) => setCustom(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          disabled={custom.trim() === ''}
          onClick={() => {
            onChange({ value: custom.trim(), newValue: true });
            setCustom('');
          }}
        >
          Add value
        </Button>
      </Group>
    </Stack>
  );
}

/** The value input for the attribute's data type (spec section 5, Attributes). */
export function AttributeValueInput(props: Props) {
  const { dataType, maxLength, state, onChange, error } = props;
  switch (dataType) {
    case 'without_value':
      return (
        <Text size="sm" c="dimmed">
          This attribute has no value.
        </Text>
      );
    case 'numeric':
      return (
        <TextInput
          label="Value"
          inputMode="decimal"
          value={state.value}
          onChange={(e) => {
            const v = e.currentTarget.value;
            if (NUMERIC_PREFIX.test(v)) onChange({ value: v, newValue: false });
          }}
          error={error}
        />
      );
    case 'boolean':
      return (
        <div>
          <Text size="sm" fw={500} mb={4} id="attribute-boolean-label">
            Value
          </Text>
          <SegmentedControl
            aria-labelledby="attribute-boolean-label"
            data={['Yes', 'No']}
            value={state.value === 'No' ? 'No' : state.value === 'Yes' ? 'Yes' : ''}
            onChange={(v) => onChange({ value: v, newValue: false })}
          />
          {error && (
            <Text size="xs" c="red" mt={4}>
              {error}
            </Text>
          )}
        </div>
      );
    case 'lookup':
      return <LookupValueInput {...props} />;
    case 'alphanumeric':
      return (
        <TextInput
          label="Value"
          value={state.value}
          maxLength={maxLength ?? undefined}
          description={maxLength ? `${state.value.length}/${maxLength}` : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          onChange={(e) => onChange({ value: e.currentTarget.value, newValue: false })}
          error={error}
        />
      );
  }
}
