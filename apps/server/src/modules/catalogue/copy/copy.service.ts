import { COPY_MESSAGES as M, type CopyOptions, type CopyReply } from '@partsflow/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as auditTrail from '../../../platform/audit/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { Db, Tx } from '../../../platform/db/client.ts';
import { emitEvent } from '../../../platform/events/index.ts';
import * as fitment from '../../fitment/index.ts';
import { ATTRIBUTE_AUDIT_FIELDS } from '../attributes/attributes.service.ts';
import { refreshAttributeCount } from '../attributes/attributes.repository.ts';
import { catalogueError, fieldError } from '../catalogue.errors.ts';
import { crossSells, packages, productAttributes, products } from '../catalogue.tables.ts';
import { CROSS_SELL_AUDIT_FIELDS } from '../cross-sells/cross-sells.service.ts';
import { productSubject } from '../history/history.repository.ts';
import { productBySlugOrThrow, productOrThrow } from '../products/product-access.ts';
import * as productsRepo from '../products/products.repository.ts';
import { PACKAGE_AUDIT_FIELDS } from '../shipping/shipping.service.ts';

type Counts = CopyReply['copied'];
type ProductRow = productsRepo.ProductRow;

/**
 * Copies the chosen kinds of data from one product onto another, inside the caller's transaction with the target
 * locked. Without `replace` it adds what the target lacks (attributes it has no value for, cross-sells and vehicle
 * applications it has no identical copy of, every package); with `replace` it first removes the target's own.
 * Every record written or removed is a history entry of the target in the change set.
 */
async function copyOnto(
  tx: Tx,
  actor: Actor,
  params: { source: ProductRow; target: ProductRow; options: CopyOptions; changeSetId: number },
): Promise<Counts> {
  const { source, target, options } = params;
  const counts: Counts = { attributes: 0, cross_sells: 0, packages: 0, vehicles: 0 };
  const record = (
    type: string,
    id: number,
    action: 'create' | 'destroy',
    row: object,
    fields: readonly string[],
  ) =>
    auditTrail.recordAudit(tx, {
      actor,
      teamId: target.team_id,
      subject: productSubject(target.id),
      type,
      id,
      action,
      changes: auditTrail.snapshotChanges(row as Record<string, unknown>, fields, action),
      comment: `Copied from ${source.sku}`,
      changeSetId: params.changeSetId,
    });

  if (options.attributes) {
    if (options.replace) {
      const gone = await tx
        .delete(productAttributes)
        .where(eq(productAttributes.product_id, target.id))
        .returning();
      for (const row of gone)
        await record('ProductAttribute', row.id, 'destroy', row, ATTRIBUTE_AUDIT_FIELDS);
    }
    const have = await tx
      .select({ title: productAttributes.attribute_title_id, sequence: productAttributes.sequence })
      .from(productAttributes)
      .where(eq(productAttributes.product_id, target.id));
    const taken = new Set(have.map((h) => h.title));
    let next = have.reduce((m, h) => Math.max(m, h.sequence), -1) + 1;
    const from = await tx
      .select()
      .from(productAttributes)
      .where(eq(productAttributes.product_id, source.id))
      .orderBy(asc(productAttributes.sequence), asc(productAttributes.id));
    const wanted = from.filter((a) => !taken.has(a.attribute_title_id));
    if (wanted.length) {
      const rows = await tx
        .insert(productAttributes)
        .values(
          wanted.map((a) => ({
            product_id: target.id,
            attribute_title_id: a.attribute_title_id,
            value: a.value,
            sequence: next++,
          })),
        )
        .returning();
      for (const row of rows) await record('ProductAttribute', row.id, 'create', row, ATTRIBUTE_AUDIT_FIELDS);
    }
    counts.attributes = wanted.length;
    await refreshAttributeCount(tx, { productId: target.id });
  }

  if (options.cross_sells) {
    if (options.replace) {
      const gone = await tx.delete(crossSells).where(eq(crossSells.product_id, target.id)).returning();
      for (const row of gone) await record('CrossSell', row.id, 'destroy', row, CROSS_SELL_AUDIT_FIELDS);
    }
    const have = await tx.select().from(crossSells).where(eq(crossSells.product_id, target.id));
    const key = (r: { related_product_id: number; relationship_type: string }) =>
      `${r.related_product_id}:${r.relationship_type}`;
    const taken = new Set(have.map(key));
    const from = await tx.select().from(crossSells).where(eq(crossSells.product_id, source.id));
    // A product is never related to itself: the source's relation to the target is not copied.
    const wanted = from.filter((r) => r.related_product_id !== target.id && !taken.has(key(r)));
    if (wanted.length) {
      const rows = await tx
        .insert(crossSells)
        .values(
          wanted.map((r) => ({
            product_id: target.id,
            related_product_id: r.related_product_id,
            relationship_type: r.relationship_type,
            catalogue_notes: r.catalogue_notes,
          })),
        )
        .returning();
      for (const row of rows) await record('CrossSell', row.id, 'create', row, CROSS_SELL_AUDIT_FIELDS);
    }
    counts.cross_sells = wanted.length;
  }

  if (options.packages) {
    if (options.replace) {
      const gone = await tx.delete(packages).where(eq(packages.product_id, target.id)).returning();
      for (const row of gone) await record('Package', row.id, 'destroy', row, PACKAGE_AUDIT_FIELDS);
    }
    const from = await tx
      .select()
      .from(packages)
      .where(eq(packages.product_id, source.id))
      .orderBy(asc(packages.id));
    if (from.length) {
      const rows = await tx
        .insert(packages)
        .values(from.map(({ id: _id, created_at: _c, ...p }) => ({ ...p, product_id: target.id })))
        .returning();
      for (const row of rows) await record('Package', row.id, 'create', row, PACKAGE_AUDIT_FIELDS);
    }
    counts.packages = from.length;
  }

  if (options.vehicles) {
    const vehicles = await fitment.copyApplicationsBetween(tx, {
      sourceProductId: source.id,
      target,
      replace: options.replace,
    });
    // In the product's history too, so a revert of the copy removes the copies and brings replaced ones back.
    for (const row of vehicles.removed)
      await record('VehicleApplication', Number(row.id), 'destroy', row, fitment.APPLICATION_AUDIT_FIELDS);
    for (const row of vehicles.created)
      await record('VehicleApplication', Number(row.id), 'create', row, fitment.APPLICATION_AUDIT_FIELDS);
    counts.vehicles = vehicles.copied;
  }

  await tx
    .update(products)
    .set({ updated_at: sql`now()` })
    .where(eq(products.id, target.id));
  await emitEvent(tx, {
    type: 'catalogue.products_changed',
    teamId: target.team_id,
    payload: { product_ids: [target.id] },
  });
  return counts;
}

