import type { DeliveryStatus } from '@partsflow/contracts';
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Scope } from '../../../platform/auth/access.ts';
import { inScope } from '../../../platform/auth/actor.ts';
import type { DbOrTx, Tx } from '../../../platform/db/client.ts';
import { deliveries, deliveryQuotes, parcelItems, parcels } from '../shipping.tables.ts';
import { EDITABLE_DELIVERY_STATUSES } from './fulfillment-deliveries.service.ts';

type ScopeLike = Pick<Scope, 'teamId' | 'staff'>;

/**
 * The warehouse's Allocate (distributor spec 7.2): adds `quantity` of a fulfilment unit to one parcel of an
 * editable delivery, in place (parcel and item ids stay, so open inputs keep pointing at the right box). The
 * delivery's version moves on and its quotes are dropped (the consignment changed). Answers false, changing
 * nothing, when the delivery is no longer editable or the parcel is not one of its parcels. The caller holds the
 * fulfilment's lock and has checked the quantity left to allocate.
 */
export async function allocateToParcel(
  tx: Tx,
  scope: ScopeLike,
  input: {
    deliveryId: number;
    parcelId: number;
    quantity: number;
    unit: {
      fulfillment_unit_id: number;
      product_id: number | null;
      sku: string;
      title: string;
      unit_weight_g: number;
      unit_value_cents: number;
    };
  },
): Promise<boolean> {
  const [parcel] = await tx
    .select({ id: parcels.id, team_id: parcels.team_id })
    .from(parcels)
    .where(
      and(
        eq(parcels.id, input.parcelId),
        eq(parcels.delivery_id, input.deliveryId),
        inScope(parcels.team_id, scope),
      ),
    );
  if (!parcel) return false;
  const [bumped] = await tx
    .update(deliveries)
    .set({ version: sql`${deliveries.version} + 1`, updated_at: sql`now()` })
    .where(
      and(
        eq(deliveries.id, input.deliveryId),
        inScope(deliveries.team_id, scope),
        inArray(deliveries.status, EDITABLE_DELIVERY_STATUSES),
      ),
    )
    .returning({ id: deliveries.id });
  if (!bumped) return false;
  await tx.delete(deliveryQuotes).where(eq(deliveryQuotes.delivery_id, input.deliveryId));
  // Its quotes are gone, so a quoted delivery is packed again (as a portal save does).
  await tx
    .update(deliveries)
    .set({ status: 'packed' })
    .where(and(eq(deliveries.id, input.deliveryId), eq(deliveries.status, 'quoted')));
  const added = input.unit.unit_weight_g * input.quantity;
  // A person packed it: the engine's drawing no longer matches the box, and the box is heavier.
  await tx
    .update(parcels)
    .set({
      layout: null,
      packing_method: 'other',
      weight_g: sql`case when ${parcels.weight_g} is null then null else ${parcels.weight_g} + ${added} end`,
    })
    .where(eq(parcels.id, parcel.id));
  const [existing] = await tx
    .select({ id: parcelItems.id })
    .from(parcelItems)
    .where(
      and(
        eq(parcelItems.parcel_id, parcel.id),
        eq(parcelItems.fulfillment_unit_id, input.unit.fulfillment_unit_id),
      ),
    );
  if (existing)
    await tx
      .update(parcelItems)
      .set({ quantity: sql`${parcelItems.quantity} + ${input.quantity}` })
      .where(eq(parcelItems.id, existing.id));
  else
    await tx.insert(parcelItems).values({
      team_id: parcel.team_id,
      parcel_id: parcel.id,
      fulfillment_unit_id: input.unit.fulfillment_unit_id,
      product_id: input.unit.product_id,
      sku: input.unit.sku,
      title: input.unit.title,
      quantity: input.quantity,
      unit_weight_g: input.unit.unit_weight_g,
      unit_value_cents: input.unit.unit_value_cents,
    });
  return true;
}

/** Fulfilment deliveries per location in the given statuses (the warehouse's Shipping tab count). */
export async function deliveryCountsInStatuses(
  db: DbOrTx,
  scope: ScopeLike,
  locationIds: number[],
  statuses: DeliveryStatus[],
): Promise<Map<number, number>> {
  if (!locationIds.length) return new Map();
  const rows = await db
    .select({ location_id: deliveries.location_id, n: count() })
    .from(deliveries)
    .where(
      and(
        inScope(deliveries.team_id, scope),
        inArray(deliveries.location_id, locationIds),
        inArray(deliveries.status, statuses),
        isNotNull(deliveries.fulfillment_id),
      ),
    )
    .groupBy(deliveries.location_id);
  return new Map(rows.map((r) => [r.location_id, r.n]));
}
