import type { Shipment, ShipmentPatchInput, ShipmentUnitInput } from '@partsflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { PORTAL_V1, portalKeys } from './portal.ts';

export const shipmentKey = (id: number) => [...portalKeys.all, 'shipment', id] as const;

export interface QuotesReply {
  dry_run: boolean;
  prices: Shipment['prices'];
  unavailable: {
    carrier_name: string;
    service_name: string;
    private: boolean;
    reason: string;
    message: string;
  }[];
}

export function useShipment(id: number) {
  return useQuery({
    queryKey: shipmentKey(id),
    queryFn: ({ signal }) =>
      api<{ shipment: Shipment }>(`${PORTAL_V1}/shipments/${id}`, { signal }).then((r) => r.shipment),
    // The editor owns its draft: a background refetch must not reset what someone is typing.
    refetchOnWindowFocus: false,
  });
}

function useShipmentWrite<I>(id: number, call: (input: I) => Promise<{ shipment: Shipment }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => call(input).then((r) => r.shipment),
    onSuccess: (s) => {
      qc.setQueryData(shipmentKey(id), s);
      void qc.invalidateQueries({ queryKey: portalKeys.all, predicate: (q) => q.queryKey[3] !== 'shipment' });
    },
  });
}

export const useSaveShipment = (id: number) =>
  useShipmentWrite(id, (shipment: ShipmentPatchInput['shipment']) =>
    api(`${PORTAL_V1}/shipments/${id}`, { method: 'PATCH', body: { shipment } }),
  );

export const useAddUnit = (id: number) =>
  useShipmentWrite(id, (unit: ShipmentUnitInput['unit']) =>
    api(`${PORTAL_V1}/shipments/${id}/units`, { method: 'POST', body: { unit } }),
  );

export const useRemoveUnit = (id: number) =>
  useShipmentWrite(id, (unitId: number) =>
    api(`${PORTAL_V1}/shipments/${id}/units/${unitId}`, { method: 'DELETE' }),
  );

export const useBookShipment = (id: number) =>
  useShipmentWrite(id, (priceId: number | undefined) =>
    api(`${PORTAL_V1}/shipments/${id}/delivery_booking`, {
      method: 'POST',
      body: priceId ? { price_id: priceId } : {},
    }),
  );

/** Quotes of the carriers for the shipment, with the services that give none and why. */
export function useQuotes(id: number) {
  return useMutation({
    mutationFn: () => api<QuotesReply>(`${PORTAL_V1}/deliveries/${id}/quotes`, { method: 'POST', body: {} }),
  });
}
