import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { searchDocs, storeProducts, stores } from '../marketplace.tables.ts';

export type StoreRow = typeof stores.$inferSelect;

export async function listStoresOfTeam(db: DbOrTx, params: { teamId: number }) {
  return db.select().from(stores).where(eq(stores.team_id, params.teamId)).orderBy(asc(stores.id));
}

export async function findStoreOfTeam(db: DbOrTx, params: { teamId: number; id: number }) {
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.id, params.id), eq(stores.team_id, params.teamId)));
  return row ?? null;
}

export async function insertStore(db: DbOrTx, values: typeof stores.$inferInsert) {
  const [row] = await db.insert(stores).values(values).returning();
  return row!;
}

/** How many products each store has from publishing. */
export async function countLinksByStore(db: DbOrTx, params: { storeIds: number[] }) {
  if (!params.storeIds.length) return new Map<number, number>();
  const rows = await db
    .select({ store_id: storeProducts.store_id, n: count() })
    .from(storeProducts)
    .where(
      and(inArray(storeProducts.store_id, params.storeIds), sql`${storeProducts.external_id} is not null`),
    )
    .groupBy(storeProducts.store_id);
  return new Map(rows.map((r) => [r.store_id, r.n]));
}

/**
 * Claims the (store, listing) link for one publish: creates it if missing, and takes it when nobody holds it
 * (or the holder's claim ran out). Answers null while another publish of the same pair holds it.
 */
export async function claimLink(
  db: DbOrTx,
  params: { teamId: number; storeId: number; listingId: number; seconds: number },
) {
  const until = sql`now() + make_interval(secs => ${params.seconds})`;
  const [row] = await db
    .insert(storeProducts)
    .values({
      team_id: params.teamId,
      store_id: params.storeId,
      listing_id: params.listingId,
      claimed_until: until,
    })
    .onConflictDoUpdate({
      target: [storeProducts.store_id, storeProducts.listing_id],
      set: { claimed_until: until },
      setWhere: sql`${storeProducts.claimed_until} is null or ${storeProducts.claimed_until} < now()`,
    })
    .returning();
  return row ?? null;
}

export async function releaseLink(db: DbOrTx, params: { id: number; externalId?: string }) {
  await db
    .update(storeProducts)
    .set({
      claimed_until: null,
      ...(params.externalId
        ? { external_id: params.externalId, published_at: sql`now()`, updated_at: sql`now()` }
        : {}),
    })
    .where(eq(storeProducts.id, params.id));
}

/** The stores each listing is published to for a team. */
export async function publishedStoresOfListings(
  db: DbOrTx,
  params: { teamId: number; listingIds: number[] },
) {
  if (!params.listingIds.length) return [];
  return db
    .select({ listing_id: storeProducts.listing_id, store_id: storeProducts.store_id })
    .from(storeProducts)
    .where(
      and(
        eq(storeProducts.team_id, params.teamId),
        inArray(storeProducts.listing_id, params.listingIds),
        sql`${storeProducts.external_id} is not null`,
      ),
    );
}

/** A listing reached one more store: its search document's import count (Most Popular) follows. */
export async function bumpImports(db: DbOrTx, params: { listingId: number }) {
  await db
    .update(searchDocs)
    .set({ imports_count: sql`${searchDocs.imports_count} + 1` })
    .where(eq(searchDocs.id, params.listingId));
}

export async function findStoreById(db: DbOrTx, params: { id: number }) {
  const [row] = await db.select().from(stores).where(eq(stores.id, params.id));
  return row ?? null;
}
