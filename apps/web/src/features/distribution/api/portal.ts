import type {
  CancellationRequestResponse,
  Delivery,
  DistributorFulfillment,
  FulfillmentRequestResponse,
} from '@partsflow/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';

/** The distributor API of the portal (distributor spec 7.1). */
export const PORTAL_V1 = '/api/distributor/v1';

export interface PortalPagination {
  page: number;
  page_size: number;
  total_count: number;
  total_pages: number;
  previous_page_allowed: boolean;
  next_page_allowed: boolean;
}
export interface PortalList<T> {
  results: T[];
  pagination: PortalPagination;
}

export interface PortalListParams {
  locationId: number;
  page: number;
  pageSize: number;
  query: string;
}

export interface FulfillmentStatistics {
  location_id: number;
  fulfillments: { pending: number; in_progress: number; complete: number };
}
export interface ShipmentStatistics {
  location_id: number;
  shipments: { pending: number; quoted: number; booked: number; shipped: number };
}

export const portalKeys = {
  all: ['distribution', 'portal'] as const,
  fulfillmentStats: () => ['distribution', 'portal', 'fulfillment-statistics'] as const,
  shipmentStats: () => ['distribution', 'portal', 'shipment-statistics'] as const,
  fulfillments: () => ['distribution', 'portal', 'fulfillments'] as const,
  fulfillmentList: (p: PortalListParams) => ['distribution', 'portal', 'fulfillments', p] as const,
  fulfillment: (id: number) => ['distribution', 'portal', 'fulfillment', id] as const,
  deliveries: () => ['distribution', 'portal', 'deliveries'] as const,
  deliveryList: (p: PortalListParams & { type?: string; status?: string }) =>
    ['distribution', 'portal', 'deliveries', p] as const,
};

export const fulfillmentStatisticsQuery = () =>
  queryOptions({
    queryKey: portalKeys.fulfillmentStats(),
    queryFn: ({ signal }) =>
      api<{ statistics: FulfillmentStatistics[] }>(`${PORTAL_V1}/fulfillments/statistics`, { signal }).then(
        (r) => r.statistics,
      ),
  });

export const shipmentStatisticsQuery = () =>
  queryOptions({
    queryKey: portalKeys.shipmentStats(),
    queryFn: ({ signal }) =>
      api<{ statistics: ShipmentStatistics[] }>(`${PORTAL_V1}/shipments/statistics`, { signal }).then(
        (r) => r.statistics,
      ),
  });

const listQuery = (p: PortalListParams) => ({
  location_ids: p.locationId,
  page: p.page,
  page_size: p.pageSize,
  query: p.query || undefined,
});

