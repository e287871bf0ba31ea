import type {
  AllocateInput,
  PackingList,
  WarehouseFulfillment,
  WarehouseLocation,
} from '@partsflow/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The warehouse app's calls (distributor spec 7.2) and its query keys. */
export const warehouseKeys = {
  all: ['warehouse'] as const,
  locations: () => ['warehouse', 'locations'] as const,
  location: (id: number) => ['warehouse', 'locations', id] as const,
  packing: (locationId: number, page: number, query: string) =>
    ['warehouse', 'packing', locationId, page, query] as const,
  fulfillment: (id: number) => ['warehouse', 'fulfillment', id] as const,
};

export const warehouseLocationsQuery = () =>
  queryOptions({
    queryKey: warehouseKeys.locations(),
    queryFn: ({ signal }) =>
      api<{ locations: WarehouseLocation[] }>('/api/distributor/v1/locations', { signal }).then(
        (r) => r.locations,
      ),
  });

export const warehouseLocationQuery = (id: number) =>
  queryOptions({
    queryKey: warehouseKeys.location(id),
    queryFn: ({ signal }) =>
      api<{ location: WarehouseLocation }>(`/api/distributor/v1/locations/${id}`, { signal }).then(
        (r) => r.location,
      ),
  });

export const useWarehouseLocations = () => useQuery(warehouseLocationsQuery());
export const useWarehouseLocation = (id: number) => useQuery(warehouseLocationQuery(id));

export const PACKING_PAGE_SIZE = 25;

export function usePackingList(locationId: number, page: number, query: string) {
  return useQuery({
    queryKey: warehouseKeys.packing(locationId, page, query),
    queryFn: ({ signal }) =>
      api<PackingList>(`/api/distributor/l/${locationId}/fulfillments`, {
        signal,
        query: { page, page_size: PACKING_PAGE_SIZE, query: query || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useWarehouseFulfillment(id: number) {
  return useQuery({
    queryKey: warehouseKeys.fulfillment(id),
    queryFn: ({ signal }) =>
      api<{ fulfillment: WarehouseFulfillment }>(`/api/distributor/fulfillments/${id}`, { signal }).then(
        (r) => r.fulfillment,
      ),
  });
}

/** A write whose answer is the whole fulfilment: it replaces the cached one, and the lists and counts refresh. */
function useFulfillmentWrite<I>(
  id: number,
  call: (input: I) => Promise<{ fulfillment: WarehouseFulfillment }>,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => call(input).then((r) => r.fulfillment),
    onSuccess: (f) => {
      qc.setQueryData(warehouseKeys.fulfillment(id), f);
      void qc.invalidateQueries({
        queryKey: warehouseKeys.all,
        predicate: (q) => q.queryKey[1] !== 'fulfillment',
      });
    },
  });
}

export const useAllocate = (id: number) =>
  useFulfillmentWrite(id, ({ unitId, ...body }: AllocateInput & { unitId: number }) =>
    api(`/api/distributor/fulfillments/${id}/units/${unitId}/allocate`, { method: 'POST', body }),
  );

export const useReadyToShip = (id: number) =>
  useFulfillmentWrite(id, () => api(`/api/distributor/fulfillments/${id}/ship`, { method: 'POST' }));
