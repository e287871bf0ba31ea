import '@partsflow/contracts/no-eval';
import type { issueDatatableSchema, ProductIssues } from '@partsflow/contracts';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPaths } from './paths.ts';
import { productIssueKeys, productKeys } from './query-keys.ts';

export type IssueDatatable = z.infer<typeof issueDatatableSchema>;
export type IssueRow = IssueDatatable['data'][number];

export const productIssuesQuery = (productId: number) =>
  queryOptions({
    queryKey: productIssueKeys.list(productId),
    queryFn: ({ signal }) => api<ProductIssues>(apiPaths.productIssues(productId), { signal }),
  });

export function useProductIssues(productId: number | undefined) {
  return useQuery({ ...productIssuesQuery(productId ?? 0), enabled: !!productId });
}

export function useSetIssueResolved() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolved }: { id: number; resolved: boolean }) => {
      // The spec sends form data with product_issue[resolved].
      const form = new FormData();
      form.set('product_issue[resolved]', String(resolved));
      return api<{ message: string }>(apiPaths.productIssue(id), { method: 'PATCH', body: form });
    },
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: productIssueKeys.all }),
        qc.invalidateQueries({ queryKey: productKeys.details() }),
      ]),
  });
}

export interface IssueDatatableParams {
  page: number;
  per: number;
  query?: string;
}

export function useIssueDatatable(params: IssueDatatableParams) {
  return useQuery({
    queryKey: productIssueKeys.datatable(params),
    queryFn: ({ signal }) =>
      api<IssueDatatable>(apiPaths.issuesDatatable(), { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}
