import { and, eq } from 'drizzle-orm';
import type { Scope } from '../../../platform/auth/access.ts';
import { inScope } from '../../../platform/auth/actor.ts';
import type { Restorable } from '../../../platform/audit/index.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import {
  products,
  type crossSells,
  type packages,
  type productAttributes,
  type productHsCodes,
  type productNumbers,
} from '../catalogue.tables.ts';

/** The team condition on a product joined to a record found by its own id. */
export const productInScope = (scope: Scope) => inScope(products.team_id, scope);

/** Column values as a partial write of a table. */
export type RowValues<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export type ProductChildTable =
  | typeof productNumbers
  | typeof productAttributes
  | typeof packages
  | typeof productHsCodes
  | typeof crossSells;

/** Insert, update and delete for a table of rows owned by a product: every write names the product too. */
export function productChildRows<T extends ProductChildTable>(table: T) {
  const owned = (params: { productId: number; id: number }) =>
    and(eq(table.id, params.id), eq(table.product_id, params.productId));
  async function findOfProduct(
    db: DbOrTx,
    params: { productId: number; id: number },
  ): Promise<T['$inferSelect'] | null> {
    const rows = (await db
      .select()
      .from(table as ProductChildTable)
      .where(owned(params))) as unknown[];
    return (rows[0] as T['$inferSelect'] | undefined) ?? null;
  }
  return {
    findOfProduct,
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
      // An update that changes nothing (an empty PATCH) is the row as it is: SQL has no empty SET.
      if (Object.values(params.values).every((v) => v === undefined)) return findOfProduct(db, params);
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

type ChildRows<T extends ProductChildTable> = ReturnType<typeof productChildRows<T>>;

/**
 * How history restores records of a product-owned table: through the same product-scoped find, update, delete
 * and insert the services use. `insertValues` coerces values history stored as JSON back to column types.
 */
export function childRowHistory<T extends ProductChildTable>(
  rows: ChildRows<T>,
  fields: readonly string[],
  extra: {
    insertValues?(values: Record<string, unknown>): RowValues<T>;
    conflict?: Restorable['conflict'];
    after?: Restorable['after'];
  } = {},
): Restorable {
  return {
    fields,
    find: (tx, productId, id) => rows.findOfProduct(tx, { productId, id }),
    update: (tx, productId, id, values) => rows.update(tx, { productId, id, values: values as RowValues<T> }),
    remove: (tx, productId, id) => rows.delete(tx, { productId, id }),
    insert: (tx, productId, values) =>
      rows.insert(tx, {
        ...values,
        ...extra.insertValues?.(values),
        product_id: productId,
      } as T['$inferInsert']),
    conflict: extra.conflict,
    after: extra.after,
  };
}
