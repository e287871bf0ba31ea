import type {
  ListingDetail,
  PlateSearchInput,
  PlateSearchReply,
  SourceSearchInput,
  SourceSearchReply,
  productIssueReportReplySchema,
  sourceFacetsSchema,
  sourceIdsReplySchema,
} from '@partsflow/contracts';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPaths } from './paths.ts';
import { sourceKeys } from './query-keys.ts';

export type SourceQuery = Partial<Omit<SourceSearchInput, 'facets' | 'ids_only'>>;
export type SourceFacets = z.infer<typeof sourceFacetsSchema>;

export const sourceSearchQuery = (body: SourceQuery) =>
  queryOptions({
    queryKey: sourceKeys.results(body),
    queryFn: ({ signal }) =>
      api<SourceSearchReply>(apiPaths.searchResults(), { method: 'POST', body, signal }),
    placeholderData: keepPreviousData,
  });

export function useSourceSearch(body: SourceQuery) {
  return useQuery(sourceSearchQuery(body));
}

/** The brand and product type facets of the query (any page: the key leaves the page out). */
export const sourceFacetsQuery = (body: SourceQuery) =>
  queryOptions({
    queryKey: sourceKeys.facets(body),
    queryFn: ({ signal }) => api<SourceFacets>(apiPaths.facetFilters(), { method: 'POST', body, signal }),
    placeholderData: keepPreviousData,
  });

export function useSourceFacets(body: SourceQuery) {
  return useQuery(sourceFacetsQuery(body));
}

/** Select all over more than one page: every result id of the query. */
export function fetchAllResultIds(body: SourceQuery) {
  return api<z.infer<typeof sourceIdsReplySchema>>(apiPaths.searchResults(), {
    method: 'POST',
    body: { ...body, ids_only: true },
  }).then((r) => r.ids);
}

export function useListingDetail(id: number | null) {
  return useQuery({
    queryKey: sourceKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api<ListingDetail>(apiPaths.listingDetail(id!), { signal }),
    enabled: !!id,
  });
}

export function useReportIssue() {
  return useMutation({
    mutationFn: ({ listingId, issue }: { listingId: number; issue: string }) =>
      api<z.infer<typeof productIssueReportReplySchema>>(apiPaths.productIssues(), {
        method: 'POST',
        body: { product_issue: { listing_id: listingId, issue } },
      }),
  });
}

type Option = { id: number; name: string };

/** The vehicle narrowing's lists: makes, a make's models, the model years (shared reference data). */
export function useVehicleMakes() {
  return useQuery({
    queryKey: sourceKeys.vehicles('makes'),
    queryFn: ({ signal }) => api<Option[]>(apiPaths.vehicleMakes(), { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useVehicleModels(makeId: number | null) {
  return useQuery({
    queryKey: sourceKeys.vehicles('models', makeId),
    queryFn: ({ signal }) =>
      api<Option[]>(apiPaths.vehicleModels(), { signal, query: { make_id: makeId ?? undefined } }),
    enabled: !!makeId,
    staleTime: 10 * 60_000,
  });
}

export function useVehicleYears(makeId: number | null, modelId: number | null) {
  return useQuery({
    queryKey: sourceKeys.vehicles('years', [makeId, modelId]),
    queryFn: ({ signal }) =>
      api<{ years: number[] }>(apiPaths.vehicleYears(), {
        signal,
        query: { make_id: makeId ?? undefined, model_id: modelId ?? undefined },
      }).then((r) => r.years),
    enabled: !!makeId,
    staleTime: 10 * 60_000,
  });
}

/** The number plate search (PL8SRCH add-on): each search counts as usage. */
export function usePlateSearch() {
  return useMutation({
    mutationFn: (input: PlateSearchInput) =>
      api<PlateSearchReply>(apiPaths.plateSearch(), { method: 'POST', body: input }),
  });
}
