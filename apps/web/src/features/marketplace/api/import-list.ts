import type {
  bulkCreateImportListingReplySchema,
  bulkPublishProgressSchema,
  ImportListing,
  MarketplaceList,
  publishReplySchema,
  UpdateImportListingInput,
} from '@partsflow/contracts';
import type { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPaths } from './paths.ts';
import { importListKeys, sourceKeys, storeKeys } from './query-keys.ts';

export type ImportListPage = MarketplaceList<
  ImportListing,
  {
    all_import_listing_ids: number[];
    all_listing_ids: number[];
    brand_seller_agreements: { brand: string; brand_id: number; text: string }[];
  }
> & { subscription_active: boolean };
export type PublishReply = z.infer<typeof publishReplySchema>;
export type BulkPublishProgress = z.infer<typeof bulkPublishProgressSchema>;

export function useImportList(params: { page: number; per_page: number; query?: string }) {
  return useQuery({
    queryKey: importListKeys.list(params),
    queryFn: ({ signal }) => api<ImportListPage>(apiPaths.importList(), { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateImportList() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: importListKeys.all }),
      qc.invalidateQueries({ queryKey: sourceKeys.all }),
    ]);
}

export function useAddToImportList() {
  const invalidate = useInvalidateImportList();
  return useMutation({
    mutationFn: (listingId: number) =>
      api<{ success: boolean }>(apiPaths.createImportListing(), {
        method: 'POST',
        body: { listing_id: listingId },
      }),
    onSuccess: invalidate,
  });
}

export function useBulkAddToImportList() {
  const invalidate = useInvalidateImportList();
  return useMutation({
    mutationFn: (listingIds: number[]) =>
      api<z.infer<typeof bulkCreateImportListingReplySchema>>(apiPaths.bulkCreateImportListing(), {
        method: 'POST',
        body: { listing_ids: listingIds },
      }),
    onSuccess: invalidate,
  });
}

/** Autosave: the answer is merged into the item (spec section 7); the list itself is not refetched. */
export function useUpdateImportListing() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateImportListingInput }) =>
      api<{ item: ImportListing }>(apiPaths.importListing(id), { method: 'PUT', body }).then((r) => r.item),
  });
}

export function useRemoveImportListing() {
  const invalidate = useInvalidateImportList();
  return useMutation({
    mutationFn: (id: number) => api<{ success: boolean }>(apiPaths.importListing(id), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useRemoveAllImportListings() {
  const invalidate = useInvalidateImportList();
  return useMutation({
    mutationFn: () => api<{ success: boolean }>(apiPaths.importListAll(), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useAcceptAgreements() {
  const invalidate = useInvalidateImportList();
  return useMutation({
    mutationFn: (brandIds: number[]) =>
      api<{ success: boolean }>(apiPaths.acceptAgreements(), {
        method: 'POST',
        body: { brand_ids: brandIds },
      }),
    onSuccess: invalidate,
  });
}

function useInvalidateAfterPublish() {
  const qc = useQueryClient();
  const invalidate = useInvalidateImportList();
  return () => Promise.all([invalidate(), qc.invalidateQueries({ queryKey: storeKeys.all })]);
}

export function usePublishOne() {
  const invalidate = useInvalidateAfterPublish();
  return useMutation({
    mutationFn: ({ id, stores }: { id: number; stores: number[] }) =>
      api<PublishReply>(apiPaths.publishOne(id), { method: 'POST', body: { stores } }),
    onSettled: invalidate,
  });
}

export function useBulkPublish() {
  return useMutation({
    mutationFn: ({ stores }: { stores: number[] }) =>
      api<{ job_id: string }>(apiPaths.bulkPublish(), { method: 'POST', body: { stores } }),
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Follows a bulk publish: asks for its progress every second (spec section 4) until progress is absent or
 * reaches 100, telling `onUpdate` each answer; answers the last one. The live channel may report sooner.
 */
export async function followBulkPublish(
  jobId: string,
  onUpdate: (p: BulkPublishProgress) => void,
): Promise<BulkPublishProgress> {
  for (;;) {
    await sleep(1000);
    const p = await api<BulkPublishProgress>(apiPaths.bulkPublishProgress(), { query: { job_id: jobId } });
    onUpdate(p);
    if (p.progress === null || p.progress >= 100) return p;
  }
}

export function useInvalidatePublished() {
  return useInvalidateAfterPublish();
}
