import { gstTotals, storeOrderWebhookSchema } from '@partsflow/contracts';
import { signWebhookBody, StoreError } from '../../../adapters/stores/index.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { storeInfoById } from '../../marketplace/index.ts';
import * as orders from '../fulfillment-orders/fulfillment-orders.repository.ts';
import { ingestOrderWebhook, priceLines, storeWebhookSecret } from '../intake/intake.service.ts';
import { LIVE_FULFILLMENT_ORDERS, type OrdersDeps } from '../orders.deps.ts';
import { ordersError } from '../orders.errors.ts';
import { inventorySyncErrors } from '../orders.tables.ts';
import { storeAdapter } from './inventory-sync.service.ts';

export const BACKFILL_QUEUE = 'inventory-sync-backfill';
const PAGE = 250;

export interface BackfillResult {
  created: number;
  refreshed: number;
  errors: string[];
}

/**
 * Backfill merchant-managed FOs (merchant spec 2.12; docs/decisions/0462): the store's orders the platform has not
 * taken on yet (placed before the store was connected, or a webhook that never arrived) become fulfilment orders
 * through the same ingestion a webhook takes. With `includeExisting`, orders already here that are still pending
 * and unpaid are refreshed from the store: lines matched to catalogue SKUs again and priced at the connected
 * distributors' current prices. Routed or paid orders are never changed. Failures are recorded on the integration.
 */
export async function runBackfill(
  deps: OrdersDeps,
  params: { storeId: number; includeExisting: boolean },
): Promise<BackfillResult> {
  const store = await storeInfoById(deps.db, params.storeId);
  if (!store) throw ordersError('store_not_found');
  const result: BackfillResult = { created: 0, refreshed: 0, errors: [] };
  const secret = await storeWebhookSecret(deps, store);
  const adapter = storeAdapter(deps.db);
  const fail = async (message: string) => {
    result.errors.push(message);
    await deps.db.insert(inventorySyncErrors).values({ store_id: store.id, message });
  };
  for (let offset = 0; ; offset += PAGE) {
    let page: { id: string; body: string }[];
    try {
      page = await adapter.readOrders(store, { limit: PAGE, offset });
    } catch (e) {
      if (!(e instanceof StoreError)) throw e;
      await fail(`Backfill: ${e.message}`);
      break;
    }
    for (const o of page) {
      try {
        const existing = await orders.findOrderIdByStoreOrder(deps.db, {
          storeId: store.id,
          storeOrderId: o.id,
        });
        if (existing === null) {
          const r = await ingestOrderWebhook(deps, {
            storeId: store.id,
            body: o.body,
            signature: signWebhookBody(o.body, secret),
          });
          if (r.created) result.created++;
        } else if (params.includeExisting && (await refreshOrder(deps, store, existing, o.body))) {
          result.refreshed++;
        }
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        await fail(`Backfill of order ${o.id}: ${e.message}`);
      }
    }
    if (page.length < PAGE) break;
  }
  return result;
}

/** Refreshes a pending, unpaid order's lines from the store's order; answers whether it was refreshed. */
async function refreshOrder(
  deps: OrdersDeps,
  store: { id: number; team_id: number; name: string },
  orderId: number,
  body: string,
) {
  const parsed = storeOrderWebhookSchema.safeParse(JSON.parse(body));
  if (!parsed.success) throw ordersError('store_rejected_order', 'The store order is not well formed');
  const lines = await priceLines(deps, store, parsed.data);
  const done = await deps.db.transaction(async (tx) => {
    const o = await orders.findOrderOfTeam(tx, { teamId: store.team_id, id: orderId, lock: true });
    if (!o || o.status !== 'pending' || o.payment_status !== 'unpaid') return false;
    const items = await orders.listOrderItems(tx, { teamId: store.team_id, orderId });
    for (const item of items) {
      const line = lines.find((l) => l.store_line_id === item.store_line_id);
      if (!line) continue;
      await orders.refreshOrderItem(tx, {
        teamId: store.team_id,
        id: item.id,
        set: {
          product_id: line.product_id,
          catalogue_sku: line.catalogue_sku,
          product_title: line.product_title,
          product_brand: line.product_brand,
          price_cents: line.price_cents,
          store_price_cents: line.store_price_cents,
        },
      });
    }
    const after = await orders.listOrderItems(tx, { teamId: store.team_id, orderId });
    await orders.updateOrderFrom(tx, {
      teamId: store.team_id,
      id: orderId,
      from: ['pending'],
      set: gstTotals(after.map((i) => ({ price_cents: i.price_cents, quantity: i.quantity }))),
    });
    await orders.addHistory(tx, {
      teamId: store.team_id,
      orderId,
      status: 'pending',
      comment: `Refreshed from ${store.name} by a backfill`,
    });
    return true;
  });
  if (done) await deps.live.publish(store.team_id, LIVE_FULFILLMENT_ORDERS, { id: orderId });
  return done;
}
