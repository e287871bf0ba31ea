import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { escapeLike } from '../../../platform/db/like.ts';
import {
  agreementAcceptances,
  importListings,
  listings,
  marketplaceSubscriptions,
  publishJobs,
  sellerAgreements,
  storeProducts,
} from '../marketplace.tables.ts';

export type ImportListingRow = typeof importListings.$inferSelect;
export type PublishJobRow = typeof publishJobs.$inferSelect;

/** Listings a merchant may add: published and visible on the marketplace. */
export async function availableListingIds(db: DbOrTx, params: { ids: number[] }) {
  if (!params.ids.length) return [];
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        inArray(listings.id, params.ids),
        eq(listings.state, 'published'),
        eq(listings.visible_on_marketplace, true),
      ),
    );
  return rows.map((r) => r.id);
}

/** Adds listings to a team's import list; a listing already there is left as it is. Answers the rows inserted. */
export async function insertImportListings(db: DbOrTx, params: { teamId: number; listingIds: number[] }) {
  if (!params.listingIds.length) return [];
  return db
    .insert(importListings)
    .values(params.listingIds.map((listing_id) => ({ team_id: params.teamId, listing_id })))
    .onConflictDoNothing()
    .returning({ id: importListings.id });
}

function listWhere(params: { teamId: number; query?: string }) {
  return and(
    eq(importListings.team_id, params.teamId),
    params.query
      ? or(
          ilike(listings.sku_text, `%${escapeLike(params.query)}%`),
          ilike(importListings.sku, `%${escapeLike(params.query)}%`),
          ilike(listings.title, `%${escapeLike(params.query)}%`),
        )
      : undefined,
  );
}

export async function listImportListings(
  db: DbOrTx,
  params: { teamId: number; query?: string; limit: number; offset: number },
) {
  const where = listWhere(params);
  const [rows, [total], all] = await Promise.all([
    db
      .select({ item: importListings, listing: listings })
      .from(importListings)
      .innerJoin(listings, eq(listings.id, importListings.listing_id))
      .where(where)
      .orderBy(desc(importListings.id))
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ n: count() })
      .from(importListings)
      .innerJoin(listings, eq(listings.id, importListings.listing_id))
      .where(where),
    db
      .select({ id: importListings.id, listing_id: importListings.listing_id, brand_id: listings.brand_id })
      .from(importListings)
      .innerJoin(listings, eq(listings.id, importListings.listing_id))
      .where(where)
      .orderBy(desc(importListings.id)),
  ]);
  return { rows, total: total?.n ?? 0, all };
}

export async function countImportListings(db: DbOrTx, params: { teamId: number }) {
  const [row] = await db
    .select({ n: count() })
    .from(importListings)
    .where(eq(importListings.team_id, params.teamId));
  return row?.n ?? 0;
}

export async function findImportListing(db: DbOrTx, params: { teamId: number; id: number }) {
  const [row] = await db
    .select({ item: importListings, listing: listings })
    .from(importListings)
    .innerJoin(listings, eq(listings.id, importListings.listing_id))
    .where(and(eq(importListings.id, params.id), eq(importListings.team_id, params.teamId)));
  return row ?? null;
}

export async function findImportListingsByIds(db: DbOrTx, params: { teamId: number; ids: number[] }) {
  if (!params.ids.length) return [];
  return db
    .select({ item: importListings, listing: listings })
    .from(importListings)
    .innerJoin(listings, eq(listings.id, importListings.listing_id))
    .where(and(eq(importListings.team_id, params.teamId), inArray(importListings.id, params.ids)))
    .orderBy(asc(importListings.id));
}

export async function listImportListingIds(db: DbOrTx, params: { teamId: number }) {
  const rows = await db
    .select({ id: importListings.id })
    .from(importListings)
    .where(eq(importListings.team_id, params.teamId))
    .orderBy(asc(importListings.id));
  return rows.map((r) => r.id);
}

export async function updateImportListing(
  db: DbOrTx,
  params: { teamId: number; id: number; values: Partial<typeof importListings.$inferInsert> },
) {
  const [row] = await db
    .update(importListings)
    .set({ ...params.values, updated_at: sql`now()` })
    .where(and(eq(importListings.id, params.id), eq(importListings.team_id, params.teamId)))
    .returning();
  return row ?? null;
}

