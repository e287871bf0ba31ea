import type {
  BulkAction,
  BulkActionInput,
  BulkJob,
  CopyOptions,
  CopyReply,
  ProductSearchHit,
} from '@partsflow/contracts';
import { COPY_TO_SEARCH_LIMIT } from '@partsflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ProductRef } from './product-ref.ts';
import { apiPaths } from './paths.ts';

/** Bulk actions, change sets, copy between products and the brand reindex (spec sections 2, 4, 7, 8). */

export interface BulkStarted {
  message: string;
  job: BulkJob;
}

/** The request path of each bulk action (publish and unpublish of listings share one, with `publish`). */
function bulkRequest(action: BulkAction, input: BulkActionInput) {
  if (action === 'bulk-publish-listings' || action === 'bulk-unpublish-listings') {
    return {
      path: apiPaths.bulkAction('bulk-publish-listings'),
      body: { ...input, publish: action === 'bulk-publish-listings' },
    };
  }
  return { path: apiPaths.bulkAction(action), body: input };
}

export function useStartBulkAction() {
  return useMutation({
    mutationFn: ({ action, input }: { action: BulkAction; input: BulkActionInput }) => {
      const { path, body } = bulkRequest(action, input);
      return api<BulkStarted>(path, { method: 'POST', body });
    },
  });
}

export function fetchBulkJob(id: string) {
  return api<BulkJob>(apiPaths.bulkJob(id));
}

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

export function useRevertChangeSet() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<BulkStarted>(apiPaths.revertChangeSet(id), { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['catalogue', 'change-sets'] }),
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
