import type { Datatable, ImportMapping, ImportRecord } from '@partsflow/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface ImportField {
  key: string;
  label: string;
  required: boolean;
}

export interface ImportUpload {
  import: ImportRecord;
  fields: ImportField[];
  mapping: ImportMapping;
}

export const importKeys = {
  history: (type: string) => ['imports', type] as const,
};

export function uploadImportFile(
  type: string,
  file: File,
  contextId: number | null = null,
): Promise<ImportUpload> {
  const body = new FormData();
  body.append('file', file);
  return api<ImportUpload>(`/api/imports/${type}/uploads`, {
    method: 'POST',
    body,
    query: contextId ? { context_id: contextId } : undefined,
  });
}

export function startImport(id: number, mapping: ImportMapping): Promise<ImportRecord> {
  return api<ImportRecord>(`/api/imports/${id}/start`, { method: 'POST', body: { mapping } });
}

/** The team's imports of a type, newest first. */
export function useImportHistory(type: string) {
  return useQuery({
    queryKey: importKeys.history(type),
    queryFn: ({ signal }) =>
      api<Datatable<ImportRecord>>('/api/imports', { query: { import_type: type, per: 5 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const importErrorsUrl = (id: number) => `/api/imports/${id}/errors.csv`;

export function useImportErrors(id: number) {
  return useQuery({
    queryKey: ['imports', 'errors', id] as const,
    queryFn: ({ signal }) =>
      api<{ errors: { line: number; column: string; message: string }[] }>(`/api/imports/${id}/errors`, {
        signal,
      }),
  });
}
