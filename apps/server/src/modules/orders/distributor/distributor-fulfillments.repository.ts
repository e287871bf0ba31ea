import type { FulfillmentStatus } from '@partsflow/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { escapeLike } from '../../../platform/db/like.ts';
import type { PageWindow } from '../../../platform/pagination/pagination.ts';
import { fulfillmentItems, fulfillmentOrders, fulfillments } from '../orders.tables.ts';

/** The distributor team's fulfilments: its tenancy is `distributor_team_id`. */
function scope(teamId: number, locationIds: number[], query?: string): SQL | undefined {
  const like = query ? `%${escapeLike(query)}%` : null;
  return and(
    eq(fulfillments.distributor_team_id, teamId),
    locationIds.length ? inArray(fulfillments.distributor_location_id, locationIds) : undefined,
    like
      ? or(
          ilike(fulfillments.distributor_order_id, like),
          ilike(fulfillmentOrders.fulfillment_name, like),
          ilike(fulfillmentOrders.store_order_id, like),
        )
      : undefined,
  );
}

export async function pageForDistributor(
  db: DbOrTx,
  params: { teamId: number; locationIds: number[]; query?: string; win: PageWindow },
) {
  const where = scope(params.teamId, params.locationIds, params.query);
  const rows = await db
    .select({ f: fulfillments, o: fulfillmentOrders })
    .from(fulfillments)
    .innerJoin(fulfillmentOrders, eq(fulfillmentOrders.id, fulfillments.fulfillment_order_id))
    .where(where)
    .orderBy(desc(fulfillments.created_at), desc(fulfillments.id))
    .limit(params.win.limit)
    .offset(params.win.offset);
  const [total] = await db
    .select({ n: count() })
    .from(fulfillments)
    .innerJoin(fulfillmentOrders, eq(fulfillmentOrders.id, fulfillments.fulfillment_order_id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One of the distributor team's fulfilments with its order; `lock` holds the fulfilment for the transaction. */
export async function findForDistributor(db: DbOrTx, params: { teamId: number; id: number; lock?: boolean }) {
  const q = db
    .select({ f: fulfillments, o: fulfillmentOrders })
    .from(fulfillments)
    .innerJoin(fulfillmentOrders, eq(fulfillmentOrders.id, fulfillments.fulfillment_order_id))
    .where(and(eq(fulfillments.distributor_team_id, params.teamId), eq(fulfillments.id, params.id)));
  const [row] = params.lock ? await q.for('update', { of: fulfillments }) : await q;
  return row ?? null;
}

export async function itemsForDistributor(db: DbOrTx, params: { teamId: number; fulfillmentIds: number[] }) {
  if (!params.fulfillmentIds.length) return [];
  return db
    .select({ i: fulfillmentItems })
    .from(fulfillmentItems)
    .innerJoin(fulfillments, eq(fulfillments.id, fulfillmentItems.fulfillment_id))
    .where(
      and(
        eq(fulfillments.distributor_team_id, params.teamId),
        inArray(fulfillmentItems.fulfillment_id, params.fulfillmentIds),
      ),
    )
    .orderBy(asc(fulfillmentItems.id))
    .then((rows) => rows.map((r) => r.i));
}

/** Counts of the team's fulfilments by location and status. */
export async function countsByLocation(db: DbOrTx, params: { teamId: number; locationIds: number[] }) {
  return db
    .select({
      location_id: fulfillments.distributor_location_id,
      status: fulfillments.status,
      n: count(),
    })
    .from(fulfillments)
    .where(
      and(
        eq(fulfillments.distributor_team_id, params.teamId),
        params.locationIds.length
          ? inArray(fulfillments.distributor_location_id, params.locationIds)
          : undefined,
      ),
    )
    .groupBy(fulfillments.distributor_location_id, fulfillments.status);
}

/**
 * A guarded change of one of the team's fulfilments: only from `from` (and, when given, the cancellation status
 * `cancellation`). Answers the row, or null when it was not in that state.
 */
export async function updateFulfillmentFrom(
  db: DbOrTx,
  params: {
    teamId: number;
    id: number;
    from: FulfillmentStatus[];
    cancellation?: 'pending' | 'none';
    set: Partial<typeof fulfillments.$inferInsert>;
  },
) {
  const [row] = await db
    .update(fulfillments)
    .set({ ...params.set, updated_at: sql`now()` })
    .where(
      and(
        eq(fulfillments.distributor_team_id, params.teamId),
        eq(fulfillments.id, params.id),
        inArray(fulfillments.status, params.from),
        params.cancellation === 'pending'
          ? eq(fulfillments.cancellation_status, 'pending')
          : params.cancellation === 'none'
            ? sql`${fulfillments.cancellation_status} is distinct from 'pending'`
            : undefined,
      ),
    )
    .returning();
  return row ?? null;
}
