import { mediaFileUrl } from '../media/media.presenters.ts';
import { stringify } from 'csv-stringify/sync';
import {
  CATALOGUE_MESSAGES,
  PRODUCT_SEARCH_MIN_LENGTH,
  STAFF_ONLY_PRODUCT_FIELDS,
  productEditUrl,
  type CreateProductInput,
  type Product,
  type ProductDatatable,
  type ProductDatatableBody,
  type ProductFilters,
  type ProductSearchQuery,
  type ProductSearchHit,
  type UpdateProductInput,
} from '@partsflow/contracts';
import type { Db, DbOrTx, Tx } from '../../../platform/db/client.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { catalogueError, fieldConflict, fieldError } from '../catalogue.errors.ts';
import { diffChanges, recordAudit, snapshotChanges } from '../../../platform/audit/index.ts';
import { emitEvent } from '../../../platform/events/index.ts';
import { productSubject } from '../history/history.repository.ts';
import { iso } from '../../../platform/http/presenters.ts';
import { presentHazard, presentPackage } from '../shipping/shipping.presenters.ts';
import { presentHsCode } from '../customs/customs.presenters.ts';
import { presentPrice } from '../pricing/pricing.presenters.ts';
import { presentProductRow } from './products.presenters.ts';
import { addTemplateAttributes } from '../attributes/attributes.service.ts';
import { productBySlugOrThrow } from './product-access.ts';
import * as attributesRepo from '../attributes/attributes.repository.ts';
import * as customsRepo from '../customs/customs.repository.ts';
import * as issuesRepo from '../issues/issues.repository.ts';
import * as lookupsRepo from '../lookups/lookups.repository.ts';
import * as numbersRepo from '../product-numbers/product-numbers.repository.ts';
import * as pricingRepo from '../pricing/pricing.repository.ts';
import * as shippingRepo from '../shipping/shipping.repository.ts';
import * as repo from './products.repository.ts';
import { datatable, pageWindow } from '../../../platform/pagination/pagination.ts';
const m = CATALOGUE_MESSAGES.product;
type ProductRow = repo.ProductRow;
type ProductInsert = repo.ProductInsert;

/** Columns of a product that history records (and a revert may write back). */
export const PRODUCT_AUDIT_FIELDS = [
  'sku',
  'title',
  'manufacturer_sku',
  'brand_id',
  'sub_brand_id',
  'product_type_id',
  'product_category_id',
  'record_type',
  'description',
  'override_title',
  'use_retail_charm_pricing',
  'price_cents',
  'country_of_origin',
  'published',
  'purchaseable',
  'universal_fitment',
  'is_oem',
  'catalogue_notes',
  'preorder',
  'allow_dropship',
  'lock_details',
  'generic_image',
  'search_priority',
  'ta_article_id',
  'product_code',
] as const;

// ---------------------------------------------------------------- reads

export async function locateProduct(db: Db, actor: Actor, slug: string) {
  const p = await repo.findProductBySlug(db, { scope: actor.scope, slug });
  if (!p) throw catalogueError('product_not_found');
  const refs = await repo.findProductRefs(db, p);
  return { id: p.id, slug: p.slug, sku: p.sku, brand_slug: refs.brand.slug };
}

