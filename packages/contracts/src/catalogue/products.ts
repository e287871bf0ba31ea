import '../shared/no-eval.ts';
import { z } from 'zod';
import { datatableSchema } from '../shared/lists.ts';
import {
  commaList,
  emptyToNull,
  emptyToUndefined,
  formBoolean,
  formNullableId,
  formNullableText,
  formRequiredId,
} from './form-values.ts';
import { CATALOGUE_MESSAGES } from './messages.ts';
import { packageSchema } from './packages.ts';
import { hazardSchema } from './hazards.ts';
import { productHsCodeSchema } from './customs.ts';
import { productPriceSchema } from './pricing.ts';

const m = CATALOGUE_MESSAGES.product;

export const RECORD_TYPES = ['Part', 'Assembly'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
export const LISTING_STATUSES = ['draft', 'published', 'invalid', 'archived'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Fields only platform staff may set (spec section 6: "Admin only"); ignored when anyone else sends them. */
export const STAFF_ONLY_PRODUCT_FIELDS = [
  'use_retail_charm_pricing',
  'preorder',
  'allow_dropship',
  'lock_details',
  'generic_image',
  'search_priority',
  'ta_article_id',
  'product_code',
] as const;

/**
 * Country of origin: reduced to its first two characters, uppercased; anything that is then not exactly
 * two letters is ignored (undefined: the stored value stays). '' clears it.
 */
export function normaliseCountryOfOrigin(raw: unknown): string | null | undefined {
  if (raw === null || raw === '') return null;
  if (typeof raw !== 'string') return undefined;
  const code = raw.trim().slice(0, 2).toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : undefined;
}

/** Price in whole cents (the form converts dollars with toCents). */
const priceCents = z.preprocess(
  emptyToNull,
  z.number({ error: m.priceNumber }).int(m.priceNumber).min(0, m.priceMin).nullable(),
);

/** Every field of the main details form and the settings section; all optional (PATCH sends a subset). */
const productFields = {
  sku: z.preprocess(
    (v) => (v === null || v === undefined ? v : String(v)),
    z.string({ error: m.skuRequired }).trim().min(1, m.skuRequired).max(100, m.skuTooLong),
  ),
  title: formNullableText(255, m.titleTooLong).transform((v) => v ?? ''),
  manufacturer_sku: formNullableText(100),
  product_category_id: formNullableId(),
  product_type_id: formNullableId(),
  brand_id: formRequiredId(m.brandRequired),
  sub_brand_id: formRequiredId(m.subBrandRequired),
  /** RRP in whole cents. */
  price: priceCents,
  description: formNullableText().transform((v) => v ?? ''),
  override_title: formBoolean(),
  use_retail_charm_pricing: formBoolean(),
  country_of_origin: z.unknown().transform(normaliseCountryOfOrigin),
  published: formBoolean(),
  purchaseable: formBoolean(),
  universal_fitment: formBoolean(),
  is_oem: formBoolean(),
  catalogue_notes: formNullableText().transform((v) => v ?? ''),
  preorder: formBoolean(),
  allow_dropship: formBoolean(),
  lock_details: formBoolean(),
  generic_image: formBoolean(),
  search_priority: z.preprocess(
    emptyToUndefined,
    z
      .number({ error: m.searchPriorityRange })
      .int(m.searchPriorityRange)
      .min(0, m.searchPriorityRange)
      .max(100, m.searchPriorityRange),
  ),
  ta_article_id: formNullableText(100),
  product_code: formNullableText(100),
  /** A note stored with the history entry of this change. */
  comment: formNullableText(500),
};

/** Create: SKU, brand and sub-brand required; Type (record_type) chosen only here. */
export const createProductInputSchema = z
  .object(productFields)
  .partial()
  .extend({
    sku: productFields.sku,
    brand_id: productFields.brand_id,
    sub_brand_id: productFields.sub_brand_id,
    record_type: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(RECORD_TYPES, { error: m.recordType }).default('Part'),
    ),
  });
export type CreateProductInput = z.infer<typeof createProductInputSchema>;

/** Update: any subset; a sent SKU, brand or sub-brand must still be present. Type cannot change. */
export const updateProductInputSchema = z
  .object(productFields)
  .partial()
  .extend({
    sub_brand_id: z
      .preprocess((v) => (v === '' || v === null ? 'missing' : v), productFields.sub_brand_id)
      .optional(),
  });
export type UpdateProductInput = z.infer<typeof updateProductInputSchema>;

/** Wire bodies: multipart fields `product[sku]`, ... or JSON `{product: {...}}`. */
export const createProductBodySchema = z.object({
  product: createProductInputSchema,
});
export const updateProductBodySchema = z.object({
  product: updateProductInputSchema,
});

export const brandRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export const subBrandRefSchema = z.object({ id: z.number().int(), name: z.string() });
export const productTypeRefSchema = z.object({ id: z.number().int(), title: z.string(), code: z.string() });
export const productCategoryRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const defaultGtinSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  gtin_type: z.string().nullable(),
  description: z.string().nullable(),
});

