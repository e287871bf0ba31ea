import { deriveHandle, MARKETPLACE_MESSAGES, type Listing, type ListingInput } from '@partsflow/contracts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { diffChanges, notRevertible, snapshotChanges } from '../../../platform/audit/index.ts';
import type { Db, DbOrTx, Tx } from '../../../platform/db/client.ts';
import { emitEvent, type DomainEvent } from '../../../platform/events/index.ts';
import { datatable, pageWindow } from '../../../platform/pagination/pagination.ts';
import {
  brandInScope,
  productRefInScope,
  searchBrandProductsBySku,
  sourceProducts,
  type ListingBulkActions,
  type ListingChange,
  type SourceProduct,
} from '../../catalogue/index.ts';
import { fieldError, marketplaceError } from '../marketplace.errors.ts';
import * as storesRepo from '../stores/stores.repository.ts';
import { cleanOverrides, listingValidations, presentedStatus, sharedAttributes } from './listing-rules.ts';
import * as repo from './listings.repository.ts';
import { refreshSearchDocs } from './search-docs.ts';

const m = MARKETPLACE_MESSAGES.listing;

export function listingEditUrl(brandSlug: string, id: number) {
  return `/catalogue/b/${encodeURIComponent(brandSlug)}/listings/${id}/edit`;
}

async function present(db: DbOrTx, row: repo.ListingRow, brand: { id: number; slug: string; name: string }) {
  const links = await repo.listProductsOfListings(db, { listingIds: [row.id] });
  const products = await sourceProducts(
    db,
    links.map((l) => l.product_id),
  );
  const overrides = new Map(links.map((l) => [l.product_id, l.attribute_overrides]));
  const listing: Listing = {
    id: row.id,
    sku: products[0]?.sku ?? '',
    title: row.title,
    handle: row.handle,
    description: row.description,
    is_purchasable: row.is_purchasable,
    status: presentedStatus(row.state, row.validations),
    visible_on_marketplace: row.visible_on_marketplace,
    options: row.options.join(','),
    selected_products: products.map((p) => ({
      id: p.id,
      sku: p.sku,
      title: p.title,
      published: p.published,
      price_cents: p.price_cents,
      attributes: p.attributes,
      attribute_overrides: overrides.get(p.id) ?? {},
    })),
    selected_integrations: row.integrations,
    validations: row.validations,
    brand: { id: brand.id, slug: brand.slug, name: brand.name },
  };
  return listing;
}

async function announce(tx: Tx, row: repo.ListingRow, productIds: number[], deleted = false) {
  if (!deleted) await refreshSearchDocs(tx, [row.id]);
  await emitEvent(tx, {
    type: 'marketplace.listing_changed',
    teamId: row.team_id,
    payload: {
      listing_id: row.id,
      product_ids: deleted ? [] : productIds,
      status: deleted ? null : presentedStatus(row.state, row.validations),
    },
  });
}

/** Checks a builder payload against the products it names; answers the rows to store and the validity. */
async function checkedContent(
  tx: Tx,
  brandId: number,
  input: ListingInput,
  listingId: number | undefined,
): Promise<{
  rows: { product_id: number; attribute_overrides: Record<string, string> }[];
  validations: string[];
  skuText: string;
}> {
  const ids = input.products.map((p) => p.id);
  if (new Set(ids).size !== ids.length) throw fieldError(['products'], m.productNotOfBrand);
  const products = await sourceProducts(tx, ids);
  if (products.length !== ids.length || products.some((p) => p.brand_id !== brandId))
    throw fieldError(['products'], m.productNotOfBrand);
  const taken = await repo.listingsHoldingProducts(tx, { productIds: ids, exceptListingId: listingId });
  if (taken.length) {
    const sku = products.find((p) => p.id === taken[0]!.product_id)!.sku;
    throw fieldError(['products'], m.productInOtherListing(sku));
  }
  if (products.length > 1) {
    const shared = sharedAttributes(products);
    if (!shared.length) throw fieldError(['options'], m.noSharedAttributes);
    const unknown = input.options.find((o) => !shared.includes(o));
    if (unknown) throw fieldError(['options'], m.unknownOption(unknown));
  }
  const byId = new Map(products.map((p) => [p.id, p]));
  const rows = input.products.map((p) => ({
    product_id: p.id,
    attribute_overrides: cleanOverrides(p.attribute_overrides, byId.get(p.id)!.attributes),
  }));
  return {
    rows,
    validations: validate(input.options, products, rows),
    skuText: products.map((p) => p.sku).join(' '),
  };
}

