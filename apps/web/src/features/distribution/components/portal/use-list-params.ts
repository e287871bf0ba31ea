import { useSearchParams } from 'react-router';
import { readListParams } from './portal-url.ts';

/** A portal list's page, page_size and query, kept in the URL. */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const update = (changes: Record<string, string | null>) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      if (!next.has('page_size')) next.set('page_size', String(params.pageSize));
      return next;
    });
  return {
    ...params,
    status: search.get('status'),
    setPage: (page: number) => update({ page: String(page) }),
    setQuery: (query: string) => update({ query, page: '1' }),
  };
}
