import '@partsflow/contracts/no-eval';
import {
  checkAttributeValue,
  createProductAttributeInputSchema,
  type AttributeDataType,
  type AttributeTitle,
  type ProductAttribute,
} from '@partsflow/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '../../../../lib/contract-resolver.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
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

const fromProductAttribute = (a: ProductAttribute): ChosenTitle => ({
  id: a.title_id,
  name: a.title,
  data_type: a.data_type,
  values: a.values,
  tec_doc_max_length: a.tec_doc_max_length,
});

/** The contract's add-attribute fields the modal edits; the product and position come from the tab. */
const attributeChoiceSchema = createProductAttributeInputSchema.pick({
  attribute_title_id: true,
  attribute_value: true,
  new_value: true,
});
type AttributeChoice = z.output<typeof attributeChoiceSchema>;

interface AttributeFormValues {
  /** The picked attribute (null until one is chosen; the one being edited when editing). */
  title: ChosenTitle | null;
  attribute_title_id: number | null;
  attribute_value: string;
  new_value: boolean;
}

const resolver = contractResolver<AttributeFormValues, typeof attributeChoiceSchema>(attributeChoiceSchema);

/**
 * The body of the Add/Edit Attribute modal. The contract's schema requires an attribute; the value is then
 * checked against that attribute's data type by the contract's `checkAttributeValue`. Its state starts fresh
 * each time the parent remounts it (500 ms after the modal closes, once the closing animation is over).
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
  const { control, handleSubmit, setValue, setError, clearErrors, getValues, formState } = useForm<
    AttributeFormValues,
    unknown,
    AttributeChoice
  >({
    resolver,
    defaultValues: {
      title: editing ? fromProductAttribute(editing) : null,
      attribute_title_id: editing?.title_id ?? null,
      attribute_value: editing?.value ?? '',
      new_value: false,
    },
  });
  const [title, value, newValue] = useWatch({
    control,
    name: ['title', 'attribute_value', 'new_value'],
  });
  // The name of an attribute being created in the picker: the picker's state, not the form's.
  const [newName, setNewName] = useState<string | null>(null);
  const add = useAddProductAttribute(productId);
  const update = useUpdateProductAttribute(productId);

  const choose = (t: AttributeTitle | null) => {
    setValue('title', t);
    setValue('attribute_title_id', t?.id ?? null);
    setValue('attribute_value', '');
    setValue('new_value', false);
    clearErrors();
  };

  const submit = async (input: AttributeChoice) => {
    const chosen = getValues('title');
    if (!chosen) return;
    const check = checkAttributeValue(chosen, input.attribute_value, {
      allowNewLookupValue: input.new_value,
    });
    if (!check.ok) {
      setError('attribute_value', { type: 'value', message: check.message });
      return;
    }
    const saving = editing
      ? update.mutateAsync({
          id: editing.id,
          input: { attribute_value: check.value, new_value: check.new_lookup_value },
        })
      : add.mutateAsync({
          product_id: productId,
          attribute_title_id: input.attribute_title_id,
          attribute_value: check.value,
          sequence: nextSequence,
          new_value: check.new_lookup_value,
        });
    // The spec has one toast pair for this modal, whether adding or editing.
    const saved = await mutateWithToast(saving, {
      success: TOASTS.attributeAdded,
      error: TOASTS.attributeAddError,
    });
    if (saved.ok) onDone();
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
        <Controller
          control={control}
          name="title"
          render={({ field }) => (
            <AttributePicker
              value={field.value}
              onChange={choose}
              onCreateNew={setNewName}
              error={formState.errors.attribute_title_id?.message}
            />
          )}
        />
      )}
      {title && newName === null && (
        <AttributeValueInput
          key={title.id}
          attributeTitleId={title.id}
          dataType={title.data_type}
          maxLength={title.tec_doc_max_length}
          state={{ value, newValue }}
          onChange={(v: AttributeValueState) => {
            setValue('attribute_value', v.value);
            setValue('new_value', v.newValue);
            clearErrors('attribute_value');
          }}
          error={formState.errors.attribute_value?.message}
        />
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button
          onClick={() => void handleSubmit(submit)()}
          loading={add.isPending || update.isPending}
          disabled={newName !== null}
        >
          {editing ? 'Save Attribute' : 'Add Attribute'}
        </Button>
      </Group>
    </Stack>
  );
}
