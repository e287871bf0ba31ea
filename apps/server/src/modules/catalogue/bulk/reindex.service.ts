import { BULK_MESSAGES as M } from '@partsflow/contracts';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { emitEvent } from '../../../platform/events/index.ts';
import { runInChunks } from '../../../platform/jobs/chunks.ts';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import { catalogueError } from '../catalogue.errors.ts';
import { productAttributes, productMedia, products } from '../catalogue.tables.ts';
import * as productsRepo from '../products/products.repository.ts';

export const REINDEX_QUEUE = 'catalogue.reindex';
const CHUNK = 1000;

/**
 * The Reindex modal (POST /b/{brand}/products/reindex): queues the rebuild of the brand's derived product data
 * and answers at once. One reindex per brand at a time: a second request while one is queued joins it.
 * See docs/decisions/0243-reindex.md.
 */
export async function startReindex(db: Db, jobs: JobQueue, actor: Actor, brandSlug: string) {
  const brand = await productsRepo.findBrandBySlug(db, { scope: actor.scope, slug: brandSlug });
  if (!brand) throw catalogueError('brand_not_found');
  await jobs.send(
    REINDEX_QUEUE,
    { brand_id: brand.id, team_id: brand.team_id },
    { singletonKey: `brand-${brand.id}` },
  );
  return { message: M.reindexing, success: true };
}

/**
 * Works a reindex chunk by chunk in id order: recounts each product's attributes and media (the list filters),
 * and announces the products so their vehicle counts, fitment findings, listings and marketplace search
 * documents are rebuilt by the modules that keep them.
 */
export async function runReindex(db: Db, data: { brand_id: number; team_id: number }) {
  let cursor = 0;
  await runInChunks(() =>
    db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.brand_id, data.brand_id), gt(products.id, cursor)))
        .orderBy(asc(products.id))
        .limit(CHUNK);
      const ids = rows.map((r) => r.id);
      if (!ids.length) return true;
      await tx
        .update(products)
        .set({
          attribute_count: sql`(select count(*) from ${productAttributes} where ${productAttributes.product_id} = ${products.id})`,
          media_count: sql`(select count(*) from ${productMedia} where ${productMedia.product_id} = ${products.id})`,
        })
        .where(inArray(products.id, ids));
      await emitEvent(tx, {
        type: 'catalogue.products_changed',
        teamId: data.team_id,
        payload: { product_ids: ids },
      });
      await emitEvent(tx, {
        type: 'fitment.applications_changed',
        teamId: data.team_id,
        payload: { product_ids: ids },
      });
      cursor = ids.at(-1)!;
      return ids.length < CHUNK;
    }),
  );
}