/** Everything the editor shows of a product (history is read separately). */
export async function presentProductDetail(db: DbOrTx, p: ProductRow): Promise<Product> {
  // One after another: inside a transaction every query shares one connection.
  const refs = await repo.findProductRefs(db, p);
  const gtin = await numbersRepo.findDefaultGtin(db, { productId: p.id });
  const numbersCount = await numbersRepo.countProductNumbers(db, { productId: p.id });
  const hsCodes = await customsRepo.listProductHsCodes(db, { productId: p.id });
  const pkgs = await shippingRepo.listPackages(db, { productId: p.id });
  const hazards = await shippingRepo.listHazards(db, { productId: p.id });
  const price = await pricingRepo.findProductPrice(db, { productId: p.id });
  const issues = await issuesRepo.countProductIssues(db, { productId: p.id, teamId: p.team_id });
  const template = p.product_type_id
    ? await attributesRepo.findTemplateFor(db, { brandId: p.brand_id, productTypeId: p.product_type_id })
    : null;
  const templateItems = template
    ? await attributesRepo.listTemplateItems(db, { templateIds: [template.id] })
    : [];
  return {
    id: p.id,
    slug: p.slug,
    sku: p.sku,
    title: p.title,
    manufacturer_sku: p.manufacturer_sku,
    brand: refs.brand,
    brand_id: p.brand_id,
    sub_brand: refs.sub_brand?.id ? refs.sub_brand : null,
    sub_brand_id: p.sub_brand_id,
    product_category: refs.product_category?.id ? refs.product_category : null,
    product_category_id: p.product_category_id,
    product_type: refs.product_type?.id ? refs.product_type : null,
    product_type_id: p.product_type_id,
    price: p.price_cents,
    currency: p.currency,
    currency_symbol: '$',
    default_gtin: gtin
      ? { id: gtin.id, value: gtin.value, gtin_type: gtin.gtin_type, description: gtin.description }
      : null,
    product_numbers_count: numbersCount,
    country_of_origin: p.country_of_origin,
    product_harmonized_system_codes: hsCodes.map(presentHsCode),
    record_type: p.record_type,
    description: p.description,
    override_title: p.override_title,
    use_retail_charm_pricing: p.use_retail_charm_pricing,
    product_attributes_template: template
      ? {
          id: template.id,
          template_attributes: templateItems.map((i) => ({ id: i.item.attribute_title_id, name: i.name })),
        }
      : null,
    hazards: hazards.map(presentHazard),
    packages: pkgs.map((r) => presentPackage(r.pkg, r.package_type)),
    listing_id: p.listing_id,
    has_listing: p.listing_id !== null,
    listing_status: p.listing_status,
    has_attributes: p.attribute_count > 0,
    has_vehicles: p.vehicle_count > 0,
    has_media: p.media_count > 0,
    attribute_count: p.attribute_count,
    vehicle_count: p.vehicle_count,
    universal_fitment: p.universal_fitment,
    published: p.published,
    purchaseable: p.purchaseable,
    preorder: p.preorder,
    allow_dropship: p.allow_dropship,
    is_oem: p.is_oem,
    lock_details: p.lock_details,
    generic_image: p.generic_image,
    catalogue_notes: p.catalogue_notes,
    search_priority: p.search_priority,
    ta_article_id: p.ta_article_id,
    product_code: p.product_code,
    product_price: price ? presentPrice(price, p) : null,
    product_issues: { open_count: issues.open, resolved_count: issues.resolved },
    created_at: iso(p.created_at)!,
    updated_at: iso(p.updated_at)!,
    url: productEditUrl(p.slug),
  };
}

export async function getProduct(db: Db, actor: Actor, params: { brandSlug: string; slug: string }) {
  return presentProductDetail(db, await productBySlugOrThrow(db, actor, params));
}

/** Counted exactly up to this many rows; beyond, the planner's estimate. */
export const LIST_COUNT_CAP = 10_000;

/**
 * The list's filters with the user's current brand (the brand switcher's choice in this team) applied when the
 * request names no brand and does not ask for every brand; answers the brand followed, if any (decision 0270).
 * The bulk actions' "every matching row" goes through this too, so it acts on what the list shows.
 */
export async function followCurrentBrand(
  db: DbOrTx,
  actor: Actor,
  filters: ProductFilters,
): Promise<{ filters: ProductFilters; currentBrand: { id: number; name: string } | null }> {
  if (filters.brand_id || filters.all_brands || !actor.scope.userId) return { filters, currentBrand: null };
  const brand = await repo.findCurrentBrand(db, { scope: actor.scope, userId: actor.scope.userId });
  if (!brand) return { filters, currentBrand: null };
  return { filters: { ...filters, brand_id: brand.id }, currentBrand: { id: brand.id, name: brand.name } };
}

export async function listProducts(
  db: Db,
  actor: Actor,
  params: Omit<ProductDatatableBody, 'filters'> & { filters: ProductFilters },
): Promise<ProductDatatable> {
  const { filters, currentBrand } = await followCurrentBrand(db, actor, params.filters);
  const { rows, total } = await repo.listProductPage(db, {
    scope: actor.scope,
    filters,
    query: params.query,
    sort: params.sort,
    dir: params.sort_dir,
    ...pageWindow(params.page, params.per),
    countCap: LIST_COUNT_CAP,
  });
  const images = await repo.listPrimaryImages(db, { productIds: rows.map((r) => r.product.id) });
  const page = datatable(
    rows.map((r) => {
      const image = images.get(r.product.id);
      return presentProductRow(r, image ? mediaFileUrl(image, 'small') : null);
    }),
    total.count,
  );
  return { ...page, current_brand: currentBrand };
}

