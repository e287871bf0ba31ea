/**
 * Search hits cached per term for the browser session (spec section 9): sessionStorage when available, with an
 * in-memory copy so a blocked storage (private mode, quota) still caches for the tab.
 */
export interface SearchCache<T> {
  get(term: string): T[] | undefined;
  set(term: string, hits: T[]): void;
}

export function createSessionSearchCache<T>(namespace: string): SearchCache<T> {
  const memory = new Map<string, T[]>();
  const key = (term: string) => `${namespace}:${term.toLowerCase()}`;
  return {
    get(term) {
      const k = key(term);
      const hit = memory.get(k);
      if (hit) return hit;
      try {
        const raw = sessionStorage.getItem(k);
        if (raw) {
          const parsed = JSON.parse(raw) as T[];
          memory.set(k, parsed);
          return parsed;
        }
      } catch {
        // Storage unavailable or corrupt: fall through to a fresh search.
      }
      return undefined;
    },
    set(term, hits) {
      const k = key(term);
      memory.set(k, hits);
      try {
        sessionStorage.setItem(k, JSON.stringify(hits));
      } catch {
        // Quota or privacy mode: the in-memory copy still serves this tab.
      }
    },
  };
}
