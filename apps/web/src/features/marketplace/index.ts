/** The marketplace feature's public surface, composed into pages by app/areas/marketplace and catalogue. */
export { ListingsTable } from './components/listings/listings-table.tsx';
export { ListingEditor } from './components/listings/listing-editor.tsx';
export { useListing } from './api/listings.ts';
export { SourceProducts } from './components/source/source-products.tsx';
export { prefetchSourceProducts } from './components/source/source-products-request.ts';
export { ImportList } from './components/import-list/import-list.tsx';
export { StoresList } from './components/stores/stores-list.tsx';
export { SandboxStore } from './components/stores/sandbox-store.tsx';
export { SandboxStoreOrders } from './components/stores/sandbox-store-orders.tsx';
export { useSandboxStore } from './api/stores.ts';
export { MyProducts } from './components/my-products/my-products.tsx';
export { MarketplaceSettings } from './settings/marketplace-settings.tsx';
export { AmazonListings } from './amazon/amazon-listings.tsx';