/** Autocomplete: nothing under 3 characters; SKU, title and alternate SKUs (shown as Supersedes). */
export async function searchProducts(
  db: Db,
  actor: Actor,
  params: ProductSearchQuery,
): Promise<{ products: ProductSearchHit[] }> {
  if (params.query.length < PRODUCT_SEARCH_MIN_LENGTH) return { products: [] };
  const hits = await repo.searchProductHits(db, {
    scope: actor.scope,
    query: params.query,
    brandId: params.brand_id,
    exclude: params.exclude,
    limit: params.limit,
  });
  const ids = hits.map((h) => h.id);
  const [alternates, images] = await Promise.all([
    repo.listAlternateSkus(db, { productIds: ids }),
    repo.listPrimaryImages(db, { productIds: ids }),
  ]);
  return {
    products: hits.map((h) => ({
      ...h,
      image_url: images.has(h.id) ? mediaFileUrl(images.get(h.id)!, 'small') : null,
      alternate_skus: alternates.get(h.id) ?? [],
    })),
  };
}

// ---------------------------------------------------------------- writes

/** Slug from brand and SKU ("apex-brakes-bp-1234"), with -2, -3... when taken. */
export function slugBase(brandSlug: string, sku: string): string {
  const s = `${brandSlug}-${sku}`
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return s.slice(0, 180) || 'product';
}

