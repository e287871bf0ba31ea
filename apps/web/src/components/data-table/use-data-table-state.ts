import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortDirection = 'asc' | 'desc';

/** Named filters held in the URL as `filters=key:value,key:value` so a filtered list can be bookmarked. */
export type DataTableFilters = Record<string, string>;

export interface DataTableState {
  page: number;
  per: number;
  sort: string | null;
  sortDir: SortDirection;
  query: string;
  filters: DataTableFilters;
}

export interface DataTableStateControls extends DataTableState {
  setPage: (page: number) => void;
  setPer: (per: number) => void;
  /** Clicking the sorted column flips the direction; another column starts ascending. */
  toggleSort: (column: string) => void;
  setQuery: (query: string) => void;
  setFilter: (key: string, value: string) => void;
  removeFilter: (key: string) => void;
}

export function parseFilters(raw: string | null): DataTableFilters {
  const out: DataTableFilters = {};
  if (!raw) return out;
  for (const part of raw.split(',')) {
    const i = part.indexOf(':');
    if (i > 0) out[part.slice(0, i)] = part.slice(i + 1);
  }
  return out;
}

export function serialiseFilters(filters: DataTableFilters): string {
  return Object.entries(filters)
    .map(([k, v]) => `${k}:${v}`)
    .join(',');
}

function positiveInt(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The table state an address holds (what the hook reads; a route loader can read it before the page renders). */
export function readDataTableState(
  params: URLSearchParams,
  options: { defaultPer?: number; paramPrefix?: string } = {},
): DataTableState {
  const { defaultPer = 20, paramPrefix = '' } = options;
  const p = (name: string) => params.get(`${paramPrefix}${name}`);
  return {
    page: positiveInt(p('page'), 1),
    per: positiveInt(p('per'), defaultPer),
    sort: p('sort'),
    sortDir: p('sort_dir') === 'desc' ? 'desc' : 'asc',
    query: p('query') ?? '',
    filters: parseFilters(p('filters')),
  };
}

/**
 * Table state kept in the URL search params (page, per, sort, sort_dir, query, filters). Anything that narrows the
 * result set sends the user back to page 1.
 */
export function useDataTableState(
  options: { defaultPer?: number; paramPrefix?: string } = {},
): DataTableStateControls {
  const { defaultPer = 20, paramPrefix = '' } = options;
  const [params, setParams] = useSearchParams();
  const p = useCallback((name: string) => `${paramPrefix}${name}`, [paramPrefix]);

  const state = useMemo(
    () => readDataTableState(params, { defaultPer, paramPrefix }),
    [params, paramPrefix, defaultPer],
  );

  const update = useCallback(
    (changes: Record<string, string | null>, resetPage: boolean) => {
      setParams(
        () => {
          // Start from the address as it is now, not as it was at the last render: two quick changes (a debounced
          // keyword, then a filter) must not undo each other.
          const next = new URLSearchParams(window.location.search);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null || v === '') next.delete(p(k));
            else next.set(p(k), v);
          }
          if (resetPage) next.delete(p('page'));
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams, p],
  );

  return {
    ...state,
    setPage: (page) => update({ page: page > 1 ? String(page) : null }, false),
    setPer: (per) => update({ per: String(per) }, true),
    toggleSort: (column) => {
      const dir: SortDirection = state.sort === column && state.sortDir === 'asc' ? 'desc' : 'asc';
      update({ sort: column, sort_dir: dir }, true);
    },
    setQuery: (query) => update({ query: query.trim() ? query : null }, true),
    setFilter: (key, value) =>
      update({ filters: serialiseFilters({ ...state.filters, [key]: value }) }, true),
    removeFilter: (key) => {
      const rest = { ...state.filters };
      delete rest[key];
      update({ filters: serialiseFilters(rest) || null }, true);
    },
  };
}
