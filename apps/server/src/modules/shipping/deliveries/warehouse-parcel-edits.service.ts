import type { ParcelUpdateInput } from '@partsflow/contracts';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Scope } from '../../../platform/auth/access.ts';
import { inScope } from '../../../platform/auth/actor.ts';
import type { Db, Tx } from '../../../platform/db/client.ts';
import { shippingError } from '../shipping.errors.ts';
import { deliveries, deliveryQuotes, parcelItems, parcels } from '../shipping.tables.ts';
import { presentDelivery } from './deliveries.presenters.ts';
import { loadDeliveryOrThrow } from './deliveries.service.ts';
import { EDITABLE_DELIVERY_STATUSES } from './fulfillment-deliveries.service.ts';

type ScopeLike = Pick<Scope, 'teamId' | 'staff'>;

/**
 * The warehouse's box edits on a delivery card (distributor spec 2.2, 7.2): Add Box, the box inputs, delete a box
 * and delete a box item. Each runs in one transaction that first takes the delivery row's lock while it is still
 * editable (pending, packed, quoted): a booked or later delivery answers 409 `delivery_locked`, another team's
 * delivery, box or item 404, and nothing changes. Each edit moves the delivery's version on, drops its quotes (the
 * consignment changed) and sets its status from its boxes: packed when every box is measured, pending otherwise.
 */
async function lockEditable(tx: Tx, scope: ScopeLike, deliveryId: number) {
  const [row] = await tx
    .select({ id: deliveries.id, status: deliveries.status, team_id: deliveries.team_id })
    .from(deliveries)
    .where(and(eq(deliveries.id, deliveryId), inScope(deliveries.team_id, scope)))
    .for('update');
  if (!row) throw shippingError('delivery_not_found');
  if (!EDITABLE_DELIVERY_STATUSES.includes(row.status)) throw shippingError('delivery_locked');
  return row;
}

async function touch(tx: Tx, deliveryId: number) {
  const boxes = await tx
    .select({ l: parcels.length_mm, w: parcels.width_mm, h: parcels.height_mm, g: parcels.weight_g })
    .from(parcels)
    .where(eq(parcels.delivery_id, deliveryId));
  const measured = boxes.length > 0 && boxes.every((b) => b.l && b.w && b.h && b.g);
  await tx.delete(deliveryQuotes).where(eq(deliveryQuotes.delivery_id, deliveryId));
  await tx
    .update(deliveries)
    .set({
      version: sql`${deliveries.version} + 1`,
      status: measured ? 'packed' : 'pending',
      updated_at: sql`now()`,
    })
    .where(and(eq(deliveries.id, deliveryId), inArray(deliveries.status, EDITABLE_DELIVERY_STATUSES)));
}

async function parcelOf(tx: Tx, scope: ScopeLike, parcelId: number) {
  const [p] = await tx
    .select({ id: parcels.id, delivery_id: parcels.delivery_id })
    .from(parcels)
    .where(and(eq(parcels.id, parcelId), inScope(parcels.team_id, scope)));
  if (!p) throw shippingError('parcel_not_found');
  return p;
}

async function answer(db: Db, scope: ScopeLike, deliveryId: number) {
  return { delivery: presentDelivery(await loadDeliveryOrThrow(db, scope, deliveryId)) };
}

/** POST /deliveries/{id}/parcels (Add Box): an empty, unmeasured box at the end of the delivery. */
export async function addParcel(db: Db, scope: ScopeLike, deliveryId: number) {
  await db.transaction(async (tx) => {
    const d = await lockEditable(tx, scope, deliveryId);
    const [last] = await tx
      .select({ n: max(parcels.position) })
      .from(parcels)
      .where(eq(parcels.delivery_id, deliveryId));
    const position = (last?.n ?? 0) + 1;
    await tx.insert(parcels).values({
      team_id: d.team_id,
      delivery_id: deliveryId,
      position,
      name: `Box ${position}`,
      packing_method: 'other',
    });
    await touch(tx, deliveryId);
  });
  return answer(db, scope, deliveryId);
}

/**
 * PATCH /delivery_parcels/{id}: one or more of a box's inputs, in cm and kg (stored in mm and g). A changed size
 * drops the packing engine's drawing: a person measured the box.
 */
export async function updateParcel(db: Db, scope: ScopeLike, parcelId: number, input: ParcelUpdateInput) {
  const f = input.fulfillment_parcel;
  const mm = (cm: number | undefined) => (cm === undefined ? undefined : Math.round(cm * 10));
  const deliveryId = await db.transaction(async (tx) => {
    const p = await parcelOf(tx, scope, parcelId);
    await lockEditable(tx, scope, p.delivery_id);
    const sized = f.length !== undefined || f.width !== undefined || f.height !== undefined;
    await tx
      .update(parcels)
      .set({
        length_mm: mm(f.length),
        width_mm: mm(f.width),
        height_mm: mm(f.height),
        weight_g: f.weight === undefined ? undefined : Math.round(f.weight * 1000),
        packing_method: 'other',
        ...(sized ? { layout: null } : {}),
      })
      .where(eq(parcels.id, p.id));
    await touch(tx, p.delivery_id);
    return p.delivery_id;
  });
  return answer(db, scope, deliveryId);
}

/** DELETE /delivery_parcels/{id}: the box and its items go; the boxes after it move up one position. */
export async function deleteParcel(db: Db, scope: ScopeLike, parcelId: number) {
  const deliveryId = await db.transaction(async (tx) => {
    const p = await parcelOf(tx, scope, parcelId);
    await lockEditable(tx, scope, p.delivery_id);
    const [gone] = await tx
      .delete(parcels)
      .where(eq(parcels.id, p.id))
      .returning({ position: parcels.position });
    await tx
      .update(parcels)
      .set({ position: sql`${parcels.position} - 1` })
      .where(and(eq(parcels.delivery_id, p.delivery_id), sql`${parcels.position} > ${gone!.position}`));
    await touch(tx, p.delivery_id);
    return p.delivery_id;
  });
  return answer(db, scope, deliveryId);
}

/**
 * DELETE /parcel_items/{id}: takes the item out of its box (the unit is unallocated again by that quantity); a
 * weighed box loses the item's weight.
 */
export async function deleteParcelItem(db: Db, scope: ScopeLike, itemId: number) {
  const deliveryId = await db.transaction(async (tx) => {
    const [item] = await tx
      .select({
        id: parcelItems.id,
        parcel_id: parcelItems.parcel_id,
        weight: sql<number>`${parcelItems.unit_weight_g} * ${parcelItems.quantity}`.mapWith(Number),
      })
      .from(parcelItems)
      .where(and(eq(parcelItems.id, itemId), inScope(parcelItems.team_id, scope)));
    if (!item) throw shippingError('parcel_item_not_found');
    const p = await parcelOf(tx, scope, item.parcel_id);
    await lockEditable(tx, scope, p.delivery_id);
    await tx.delete(parcelItems).where(eq(parcelItems.id, item.id));
    await tx
      .update(parcels)
      .set({
        layout: null,
        packing_method: 'other',
        weight_g: sql`case when ${parcels.weight_g} is null then null else greatest(${parcels.weight_g} - ${item.weight}, 1) end`,
      })
      .where(eq(parcels.id, p.id));
    await touch(tx, p.delivery_id);
    return p.delivery_id;
  });
  return answer(db, scope, deliveryId);
}
