import {
  PARTS_MESSAGES,
  productEditUrl,
  type AddPartsInput,
  type AssembliesReply,
  type ComponentAttributesReply,
  type PartsReply,
  type RemovePartsInput,
  type UpdatePartsInput,
} from '@partsflow/contracts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { recordAudit, snapshotChanges } from '../../../platform/audit/index.ts';
import type { Db, DbOrTx, Tx } from '../../../platform/db/client.ts';
import { catalogueError, fieldError } from '../catalogue.errors.ts';
import { productSubject } from '../history/history.repository.ts';
import { mediaFileUrl } from '../media/media.presenters.ts';
import { productBySlugOrThrow, withLockedProduct } from '../products/product-access.ts';
import type { ProductRow } from '../products/products.repository.ts';
import * as productsRepo from '../products/products.repository.ts';
import * as repo from './parts.repository.ts';
import * as attributesRepo from '../attributes/attributes.repository.ts';

/** The parts of an assembly and the assemblies of a part (spec catalogue-pim sections 2 and 7). */

export const COMPONENT_AUDIT_FIELDS = [
  'child_product_id',
  'quantity',
  'vehicle_primary',
  'include_media',
] as const;

type ProductPath = { brandSlug: string; slug: string };

export async function partsReply(db: DbOrTx, assemblyId: number, message?: string): Promise<PartsReply> {
  const rows = await repo.listParts(db, { assemblyId });
  const images = await productsRepo.listPrimaryImages(db, { productIds: rows.map((r) => r.product.id) });
  return {
    ...(message ? { message } : {}),
    products: rows.map(({ link, product }) => {
      const image = images.get(product.id);
      return {
        id: link.id,
        product_id: product.id,
        image_url: image ? mediaFileUrl(image, 'small') : null,
        sku: product.sku,
        title: product.title,
        url: productEditUrl(product.slug),
        published: product.published,
        quantity: link.quantity,
        vehicle_primary: link.vehicle_primary,
        include_media: link.include_media,
      };
    }),
  };
}

export async function listParts(db: Db, actor: Actor, path: ProductPath) {
  const product = await productBySlugOrThrow(db, actor, path);
  return partsReply(db, product.id);
}

export async function listAssemblies(db: Db, actor: Actor, path: ProductPath): Promise<AssembliesReply> {
  const product = await productBySlugOrThrow(db, actor, path);
  const rows = await repo.listParents(db, { scope: actor.scope, productId: product.id });
  return {
    parent_products: rows.map(({ product: p }) => ({
      id: p.id,
      sku: p.sku,
      title: p.title,
      published: p.published,
      url: productEditUrl(p.slug),
    })),
  };
}

/** A change to an assembly's parts: the assembly locked, its record type checked, its history written. */
async function changeParts<T>(
  db: Db,
  actor: Actor,
  path: ProductPath,
  fn: (tx: Tx, assembly: ProductRow) => Promise<T>,
): Promise<T> {
  const found = await productBySlugOrThrow(db, actor, path);
  return withLockedProduct(db, actor, found.id, async (tx, assembly) => {
    if (assembly.record_type !== 'Assembly') throw fieldError(['product_ids'], PARTS_MESSAGES.notAnAssembly);
    return fn(tx, assembly);
  });
}

function audit(
  tx: Tx,
  actor: Actor,
  assembly: ProductRow,
  id: number,
  action: 'create' | 'update' | 'destroy',
  changes: Record<string, [unknown, unknown]>,
) {
  return recordAudit(tx, {
    actor,
    teamId: assembly.team_id,
    subject: productSubject(assembly.id),
    type: 'ProductComponent',
    id,
    action,
    changes,
  });
}

/**
 * Adds parts: each must be a product of the team of record type Part and not the assembly itself (a Part has no
 * parts of its own, so no cycle can form). Another team's product answers as an absent one does (404-like field
 * error naming no one's data). A part already there is left as it is.
 */
