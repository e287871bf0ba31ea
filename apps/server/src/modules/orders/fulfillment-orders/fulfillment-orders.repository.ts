import type { FulfillmentOrderStatus, FulfillmentOrdersQuery } from '@partsflow/contracts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { PageWindow } from '../../../platform/pagination/pagination.ts';
import {
  keywordMatch,
  parseSearchTerms,
  searchList,
  type SearchSource,
} from '../../../platform/search/index.ts';
import {
  fulfillmentItems,
  fulfillmentOrderHistory,
  fulfillmentOrderItems,
  fulfillmentOrders,
  fulfillments,
} from '../orders.tables.ts';

export type OrderRow = typeof fulfillmentOrders.$inferSelect;
export type OrderItemRow = typeof fulfillmentOrderItems.$inferSelect;
export type FulfillmentRow = typeof fulfillments.$inferSelect;
export type FulfillmentItemRow = typeof fulfillmentItems.$inferSelect;
export type HistoryRow = typeof fulfillmentOrderHistory.$inferSelect;

const ORDER_SEARCH: SearchSource = {
  vector: fulfillmentOrders.search_vector,
  fragments: [fulfillmentOrders.fulfillment_name],
  code: fulfillmentOrders.fulfillment_name,
};

export async function findOrderIdByStoreOrder(db: DbOrTx, params: { storeId: number; storeOrderId: string }) {
  const [row] = await db
    .select({ id: fulfillmentOrders.id })
    .from(fulfillmentOrders)
    .where(
      and(
        eq(fulfillmentOrders.store_id, params.storeId),
        eq(fulfillmentOrders.store_order_id, params.storeOrderId),
      ),
    );
  return row?.id ?? null;
}

/** Inserts the order unless the store's order is already there (a redelivery): answers its id or null. */
export async function insertOrderOnce(db: DbOrTx, values: typeof fulfillmentOrders.$inferInsert) {
  const [row] = await db
    .insert(fulfillmentOrders)
    .values(values)
    .onConflictDoNothing({ target: [fulfillmentOrders.store_id, fulfillmentOrders.store_order_id] })
    .returning({ id: fulfillmentOrders.id });
  return row?.id ?? null;
}

export async function insertOrderItems(db: DbOrTx, rows: (typeof fulfillmentOrderItems.$inferInsert)[]) {
  if (rows.length) await db.insert(fulfillmentOrderItems).values(rows);
}

export async function addHistory(
  db: DbOrTx,
  params: { teamId: number; orderId: number; fulfillmentId?: number; status: string; comment: string | null },
) {
  await db.insert(fulfillmentOrderHistory).values({
    team_id: params.teamId,
    fulfillment_order_id: params.orderId,
    fulfillment_id: params.fulfillmentId ?? null,
    status: params.status,
    comment: params.comment,
  });
}

/** The team's order (null: none, or another team's); `lock` holds it for the rest of the transaction. */
export async function findOrderOfTeam(db: DbOrTx, params: { teamId: number; id: number; lock?: boolean }) {
  const q = db
    .select()
    .from(fulfillmentOrders)
    .where(and(eq(fulfillmentOrders.team_id, params.teamId), eq(fulfillmentOrders.id, params.id)));
  const [row] = params.lock ? await q.for('update') : await q;
  return row ?? null;
}

