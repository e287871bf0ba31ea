import {
  CROSS_SELL_MESSAGES,
  type CrossSell,
  type CrossSellInput,
  type CrossSellsReply,
} from '@partsflow/contracts';
import { aliasedTable, and, asc, eq, ne } from 'drizzle-orm';
import type { Actor } from '../../../platform/auth/actor.ts';
import { recordAudit, snapshotChanges, diffChanges } from '../../../platform/audit/index.ts';
import type { Db, DbOrTx, Tx } from '../../../platform/db/client.ts';
import { brands, crossSells, products } from '../catalogue.tables.ts';
import { catalogueError, fieldConflict, fieldError } from '../catalogue.errors.ts';
import { productSubject } from '../history/history.repository.ts';
import { productBySlugOrThrow, productOrThrow, withLockedProduct } from '../products/product-access.ts';
import { childRowHistory, productChildRows, productInScope } from '../products/product-rows.ts';
import type { Restorable } from '../../../platform/audit/index.ts';
import type { ProductRow } from '../products/products.repository.ts';

/** Cross-sell relations: a product's related products of the same team, by relationship type. */

export const CROSS_SELL_AUDIT_FIELDS = [
  'related_product_id',
  'relationship_type',
  'catalogue_notes',
] as const;

/**
 * How history restores a cross-sell (a copy's revert removes copied ones and brings replaced ones back); one whose
 * related product is gone cannot come back.
 */
export const crossSellHistory: Restorable = childRowHistory(
  productChildRows(crossSells),
  CROSS_SELL_AUDIT_FIELDS,
  {
    async conflict(tx, _productId, values) {
      const [row] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, Number(values.related_product_id)));
      return row ? null : 'The related product no longer exists';
    },
  },
);

const related = aliasedTable(products, 'related');
const relatedBrand = aliasedTable(brands, 'related_brand');

async function listRows(db: DbOrTx, productId: number) {
  return db
    .select({ row: crossSells, related, brand: relatedBrand })
    .from(crossSells)
    .innerJoin(related, eq(related.id, crossSells.related_product_id))
    .innerJoin(relatedBrand, eq(relatedBrand.id, related.brand_id))
    .where(eq(crossSells.product_id, productId))
    .orderBy(asc(crossSells.id));
}

export async function crossSellsReply(
  db: DbOrTx,
  product: ProductRow,
  message?: string,
): Promise<CrossSellsReply> {
  const rows = await listRows(db, product.id);
  return {
    ...(message ? { message } : {}),
    cross_sell_products: rows.map((r): CrossSell => ({
      id: r.row.id,
      product: {
        id: product.id,
        sku: product.sku,
        type: product.record_type,
        brand_id: product.brand_id,
        slug: product.slug,
      },
      related_product: {
        id: r.related.id,
        sku: r.related.sku,
        type: r.related.record_type,
        title: r.related.title,
        slug: r.related.slug,
        brand: { id: r.brand.id, slug: r.brand.slug, name: r.brand.name },
      },
      relationship_type: r.row.relationship_type,
      catalogue_notes: r.row.catalogue_notes,
    })),
  };
}

type ProductPath = { brandSlug: string; slug: string };

export async function listCrossSells(db: Db, actor: Actor, path: ProductPath) {
  const product = await productBySlugOrThrow(db, actor, path);
  return crossSellsReply(db, product);
}

/** The related product must be another product of the team; one relation per related product and type. */
async function checkRelated(
  tx: Tx,
  actor: Actor,
  product: ProductRow,
  input: CrossSellInput,
  exceptId?: number,
) {
  if (input.related_product_id === product.id) {
    throw fieldError(['related_product_id'], CROSS_SELL_MESSAGES.itself);
  }
  await productOrThrow(tx, actor, input.related_product_id);
  const [clash] = await tx
    .select({ id: crossSells.id })
    .from(crossSells)
    .where(
      and(
        eq(crossSells.product_id, product.id),
        eq(crossSells.related_product_id, input.related_product_id),
        eq(crossSells.relationship_type, input.relationship_type),
        exceptId ? ne(crossSells.id, exceptId) : undefined,
      ),
    );
  if (clash) throw fieldConflict(['related_product_id'], CROSS_SELL_MESSAGES.duplicate);
}

function audit(
  tx: Tx,
  actor: Actor,
  product: ProductRow,
  id: number,
  action: 'create' | 'update' | 'destroy',
  changes: Record<string, [unknown, unknown]>,
) {
  return recordAudit(tx, {
    actor,
    teamId: product.team_id,
    subject: productSubject(product.id),
    type: 'CrossSell',
    id,
    action,
    changes,
  });
}

export async function createCrossSell(db: Db, actor: Actor, path: ProductPath, input: CrossSellInput) {
  const found = await productBySlugOrThrow(db, actor, path);
  return withLockedProduct(db, actor, found.id, async (tx, product) => {
    await checkRelated(tx, actor, product, input);
    const [row] = await tx
      .insert(crossSells)
      .values({
        product_id: product.id,
        related_product_id: input.related_product_id,
        relationship_type: input.relationship_type,
        catalogue_notes: input.catalogue_notes,
      })
      .returning();
    await audit(
      tx,
      actor,
      product,
      row!.id,
      'create',
      snapshotChanges(row!, CROSS_SELL_AUDIT_FIELDS, 'create'),
    );
    return crossSellsReply(tx, product, CROSS_SELL_MESSAGES.created);
  });
}

async function crossSellOrThrow(db: DbOrTx, actor: Actor, id: number) {
  const [found] = await db
    .select({ row: crossSells, product: products })
    .from(crossSells)
    .innerJoin(products, eq(products.id, crossSells.product_id))
    .where(and(eq(crossSells.id, id), productInScope(actor.scope)));
  if (!found) throw catalogueError('record_not_found');
  return found;
}

export async function updateCrossSell(db: Db, actor: Actor, id: number, input: CrossSellInput) {
  const found = await crossSellOrThrow(db, actor, id);
  return withLockedProduct(db, actor, found.product.id, async (tx, product) => {
    await checkRelated(tx, actor, product, input, id);
    const [after] = await tx
      .update(crossSells)
      .set({
        related_product_id: input.related_product_id,
        relationship_type: input.relationship_type,
        catalogue_notes: input.catalogue_notes,
      })
      .where(and(eq(crossSells.id, id), eq(crossSells.product_id, product.id)))
      .returning();
    if (!after) throw catalogueError('record_not_found');
    await audit(tx, actor, product, id, 'update', diffChanges(found.row, after, CROSS_SELL_AUDIT_FIELDS));
    return crossSellsReply(tx, product, CROSS_SELL_MESSAGES.updated);
  });
}

export async function deleteCrossSell(db: Db, actor: Actor, id: number) {
  const found = await crossSellOrThrow(db, actor, id);
  return withLockedProduct(db, actor, found.product.id, async (tx, product) => {
    const [gone] = await tx
      .delete(crossSells)
      .where(and(eq(crossSells.id, id), eq(crossSells.product_id, product.id)))
      .returning();
    if (!gone) throw catalogueError('record_not_found');
    await audit(tx, actor, product, id, 'destroy', snapshotChanges(gone, CROSS_SELL_AUDIT_FIELDS, 'destroy'));
    return crossSellsReply(tx, product, CROSS_SELL_MESSAGES.deleted);
  });
}
