import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { escapeLike } from '../../../platform/db/like.ts';
import type { PageWindow } from '../../../platform/pagination/pagination.ts';
import { fulfillmentItems, fulfillmentOrders, fulfillmentUnits, fulfillments } from '../orders.tables.ts';

/**
 * The Packing tab's fulfilments: accepted (in progress) at the location and not yet ready to ship. Its where
 * matches the partial index `fulfillments_packing_idx`, so the page and the count read only those rows.
 */
function packingWhere(teamId: number, locationIds: number[], query?: string): SQL | undefined {
  const like = query ? `%${escapeLike(query)}%` : null;
  return and(
    eq(fulfillments.distributor_team_id, teamId),
    inArray(fulfillments.distributor_location_id, locationIds),
    eq(fulfillments.status, 'in_progress'),
    isNull(fulfillments.ready_to_ship_at),
    like
      ? or(
          ilike(fulfillments.distributor_order_id, like),
          ilike(fulfillmentOrders.fulfillment_name, like),
          ilike(fulfillmentOrders.store_order_id, like),
          ilike(fulfillmentOrders.store_name, like),
        )
      : undefined,
  );
}

export async function pagePacking(
  db: DbOrTx,
  params: { teamId: number; locationId: number; query?: string; win: PageWindow },
) {
  const where = packingWhere(params.teamId, [params.locationId], params.query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ f: fulfillments, o: fulfillmentOrders })
      .from(fulfillments)
      .innerJoin(fulfillmentOrders, eq(fulfillmentOrders.id, fulfillments.fulfillment_order_id))
      .where(where)
      .orderBy(desc(fulfillments.created_at), desc(fulfillments.id))
      .limit(params.win.limit)
      .offset(params.win.offset),
    db
      .select({ n: count() })
      .from(fulfillments)
      .innerJoin(fulfillmentOrders, eq(fulfillmentOrders.id, fulfillments.fulfillment_order_id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Packing tab counts per location. */
export async function packingCounts(db: DbOrTx, params: { teamId: number; locationIds: number[] }) {
  if (!params.locationIds.length) return new Map<number, number>();
  const rows = await db
    .select({ location_id: fulfillments.distributor_location_id, n: count() })
    .from(fulfillments)
    .where(packingWhere(params.teamId, params.locationIds))
    .groupBy(fulfillments.distributor_location_id);
  return new Map(rows.map((r) => [r.location_id, r.n]));
}

/** Item counts (sum of quantities) of the fulfilments. */
export async function itemCounts(db: DbOrTx, params: { teamId: number; ids: number[] }) {
  if (!params.ids.length) return new Map<number, number>();
  const rows = await db
    .select({
      id: fulfillmentItems.fulfillment_id,
      n: sql<number>`coalesce(sum(${fulfillmentItems.quantity}), 0)::int`,
    })
    .from(fulfillmentItems)
    .innerJoin(fulfillments, eq(fulfillments.id, fulfillmentItems.fulfillment_id))
    .where(
      and(
        eq(fulfillments.distributor_team_id, params.teamId),
        inArray(fulfillmentItems.fulfillment_id, params.ids),
      ),
    )
    .groupBy(fulfillmentItems.fulfillment_id);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Marks the fulfilment ready to ship, once: answers null when it is not in progress or already marked. */
export async function markReadyToShip(db: DbOrTx, params: { teamId: number; id: number }) {
  const [row] = await db
    .update(fulfillments)
    .set({ ready_to_ship_at: sql`now()`, updated_at: sql`now()` })
    .where(
      and(
        eq(fulfillments.distributor_team_id, params.teamId),
        eq(fulfillments.id, params.id),
        eq(fulfillments.status, 'in_progress'),
        isNull(fulfillments.ready_to_ship_at),
      ),
    )
    .returning({ id: fulfillments.id });
  return row ?? null;
}

/** Resolve: the unit takes a package's sizes, weight and message codes (update_from_package). */
export async function updateUnitFromPackage(
  db: DbOrTx,
  params: {
    teamId: number;
    id: number;
    values: Pick<
      typeof fulfillmentUnits.$inferInsert,
      'package_id' | 'length_mm' | 'width_mm' | 'height_mm' | 'weight_g' | 'ships_separate' | 'message_codes'
    >;
  },
) {
  await db
    .update(fulfillmentUnits)
    .set({ ...params.values, source: 'package', source_identifier: `package:${params.values.package_id}` })
    .where(and(eq(fulfillmentUnits.id, params.id), eq(fulfillmentUnits.team_id, params.teamId)));
}
