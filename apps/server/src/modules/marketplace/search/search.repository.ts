import { and, asc, desc, eq, inArray, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import {
  boundedCount,
  facetCounts,
  keywordMatch,
  rankedSearchPage,
  searchList,
  type SearchSource,
  type SearchTerms,
} from '../../../platform/search/index.ts';
import { importListings, listingProducts, searchDocs, storeProducts } from '../marketplace.tables.ts';

export const SOURCE_SEARCH: SearchSource = {
  vector: searchDocs.search_vector,
  fragments: [searchDocs.codes],
  code: searchDocs.sku,
};

export type SearchDocRow = typeof searchDocs.$inferSelect;

export interface SourceFilters {
  teamId: number;
  brandIds: number[];
  productTypes: string[];
  storeId: number | null;
  listingFilter: 'all' | 'non_imported' | 'imported';
  listingType: 'all' | 'dropship' | 'data_only' | 'catalogued' | 'hidden' | 'invalid';
  /** Fitment's subquery of the ids of the products that fit the chosen vehicle (null: no narrowing). */
  fittingProducts: SQL | null;
}

/** The condition of the filters; `omit` leaves out one facet's own filter (its counts show every value). */
export function filterWhere(f: SourceFilters, omit?: 'brand' | 'product_type'): SQL | undefined {
  const imported = sql`exists (select 1 from ${storeProducts} where ${storeProducts.listing_id} = ${searchDocs.id}
    and ${storeProducts.team_id} = ${f.teamId} and ${storeProducts.external_id} is not null
    ${f.storeId ? sql`and ${storeProducts.store_id} = ${f.storeId}` : sql``})`;
  const mine = eq(searchDocs.team_id, f.teamId);
  const visibility =
    f.listingType === 'hidden'
      ? and(mine, eq(searchDocs.visible, false))
      : f.listingType === 'invalid'
        ? and(mine, eq(searchDocs.valid, false))
        : f.listingType === 'catalogued'
          ? mine
          : eq(searchDocs.visible, true);
  return and(
    visibility,
    f.listingType === 'dropship' ? eq(searchDocs.has_distribution, true) : undefined,
    f.listingType === 'data_only' ? eq(searchDocs.has_distribution, false) : undefined,
    omit !== 'brand' && f.brandIds.length ? inArray(searchDocs.brand_id, f.brandIds) : undefined,
    omit !== 'product_type' && f.productTypes.length
      ? inArray(searchDocs.product_type, f.productTypes)
      : undefined,
    f.fittingProducts
      ? sql`exists (select 1 from ${listingProducts} where ${listingProducts.listing_id} = ${searchDocs.id}
          and ${listingProducts.product_id} in ${f.fittingProducts})`
      : undefined,
    f.listingFilter === 'imported'
      ? imported
      : f.listingFilter === 'non_imported'
        ? not(imported)
        : undefined,
  );
}

const SORTS = {
  cost_asc: [sql`${searchDocs.cost_cents} asc nulls last`, asc(searchDocs.id)],
  new_arrivals: [desc(searchDocs.created_at), desc(searchDocs.id)],
  best_selling: [desc(searchDocs.orders_count), asc(searchDocs.id)],
  most_popular: [desc(searchDocs.imports_count), asc(searchDocs.id)],
} as const;
export type SourceSort = keyof typeof SORTS;

export async function searchPage(
  db: DbOrTx,
  params: {
    where: SQL | undefined;
    terms: SearchTerms | null;
    sort: SourceSort | null;
    limit: number;
    offset: number;
  },
) {
  const { terms } = params;
  if (terms && !params.sort) {
    const page = await rankedSearchPage(db, {
      from: searchDocs,
      id: searchDocs.id,
      source: SOURCE_SEARCH,
      terms,
      where: params.where,
      limit: params.limit,
      offset: params.offset,
      candidateOrder: [sql`${searchDocs.cost_cents} asc nulls last`, asc(searchDocs.id)],
    });
    return { ...page, relevant: true };
  }
  const list = await searchList(db, {
    from: searchDocs,
    id: searchDocs.id,
    where: params.where,
    keyword: keywordMatch(SOURCE_SEARCH, terms),
    orderBy: [...SORTS[params.sort ?? 'cost_asc']] as SQL[],
    limit: params.limit,
    offset: params.offset,
  });
  const page = { ids: list.ids, matched: list.total.exact ? list.total.count : null };
  return { ...page, fallback: false, relevant: false };
}

export async function countDocs(db: DbOrTx, params: { where: SQL | undefined; known?: number | null }) {
  const r = await boundedCount(db, {
    from: searchDocs,
    where: params.where,
    cap: 10_000,
    known: params.known,
  });
  return r;
}

export async function brandFacet(db: DbOrTx, params: { where: SQL | undefined }) {
  return facetCounts<number>(db, {
    from: searchDocs,
    where: params.where,
    column: searchDocs.brand_id,
    limit: 100,
  });
}

export async function productTypeFacet(db: DbOrTx, params: { where: SQL | undefined }) {
  return facetCounts<string>(db, {
    from: searchDocs,
    where: and(params.where, isNotNull(searchDocs.product_type)),
    column: searchDocs.product_type,
    limit: 100,
  });
}

export async function brandNames(db: DbOrTx, params: { brandIds: number[] }) {
  if (!params.brandIds.length) return new Map<number, string>();
  const rows = await db
    .selectDistinctOn([searchDocs.brand_id], { brand_id: searchDocs.brand_id, brand: searchDocs.brand })
    .from(searchDocs)
    .where(inArray(searchDocs.brand_id, params.brandIds));
  return new Map(rows.map((r) => [r.brand_id, r.brand]));
}

export async function docsByIds(db: DbOrTx, params: { ids: number[] }) {
  if (!params.ids.length) return [];
  return db.select().from(searchDocs).where(inArray(searchDocs.id, params.ids));
}

/** Every matching id, in the list's order (Select all over more than a page). */
export async function allIds(db: DbOrTx, params: { where: SQL | undefined; limit: number }) {
  const rows = await db
    .select({ id: searchDocs.id })
    .from(searchDocs)
    .where(params.where)
    .orderBy(sql`${searchDocs.cost_cents} asc nulls last`, asc(searchDocs.id))
    .limit(params.limit);
  return rows.map((r) => r.id);
}

/** Per listing: how many of the team's stores carry it, and whether it is in the team's import list. */
export async function merchantState(db: DbOrTx, params: { teamId: number; listingIds: number[] }) {
  if (!params.listingIds.length) return { stores: new Map<number, number>(), inList: new Set<number>() };
  const stores = await db
    .select({ listing_id: storeProducts.listing_id, n: sql<number>`count(*)::int` })
    .from(storeProducts)
    .where(
      and(
        eq(storeProducts.team_id, params.teamId),
        inArray(storeProducts.listing_id, params.listingIds),
        isNotNull(storeProducts.external_id),
      ),
    )
    .groupBy(storeProducts.listing_id);
  const inList = await db
    .select({ listing_id: importListings.listing_id })
    .from(importListings)
    .where(
      and(eq(importListings.team_id, params.teamId), inArray(importListings.listing_id, params.listingIds)),
    );
  return {
    stores: new Map(stores.map((s) => [s.listing_id, Number(s.n)])),
    inList: new Set(inList.map((r) => r.listing_id)),
  };
}
