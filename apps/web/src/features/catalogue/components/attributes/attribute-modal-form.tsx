import type { AttributeDataType, AttributeTitle, ProductAttribute } from '@partsflow/contracts';
import { checkAttributeValue } from '@partsflow/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../../../lib/notify.ts';
import { useAddProductAttribute, useUpdateProductAttribute } from '../../api/product-attributes.ts';
import { TOASTS } from '../../utils/toast-messages.ts';
import { AttributePicker } from './attribute-picker.tsx';
import { AttributeValueInput, type AttributeValueState } from './attribute-value-input.tsx';
import { NewAttributeForm } from './new-attribute-form.tsx';

/** What the value rules need to know about the chosen attribute, whether picked or being edited. */
interface ChosenTitle {
  id: number;
  name: string;
  data_type: AttributeDataType;
  values: string[];
  tec_doc_max_length: number | null;
}

const fromTitle = (t: AttributeTitle): ChosenTitle => t;
const fromProductAttribute = (a: ProductAttribute): ChosenTitle => ({
  id: a.title_id,
  name: a.title,
  data_type: a.data_type,
  values: a.values,
  tec_doc_max_length: a.tec_doc_max_length,
});

/**
 * The body of the Add/Edit Attribute modal. Its state starts fresh each time the parent remounts it (the
 * parent does so 500 ms after the modal closes, once the closing animation is over).
 */
export function AttributeModalForm({
  productId,
  editing,
  nextSequence,
  onDone,
}: {
  productId: number;
  editing: ProductAttribute | null;
  nextSequence: number;
  onDone: () => void;
}) {
  const [title, setTitle] = useState<ChosenTitle | null>(editing ? fromProductAttribute(editing) : null);
  const [picked, setPicked] = useState<AttributeTitle | null>(null);
  const [newName, setNewName] = useState<string | null>(null);
  const [value, setValue] = useState<AttributeValueState>({ value: editing?.value ?? '', newValue: false });
  const [error, setError] = useState<string | undefined>();
  const [titleError, setTitleError] = useState<string | undefined>();
  const add = useAddProductAttribute(productId);
  const update = useUpdateProductAttribute(productId);

  const choose = (t: AttributeTitle | null) => {
    setPicked(t);
    setTitle(t ? fromTitle(t) : null);
    setValue({ value: '', newValue: false });
    setError(undefined);
    setTitleError(undefined);
  };

  const submit = async () => {
    if (!title) {
      setTitleError('Choose an attribute');
      return;
    }
    const check = checkAttributeValue(title, value.value, { allowNewLookupValue: value.newValue });
    if (!check.ok) {
      setError(check.message);
      return;
    }
    try {
      if (editing) {
        await update.mutateAsync({
          id: editing.id,
          input: { attribute_value: check.value, new_value: check.new_lookup_value },
        });
      } else {
        await add.mutateAsync({
          product_id: productId,
          attribute_title_id: title.id,
          attribute_value: check.value,
          sequence: nextSequence,
          new_value: check.new_lookup_value,
        });
      }
      // The spec has one toast pair for this modal, whether adding or editing.
      notify.success(TOASTS.attributeAdded);
      onDone();
    } catch {
      notify.error(TOASTS.attributeAddError);
    }
  };

  return (
    <Stack gap="md">
      {editing ? (
        <Text fw={600}>{editing.title}</Text>
      ) : newName !== null ? (
        <NewAttributeForm
          initialName={newName}
          onCancel={() => setNewName(null)}
          onCreated={(t) => {
            setNewName(null);
            choose(t);
          }}
        />
      ) : (
        <AttributePicker value={picked} onChange={choose} onCreateNew={setNewName} error={titleError} />
      )}
      {title && newName === null && (
        <AttributeValueInput
          key={title.id}
          attributeTitleId={title.id}
          dataType={title.data_type}
          maxLength={title.tec_doc_max_length}
          state={value}
          onChange={(v) => {
            setValue(v);
            setError(undefined);
          }}
          error={error}
        />
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button
          onClick={() => void submit()}
          loading={add.isPending || update.isPending}
          disabled={newName !== null}
        >
          {editing ? 'Save Attribute' : 'Add Attribute'}
        </Button>
      </Group>
    </Stack>
  );
}