function add(a: Counts, b: Counts): Counts {
  return {
    attributes: a.attributes + b.attributes,
    cross_sells: a.cross_sells + b.cross_sells,
    packages: a.packages + b.packages,
    vehicles: a.vehicles + b.vehicles,
  };
}

/** Copy from Product: the source's data onto this product (spec section 7, POST copy-from/{sourceProductId}). */
export async function copyFrom(
  db: Db,
  actor: Actor,
  params: { brandSlug: string; slug: string; sourceProductId: number | null; options: CopyOptions },
): Promise<CopyReply> {
  const target = await productBySlugOrThrow(db, actor, params);
  if (!params.sourceProductId) throw fieldError(['source_product_id'], M.sourceRequired);
  const source = await productOrThrow(db, actor, params.sourceProductId);
  if (source.id === target.id) throw fieldError(['source_product_id'], M.sameProduct);
  return db.transaction(async (tx) => {
    const locked = await productsRepo.lockProduct(tx, { scope: actor.scope, id: target.id });
    if (!locked) throw catalogueError('product_not_found');
    const set = await auditTrail.openChangeSet(tx, {
      teamId: locked.team_id,
      actor,
      kind: 'copy-from',
      label: `Copy from ${source.sku}`,
    });
    const copied = await copyOnto(tx, actor, {
      source,
      target: locked,
      options: params.options,
      changeSetId: set.id,
    });
    await auditTrail.finishChangeSet(tx, set.id, 'completed');
    return { message: M.copied, change_set_id: set.id, copied };
  });
}

/**
 * Copy to Products: this product's data onto each destination (at most the copy-to search limit). Every
 * destination must be the team's (another team's: 404, and nothing is copied); one transaction, one change set.
 */
export async function copyTo(
  db: Db,
  actor: Actor,
  params: { brandSlug: string; slug: string; destinationIds: number[]; options: CopyOptions },
): Promise<CopyReply> {
  const source = await productBySlugOrThrow(db, actor, params);
  const ids = [...new Set(params.destinationIds)].filter((id) => id !== source.id);
  if (!ids.length) throw fieldError(['destination_product_ids'], M.destinationRequired);
  return db.transaction(async (tx) => {
    // Locked in id order, so two copies onto overlapping destinations queue up instead of deadlocking.
    const targets = await tx
      .select()
      .from(products)
      .where(
        and(
          inArray(products.id, ids),
          actor.scope.staff ? undefined : eq(products.team_id, actor.scope.teamId),
        ),
      )
      .orderBy(asc(products.id))
      .for('update');
    if (targets.length !== ids.length) throw catalogueError('product_not_found');
    const set = await auditTrail.openChangeSet(tx, {
      teamId: source.team_id,
      actor,
      kind: 'copy-to',
      label: `Copy from ${source.sku} to ${targets.length} product${targets.length === 1 ? '' : 's'}`,
    });
    let copied: Counts = { attributes: 0, cross_sells: 0, packages: 0, vehicles: 0 };
    for (const target of targets) {
      copied = add(
        copied,
        await copyOnto(tx, actor, { source, target, options: params.options, changeSetId: set.id }),
      );
    }
    await auditTrail.finishChangeSet(tx, set.id, 'completed');
    return { message: M.copied, change_set_id: set.id, copied };
  });
}
