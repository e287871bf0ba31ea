/** A selector option: the id as a string (Mantine's Select values are strings) and its label. */
export interface LookupOption {
  value: string;
  label: string;
}

/** Query keys of server lookups (`?term=` searches), shared by every selector that shows them. */
export const lookupKeys = {
  all: ['lookups'] as const,
  kind: (kind: string) => [...lookupKeys.all, kind] as const,
  search: (kind: string, term: string, scope?: string | number | null) =>
    [...lookupKeys.kind(kind), scope ?? null, term] as const,
};
