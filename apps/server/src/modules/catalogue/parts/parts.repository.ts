import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Scope } from '../../../platform/auth/access.ts';
import { inScope } from '../../../platform/auth/actor.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { productComponents, products } from '../catalogue.tables.ts';

/** The parts of an assembly with their products, in component order. */
export async function listParts(db: DbOrTx, params: { assemblyId: number }) {
  return db
    .select({ link: productComponents, product: products })
    .from(productComponents)
    .innerJoin(products, eq(products.id, productComponents.child_product_id))
    .where(eq(productComponents.parent_product_id, params.assemblyId))
    .orderBy(asc(productComponents.sequence), asc(productComponents.id));
}

/** The assemblies a product is a part of, in the caller's scope. */
export async function listParents(db: DbOrTx, params: { scope: Scope; productId: number }) {
  return db
    .select({ product: products })
    .from(productComponents)
    .innerJoin(products, eq(products.id, productComponents.parent_product_id))
    .where(
      and(eq(productComponents.child_product_id, params.productId), inScope(products.team_id, params.scope)),
    )
    .orderBy(asc(products.sku));
}

/** Products by id in the caller's scope (others' are left out, as absent ones are). */
export async function productsInScope(db: DbOrTx, params: { scope: Scope; ids: number[] }) {
  if (!params.ids.length) return [];
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, params.ids), inScope(products.team_id, params.scope)));
}

export async function nextSequence(db: DbOrTx, params: { assemblyId: number }) {
  const [row] = await db
    .select({ last: max(productComponents.sequence) })
    .from(productComponents)
    .where(eq(productComponents.parent_product_id, params.assemblyId));
  return (row?.last ?? 0) + 1;
}

/** Adds links; a part already in the assembly is left as it is (a repeated add is one effect). */
export async function insertLinks(db: DbOrTx, values: (typeof productComponents.$inferInsert)[]) {
  if (!values.length) return [];
  return db.insert(productComponents).values(values).onConflictDoNothing().returning();
}

export async function deleteLinks(db: DbOrTx, params: { assemblyId: number; ids: number[] }) {
  return db
    .delete(productComponents)
    .where(
      and(
        eq(productComponents.parent_product_id, params.assemblyId),
        inArray(productComponents.id, params.ids),
      ),
    )
    .returning();
}

export async function updateLink(
  db: DbOrTx,
  params: {
    assemblyId: number;
    id: number;
    values: Pick<typeof productComponents.$inferInsert, 'quantity' | 'vehicle_primary' | 'include_media'>;
  },
) {
  const [row] = await db
    .update(productComponents)
    .set(params.values)
    .where(
      and(eq(productComponents.parent_product_id, params.assemblyId), eq(productComponents.id, params.id)),
    )
    .returning();
  return row ?? null;
}
