import type { sandboxStorePageSchema, Store, SANDBOX_MODES } from '@partsflow/contracts';
import type { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPaths } from './paths.ts';
import { storeKeys } from './query-keys.ts';

export type SandboxStorePage = z.infer<typeof sandboxStorePageSchema>;
export type SandboxMode = (typeof SANDBOX_MODES)[number];

export const storesQuery = () =>
  queryOptions({
    queryKey: storeKeys.list(),
    queryFn: ({ signal }) => api<{ stores: Store[] }>(apiPaths.stores(), { signal }).then((r) => r.stores),
  });

export function useStores() {
  return useQuery(storesQuery());
}

export function useConnectStore() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api<{ store: Store }>(apiPaths.stores(), { method: 'POST', body: { name } }).then((r) => r.store),
    onSuccess: () => qc.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

export function useSandboxStore(id: number) {
  return useQuery({
    queryKey: storeKeys.sandbox(id),
    queryFn: ({ signal }) => api<SandboxStorePage>(apiPaths.sandboxStore(id), { signal }),
  });
}

export function useSetSandboxMode(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (mode: SandboxMode) =>
      api<unknown>(apiPaths.sandboxMode(id), { method: 'PUT', body: { mode } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: storeKeys.sandbox(id) }),
  });
}
