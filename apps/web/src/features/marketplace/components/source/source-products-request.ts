import { queryClient } from '../../../../lib/query-client.ts';
import { sourceFacetsQuery, sourceSearchQuery, type SourceQuery } from '../../api/source.ts';
import { storesQuery } from '../../api/stores.ts';
import { sourceQueryFromParams } from '../../hooks/use-source-query.ts';

// The first screen's requests, apart from its drawing: the route's loader imports this small module on its own
// and sends them while the page's code (grid, filters, Mantine) still downloads (decision 0035).

/** The facets' request for a query: any page gives the first page's facets (the key leaves no page behind). */
export const facetsRequest = (query: SourceQuery): SourceQuery => ({ ...query, page: 1 });

/**
 * Starts the first screen's three requests (hits, facets, the merchant's stores) for an address before the page has
 * rendered, beside the session request. The page's own queries then find them in flight or done.
 */
export function prefetchSourceProducts(params: URLSearchParams): void {
  const query = sourceQueryFromParams(params);
  void queryClient.prefetchQuery(sourceSearchQuery(query));
  void queryClient.prefetchQuery(sourceFacetsQuery(facetsRequest(query)));
  void queryClient.prefetchQuery(storesQuery());
}
