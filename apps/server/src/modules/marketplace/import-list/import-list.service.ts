import {
  ISSUE_RESPONSE_DAYS,
  MARKETPLACE_MESSAGES,
  PUBLISH_PROGRESS_TOPIC,
  type ImportListing,
  type UpdateImportListingInput,
} from '@partsflow/contracts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { marketplaceList, pageWindow } from '../../../platform/pagination/pagination.ts';
import { reportProductIssueFrom, sourceProducts } from '../../catalogue/index.ts';
import { optionValue } from '../listings/listing-rules.ts';
import * as listingsRepo from '../listings/listings.repository.ts';
import { fieldError, marketplaceError } from '../marketplace.errors.ts';
import type { MarketplaceServices } from '../marketplace.services.ts';
import { publishToStore, storeFailure, storeProductOf } from '../publishing/publishing.service.ts';
import * as storesRepo from '../stores/stores.repository.ts';
import * as repo from './import-list.repository.ts';

const m = MARKETPLACE_MESSAGES.importList;
export const BULK_PUBLISH_QUEUE = 'marketplace.bulk-publish';

type Joined = { item: repo.ImportListingRow; listing: listingsRepo.ListingRow };

async function present(db: DbOrTx, teamId: number, rows: Joined[]): Promise<ImportListing[]> {
  const links = await listingsRepo.listProductsOfListings(db, { listingIds: rows.map((r) => r.listing.id) });
  const products = new Map(
    (
      await sourceProducts(
        db,
        links.map((l) => l.product_id),
      )
    ).map((p) => [p.id, p]),
  );
  const published = await storesRepo.publishedStoresOfListings(db, {
    teamId,
    listingIds: rows.map((r) => r.listing.id),
  });
  return rows.map(({ item, listing }) => {
    const variants = links
      .filter((l) => l.listing_id === listing.id && products.has(l.product_id))
      .map((l) => {
        const p = products.get(l.product_id)!;
        return {
          id: p.id,
          sku: p.sku,
          title: p.title,
          price: p.price_cents === null ? null : p.price_cents / 100,
          cost: p.cost_cents === null ? null : p.cost_cents / 100,
          options: Object.fromEntries(
            listing.options.map((o) => [
              o,
              optionValue({ ...p, attribute_overrides: l.attribute_overrides }, o),
            ]),
          ),
        };
      });
    const originalSku = variants[0]?.sku ?? '';
    const brand = variants.length ? products.get(variants[0]!.id)!.brand : '';
    return {
      id: item.id,
      listing_id: listing.id,
      title: item.title ?? listing.title,
      original_title: listing.title,
      description: item.description ?? listing.description,
      original_description: listing.description,
      sku: item.sku ?? originalSku,
      original_sku: originalSku,
      handle: item.handle ?? listing.handle,
      original_handle: listing.handle,
      options: listing.options.join(','),
      brand,
      brand_id: listing.brand_id,
      variants,
      variant_overrides: item.variant_overrides,
      cross_sell_products: [],
      published_stores: published.filter((p) => p.listing_id === listing.id).map((p) => p.store_id),
    };
  });
}

async function brandNames(db: DbOrTx, listingIds: number[]) {
  const links = await listingsRepo.listProductsOfListings(db, { listingIds });
  const firstOf = new Map<number, number>();
  for (const l of links) if (!firstOf.has(l.listing_id)) firstOf.set(l.listing_id, l.product_id);
  const products = await sourceProducts(db, [...firstOf.values()]);
  return new Map(products.map((p) => [p.brand_id, p.brand]));
}

// ---------------------------------------------------------------- add, load, edit, remove

export async function addToImportList(db: Db, actor: Actor, listingId: number) {
  const [available] = await repo.availableListingIds(db, { ids: [listingId] });
  if (!available) throw marketplaceError('listing_not_found', m.listingNotAvailable);
  const inserted = await repo.insertImportListings(db, {
    teamId: actor.scope.teamId,
    listingIds: [listingId],
  });
  return {
    success: true,
    inserted_count: inserted.length,
    total_count: await repo.countImportListings(db, { teamId: actor.scope.teamId }),
  };
}

/**
 * Adds many listings; ones already in the list, or not on the marketplace, are skipped. `total_count` is how many
 * were asked for (spec section 7: "reply inserted_count, total_count").
 */
