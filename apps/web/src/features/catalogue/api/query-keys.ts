// One query-key factory per resource (style rule 11). Kept together so a mutation of one resource can
// invalidate the others it touches (a package change is also a product change and a history entry) without
// the api modules importing each other.

export const productKeys = {
  all: ['catalogue', 'products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (body: unknown) => [...productKeys.lists(), body] as const,
  locator: (slug: string) => [...productKeys.all, 'locator', slug] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (brandSlug: string, slug: string) => [...productKeys.details(), brandSlug, slug] as const,
};

export const productSearchKeys = {
  all: ['catalogue', 'product-search'] as const,
};

export const productNumberKeys = {
  all: ['catalogue', 'product-numbers'] as const,
  list: (productId: number) => [...productNumberKeys.all, productId] as const,
  vehicleMakes: () => ['catalogue', 'vehicle-makes'] as const,
};

export const productAttributeKeys = {
  all: ['catalogue', 'product-attributes'] as const,
  list: (productId: number) => [...productAttributeKeys.all, productId] as const,
};

export const attributeKeys = {
  all: ['catalogue', 'attributes'] as const,
  search: (term: string) => [...attributeKeys.all, 'search', term] as const,
  values: (attributeTitleId: number) => [...attributeKeys.all, 'values', attributeTitleId] as const,
};

export const auditKeys = {
  all: ['catalogue', 'audits'] as const,
  list: (productId: number) => [...auditKeys.all, productId] as const,
};

export const productIssueKeys = {
  all: ['catalogue', 'product-issues'] as const,
  list: (productId: number) => [...productIssueKeys.all, productId] as const,
  datatable: (params: unknown) => [...productIssueKeys.all, 'datatable', params] as const,
};

export const activityKeys = {
  all: ['catalogue', 'activity'] as const,
  datatable: (brandSlug: string, params: unknown) => [...activityKeys.all, brandSlug, params] as const,
};

export const packageKeys = {
  all: ['catalogue', 'packages'] as const,
  types: () => [...packageKeys.all, 'types'] as const,
};

export const dangerousGoodsKeys = {
  all: ['catalogue', 'dangerous-goods-definitions'] as const,
};

export const mediaKeys = {
  all: ['catalogue', 'media'] as const,
  list: (productId: number) => [...mediaKeys.all, productId] as const,
  charts: (productId: number) => [...mediaKeys.all, productId, 'charts'] as const,
};

export const partsKeys = {
  all: ['catalogue', 'parts'] as const,
  list: (productId: number) => [...partsKeys.all, productId] as const,
  assemblies: (productId: number) => [...partsKeys.all, productId, 'assemblies'] as const,
  candidates: (params: unknown) => [...partsKeys.all, 'candidates', params] as const,
};

export const crossSellKeys = {
  all: ['catalogue', 'cross-sells'] as const,
  list: (productId: number) => [...crossSellKeys.all, productId] as const,
};
