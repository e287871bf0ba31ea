import type { AttributeTemplate, AttributeTitle, ProductType } from '@partsflow/contracts';
import { CATALOGUE_MESSAGES } from '@partsflow/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../../lib/notify.ts';
import { searchProductTypes, type LookupOption } from '../../api/lookups.ts';
import { useSaveTemplate } from '../../api/templates.ts';
import { AttributePicker } from '../attributes/attribute-picker.tsx';
import { NewAttributeForm } from '../attributes/new-attribute-form.tsx';
import { AsyncSearchSelect } from '../common/async-search-select.tsx';
import { TemplateAttributeList, type TemplateAttributeItem } from './template-attribute-list.tsx';

export const TEMPLATE_TOASTS = {
  created: 'Template created',
  updated: 'Template updated',
  saveError: 'There was an error saving the template',
} as const;

/**
 * The body of the New/Edit Attribute Template modal: product type, attribute picker with Add Attribute and
 * the sortable attribute list. Its state starts fresh each time the parent remounts it.
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
  const [productType, setProductType] = useState<LookupOption | null>(
    editing ? { value: String(editing.product_type_id), label: editing.product_type.title } : null,
  );
  const [typeError, setTypeError] = useState<string | undefined>();
  const [items, setItems] = useState<TemplateAttributeItem[]>(editing?.template_attributes ?? []);
  const [picked, setPicked] = useState<AttributeTitle | null>(null);
  const [newName, setNewName] = useState<string | null>(null);
  const save = useSaveTemplate(brandId);

  const typeId = productType ? Number(productType.value) : null;
  const existing = templates.find((t) => t.product_type_id === typeId && t.id !== editing?.id);

  const addPicked = () => {
    if (!picked) return;
    // Adding the same attribute twice is ignored (spec section 5).
    if (!items.some((i) => i.id === picked.id)) setItems([...items, { id: picked.id, name: picked.name }]);
    setPicked(null);
  };

  const submit = async () => {
    if (typeId === null) {
      setTypeError(CATALOGUE_MESSAGES.attributes.productTypeRequired);
      return;
    }
    try {
      await save.mutateAsync({
        templateId: editing?.id,
        product_type_id: typeId,
        template_attributes: items.map((i) => i.id),
      });
      notify.success(editing || existing ? TEMPLATE_TOASTS.updated : TEMPLATE_TOASTS.created);
      onDone();
    } catch {
      notify.error(TEMPLATE_TOASTS.saveError);
    }
  };

  return (
    <Stack gap="md">
      <AsyncSearchSelect<ProductType>
        label="Product Type"
        withAsterisk
        placeholder="Search product types"
        kind="product-types"
        fetcher={searchProductTypes}
        toOption={(t) => ({ value: String(t.id), label: t.title })}
        value={productType}
        onChange={(o) => {
          setProductType(o);
          setTypeError(undefined);
        }}
        error={typeError}
        comboboxProps={{ withinPortal: true }}
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
        <Button onClick={() => void submit()} disabled={save.isPending || newName !== null}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </Group>
    </Stack>
  );
}
