import { lazyNamed } from '../../lib/lazy-named.ts';

/** The catalogue feature's public surface, composed into pages by app/areas/catalogue. */
export { ProductList } from './components/product-list/product-list.tsx';
export { prefetchProductList } from './components/product-list/product-list-request.ts';
/**
 * The SKU search box (a popover of hits). Loaded right after the page, inside a Suspense boundary
 * (`ProductSearchFallback` keeps its place): its popover code is not part of the list's first download.
 */
export const ProductSearchAutocomplete = lazyNamed(
  () => import('./components/product-search/product-search-autocomplete.tsx'),
  'ProductSearchAutocomplete',
);
export { ProductSearchFallback } from './components/product-search/product-search-fallback.tsx';
export { ProductEditor } from './components/product-editor/product-editor.tsx';
export { IssuesTable } from './components/issues/issues-table.tsx';
export { BrandTemplates } from './components/templates/brand-templates.tsx';
export { BrandActivityTable } from './components/issues/brand-activity-table.tsx';
export { useProductBySlug } from './api/products.ts';
export { useBrandBySlug } from './api/lookups.ts';
export { catalogueUrls } from './utils/catalogue-urls.ts';
export { ExportTemplatesList } from './exports/export-templates-list.tsx';
export { ExportTemplateEditor } from './exports/export-template-editor.tsx';
export { DataExportsAdmin } from './exports/data-exports-admin.tsx';
export { CatalogueImports } from './imports/catalogue-imports.tsx';
/** Brands (issue 16 item 10): the pages' components (their route modules load them on first visit). */
export { BrandPage, BrandNew } from './brands/brand-page.tsx';
export { BrandsList } from './brands/brands-list.tsx';
export { AttributesAdmin } from './brands/attributes-admin.tsx';
export { brandUrls } from './brands/brand-urls.ts';
export { useBrand } from './brands/brands-api.ts';
/** One history entry (the distributor's package history shows them too, read only: decision 0690). */
export { AuditEntry } from './components/history/audit-entry.tsx';
