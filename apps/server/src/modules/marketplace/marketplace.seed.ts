import { allocateIds, RowSet, writeRows, type RowCounter, type SqlSession } from '../../platform/db/bulk.ts';
import { listingValidations, presentedStatus } from './listings/listing-rules.ts';
import {
  agreementAcceptances,
  importListings,
  listingProducts,
  listings,
  marketplaceSubscriptions,
  searchDocs,
  sellerAgreements,
  stores,
} from './marketplace.tables.ts';
import { deriveHandle } from '@partsflow/contracts';

/** Demo data of the marketplace module: the merchants' sandbox stores. */
export interface StoreSeed {
  teamId: number;
  name: string;
  domain: string;
}

export async function seedStores(
  s: SqlSession,
  list: readonly StoreSeed[],
  count: RowCounter,
): Promise<void> {
  const rows = new RowSet(stores, ['team_id', 'name', 'platform', 'domain', 'settings']);
  for (const st of list) {
    rows.push({
      team_id: st.teamId,
      name: st.name,
      platform: 'sandbox',
      domain: st.domain,
      settings: JSON.stringify({ currency: 'AUD' }),
    });
  }
  await writeRows(s, rows, count);
}

/** A product as a listing seed names it (the demo's generated product, already written). */
export interface ListingProductSeed {
  id: number;
  sku: string;
  title: string;
  priceCents: number | null;
  costCents: number | null;
  attributes: { name: string; value: string | null }[];
  alternates: string[];
  stocked: boolean;
  image: string | null;
}

export interface ListingSeed {
  teamId: number;
  brandId: number;
  brand: string;
  productType: string | null;
  title: string;
  description: string;
  state: 'draft' | 'published' | 'archived';
  visible: boolean;
  options: string[];
  products: ListingProductSeed[];
  createdAt: string;
}

/** Takes listing ids first, so the products written with them can point at their listing. */
export function allocateListingIds(s: SqlSession, n: number): Promise<number[]> {
  return allocateIds(s, listings, n);
}

/** The status a seeded listing shows (the catalogue's copy on its products). */
export function seededListingStatus(seed: ListingSeed) {
  return presentedStatus(seed.state, listingValidations(seed.options, seedVariants(seed)));
}

function seedVariants(seed: ListingSeed) {
  return seed.products.map((p) => ({
    sku: p.sku,
    price_cents: p.priceCents,
    attributes: p.attributes,
    attribute_overrides: {},
  }));
}

/**
 * Writes listings (with the ids `allocateListingIds` gave), their products, and the search documents of the
 * published ones: the same validity rules and words as the services use.
 */
export async function writeListings(
  s: SqlSession,
  list: readonly { id: number; seed: ListingSeed }[],
  count: RowCounter,
): Promise<void> {
  const rows = new RowSet(listings, [
    'id',
    'team_id',
    'brand_id',
    'title',
    'handle',
    'description',
    'is_purchasable',
    'state',
    'visible_on_marketplace',
    'options',
    'validations',
    'sku_text',
    'created_at',
    'updated_at',
  ]);
  const links = new RowSet(listingProducts, ['listing_id', 'product_id', 'position', 'attribute_overrides']);
  const docs = new RowSet(searchDocs, [
    'id',
    'team_id',
    'brand_id',
    'brand',
    'product_type',
    'title',
    'sku',
    'codes',
    'image',
    'price_cents',
    'cost_cents',
    'variants',
    'has_distribution',
    'valid',
    'visible',
    'search_text',
    'created_at',
  ]);
  for (const { id, seed } of list) {
    const validations = listingValidations(seed.options, seedVariants(seed));
    rows.push({
      id,
      team_id: seed.teamId,
      brand_id: seed.brandId,
      title: seed.title,
      handle: deriveHandle(seed.title),
      description: seed.description,
      is_purchasable: true,
      state: seed.state,
      visible_on_marketplace: seed.visible,
      options: JSON.stringify(seed.options),
      validations: JSON.stringify(validations),
      sku_text: seed.products.map((p) => p.sku).join(' '),
      created_at: seed.createdAt,
      updated_at: seed.createdAt,
    });
    seed.products.forEach((p, position) =>
      links.push({ listing_id: id, product_id: p.id, position, attribute_overrides: '{}' }),
    );
    if (seed.state !== 'published') continue;
    const prices = seed.products.map((p) => p.priceCents).filter((p): p is number => p !== null);
    const costs = seed.products.map((p) => p.costCents).filter((p): p is number => p !== null);
    const codes = seed.products.flatMap((p) => [p.sku, ...p.alternates]);
    docs.push({
      id,
      team_id: seed.teamId,
      brand_id: seed.brandId,
      brand: seed.brand,
      product_type: seed.productType,
      title: seed.title,
      sku: seed.products[0]!.sku,
      codes: codes.join(' '),
      image: seed.products.find((p) => p.image)?.image ?? null,
      price_cents: prices.length ? Math.min(...prices) : null,
      cost_cents: costs.length ? Math.min(...costs) : prices.length ? Math.min(...prices) : null,
      variants: JSON.stringify(
        seed.products.map((p) => ({
          sku: p.sku,
          title: p.title,
          price: p.priceCents === null ? null : p.priceCents / 100,
        })),
      ),
      has_distribution: seed.products.some((p) => p.stocked),
      valid: validations.length === 0,
      visible: seed.visible,
      search_text: [
        seed.brand,
        ...codes,
        ...seed.products.flatMap((p) => p.attributes.map((a) => a.value ?? '')),
        seed.productType ?? '',
      ].join(' '),
      created_at: seed.createdAt,
    });
  }
  await writeRows(s, rows, count, { overriding: true });
  await writeRows(s, links, count);
  await writeRows(s, docs, count);
}

/** The merchants' marketplace state: subscriptions, seller agreements and acceptances, import list items. */
export async function seedMerchantState(
  s: SqlSession,
  params: {
    subscriptions: { teamId: number; active: boolean; plan: string | null }[];
    agreements: { brandId: number; text: string }[];
    acceptances: { teamId: number; brandId: number }[];
    importList: { teamId: number; listingIds: number[] }[];
  },
  count: RowCounter,
): Promise<void> {
  const subs = new RowSet(marketplaceSubscriptions, ['team_id', 'active', 'plan']);
  for (const x of params.subscriptions) subs.push({ team_id: x.teamId, active: x.active, plan: x.plan });
  const agreements = new RowSet(sellerAgreements, ['brand_id', 'text']);
  for (const a of params.agreements) agreements.push({ brand_id: a.brandId, text: a.text });
  const accepted = new RowSet(agreementAcceptances, ['team_id', 'brand_id', 'accepted_by']);
  for (const a of params.acceptances)
    accepted.push({ team_id: a.teamId, brand_id: a.brandId, accepted_by: 'Demo data' });
  const items = new RowSet(importListings, ['team_id', 'listing_id']);
  for (const l of params.importList)
    for (const id of l.listingIds) items.push({ team_id: l.teamId, listing_id: id });
  await writeRows(s, subs, count);
  await writeRows(s, agreements, count);
  await writeRows(s, accepted, count);
  await writeRows(s, items, count, { onConflict: 'DO NOTHING' });
}