export async function addParts(db: Db, actor: Actor, path: ProductPath, input: AddPartsInput) {
  return changeParts(db, actor, path, async (tx, assembly) => {
    const ids = [...new Set(input.product_ids)];
    if (ids.includes(assembly.id)) throw fieldError(['product_ids'], PARTS_MESSAGES.itself);
    const found = await repo.productsInScope(tx, { scope: actor.scope, ids });
    if (found.length !== ids.length) throw catalogueError('product_not_found');
    if (found.some((p) => p.record_type !== 'Part'))
      throw fieldError(['product_ids'], PARTS_MESSAGES.notAPart);
    let sequence = await repo.nextSequence(tx, { assemblyId: assembly.id });
    const byId = new Map(found.map((p) => [p.id, p]));
    const added = await repo.insertLinks(
      tx,
      ids.map((id) => ({
        parent_product_id: assembly.id,
        child_product_id: byId.get(id)!.id,
        sequence: sequence++,
      })),
    );
    for (const row of added) {
      await audit(
        tx,
        actor,
        assembly,
        row.id,
        'create',
        snapshotChanges(row, COMPONENT_AUDIT_FIELDS, 'create'),
      );
    }
    return partsReply(tx, assembly.id, PARTS_MESSAGES.added);
  });
}

export async function removeParts(db: Db, actor: Actor, path: ProductPath, input: RemovePartsInput) {
  return changeParts(db, actor, path, async (tx, assembly) => {
    const removed = await repo.deleteLinks(tx, {
      assemblyId: assembly.id,
      ids: [...new Set(input.product_component_ids)],
    });
    if (!removed.length) throw fieldError(['product_component_ids'], PARTS_MESSAGES.unknownComponent);
    for (const row of removed) {
      await audit(
        tx,
        actor,
        assembly,
        row.id,
        'destroy',
        snapshotChanges(row, COMPONENT_AUDIT_FIELDS, 'destroy'),
      );
    }
    return partsReply(tx, assembly.id, PARTS_MESSAGES.removed);
  });
}

/** Saves quantity, vehicle primary and include media of the listed parts; every id must be a part of this assembly. */
export async function updateParts(db: Db, actor: Actor, path: ProductPath, input: UpdatePartsInput) {
  return changeParts(db, actor, path, async (tx, assembly) => {
    const current = new Map(
      (await repo.listParts(tx, { assemblyId: assembly.id })).map((r) => [r.link.id, r.link]),
    );
    for (const [i, item] of input.products.entries()) {
      if (!current.has(item.id)) throw fieldError(['products', i, 'id'], PARTS_MESSAGES.unknownComponent);
    }
    for (const item of input.products) {
      const before = current.get(item.id)!;
      const values = {
        quantity: item.quantity,
        vehicle_primary: item.vehicle_primary,
        include_media: item.include_media,
      };
      const changes: Record<string, [unknown, unknown]> = {};
      for (const k of ['quantity', 'vehicle_primary', 'include_media'] as const) {
        if (before[k] !== values[k]) changes[k] = [before[k], values[k]];
      }
      if (!Object.keys(changes).length) continue;
      await repo.updateLink(tx, { assemblyId: assembly.id, id: item.id, values });
      await audit(tx, actor, assembly, item.id, 'update', changes);
    }
    return partsReply(tx, assembly.id, PARTS_MESSAGES.updated);
  });
}

/**
 * The Component Attributes matrix: rows in component order then attribute sequence (titles first seen on a part),
 * then the kit's own titles no part has; the kit's value overrides the parts' combined values.
 */
export async function componentAttributes(
  db: Db,
  actor: Actor,
  path: ProductPath,
): Promise<ComponentAttributesReply> {
  const kit = await productBySlugOrThrow(db, actor, path);
  const parts = await repo.listParts(db, { assemblyId: kit.id });
  const products = [kit, ...parts.map((p) => p.product)];
  const lists = await Promise.all(
    products.map((p) => attributesRepo.listProductAttributes(db, { productId: p.id })),
  );
  const order: { id: number; title: string }[] = [];
  const seen = new Set<number>();
  const note = (list: (typeof lists)[number]) => {
    for (const a of list) {
      if (seen.has(a.title.id)) continue;
      seen.add(a.title.id);
      order.push({ id: a.title.id, title: a.title.name });
    }
  };
  for (const list of lists.slice(1)) note(list);
  note(lists[0]!);
  const valueOf = (list: (typeof lists)[number], titleId: number) => {
    const v = list.find((a) => a.title.id === titleId)?.attribute.value;
    return v === undefined || v === null || v === '' ? null : v;
  };
  return {
    columns: products.map((p, i) => ({ product_id: p.id, sku: p.sku, kit: i === 0 })),
    rows: order.map(({ id, title }) => {
      const values = lists.map((list) => valueOf(list, id));
      const own = values[0] ?? null;
      const fromParts = [...new Set(values.slice(1).filter((v): v is string => v !== null))];
      return {
        attribute_title_id: id,
        title,
        values,
        combined: own ?? (fromParts.length ? fromParts.join(', ') : null),
      };
    }),
  };
}
