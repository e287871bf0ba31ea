import { EXPORT_COLUMNS, EXPORT_FIELD_TYPES, EXPORT_MESSAGES, exportColumn } from '@partsflow/contracts';
import { Button, Checkbox, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FieldDraft } from './exports-api.ts';

export const COLUMN_OPTIONS = EXPORT_COLUMNS.map((c) => ({
  value: String(c.code),
  label: `${c.code} - ${c.label}`,
}));
const TYPE_OPTIONS = EXPORT_FIELD_TYPES.map((t) => ({
  value: String(t.value),
  label: `${t.value} - ${t.label}`,
}));

/** The export template field modal: original column (0-24) with the spec's defaults, title, type and options. */
export function FieldModal({
  opened,
  field,
  saving,
  onClose,
  onSave,
}: {
  opened: boolean;
  field: FieldDraft | null;
  saving: boolean;
  onClose: () => void;
  onSave: (field: FieldDraft) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={field ? 'Edit Field' : 'Add Field'} size="md">
      {opened && <FieldForm field={field} saving={saving} onCancel={onClose} onSave={onSave} />}
    </Modal>
  );
}

function FieldForm({
  field,
  saving,
  onCancel,
  onSave,
}: {
  field: FieldDraft | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (field: FieldDraft) => void;
}) {
  const [value, setValue] = useState<FieldDraft | null>(field);
  const [error, setError] = useState<string | null>(null);
  const chooseColumn = (code: string | null) => {
    const column = code === null ? undefined : exportColumn(Number(code));
    if (!column) return setValue(null);
    setError(null);
    // Choosing a column gives its type and translatable defaults; the title defaults to its label.
    setValue({
      original_column: column.code,
      column_title: column.label,
      type: column.type,
      translatable: column.translatable,
      strip_html: false,
      uppercase: false,
      character_limit: 0,
    });
  };
  const set = (patch: Partial<FieldDraft>) => setValue((v) => (v ? { ...v, ...patch } : v));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!value) return setError(EXPORT_MESSAGES.originalColumnRequired);
    onSave(value);
  };
  const translatable = value?.translatable ?? false;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Select
          label="Original Column"
          required
          data={COLUMN_OPTIONS}
          value={value ? String(value.original_column) : null}
          onChange={chooseColumn}
          error={error}
          searchable
          comboboxProps={{ withinPortal: true }}
          maxDropdownHeight={220}
        />
        <TextInput
          label="Column Title"
          value={value?.column_title ?? ''}
          disabled={!value}
          maxLength={255}
          onChange={(e) => set({ column_title: e.currentTarget.value })}
        />
        <Select
          label="Type"
          data={TYPE_OPTIONS}
          value={value ? String(value.type) : null}
          disabled={!value}
          allowDeselect={false}
          onChange={(v) => v !== null && set({ type: Number(v) })}
        />
        <Checkbox
          label="Translatable"
          checked={translatable}
          disabled={!value}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            set(
              on
                ? { translatable: on }
                : { translatable: on, strip_html: false, uppercase: false, character_limit: 0 },
            );
          }}
        />
        <Checkbox
          label="Strip HTML"
          checked={value?.strip_html ?? false}
          disabled={!translatable}
          onChange={(e) => set({ strip_html: e.currentTarget.checked })}
        />
        <Checkbox
          label="Uppercase"
          checked={value?.uppercase ?? false}
          disabled={!translatable}
          onChange={(e) => set({ uppercase: e.currentTarget.checked })}
        />
        <NumberInput
          label="Character Limit"
          description={EXPORT_MESSAGES.characterLimitHint}
          min={0}
          allowNegative={false}
          allowDecimal={false}
          value={value?.character_limit ?? 0}
          disabled={!translatable}
          onChange={(v) => set({ character_limit: typeof v === 'number' ? v : Number(v) || 0 })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
