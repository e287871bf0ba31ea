import { Alert, Button, FileInput, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IMPORT_MESSAGES, type ImportMapping } from '@partsflow/contracts';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { importKeys, startImport, uploadImportFile, type ImportUpload } from './imports-api.ts';

/**
 * The file importer: choose a CSV or XLSX file, map its columns to the import's fields (the last mapping is offered
 * again), start. The rows load in the background; the history below the table shows progress and row errors.
 */
export function ImportModal({
  type,
  opened,
  onClose,
  title = 'Import',
  contextId = null,
}: {
  type: string;
  opened: boolean;
  onClose: () => void;
  title?: string;
  /** The record chosen for the whole file (the brand of a packaging import), sent with the upload. */
  contextId?: number | null;
}) {
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<ImportUpload | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setFile(null);
    setUpload(null);
    setMapping({});
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const send = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const up = await uploadImportFile(type, file, contextId);
      setUpload(up);
      setMapping(up.mapping);
      void qc.invalidateQueries({ queryKey: importKeys.history(type) });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The file could not be uploaded');
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    if (!upload) return;
    setBusy(true);
    setError(null);
    try {
      await startImport(upload.import.id, mapping);
      notify.success(IMPORT_MESSAGES.started);
      void qc.invalidateQueries({ queryKey: importKeys.history(type) });
      close();
    } catch (err) {
      // The importer's message (spec section 8): the first problem with the mapping.
      setError(
        err instanceof ApiError ? (err.details[0]?.message ?? err.message) : 'The import could not start',
      );
    } finally {
      setBusy(false);
    }
  };

  const headings = upload?.import.headers ?? [];
  return (
    <Modal opened={opened} onClose={close} title={title} size="lg">
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {!upload ? (
          <>
            <FileInput
              label="File"
              description="A CSV or XLSX file with a heading row"
              placeholder="Choose a file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              value={file}
              onChange={setFile}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear file' }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button onClick={send} loading={busy} disabled={!file}>
                Upload
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">
              Match the columns of <b>{upload.import.file_name}</b> to the fields of the import.
            </Text>
            {upload.fields.map((f) => (
              <Select
                key={f.key}
                label={f.label}
                withAsterisk={f.required}
                placeholder={f.required ? 'Choose a column' : 'Not imported'}
                data={headings.map((h) => ({ value: h, label: h }))}
                value={mapping[f.key] ?? null}
                onChange={(v) => setMapping((m) => ({ ...m, [f.key]: v }))}
                clearable={!f.required}
                allowDeselect={!f.required}
                comboboxProps={{ withinPortal: false }}
              />
            ))}
            <Group justify="flex-end">
              <Button variant="default" onClick={reset}>
                Choose another file
              </Button>
              <Button onClick={start} loading={busy}>
                Start import
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
