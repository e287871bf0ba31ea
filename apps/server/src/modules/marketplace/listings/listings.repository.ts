import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Scope } from '../../../platform/auth/access.ts';
import { inScope } from '../../../platform/auth/actor.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { escapeLike } from '../../../platform/db/like.ts';
import { listingProducts, listings, searchDocs, storeProducts } from '../marketplace.tables.ts';

export type ListingRow = typeof listings.$inferSelect;
export type ListingProductRow = typeof listingProducts.$inferSelect;

export async function insertListing(db: DbOrTx, values: typeof listings.$inferInsert) {
  const [row] = await db.insert(listings).values(values).returning();
  return row!;
}

export async function updateListing(
  db: DbOrTx,
  params: { id: number; values: Partial<typeof listings.$inferInsert> },
) {
  const [row] = await db
    .update(listings)
    .set({ ...params.values, updated_at: sql`now()` })
    .where(eq(listings.id, params.id))
    .returning();
  return row ?? null;
}

/** Whether there was one to delete (a simultaneous delete may have taken it). */
export async function deleteListing(db: DbOrTx, params: { id: number }): Promise<boolean> {
  const gone = await db.delete(listings).where(eq(listings.id, params.id)).returning({ id: listings.id });
  return gone.length > 0;
}

/** The listing of a brand in the caller's scope (another team's answers null). */
export async function findListing(db: DbOrTx, params: { scope: Scope; brandId: number; id: number }) {
  const [row] = await db
    .select()
    .from(listings)
    .where(
      and(
        eq(listings.id, params.id),
        eq(listings.brand_id, params.brandId),
        inScope(listings.team_id, params.scope),
      ),
    );
  return row ?? null;
}

export async function lockListing(db: DbOrTx, params: { id: number }) {
  const [row] = await db.select().from(listings).where(eq(listings.id, params.id)).for('update');
  return row ?? null;
}

export async function findListingsByIds(db: DbOrTx, params: { ids: number[] }) {
  if (!params.ids.length) return [];
  return db.select().from(listings).where(inArray(listings.id, params.ids));
}

export async function listProductsOfListings(db: DbOrTx, params: { listingIds: number[] }) {
  if (!params.listingIds.length) return [];
  return db
    .select()
    .from(listingProducts)
    .where(inArray(listingProducts.listing_id, params.listingIds))
    .orderBy(asc(listingProducts.listing_id), asc(listingProducts.position));
}

export async function replaceListingProducts(
  db: DbOrTx,
  params: { listingId: number; rows: { product_id: number; attribute_overrides: Record<string, string> }[] },
) {
  await db.delete(listingProducts).where(eq(listingProducts.listing_id, params.listingId));
  if (!params.rows.length) return;
  await db.insert(listingProducts).values(
    params.rows.map((r, i) => ({
      listing_id: params.listingId,
      product_id: r.product_id,
      position: i,
      attribute_overrides: r.attribute_overrides,
    })),
  );
}

/** Listing ids holding these products, other than `exceptListingId`. */
export async function listingsHoldingProducts(
  db: DbOrTx,
  params: { productIds: number[]; exceptListingId?: number },
) {
  if (!params.productIds.length) return [];
  return db
    .select({ listing_id: listingProducts.listing_id, product_id: listingProducts.product_id })
    .from(listingProducts)
    .where(
      and(
        inArray(listingProducts.product_id, params.productIds),
        params.exceptListingId ? ne(listingProducts.listing_id, params.exceptListingId) : undefined,
      ),
    );
}

/** The brand's listings table (Title, Products, Status), newest change first. */
export async function listListingRows(
  db: DbOrTx,
  params: { scope: Scope; brandId: number; limit: number; offset: number; query?: string },
) {
  const where = and(
    eq(listings.brand_id, params.brandId),
    inScope(listings.team_id, params.scope),
    params.query
      ? or(
          ilike(listings.title, `%${escapeLike(params.query)}%`),
          ilike(listings.handle, `%${escapeLike(params.query)}%`),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(listings)
      .where(where)
      .orderBy(desc(listings.updated_at), desc(listings.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(listings).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function deleteSearchDocs(db: DbOrTx, params: { ids: number[] }) {
  if (!params.ids.length) return;
  await db.delete(searchDocs).where(inArray(searchDocs.id, params.ids));
}

/** How many merchant stores carry the listing: the Most Popular sort and the 'Imported to' figure. */
export async function countStoreProductsOfListing(db: DbOrTx, params: { listingId: number }) {
  const [row] = await db
    .select({ n: count() })
    .from(storeProducts)
    .where(and(eq(storeProducts.listing_id, params.listingId), isNotNull(storeProducts.external_id)));
  return row?.n ?? 0;
}
