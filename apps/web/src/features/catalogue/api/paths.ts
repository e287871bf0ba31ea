/** API paths of the catalogue module: `/api/catalogue` + the spec's paths (spec section 7). */
const enc = encodeURIComponent;
const base = '/api/catalogue';

export const apiPaths = {
  productsDatatable: () => `${base}/products/datatable.json`,
  bulkAction: (action: string) => `${base}/products/${action}`,
  bulkJob: (id: string) => `${base}/products/bulk-jobs/${enc(id)}`,
  changeSet: (id: number) => `${base}/change-sets/${id}`,
  revertChangeSet: (id: number) => `${base}/change-sets/${id}/revert`,
  copyFrom: (brandSlug: string, slug: string, sourceId: number) =>
    `${base}/b/${enc(brandSlug)}/products/${enc(slug)}/copy-from/${sourceId}`,
  copyTo: (brandSlug: string, slug: string) => `${base}/b/${enc(brandSlug)}/products/${enc(slug)}/copy-to`,
  reindexBrand: (brandSlug: string) => `${base}/b/${enc(brandSlug)}/products/reindex`,
  search: () => `${base}/search`,
  productLocator: (slug: string) => `${base}/products/${enc(slug)}`,
  brandProducts: (brandSlug: string) => `${base}/b/${enc(brandSlug)}/products`,
  product: (brandSlug: string, slug: string) => `${base}/b/${enc(brandSlug)}/products/${enc(slug)}`,
  /** A product's records read by product id: product_attributes, audits, packages, hazards, product_price... */
  productRecords: (productId: number, records: string) => `${base}/product/${productId}/${records}`,
  /** A product's records read relative to its own path (spec section 7): media, charts... */
  productPathRecords: (brandSlug: string, slug: string, records: string) =>
    `${base}/b/${enc(brandSlug)}/products/${enc(slug)}/${records}`,
  makePrimaryMedia: (id: number) => `${base}/media/${id}/make_primary`,
  media: (id: number) => `${base}/media/${id}`,
  chart: (id: number) => `${base}/charts/${id}`,
  crossSell: (id: number) => `${base}/cross_sell_products/${id}`,
  productCsv: (brandSlug: string, slug: string) => `${base}/b/${enc(brandSlug)}/products/${enc(slug)}.csv`,
  createMarketplaceListing: (brandSlug: string, slug: string) =>
    `${base}/b/${enc(brandSlug)}/products/${enc(slug)}/create-marketplace-listing`,
  productNumbers: (productId: number) => `${base}/v1/product/${productId}/product-numbers`,
  productNumber: (productId: number) => `${base}/v1/product/${productId}/product-number`,
  vehicleMakes: () => `${base}/v1/vehicles/makes`,
  productAttributes: () => `${base}/product_attributes`,
  productAttribute: (id: number) => `${base}/product_attributes/${id}`,
  reorderProductAttributes: () => `${base}/reorder_product_attributes`,
  resetProductAttributesOrder: () => `${base}/reset_product_attributes_order`,
  adminAttributes: () => `${base}/admin/attributes`,
  packages: () => `${base}/packages`,
  package: (id: number) => `${base}/packages/${id}`,
  packageTypes: () => `${base}/package_types`,
  hazards: () => `${base}/hazards`,
  hazard: (id: number) => `${base}/hazards/${id}`,
  dangerousGoodsDefinitions: () => `${base}/shipping/dangerous_goods_definitions`,
  hsCodes: () => `${base}/harmonized_system_codes`,
  hsCode: (id: number) => `${base}/harmonized_system_codes/${id}`,
  hsCodeSearch: () => `${base}/harmonized_system_codes_search`,
  countrySearch: () => `${base}/country_search`,
  productTypesSearch: () => `${base}/product_types_search`,
  productType: () => `${base}/product-type`,
  brandSearch: () => `${base}/brand_search`,
  subBrandSearch: () => `${base}/sub_brand_search`,
  productCategoriesSearch: () => `${base}/product_categories_search`,
  attributeSearch: () => `${base}/attribute_search`,
  attributeValues: (id: number) => `${base}/attribute/${id}/values`,
  revertAudit: (id: number) => `${base}/audits/${id}/revert`,
  productIssues: (productId: number) => `${base}/product-issues/${productId}`,
  productIssue: (id: number) => `${base}/product-issues/${id}`,
  issuesDatatable: () => `${base}/issues/datatable.json`,
  brandActivityDatatable: (brandSlug: string) =>
    `${base}/b/${enc(brandSlug)}/products/activity/datatable.json`,
} as const;
