import {
  and,
  asc,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ProductFilters, ProductSortColumn } from '@partsflow/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Scope } from '../../../platform/auth/access.ts';
import { inScope } from '../../../platform/auth/actor.ts';
import { escapeLike } from '../../../platform/db/like.ts';
import {
  boundedCount,
  keywordMatch,
  parseSearchTerms,
  searchList,
  type SearchSource,
} from '../../../platform/search/index.ts';
import {
  brands,
  productNumbers,
  products,
  productTypes,
  productCategories,
  subBrands,
  productMedia,
  userCurrentBrands,
} from '../catalogue.tables.ts';

type ScopeParams = { scope: Scope };
export type ProductRow = typeof products.$inferSelect;
export type ProductInsert = typeof products.$inferInsert;

// ---------------------------------------------------------------- brands

export async function findBrandBySlug(db: DbOrTx, params: ScopeParams & { slug: string }) {
  const [row] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.slug, params.slug), inScope(brands.team_id, params.scope)));
  return row ?? null;
}

export async function findBrandById(db: DbOrTx, params: ScopeParams & { id: number }) {
  const [row] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.id, params.id), inScope(brands.team_id, params.scope)));
  return row ?? null;
}

/** The user's current brand in the scope's team (the brand switcher's choice), if it is still the team's. */
export async function findCurrentBrand(db: DbOrTx, params: ScopeParams & { userId: number }) {
  const [row] = await db
    .select({ id: brands.id, name: brands.name })
    .from(userCurrentBrands)
    .innerJoin(brands, eq(brands.id, userCurrentBrands.brand_id))
    .where(
      and(
        eq(userCurrentBrands.user_id, params.userId),
        eq(userCurrentBrands.team_id, params.scope.teamId),
        inScope(brands.team_id, params.scope),
      ),
    );
  return row ?? null;
}

export async function findSubBrand(db: DbOrTx, params: ScopeParams & { id: number }) {
  const [row] = await db
    .select({ id: subBrands.id, name: subBrands.name, brand_id: subBrands.brand_id })
    .from(subBrands)
    .innerJoin(brands, eq(brands.id, subBrands.brand_id))
    .where(and(eq(subBrands.id, params.id), inScope(brands.team_id, params.scope)));
  return row ?? null;
}

export async function searchBrands(db: DbOrTx, params: ScopeParams & { term: string; limit: number }) {
  return db
    .select({ id: brands.id, name: brands.name, slug: brands.slug })
    .from(brands)
    .where(
      and(
        inScope(brands.team_id, params.scope),
        params.term ? ilike(brands.name, `%${escapeLike(params.term)}%`) : undefined,
      ),
    )
    .orderBy(asc(brands.name), asc(brands.id))
    .limit(params.limit);
}

export async function searchSubBrands(
  db: DbOrTx,
  params: ScopeParams & { brandId?: number; term: string; limit: number },
) {
  return db
    .select({ id: subBrands.id, name: subBrands.name, brand_id: subBrands.brand_id })
    .from(subBrands)
    .innerJoin(brands, eq(brands.id, subBrands.brand_id))
    .where(
      and(
        inScope(brands.team_id, params.scope),
        params.brandId ? eq(subBrands.brand_id, params.brandId) : undefined,
        params.term ? ilike(subBrands.name, `%${escapeLike(params.term)}%`) : undefined,
      ),
    )
    .orderBy(asc(subBrands.name), asc(subBrands.id))
    .limit(params.limit);
}

export async function listBrandsWithSubBrands(db: DbOrTx, params: ScopeParams) {
  const rows = await db
    .select({ brand: brands, sub: { id: subBrands.id, name: subBrands.name } })
    .from(brands)
    .leftJoin(subBrands, eq(subBrands.brand_id, brands.id))
    .where(inScope(brands.team_id, params.scope))
    .orderBy(asc(brands.name), asc(brands.id), asc(subBrands.name));
  const out = new Map<
    number,
    {
      id: number;
      name: string;
      slug: string;
      code: string | null;
      sub_brands: { id: number; name: string }[];
    }
  >();
  for (const r of rows) {
    let b = out.get(r.brand.id);
    if (!b) {
      b = { id: r.brand.id, name: r.brand.name, slug: r.brand.slug, code: r.brand.code, sub_brands: [] };
      out.set(r.brand.id, b);
    }
    if (r.sub?.id) b.sub_brands.push({ id: r.sub.id, name: r.sub.name });
  }
  return [...out.values()];
}

// ---------------------------------------------------------------- products

export async function findProductById(db: DbOrTx, params: ScopeParams & { id: number }) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, params.id), inScope(products.team_id, params.scope)));
  return row ?? null;
}

export async function findProductBySlug(
  db: DbOrTx,
  params: ScopeParams & { slug: string; brandId?: number },
) {
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.slug, params.slug),
        params.brandId ? eq(products.brand_id, params.brandId) : undefined,
        inScope(products.team_id, params.scope),
      ),
    );
  return row ?? null;
}