function validate(
  options: string[],
  products: SourceProduct[],
  rows: { product_id: number; attribute_overrides: Record<string, string> }[],
) {
  const byId = new Map(products.map((p) => [p.id, p]));
  return listingValidations(
    options,
    rows
      .filter((r) => byId.has(r.product_id))
      .map((r) => ({ ...byId.get(r.product_id)!, attribute_overrides: r.attribute_overrides })),
  );
}

async function integrationsOf(tx: Tx, teamId: number, ids: number[]) {
  if (!ids.length) return [];
  const own = await storesRepo.listStoresOfTeam(tx, { teamId });
  const bad = ids.find((id) => !own.some((s) => s.id === id));
  if (bad) throw fieldError(['integrations'], 'Choose one of your stores');
  return [...new Set(ids)];
}

export async function createListing(db: Db, actor: Actor, brandSlug: string, input: ListingInput) {
  const brand = await brandInScope(db, actor, brandSlug);
  return db.transaction(async (tx) => {
    const { rows, validations, skuText } = await checkedContent(tx, brand.id, input, undefined);
    const row = await repo.insertListing(tx, {
      team_id: brand.team_id,
      brand_id: brand.id,
      title: input.title,
      handle: deriveHandle(input.handle?.trim() || input.title),
      description: input.description,
      is_purchasable: input.is_purchasable,
      options: input.options,
      integrations: await integrationsOf(tx, brand.team_id, input.integrations),
      validations,
      sku_text: skuText,
    });
    await repo.replaceListingProducts(tx, { listingId: row.id, rows });
    await announce(
      tx,
      row,
      rows.map((r) => r.product_id),
    );
    return { message: m.created, listing: await present(tx, row, brand) };
  });
}

export async function updateListing(
  db: Db,
  actor: Actor,
  brandSlug: string,
  id: number,
  input: ListingInput,
) {
  const brand = await brandInScope(db, actor, brandSlug);
  return db.transaction(async (tx) => {
    const found = await repo.findListing(tx, { scope: actor.scope, brandId: brand.id, id });
    if (!found) throw marketplaceError('listing_not_found');
    await repo.lockListing(tx, { id });
    const { rows, validations, skuText } = await checkedContent(tx, brand.id, input, id);
    const row = await repo.updateListing(tx, {
      id,
      values: {
        title: input.title,
        handle: deriveHandle(input.handle?.trim() || input.title),
        description: input.description,
        is_purchasable: input.is_purchasable,
        options: input.options,
        integrations: await integrationsOf(tx, brand.team_id, input.integrations),
        validations,
        sku_text: skuText,
      },
    });
    await repo.replaceListingProducts(tx, { listingId: id, rows });
    await announce(
      tx,
      row!,
      rows.map((r) => r.product_id),
    );
    return { message: m.updated, listing: await present(tx, row!, brand) };
  });
}

export async function getListing(db: Db, actor: Actor, brandSlug: string, id: number) {
  const brand = await brandInScope(db, actor, brandSlug);
  const row = await repo.findListing(db, { scope: actor.scope, brandId: brand.id, id });
  if (!row) throw marketplaceError('listing_not_found');
  return present(db, row, brand);
}

export async function deleteListing(db: Db, actor: Actor, brandSlug: string, id: number) {
  const brand = await brandInScope(db, actor, brandSlug);
  return db.transaction(async (tx) => {
    const row = await repo.findListing(tx, { scope: actor.scope, brandId: brand.id, id });
    // Not found, or a simultaneous delete took it first: either way a 404 and no second announcement.
    if (!row || !(await repo.deleteListing(tx, { id }))) throw marketplaceError('listing_not_found');
    await announce(tx, row, [], true);
    return { message: m.deleted };
  });
}

/** Publish toggles published and archived (the editor sends the state it wants); draft is allowed too. */
export async function setListingStatus(
  db: Db,
  actor: Actor,
  brandSlug: string,
  id: number,
  status: 'draft' | 'published' | 'archived',
) {
  const brand = await brandInScope(db, actor, brandSlug);
  return db.transaction(async (tx) => {
    const found = await repo.findListing(tx, { scope: actor.scope, brandId: brand.id, id });
    if (!found) throw marketplaceError('listing_not_found');
    const row = await repo.updateListing(tx, {
      id,
      values: { state: status, ...(status === 'published' ? {} : { visible_on_marketplace: false }) },
    });
    const links = await repo.listProductsOfListings(tx, { listingIds: [id] });
    await announce(
      tx,
      row!,
      links.map((l) => l.product_id),
    );
    return { message: m.statusUpdated, listing: await present(tx, row!, brand) };
  });
}