export async function deleteImportListings(db: DbOrTx, params: { teamId: number; ids?: number[] }) {
  const rows = await db
    .delete(importListings)
    .where(
      and(
        eq(importListings.team_id, params.teamId),
        params.ids ? inArray(importListings.id, params.ids.length ? params.ids : [0]) : undefined,
      ),
    )
    .returning({ id: importListings.id });
  return rows.length;
}

// ---------------------------------------------------------------- agreements and subscription

/** Seller agreements of these brands that the team has not accepted yet. */
export async function pendingAgreements(db: DbOrTx, params: { teamId: number; brandIds: number[] }) {
  if (!params.brandIds.length) return [];
  return db
    .select({ brand_id: sellerAgreements.brand_id, text: sellerAgreements.text })
    .from(sellerAgreements)
    .leftJoin(
      agreementAcceptances,
      and(
        eq(agreementAcceptances.brand_id, sellerAgreements.brand_id),
        eq(agreementAcceptances.team_id, params.teamId),
      ),
    )
    .where(
      and(
        inArray(sellerAgreements.brand_id, params.brandIds),
        eq(sellerAgreements.active, true),
        isNull(agreementAcceptances.team_id),
      ),
    )
    .orderBy(asc(sellerAgreements.brand_id));
}

/** A brand's seller agreement as the catalogue's brand editor shows it (inactive ones included). */
export async function findSellerAgreement(db: DbOrTx, params: { brandId: number }) {
  const [row] = await db
    .select({
      text: sellerAgreements.text,
      active: sellerAgreements.active,
      max_discount_percent: sellerAgreements.max_discount_percent,
    })
    .from(sellerAgreements)
    .where(eq(sellerAgreements.brand_id, params.brandId));
  return row ?? null;
}

/**
 * Writes the brand's agreement. A changed text asks every merchant to accept it again (their acceptance was of
 * the old words).
 */
export async function saveSellerAgreement(
  db: DbOrTx,
  params: { brandId: number; text: string; active: boolean; maxDiscountPercent: number },
) {
  const before = await findSellerAgreement(db, { brandId: params.brandId });
  const values = {
    text: params.text,
    active: params.active,
    max_discount_percent: params.maxDiscountPercent,
    updated_at: sql`now()`,
  };
  await db
    .insert(sellerAgreements)
    .values({ brand_id: params.brandId, ...values })
    .onConflictDoUpdate({ target: sellerAgreements.brand_id, set: values });
  if (before && before.text !== params.text) {
    await db.delete(agreementAcceptances).where(eq(agreementAcceptances.brand_id, params.brandId));
  }
}

export async function acceptAgreements(
  db: DbOrTx,
  params: { teamId: number; brandIds: number[]; acceptedBy: string | null },
) {
  const existing = await db
    .select({ brand_id: sellerAgreements.brand_id })
    .from(sellerAgreements)
    .where(and(inArray(sellerAgreements.brand_id, params.brandIds), eq(sellerAgreements.active, true)));
  if (!existing.length) return 0;
  const rows = await db
    .insert(agreementAcceptances)
    .values(
      existing.map((e) => ({ team_id: params.teamId, brand_id: e.brand_id, accepted_by: params.acceptedBy })),
    )
    .onConflictDoNothing()
    .returning({ brand_id: agreementAcceptances.brand_id });
  return rows.length;
}

export async function subscriptionActive(db: DbOrTx, params: { teamId: number }) {
  const [row] = await db
    .select({ active: marketplaceSubscriptions.active })
    .from(marketplaceSubscriptions)
    .where(eq(marketplaceSubscriptions.team_id, params.teamId));
  return row?.active ?? false;
}

export async function setSubscription(
  db: DbOrTx,
  params: { teamId: number; active: boolean; plan?: string | null; listingsLimit?: number | null },
) {
  const values = {
    active: params.active,
    plan: params.plan ?? null,
    listings_limit: params.listingsLimit ?? null,
  };
  await db
    .insert(marketplaceSubscriptions)
    .values({ team_id: params.teamId, ...values })
    .onConflictDoUpdate({
      target: marketplaceSubscriptions.team_id,
      set: { ...values, updated_at: sql`now()` },
    });
}

