import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { packages, productAttributes, productHsCodes, productNumbers } from '../catalogue.tables.ts';

export type ProductChildTable =
  typeof productNumbers | typeof productAttributes | typeof packages | typeof productHsCodes;

/** Insert, update and delete for a table of rows owned by a product: every write names the product too. */
export function productChildRows<T extends ProductChildTable>(table: T) {
  const owned = (params: { productId: number; id: number }) =>
    and(eq(table.id, params.id), eq(table.product_id, params.productId));
  return {
    async findOfProduct(
      db: DbOrTx,
      params: { productId: number; id: number },
    ): Promise<T['$inferSelect'] | null> {
      const rows = (await db
        .select()
        .from(table as ProductChildTable)
        .where(owned(params))) as unknown[];
      return (rows[0] as T['$inferSelect'] | undefined) ?? null;
    },
    async insert(db: DbOrTx, values: T['$inferInsert']): Promise<T['$inferSelect']> {
      const [row] = await db
        .insert(table)
        .values(values as never)
        .returning();
      return row as T['$inferSelect'];
    },
    async update(
      db: DbOrTx,
      params: { productId: number; id: number; values: Partial<T['$inferInsert']> },
    ): Promise<T['$inferSelect'] | null> {
      const rows = (await db
        .update(table)
        .set(params.values as never)
        .where(owned(params))
        .returning()) as unknown[];
      return (rows[0] as T['$inferSelect'] | undefined) ?? null;
    },
    async delete(db: DbOrTx, params: { productId: number; id: number }): Promise<T['$inferSelect'] | null> {
      const [row] = await db.delete(table).where(owned(params)).returning();
      return (row as T['$inferSelect'] | undefined) ?? null;
    },
  };
}