export async function setListingVisibility(
  db: Db,
  actor: Actor,
  brandSlug: string,
  id: number,
  visible: boolean,
) {
  const brand = await brandInScope(db, actor, brandSlug);
  return db.transaction(async (tx) => {
    const found = await repo.findListing(tx, { scope: actor.scope, brandId: brand.id, id });
    if (!found) throw marketplaceError('listing_not_found');
    if (found.state !== 'published') throw fieldError(['visible_on_marketplace'], m.visibilityOnlyPublished);
    const row = await repo.updateListing(tx, { id, values: { visible_on_marketplace: visible } });
    await refreshSearchDocs(tx, [id]);
    return { message: m.visibilityUpdated, listing: await present(tx, row!, brand) };
  });
}

export async function listingDatatable(
  db: Db,
  actor: Actor,
  brandSlug: string,
  params: { page: number; per: number; query?: string },
) {
  const brand = await brandInScope(db, actor, brandSlug);
  const { rows, total } = await repo.listListingRows(db, {
    scope: actor.scope,
    brandId: brand.id,
    ...pageWindow(params.page, params.per),
    query: params.query,
  });
  const links = await repo.listProductsOfListings(db, { listingIds: rows.map((r) => r.id) });
  const products = new Map(
    (
      await sourceProducts(
        db,
        links.map((l) => l.product_id),
      )
    ).map((p) => [p.id, p]),
  );
  return datatable(
    rows.map((r) => ({
      id: r.id,
      title: r.title,
      skus: links.filter((l) => l.listing_id === r.id).map((l) => products.get(l.product_id)?.sku ?? ''),
      status: presentedStatus(r.state, r.validations),
      visible_on_marketplace: r.visible_on_marketplace,
      url: listingEditUrl(brand.slug, r.id),
    })),
    total,
  );
}

export async function searchProductsForListing(db: Db, actor: Actor, brandSlug: string, query: string) {
  const brand = await brandInScope(db, actor, brandSlug);
  // Catalogue-pim section 5: the SKU search starts at 3 characters.
  if (query.length < 3) return { products: [] };
  const hits = await searchBrandProductsBySku(db, brand.id, query);
  const found = new Map(
    (
      await sourceProducts(
        db,
        hits.map((h) => h.id),
      )
    ).map((p) => [p.id, p]),
  );
  return {
    products: hits.flatMap((h) => {
      const p = found.get(h.id);
      return p
        ? [{ ...h, published: p.published, price_cents: p.price_cents, attributes: p.attributes }]
        : [];
    }),
  };
}

export async function listingShops(db: Db, actor: Actor, brandSlug: string) {
  const brand = await brandInScope(db, actor, brandSlug);
  const own = await storesRepo.listStoresOfTeam(db, { teamId: brand.team_id });
  return { integrations: own.map((s) => ({ id: s.id, name: s.name, platform: s.platform })) };
}

/**
 * The product editor's Tools menu: a draft listing of this one product (titled as it), or the listing it is
 * already in. Either way the reply is the listing's id, and the editor goes to its edit page.
 */
export async function createListingFromProduct(db: Db, actor: Actor, brandSlug: string, product: string) {
  const ref = await productRefInScope(db, actor, { brandSlug, product });
  return db.transaction(async (tx) => {
    const held = await repo.listingsHoldingProducts(tx, { productIds: [ref.id] });
    if (held.length) return { id: held[0]!.listing_id, message: m.createdFromProduct };
    const [source] = await sourceProducts(tx, [ref.id]);
    const row = await createDraftListing(tx, source!);
    return { id: row.id, message: m.createdFromProduct };
  });
}

/**
 * catalogue.products_changed: the listings holding these products recompute their validity; a listing whose
 * shown status moves tells the catalogue (marketplace.listing_changed).
 */
export async function recomputeValidity(event: DomainEvent<'catalogue.products_changed'>, tx: Tx) {
  const held = await repo.listingsHoldingProducts(tx, { productIds: event.payload.product_ids });
  const listingIds = [...new Set(held.map((h) => h.listing_id))];
  for (const row of await repo.findListingsByIds(tx, { ids: listingIds })) {
    const links = await repo.listProductsOfListings(tx, { listingIds: [row.id] });
    const products = await sourceProducts(
      tx,
      links.map((l) => l.product_id),
    );
    const validations = validate(row.options, products, links);
    const skuText = products.map((p) => p.sku).join(' ');
    const after = await repo.updateListing(tx, { id: row.id, values: { validations, sku_text: skuText } });
    await refreshSearchDocs(tx, [row.id]);
    if (presentedStatus(after!.state, validations) !== presentedStatus(row.state, row.validations)) {
      await announce(
        tx,
        after!,
        links.map((l) => l.product_id),
      );
    }
  }
}

/** The listing fields a 'Listing' history entry of a product records (decision 0274). */
const LISTING_AUDIT_FIELDS = ['title', 'handle', 'state', 'visible_on_marketplace'] as const;

