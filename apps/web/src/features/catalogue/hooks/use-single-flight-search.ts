import { useRef, useState } from 'react';
import type { SearchCache } from '../utils/session-search-cache.ts';

export interface SingleFlightSearchOptions<T> {
  minLength: number;
  cache?: SearchCache<T>;
  onError?: (err: unknown) => void;
}

/**
 * Type-ahead search that keeps at most one request in flight (spec section 5): keystrokes made while a request
 * runs are parked, and when it answers only the latest parked term is sent. An empty term clears the hits.
 * `fetcher` should be stable (a module-level function or a memoised one).
 */
export function useSingleFlightSearch<T>(
  fetcher: (term: string) => Promise<T[]>,
  options: SingleFlightSearchOptions<T>,
) {
  const { minLength, cache, onError } = options;
  const [hits, setHits] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [searchedTerm, setSearchedTerm] = useState('');
  const inFlight = useRef(false);
  const parked = useRef<string | null>(null);
  const latest = useRef('');

  const run = async (term: string): Promise<void> => {
    inFlight.current = true;
    setLoading(true);
    try {
      const result = await fetcher(term);
      cache?.set(term, result);
      // An answer for a term the user has since typed past is cached but not shown.
      if (latest.current === term) {
        setHits(result);
        setSearchedTerm(term);
      }
    } catch (err) {
      onError?.(err);
    } finally {
      inFlight.current = false;
      const next = parked.current;
      parked.current = null;
      if (next !== null && next === latest.current && next !== term) void run(next);
      else setLoading(false);
    }
  };

  const search = (raw: string) => {
    const term = raw.trim();
    latest.current = term;
    if (term === '') {
      parked.current = null;
      setHits([]);
      setSearchedTerm('');
      return;
    }
    if (term.length < minLength) {
      parked.current = null;
      setHits([]);
      setSearchedTerm('');
      return;
    }
    const cached = cache?.get(term);
    if (cached) {
      parked.current = null;
      setHits(cached);
      setSearchedTerm(term);
      return;
    }
    if (inFlight.current) {
      parked.current = term;
      return;
    }
    void run(term);
  };

  return { hits, loading, searchedTerm, search };
}
