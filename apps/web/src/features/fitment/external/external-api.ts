import type {
  ExternalTranslations,
  ExternalVehicle,
  ExternalVehicleEdit,
  GlobalTranslationReply,
  Vehicle,
} from '@partsflow/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** API paths of external vehicles (spec catalogue-pim section 7, Vehicle catalogue). */
const BASE = '/api/admin/external_vehicles';
export const externalPaths = {
  list: () => `${BASE}/list.json`,
  vehicle: (id: number) => `${BASE}/${id}`,
  importSource: () => `${BASE}/import.json`,
  translations: (id: number) => `${BASE}/${id}/translations.json`,
  saveTranslations: (id: number) => `${BASE}/${id}/translations`,
  globalTranslation: () => `${BASE}/global_translation`,
  links: (vehicleId: number) => `/api/admin/vehicles/${vehicleId}/external_links.json`,
  link: () => `${BASE}/external_link.json`,
  unlink: () => `${BASE}/external_unlink.json`,
  override: () => `${BASE}/external_override.json`,
  reindex: () => `${BASE}/reindex.json`,
};

export const externalKeys = {
  all: ['fitment', 'external'] as const,
  list: (params: unknown) => ['fitment', 'external', 'list', params] as const,
  translations: (id: number) => ['fitment', 'external', 'translations', id] as const,
  terms: (source: string | null) => ['fitment', 'external', 'terms', source] as const,
  links: (vehicleId: number) => ['fitment', 'external', 'links', vehicleId] as const,
};

export interface ExternalListParams {
  page_index: number;
  page_size: number;
  sortBy?: { id: string; desc: boolean }[];
  filters?: { id: string; value: string | boolean }[];
  search?: string;
}

export function useExternalList(params: ExternalListParams) {
  return useQuery({
    queryKey: externalKeys.list(params),
    queryFn: ({ signal }) =>
      api<{ payload: ExternalVehicle[]; count: number }>(externalPaths.list(), {
        signal,
        query: {
          page_index: params.page_index,
          page_size: params.page_size,
          sortBy: params.sortBy?.length ? JSON.stringify(params.sortBy) : undefined,
          filters: params.filters?.length ? JSON.stringify(params.filters) : undefined,
          search: params.search || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveExternalVehicle(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ExternalVehicleEdit) =>
      api<{ message: string; external_vehicle: ExternalVehicle }>(externalPaths.vehicle(id), {
        method: 'PATCH',
        body,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: externalKeys.all }),
  });
}

export function useImportSource() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (source: 'TecDoc' | 'OSCAR') =>
      api<{ message: string; count: number }>(externalPaths.importSource(), {
        method: 'POST',
        body: { source },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: externalKeys.all }),
  });
}

export function useTranslations(id: number) {
  return useQuery({
    queryKey: externalKeys.translations(id),
    queryFn: ({ signal }) => api<ExternalTranslations>(externalPaths.translations(id), { signal }),
  });
}

export function useSaveTranslations(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, Record<string, unknown>>) =>
      api<ExternalTranslations>(externalPaths.saveTranslations(id), { method: 'PUT', body }),
    onSuccess: (reply) => {
      // Other vehicles of the group and the source words changed too: refetch the rest.
      void qc.invalidateQueries({ queryKey: externalKeys.all });
      qc.setQueryData(externalKeys.translations(id), reply);
    },
  });
}

export function useBodyTerms(source: string | null) {
  return useQuery({
    queryKey: externalKeys.terms(source),
    queryFn: ({ signal }) =>
      api<GlobalTranslationReply>(externalPaths.globalTranslation(), {
        signal,
        query: { section: 'body', external_source: source ?? undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSetBodyTerm() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { external_source: string; term: string; internal_id: number | null }) =>
      api<GlobalTranslationReply>(externalPaths.globalTranslation(), {
        method: 'PUT',
        body: { section: 'body', ...body },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: externalKeys.all }),
  });
}

/** The link as the linking view shows it (the contract's link with its use_{attribute} flags). */
export interface LinkView {
  id: number;
  approved: boolean | null;
  match_score: number;
  match_percent: number;
  source: 'TecDoc' | 'OSCAR';
  external_vehicle: ExternalVehicle;
  translated: Record<string, string | number | null>;
  [flag: `use_${string}`]: boolean;
}

export interface LinksReply {
  message?: string;
  vehicle: Vehicle;
  needs_reindex: boolean;
  links: LinkView[];
}

/** The linking view; `poll` re-reads it every 2 s while a reindex runs (beside the job's live progress). */
export function useVehicleLinks(vehicleId: number, poll = false) {
  return useQuery({
    queryKey: externalKeys.links(vehicleId),
    queryFn: ({ signal }) => api<LinksReply>(externalPaths.links(vehicleId), { signal }),
    refetchInterval: poll ? 2000 : false,
  });
}

export type LinkAction =
  | { kind: 'link' | 'unlink'; linkId: number }
  | { kind: 'override'; linkId: number; attribute: string; use: boolean };

/** Approve, decline or override: each answers the linking view as it is now, which becomes the cached one. */
export function useLinkAction(vehicleId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: LinkAction) =>
      a.kind === 'override'
        ? api<LinksReply>(externalPaths.override(), {
            method: 'POST',
            body: { external_vehicle_link_id: a.linkId, attribute_name: a.attribute, use_attribute: a.use },
          })
        : api<LinksReply>(a.kind === 'link' ? externalPaths.link() : externalPaths.unlink(), {
            method: 'POST',
            body: { external_vehicle_link_id: a.linkId },
          }),
    onSuccess: (reply) => {
      qc.setQueryData(externalKeys.links(vehicleId), reply);
      void qc.invalidateQueries({ queryKey: ['fitment', 'external', 'list'] });
    },
  });
}

export function useReindex() {
  return useMutation({
    mutationFn: () =>
      api<{ message: string; queued: boolean }>(externalPaths.reindex(), { method: 'POST', body: {} }),
  });
}