/** The full product of the editor (spec section 3, Product); history is read separately. */
export const productSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  sku: z.string(),
  title: z.string(),
  manufacturer_sku: z.string().nullable(),
  brand: brandRefSchema,
  brand_id: z.number().int(),
  sub_brand: subBrandRefSchema.nullable(),
  sub_brand_id: z.number().int().nullable(),
  product_category: productCategoryRefSchema.nullable(),
  product_category_id: z.number().int().nullable(),
  product_type: productTypeRefSchema.nullable(),
  product_type_id: z.number().int().nullable(),
  /** RRP in cents. */
  price: z.number().int().nullable(),
  currency: z.string(),
  currency_symbol: z.string(),
  default_gtin: defaultGtinSchema.nullable(),
  product_numbers_count: z.number().int(),
  country_of_origin: z.string().nullable(),
  product_harmonized_system_codes: z.array(productHsCodeSchema),
  record_type: z.enum(RECORD_TYPES),
  description: z.string(),
  override_title: z.boolean(),
  use_retail_charm_pricing: z.boolean(),
  product_attributes_template: z
    .object({
      id: z.number().int(),
      template_attributes: z.array(z.object({ id: z.number().int(), name: z.string() })),
    })
    .nullable(),
  hazards: z.array(hazardSchema),
  packages: z.array(packageSchema),
  listing_id: z.number().int().nullable(),
  has_listing: z.boolean(),
  listing_status: z.enum(LISTING_STATUSES).nullable(),
  has_attributes: z.boolean(),
  has_vehicles: z.boolean(),
  has_media: z.boolean(),
  attribute_count: z.number().int(),
  vehicle_count: z.number().int(),
  universal_fitment: z.boolean(),
  published: z.boolean(),
  purchaseable: z.boolean(),
  preorder: z.boolean(),
  allow_dropship: z.boolean(),
  is_oem: z.boolean(),
  lock_details: z.boolean(),
  generic_image: z.boolean(),
  catalogue_notes: z.string(),
  search_priority: z.number().int(),
  ta_article_id: z.string().nullable(),
  product_code: z.string().nullable(),
  product_price: productPriceSchema.nullable(),
  product_issues: z.object({ open_count: z.number().int(), resolved_count: z.number().int() }),
  created_at: z.string(),
  updated_at: z.string(),
  /** The editor route: /catalogue/products/{slug}/edit. */
  url: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** Saving a product answers the product with the spec's toast text. */
export const productSavedSchema = z.object({ message: z.string(), product: productSchema });
export type ProductSaved = z.infer<typeof productSavedSchema>;

// ---------------------------------------------------------------- product list

export const PRODUCT_SORT_COLUMNS = ['sku', 'title', 'updated_at', 'price', 'brand'] as const;
export type ProductSortColumn = (typeof PRODUCT_SORT_COLUMNS)[number];

const optionalFilterBoolean = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  formBoolean().optional(),
);

