import type {
  BrandWithSubBrands,
  DataExport,
  DataExportInput,
  ExportRun,
  ExportTemplate,
  ExportTemplateField,
} from '@partsflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { searchBrands, searchProductTypes } from '../api/lookups.ts';

/** Calls of the export screens (spec catalogue-pim section 7, Exports). */
const base = '/api/catalogue';
export const exportPaths = {
  templates: () => `${base}/export_templates`,
  template: (id: number) => `${base}/export_templates/${id}`,
  fields: () => `${base}/export_template_fields`,
  field: (id: number) => `${base}/export_template_fields/${id}`,
  run: (id: number) => `${base}/export_template/export/${id}`,
  exportRun: (id: number) => `${base}/export_runs/${id}`,
  teamBrands: () => `${base}/brands`,
  dataExports: () => '/api/admin/exports',
  dataExport: (id: number) => `/api/admin/exports/${id}`,
} as const;

export const exportKeys = {
  all: ['catalogue', 'exports'] as const,
  templates: () => [...exportKeys.all, 'templates'] as const,
  template: (id: number) => [...exportKeys.all, 'template', id] as const,
  dataExports: () => [...exportKeys.all, 'data-exports'] as const,
  brands: () => ['catalogue', 'team-brands'] as const,
  allBrands: () => [...exportKeys.all, 'all-brands'] as const,
  productTypes: () => [...exportKeys.all, 'product-types'] as const,
};

export interface TemplateSummary {
  id: number;
  title: string;
  team_id: number;
  updated_at: string;
  fields_count: number;
}

export function useExportTemplates() {
  return useQuery({
    queryKey: exportKeys.templates(),
    queryFn: ({ signal }) =>
      api<{ export_templates: TemplateSummary[] }>(exportPaths.templates(), { signal }),
    select: (r) => r.export_templates,
  });
}

export function useExportTemplate(id: number | null) {
  return useQuery({
    queryKey: exportKeys.template(id ?? 0),
    queryFn: ({ signal }) => api<{ export_template: ExportTemplate }>(exportPaths.template(id!), { signal }),
    select: (r) => r.export_template,
    enabled: id !== null,
  });
}

/** The team's brands with their sub-brands (the list's selectors). */
export function useTeamBrands() {
  return useQuery({
    queryKey: exportKeys.brands(),
    queryFn: ({ signal }) => api<{ brands: BrandWithSubBrands[] }>(exportPaths.teamBrands(), { signal }),
    select: (r) => r.brands,
    staleTime: 5 * 60_000,
  });
}

/** Every brand the user may pick (staff: every team's), for the admin's scheduled exports. */
export function useBrandOptions() {
  return useQuery({
    queryKey: exportKeys.allBrands(),
    queryFn: () => searchBrands(''),
    staleTime: 5 * 60_000,
  });
}

export function useProductTypeOptions() {
  return useQuery({
    queryKey: exportKeys.productTypes(),
    queryFn: () => searchProductTypes(''),
    staleTime: 5 * 60_000,
  });
}

export type FieldDraft = Omit<ExportTemplateField, 'id' | 'export_template_id' | 'position'>;

export function useSaveTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title, fields }: { id: number | null; title: string; fields?: FieldDraft[] }) =>
      api<{ message: string; export_template: ExportTemplate }>(
        id ? exportPaths.template(id) : exportPaths.templates(),
        {
          method: id ? 'PATCH' : 'POST',
          body: {
            export_template: {
              title,
              ...(fields ? { export_template_fields: JSON.stringify(fields) } : {}),
            },
          },
        },
      ),
    onSuccess: async (r) => {
      qc.setQueryData(exportKeys.template(r.export_template.id), { export_template: r.export_template });
      await qc.invalidateQueries({ queryKey: exportKeys.templates() });
    },
  });
}

export function useDeleteTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string; export_templates: TemplateSummary[] }>(exportPaths.template(id), {
        method: 'DELETE',
      }),
    onSuccess: (r) => qc.setQueryData(exportKeys.templates(), { export_templates: r.export_templates }),
  });
}

export function useSaveField(templateId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...field }: FieldDraft & { id: number | null }) =>
      api<{ message: string; export_template_field: ExportTemplateField }>(
        id ? exportPaths.field(id) : exportPaths.fields(),
        {
          method: id ? 'PATCH' : 'POST',
          body: { export_template_field: { ...field, export_template_id: templateId } },
        },
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: exportKeys.template(templateId) }),
  });
}

export function useDeleteField(templateId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(exportPaths.field(id), { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: exportKeys.template(templateId) }),
  });
}

export interface RunExportInput {
  templateId: number;
  brand_id: number | null;
  sub_brand_id: number | null;
  product_type_id: number | null;
}

export function useRunExport() {
  return useMutation({
    mutationFn: ({ templateId, ...export_template }: RunExportInput) =>
      api<{ message: string; export_run: ExportRun }>(exportPaths.run(templateId), {
        method: 'POST',
        body: { export_template },
      }),
  });
}

/** A run's state, asked again every 2 s until it has finished. */
export function useExportRun(id: number | null) {
  return useQuery({
    queryKey: [...exportKeys.all, 'run', id ?? 0],
    queryFn: ({ signal }) => api<{ export_run: ExportRun }>(exportPaths.exportRun(id!), { signal }),
    select: (r) => r.export_run,
    enabled: id !== null,
    refetchInterval: (q) => {
      const status = q.state.data?.export_run.status;
      return status === 'completed' || status === 'failed' ? false : 2000;
    },
  });
}

export function useDataExports() {
  return useQuery({
    queryKey: exportKeys.dataExports(),
    queryFn: ({ signal }) => api<{ exports: DataExport[] }>(exportPaths.dataExports(), { signal }),
    select: (r) => r.exports,
  });
}

export function useSaveDataExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DataExportInput & { id: number | null }) =>
      api<{ message: string; exp: DataExport }>(id ? exportPaths.dataExport(id) : exportPaths.dataExports(), {
        method: id ? 'PATCH' : 'POST',
        body,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: exportKeys.dataExports() }),
  });
}

export function useDeleteDataExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string; exports: DataExport[] }>(exportPaths.dataExport(id), { method: 'DELETE' }),
    onSuccess: (r) => qc.setQueryData(exportKeys.dataExports(), { exports: r.exports }),
  });
}