async function uniqueSlug(tx: DbOrTx, brandSlug: string, sku: string, exceptId?: number) {
  const base = slugBase(brandSlug, sku);
  const taken = await repo.listSlugsLike(tx, { base, exceptId });
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

type ProductValues = Partial<ProductInsert>;

/** The column values of a form input; staff-only fields are dropped for anyone else. */
function toColumns(input: UpdateProductInput | CreateProductInput, staff: boolean): ProductValues {
  const values: ProductValues = {};
  const set = <K extends keyof ProductValues>(k: K, v: ProductValues[K] | undefined) => {
    if (v !== undefined) values[k] = v;
  };
  set('sku', input.sku);
  set('title', input.title);
  set('manufacturer_sku', input.manufacturer_sku);
  set('brand_id', input.brand_id);
  set('sub_brand_id', input.sub_brand_id);
  set('product_type_id', input.product_type_id);
  set('product_category_id', input.product_category_id);
  set('price_cents', input.price);
  set('description', input.description);
  set('override_title', input.override_title);
  set('country_of_origin', input.country_of_origin);
  set('published', input.published);
  set('purchaseable', input.purchaseable);
  set('universal_fitment', input.universal_fitment);
  set('is_oem', input.is_oem);
  set('catalogue_notes', input.catalogue_notes);
  if (staff) {
    set('use_retail_charm_pricing', input.use_retail_charm_pricing);
    set('preorder', input.preorder);
    set('allow_dropship', input.allow_dropship);
    set('lock_details', input.lock_details);
    set('generic_image', input.generic_image);
    set('search_priority', input.search_priority);
    set('ta_article_id', input.ta_article_id);
    set('product_code', input.product_code);
  } else {
    for (const f of STAFF_ONLY_PRODUCT_FIELDS) delete (values as Record<string, unknown>)[f];
  }
  return values;
}

/** Checks the references a product points at are the caller's; answers the brand. */
async function checkReferences(
  tx: DbOrTx,
  actor: Actor,
  v: {
    brand_id: number;
    sub_brand_id: number | null | undefined;
    product_type_id?: number | null;
    product_category_id?: number | null;
  },
) {
  const brand = await repo.findBrandById(tx, { scope: actor.scope, id: v.brand_id });
  if (!brand) throw fieldError(['product', 'brand_id'], m.brandRequired);
  if (!v.sub_brand_id) throw fieldError(['product', 'sub_brand_id'], m.subBrandRequired);
  const sub = await repo.findSubBrand(tx, { scope: actor.scope, id: v.sub_brand_id });
  if (!sub || sub.brand_id !== brand.id) throw fieldError(['product', 'sub_brand_id'], m.subBrandNotOfBrand);
  if (
    v.product_type_id &&
    !(await lookupsRepo.findProductType(tx, { scope: actor.scope, id: v.product_type_id }))
  ) {
    throw fieldError(['product', 'product_type_id'], 'Choose a product type');
  }
  if (v.product_category_id && !(await lookupsRepo.findProductCategory(tx, { id: v.product_category_id }))) {
    throw fieldError(['product', 'product_category_id'], 'Choose a product category');
  }
  return brand;
}

export async function createProduct(
  db: Db,
  actor: Actor,
  params: { brandSlug: string; input: CreateProductInput },
): Promise<Product> {
  const pathBrand = await repo.findBrandBySlug(db, { scope: actor.scope, slug: params.brandSlug });
  if (!pathBrand) throw catalogueError('brand_not_found');
  return db.transaction(async (tx) => {
    const values = toColumns(params.input, actor.scope.staff);
    const brand = await checkReferences(tx, actor, {
      brand_id: params.input.brand_id,
      sub_brand_id: params.input.sub_brand_id,
      product_type_id: values.product_type_id,
      product_category_id: values.product_category_id,
    });
    if (await repo.isSkuTaken(tx, { brandId: brand.id, sku: params.input.sku })) {
      throw fieldConflict(['product', 'sku'], m.skuTaken);
    }
    const row = await repo.insertProduct(tx, {
      ...values,
      sku: params.input.sku,
      brand_id: brand.id,
      team_id: brand.team_id,
      record_type: params.input.record_type,
      slug: await uniqueSlug(tx, brand.slug, params.input.sku),
    });
    await recordAudit(tx, {
      actor,
      teamId: row.team_id,
      subject: productSubject(row.id),
      type: 'Product',
      id: row.id,
      action: 'create',
      changes: snapshotChanges(row, PRODUCT_AUDIT_FIELDS, 'create'),
      comment: params.input.comment,
    });
    if (row.product_type_id) await addTemplateAttributes(tx, { product: row, actor });
    const fresh = await repo.findProductById(tx, { scope: actor.scope, id: row.id });
    return presentProductDetail(tx, fresh!);
  });
}

/**
 * Applies column values to a locked product: checks references and SKU, regenerates the slug when the brand or
 * SKU changes, keeps the pricing row's price in step, and records the history entry.
 */
export async function applyProductChanges(
  tx: Tx,
  actor: Actor,
  params: {
    product: ProductRow;
    values: ProductValues;
    comment?: string | null;
    revertedAuditId?: number;
    changeSetId?: number | null;
  },
) {
  const before = params.product;
  const values = { ...params.values };
  const brandId = values.brand_id ?? before.brand_id;
  const brandChanged = brandId !== before.brand_id;
  if (brandChanged && values.sub_brand_id === undefined) {
    // Changing the brand clears the sub-brand, which is required: the form sends the new one with it.
    throw fieldError(['product', 'sub_brand_id'], m.subBrandRequired);
  }
  const touchesRefs =
    brandChanged ||
    values.sub_brand_id !== undefined ||
    values.product_type_id !== undefined ||
    values.product_category_id !== undefined;
  let brandSlug: string | null = null;
  if (touchesRefs) {
    const brand = await checkReferences(tx, actor, {
      brand_id: brandId,
      sub_brand_id: values.sub_brand_id === undefined ? before.sub_brand_id : values.sub_brand_id,
      product_type_id: values.product_type_id,
      product_category_id: values.product_category_id,
    });
    if (brand.team_id !== before.team_id) throw fieldError(['product', 'brand_id'], m.brandRequired);
    brandSlug = brand.slug;
  }
  const sku = values.sku ?? before.sku;
  if ((values.sku !== undefined && values.sku !== before.sku) || brandChanged) {
    if (await repo.isSkuTaken(tx, { brandId, sku, exceptId: before.id })) {
      throw fieldConflict(['product', 'sku'], m.skuTaken);
    }
    brandSlug ??= (await repo.findBrandById(tx, { scope: actor.scope, id: brandId }))!.slug;
    values.slug = await uniqueSlug(tx, brandSlug, sku, before.id);
  }
  const changes = diffChanges(before, values, PRODUCT_AUDIT_FIELDS);
  if (Object.keys(changes).length === 0 && values.slug === undefined) return { product: before, audit: null };
  const after = await repo.updateProduct(tx, { scope: actor.scope, id: before.id, values });
  await emitEvent(tx, {
    type: 'catalogue.products_changed',
    teamId: before.team_id,
    payload: { product_ids: [before.id] },
  });
  if (
    values.price_cents !== undefined &&
    (await pricingRepo.findProductPrice(tx, { productId: before.id }))
  ) {
    await pricingRepo.upsertProductPrice(tx, {
      productId: before.id,
      values: { price_cents: values.price_cents },
    });
  }
  if (values.product_type_id && values.product_type_id !== before.product_type_id) {
    await addTemplateAttributes(tx, { product: after!, actor });
  }
  const audit = await recordAudit(tx, {
    actor,
    teamId: before.team_id,
    subject: productSubject(before.id),
    type: 'Product',
    id: before.id,
    action: 'update',
    changes,
    comment: params.comment,
    revertedAuditId: params.revertedAuditId,
    changeSetId: params.changeSetId,
  });
  return { product: after!, audit };
}

export async function updateProduct(
  db: Db,
  actor: Actor,
  params: { brandSlug: string; slug: string; input: UpdateProductInput },
): Promise<Product> {
  const found = await productBySlugOrThrow(db, actor, params);
  return db.transaction(async (tx) => {
    const locked = await repo.lockProduct(tx, { scope: actor.scope, id: found.id });
    if (!locked) throw catalogueError('product_not_found');
    await applyProductChanges(tx, actor, {
      product: locked,
      values: toColumns(params.input, actor.scope.staff),
      comment: params.input.comment,
    });
    const fresh = await repo.findProductById(tx, { scope: actor.scope, id: found.id });
    return presentProductDetail(tx, fresh!);
  });
}

// ---------------------------------------------------------------- CSV

const CSV_COLUMNS = [
  'id',
  'sku',
  'title',
  'brand',
  'sub_brand',
  'product_type',
  'product_category',
  'record_type',
  'manufacturer_sku',
  'price',
  'currency',
  'published',
  'purchaseable',
  'country_of_origin',
  'default_gtin',
  'hs_codes',
  'attributes',
  'packages',
  'dangerous_goods',
  'description',
  'updated_at',
] as const;

/** Download CSV: the header and one row of the product, with its attributes, packages and customs codes. */
export async function productCsv(db: Db, actor: Actor, params: { brandSlug: string; slug: string }) {
  const p = await productBySlugOrThrow(db, actor, params);
  const detail = await presentProductDetail(db, p);
  const attributes = await attributesRepo.listProductAttributes(db, { productId: p.id });
  const row: Record<(typeof CSV_COLUMNS)[number], string> = {
    id: String(detail.id),
    sku: detail.sku,
    title: detail.title,
    brand: detail.brand.name,
    sub_brand: detail.sub_brand?.name ?? '',
    product_type: detail.product_type?.title ?? '',
    product_category: detail.product_category?.name ?? '',
    record_type: detail.record_type,
    manufacturer_sku: detail.manufacturer_sku ?? '',
    price: detail.price === null ? '' : (detail.price / 100).toFixed(2),
    currency: detail.currency,
    published: String(detail.published),
    purchaseable: String(detail.purchaseable),
    country_of_origin: detail.country_of_origin ?? '',
    default_gtin: detail.default_gtin?.value ?? '',
    hs_codes: detail.product_harmonized_system_codes
      .map((h) => `${h.country_code ?? 'Default'}: ${h.harmonized_system_code.code}`)
      .join('; '),
    attributes: attributes.map((a) => `${a.title.name}: ${a.attribute.value ?? ''}`).join('; '),
    packages: detail.packages
      .map(
        (k) =>
          `${k.identifier ?? k.package_type ?? 'Package'} ${k.length}x${k.width}x${k.height} ${k.dimensions_unit}` +
          (k.weight === null ? '' : ` ${k.weight} ${k.weight_unit}`),
      )
      .join('; '),
    dangerous_goods: detail.hazards
      .map(
        (h) =>
          `${h.un_number} ${h.proper_shipping_name} (${h.hazard_identifier})${h.display_amount.trim() === '?' ? '' : ` ${h.display_amount}`}`,
      )
      .join('; '),
    description: detail.description,
    updated_at: detail.updated_at,
  };
  const csv = stringify([row], { header: true, columns: [...CSV_COLUMNS] });
  return { filename: `${p.slug}.csv`, csv };
}