/** Named filters of the product list (Add Filter menu); each narrows when present. */
export const productFiltersSchema = z.object({
  published: optionalFilterBoolean,
  purchaseable: optionalFilterBoolean,
  has_listing: optionalFilterBoolean,
  has_attributes: optionalFilterBoolean,
  has_vehicles: optionalFilterBoolean,
  has_media: optionalFilterBoolean,
  listing_status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(LISTING_STATUSES).optional(),
  ),
  brand_id: z.preprocess(emptyToUndefined, z.number().int().positive().optional()),
  record_type: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(RECORD_TYPES).optional()),
  /**
   * Every brand of the team even when the user has a current brand (the brand switcher's): without it and without
   * `brand_id` the list shows the current brand's products (decision 0270).
   */
  all_brands: optionalFilterBoolean,
});
export type ProductFilters = z.infer<typeof productFiltersSchema>;

const listPaging = {
  page: z.coerce.number().int().min(1).default(1),
  per: z.coerce.number().int().min(1).max(500).default(50),
  sort: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(PRODUCT_SORT_COLUMNS).default('updated_at'),
  ),
  sort_dir: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() : v === null ? undefined : v),
    z.enum(['asc', 'desc']).default('desc'),
  ),
  query: z.string().trim().max(200).optional(),
};

/** GET /products/datatable.json: filters may also come as query parameters. */
export const productDatatableQuerySchema = z.object({ ...listPaging, ...productFiltersSchema.shape });
export type ProductDatatableQuery = z.infer<typeof productDatatableQuerySchema>;

/** POST /products/datatable.json. */
export const productDatatableBodySchema = z.object({
  ...listPaging,
  filters: productFiltersSchema.default({}),
});
export type ProductDatatableBody = z.infer<typeof productDatatableBodySchema>;

export const productListRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  sku: z.string(),
  title: z.string(),
  brand: z.object({ slug: z.string(), name: z.string() }),
  sub_brand: z.string().nullable(),
  product_type: z.string().nullable(),
  record_type: z.enum(RECORD_TYPES),
  /** Cents. */
  price: z.number().int().nullable(),
  published: z.boolean(),
  purchaseable: z.boolean(),
  has_listing: z.boolean(),
  listing_status: z.enum(LISTING_STATUSES).nullable(),
  has_attributes: z.boolean(),
  has_vehicles: z.boolean(),
  has_media: z.boolean(),
  /** The primary image's small thumbnail. */
  image_url: z.string().nullable(),
  updated_at: z.string(),
  url: z.string(),
});
export type ProductListRow = z.infer<typeof productListRowSchema>;
/** The list answers the brand it follows when the user's current brand chose it (no `brand_id`, no `all_brands`). */
export const productDatatableSchema = datatableSchema(productListRowSchema).extend({
  current_brand: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
});
export type ProductDatatable = z.infer<typeof productDatatableSchema>;

// ---------------------------------------------------------------- product search (autocomplete)

export const PRODUCT_SEARCH_MIN_LENGTH = 3;
export const productSearchQuerySchema = z.object({
  query: z.string().trim().default(''),
  brand_id: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  /** SKUs to leave out (comma list). */
  exclude: commaList(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>;

export const productSearchHitSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  slug: z.string(),
  image_url: z.string().nullable(),
  published: z.boolean(),
  /** Alternate SKUs of the product; shown as Supersedes. */
  alternate_skus: z.array(z.string()),
});
export type ProductSearchHit = z.infer<typeof productSearchHitSchema>;
export const productSearchResultSchema = z.object({ products: z.array(productSearchHitSchema) });

/** GET /products/{slug}: the editor route resolves a product by slug alone. */
export const productLocatorSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  sku: z.string(),
  brand_slug: z.string(),
});
export type ProductLocator = z.infer<typeof productLocatorSchema>;

export const brandSlugParamsSchema = z.object({ brandSlug: z.string().min(1) });
export const productSlugParamsSchema = z.object({ brandSlug: z.string().min(1), slug: z.string().min(1) });
export const productIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The editor's URL of a product. */
export function productEditUrl(slug: string): string {
  return `/catalogue/products/${encodeURIComponent(slug)}/edit`;
}
