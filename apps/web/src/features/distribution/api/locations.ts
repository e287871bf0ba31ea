import type {
  Distributor,
  DistributorLocation,
  FilterPolicy,
  FreightCatalogReply,
} from '@partsflow/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const locationKeys = {
  distributor: ['distribution', 'distributor'] as const,
  all: ['distribution', 'locations'] as const,
  list: (distributorId: number) => ['distribution', 'locations', distributorId, 'list'] as const,
  detail: (distributorId: number, id: number) => ['distribution', 'locations', distributorId, id] as const,
  catalog: (id: number) => ['distribution', 'locations', 'catalog', id] as const,
};

const base = (distributorId: number) => `/api/distributor/distributors/${distributorId}/locations`;

/** The signed-in team's distributor (its id names the location calls of spec 7.3). */
export const distributorQuery = () =>
  queryOptions({
    queryKey: locationKeys.distributor,
    queryFn: ({ signal }) => api<Distributor>('/api/distributor/distributor', { signal }),
    staleTime: 5 * 60_000,
  });

export const locationsQuery = (distributorId: number) =>
  queryOptions({
    queryKey: locationKeys.list(distributorId),
    queryFn: ({ signal }) =>
      api<{ locations: DistributorLocation[] }>(base(distributorId), { signal }).then((r) => r.locations),
  });

export const locationQuery = (distributorId: number, id: number) =>
  queryOptions({
    queryKey: locationKeys.detail(distributorId, id),
    queryFn: ({ signal }) => api<DistributorLocation>(`${base(distributorId)}/${id}`, { signal }),
  });

/** `GET /locations/{id}/freight_exchange_catalog`: carriers with services and the location's policy. */
export const freightCatalogQuery = (locationId: number) =>
  queryOptions({
    queryKey: locationKeys.catalog(locationId),
    queryFn: ({ signal }) =>
      api<FreightCatalogReply>(`/api/distributor/locations/${locationId}/freight_exchange_catalog`, {
        signal,
      }),
  });

/** The location form's body (spec 7.3): `distributor_location` fields, `rates` and `pickup_hours` as JSON text. */
export interface LocationBody {
  distributor_location: Record<string, unknown>;
  rates?: string;
  pickup_hours?: string;
}

function useLocationSaved(distributorId: number) {
  const qc = useQueryClient();
  return (saved: DistributorLocation) => {
    qc.setQueryData(locationKeys.detail(distributorId, saved.id), saved);
    return qc.invalidateQueries({ queryKey: locationKeys.list(distributorId) });
  };
}

export function useCreateLocation(distributorId: number) {
  const saved = useLocationSaved(distributorId);
  return useMutation({
    mutationFn: (body: LocationBody) =>
      api<DistributorLocation>(base(distributorId), { method: 'POST', body }),
    onSuccess: saved,
  });
}

/** `PATCH /distributors/{id}/locations/{id}`: the form, or one toggle. */
export function useUpdateLocation(distributorId: number, id: number) {
  const saved = useLocationSaved(distributorId);
  return useMutation({
    mutationFn: (body: Partial<LocationBody>) =>
      api<DistributorLocation>(`${base(distributorId)}/${id}`, { method: 'PATCH', body }),
    onSuccess: saved,
  });
}

/** `PATCH /distributors/{id}/locations/{id}.json` with the filter policy (what the carriers module reads). */
export function useSaveFilterPolicy(distributorId: number, id: number) {
  const saved = useLocationSaved(distributorId);
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (policy: FilterPolicy) =>
      api<DistributorLocation>(`${base(distributorId)}/${id}.json`, {
        method: 'PATCH',
        body: {
          distributor_location: { shipping_settings: { freight_exchange: { filter_policy: policy } } },
        },
      }),
    onSuccess: async (loc) => {
      await saved(loc);
      await qc.invalidateQueries({ queryKey: locationKeys.catalog(id) });
    },
  });
}
