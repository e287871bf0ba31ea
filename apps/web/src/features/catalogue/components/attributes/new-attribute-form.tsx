import '@partsflow/contracts/no-eval';
import {
  ATTRIBUTE_DATA_TYPES,
  ATTRIBUTE_DATA_TYPE_LABELS,
  createAttributeTitleInputSchema,
  type AttributeDataType,
  type AttributeTitle,
} from '@partsflow/contracts';
import { Button, Group, Paper, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { serverMessageOr } from '../../../../lib/api-errors.ts';
import { contractResolver } from '../../../../lib/contract-resolver.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { useCreateAttributeTitle } from '../../api/product-attributes.ts';
import { TOASTS } from '../../utils/toast-messages.ts';

/** The contract's attribute title, as the form holds it. */
const newAttributeSchema = createAttributeTitleInputSchema.shape.attribute_title;
type NewAttribute = z.output<typeof newAttributeSchema>;

interface NewAttributeValues {
  name: string;
  data_type: AttributeDataType;
  values: string[];
}

const resolver = contractResolver<NewAttributeValues, typeof newAttributeSchema>(newAttributeSchema);

/** Creating an attribute from the picker: name (title-cased), data type and, for List of options, values. */
export function NewAttributeForm({
  initialName,
  onCreated,
  onCancel,
}: {
  initialName: string;
  onCreated: (title: AttributeTitle) => void;
  onCancel: () => void;
}) {
  const create = useCreateAttributeTitle();
  const { control, register, handleSubmit, formState } = useForm<NewAttributeValues, unknown, NewAttribute>({
    resolver,
    defaultValues: { name: initialName, data_type: 'alphanumeric', values: [] },
  });
  const [name, dataType] = useWatch({ control, name: ['name', 'data_type'] });

  const submit = async (input: NewAttribute) => {
    const created = await mutateWithToast(
      create.mutateAsync({
        name: input.name,
        data_type: input.data_type,
        values: input.data_type === 'lookup' ? input.values : [],
      }),
      { success: false, error: (err) => serverMessageOr(err, TOASTS.unexpected) },
    );
    if (created.ok) onCreated(created.data.attribute_title);
  };

  return (
    // Not a <form>: it sits inside the modal's own form, and forms do not nest.
    <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          New attribute
        </Text>
        <TextInput label="Name" required error={formState.errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="data_type"
          render={({ field }) => (
            <Select
              label="Data type"
              allowDeselect={false}
              data={ATTRIBUTE_DATA_TYPES.map((t) => ({ value: t, label: ATTRIBUTE_DATA_TYPE_LABELS[t] }))}
              value={field.value}
              onChange={(v) => v && field.onChange(v as AttributeDataType)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {dataType === 'lookup' && (
          <Controller
            control={control}
            name="values"
            render={({ field }) => (
              <TagsInput
                label="Values"
                description="Press Enter after each value"
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            onClick={() => void handleSubmit(submit)()}
            loading={create.isPending}
            disabled={name.trim() === ''}
          >
            Create Attribute
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
