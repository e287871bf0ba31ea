/** The catalogue feature's public surface, composed into pages by app/areas/catalogue. */
export { ProductList } from './components/product-list/product-list.tsx';
export { ProductSearchAutocomplete } from './components/product-search/product-search-autocomplete.tsx';
export { ProductEditor } from './components/product-editor/product-editor.tsx';
export { IssuesTable } from './components/issues/issues-table.tsx';
export { BrandActivityTable } from './components/issues/brand-activity-table.tsx';
export { useProductBySlug } from './api/products.ts';
export { useBrandBySlug } from './api/lookups.ts';
export { catalogueUrls } from './utils/catalogue-urls.ts';
