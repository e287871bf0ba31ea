import type {
  ConnectDistributorAccountInput,
  Datatable,
  DistributorAccount,
  FulfillmentOrder,
  FulfillmentOrderRow,
  FulfillmentOrdersQuery,
  Locality,
  PlaceSandboxOrderInput,
  Store,
} from '@partsflow/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const V1 = '/api/marketplace/v1';

export interface DistributorsPage {
  stores: { id: number; name: string }[];
  distributors: { id: number; name: string; locations_count: number }[];
  accounts: DistributorAccount[];
}

interface SandboxStorePage {
  store: Store & { mode: string };
  products: { id: string; title: string; variants: { sku: string; title: string; price: string }[] }[];
}

/** One query-key factory for the orders feature (style rule 11). */
export const orderKeys = {
  all: ['orders'] as const,
  distributors: () => ['orders', 'distributors'] as const,
  lists: () => ['orders', 'fulfillment-orders'] as const,
  list: (params: Partial<FulfillmentOrdersQuery>) => ['orders', 'fulfillment-orders', params] as const,
  detail: (id: number) => ['orders', 'fulfillment-order', id] as const,
  sandbox: (storeId: number) => ['orders', 'sandbox-store', storeId] as const,
};

export function useDistributorsPage() {
  return useQuery({
    queryKey: orderKeys.distributors(),
    queryFn: ({ signal }) => api<DistributorsPage>(`${V1}/marketplace/distributors`, { signal }),
  });
}

export function useConnectDistributor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectDistributorAccountInput) =>
      api<{ accounts: DistributorAccount[] }>(`${V1}/marketplace/connect-distributor-account`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: orderKeys.distributors() }),
  });
}

export function useDisconnectDistributor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ accounts: DistributorAccount[] }>(`${V1}/marketplace/disconnect-distributor-account/${id}`, {
        method: 'DELETE',
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: orderKeys.distributors() }),
  });
}

/** The fulfilment orders table (`fulfillments/datatable.json`: page, per, sort, sort_dir, query). */
export function useFulfillmentOrders(params: Partial<FulfillmentOrdersQuery>) {
  return useQuery({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) =>
      api<Datatable<FulfillmentOrderRow>>('/api/marketplace/fulfillments/datatable.json', {
        query: params,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const fulfillmentOrderQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) =>
      api<{ fulfillment_order: FulfillmentOrder }>(`${V1}/fulfillments/${id}`, { signal }).then(
        (r) => r.fulfillment_order,
      ),
  });

export function useFulfillmentOrder(id: number) {
  return useQuery(fulfillmentOrderQuery(id));
}

/** Request Fulfillment or Request Cancellation: the answer is the order as it now is. */
export function useOrderAction(id: number, action: 'request-fulfillment' | 'cancel-fulfillment') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ fulfillment_order: FulfillmentOrder }>(`${V1}/fulfillments/${id}/${action}`, {
        method: 'POST',
      }).then((r) => r.fulfillment_order),
    onSuccess: (order) => {
      qc.setQueryData(orderKeys.detail(id), order);
      return qc.invalidateQueries({ queryKey: orderKeys.lists() });
    },
    onError: () => qc.invalidateQueries({ queryKey: orderKeys.detail(id) }),
  });
}

export function useSandboxStore(storeId: number) {
  return useQuery({
    queryKey: orderKeys.sandbox(storeId),
    queryFn: ({ signal }) => api<SandboxStorePage>(`${V1}/marketplace/stores/${storeId}/sandbox`, { signal }),
  });
}

export function usePlaceSandboxOrder(storeId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceSandboxOrderInput) =>
      api<{ store_order_id: string; name: string; fulfillment_order_id: number }>(
        `${V1}/marketplace/stores/${storeId}/sandbox/orders`,
        { method: 'POST', body: input },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: orderKeys.lists() }),
  });
}

/** Australian localities of the platform gazetteer, for the address picker. */
export async function searchLocalities(term: string): Promise<Locality[]> {
  if (!term) return [];
  return (await api<{ localities: Locality[] }>('/api/geo/localities', { query: { q: term, limit: 8 } }))
    .localities;
}
