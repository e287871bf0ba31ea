import type { Audit } from '@partsflow/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ProductRef } from './product-ref.ts';
import { apiPaths } from './paths.ts';
import { auditKeys, productAttributeKeys, productKeys, productNumberKeys } from './query-keys.ts';

export const auditsQuery = (product: ProductRef) =>
  queryOptions({
    queryKey: auditKeys.list(product.id),
    queryFn: ({ signal }) =>
      api<{ audits: Audit[] }>(apiPaths.productRecords(product.id, 'audits'), {
        signal,
      }).then((r) => r.audits),
  });

export function useAudits(product: ProductRef) {
  return useQuery(auditsQuery(product));
}

/** A revert can touch any part of the product, so everything about it is refreshed. */
export function useRevertAudit(productId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (auditId: number) =>
      api<{ message: string }>(apiPaths.revertAudit(auditId), { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: productKeys.all }),
        qc.invalidateQueries({ queryKey: auditKeys.list(productId) }),
        qc.invalidateQueries({ queryKey: productAttributeKeys.list(productId) }),
        qc.invalidateQueries({ queryKey: productNumberKeys.list(productId) }),
      ]),
  });
}
