import type { Db, DbOrTx, Tx } from '../../../platform/db/client.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { emitEvent } from '../../../platform/events/index.ts';
import { catalogueError } from '../catalogue.errors.ts';
import * as repo from './products.repository.ts';
type ProductRow = repo.ProductRow;

/** The product by id in the caller's scope, or 404. */
export async function productOrThrow(db: DbOrTx, actor: Actor, id: number): Promise<ProductRow> {
  const p = await repo.findProductById(db, { scope: actor.scope, id });
  if (!p) throw catalogueError('product_not_found');
  return p;
}

/** The product of /b/{brandSlug}/products/{slug}, or 404 (another team's brand or product included). */
export async function productBySlugOrThrow(
  db: DbOrTx,
  actor: Actor,
  params: { brandSlug: string; slug: string },
): Promise<ProductRow> {
  const brand = await repo.findBrandBySlug(db, { scope: actor.scope, slug: params.brandSlug });
  if (!brand) throw catalogueError('product_not_found');
  const p = await repo.findProductBySlug(db, { scope: actor.scope, slug: params.slug, brandId: brand.id });
  if (!p) throw catalogueError('product_not_found');
  return p;
}

/**
 * Runs a change to a product's records in one transaction with the product row locked (so two edits of one
 * product queue up), then bumps the product's updated_at and announces the change (catalogue.products_changed).
 */
export async function withLockedProduct<T>(
  db: Db,
  actor: Actor,
  productId: number,
  fn: (tx: Tx, product: ProductRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const product = await repo.lockProduct(tx, { scope: actor.scope, id: productId });
    if (!product) throw catalogueError('product_not_found');
    const result = await fn(tx, product);
    await repo.touchProduct(tx, { scope: actor.scope, id: productId });
    await emitEvent(tx, {
      type: 'catalogue.products_changed',
      teamId: product.team_id,
      payload: { product_ids: [productId] },
    });
    return result;
  });
}
