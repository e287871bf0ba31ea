import {
  boxFormSchema,
  LABEL_MINIMUMS,
  LABEL_SIZES,
  raiseToLabelMinimum,
  type Box,
  type BoxFormInput,
  type BoxLabelSize,
} from '@partsflow/contracts';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { contractResolver } from '../../../../lib/contract-resolver.ts';

export interface BoxFormValues {
  name: string;
  label_size: BoxLabelSize;
  length: number | '';
  width: number | '';
  height: number | '';
  weight_limit: number | '';
  weight: number | '';
  internal_buffer: number | '';
}

type NumberKey = Exclude<keyof BoxFormValues, 'name' | 'label_size'>;

const resolver = contractResolver<BoxFormValues, typeof boxFormSchema>(boxFormSchema);

function defaults(box: Box | null): BoxFormValues {
  if (box) return { ...box };
  // Spec section 9: a new box starts at size 0 and weight 0; the label size's minimums then raise the face.
  return {
    name: '',
    label_size: '4x6',
    ...raiseToLabelMinimum('4x6', { length: 0, width: 0 }),
    height: '',
    weight_limit: '',
    weight: '',
    internal_buffer: 0,
  };
}

function NumberField(props: {
  control: Control<BoxFormValues, unknown, BoxFormInput>;
  name: NumberKey;
  label: string;
  unit: string;
  min: number;
  step: number;
  required?: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={`${props.label} (${props.unit})`}
          withAsterisk={props.required}
          min={props.min}
          // Not clamped on blur: a value under the minimum shows the contract's message instead of changing.
          clampBehavior="none"
          step={props.step}
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

/**
 * The new box form (spec section 5): label size 4x6, A5 or A4 with its minimum length and width (raised when the
 * size changes), height at least 1 cm, weights at least 0.001 kg, internal buffer from 0 cm.
 */
export function BoxForm({
  box,
  saving,
  saved = false,
  onSubmit,
  onCancel,
}: {
  box: Box | null;
  saving: boolean;
  /** Saved: the form shows it for the spec's second before it closes, and takes no second submit. */
  saved?: boolean;
  onSubmit: (values: BoxFormInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { control, register, handleSubmit, formState, getValues, setValue } = useForm<
    BoxFormValues,
    unknown,
    BoxFormInput
  >({ resolver, defaultValues: defaults(box) });
  const size = useWatch({ control, name: 'label_size' });
  const min = LABEL_MINIMUMS[size];

  const changeSize = (next: BoxLabelSize) => {
    setValue('label_size', next);
    const raised = raiseToLabelMinimum(next, { length: getValues('length'), width: getValues('width') });
    setValue('length', raised.length, { shouldValidate: formState.isSubmitted });
    setValue('width', raised.width, { shouldValidate: formState.isSubmitted });
  };

  return (
    <form onSubmit={saved ? (e) => e.preventDefault() : handleSubmit(onSubmit)} noValidate aria-label="Box">
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk {...register('name')} error={formState.errors.name?.message} />
        <Controller
          control={control}
          name="label_size"
          render={({ field, fieldState }) => (
            <Select
              label="Label size"
              withAsterisk
              allowDeselect={false}
              data={[...LABEL_SIZES]}
              value={field.value}
              onChange={(v) => v && changeSize(v as BoxLabelSize)}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Text size="sm" c="dimmed">
          A {size} label needs a top face of at least {min.length} × {min.width} cm.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberField
            control={control}
            name="length"
            label="Length"
            unit="cm"
            min={min.length}
            step={0.1}
            required
          />
          <NumberField
            control={control}
            name="width"
            label="Width"
            unit="cm"
            min={min.width}
            step={0.1}
            required
          />
          <NumberField control={control} name="height" label="Height" unit="cm" min={1} step={0.1} required />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberField
            control={control}
            name="weight_limit"
            label="Weight limit"
            unit="kg"
            min={0.001}
            step={0.001}
            required
          />
          <NumberField
            control={control}
            name="weight"
            label="Box weight"
            unit="kg"
            min={0.001}
            step={0.001}
            required
          />
          <NumberField
            control={control}
            name="internal_buffer"
            label="Internal buffer"
            unit="cm"
            min={0}
            step={0.1}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          The internal buffer is taken off each outer dimension to leave packing space.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={saving}
            disabled={saved}
            leftSection={saved ? <IconCheck size={16} aria-hidden /> : undefined}
          >
            {saved ? 'Saved' : box ? 'Save Box' : 'Add Box'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
