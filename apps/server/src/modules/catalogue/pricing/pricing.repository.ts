import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { productPrices, products } from '../catalogue.tables.ts';

/** A product's pricing row (one per product) and the RRP on the product kept in step with it. */

export async function findProductPrice(db: DbOrTx, params: { productId: number }) {
  const [row] = await db.select().from(productPrices).where(eq(productPrices.product_id, params.productId));
  return row ?? null;
}

export async function upsertProductPrice(
  db: DbOrTx,
  params: { productId: number; values: Partial<typeof productPrices.$inferInsert> },
) {
  const [row] = await db
    .insert(productPrices)
    .values({ product_id: params.productId, ...params.values })
    .onConflictDoUpdate({
      target: productPrices.product_id,
      set: { ...params.values, updated_at: new Date() },
    })
    .returning();
  return row!;
}

/** The product's RRP, kept in step with its pricing row. */
export async function setProductPriceCents(
  db: DbOrTx,
  params: { productId: number; priceCents: number | null },
) {
  await db.update(products).set({ price_cents: params.priceCents }).where(eq(products.id, params.productId));
}

export async function deleteProductPrice(db: DbOrTx, params: { productId: number }) {
  await db.delete(productPrices).where(eq(productPrices.product_id, params.productId));
}
