import { and, eq, isNull } from 'drizzle-orm';
import type { DomainEvent } from '../../../platform/events/index.ts';
import type { Tx } from '../../../platform/db/client.ts';
import { startWorkflow } from '../../../platform/workflows/index.ts';
import { fulfillments } from '../orders.tables.ts';
import * as repo from './fulfillment-orders.repository.ts';
import { storeFulfillment } from '../workflows/store-fulfillment.workflow.ts';

/**
 * The merchant's side of a delivery's tracking (platform design section 3, step 9; docs/decisions/0900): the
 * shipping module announces every step of a booked delivery (`shipping.delivery_tracked`); the fulfilment order
 * shows it on its timeline, becomes shipped when a delivery of it is in transit (or delivered), and its fulfilment
 * becomes complete when the delivery is delivered. The tracking numbers themselves are read from the deliveries
 * when the order is shown. Guarded state changes: a repeated event changes nothing twice. The first delivery of a
 * fulfilment in transit starts the workflow that sends the fulfilment to the merchant's store (decision 0910). A
 * booking the carrier refused for good is noted on the timeline, and a parcel returned to sender makes the order
 * returned (decisions 0920, 0922).
 */
export async function applyDeliveryTracking(event: DomainEvent<'shipping.delivery_tracked'>, tx: Tx) {
  const p = event.payload;
  if (p.fulfillment_id === null) return;
  const [f] = await tx.select().from(fulfillments).where(eq(fulfillments.id, p.fulfillment_id));
  if (!f) return;
  const order = await repo.findOrderById(tx, { id: f.fulfillment_order_id, lock: true });
  if (!order) return;
  const via = [p.carrier, p.tracking_number].filter(Boolean).join(' ');
  if (p.event_status === 'booked') {
    await repo.addHistory(tx, {
      teamId: order.team_id,
      orderId: order.id,
      fulfillmentId: f.id,
      status: 'booked',
      comment: `Booked with ${via}`,
    });
    return;
  }
  if (p.event_status === 'error') {
    // The carrier refused the booking for good (decision 0920): the distributor books again or by hand; the
    // merchant sees why the parcel has not left yet.
    await repo.addHistory(tx, {
      teamId: order.team_id,
      orderId: order.id,
      fulfillmentId: f.id,
      status: 'booking_error',
      comment: `Booking refused by ${p.carrier ?? 'the carrier'}: ${p.description}`,
    });
    return;
  }
  if (p.event_status === 'returned') {
    // Returned to sender (decision 0922): the order is returned, once; nothing is refunded or clawed back.
    const returned = await repo.updateOrderFrom(tx, {
      teamId: order.team_id,
      id: order.id,
      from: ['submitted', 'shipped'],
      set: { status: 'returned' },
    });
    if (returned)
      await repo.addHistory(tx, {
        teamId: order.team_id,
        orderId: order.id,
        fulfillmentId: f.id,
        status: 'returned',
        comment: `${p.description} (${via})`,
      });
    return;
  }
  if (p.event_status === 'shipped' || p.event_status === 'delivered') {
    const shipped = await repo.updateOrderFrom(tx, {
      teamId: order.team_id,
      id: order.id,
      from: ['submitted'],
      set: { status: 'shipped' },
    });
    if (shipped)
      await repo.addHistory(tx, {
        teamId: order.team_id,
        orderId: order.id,
        fulfillmentId: f.id,
        status: 'shipped',
        comment: `Shipped with ${via}`,
      });
    // The store learns the fulfilment once (decision 0910): the first delivery of it on its way starts the
    // workflow in this transaction, guarded so a redelivered event or a second parcel starts nothing more.
    const [first] = await tx
      .update(fulfillments)
      .set({ store_fulfillment_started_at: new Date(p.occurred_at) })
      .where(and(eq(fulfillments.id, f.id), isNull(fulfillments.store_fulfillment_started_at)))
      .returning({ id: fulfillments.id });
    if (first) await startWorkflow(tx, storeFulfillment, { fulfillmentId: f.id }, { teamId: order.team_id });
  }
  if (p.event_status === 'delivered') {
    const [done] = await tx
      .update(fulfillments)
      .set({ status: 'complete', updated_at: new Date(p.occurred_at) })
      .where(and(eq(fulfillments.id, f.id), eq(fulfillments.status, 'in_progress')))
      .returning({ id: fulfillments.id });
    if (done)
      await repo.addHistory(tx, {
        teamId: order.team_id,
        orderId: order.id,
        fulfillmentId: f.id,
        status: 'delivered',
        comment: `Delivered (${via})`,
      });
  }
}
