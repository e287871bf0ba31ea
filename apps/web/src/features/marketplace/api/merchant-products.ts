import {
  SYNC_PROGRESS_POLL_MS,
  type MerchantProductDetail,
  type MerchantProductsList,
  type MerchantProductsSummary,
  type MerchantProductsQuery,
  type SyncProgress,
  type Vehicle,
} from '@partsflow/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPaths } from './paths.ts';
import { merchantProductKeys } from './query-keys.ts';

export type MerchantVehicles = Pick<MerchantProductDetail, 'vehicles' | 'vehicle_applications'>;

export function useMerchantProducts(params: MerchantProductsQuery) {
  return useQuery({
    queryKey: merchantProductKeys.list(params),
    queryFn: ({ signal }) =>
      api<MerchantProductsList>(apiPaths.merchantProducts(), { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMerchantProductsSummary() {
  return useQuery({
    queryKey: merchantProductKeys.summary(),
    queryFn: ({ signal }) =>
      api<MerchantProductsSummary>(`${apiPaths.merchantProducts()}/summary`, { signal }),
  });
}

export function useMerchantProduct(id: number) {
  return useQuery({
    queryKey: merchantProductKeys.detail(id),
    queryFn: ({ signal }) => api<MerchantProductDetail>(apiPaths.merchantProduct(id), { signal }),
  });
}

/** Sync progress of the given jobs, polled every 5 seconds until it reaches 100 (spec section 4). */
export function useSyncProgress(ids: string[]) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: merchantProductKeys.progress(ids),
    queryFn: async ({ signal }) => {
      const p = await api<SyncProgress>(apiPaths.syncProgress(), {
        query: { sync_job_ids: ids.join(',') },
        signal,
      });
      // Finished: the list reloads (the progress query itself is left alone).
      if (p.progress >= 100)
        await Promise.all([
          qc.invalidateQueries({ queryKey: [...merchantProductKeys.all, 'list'] }),
          qc.invalidateQueries({ queryKey: merchantProductKeys.summary() }),
        ]);
      return p;
    },
    enabled: ids.length > 0,
    refetchInterval: (q) => (q.state.data && q.state.data.progress >= 100 ? false : SYNC_PROGRESS_POLL_MS),
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: merchantProductKeys.all });
}

export function useSyncAll() {
  return useMutation({
    mutationFn: () => api<{ sync_job_ids: string[] }>(apiPaths.syncAll(), { method: 'POST', body: {} }),
  });
}

export function useCancelSyncAll() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api<{ success: boolean }>(apiPaths.cancelSyncAll(), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useResyncProduct(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () =>
      api<{ message: string; product: MerchantProductDetail }>(apiPaths.merchantProduct(id), {
        method: 'PUT',
      }),
    onSettled: invalidate,
  });
}

export function useAddAttribute(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; value: string }) =>
      api<{ id: number; title: string; value: string }>(apiPaths.merchantProductAttributes(id), {
        method: 'POST',
        body,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: merchantProductKeys.detail(id) }),
  });
}

export function useRemoveAttribute(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (attrId: number) =>
      api<null>(apiPaths.merchantProductAttribute(id, attrId), { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: merchantProductKeys.detail(id) }),
  });
}

export function useAddVehicles(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vehicleIds: number[]) =>
      api<MerchantVehicles>(apiPaths.merchantProductVehicles(id), {
        method: 'POST',
        body: { vehicle_ids: vehicleIds },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: merchantProductKeys.all }),
  });
}

export function useRemoveVehicle(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vehicleId: number) =>
      api<MerchantVehicles>(apiPaths.merchantProductVehicle(id, vehicleId), { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: merchantProductKeys.all }),
  });
}

export function useVehiclePicker(id: number, params: { query: string; page: number }) {
  return useQuery({
    queryKey: merchantProductKeys.vehiclePicker(id, params),
    queryFn: ({ signal }) =>
      api<{ data: Vehicle[]; meta: { total_count: number } }>(apiPaths.merchantProductVehiclePicker(id), {
        query: { ...params, per: 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSendToPim(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () =>
      api<{ job_id: string; message: string }>(`${apiPaths.merchantProduct(id)}/send_to_pim`, {
        method: 'POST',
      }),
    onSuccess: invalidate,
  });
}