export async function bulkAddToImportList(db: Db, actor: Actor, listingIds: number[]) {
  const unique = [...new Set(listingIds)];
  let inserted = 0;
  for (let i = 0; i < unique.length; i += 5000) {
    const chunk = await repo.availableListingIds(db, { ids: unique.slice(i, i + 5000) });
    inserted += (await repo.insertImportListings(db, { teamId: actor.scope.teamId, listingIds: chunk }))
      .length;
  }
  return { inserted_count: inserted, total_count: unique.length };
}

export async function loadImportList(
  db: Db,
  actor: Actor,
  params: { page: number; per_page: number; query?: string },
) {
  const teamId = actor.scope.teamId;
  const { rows, total, all } = await repo.listImportListings(db, {
    teamId,
    query: params.query,
    ...pageWindow(params.page, params.per_page),
  });
  const brandIds = [...new Set(all.map((a) => a.brand_id))];
  const pending = await repo.pendingAgreements(db, { teamId, brandIds });
  const names = await brandNames(db, [
    ...new Set(all.filter((a) => pending.some((p) => p.brand_id === a.brand_id)).map((a) => a.listing_id)),
  ]);
  return {
    ...marketplaceList(
      await present(db, teamId, rows),
      { page: params.page, per_page: params.per_page, total },
      {
        all_import_listing_ids: all.map((a) => a.id),
        all_listing_ids: all.map((a) => a.listing_id),
        brand_seller_agreements: pending.map((p) => ({
          brand: names.get(p.brand_id) ?? '',
          brand_id: p.brand_id,
          text: p.text,
        })),
      },
    ),
    subscription_active: await repo.subscriptionActive(db, { teamId }),
  };
}

export async function importListCount(db: Db, actor: Actor) {
  return { count: await repo.countImportListings(db, { teamId: actor.scope.teamId }) };
}

export async function updateImportListing(db: Db, actor: Actor, id: number, input: UpdateImportListingInput) {
  const teamId = actor.scope.teamId;
  return db.transaction(async (tx) => {
    const found = await repo.findImportListing(tx, { teamId, id });
    if (!found) throw marketplaceError('import_listing_not_found');
    const values: Partial<repo.ImportListingRow> = {};
    const keep = (value: string | undefined, original: string) =>
      value === undefined ? undefined : value === original ? null : value;
    if (input.title !== undefined) values.title = keep(input.title, found.listing.title);
    if (input.description !== undefined)
      values.description = keep(input.description, found.listing.description);
    if (input.handle !== undefined) values.handle = keep(input.handle, found.listing.handle);
    if (input.sku !== undefined) values.sku = input.sku === '' ? null : input.sku;
    const change = input.variant_override_attributes;
    if (change) {
      const links = await listingsRepo.listProductsOfListings(tx, { listingIds: [found.listing.id] });
      if (!links.some((l) => l.product_id === change.id))
        throw fieldError(['variant_override_attributes', 'id'], m.invalidUpdate);
      const rest = found.item.variant_overrides.filter(
        (o) => !(o.id === change.id && o.field === change.field),
      );
      const value = change.value.trim();
      values.variant_overrides = value ? [...rest, { id: change.id, field: change.field, value }] : rest;
    }
    if (!Object.keys(values).length) throw fieldError([], m.invalidUpdate);
    const item = await repo.updateImportListing(tx, { teamId, id, values });
    const [presented] = await present(tx, teamId, [{ item: item!, listing: found.listing }]);
    return { item: presented! };
  });
}

export async function destroyImportListing(db: Db, actor: Actor, id: number) {
  const removed = await repo.deleteImportListings(db, { teamId: actor.scope.teamId, ids: [id] });
  if (!removed) throw marketplaceError('import_listing_not_found');
  return { success: true };
}

/** Remove All (no ids) or the given ids; ids of other teams are simply not found. */
export async function bulkRemove(db: Db, actor: Actor, ids: number[] | undefined) {
  const removed = await repo.deleteImportListings(db, { teamId: actor.scope.teamId, ids });
  return { success: true, removed_count: removed };
}

// ---------------------------------------------------------------- agreements, subscription, issues

export async function acceptAgreements(db: Db, actor: Actor, brandIds: number[]) {
  const acceptedBy = actor.userName;
  await repo.acceptAgreements(db, { teamId: actor.scope.teamId, brandIds, acceptedBy });
  return { success: true };
}

