import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { escapeLike } from '../../../platform/db/like.ts';
import {
  fulfillmentItems,
  fulfillmentOrderItems,
  fulfillmentOrders,
  fulfillments,
  fulfillmentUnits,
} from '../orders.tables.ts';

export type UnitRow = typeof fulfillmentUnits.$inferSelect;
export type NewUnit = Omit<typeof fulfillmentUnits.$inferInsert, 'id' | 'created_at'>;

/** The fulfilment's line items with the matched catalogue product. */
export async function lineItemsOf(db: DbOrTx, params: { teamId: number; fulfillmentIds: number[] }) {
  if (!params.fulfillmentIds.length) return [];
  return db
    .select({
      id: fulfillmentItems.id,
      fulfillment_id: fulfillmentItems.fulfillment_id,
      quantity: fulfillmentItems.quantity,
      sku: sql<string>`coalesce(${fulfillmentItems.catalogue_sku}, ${fulfillmentItems.store_sku})`,
      title: fulfillmentItems.product_title,
      price_cents: fulfillmentItems.price_cents,
      product_id: fulfillmentOrderItems.product_id,
    })
    .from(fulfillmentItems)
    .innerJoin(fulfillments, eq(fulfillments.id, fulfillmentItems.fulfillment_id))
    .innerJoin(
      fulfillmentOrderItems,
      eq(fulfillmentOrderItems.id, fulfillmentItems.fulfillment_order_item_id),
    )
    .where(
      and(
        eq(fulfillments.distributor_team_id, params.teamId),
        inArray(fulfillmentItems.fulfillment_id, params.fulfillmentIds),
      ),
    )
    .orderBy(asc(fulfillmentItems.id));
}
export type LineItem = Awaited<ReturnType<typeof lineItemsOf>>[number];

export async function unitsOf(db: DbOrTx, params: { teamId: number; fulfillmentIds: number[] }) {
  if (!params.fulfillmentIds.length) return [];
  return db
    .select()
    .from(fulfillmentUnits)
    .where(
      and(
        eq(fulfillmentUnits.team_id, params.teamId),
        inArray(fulfillmentUnits.fulfillment_id, params.fulfillmentIds),
      ),
    )
    .orderBy(asc(fulfillmentUnits.position), asc(fulfillmentUnits.id));
}

export async function insertUnits(db: DbOrTx, units: NewUnit[]): Promise<UnitRow[]> {
  if (!units.length) return [];
  return db.insert(fulfillmentUnits).values(units).returning();
}

export async function deleteUnit(db: DbOrTx, params: { teamId: number; fulfillmentId: number; id: number }) {
  const rows = await db
    .delete(fulfillmentUnits)
    .where(
      and(
        eq(fulfillmentUnits.team_id, params.teamId),
        eq(fulfillmentUnits.fulfillment_id, params.fulfillmentId),
        eq(fulfillmentUnits.id, params.id),
      ),
    )
    .returning({ id: fulfillmentUnits.id });
  return rows.length > 0;
}

/** The team's fulfilments whose distributor order id or store order name matches (for the shipments search). */
export async function fulfillmentIdsMatching(db: DbOrTx, params: { teamId: number; query: string }) {
  const like = `%${escapeLike(params.query)}%`;
  const rows = await db
    .select({ id: fulfillments.id })
    .from(fulfillments)
    .innerJoin(fulfillmentOrders, eq(fulfillmentOrders.id, fulfillments.fulfillment_order_id))
    .where(
      and(
        eq(fulfillments.distributor_team_id, params.teamId),
        or(
          ilike(fulfillments.distributor_order_id, like),
          ilike(fulfillmentOrders.fulfillment_name, like),
          ilike(fulfillmentOrders.store_order_id, like),
        ),
      ),
    )
    .limit(1000);
  return rows.map((r) => r.id);
}

/** The team's fulfilments (with their orders) by id. */
export async function fulfillmentsByIds(db: DbOrTx, params: { teamId: number; ids: number[] }) {
  if (!params.ids.length) return [];
  return db
    .select({ f: fulfillments, o: fulfillmentOrders })
    .from(fulfillments)
    .innerJoin(fulfillmentOrders, eq(fulfillmentOrders.id, fulfillments.fulfillment_order_id))
    .where(and(eq(fulfillments.distributor_team_id, params.teamId), inArray(fulfillments.id, params.ids)));
}
