import type {
  Delivery,
  FreightCatalogReply,
  Handover,
  LabelRequest,
  LocationShipmentsReply,
} from '@partsflow/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The warehouse app's shipping calls (distributor spec 7.2), same-origin under /api/distributor. */
export const WAREHOUSE_API = '/api/distributor';

export const shippingKeys = {
  all: ['warehouse', 'shipping'] as const,
  shipments: (locationId: number, query: string) =>
    ['warehouse', 'shipping', 'shipments', locationId, query] as const,
  handovers: (locationId: number) => ['warehouse', 'shipping', 'handovers', locationId] as const,
  labelRequests: (query: string) => ['warehouse', 'shipping', 'label-requests', query] as const,
  labelRequest: (id: number) => ['warehouse', 'shipping', 'label-request', id] as const,
  pickupSlots: (id: number) => ['warehouse', 'shipping', 'pickup-slots', id] as const,
  catalog: (locationId: number) => ['warehouse', 'shipping', 'catalog', locationId] as const,
};

export interface PickupSlots {
  carrier_service: { id: number; name: string; carrier_name: string };
  pickup_slots: {
    date: string;
    time_slots: { time_slot_id: string; start_time: string; end_time: string }[];
  }[];
}

export interface ManualBookingInput {
  carrier: string;
  tracking_number: string;
  tracking_url: string;
  booked_cost: number;
}

/** Shipping tab: the location's shipments grouped by status, `?query=` search. */
export function useLocationShipments(locationId: number, query: string) {
  return useQuery({
    queryKey: shippingKeys.shipments(locationId, query),
    queryFn: ({ signal }) =>
      api<LocationShipmentsReply>(`${WAREHOUSE_API}/l/${locationId}/shipments`, {
        query: { query: query || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useHandovers(locationId: number) {
  return useQuery({
    queryKey: shippingKeys.handovers(locationId),
    queryFn: ({ signal }) =>
      api<{ handovers: Handover[] }>(`${WAREHOUSE_API}/handovers`, {
        query: { location_id: locationId },
        signal,
      }).then((r) => r.handovers),
  });
}

export function useLabelRequests(query: string) {
  return useQuery({
    queryKey: shippingKeys.labelRequests(query),
    queryFn: ({ signal }) =>
      api<{ shipments: LabelRequest[] }>(`${WAREHOUSE_API}/label_requests`, {
        query: { query: query || undefined },
        signal,
      }).then((r) => r.shipments),
    placeholderData: (previous) => previous,
  });
}

export function useLabelRequest(id: number) {
  return useQuery({
    queryKey: shippingKeys.labelRequest(id),
    queryFn: ({ signal }) =>
      api<{ shipment: LabelRequest }>(`${WAREHOUSE_API}/label_requests/${id}`, { signal }).then(
        (r) => r.shipment,
      ),
  });
}

export function usePickupSlots(deliveryId: number | null) {
  return useQuery({
    queryKey: shippingKeys.pickupSlots(deliveryId ?? 0),
    queryFn: ({ signal }) => api<PickupSlots>(`${WAREHOUSE_API}/deliveries/${deliveryId}/pickup`, { signal }),
    enabled: deliveryId !== null,
  });
}

/** The carriers of the location's freight catalogue (the Take Over form's suggestions come from the spec). */
export function useFreightCatalog(locationId: number) {
  return useQuery({
    queryKey: shippingKeys.catalog(locationId),
    queryFn: ({ signal }) =>
      api<FreightCatalogReply>(`${WAREHOUSE_API}/locations/${locationId}/freight_exchange_catalog`, {
        signal,
      }),
  });
}

function useRefresh() {
  const qc = useQueryClient();
  // The portal lists show the same deliveries (one shipping model, two views).
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: shippingKeys.all }),
      qc.invalidateQueries({ queryKey: ['distribution', 'portal'] }),
    ]);
}

/** `POST /deliveries/pickup` on a date common to the selection (ASAP = the first). */
export function useRequestPickup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { booking_ids: number[]; pickup_date: string }) =>
      api<{ manifests: Handover[] }>(`${WAREHOUSE_API}/v1/deliveries/pickup`, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useRequestSlotPickup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { deliveryId: number; pickup: { date: string; time_slot_id: string } }) =>
      api<{ manifests: Handover[] }>(`${WAREHOUSE_API}/deliveries/${v.deliveryId}/pickup`, {
        method: 'POST',
        body: { pickup: v.pickup },
      }),
    onSuccess: refresh,
  });
}

export function useHandOver() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { delivery_ids: number[]; pickup_preference?: string }) =>
      api<{ manifests: Handover[] }>(`${WAREHOUSE_API}/handovers`, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useTakeOver() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { deliveryId: number; body: ManualBookingInput }) =>
      api<{ delivery: Delivery }>(`${WAREHOUSE_API}/shipments/${v.deliveryId}/byo`, {
        method: 'POST',
        body: v.body,
      }),
    onSuccess: refresh,
  });
}

export function useManualBooking() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { deliveryId: number; body: ManualBookingInput & { label_url: string } }) =>
      api<{ delivery: Delivery }>(`${WAREHOUSE_API}/deliveries/${v.deliveryId}/manual`, {
        method: 'POST',
        body: v.body,
      }),
    onSuccess: refresh,
  });
}