/** The plan's listings limit (null: none). */
export async function listingsLimit(db: DbOrTx, params: { teamId: number }) {
  const [row] = await db
    .select({ limit: marketplaceSubscriptions.listings_limit })
    .from(marketplaceSubscriptions)
    .where(eq(marketplaceSubscriptions.team_id, params.teamId));
  return row?.limit ?? null;
}

/** Plan usage: listings in the team's stores, and store products (a listing in two stores counts twice). */
export async function listingUsage(db: DbOrTx, params: { teamId: number }) {
  const [row] = await db
    .select({
      listings: sql<number>`count(distinct ${storeProducts.listing_id})::int`,
      total_listings: sql<number>`count(*)::int`,
    })
    .from(storeProducts)
    .where(eq(storeProducts.team_id, params.teamId));
  return { listings: row?.listings ?? 0, total_listings: row?.total_listings ?? 0 };
}

/** The team's listings published to a store. */
export async function publishedListings(db: DbOrTx, params: { teamId: number }) {
  const rows = await db
    .selectDistinct({ listing_id: storeProducts.listing_id })
    .from(storeProducts)
    .where(eq(storeProducts.team_id, params.teamId));
  return new Set(rows.map((r) => r.listing_id));
}

// ---------------------------------------------------------------- bulk publish jobs

export async function insertPublishJob(db: DbOrTx, values: typeof publishJobs.$inferInsert) {
  const [row] = await db.insert(publishJobs).values(values).returning();
  return row!;
}

export async function findPublishJob(db: DbOrTx, params: { id: string; teamId?: number }) {
  const [row] = await db
    .select()
    .from(publishJobs)
    .where(
      and(eq(publishJobs.id, params.id), params.teamId ? eq(publishJobs.team_id, params.teamId) : undefined),
    );
  return row ?? null;
}

export async function advancePublishJob(
  db: DbOrTx,
  params: { id: string; cursor: number; done: number; errors: { message: string }[]; finished: boolean },
) {
  await db
    .update(publishJobs)
    .set({
      cursor: params.cursor,
      done: sql`${publishJobs.done} + ${params.done}`,
      errors: sql`${publishJobs.errors} || ${JSON.stringify(params.errors)}::jsonb`,
      ...(params.finished ? { finished_at: sql`now()`, done: sql`${publishJobs.total}` } : {}),
    })
    .where(eq(publishJobs.id, params.id));
}

/** The job's items after its cursor that still exist, in id order. */
export async function nextJobItems(db: DbOrTx, params: { job: PublishJobRow; limit: number }) {
  return db
    .select({ item: importListings, listing: listings })
    .from(importListings)
    .innerJoin(listings, eq(listings.id, importListings.listing_id))
    .where(
      and(
        eq(importListings.team_id, params.job.team_id),
        sql`${importListings.id} in (select (jsonb_array_elements_text(${publishJobs.import_listing_ids}))::int from ${publishJobs} where ${publishJobs.id} = ${params.job.id})`,
        gt(importListings.id, params.job.cursor),
      ),
    )
    .orderBy(asc(importListings.id))
    .limit(params.limit);
}

export async function findImportListingOfListing(db: DbOrTx, params: { teamId: number; listingId: number }) {
  return db
    .select({ id: importListings.id })
    .from(importListings)
    .where(and(eq(importListings.team_id, params.teamId), eq(importListings.listing_id, params.listingId)));
}

export async function marketplaceListingIds(
  db: DbOrTx,
  params: { brandIds: number[]; exclude: boolean; limit: number },
) {
  const brands = params.brandIds.length ? params.brandIds : [0];
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.state, 'published'),
        eq(listings.visible_on_marketplace, true),
        params.exclude
          ? sql`${listings.brand_id} <> all(${`{${brands.join(',')}}`}::int[])`
          : inArray(listings.brand_id, brands),
      ),
    )
    .orderBy(asc(listings.id))
    .limit(params.limit);
  return rows.map((r) => r.id);
}
