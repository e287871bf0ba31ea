import type { StockDatatableRequest } from '@partsflow/contracts';
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { tableName } from '../../platform/db/bulk.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { escapeLike } from '../../platform/db/like.ts';
import type { PageWindow } from '../../platform/pagination/pagination.ts';
import { distributorLocations, distributorPrices, inventoryItems } from './distribution.tables.ts';

const dir = (d: 'asc' | 'desc' | undefined) => (d === 'desc' ? desc : asc);

export async function pageInventory(db: DbOrTx, teamId: number, q: StockDatatableRequest, win: PageWindow) {
  const where = and(
    eq(inventoryItems.team_id, teamId),
    q.query ? ilike(inventoryItems.sku, `${escapeLike(q.query.trim())}%`) : undefined,
  );
  const order = dir(q.sort_dir);
  const sortCol: Record<string, SQL | typeof inventoryItems.sku> = {
    brand: inventoryItems.brand_name,
    sku: inventoryItems.sku,
    location: distributorLocations.code,
    quantity: inventoryItems.quantity,
    updated_at: inventoryItems.updated_at,
  } as never;
  const by = sortCol[q.sort ?? ''] ?? inventoryItems.sku;
  const rows = await db
    .select({
      id: inventoryItems.id,
      sku: inventoryItems.sku,
      brand: inventoryItems.brand_name,
      quantity: inventoryItems.quantity,
      updated_at: inventoryItems.updated_at,
      location_id: distributorLocations.id,
      location_code: distributorLocations.code,
      location_name: distributorLocations.name,
      location_active: distributorLocations.active,
    })
    .from(inventoryItems)
    .innerJoin(distributorLocations, eq(distributorLocations.id, inventoryItems.distributor_location_id))
    .where(where)
    .orderBy(order(by as never), asc(inventoryItems.id))
    .limit(win.limit)
    .offset(win.offset);
  const [c] = await db.select({ n: count() }).from(inventoryItems).where(where);
  return { rows, total: c?.n ?? 0 };
}

export async function pagePricing(db: DbOrTx, teamId: number, q: StockDatatableRequest, win: PageWindow) {
  const where = and(
    eq(distributorPrices.team_id, teamId),
    q.query ? ilike(distributorPrices.sku, `${escapeLike(q.query.trim())}%`) : undefined,
  );
  const sortCol = {
    account: distributorPrices.account_code,
    sku: distributorPrices.sku,
    cost: distributorPrices.cost_cents,
    rrp: distributorPrices.rrp_cents,
    effective_from: distributorPrices.effective_from,
    effective_to: distributorPrices.effective_to,
    updated_at: distributorPrices.updated_at,
  } as const;
  const by = sortCol[(q.sort ?? '') as keyof typeof sortCol] ?? distributorPrices.sku;
  // Qualified by hand: inside the subquery an unqualified column would mean the inventory row's own.
  const prices = tableName(distributorPrices);
  const brand = sql<string | null>`(SELECT i.brand_name FROM ${inventoryItems} i
    WHERE i.team_id = ${sql.raw(`${prices}.team_id`)} AND i.sku = ${sql.raw(`${prices}.sku`)}
    ORDER BY i.id LIMIT 1)`;
  const rows = await db
    .select({
      id: distributorPrices.id,
      account_code: distributorPrices.account_code,
      sku: distributorPrices.sku,
      cost_cents: distributorPrices.cost_cents,
      rrp_cents: distributorPrices.rrp_cents,
      effective_from: distributorPrices.effective_from,
      effective_to: distributorPrices.effective_to,
      updated_at: distributorPrices.updated_at,
      brand,
    })
    .from(distributorPrices)
    .where(where)
    .orderBy(dir(q.sort_dir)(by), asc(distributorPrices.id))
    .limit(win.limit)
    .offset(win.offset);
  const [c] = await db.select({ n: count() }).from(distributorPrices).where(where);
  return { rows, total: c?.n ?? 0 };
}
