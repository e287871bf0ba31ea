import { LISTING_FILTERS, LISTING_TYPES, SOURCE_SORTS } from '@partsflow/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SourceQuery } from '../api/source.ts';

function oneOf<T extends string>(list: readonly T[], v: string | null): T | undefined {
  return list.includes(v as T) ? (v as T) : undefined;
}

/** The URL's fitment keys (ids, and the model year). */
export interface VehicleChoice {
  make: number | null;
  model: number | null;
  year: number | null;
  vehicle: number | null;
}

/** The Source Products query an address asks for (also read by the route's loader, before the page renders). */
export function sourceQueryFromParams(params: URLSearchParams): SourceQuery {
  return {
    query: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
    sort: oneOf(SOURCE_SORTS, params.get('sort')),
    brand_ids: params.getAll('brand').map(Number).filter(Boolean),
    product_types: params.getAll('type'),
    store_id: Number(params.get('store')) || null,
    listing_filter: oneOf(LISTING_FILTERS, params.get('listing')) ?? 'all',
    listing_type: oneOf(LISTING_TYPES, params.get('listing_type')) ?? 'all',
    vehicle_make_id: Number(params.get('make')) || null,
    vehicle_model_id: Number(params.get('model')) || null,
    vehicle_year: Number(params.get('year')) || null,
    vehicle_id: Number(params.get('vehicle')) || null,
  };
}

/**
 * The Source Products query held in the URL (style rule 13): q, page, sort, brand, type, store, listing,
 * listing_type and the vehicle (make, model, year, vehicle), so a search can be bookmarked and Back returns to it. Any change but the page resets the page.
 */
export function useSourceQuery() {
  const [params, setParams] = useSearchParams();
  const query: SourceQuery = useMemo(() => sourceQueryFromParams(params), [params]);

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
    /** The fitment narrowing: make, model, year and (from a plate) one vehicle, changed together. */
    setVehicle: (v: VehicleChoice) =>
      update((p) => {
        for (const [key, value] of Object.entries(v) as [keyof VehicleChoice, number | null][]) {
          if (value) p.set(key, String(value));
          else p.delete(key);
        }
        p.delete('page');
      }),
  };
}