/** An order by id for a caller that holds it through one of its fulfilments (the distributor's side). */
export async function findOrderById(db: DbOrTx, params: { id: number; lock?: boolean }) {
  const q = db.select().from(fulfillmentOrders).where(eq(fulfillmentOrders.id, params.id));
  const [row] = params.lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function listOrderItems(db: DbOrTx, params: { teamId: number; orderId: number }) {
  return db
    .select()
    .from(fulfillmentOrderItems)
    .where(
      and(
        eq(fulfillmentOrderItems.team_id, params.teamId),
        eq(fulfillmentOrderItems.fulfillment_order_id, params.orderId),
      ),
    )
    .orderBy(asc(fulfillmentOrderItems.position));
}

export async function setOrderItemPrice(
  db: DbOrTx,
  params: { teamId: number; id: number; priceCents: number },
) {
  await db
    .update(fulfillmentOrderItems)
    .set({ price_cents: params.priceCents })
    .where(and(eq(fulfillmentOrderItems.team_id, params.teamId), eq(fulfillmentOrderItems.id, params.id)));
}

export async function listFulfillmentsOfOrders(db: DbOrTx, params: { teamId: number; orderIds: number[] }) {
  if (!params.orderIds.length) return [];
  return db
    .select()
    .from(fulfillments)
    .where(
      and(
        eq(fulfillments.team_id, params.teamId),
        inArray(fulfillments.fulfillment_order_id, params.orderIds),
      ),
    )
    .orderBy(asc(fulfillments.id));
}

export async function listFulfillmentItems(db: DbOrTx, params: { teamId: number; fulfillmentIds: number[] }) {
  if (!params.fulfillmentIds.length) return [];
  return db
    .select()
    .from(fulfillmentItems)
    .where(
      and(
        eq(fulfillmentItems.team_id, params.teamId),
        inArray(fulfillmentItems.fulfillment_id, params.fulfillmentIds),
      ),
    )
    .orderBy(asc(fulfillmentItems.id));
}

export async function listHistory(db: DbOrTx, params: { teamId: number; orderId: number }) {
  return db
    .select()
    .from(fulfillmentOrderHistory)
    .where(
      and(
        eq(fulfillmentOrderHistory.team_id, params.teamId),
        eq(fulfillmentOrderHistory.fulfillment_order_id, params.orderId),
      ),
    )
    .orderBy(asc(fulfillmentOrderHistory.id));
}

export async function insertFulfillment(db: DbOrTx, values: typeof fulfillments.$inferInsert) {
  const [row] = await db.insert(fulfillments).values(values).returning();
  return row!;
}

export async function insertFulfillmentItems(db: DbOrTx, rows: (typeof fulfillmentItems.$inferInsert)[]) {
  if (rows.length) await db.insert(fulfillmentItems).values(rows);
}

/**
 * Moves the team's order to new values only from one of `from` (a guarded state change: a race or a repeat has
 * one effect). Answers the updated row, or null when the order was not in one of those statuses.
 */
export async function updateOrderFrom(
  db: DbOrTx,
  params: {
    teamId: number;
    id: number;
    from: FulfillmentOrderStatus[];
    set: Partial<typeof fulfillmentOrders.$inferInsert>;
  },
) {
  const [row] = await db
    .update(fulfillmentOrders)
    .set({ ...params.set, updated_at: sql`now()` })
    .where(
      and(
        eq(fulfillmentOrders.team_id, params.teamId),
        eq(fulfillmentOrders.id, params.id),
        inArray(fulfillmentOrders.status, params.from),
      ),
    )
    .returning();
  return row ?? null;
}

const SORTS = {
  id: fulfillmentOrders.id,
  fulfillment_name: fulfillmentOrders.fulfillment_name,
  store: fulfillmentOrders.store_name,
  created_at: fulfillmentOrders.created_at,
  status: fulfillmentOrders.status,
  total: fulfillmentOrders.total_cents,
} as const;

/** One page of the team's orders, sorted and searched (order number, store, customer, SKUs). */
export async function pageOrders(db: DbOrTx, teamId: number, q: FulfillmentOrdersQuery, win: PageWindow) {
  const terms = parseSearchTerms(q.query ?? '');
  const dir = q.sort_dir === 'asc' ? asc : desc;
  const orderBy: SQL[] = [dir(SORTS[q.sort]), dir(fulfillmentOrders.id)];
  const where = and(
    eq(fulfillmentOrders.team_id, teamId),
    q.status ? eq(fulfillmentOrders.status, q.status) : undefined,
  );
  const page = await searchList(db, {
    from: fulfillmentOrders,
    id: fulfillmentOrders.id,
    where,
    keyword: terms ? keywordMatch(ORDER_SEARCH, terms) : undefined,
    orderBy,
    limit: win.limit,
    offset: win.offset,
  });
  if (!page.ids.length) return { rows: [], total: page.total.count };
  const rows = await db
    .select()
    .from(fulfillmentOrders)
    .where(and(eq(fulfillmentOrders.team_id, teamId), inArray(fulfillmentOrders.id, page.ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: page.ids.map((id) => byId.get(id)!).filter(Boolean), total: page.total.count };
}

/** Which of these orders have a fulfilment a distributor is working on (shown as Processing). */
export async function processingOrderIds(db: DbOrTx, params: { teamId: number; orderIds: number[] }) {
  if (!params.orderIds.length) return new Set<number>();
  const rows = await db
    .selectDistinct({ id: fulfillments.fulfillment_order_id })
    .from(fulfillments)
    .where(
      and(
        eq(fulfillments.team_id, params.teamId),
        inArray(fulfillments.fulfillment_order_id, params.orderIds),
        sql`${fulfillments.distributor_order_id} is not null`,
        inArray(fulfillments.status, ['pending', 'in_progress']),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function setCancellationRequested(db: DbOrTx, params: { teamId: number; id: number }) {
  await db
    .update(fulfillments)
    .set({ cancellation_status: 'pending', updated_at: sql`now()` })
    .where(
      and(
        eq(fulfillments.team_id, params.teamId),
        eq(fulfillments.id, params.id),
        inArray(fulfillments.status, ['pending', 'in_progress']),
      ),
    );
}

/** The number of the order's fulfilments still live (not cancelled or rejected). */
export async function liveFulfillmentCount(db: DbOrTx, params: { teamId: number; orderId: number }) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(fulfillments)
    .where(
      and(
        eq(fulfillments.team_id, params.teamId),
        eq(fulfillments.fulfillment_order_id, params.orderId),
        inArray(fulfillments.status, ['pending', 'in_progress', 'complete']),
      ),
    );
  return row?.n ?? 0;
}

/** A guarded change of the order's payment status: only from `from`. Answers whether it changed. */
export async function updatePaymentStatusFrom(
  db: DbOrTx,
  params: { teamId: number; id: number; from: OrderRow['payment_status']; to: OrderRow['payment_status'] },
) {
  const rows = await db
    .update(fulfillmentOrders)
    .set({ payment_status: params.to, updated_at: sql`now()` })
    .where(
      and(
        eq(fulfillmentOrders.team_id, params.teamId),
        eq(fulfillmentOrders.id, params.id),
        eq(fulfillmentOrders.payment_status, params.from),
      ),
    )
    .returning({ id: fulfillmentOrders.id });
  return rows.length > 0;
}

/** Re-matches an order line (a backfill's refresh): its product, SKU, title, brand and price. */
export async function refreshOrderItem(
  db: DbOrTx,
  params: {
    teamId: number;
    id: number;
    set: Pick<
      typeof fulfillmentOrderItems.$inferInsert,
      'product_id' | 'catalogue_sku' | 'product_title' | 'product_brand' | 'price_cents' | 'store_price_cents'
    >;
  },
) {
  await db
    .update(fulfillmentOrderItems)
    .set(params.set)
    .where(and(eq(fulfillmentOrderItems.team_id, params.teamId), eq(fulfillmentOrderItems.id, params.id)));
}
