/**
 * Typed URL builders for the catalogue pages (style rule 13). The shell's lib/urls.ts covers the area roots;
 * the product pages live here beside the feature that owns them.
 */
export const PRODUCT_EDITOR_TABS = [
  'details',
  'media',
  'attributes',
  'vehicles',
  'shipping',
  'pricing',
  'cross-sell',
  'parts',
  'assemblies',
  'settings',
  'history',
] as const;
export type ProductEditorTab = (typeof PRODUCT_EDITOR_TABS)[number];

export function isProductEditorTab(value: string): value is ProductEditorTab {
  return (PRODUCT_EDITOR_TABS as readonly string[]).includes(value);
}

const enc = encodeURIComponent;

export const catalogueUrls = {
  products: () => '/catalogue/products',
  newProduct: (brandSlug?: string | null) =>
    brandSlug
      ? `/catalogue/products/new?${new URLSearchParams({ brand: brandSlug })}`
      : '/catalogue/products/new',
  editProduct: (slug: string, tab?: ProductEditorTab) =>
    `/catalogue/products/${enc(slug)}/edit${tab && tab !== 'details' ? `#${tab}` : ''}`,
  /** The editor at the brand's path (cross-sell rows link here, spec section 2). */
  brandProductEdit: (brandSlug: string, slug: string) =>
    `/catalogue/b/${enc(brandSlug)}/products/${enc(slug)}/edit`,
  issues: () => '/catalogue/issues',
  brandActivity: (brandSlug: string) => `/catalogue/b/${enc(brandSlug)}/activity`,
  /** The brand templates page (attribute templates per product type). */
  brandTemplates: (brandSlug: string) => `/catalogue/b/${enc(brandSlug)}/templates`,
  listingEdit: (brandSlug: string, listingId: number) =>
    `/catalogue/b/${enc(brandSlug)}/listings/${listingId}/edit`,
} as const;