/** Locks the product row for the rest of the transaction (concurrent edits of one product queue up). */
export async function lockProduct(db: DbOrTx, params: ScopeParams & { id: number }) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, params.id), inScope(products.team_id, params.scope)))
    .for('update');
  return row ?? null;
}

export async function isSkuTaken(db: DbOrTx, params: { brandId: number; sku: string; exceptId?: number }) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.brand_id, params.brandId),
        sql`lower(${products.sku}) = lower(${params.sku})`,
        params.exceptId ? ne(products.id, params.exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Slugs starting with `base` (to pick the next free suffix); slugs are unique across teams. */
export async function listSlugsLike(db: DbOrTx, params: { base: string; exceptId?: number }) {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        or(eq(products.slug, params.base), ilike(products.slug, `${escapeLike(params.base)}-%`)),
        params.exceptId ? ne(products.id, params.exceptId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

export async function insertProduct(db: DbOrTx, values: ProductInsert) {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function updateProduct(
  db: DbOrTx,
  params: ScopeParams & { id: number; values: Partial<ProductInsert> },
) {
  const [row] = await db
    .update(products)
    .set({ ...params.values, updated_at: new Date() })
    .where(and(eq(products.id, params.id), inScope(products.team_id, params.scope)))
    .returning();
  return row ?? null;
}

/** Bumps updated_at when a related record changes (the list sorts by it). */
export async function touchProduct(db: DbOrTx, params: ScopeParams & { id: number }) {
  await db
    .update(products)
    .set({ updated_at: new Date() })
    .where(and(eq(products.id, params.id), inScope(products.team_id, params.scope)));
}

export async function deleteProduct(db: DbOrTx, params: ScopeParams & { id: number }) {
  await db.delete(products).where(and(eq(products.id, params.id), inScope(products.team_id, params.scope)));
}

/** Brand, sub-brand, type and category of one product. */
export async function findProductRefs(db: DbOrTx, product: ProductRow) {
  const [row] = await db
    .select({
      brand: { id: brands.id, slug: brands.slug, name: brands.name },
      sub_brand: { id: subBrands.id, name: subBrands.name },
      product_type: { id: productTypes.id, title: productTypes.title, code: productTypes.code },
      product_category: { id: productCategories.id, name: productCategories.name },
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .leftJoin(subBrands, eq(subBrands.id, products.sub_brand_id))
    .leftJoin(productTypes, eq(productTypes.id, products.product_type_id))
    .leftJoin(productCategories, eq(productCategories.id, products.product_category_id))
    .where(and(eq(products.id, product.id), eq(products.team_id, product.team_id)));
  return row!;
}

// ---------------------------------------------------------------- the product list

const SORT_COLUMNS: Record<ProductSortColumn, AnyPgColumn> = {
  sku: products.sku,
  title: products.title,
  updated_at: products.updated_at,
  price: products.price_cents,
  brand: brands.name,
};

/** What the product list and autocomplete search: the generated vector (sku, title, manufacturer SKU), SKU fragments. */
export const PRODUCT_SEARCH: SearchSource = {
  vector: products.search_vector,
  fragments: [products.sku],
  code: products.sku,
};

/**
 * The keyword condition: words as prefix terms over the search vector, or partial SKU (trigram index) for a query
 * of one token (SKUs have no spaces, so several words are a title search).
 */
export function keywordCondition(query: string | undefined): SQL | undefined {
  return keywordMatch(PRODUCT_SEARCH, parseSearchTerms(query));
}

/** Scope and filters of the list, without the keyword. */
function productListFilters(params: ScopeParams & { filters: ProductFilters }) {
  const f = params.filters;
  const flag = (v: boolean | undefined, yes: SQL, no: SQL) => (v === undefined ? undefined : v ? yes : no);
  return and(
    inScope(products.team_id, params.scope),
    f.brand_id ? eq(products.brand_id, f.brand_id) : undefined,
    f.record_type ? eq(products.record_type, f.record_type) : undefined,
    f.published === undefined ? undefined : eq(products.published, f.published),
    f.purchaseable === undefined ? undefined : eq(products.purchaseable, f.purchaseable),
    flag(f.has_listing, isNotNull(products.listing_id), isNull(products.listing_id)),
    flag(f.has_attributes, gt(products.attribute_count, 0), eq(products.attribute_count, 0)),
    flag(f.has_vehicles, gt(products.vehicle_count, 0), eq(products.vehicle_count, 0)),
    flag(f.has_media, gt(products.media_count, 0), eq(products.media_count, 0)),
    f.listing_status ? eq(products.listing_status, f.listing_status) : undefined,
  );
}

export function productListWhere(params: ScopeParams & { filters: ProductFilters; query?: string }) {
  return and(productListFilters(params), keywordCondition(params.query));
}

type ProductListParams = ScopeParams & {
  filters: ProductFilters;
  query?: string;
  sort: ProductSortColumn;
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/** One page of the product list (rows with brand, sub-brand and type) and its total (see `countProductRows`). */
export async function listProductPage(db: DbOrTx, params: ProductListParams & { countCap: number }) {
  const column = SORT_COLUMNS[params.sort];
  const order = params.dir === 'asc' ? asc : desc;
  const primary =
    params.sort === 'price' ? sql`${products.price_cents} ${sql.raw(params.dir)} nulls last` : order(column);
  const rows = () =>
    db
      .select({
        product: products,
        brand: { slug: brands.slug, name: brands.name },
        sub_brand: subBrands.name,
        product_type: productTypes.title,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brand_id))
      .leftJoin(subBrands, eq(subBrands.id, products.sub_brand_id))
      .leftJoin(productTypes, eq(productTypes.id, products.product_type_id));
  if (params.sort === 'brand') {
    const [found, total] = await Promise.all([
      rows()
        .where(productListWhere(params))
        .orderBy(primary, order(products.id))
        .limit(params.limit)
        .offset(params.offset),
      countProductRows(db, { ...params, cap: params.countCap }),
    ]);
    return { rows: found, total };
  }
  // Page through the sort index for the ids alone, then join only the page's rows: a deep page skips index
  // entries instead of joining and discarding thousands of rows. A keyword list sorts a bounded candidate set or
  // walks the sort index (platform/search), so its cost does not grow with the number of matches.
  const page = await searchList(db, {
    from: products,
    id: products.id,
    where: productListFilters(params),
    keyword: keywordCondition(params.query),
    orderBy: [primary, order(products.id)],
    limit: params.limit,
    offset: params.offset,
    countCap: params.countCap,
  });
  if (!page.ids.length) return { rows: [], total: page.total };
  const found = await rows().where(inArray(products.id, page.ids));
  const position = new Map(page.ids.map((id, i) => [id, i]));
  return {
    rows: found.sort((a, b) => position.get(a.product.id)! - position.get(b.product.id)!),
    total: page.total,
  };
}

/** One page of the product list's rows. */
export async function listProductRows(db: DbOrTx, params: ProductListParams) {
  return (await listProductPage(db, { ...params, countCap: 10_000 })).rows;
}

/**
 * The list's total: exact up to `cap` rows (a LIMITed scan, cheap even at a million products), the planner's
 * estimate beyond that (never below cap + 1). See docs/decisions/0202-product-list-count.md.
 */
export async function countProductRows(
  db: DbOrTx,
  params: ScopeParams & { filters: ProductFilters; query?: string; cap: number },
) {
  return boundedCount(db, { from: products, where: productListWhere(params), cap: params.cap });
}

// ---------------------------------------------------------------- autocomplete search

export async function searchProductHits(
  db: DbOrTx,
  params: ScopeParams & { query: string; brandId?: number; exclude: string[]; limit: number },
) {
  const q = params.query.trim();
  const pattern = `%${escapeLike(q)}%`;
  const byAlternate = db
    .select({ id: productNumbers.product_id })
    .from(productNumbers)
    .where(and(eq(productNumbers.number_type, 'alternate'), ilike(productNumbers.value, pattern)));
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      title: products.title,
      slug: products.slug,
      published: products.published,
    })
    .from(products)
    .where(
      and(
        inScope(products.team_id, params.scope),
        params.brandId ? eq(products.brand_id, params.brandId) : undefined,
        params.exclude.length ? notInArray(products.sku, params.exclude) : undefined,
        or(keywordCondition(q), ilike(products.title, pattern), inArray(products.id, byAlternate)),
      ),
    )
    .orderBy(
      sql`case when lower(${products.sku}) = lower(${q}) then 0 when ${products.sku} ilike ${`${escapeLike(q)}%`} then 1 else 2 end`,
      asc(products.sku),
    )
    .limit(params.limit);
  return rows;
}

export async function listAlternateSkus(db: DbOrTx, params: { productIds: number[] }) {
  if (!params.productIds.length) return new Map<number, string[]>();
  const rows = await db
    .select({ product_id: productNumbers.product_id, value: productNumbers.value })
    .from(productNumbers)
    .where(
      and(inArray(productNumbers.product_id, params.productIds), eq(productNumbers.number_type, 'alternate')),
    )
    .orderBy(asc(productNumbers.id));
  const map = new Map<number, string[]>();
  for (const r of rows) map.set(r.product_id, [...(map.get(r.product_id) ?? []), r.value]);
  return map;
}

/** The primary image (the first image by position) of each product, if any: its media id. */
export async function listPrimaryImages(db: DbOrTx, params: { productIds: number[] }) {
  if (!params.productIds.length) return new Map<number, number>();
  const rows = await db
    .selectDistinctOn([productMedia.product_id], {
      product_id: productMedia.product_id,
      id: productMedia.id,
    })
    .from(productMedia)
    .where(and(inArray(productMedia.product_id, params.productIds), eq(productMedia.media_type, 'image')))
    .orderBy(productMedia.product_id, asc(productMedia.position), asc(productMedia.id));
  return new Map(rows.map((r) => [r.product_id, r.id]));
}