export async function subscription(db: Db, actor: Actor) {
  return { subscription_active: await repo.subscriptionActive(db, { teamId: actor.scope.teamId }) };
}

/** Report Issue on a listing: recorded on its first product, where the brand's issues drawer shows it. */
export async function reportListingIssue(
  db: Db,
  actor: Actor,
  params: { listingId: number; issue: string; reporterEmail: string | null },
) {
  const [available] = await repo.availableListingIds(db, { ids: [params.listingId] });
  if (!available) throw marketplaceError('listing_not_found');
  const [first] = await listingsRepo.listProductsOfListings(db, { listingIds: [params.listingId] });
  if (!first) throw marketplaceError('listing_not_found');
  await reportProductIssueFrom(db, {
    productId: first.product_id,
    issue: params.issue,
    reportingTeamId: actor.scope.teamId,
    reporterEmail: params.reporterEmail,
  });
  return { message: MARKETPLACE_MESSAGES.issues.reported, response_days: ISSUE_RESPONSE_DAYS };
}

// ---------------------------------------------------------------- publishing

/** The checks before any publish: a subscription, at least one of the team's stores, agreements accepted. */
async function publishGate(
  db: Db,
  teamId: number,
  storeIds: number[],
  listings: { id: number; brand_id: number }[],
) {
  const brandIds = listings.map((l) => l.brand_id);
  if (!(await repo.subscriptionActive(db, { teamId })))
    throw marketplaceError('subscription_required', m.subscriptionRequired);
  await listingsLimitGate(db, teamId, listings);
  if (!storeIds.length) throw fieldError(['stores'], m.selectStore);
  const own = await storesRepo.listStoresOfTeam(db, { teamId });
  const stores = [...new Set(storeIds)].map((id) => own.find((s) => s.id === id));
  if (stores.some((s) => !s)) throw marketplaceError('store_not_found');
  const pending = await repo.pendingAgreements(db, { teamId, brandIds: [...new Set(brandIds)] });
  if (pending.length) {
    const first = listings.find((l) => l.brand_id === pending[0]!.brand_id)!;
    const names = await brandNames(db, [first.id]);
    throw marketplaceError(
      'agreement_required',
      m.agreementRequired(names.get(pending[0]!.brand_id) ?? 'this brand'),
    );
  }
  return stores as storesRepo.StoreRow[];
}

/** The plan's `listings_limit` (docs/decisions/0456): listings already in a store count, republishing is free. */
async function listingsLimitGate(db: Db, teamId: number, listings: { id: number }[]) {
  const limit = await repo.listingsLimit(db, { teamId });
  if (limit === null) return;
  const published = await repo.publishedListings(db, { teamId });
  const after = new Set([...published, ...listings.map((l) => l.id)]);
  if (after.size > limit)
    throw marketplaceError(
      'listings_limit_reached',
      `Your plan allows ${limit} listings: ${published.size} are in your stores. Upgrade your plan to import more.`,
    );
}

/** Publishes one draft to each store; answers the stores it reached and the per-store failures. */
async function publishItem(
  services: MarketplaceServices,
  teamId: number,
  row: Joined,
  stores: storesRepo.StoreRow[],
) {
  const { db } = services.ctx.database;
  const product = await storeProductOf(db, row.item, row.listing);
  const results = await Promise.all(
    stores.map(async (store) => {
      try {
        await publishToStore(services, { teamId, store, item: row.item, listing: row.listing, product });
        return { store, error: null };
      } catch (err) {
        return { store, error: storeFailure(store.name, err) };
      }
    }),
  );
  const ok = results.filter((r) => !r.error).map((r) => r.store);
  const errors = results.filter((r) => r.error).map((r) => r.error!);
  // Fully published drafts leave the import list: the store products are in My Products now.
  if (!errors.length) await repo.deleteImportListings(db, { teamId, ids: [row.item.id] });
  return { ok, errors };
}

export async function publishOne(
  services: MarketplaceServices,
  actor: Actor,
  id: number,
  storeIds: number[],
) {
  const { db } = services.ctx.database;
  const teamId = actor.scope.teamId;
  const row = await repo.findImportListing(db, { teamId, id });
  if (!row) throw marketplaceError('import_listing_not_found');
  const stores = await publishGate(db, teamId, storeIds, [row.listing]);
  const { ok, errors } = await publishItem(services, teamId, row, stores);
  if (errors.length)
    throw marketplaceError(
      'publish_failed',
      errors.join(', '),
      errors.map((message) => ({ path: ['stores'], message })),
    );
  return { successfully_published_stores: ok.map((s) => ({ id: s.id, name: s.name })) };
}

