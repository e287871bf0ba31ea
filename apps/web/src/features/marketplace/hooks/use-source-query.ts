import { LISTING_FILTERS, LISTING_TYPES, SOURCE_SORTS } from '@partsflow/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SourceQuery } from '../api/source.ts';

function oneOf<T extends string>(list: readonly T[], v: string | null): T | undefined {
  return list.includes(v as T) ? (v as T) : undefined;
}

/**
 * The Source Products query held in the URL (style rule 13): q, page, sort, brand, type, store, listing and
 * listing_type, so a search can be bookmarked and Back returns to it. Any change but the page resets the page.
 */
export function useSourceQuery() {
  const [params, setParams] = useSearchParams();
  const query: SourceQuery = useMemo(
    () => ({
      query: params.get('q') ?? '',
      page: Math.max(1, Number(params.get('page')) || 1),
      sort: oneOf(SOURCE_SORTS, params.get('sort')),
      brand_ids: params.getAll('brand').map(Number).filter(Boolean),
      product_types: params.getAll('type'),
      store_id: Number(params.get('store')) || null,
      listing_filter: oneOf(LISTING_FILTERS, params.get('listing')) ?? 'all',
      listing_type: oneOf(LISTING_TYPES, params.get('listing_type')) ?? 'all',
    }),
    [params],
  );

  const update = useCallback(
    (change: (p: URLSearchParams) => void) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const set = useCallback(
    (key: string, value: string | null, keepPage = false) =>
      update((p) => {
        if (value === null || value === '' || value === 'all') p.delete(key);
        else p.set(key, value);
        if (!keepPage) p.delete('page');
      }),
    [update],
  );
  const setList = useCallback(
    (key: string, values: string[]) =>
      update((p) => {
        p.delete(key);
        values.forEach((v) => p.append(key, v));
        p.delete('page');
      }),
    [update],
  );

  return {
    query,
    setText: (q: string) => set('q', q),
    setPage: (page: number) => set('page', page > 1 ? String(page) : null, true),
    setSort: (sort: string | null) => set('sort', sort),
    setBrands: (ids: string[]) => setList('brand', ids),
    setTypes: (types: string[]) => setList('type', types),
    setStore: (id: string | null) => set('store', id),
    // Read back through the URL, which keeps only known values.
    setListingFilter: (v: string) => set('listing', v),
    setListingType: (v: string) => set('listing_type', v),
  };
}
