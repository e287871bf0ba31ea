import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { escapeLike } from '../../../platform/db/like.ts';
import type { PageWindow } from '../../../platform/pagination/pagination.ts';
import { inventoryItems } from '../distribution.tables.ts';

/**
 * The brands and SKUs a team holds stock rows for (at any of its locations, any quantity), in SKU order, with
 * the total count; `query` is a SKU prefix, as the inventory table searches.
 */
export async function stockedSkus(
  db: DbOrTx,
  params: { teamId: number; query?: string; window: PageWindow },
): Promise<{ rows: { sku: string; brand: string }[]; total: number }> {
  const where = and(
    eq(inventoryItems.team_id, params.teamId),
    params.query ? ilike(inventoryItems.sku, `${escapeLike(params.query)}%`) : undefined,
  );
  // Two builders: a Drizzle builder is changed in place by orderBy/limit, so one must not serve both queries.
  const grouped = () =>
    db
      .select({ sku: inventoryItems.sku, brand: inventoryItems.brand_name })
      .from(inventoryItems)
      .where(where)
      .groupBy(inventoryItems.sku, inventoryItems.brand_name);
  const [rows, [counted]] = await Promise.all([
    grouped()
      .orderBy(asc(inventoryItems.sku), asc(inventoryItems.brand_name))
      .limit(params.window.limit)
      .offset(params.window.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(grouped().as('stocked')),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Whether the team holds a stock row for the product (linked by the import, else by SKU), at any location. */
export async function teamStocksProduct(
  db: DbOrTx,
  params: { teamId: number; product: { id: number; sku: string } },
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.team_id, params.teamId),
        sql`(${inventoryItems.product_id} = ${params.product.id} or ${inventoryItems.sku} = ${params.product.sku})`,
      ),
    )
    .limit(1);
  return !!row;
}
