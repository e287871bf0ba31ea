import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { productChildRows } from '../products/product-rows.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { productNumbers } from '../catalogue.tables.ts';

/** A product's numbers: GTINs, OEM reference numbers and alternate SKUs. */

export type ProductNumberRow = typeof productNumbers.$inferSelect;

export async function listProductNumbers(db: DbOrTx, params: { productId: number }) {
  return db
    .select()
    .from(productNumbers)
    .where(eq(productNumbers.product_id, params.productId))
    .orderBy(asc(productNumbers.id));
}

export async function countProductNumbers(db: DbOrTx, params: { productId: number }) {
  const [row] = await db
    .select({ n: count() })
    .from(productNumbers)
    .where(eq(productNumbers.product_id, params.productId));
  return row?.n ?? 0;
}

/** The default GTIN: the first active one. */
export async function findDefaultGtin(db: DbOrTx, params: { productId: number }) {
  const [row] = await db
    .select()
    .from(productNumbers)
    .where(
      and(
        eq(productNumbers.product_id, params.productId),
        eq(productNumbers.number_type, 'gtin'),
        eq(productNumbers.active, true),
      ),
    )
    .orderBy(asc(productNumbers.id))
    .limit(1);
  return row ?? null;
}

/** The default GTIN (first active) of each product that has one. */
export async function listDefaultGtins(db: DbOrTx, params: { productIds: number[] }) {
  if (!params.productIds.length) return [];
  return db
    .selectDistinctOn([productNumbers.product_id], {
      product_id: productNumbers.product_id,
      value: productNumbers.value,
    })
    .from(productNumbers)
    .where(
      and(
        inArray(productNumbers.product_id, params.productIds),
        eq(productNumbers.number_type, 'gtin'),
        eq(productNumbers.active, true),
      ),
    )
    .orderBy(asc(productNumbers.product_id), asc(productNumbers.id));
}

export async function findProductNumberByValue(
  db: DbOrTx,
  params: { productId: number; type: ProductNumberRow['number_type']; value: string },
) {
  const [row] = await db
    .select()
    .from(productNumbers)
    .where(
      and(
        eq(productNumbers.product_id, params.productId),
        eq(productNumbers.number_type, params.type),
        sql`lower(${productNumbers.value}) = lower(${params.value})`,
      ),
    );
  return row ?? null;
}

export const numberRows = productChildRows(productNumbers);
export const findProductNumber = numberRows.findOfProduct;
export const insertProductNumber = numberRows.insert;
export const updateProductNumber = numberRows.update;
export const deleteProductNumber = numberRows.delete;
