import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { escapeLike } from '../../../platform/db/like.ts';
import { amazonExports, amazonListings, listingProducts, searchDocs } from '../marketplace.tables.ts';

export type AmazonListingRow = typeof amazonListings.$inferSelect;
export type AmazonExportRow = typeof amazonExports.$inferSelect;

/** A page of the team's Amazon listings, newest first (index amazon_listings_team_idx). */
export async function listAmazonListings(
  db: DbOrTx,
  params: { teamId: number; limit: number; offset: number },
) {
  return db
    .select()
    .from(amazonListings)
    .where(eq(amazonListings.team_id, params.teamId))
    .orderBy(desc(amazonListings.id))
    .limit(params.limit)
    .offset(params.offset);
}

/** The team's listings after `afterId` in id order: the export reads them a page at a time. */
export async function listAmazonListingsAfter(
  db: DbOrTx,
  params: { teamId: number; afterId: number; limit: number },
) {
  return db
    .select()
    .from(amazonListings)
    .where(and(eq(amazonListings.team_id, params.teamId), gt(amazonListings.id, params.afterId)))
    .orderBy(asc(amazonListings.id))
    .limit(params.limit);
}

export async function countAmazonListings(db: DbOrTx, params: { teamId: number }) {
  const [row] = await db
    .select({ n: count() })
    .from(amazonListings)
    .where(eq(amazonListings.team_id, params.teamId));
  return row?.n ?? 0;
}

export async function findAmazonListing(db: DbOrTx, params: { teamId: number; id: number }) {
  const [row] = await db
    .select()
    .from(amazonListings)
    .where(and(eq(amazonListings.team_id, params.teamId), eq(amazonListings.id, params.id)));
  return row ?? null;
}

/** Adds the product once per team: null when the team lists it already. */
export async function insertAmazonListing(db: DbOrTx, params: { teamId: number; productId: number }) {
  const [row] = await db
    .insert(amazonListings)
    .values({ team_id: params.teamId, product_id: params.productId })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function setAmazonListingActive(
  db: DbOrTx,
  params: { teamId: number; id: number; active: boolean },
) {
  const [row] = await db
    .update(amazonListings)
    .set({ active: params.active, updated_at: sql`now()` })
    .where(and(eq(amazonListings.team_id, params.teamId), eq(amazonListings.id, params.id)))
    .returning();
  return row ?? null;
}

export async function deleteAmazonListing(db: DbOrTx, params: { teamId: number; id: number }) {
  const rows = await db
    .delete(amazonListings)
    .where(and(eq(amazonListings.team_id, params.teamId), eq(amazonListings.id, params.id)))
    .returning({ id: amazonListings.id });
  return rows.length > 0;
}

/** The product ids among `productIds` the team lists on Amazon already. */
export async function listedProductIds(db: DbOrTx, params: { teamId: number; productIds: number[] }) {
  if (!params.productIds.length) return new Set<number>();
  const rows = await db
    .select({ id: amazonListings.product_id })
    .from(amazonListings)
    .where(
      and(eq(amazonListings.team_id, params.teamId), inArray(amazonListings.product_id, params.productIds)),
    );
  return new Set(rows.map((r) => r.id));
}

/** The marketplace listing (published and visible) each product is sold in; a product missing is not sourceable. */
export async function visibleListingsOfProducts(db: DbOrTx, params: { productIds: number[] }) {
  if (!params.productIds.length) return new Map<number, number>();
  const rows = await db
    .select({ product_id: listingProducts.product_id, listing_id: listingProducts.listing_id })
    .from(listingProducts)
    .innerJoin(searchDocs, eq(searchDocs.id, listingProducts.listing_id))
    .where(and(inArray(listingProducts.product_id, params.productIds), eq(searchDocs.visible, true)))
    .orderBy(asc(listingProducts.position));
  return new Map(rows.map((r) => [r.product_id, r.listing_id]));
}

/** Products of visible marketplace listings whose SKUs or title match the text (trigram index on codes). */
export async function searchVisibleProducts(db: DbOrTx, params: { query: string; limit: number }) {
  const like = `%${escapeLike(params.query)}%`;
  return db
    .select({ product_id: listingProducts.product_id, listing_id: listingProducts.listing_id })
    .from(searchDocs)
    .innerJoin(listingProducts, eq(listingProducts.listing_id, searchDocs.id))
    .where(
      and(
        eq(searchDocs.visible, true),
        params.query ? or(ilike(searchDocs.codes, like), ilike(searchDocs.title, like)) : undefined,
      ),
    )
    .orderBy(asc(searchDocs.id), asc(listingProducts.position))
    .limit(params.limit);
}

export async function insertAmazonExport(db: DbOrTx, params: { teamId: number; total: number }) {
  const [row] = await db
    .insert(amazonExports)
    .values({ team_id: params.teamId, total: params.total })
    .returning();
  return row!;
}

export async function findAmazonExport(db: DbOrTx, params: { id: string; teamId?: number }) {
  const [row] = await db
    .select()
    .from(amazonExports)
    .where(
      and(
        eq(amazonExports.id, params.id),
        params.teamId === undefined ? undefined : eq(amazonExports.team_id, params.teamId),
      ),
    );
  return row ?? null;
}

export async function setAmazonExportDone(db: DbOrTx, params: { id: string; done: number }) {
  await db.update(amazonExports).set({ done: params.done }).where(eq(amazonExports.id, params.id));
}

export async function finishAmazonExport(
  db: DbOrTx,
  params: { id: string; total: number; fileKey: string | null; error: string | null },
) {
  await db
    .update(amazonExports)
    .set({
      total: params.total,
      done: params.total,
      file_key: params.fileKey,
      error: params.error,
      finished_at: sql`now()`,
    })
    .where(eq(amazonExports.id, params.id));
}
