/** Typed URL builders of the brand pages (style rule 13). */
export const brandUrls = {
  brands: () => '/catalogue/brands',
  /** The admin brand page: Brand Settings and Sub-Brands. */
  brand: (id: number) => `/catalogue/brands/${id}`,
  /** Create Brand (spec: /team/brands/new, under the catalogue's base path). */
  newBrand: () => '/catalogue/team/brands/new',
  templates: (slug: string) => `/catalogue/b/${encodeURIComponent(slug)}/templates`,
  activity: (slug: string) => `/catalogue/b/${encodeURIComponent(slug)}/activity`,
  listings: (slug: string) => `/catalogue/b/${encodeURIComponent(slug)}/listings`,
  attributesAdmin: () => '/catalogue/admin/attributes',
} as const;