export async function startBulkPublish(
  services: MarketplaceServices,
  actor: Actor,
  params: { ids?: number[]; stores: number[] },
) {
  const { db } = services.ctx.database;
  const teamId = actor.scope.teamId;
  const ids = params.ids?.length ? params.ids : await repo.listImportListingIds(db, { teamId });
  const rows: Joined[] = [];
  for (let i = 0; i < ids.length; i += 5000)
    rows.push(...(await repo.findImportListingsByIds(db, { teamId, ids: ids.slice(i, i + 5000) })));
  await publishGate(
    db,
    teamId,
    params.stores,
    rows.map((r) => r.listing),
  );
  const job = await repo.insertPublishJob(db, {
    team_id: teamId,
    import_listing_ids: rows.map((r) => r.item.id),
    store_ids: [...new Set(params.stores)],
    total: rows.length,
  });
  if (!services.ctx.jobs) throw new Error('No job queue');
  await services.ctx.jobs.send(BULK_PUBLISH_QUEUE, { publish_job_id: job.id }, { singletonKey: job.id });
  return { job_id: job.id };
}

export async function bulkPublishProgress(db: Db, actor: Actor, jobId: string) {
  const job = await repo.findPublishJob(db, { id: jobId, teamId: actor.scope.teamId });
  if (!job) throw marketplaceError('job_not_found');
  return progressOf(job);
}

function progressOf(job: repo.PublishJobRow) {
  const progress = job.finished_at ? 100 : job.total ? Math.floor((job.done / job.total) * 100) : 0;
  return { progress, total: job.total, at: job.done, errors: job.errors };
}

export { PUBLISH_PROGRESS_TOPIC };

/** Tells the team's open screens how far the job is (the same answer as the progress call). */
async function announceProgress(services: MarketplaceServices, jobId: string) {
  const live = services.ctx.live;
  const job = live && (await repo.findPublishJob(services.ctx.database.db, { id: jobId }));
  if (!job) return;
  await live.publish(job.team_id, PUBLISH_PROGRESS_TOPIC, {
    job_id: job.id,
    ...progressOf(job),
    // NOTIFY payloads are capped at 8000 bytes: the errors are counted here and read through the progress call.
    errors: job.errors.slice(0, 5),
  });
}

const CHUNK = 50;
const CONCURRENCY = 16;

/**
 * Works a bulk publish from where it stopped: items after the cursor, a chunk at a time, several in parallel.
 * A rerun (pg-boss retrying after a crash) starts after the last finished chunk; publishing an item again
 * updates its store products, so nothing is duplicated. `stopAfterChunks` lets a test interrupt it.
 */
export async function runBulkPublish(
  services: MarketplaceServices,
  jobId: string,
  opts: { stopAfterChunks?: number; chunk?: number } = {},
) {
  const { db } = services.ctx.database;
  let chunks = 0;
  for (;;) {
    const job = await repo.findPublishJob(db, { id: jobId });
    if (!job || job.finished_at) return;
    const own = await storesRepo.listStoresOfTeam(db, { teamId: job.team_id });
    const stores = own.filter((s) => job.store_ids.includes(s.id));
    const items = await repo.nextJobItems(db, { job, limit: opts.chunk ?? CHUNK });
    if (!items.length || !stores.length) {
      await repo.advancePublishJob(db, {
        id: job.id,
        cursor: job.cursor,
        done: 0,
        errors: [],
        finished: true,
      });
      await announceProgress(services, job.id);
      return;
    }
    const errors: { message: string }[] = [];
    for (let i = 0; i < items.length; i += CONCURRENCY) {
      const results = await Promise.all(
        items.slice(i, i + CONCURRENCY).map((row) => publishItem(services, job.team_id, row, stores)),
      );
      for (const r of results) errors.push(...r.errors.map((message) => ({ message })));
    }
    await repo.advancePublishJob(db, {
      id: job.id,
      cursor: items[items.length - 1]!.item.id,
      done: items.length,
      errors,
      finished: false,
    });
    await announceProgress(services, job.id);
    if (opts.stopAfterChunks && ++chunks >= opts.stopAfterChunks) return;
  }
}

