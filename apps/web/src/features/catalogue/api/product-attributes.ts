import type {
  AttributeDataType,
  AttributeTitle,
  CreateProductAttributeInput,
  ProductAttributes,
  UpdateProductAttributeInput,
} from '@partsflow/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ProductRef } from './product-ref.ts';
import { apiPaths } from './paths.ts';
import { attributeKeys, auditKeys, productAttributeKeys, productKeys } from './query-keys.ts';

export const productAttributesQuery = (product: ProductRef) =>
  queryOptions({
    queryKey: productAttributeKeys.list(product.id),
    queryFn: ({ signal }) =>
      api<ProductAttributes>(apiPaths.productRecords(product.id, 'product_attributes'), {
        signal,
      }),
  });

export function useProductAttributes(product: ProductRef) {
  return useQuery(productAttributesQuery(product));
}

function useInvalidateAttributes(productId: number) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: productAttributeKeys.list(productId) }),
      qc.invalidateQueries({ queryKey: productKeys.details() }),
      qc.invalidateQueries({ queryKey: auditKeys.list(productId) }),
      qc.invalidateQueries({ queryKey: productKeys.lists() }),
    ]);
}

export function useAddProductAttribute(productId: number) {
  const invalidate = useInvalidateAttributes(productId);
  return useMutation({
    mutationFn: (input: CreateProductAttributeInput) =>
      api<ProductAttributes>(apiPaths.productAttributes(), { method: 'POST', body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateProductAttribute(productId: number) {
  const invalidate = useInvalidateAttributes(productId);
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateProductAttributeInput }) =>
      api<ProductAttributes>(apiPaths.productAttribute(id), { method: 'PATCH', body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useRemoveProductAttribute(productId: number) {
  const invalidate = useInvalidateAttributes(productId);
  return useMutation({
    mutationFn: (id: number) => api<ProductAttributes>(apiPaths.productAttribute(id), { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}

/** Sent on every order change; the list is updated optimistically so the drag does not snap back. */
export function useReorderProductAttributes(productId: number) {
  const qc = useQueryClient();
  const invalidate = useInvalidateAttributes(productId);
  return useMutation({
    mutationFn: (ids: number[]) =>
      api<ProductAttributes>(apiPaths.reorderProductAttributes(), {
        method: 'POST',
        body: { product_id: productId, product_attributes: ids },
      }),
    onMutate: (ids) => {
      const key = productAttributeKeys.list(productId);
      const previous = qc.getQueryData<ProductAttributes>(key);
      if (previous) {
        const byId = new Map(previous.product_attributes.map((a) => [a.id, a]));
        const ordered = ids.map((id) => byId.get(id)).filter((a) => a !== undefined);
        qc.setQueryData<ProductAttributes>(key, { ...previous, product_attributes: ordered });
      }
      return { previous };
    },
    onError: (_err, _ids, ctx) => {
      if (ctx?.previous) qc.setQueryData(productAttributeKeys.list(productId), ctx.previous);
    },
    onSettled: () => invalidate(),
  });
}

export function useResetAttributeOrder(productId: number) {
  const invalidate = useInvalidateAttributes(productId);
  return useMutation({
    mutationFn: () =>
      api<ProductAttributes>(apiPaths.resetProductAttributesOrder(), {
        method: 'POST',
        body: { product_id: productId },
      }),
    onSuccess: () => invalidate(),
  });
}

export async function searchAttributes(term: string): Promise<AttributeTitle[]> {
  const r = await api<{ attribute_titles: AttributeTitle[] }>(apiPaths.attributeSearch(), {
    query: { term },
  });
  return r.attribute_titles;
}

export const attributeValuesQuery = (attributeTitleId: number) =>
  queryOptions({
    queryKey: attributeKeys.values(attributeTitleId),
    queryFn: ({ signal }) =>
      api<{ values: { id: number; value: string }[] }>(apiPaths.attributeValues(attributeTitleId), {
        signal,
      }).then((r) => r.values),
  });

export interface CreateAttributeTitleForm {
  name: string;
  data_type: AttributeDataType;
  values: string[];
}

export function useCreateAttributeTitle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAttributeTitleForm) =>
      api<{ id: number; name: string; data_type: AttributeDataType; attribute_title: AttributeTitle }>(
        apiPaths.adminAttributes(),
        { method: 'POST', body: { attribute_title: input } },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: attributeKeys.all }),
  });
}
