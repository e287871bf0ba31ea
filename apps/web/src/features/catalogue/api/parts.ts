import {
  SELECT_PARTS_PAGE_SIZE,
  type AssembliesReply,
  type ComponentAttributesReply,
  type PartsReply,
  type ProductDatatable,
  type UpdatePartsInput,
} from '@partsflow/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPaths } from './paths.ts';
import type { ProductRef } from './product-ref.ts';
import { auditKeys, partsKeys, productKeys } from './query-keys.ts';

const partsPath = (p: ProductRef) => apiPaths.productPathRecords(p.brand.slug, p.slug, 'parts');

export const partsQuery = (product: ProductRef) =>
  queryOptions({
    queryKey: partsKeys.list(product.id),
    queryFn: ({ signal }) => api<PartsReply>(partsPath(product), { signal }),
  });

export const assembliesQuery = (product: ProductRef) =>
  queryOptions({
    queryKey: partsKeys.assemblies(product.id),
    queryFn: ({ signal }) =>
      api<AssembliesReply>(apiPaths.productPathRecords(product.brand.slug, product.slug, 'assemblies'), {
        signal,
      }),
  });

export const componentAttributesQuery = (product: ProductRef) =>
  queryOptions({
    queryKey: [...partsKeys.list(product.id), 'component-attributes'] as const,
    queryFn: ({ signal }) =>
      api<ComponentAttributesReply>(
        apiPaths.productPathRecords(product.brand.slug, product.slug, 'component_attributes'),
        { signal },
      ),
  });

/** Select Parts: products of record type Part, 10 a page, by keyword. */
export const partCandidatesQuery = (params: { page: number; query: string }) =>
  queryOptions({
    queryKey: partsKeys.candidates(params),
    queryFn: ({ signal }) =>
      api<ProductDatatable>(apiPaths.productsDatatable(), {
        query: {
          page: params.page,
          per: SELECT_PARTS_PAGE_SIZE,
          query: params.query,
          record_type: 'Part',
          // Any brand of the team may supply a part, whatever the current brand (decision 0270).
          all_brands: true,
          sort: 'sku',
          sort_dir: 'asc',
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

function useAfterChange(product: ProductRef) {
  const qc = useQueryClient();
  return (reply: PartsReply) => {
    qc.setQueryData(partsKeys.list(product.id), { products: reply.products });
    return Promise.all([
      qc.invalidateQueries({ queryKey: partsKeys.all }),
      qc.invalidateQueries({ queryKey: productKeys.details() }),
      qc.invalidateQueries({ queryKey: auditKeys.list(product.id) }),
    ]);
  };
}

export function useAddParts(product: ProductRef) {
  const after = useAfterChange(product);
  return useMutation({
    mutationFn: (productIds: number[]) =>
      api<PartsReply>(partsPath(product), { method: 'POST', body: { product_ids: productIds } }),
    onSuccess: after,
  });
}

export function useRemoveParts(product: ProductRef) {
  const after = useAfterChange(product);
  return useMutation({
    mutationFn: (componentIds: number[]) =>
      api<PartsReply>(partsPath(product), {
        method: 'DELETE',
        body: { product_component_ids: componentIds },
      }),
    onSuccess: after,
  });
}

/** The table shows a change at once; a refused save puts the list back as it was. */
export function useUpdateParts(product: ProductRef) {
  const qc = useQueryClient();
  const after = useAfterChange(product);
  const key = partsKeys.list(product.id);
  return useMutation({
    mutationFn: (input: UpdatePartsInput) =>
      api<PartsReply>(partsPath(product), { method: 'PUT', body: input }),
    onMutate: async (input) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<PartsReply>(key);
      if (previous) {
        const next = new Map(input.products.map((p) => [p.id, p]));
        qc.setQueryData<PartsReply>(key, {
          products: previous.products.map((p) => ({ ...p, ...next.get(p.id) })),
        });
      }
      return { previous };
    },
    onError: (_err, _input, context) => {
      if (context?.previous) qc.setQueryData(key, context.previous);
    },
    onSuccess: after,
  });
}
