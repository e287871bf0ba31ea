import {
  attributeTemplateInputSchema,
  type AttributeTemplate,
  type AttributeTemplateInput,
  type AttributeTitle,
  type ProductType,
} from '@partsflow/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AsyncSearchSelect } from '../../../../components/async-search-select/async-search-select.tsx';
import { contractResolver } from '../../../../lib/contract-resolver.ts';
import type { LookupOption } from '../../../../lib/lookups.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { searchProductTypes } from '../../api/lookups.ts';
import { useSaveTemplate } from '../../api/templates.ts';
import { AttributePicker } from '../attributes/attribute-picker.tsx';
import { NewAttributeForm } from '../attributes/new-attribute-form.tsx';
import { TemplateAttributeList, type TemplateAttributeItem } from './template-attribute-list.tsx';

export const TEMPLATE_TOASTS = {
  created: 'Template created',
  updated: 'Template updated',
  saveError: 'There was an error saving the template',
} as const;

interface TemplateFormValues {
  product_type_option: LookupOption | null;
  product_type_id: number | null;
  /** In template order; the schema reduces them to their ids. */
  template_attributes: TemplateAttributeItem[];
}

const resolver = contractResolver<TemplateFormValues, typeof attributeTemplateInputSchema>(
  attributeTemplateInputSchema,
);

/**
 * The body of the New/Edit Attribute Template modal: product type, attribute picker with Add Attribute and
 * the sortable attribute list. Its state starts fresh each time the parent remounts it. Not a <form>: Enter in
 * the picker or the new-attribute name must not save the template.
 */
export function TemplateForm({
  brandId,
  editing,
  templates,
  onDone,
}: {
  brandId: number;
  editing: AttributeTemplate | null;
  /** The brand's templates, to warn when a new one is for a type that already has one. */
  templates: AttributeTemplate[];
  onDone: () => void;
}) {
  const { control, handleSubmit, setValue, formState } = useForm<
    TemplateFormValues,
    unknown,
    AttributeTemplateInput
  >({
    resolver,
    defaultValues: {
      product_type_option: editing
        ? { value: String(editing.product_type_id), label: editing.product_type.title }
        : null,
      product_type_id: editing?.product_type_id ?? null,
      template_attributes: editing?.template_attributes ?? [],
    },
  });
  const [typeId, items] = useWatch({ control, name: ['product_type_id', 'template_attributes'] });
  // The attribute being picked, and the name of one being created: the picker's state, not the template's.
  const [picked, setPicked] = useState<AttributeTitle | null>(null);
  const [newName, setNewName] = useState<string | null>(null);
  const save = useSaveTemplate(brandId);

  const existing = templates.find((t) => t.product_type_id === typeId && t.id !== editing?.id);
  const setItems = (next: TemplateAttributeItem[]) => setValue('template_attributes', next);

  const addPicked = () => {
    if (!picked) return;
    // Adding the same attribute twice is ignored (spec section 5).
    if (!items.some((i) => i.id === picked.id)) setItems([...items, { id: picked.id, name: picked.name }]);
    setPicked(null);
  };

  const submit = async (input: AttributeTemplateInput) => {
    const saved = await mutateWithToast(
      save.mutateAsync({
        templateId: editing?.id,
        product_type_id: input.product_type_id,
        template_attributes: input.template_attributes,
      }),
      {
        success: editing || existing ? TEMPLATE_TOASTS.updated : TEMPLATE_TOASTS.created,
        error: TEMPLATE_TOASTS.saveError,
      },
    );
    if (saved.ok) onDone();
  };

  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="product_type_option"
        render={({ field }) => (
          <AsyncSearchSelect<ProductType>
            label="Product Type"
            withAsterisk
            placeholder="Search product types"
            kind="product-types"
            fetcher={searchProductTypes}
            toOption={(t) => ({ value: String(t.id), label: t.title })}
            value={field.value}
            onChange={(o) => {
              field.onChange(o);
              setValue('product_type_id', o ? Number(o.value) : null, {
                shouldValidate: formState.isSubmitted,
              });
            }}
            error={formState.errors.product_type_id?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      {existing && !editing && (
        <Alert color="yellow" p="xs">
          <Text size="sm">
            This brand already has a template for {existing.product_type.title}. Saving replaces its
            attributes.
          </Text>
        </Alert>
      )}
      {newName !== null ? (
        <NewAttributeForm
          initialName={newName}
          onCancel={() => setNewName(null)}
          onCreated={(t) => {
            setNewName(null);
            setPicked(t);
          }}
        />
      ) : (
        <Group align="flex-end" gap="xs">
          <div style={{ flex: '1 1 240px', minWidth: 0 }}>
            <AttributePicker value={picked} onChange={setPicked} onCreateNew={setNewName} />
          </div>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={addPicked}
            disabled={!picked}
          >
            Add Attribute
          </Button>
        </Group>
      )}
      <TemplateAttributeList items={items} onChange={setItems} />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => void handleSubmit(submit)()} disabled={save.isPending || newName !== null}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </Group>
    </Stack>
  );
}
