import { and, eq, isNull } from 'drizzle-orm';
import type { StoreFulfillment } from '../../../adapters/stores/index.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { defineWorkflow } from '../../../platform/workflows/index.ts';
import { storeInfoById } from '../../marketplace/index.ts';
import { trackingOfFulfillments } from '../../shipping/index.ts';
import { fulfillmentItems, fulfillmentOrderItems, fulfillments } from '../orders.tables.ts';
import * as repo from '../fulfillment-orders/fulfillment-orders.repository.ts';

export interface StoreFulfillmentRunInput {
  fulfillmentId: number;
}

/** The store's key of the platform's fulfilment: one store fulfilment per platform fulfilment, whatever retries. */
export const storeFulfillmentKey = (fulfillmentId: number) => `partsflow-fulfillment-${fulfillmentId}`;

/** What the send step answers (recorded with the step, so a rerun after it records without sending again). */
interface Sent {
  store_fulfillment_id: string | null;
  store_name: string;
  tracking: string;
}

async function loadFulfillment(db: DbOrTx, id: number) {
  const [f] = await db.select().from(fulfillments).where(eq(fulfillments.id, id));
  if (!f) return null;
  const order = await repo.findOrderById(db, { id: f.fulfillment_order_id });
  if (!order) return null;
  const lines = await db
    .select({ store_line_id: fulfillmentOrderItems.store_line_id, quantity: fulfillmentItems.quantity })
    .from(fulfillmentItems)
    .innerJoin(
      fulfillmentOrderItems,
      eq(fulfillmentOrderItems.id, fulfillmentItems.fulfillment_order_item_id),
    )
    .where(eq(fulfillmentItems.fulfillment_id, f.id));
  return { f, order, lines };
}

/**
 * The merchant's store learns that its order left (issue 19, docs/decisions/0910): started once per fulfilment
 * when its first delivery is in transit, it sends the store a fulfilment of the fulfilment's line items with the
 * carrier and tracking numbers of its booked deliveries, then records the store's fulfilment id and a timeline
 * entry. The store call is keyed by the platform fulfilment, so a retried run (the store refused, timed out, or
 * the process died after the store answered) makes one store fulfilment.
 */
export const storeFulfillment = defineWorkflow<StoreFulfillmentRunInput>({
  name: 'orders.store_fulfillment',
  steps: [
    {
      name: 'send',
      run: async ({ input, db, adapters }): Promise<Sent> => {
        const loaded = await loadFulfillment(db, input.fulfillmentId);
        if (!loaded) return { store_fulfillment_id: null, store_name: '', tracking: '' };
        const { f, order, lines } = loaded;
        const store = await storeInfoById(db, order.store_id);
        // The merchant disconnected the store: there is nobody to tell.
        if (!store) return { store_fulfillment_id: null, store_name: order.store_name, tracking: '' };
        const tracking = await trackingOfFulfillments(db, [f.id]);
        const carrier = tracking.find((t) => t.carrier_name)?.carrier_name ?? null;
        const made: StoreFulfillment = await adapters.store(store.platform).createFulfillment(
          store,
          {
            order_id: order.store_order_id,
            line_items: lines
              .filter((l) => l.quantity > 0)
              .map((l) => ({ id: l.store_line_id, quantity: l.quantity })),
            tracking_company: carrier,
            tracking_numbers: tracking.map((t) => t.tracking_number),
            tracking_urls: tracking.flatMap((t) => (t.tracking_url ? [t.tracking_url] : [])),
            notify_customer: true,
          },
          { sourceKey: storeFulfillmentKey(f.id) },
        );
        return {
          store_fulfillment_id: made.id,
          store_name: store.name,
          tracking: [made.tracking_company, ...made.tracking_numbers].filter(Boolean).join(' '),
        };
      },
    },
    {
      name: 'record',
      run: async ({ input, outputs, db }) => {
        const sent = outputs.send as Sent;
        if (!sent.store_fulfillment_id) return { recorded: false };
        return db.transaction(async (tx) => {
          const [f] = await tx
            .update(fulfillments)
            .set({ store_fulfillment_id: sent.store_fulfillment_id })
            .where(and(eq(fulfillments.id, input.fulfillmentId), isNull(fulfillments.store_fulfillment_id)))
            .returning({
              id: fulfillments.id,
              team_id: fulfillments.team_id,
              order_id: fulfillments.fulfillment_order_id,
            });
          if (!f) return { recorded: false };
          await repo.addHistory(tx, {
            teamId: f.team_id,
            orderId: f.order_id,
            fulfillmentId: f.id,
            status: 'store_fulfilled',
            comment: `Fulfillment sent to ${sent.store_name}${sent.tracking ? ` with ${sent.tracking}` : ''}`,
          });
          return { recorded: true };
        });
      },
    },
  ],
});
