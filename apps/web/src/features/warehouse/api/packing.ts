import type {
  AllocateInput,
  PackingList,
  ParcelUpdateInput,
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

/** A delivery card's write (answers the delivery): the fulfilment, its lists and counts are read again. */
function useDeliveryWrite<I>(call: (input: I) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => qc.invalidateQueries({ queryKey: warehouseKeys.all }),
  });
}

/** Add Box: `POST /deliveries/{id}/parcels`. */
export const useAddBox = () =>
  useDeliveryWrite((deliveryId: number) =>
    api(`/api/distributor/deliveries/${deliveryId}/parcels`, { method: 'POST' }),
  );

/** Delete Shipment: `DELETE /deliveries/{id}` (an unbooked shipment is cancelled). */
export const useDeleteShipment = () =>
  useDeliveryWrite((deliveryId: number) =>
    api(`/api/distributor/deliveries/${deliveryId}`, { method: 'DELETE' }),
  );

/** Request Label: `POST /deliveries/{id}/label` (a failed label is requested by email). */
export const useRequestLabel = () =>
  useDeliveryWrite((deliveryId: number) =>
    api(`/api/distributor/deliveries/${deliveryId}/label`, { method: 'POST' }),
  );

/** A box input: `PATCH /delivery_parcels/{id}` with the changed field under `fulfillment_parcel`. */
export const useUpdateParcel = () =>
  useDeliveryWrite(
    ({ parcelId, ...fulfillment_parcel }: ParcelUpdateInput['fulfillment_parcel'] & { parcelId: number }) =>
      api(`/api/distributor/delivery_parcels/${parcelId}`, { method: 'PATCH', body: { fulfillment_parcel } }),
  );

export const useDeleteParcel = () =>
  useDeliveryWrite((parcelId: number) =>
    api(`/api/distributor/delivery_parcels/${parcelId}`, { method: 'DELETE' }),
  );

export const useDeleteParcelItem = () =>
  useDeliveryWrite((itemId: number) => api(`/api/distributor/parcel_items/${itemId}`, { method: 'DELETE' }));
