import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { products } from '../catalogue.tables.ts';

/**
 * Columns of products that other modules own the truth of (listing, vehicle count), kept as copies so the product
 * list filters and sorts by them with indexes. Written only by the catalogue's event handlers.
 */
export type ListingStatus = NonNullable<typeof products.$inferSelect.listing_status>;

/** Points the team's products at a listing (or none), and clears it from the listing's former products. */
export async function setListingOfProducts(
  db: DbOrTx,
  params: { teamId: number; listingId: number; productIds: number[]; status: ListingStatus | null },
) {
  await db
    .update(products)
    .set({ listing_id: null, listing_status: null })
    .where(
      and(
        eq(products.team_id, params.teamId),
        eq(products.listing_id, params.listingId),
        params.status && params.productIds.length ? notInArray(products.id, params.productIds) : undefined,
      ),
    );
  if (!params.status || !params.productIds.length) return;
  await db
    .update(products)
    .set({ listing_id: params.listingId, listing_status: params.status })
    .where(and(eq(products.team_id, params.teamId), inArray(products.id, params.productIds)));
}

/** Writes each product's vehicle count (the has_vehicles filter), for the team's products only. */
export async function setVehicleCounts(db: DbOrTx, params: { teamId: number; counts: Map<number, number> }) {
  if (!params.counts.size) return;
  const values = sql.join(
    [...params.counts].map(([id, n]) => sql`(${id}::int, ${n}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${products} set vehicle_count = v.n
    from (values ${values}) as v(id, n)
    where ${products.id} = v.id and ${products.team_id} = ${params.teamId} and ${products.vehicle_count} <> v.n`);
}
