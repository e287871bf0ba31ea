/** API paths of the marketplace: the merchant API and the brand's listing pages in the catalogue area. */
const enc = encodeURIComponent;
const mp = '/api/marketplace/v1/marketplace';
const brandListings = (brand: string) => `/api/catalogue/b/${enc(brand)}/listings`;

export const apiPaths = {
  listingsDatatable: (brand: string) => `${brandListings(brand)}/datatable.json`,
  listingProductSearch: (brand: string) => `${brandListings(brand)}/search`,
  listingShops: (brand: string) => `${brandListings(brand)}/shops`,
  listings: (brand: string) => brandListings(brand),
  listing: (brand: string, id: number) => `${brandListings(brand)}/${id}`,
  listingStatus: (brand: string, id: number) => `${brandListings(brand)}/${id}/status`,
  listingVisibility: (brand: string, id: number) => `${brandListings(brand)}/${id}/visibility`,

  searchResults: () => `${mp}/all-search-results`,
  plateSearch: () => `${mp}/plate-search`,
  vehicleMakes: () => `${mp}/vehicles/makes.json`,
  vehicleModels: () => `${mp}/vehicles/models.json`,
  vehicleYears: () => `${mp}/vehicles/years.json`,
  facetFilters: () => `${mp}/all-facet-filters`,
  listingDetail: (id: number) => `${mp}/listing/${id}`,
  createImportListing: () => `${mp}/create-import-listing`,
  bulkCreateImportListing: () => `${mp}/bulk-create-import-listing`,
  importList: () => `${mp}/import-list`,
  importListAll: () => `${mp}/import-list/`,
  importListCount: () => `${mp}/import-list/count`,
  importListing: (id: number) => `${mp}/import-list/${id}`,
  publishOne: (id: number) => `${mp}/import-list/${id}/publish`,
  bulkPublish: () => `${mp}/import-list/publish`,
  bulkPublishProgress: () => `${mp}/import-list/progress`,
  acceptAgreements: () => `${mp}/seller-agreements/accept`,
  subscription: () => `${mp}/subscription`,
  productIssues: () => `${mp}/product-issues`,
  stores: () => `${mp}/stores`,
  sandboxStore: (id: number) => `${mp}/stores/${id}/sandbox`,
  sandboxMode: (id: number) => `${mp}/stores/${id}/sandbox/mode`,
  merchantProducts: () => `${mp}/merchant_products`,
  merchantProduct: (id: number) => `${mp}/merchant_products/${id}`,
  merchantProductVehiclePicker: (id: number) => `${mp}/merchant_products/${id}/vehicles`,
  merchantProductAttributes: (id: number) => `${mp}/merchant_products/${id}/merchant_product_attributes`,
  merchantProductAttribute: (id: number, attrId: number) =>
    `${mp}/merchant_products/${id}/merchant_product_attributes/${attrId}`,
  merchantProductVehicles: (id: number) => `${mp}/merchant_products/${id}/merchant_product_vehicles`,
  merchantProductVehicle: (id: number, vehicleId: number) =>
    `${mp}/merchant_products/${id}/merchant_product_vehicles/${vehicleId}`,
  syncAll: () => `${mp}/merchant_products/sync_all`,
  cancelSyncAll: () => `${mp}/merchant_products/cancel_sync_all`,
  syncProgress: () => `${mp}/merchant_products/sync_progress`,
};
