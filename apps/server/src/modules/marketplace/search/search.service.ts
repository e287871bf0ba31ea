import type { SourceHit, SourceSearchInput, SourceSearchReply } from '@partsflow/contracts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { keywordMatch, parseSearchTerms } from '../../../platform/search/index.ts';
import { and } from 'drizzle-orm';
import { productsFittingSql } from '../../fitment/index.ts';
import * as repo from './search.repository.ts';

/** Select all answers at most this many ids. */
export const ALL_IDS_LIMIT = 200_000;

function filtersOf(actor: Actor, input: SourceSearchInput): repo.SourceFilters {
  return {
    teamId: actor.scope.teamId,
    brandIds: input.brand_ids,
    productTypes: input.product_types,
    storeId: input.store_id ?? null,
    listingFilter: input.listing_filter,
    listingType: input.listing_type,
    fittingProducts: productsFittingSql({
      vehicleId: input.vehicle_id,
      makeId: input.vehicle_make_id,
      modelId: input.vehicle_model_id,
      year: input.vehicle_year,
    }),
  };
}

async function facetsOf(db: Db, f: repo.SourceFilters, keyword: ReturnType<typeof keywordMatch>) {
  const brand = await repo.brandFacet(db, { where: and(repo.filterWhere(f, 'brand'), keyword) });
  const type = await repo.productTypeFacet(db, { where: and(repo.filterWhere(f, 'product_type'), keyword) });
  const names = await repo.brandNames(db, { brandIds: brand.values.map((v) => v.value) });
  return {
    brand: brand.values.map((v) => ({
      value: String(v.value),
      label: names.get(v.value) ?? '',
      count: v.count,
    })),
    product_type: type.values.map((v) => ({ value: v.value, label: v.value, count: v.count })),
    exact: brand.exact && type.exact,
  };
}

/** POST all-search-results: one page of Source Products (or every id), with counts and, if asked, facets. */
export async function searchSourceProducts(
  db: Db,
  actor: Actor,
  input: SourceSearchInput,
): Promise<SourceSearchReply | { ids: number[] }> {
  const f = filtersOf(actor, input);
  const terms = parseSearchTerms(input.query);
  const where = repo.filterWhere(f);
  const keyword = keywordMatch(repo.SOURCE_SEARCH, terms);
  if (input.ids_only)
    return { ids: await repo.allIds(db, { where: and(where, keyword), limit: ALL_IDS_LIMIT }) };
  const page = await repo.searchPage(db, {
    where,
    terms,
    sort: input.sort ?? null,
    limit: input.per_page,
    offset: (input.page - 1) * input.per_page,
  });
  const docs = new Map((await repo.docsByIds(db, { ids: page.ids })).map((d) => [d.id, d]));
  const state = await repo.merchantState(db, { teamId: f.teamId, listingIds: page.ids });
  const q = input.query.trim().toLowerCase();
  const hits: SourceHit[] = page.ids
    .map((id) => docs.get(id))
    .filter((d): d is repo.SearchDocRow => !!d)
    .map((d) => ({
      objectID: String(d.id),
      listing_id: d.id,
      title: d.title,
      brand: d.brand,
      brand_logo: null,
      image: d.image,
      price: d.price_cents === null ? null : d.price_cents / 100,
      cost: d.cost_cents === null ? null : d.cost_cents / 100,
      stores: state.stores.get(d.id) ?? 0,
      orders: d.orders_count,
      inventory: d.has_distribution ? 1 : 0,
      has_distribution: d.has_distribution,
      status: d.valid ? ('published' as const) : ('invalid' as const),
      variants: d.variants,
      match: !!q && d.variants.some((v) => v.sku.toLowerCase() === q),
      in_import_list: state.inList.has(d.id),
    }));
  const totalHits = page.fallback
    ? hits.length
    : (await repo.countDocs(db, { where: and(where, keyword), known: page.matched })).count;
  const totalListings = terms ? (await repo.countDocs(db, { where })).count : totalHits;
  return {
    hits,
    page: input.page,
    per_page: input.per_page,
    total_hits: totalHits,
    total_listings: totalListings,
    relevant: page.relevant,
    fallback: page.fallback,
    ...(input.facets ? { facets: await facetsOf(db, f, keyword) } : {}),
  };
}

/** POST all-facet-filters: the brand and product type facets (at most 100 values each) for the query. */
export async function sourceFacets(db: Db, actor: Actor, input: SourceSearchInput) {
  const terms = parseSearchTerms(input.query);
  return facetsOf(db, filtersOf(actor, input), keywordMatch(repo.SOURCE_SEARCH, terms));
}
