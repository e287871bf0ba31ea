import { and, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { distributorLocations, inventoryItems } from './distribution.tables.ts';

/**
 * Which of these products an active distributor location stocks (quantity above 0): a marketplace listing has
 * distribution when one of its products is stocked (platform design section 3, step 2). Stock rows are matched
 * to products by product_id when the import linked them, else by brand name and SKU.
 */
export async function stockedProducts(
  db: DbOrTx,
  products: { id: number; sku: string; brand: string }[],
): Promise<Set<number>> {
  if (!products.length) return new Set();
  const rows = await db
    .select({
      product_id: inventoryItems.product_id,
      sku: inventoryItems.sku,
      brand: inventoryItems.brand_name,
    })
    .from(inventoryItems)
    .innerJoin(distributorLocations, eq(distributorLocations.id, inventoryItems.distributor_location_id))
    .where(
      and(
        eq(distributorLocations.active, true),
        gt(inventoryItems.quantity, 0),
        inArray(
          inventoryItems.sku,
          products.map((p) => p.sku),
        ),
      ),
    );
  const out = new Set<number>();
  for (const p of products) {
    if (
      rows.some(
        (r) => r.product_id === p.id || (r.sku === p.sku && r.brand.toLowerCase() === p.brand.toLowerCase()),
      )
    )
      out.add(p.id);
  }
  return out;
}
