import type { CopyOptions, CopyReply, ProductSearchHit } from '@partsflow/contracts';
import { COPY_TO_SEARCH_LIMIT } from '@partsflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ProductRef } from './product-ref.ts';
import { apiPaths } from './paths.ts';

/** Bulk actions, change sets, copy between products and the brand reindex (spec sections 2, 4, 7, 8). */

export interface ChangeSetPreview {
  change_set: {
    id: number;
    kind: string;
    label: string;
    status: 'running' | 'completed' | 'failed';
    user: string;
    created_at: string;
    finished_at: string | null;
    entries: number;
    reverts_change_set_id: number | null;
    reverted_by_change_set_id: number | null;
  };
  entries: {
    id: number;
    sku: string;
    changes: { change: string; details: { old: unknown; new: unknown } }[];
  }[];
}

export function useChangeSetPreview(id: number | null) {
  return useQuery({
    queryKey: ['catalogue', 'change-sets', id],
    queryFn: ({ signal }) => api<ChangeSetPreview>(apiPaths.changeSet(id!), { signal, query: { limit: 50 } }),
    enabled: id !== null,
  });
}

/** A copy can touch any tab of the editor: every query is refreshed afterwards. */
function useInvalidateAll() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries();
}

export function useCopyFrom(product: ProductRef) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ sourceId, options }: { sourceId: number; options: CopyOptions }) =>
      api<CopyReply>(apiPaths.copyFrom(product.brand.slug, product.slug, sourceId), {
        method: 'POST',
        body: options,
      }),
    onSuccess: () => invalidate(),
  });
}

export function useCopyTo(product: ProductRef) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (input: CopyOptions & { destination_product_ids: number[] }) =>
      api<CopyReply>(apiPaths.copyTo(product.brand.slug, product.slug), { method: 'POST', body: input }),
    onSuccess: () => invalidate(),
  });
}

/** Copy-to destinations: up to the copy-to search limit (spec section 9), never the product itself. */
export async function searchCopyDestinations(
  product: { sku: string },
  term: string,
): Promise<ProductSearchHit[]> {
  const reply = await api<{ products: ProductSearchHit[] }>(apiPaths.search(), {
    query: { query: term, exclude: product.sku, limit: COPY_TO_SEARCH_LIMIT },
  });
  return reply.products;
}

export function useReindexBrand() {
  return useMutation({
    mutationFn: (brandSlug: string) =>
      api<{ message: string; success: boolean }>(apiPaths.reindexBrand(brandSlug), { method: 'POST' }),
  });
}
