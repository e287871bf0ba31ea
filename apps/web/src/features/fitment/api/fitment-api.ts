import type {
  Datatable,
  Vehicle,
  VehicleApplicationsReply,
  VehicleField,
  VehicleFormInput,
} from '@partsflow/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** API paths of fitment (spec catalogue-pim section 7, Vehicle fitment and Vehicle catalogue). */
const base = '/api/catalogue';
export const fitmentPaths = {
  applications: (productId: number) => `${base}/product/${productId}/vehicle_applications`,
  application: (id?: number) => `${base}/vehicle_applications${id ? `/${id}` : ''}`,
  yearRange: (id: number) => `${base}/vehicle_applications/${id}/year_range`,
  attributes: (id?: number) => `${base}/vehicle_application_attributes${id ? `/${id}` : ''}`,
  removeVehicles: () => `${base}/remove_vehicles`,
  copyFrom: (assemblyId: number) => `${base}/vehicle_applications/copy-from/${assemblyId}`,
  picker: () => `${base}/vehicles/datatable.json`,
  fieldSearch: () => `${base}/vehicle_field_search`,
  lookup: (name: string) => `${base}/vehicles/${name}.json`,
  adminDatatable: () => '/api/admin/vehicles/datatable.json',
  adminVehicle: (id?: number) => `/api/admin/vehicles${id ? `/${id}` : ''}`,
};

export const fitmentKeys = {
  all: ['fitment'] as const,
  applications: (productId: number) => ['fitment', 'applications', productId] as const,
  vehicles: (scope: string, params: unknown) => ['fitment', 'vehicles', scope, params] as const,
  lookup: (name: string, param?: unknown) => ['fitment', 'lookup', name, param ?? null] as const,
  vehicle: (id: number) => ['fitment', 'vehicle', id] as const,
};

export interface Option {
  id: number;
  name: string;
}

export const applicationsQuery = (productId: number) =>
  queryOptions({
    queryKey: fitmentKeys.applications(productId),
    queryFn: ({ signal }) => api<VehicleApplicationsReply>(fitmentPaths.applications(productId), { signal }),
  });

/** Lookups of the vehicle catalogue (makes.json ... transmissions.json, attribute_titles.json). */
export function useLookup(name: string, query?: Record<string, number | undefined>, enabled = true) {
  return useQuery({
    queryKey: fitmentKeys.lookup(name, query),
    queryFn: ({ signal }) => api<Option[]>(fitmentPaths.lookup(name), { signal, query }),
    staleTime: 10 * 60_000,
    enabled,
  });
}

export function useFieldSearch(
  field: VehicleField,
  term: string,
  restriction?: { field: VehicleField; id: number },
) {
  return useQuery({
    queryKey: fitmentKeys.lookup(field, { term, restriction }),
    queryFn: ({ signal }) =>
      api<Option[]>(fitmentPaths.fieldSearch(), {
        signal,
        query: { field, term, restriction: restriction?.field, restriction_id: restriction?.id },
      }),
    enabled: !restriction || restriction.id > 0,
    staleTime: 60_000,
  });
}

export interface VehicleTableParams {
  page: number;
  per: number;
  sort?: string;
  query?: string;
  filters?: string;
  product_id?: number;
}

export function useVehicleTable(scope: 'picker' | 'admin', params: VehicleTableParams) {
  return useQuery({
    queryKey: fitmentKeys.vehicles(scope, params),
    queryFn: ({ signal }) =>
      api<Datatable<Vehicle>>(scope === 'admin' ? fitmentPaths.adminDatatable() : fitmentPaths.picker(), {
        signal,
        query: { ...params },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every change of a product's applications answers the list as it is now: it becomes the cached list. */
export function useApplicationMutation<I>(
  productId: number,
  run: (input: I) => Promise<VehicleApplicationsReply>,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (reply) => {
      qc.setQueryData(fitmentKeys.applications(productId), reply);
      // vehicle_count and the product issues follow through the outbox.
      void qc.invalidateQueries({ queryKey: ['catalogue'] });
      void qc.invalidateQueries({ queryKey: ['fitment', 'vehicles'] });
    },
  });
}

export function useVehicle(id: number | null) {
  return useQuery({
    queryKey: fitmentKeys.vehicle(id ?? 0),
    queryFn: ({ signal }) =>
      api<{ vehicle: Vehicle }>(fitmentPaths.adminVehicle(id!), { signal }).then((r) => r.vehicle),
    enabled: id !== null,
  });
}

export type VehicleFormValues = Record<keyof VehicleFormInput, string | number | null>;

export function useSaveVehicle(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vehicle: Record<string, unknown>) =>
      api<{ message: string; vehicle: Vehicle; swd_id: string | null }>(
        fitmentPaths.adminVehicle(id ?? undefined),
        {
          method: id === null ? 'POST' : 'PATCH',
          body: { vehicle },
        },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: fitmentKeys.all }),
  });
}