/** A draft listing of one product (as the Tools menu and Create Listings make one). */
async function createDraftListing(tx: Tx, source: SourceProduct) {
  const title = (source.title || source.sku).slice(0, 255);
  const rows = [{ product_id: source.id, attribute_overrides: {} }];
  const row = await repo.insertListing(tx, {
    team_id: source.team_id,
    brand_id: source.brand_id,
    title,
    handle: deriveHandle(title),
    description: source.description,
    validations: validate([], [source], rows),
    sku_text: source.sku,
  });
  await repo.replaceListingProducts(tx, { listingId: row.id, rows });
  await announce(tx, row, [source.id]);
  return row;
}

/** The listing `id` when it holds the product (history entries of a listing are kept in a product's history). */
async function listingOfProduct(tx: Tx, productId: number, id: number) {
  const held = await repo.listingsHoldingProducts(tx, { productIds: [productId] });
  if (!held.some((h) => h.listing_id === id)) return null;
  return repo.lockListing(tx, { id });
}

/**
 * The catalogue's listing bulk actions (docs/decisions/0241-bulk-actions.md), one chunk of product ids at a time
 * in the bulk job's transaction. Create listings: a draft listing of each product that is in none (as the Tools
 * menu makes one). Publish or unpublish listings: the listings holding the products move to published or
 * archived (as the listing editor's Publish toggle). Each answers how many products it changed and, for the
 * job's change set, what it did to each listing (decision 0274); `history` restores a listing from those entries.
 */
export const listingBulkActions: ListingBulkActions = {
  async createListings(tx, _actor, productIds) {
    const held = new Set((await repo.listingsHoldingProducts(tx, { productIds })).map((h) => h.product_id));
    const free = productIds.filter((id) => !held.has(id));
    const entries: ListingChange[] = [];
    for (const source of await sourceProducts(tx, free)) {
      const row = await createDraftListing(tx, source);
      entries.push({
        productId: source.id,
        listingId: row.id,
        action: 'create',
        changes: snapshotChanges(row, LISTING_AUDIT_FIELDS, 'create'),
      });
    }
    return { changed: entries.length, entries };
  },
  async publishListings(tx, _actor, productIds, publish) {
    const held = await repo.listingsHoldingProducts(tx, { productIds });
    const listingIds = [...new Set(held.map((h) => h.listing_id))];
    const state = publish ? 'published' : 'archived';
    let changed = 0;
    const entries: ListingChange[] = [];
    for (const found of await repo.findListingsByIds(tx, { ids: listingIds })) {
      if (found.state === state) continue;
      const row = await repo.updateListing(tx, {
        id: found.id,
        values: { state, ...(publish ? {} : { visible_on_marketplace: false }) },
      });
      const links = await repo.listProductsOfListings(tx, { listingIds: [found.id] });
      await announce(
        tx,
        row!,
        links.map((l) => l.product_id),
      );
      const ofChunk = held.filter((h) => h.listing_id === found.id);
      changed += ofChunk.length;
      entries.push({
        productId: ofChunk[0]!.product_id,
        listingId: found.id,
        action: 'update',
        changes: diffChanges(found, row!, ['state', 'visible_on_marketplace']),
      });
    }
    return { changed, entries };
  },
  history: {
    fields: LISTING_AUDIT_FIELDS,
    find: (tx, productId, id) => listingOfProduct(tx, productId, id),
    async update(tx, productId, id, values) {
      if (!(await listingOfProduct(tx, productId, id))) return null;
      const { state, visible_on_marketplace } = values as Partial<repo.ListingRow>;
      const row = await repo.updateListing(tx, {
        id,
        values: {
          ...(state !== undefined ? { state } : {}),
          ...(visible_on_marketplace !== undefined ? { visible_on_marketplace } : {}),
        },
      });
      const links = await repo.listProductsOfListings(tx, { listingIds: [id] });
      await announce(
        tx,
        row!,
        links.map((l) => l.product_id),
      );
      return row;
    },
    async remove(tx, productId, id) {
      const row = await listingOfProduct(tx, productId, id);
      if (!row) return null;
      // Undoing a creation takes a listing away: only while it is still the untouched draft nobody carries.
      if (row.state !== 'draft' || (await repo.countStoreProductsOfListing(tx, { listingId: id })) > 0) {
        throw notRevertible('The listing has been published or imported since it was created');
      }
      await repo.deleteListing(tx, { id });
      await announce(tx, row, [], true);
      return row;
    },
    async conflict(tx, productId) {
      const held = await repo.listingsHoldingProducts(tx, { productIds: [productId] });
      return held.length ? 'The product is in a listing again' : null;
    },
    async insert(tx, productId) {
      const [source] = await sourceProducts(tx, [productId]);
      if (!source) throw notRevertible('The product no longer exists');
      return createDraftListing(tx, source);
    },
  },
};
