// One query-key factory per resource (style rule 11), kept together so a publish can invalidate the import
// list, the stores and the search results it changes without the api modules importing each other.

export const listingKeys = {
  all: ['marketplace', 'listings'] as const,
  datatable: (brand: string, params: unknown) => [...listingKeys.all, 'datatable', brand, params] as const,
  detail: (brand: string, id: number) => [...listingKeys.all, 'detail', brand, id] as const,
  productSearch: (brand: string, query: string) => [...listingKeys.all, 'search', brand, query] as const,
  shops: (brand: string) => [...listingKeys.all, 'shops', brand] as const,
};

export const sourceKeys = {
  all: ['marketplace', 'source'] as const,
  results: (body: unknown) => [...sourceKeys.all, 'results', body] as const,
  facets: (body: unknown) => [...sourceKeys.all, 'facets', body] as const,
  detail: (id: number) => [...sourceKeys.all, 'detail', id] as const,
  vehicles: (kind: string, params?: unknown) => [...sourceKeys.all, 'vehicles', kind, params] as const,
};

export const importListKeys = {
  all: ['marketplace', 'import-list'] as const,
  list: (params: unknown) => [...importListKeys.all, 'list', params] as const,
};

export const storeKeys = {
  all: ['marketplace', 'stores'] as const,
  list: () => [...storeKeys.all, 'list'] as const,
  sandbox: (id: number) => [...storeKeys.all, 'sandbox', id] as const,
};

/** My Products. `all` starts with the side menu's count key prefix (['marketplace', 'merchant-products']). */
export const merchantProductKeys = {
  all: ['marketplace', 'merchant-products'] as const,
  list: (params: unknown) => [...merchantProductKeys.all, 'list', params] as const,
  summary: () => [...merchantProductKeys.all, 'summary'] as const,
  detail: (id: number) => [...merchantProductKeys.all, 'detail', id] as const,
  progress: (ids: string[]) => [...merchantProductKeys.all, 'progress', ids] as const,
  vehiclePicker: (id: number, params: unknown) =>
    [...merchantProductKeys.all, 'vehicles', id, params] as const,
};
