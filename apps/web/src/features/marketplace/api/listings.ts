import type {
  Listing,
  listingDatatableSchema,
  ListingInput,
  listingProductSearchSchema,
  listingShopsSchema,
} from '@partsflow/contracts';
import type { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPaths } from './paths.ts';
import { listingKeys, sourceKeys } from './query-keys.ts';

export type ListingDatatable = z.infer<typeof listingDatatableSchema>;
export type ListingRow = ListingDatatable['data'][number];
export type ListingProductHit = z.infer<typeof listingProductSearchSchema>['products'][number];
export type ListingShop = z.infer<typeof listingShopsSchema>['integrations'][number];
type ListingReply = { message: string; listing: Listing };
/** The builder's payload as sent: options comma-separated (the spec's wire form). */
export type ListingPayload = Omit<ListingInput, 'options'> & { options: string };

export function useListingDatatable(brand: string, params: { page: number; per: number; query?: string }) {
  return useQuery({
    queryKey: listingKeys.datatable(brand, params),
    queryFn: ({ signal }) =>
      api<ListingDatatable>(apiPaths.listingsDatatable(brand), { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useListing(brand: string, id: number | undefined) {
  return useQuery({
    queryKey: listingKeys.detail(brand, id ?? 0),
    queryFn: ({ signal }) => api<Listing>(apiPaths.listing(brand, id!), { signal }),
    enabled: !!id,
  });
}

export function useListingProductSearch(brand: string, query: string) {
  return useQuery({
    queryKey: listingKeys.productSearch(brand, query),
    queryFn: ({ signal }) =>
      api<z.infer<typeof listingProductSearchSchema>>(apiPaths.listingProductSearch(brand), {
        query: { query },
        signal,
      }),
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useListingShops(brand: string) {
  return useQuery({
    queryKey: listingKeys.shops(brand),
    queryFn: ({ signal }) =>
      api<z.infer<typeof listingShopsSchema>>(apiPaths.listingShops(brand), { signal }),
  });
}

function useInvalidateListings() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: listingKeys.all }),
      qc.invalidateQueries({ queryKey: sourceKeys.all }),
    ]);
}

export function useSaveListing(brand: string) {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ListingPayload }) =>
      id
        ? api<ListingReply>(apiPaths.listing(brand, id), { method: 'PATCH', body })
        : api<ListingReply>(apiPaths.listings(brand), { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteListing(brand: string) {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(apiPaths.listing(brand, id), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useSetListingStatus(brand: string) {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'published' | 'archived' }) =>
      api<ListingReply>(apiPaths.listingStatus(brand, id), { method: 'PATCH', body: { status } }),
    onSuccess: invalidate,
  });
}

export function useSetListingVisibility(brand: string) {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: ({ id, visible }: { id: number; visible: boolean }) =>
      api<ListingReply>(apiPaths.listingVisibility(brand, id), {
        method: 'PATCH',
        body: { visible_on_marketplace: visible },
      }),
    onSuccess: invalidate,
  });
}
