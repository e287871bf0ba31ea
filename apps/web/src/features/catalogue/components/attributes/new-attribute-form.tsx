import {
  ATTRIBUTE_DATA_TYPES,
  ATTRIBUTE_DATA_TYPE_LABELS,
  type AttributeDataType,
  type AttributeTitle,
} from '@partsflow/contracts';
import { Button, Group, Paper, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../../../lib/notify.ts';
import { serverMessageOr } from '../../api/api-errors.ts';
import { useCreateAttributeTitle } from '../../api/product-attributes.ts';
import { TOASTS } from '../../utils/toast-messages.ts';

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
  const [name, setName] = useState(initialName);
  const [dataType, setDataType] = useState<AttributeDataType>('alphanumeric');
  const [values, setValues] = useState<string[]>([]);
  const create = useCreateAttributeTitle();

  const submit = async () => {
    try {
      const reply = await create.mutateAsync({
        name,
        data_type: dataType,
        values: dataType === 'lookup' ? values : [],
      });
      onCreated(reply.attribute_title);
    } catch (err) {
      notify.error(serverMessageOr(err, TOASTS.unexpected));
    }
  };

  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          New attribute
        </Text>
        <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} required />
        <Select
          label="Data type"
          allowDeselect={false}
          data={ATTRIBUTE_DATA_TYPES.map((t) => ({ value: t, label: ATTRIBUTE_DATA_TYPE_LABELS[t] }))}
          value={dataType}
          onChange={(v) => v && setDataType(v as AttributeDataType)}
          comboboxProps={{ withinPortal: true }}
        />
        {dataType === 'lookup' && (
          <TagsInput
            label="Values"
            description="Press Enter after each value"
            value={values}
            onChange={setValues}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={create.isPending} disabled={name.trim() === ''}>
            Create Attribute
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
