import type { ProductSearchHit } from '@partsflow/contracts';
import { api } from '../../../lib/api-client.ts';
import { createSessionSearchCache } from '../utils/session-search-cache.ts';
import { apiPaths } from './paths.ts';

/** Hits are cached per term for the browser session (spec section 9). */
export const productSearchCache = createSessionSearchCache<ProductSearchHit>(
  'partsflow:catalogue:product-search',
);

export async function searchProducts(term: string): Promise<ProductSearchHit[]> {
  const reply = await api<{ products: ProductSearchHit[] }>(apiPaths.search(), {
    query: { query: term, limit: 10 },
  });
  return reply.products;
}
