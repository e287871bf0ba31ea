import type { ProductNumberType, ProductNumbers } from '@partsflow/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPaths } from './paths.ts';
import { auditKeys, productKeys, productNumberKeys } from './query-keys.ts';

export const productNumbersQuery = (productId: number) =>
  queryOptions({
    queryKey: productNumberKeys.list(productId),
    queryFn: ({ signal }) => api<ProductNumbers>(apiPaths.productNumbers(productId), { signal }),
  });

export function useProductNumbers(productId: number, enabled = true) {
  return useQuery({ ...productNumbersQuery(productId), enabled });
}

export const vehicleMakesQuery = () =>
  queryOptions({
    queryKey: productNumberKeys.vehicleMakes(),
    queryFn: ({ signal }) =>
      api<{ id: number; value: string }[] | { makes: { id: number; value: string }[] }>(
        apiPaths.vehicleMakes(),
        {
          signal,
        },
      ).then((r) => (Array.isArray(r) ? r : r.makes)),
    staleTime: 60 * 60_000,
  });

export interface ProductNumbersReply extends ProductNumbers {
  error?: boolean;
  messages?: string[];
}

export interface SaveProductNumberInput {
  value: string;
  type: ProductNumberType;
  active?: boolean;
  /** OEM only: vehicle make ids as a comma list (spec section 7). */
  vehicle_make_ids?: string;
}

/**
 * Product numbers change the count badge, the default GTIN and the history, so every change refreshes those.
 * The UI refresh waits 1 s (spec section 9) so the drawer does not jump while the user is still looking at it.
 */
function useRefreshAfterChange(productId: number) {
  const qc = useQueryClient();
  return () =>
    new Promise<void>((resolve) => {
      setTimeout(() => {
        void Promise.all([
          qc.invalidateQueries({ queryKey: productNumberKeys.list(productId) }),
          qc.invalidateQueries({ queryKey: productKeys.details() }),
          qc.invalidateQueries({ queryKey: auditKeys.list(productId) }),
        ]).then(() => resolve());
      }, 1000);
    });
}

export function useSaveProductNumber(productId: number) {
  const refresh = useRefreshAfterChange(productId);
  return useMutation({
    mutationFn: (input: SaveProductNumberInput) =>
      api<ProductNumbersReply>(apiPaths.productNumber(productId), { method: 'POST', body: input }),
    onSuccess: (reply) => {
      if (!reply.error) void refresh();
    },
  });
}

export function useDeleteProductNumber(productId: number) {
  const refresh = useRefreshAfterChange(productId);
  return useMutation({
    mutationFn: (input: { product_number_id: number; type: ProductNumberType }) =>
      api<ProductNumbersReply>(apiPaths.productNumber(productId), { method: 'DELETE', body: input }),
    onSuccess: () => void refresh(),
  });
}

export function useToggleGtin(productId: number) {
  const refresh = useRefreshAfterChange(productId);
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api<ProductNumbersReply>(`${apiPaths.productNumber(productId)}/${id}`, {
        method: 'PATCH',
        body: { active },
      }),
    onSuccess: () => void refresh(),
  });
}
