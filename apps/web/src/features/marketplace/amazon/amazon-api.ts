import type {
  AmazonExportProgress,
  AmazonListing,
  AmazonListingsList,
  AmazonProductOption,
} from '@partsflow/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const A = '/api/marketplace/amazon_listings';

export const amazonKeys = {
  all: ['marketplace', 'amazon'] as const,
  list: (page: number) => [...amazonKeys.all, 'list', page] as const,
  products: (query: string) => [...amazonKeys.all, 'products', query] as const,
  export: (jobId: string) => [...amazonKeys.all, 'export', jobId] as const,
};

export function useAmazonListings(page: number, perPage: number) {
  return useQuery({
    queryKey: amazonKeys.list(page),
    queryFn: ({ signal }) => api<AmazonListingsList>(`${A}?page=${page}&per_page=${perPage}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAmazonProductSearch(query: string, enabled: boolean) {
  return useQuery({
    queryKey: amazonKeys.products(query),
    queryFn: ({ signal }) =>
      api<{ data: AmazonProductOption[] }>(`${A}/products?query=${encodeURIComponent(query)}`, { signal }),
    enabled,
  });
}

type Reply = { success: boolean; amazon_listing: AmazonListing };

export function useCreateAmazonListing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => api<Reply>(A, { method: 'POST', body: { product_id: productId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: amazonKeys.all }),
  });
}

export function useUpdateAmazonListing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; product_id: number; active: boolean }) =>
      api<Reply>(`${A}/${input.id}`, {
        method: 'PATCH',
        body: { product_id: input.product_id, active: input.active },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: amazonKeys.all }),
  });
}

export function useDeleteAmazonListing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ success: boolean }>(`${A}/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: amazonKeys.all }),
  });
}

/** Starts an export; `idempotencyKey` is the click's, so a retry of that click starts no second export. */
export function useStartAmazonExport() {
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      api<{ success: boolean; job_id: string; csv_url: string | null }>(`${A}/export`, {
        method: 'POST',
        idempotencyKey,
      }),
  });
}

/** An export's progress (the Export button polls it every second until the file is written). */
export function fetchAmazonExportProgress(jobId: string) {
  return api<AmazonExportProgress>(`${A}/export/${jobId}`);
}
