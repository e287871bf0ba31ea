import { and, asc, eq, gte, max, ne, or, sql } from 'drizzle-orm';
import type { Scope } from '../../../platform/auth/access.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { brands, productMedia, products } from '../catalogue.tables.ts';
import { productInScope } from '../products/product-rows.ts';

export type MediaRow = typeof productMedia.$inferSelect;

const order = [asc(productMedia.position), asc(productMedia.id)] as const;

/** A product's media other than charts, primary (position 1) first. */
export async function listMedia(db: DbOrTx, params: { productId: number }) {
  return db
    .select()
    .from(productMedia)
    .where(and(eq(productMedia.product_id, params.productId), ne(productMedia.media_type, 'chart')))
    .orderBy(...order);
}

export async function listCharts(db: DbOrTx, params: { productId: number }) {
  return db
    .select()
    .from(productMedia)
    .where(and(eq(productMedia.product_id, params.productId), eq(productMedia.media_type, 'chart')))
    .orderBy(asc(productMedia.id));
}

/**
 * A media row with its product, when the product is in the caller's scope. `shared`: reading the file only, also
 * an image or document of a published product of a marketplace brand, which every team sees on the marketplace's
 * listings and source products (decision 0278).
 */
export async function findMedia(db: DbOrTx, params: { scope: Scope; id: number; shared?: boolean }) {
  const onMarketplace = and(
    eq(products.published, true),
    ne(productMedia.media_type, 'chart'),
    sql`exists (select 1 from ${brands} b where b.id = ${products.brand_id} and b.marketplace)`,
  );
  const [row] = await db
    .select({ media: productMedia, product: products })
    .from(productMedia)
    .innerJoin(products, eq(products.id, productMedia.product_id))
    .where(
      and(
        eq(productMedia.id, params.id),
        params.shared ? or(productInScope(params.scope), onMarketplace) : productInScope(params.scope),
      ),
    );
  return row ?? null;
}

/** The position after the product's last media item (charts are not ranked). */
export async function nextPosition(db: DbOrTx, params: { productId: number }) {
  const [row] = await db
    .select({ last: max(productMedia.position) })
    .from(productMedia)
    .where(and(eq(productMedia.product_id, params.productId), ne(productMedia.media_type, 'chart')));
  return (row?.last ?? 0) + 1;
}

export async function insertMedia(db: DbOrTx, values: typeof productMedia.$inferInsert) {
  const [row] = await db.insert(productMedia).values(values).returning();
  return row!;
}

export async function deleteMedia(db: DbOrTx, params: { productId: number; id: number }) {
  const [row] = await db
    .delete(productMedia)
    .where(and(eq(productMedia.id, params.id), eq(productMedia.product_id, params.productId)))
    .returning();
  return row ?? null;
}

/** Closes the gap a removed item left: items after it move up one. */
export async function closeGap(db: DbOrTx, params: { productId: number; position: number }) {
  await db
    .update(productMedia)
    .set({ position: sql`${productMedia.position} - 1` })
    .where(
      and(
        eq(productMedia.product_id, params.productId),
        ne(productMedia.media_type, 'chart'),
        gte(productMedia.position, params.position),
      ),
    );
}

/** Moves one item to position 1; those before it move down one (the order of the rest is kept). */
export async function moveToFirst(db: DbOrTx, params: { productId: number; id: number; position: number }) {
  await db
    .update(productMedia)
    .set({
      position: sql`case when ${productMedia.id} = ${params.id} then 1 else ${productMedia.position} + 1 end`,
    })
    .where(
      and(
        eq(productMedia.product_id, params.productId),
        ne(productMedia.media_type, 'chart'),
        sql`(${productMedia.id} = ${params.id} or ${productMedia.position} < ${params.position})`,
      ),
    );
}

/** Keeps products.media_count (the has_media filter) in step with the rows. */
export async function refreshMediaCount(db: DbOrTx, params: { productId: number }) {
  await db
    .update(products)
    .set({
      media_count: sql`(select count(*) from ${productMedia} where ${productMedia.product_id} = ${params.productId})`,
    })
    .where(eq(products.id, params.productId));
}
