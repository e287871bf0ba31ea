import type { CrossSellInput, CrossSellsReply, ProductSearchHit } from '@partsflow/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPaths } from './paths.ts';
import type { ProductRef } from './product-ref.ts';
import { auditKeys, crossSellKeys } from './query-keys.ts';

const listPath = (p: ProductRef) => apiPaths.productPathRecords(p.brand.slug, p.slug, 'cross_sell_products');

export const crossSellsQuery = (product: ProductRef) =>
  queryOptions({
    queryKey: crossSellKeys.list(product.id),
    queryFn: ({ signal }) => api<CrossSellsReply>(listPath(product), { signal }),
  });

/** Related-product search: the product itself is left out (spec section 5). */
export async function searchRelatedProducts(product: ProductRef, term: string): Promise<ProductSearchHit[]> {
  const reply = await api<{ products: ProductSearchHit[] }>(apiPaths.search(), {
    query: { query: term, exclude: product.sku, limit: 10 },
  });
  return reply.products;
}

export function useSaveCrossSell(product: ProductRef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CrossSellInput }) =>
      id === null
        ? api<CrossSellsReply>(listPath(product), { method: 'POST', body: input })
        : api<CrossSellsReply>(apiPaths.crossSell(id), { method: 'PATCH', body: input }),
    onSuccess: (reply) => {
      qc.setQueryData(crossSellKeys.list(product.id), { cross_sell_products: reply.cross_sell_products });
      return qc.invalidateQueries({ queryKey: auditKeys.list(product.id) });
    },
  });
}

export function useDeleteCrossSell(product: ProductRef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<CrossSellsReply>(apiPaths.crossSell(id), { method: 'DELETE' }),
    onSuccess: (reply) => {
      qc.setQueryData(crossSellKeys.list(product.id), { cross_sell_products: reply.cross_sell_products });
      return qc.invalidateQueries({ queryKey: auditKeys.list(product.id) });
    },
  });
}
