import { EXPORT_FIELD_TYPES, EXPORT_MESSAGES, exportColumn } from '@partsflow/contracts';
import { Alert, Button, Card, Group, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { ScrollRegion } from '../../../components/scroll-region/scroll-region.tsx';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { urls } from '../../../lib/urls.ts';
import {
  useDeleteField,
  useExportTemplate,
  useSaveField,
  useSaveTemplate,
  type FieldDraft,
} from './exports-api.ts';
import { FieldModal } from './field-modal.tsx';

/** After a save the editor goes on (to the new template's edit page, or to the list) after this long (spec 9). */
const REDIRECT_MS = 2000;
const typeLabel = (t: number) => EXPORT_FIELD_TYPES.find((x) => x.value === t)?.label ?? String(t);

type Row = FieldDraft & { id: number | null };

/**
 * The Export Template editor: title, the Columns table with Add Column and the field modal, Save and Back. A new
 * template keeps its columns here until it is saved with them; a saved one saves each column as it is changed.
 */
export function ExportTemplateEditor({ templateId }: { templateId: number | null }) {
  const template = useExportTemplate(templateId);
  if (templateId !== null && template.isLoading) return <Loader />;
  if (templateId !== null && (template.error || !template.data))
    return <Alert color="red">{EXPORT_MESSAGES.refreshFailed}</Alert>;
  return (
    <EditorForm
      key={templateId ?? 'new'}
      templateId={templateId}
      initialTitle={template.data?.title ?? ''}
      savedFields={template.data?.export_template_fields ?? null}
    />
  );
}

function EditorForm({
  templateId,
  initialTitle,
  savedFields,
}: {
  templateId: number | null;
  initialTitle: string;
  savedFields: (FieldDraft & { id: number })[] | null;
}) {
  const navigate = useNavigate();
  const [title, setTitle] = useState(initialTitle);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [draft, setDraft] = useState<Row[]>([]);
  const [editing, setEditing] = useState<{ index: number | null; field: Row | null } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const save = useSaveTemplate();
  const saveField = useSaveField(templateId ?? 0);
  const removeField = useDeleteField(templateId ?? 0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const rows: Row[] = savedFields ?? draft;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return setTitleError(EXPORT_MESSAGES.titleRequired);
    const out = await mutateWithToast(
      save.mutateAsync({
        id: templateId,
        title: title.trim(),
        fields: templateId === null ? draft.map(({ id: _id, ...f }) => f) : undefined,
      }),
      {
        success: (r) => r.message,
        error: templateId ? EXPORT_MESSAGES.templateUpdateFailed : EXPORT_MESSAGES.templateCreateFailed,
      },
    );
    if (!out.ok) return;
    const next =
      templateId === null
        ? urls.catalogue.exportTemplate(out.data.export_template.id)
        : urls.catalogue.exportTemplates();
    timer.current = setTimeout(() => void navigate(next), REDIRECT_MS);
  };

  const onSaveField = async (field: FieldDraft) => {
    if (!editing) return;
    if (templateId === null) {
      setDraft((d) =>
        editing.index === null
          ? [...d, { ...field, id: null }]
          : d.map((f, i) => (i === editing.index ? { ...field, id: null } : f)),
      );
      return setEditing(null);
    }
    const id = editing.field?.id ?? null;
    // The modal closes and the list refreshes either way (spec section 8).
    await mutateWithToast(saveField.mutateAsync({ ...field, id }), {
      success: (r) => r.message,
      error: id ? EXPORT_MESSAGES.fieldUpdateFailed : EXPORT_MESSAGES.fieldCreateFailed,
    });
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (deleting === null) return;
    const row = rows[deleting];
    if (templateId === null || !row?.id) {
      setDraft((d) => d.filter((_, i) => i !== deleting));
      return setDeleting(null);
    }
    await mutateWithToast(removeField.mutateAsync(row.id), {
      success: EXPORT_MESSAGES.fieldDeleted,
      error: EXPORT_MESSAGES.fieldDeleteFailed,
    });
    setDeleting(null);
  };

  return (
    <Card withBorder padding="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <TextInput
            label="Title"
            required
            maxLength={255}
            value={title}
            error={titleError}
            onChange={(e) => {
              setTitle(e.currentTarget.value);
              setTitleError(null);
            }}
          />
          <Group justify="space-between">
            <Text fw={600} id="export-columns-heading">
              Columns
            </Text>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ index: null, field: null })}
            >
              Add Column
            </Button>
          </Group>
          {rows.length === 0 ? (
            <Text c="dimmed" size="sm">
              No columns yet.
            </Text>
          ) : (
            <ScrollRegion label="Columns">
              <Table verticalSpacing="xs" aria-labelledby="export-columns-heading" miw={760}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Original Column</Table.Th>
                    <Table.Th>Column Title</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Translatable</Table.Th>
                    <Table.Th>Strip HTML</Table.Th>
                    <Table.Th>Uppercase</Table.Th>
                    <Table.Th>Character Limit</Table.Th>
                    <Table.Th w={80} aria-label="Actions" />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((f, i) => (
                    <Table.Tr key={f.id ?? `new-${i}`} data-testid="export-column-row">
                      <Table.Td>
                        {f.original_column} - {exportColumn(f.original_column)?.label}
                      </Table.Td>
                      <Table.Td>{f.column_title}</Table.Td>
                      <Table.Td>{typeLabel(f.type)}</Table.Td>
                      <Table.Td>{f.translatable ? 'Yes' : 'No'}</Table.Td>
                      <Table.Td>{f.strip_html ? 'Yes' : 'No'}</Table.Td>
                      <Table.Td>{f.uppercase ? 'Yes' : 'No'}</Table.Td>
                      <Table.Td>{f.character_limit === 0 ? 'No limit' : f.character_limit}</Table.Td>
                      <Table.Td>
                        <RowActions
                          name={`column ${f.column_title}`}
                          onEdit={() => setEditing({ index: i, field: f })}
                          onRemove={() => setDeleting(i)}
                          removing={removeField.isPending && deleting === i}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
          )}
          <Group justify="space-between">
            <Button
              component={Link}
              to={urls.catalogue.exportTemplates()}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              Back
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      <FieldModal
        opened={editing !== null}
        field={editing?.field ?? null}
        saving={saveField.isPending}
        onClose={() => setEditing(null)}
        onSave={(f) => void onSaveField(f)}
      />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete field">
        <Stack>
          <Text>{EXPORT_MESSAGES.confirmDeleteField}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button color="red" loading={removeField.isPending} onClick={() => void confirmDelete()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
