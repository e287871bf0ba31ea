import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Scope } from '../../../platform/auth/access.ts';
import { voidInvoiceLine } from '../../billing/index.ts';
import { presentDelivery } from '../deliveries/deliveries.presenters.ts';
import * as repo from '../deliveries/deliveries.repository.ts';
import { loadDeliveryOrThrow } from '../deliveries/deliveries.service.ts';
import { shippingError } from '../shipping.errors.ts';
import type { ShippingDeps } from '../shipping.deps.ts';
import { deliveries, trackingEvents } from '../shipping.tables.ts';

type ScopeLike = Pick<Scope, 'teamId' | 'staff'>;

/** States a shipment can be taken over from: not yet booked, or booked and not yet in a pickup or handover. */
export const TAKE_OVER_STATES = ['pending', 'packed', 'quoted', 'error', 'booked'] as const;

/**
 * `POST /shipments/{id}/byo` (Take Over Shipping): the distributor ships it with its own carrier. It becomes
 * shipped with that carrier, tracking and cost and adds nothing to the invoice; a platform booking it replaces is
 * voided on the invoice (same transaction) and cancelled with the carrier (after commit). The guarded update makes
 * a double click one take over: a repeat with the same tracking number answers the shipment, another is refused.
 */
export async function takeOver(
  deps: ShippingDeps,
  scope: ScopeLike,
  id: number,
  input: { carrier: string; tracking_number: string; tracking_url: string; booked_cost: number },
) {
  const d = await repo.findDelivery(deps.db, { scope, id });
  if (!d) throw shippingError('delivery_not_found');
  const at = deps.now();
  const description = `Taken over by the distributor with ${input.carrier}`;
  const moved = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(deliveries)
      .set({
        status: 'shipped',
        label_status: 'manual',
        carrier_name: input.carrier,
        service_name: null,
        private: true,
        tracking_number: input.tracking_number,
        tracking_url: input.tracking_url,
        label_url: null,
        booked_cost_cents: Math.round(input.booked_cost * 100),
        reference2: input.tracking_number,
        latest_event_status: 'shipped',
        latest_event_description: description,
        next_tracking_at: null,
        updated_at: sql`now()`,
      })
      .where(
        and(
          eq(deliveries.id, id),
          inArray(deliveries.status, [...TAKE_OVER_STATES]),
          isNull(deliveries.manifest_id),
        ),
      )
      .returning({ id: deliveries.id });
    if (!row) return false;
    if (d.status === 'booked' && d.private === false) {
      await voidInvoiceLine(tx, { teamId: d.team_id, sourceType: 'freight_booking', sourceId: id });
    }
    await tx.insert(trackingEvents).values({
      team_id: d.team_id,
      delivery_id: id,
      status: 'shipped',
      description,
      occurred_at: at,
    });
    return true;
  });
  if (!moved) {
    // Read again: a concurrent take over with the same tracking may have just committed.
    const now = await repo.findDelivery(deps.db, { scope, id });
    if (!(now?.status === 'shipped' && now.tracking_number === input.tracking_number && now.private)) {
      throw shippingError(
        'delivery_not_bookable',
        'Only a shipment that is not picked up or handed over can be taken over',
      );
    }
  } else if (d.status === 'booked' && d.tracking_number && d.tracking_number !== input.tracking_number) {
    await deps.carriers.cancel(d.tracking_number);
  }
  return { delivery: presentDelivery(await loadDeliveryOrThrow(deps.db, scope, id)) };
}