export function useFulfillments(p: PortalListParams) {
  return useQuery({
    queryKey: portalKeys.fulfillmentList(p),
    queryFn: ({ signal }) =>
      api<PortalList<DistributorFulfillment>>(`${PORTAL_V1}/fulfillments`, { query: listQuery(p), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFulfillment(id: number | null) {
  return useQuery({
    queryKey: portalKeys.fulfillment(id ?? 0),
    queryFn: ({ signal }) =>
      api<{ fulfillment: DistributorFulfillment }>(`${PORTAL_V1}/fulfillments/${id}`, { signal }).then(
        (r) => r.fulfillment,
      ),
    enabled: id !== null,
  });
}

/** After any answer to a fulfilment: the lists, the counts and the shipments it may have made are stale. */
function useRefreshPortal() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: portalKeys.all });
}

export function useRespondFulfillmentRequest(id: number) {
  const refresh = useRefreshPortal();
  return useMutation({
    mutationFn: (body: FulfillmentRequestResponse) =>
      api<{ fulfillment: DistributorFulfillment }>(`${PORTAL_V1}/fulfillments/${id}/fulfillment_request`, {
        method: 'PUT',
        body,
      }),
    onSuccess: refresh,
  });
}

export function useRespondCancellationRequest(id: number) {
  const refresh = useRefreshPortal();
  return useMutation({
    mutationFn: (body: CancellationRequestResponse) =>
      api<{ fulfillment: DistributorFulfillment }>(`${PORTAL_V1}/fulfillments/${id}/cancellation_request`, {
        method: 'PUT',
        body,
      }),
    onSuccess: refresh,
  });
}

export function useChangeLocation(id: number) {
  const refresh = useRefreshPortal();
  return useMutation({
    mutationFn: (newLocationId: number) =>
      api<{ fulfillment: DistributorFulfillment }>(`${PORTAL_V1}/fulfillments/${id}/change_location`, {
        method: 'PUT',
        body: { new_location_id: newLocationId },
      }),
    onSuccess: refresh,
  });
}

/** The fields of a shipment (spec 3, Shipment (portal)) the Pending Shipments list shows. */
export interface ShipmentRow {
  id: number;
  identifier: string;
  created_at: string;
  status: string;
  distributor_reference: string | null;
  store_reference: string;
  stores: { name: string }[];
  recipient: { name: string; city: string; subdivision_code: string };
  item_count: number;
  carton_count: number;
}

/**
 * Pending Shipments: `GET /shipments` of the location, pending and quoted ones, and those whose booking the carrier
 * refused (error: mended and booked again from here, decision 0920).
 */
export function useShipments(p: PortalListParams) {
  return useQuery({
    queryKey: [...portalKeys.all, 'shipments', p] as const,
    queryFn: ({ signal }) =>
      api<PortalList<ShipmentRow>>(`${PORTAL_V1}/shipments`, {
        query: { ...listQuery(p), status: 'pending,quoted,error' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDeliveries(p: PortalListParams & { type?: 'unshipped' | 'shipped'; status?: string }) {
  return useQuery({
    queryKey: portalKeys.deliveryList(p),
    queryFn: ({ signal }) =>
      api<PortalList<Delivery>>(`${PORTAL_V1}/deliveries`, {
        query: { ...listQuery(p), type: p.type, status: p.status },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCancelBooking() {
  const refresh = useRefreshPortal();
  return useMutation({
    mutationFn: (id: number) => api<void>(`${PORTAL_V1}/deliveries/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useRequestPickup() {
  const refresh = useRefreshPortal();
  return useMutation({
    mutationFn: (body: { booking_ids: number[]; pickup_date: string }) =>
      api<{ manifests: { id: number; job_reference: string }[] }>(`${PORTAL_V1}/deliveries/pickup`, {
        method: 'POST',
        body,
      }),
    onSuccess: refresh,
  });
}

/** The retry rule of document downloads (distributor spec 4, 8, 9): 3 retries, 2000 ms growing by 1.5. */
export const DOCUMENT_RETRIES = 3;
export const DOCUMENT_RETRY_BASE_MS = 2000;
export const DOCUMENT_RETRY_FACTOR = 1.5;

/** Only a 404 saying 'Document unavailable' (not yet generated) is worth another try. */
export function isDocumentUnavailable(e: unknown): boolean {
  return e instanceof ApiError && e.status === 404 && /document unavailable/i.test(e.message);
}

async function fetchPdf(url: string): Promise<Blob> {
  const res = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/pdf' } });
  if (!res.ok) {
    let message = `An error has occured: ${res.status}`;
    let code = 'http_error';
    try {
      const body = (await res.json()) as { error?: { code?: string; message?: string } };
      message = body.error?.message ?? message;
      code = body.error?.code ?? code;
    } catch {
      // not JSON: keep the status message
    }
    throw new ApiError(res.status, code, message);
  }
  return res.blob();
}

/**
 * Fetches a delivery document as a PDF blob, retrying only 'Document unavailable' answers: up to 3 retries, the
 * first after 2000 ms and each next one 1.5 times longer. `onRetry(n)` is told before retry n (1..3).
 */
export async function downloadDocument(
  deliveryId: number,
  documentType: string,
  opts: { onRetry?: (attempt: number) => void; sleep?: (ms: number) => Promise<void> } = {},
): Promise<Blob> {
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const url = `${PORTAL_V1}/deliveries/${deliveryId}/documents?document_type=${encodeURIComponent(documentType)}`;
  let delay = DOCUMENT_RETRY_BASE_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchPdf(url);
    } catch (e) {
      if (attempt >= DOCUMENT_RETRIES || !isDocumentUnavailable(e)) throw e;
      opts.onRetry?.(attempt + 1);
      await sleep(delay);
      delay *= DOCUMENT_RETRY_FACTOR;
    }
  }
}