/** The Source Products detail overlay: Description, Variants (per SKU) and Media of a listing on the marketplace. */
export async function listingDetail(db: Db, actor: Actor, listingId: number) {
  const [row] = await listingsRepo.findListingsByIds(db, { ids: [listingId] });
  if (!row || row.state !== 'published' || !row.visible_on_marketplace)
    throw marketplaceError('listing_not_found');
  const links = await listingsRepo.listProductsOfListings(db, { listingIds: [row.id] });
  const products = await sourceProducts(
    db,
    links.map((l) => l.product_id),
  );
  const teamId = actor.scope.teamId;
  const [inList] = await repo.findImportListingOfListing(db, { teamId, listingId: row.id });
  const published = await storesRepo.publishedStoresOfListings(db, { teamId, listingIds: [row.id] });
  return {
    objectID: String(row.id),
    listing_id: row.id,
    title: row.title,
    description: row.description,
    brand: products[0]?.brand ?? '',
    status: row.validations.length ? ('invalid' as const) : ('published' as const),
    options: row.options,
    image: products[0]?.images[0] ?? null,
    price: products[0]?.price_cents == null ? null : products[0].price_cents / 100,
    variants: products.map((p) => {
      const link = links.find((l) => l.product_id === p.id)!;
      return {
        sku: p.sku,
        title: p.title,
        price: p.price_cents === null ? null : p.price_cents / 100,
        cost: p.cost_cents === null ? null : p.cost_cents / 100,
        product_type: p.product_type,
        attributes: p.attributes,
        options: Object.fromEntries(
          row.options.map((o) => [
            o,
            optionValue({ ...p, attribute_overrides: link.attribute_overrides }, o),
          ]),
        ),
        media: [
          ...p.images.map((url) => ({ type: 'image', url })),
          ...p.documents.map((url) => ({ type: 'document', url })),
        ],
      };
    }),
    in_import_list: !!inList,
    stores: published.length,
  };
}

/** Demo data: published listings on the marketplace, of these brands or not, in id order. */
export async function demoListingIds(
  db: Db,
  params: { brandIds: number[]; exclude: boolean; limit: number },
) {
  return repo.marketplaceListingIds(db, params);
}

/**
 * Demo data: publishes the team's import listings of these listings to a store through the real path (sandbox
 * store, link rows, overrides), as a merchant would have done.
 */
export async function publishForDemo(
  services: MarketplaceServices,
  params: { teamId: number; listingIds: number[] },
) {
  const { db } = services.ctx.database;
  await repo.insertImportListings(db, { teamId: params.teamId, listingIds: params.listingIds });
  const own = await storesRepo.listStoresOfTeam(db, { teamId: params.teamId });
  const store = own[0];
  if (!store) return;
  const ids = await repo.listImportListingIds(db, { teamId: params.teamId });
  const rows = (await repo.findImportListingsByIds(db, { teamId: params.teamId, ids })).filter((r) =>
    params.listingIds.includes(r.listing.id),
  );
  for (const row of rows) await publishItem(services, params.teamId, row, [store]);
}

/** The plan usage billing shows: distinct listings published and store products in all (billing reads it). */
export function listingUsage(db: DbOrTx, params: { teamId: number }) {
  return repo.listingUsage(db, params);
}

/** Billing sets the team's plan: the Subscription Required gate and the listings limit enforced on import. */
export function setMarketplaceSubscription(
  db: DbOrTx,
  params: { teamId: number; active: boolean; plan?: string | null; listingsLimit?: number | null },
) {
  return repo.setSubscription(db, params);
}

/** How many products the team has on its import list (sign-up's onboarding progress). */
export function countImportListings(db: DbOrTx, params: { teamId: number }) {
  return repo.countImportListings(db, params);
}

/** The seller agreement of a brand as the catalogue's brand editor reads and saves it (docs/decisions/0260). */
export const sellerAgreementStore = {
  find: (db: DbOrTx, brandId: number) => repo.findSellerAgreement(db, { brandId }),
  save: (db: DbOrTx, brandId: number, a: { text: string; active: boolean; max_discount_percent: number }) =>
    repo.saveSellerAgreement(db, {
      brandId,
      text: a.text,
      active: a.active,
      maxDiscountPercent: a.max_discount_percent,
    }),
};
