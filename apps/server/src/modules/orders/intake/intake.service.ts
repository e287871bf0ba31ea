import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  gstTotals,
  storeOrderWebhookSchema,
  toCents,
  type PlaceSandboxOrderInput,
  type StoreOrderWebhook,
} from '@partsflow/contracts';
import { placeSandboxOrder, StoreError } from '../../../adapters/stores/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { validationFailed } from '../../../platform/http/errors.ts';
import { productsBySku } from '../../catalogue/index.ts';
import { marketplaceSettingsOf, storeInfoById, storeInfoOfTeam } from '../../marketplace/index.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { requestFulfillment } from '../fulfillment-orders/fulfillment-orders.service.ts';
import { connectedDistributors } from '../connections/connections.service.ts';
import * as orders from '../fulfillment-orders/fulfillment-orders.repository.ts';
import { pricesForAccounts } from '../fulfillment-orders/pricing.ts';
import { LIVE_FULFILLMENT_ORDERS, type OrdersDeps } from '../orders.deps.ts';
import { ordersError } from '../orders.errors.ts';
import * as repo from './intake.repository.ts';

/** The header a store's webhook carries its signature in (base64 HMAC-SHA256 of the raw body). */
export const SIGNATURE_HEADER = 'x-partsflow-hmac-sha256';

function signatureMatches(body: string, secret: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', secret).update(body, 'utf8').digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A store's orders/create webhook (platform design section 3, step 4). The signature is checked over the raw body
 * before anything is read or written: a bad one answers 401 and stores nothing. The order becomes a fulfilment
 * order with its lines matched to catalogue SKUs and priced at the connected distributors' prices; a redelivery
 * answers the order the first delivery made.
 */
export async function ingestOrderWebhook(
  deps: OrdersDeps,
  params: { storeId: number; body: string; signature: string | undefined },
): Promise<{ fulfillment_order_id: number; created: boolean }> {
  const secret = await repo.findWebhookSecret(deps.db, params.storeId);
  if (!secret || !signatureMatches(params.body, secret.secret, params.signature))
    throw ordersError('invalid_signature');
  const store = await storeInfoById(deps.db, params.storeId);
  if (!store) throw ordersError('invalid_signature');
  let json: unknown;
  try {
    json = JSON.parse(params.body);
  } catch {
    throw validationFailed([{ path: [], message: 'The body is not JSON' }]);
  }
  const parsed = storeOrderWebhookSchema.safeParse(json);
  if (!parsed.success)
    throw validationFailed(
      parsed.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message })),
    );
  const existing = await orders.findOrderIdByStoreOrder(deps.db, {
    storeId: store.id,
    storeOrderId: parsed.data.id,
  });
  if (existing) return { fulfillment_order_id: existing, created: false };

  const lines = await priceLines(deps, store, parsed.data);
  const created = await deps.db.transaction(async (tx) => {
    const o = parsed.data;
    const a = o.shipping_address;
    const totals = gstTotals(lines.map((l) => ({ price_cents: l.price_cents, quantity: l.quantity })));
    const id = await orders.insertOrderOnce(tx, {
      team_id: store.team_id,
      store_id: store.id,
      store_name: store.name,
      store_order_id: o.id,
      fulfillment_name: o.name,
      customer: o.customer,
      shipping_address: {
        name: a.name,
        company: a.company,
        address1: a.address1,
        address2: a.address2,
        city: a.city,
        state_code: a.province_code,
        postcode: a.zip,
        country: a.country_code,
      },
      ...totals,
      items_count: lines.reduce((n, l) => n + l.quantity, 0),
      search_text: [o.name, o.id, store.name, o.customer.name, ...lines.map((l) => l.store_sku)].join(' '),
      ordered_at: new Date(o.created_at),
    });
    if (id === null) return null;
    await orders.insertOrderItems(
      tx,
      lines.map((l, position) => ({ ...l, position, team_id: store.team_id, fulfillment_order_id: id })),
    );
    await orders.addHistory(tx, {
      teamId: store.team_id,
      orderId: id,
      status: 'pending',
      comment: `Order ${o.name} received from ${store.name}`,
    });
    return id;
  });
  if (created === null) {
    // Another delivery of the same order won the race: answer its order.
    const id = await orders.findOrderIdByStoreOrder(deps.db, {
      storeId: store.id,
      storeOrderId: parsed.data.id,
    });
    return { fulfillment_order_id: id!, created: false };
  }
  await deps.live.publish(store.team_id, LIVE_FULFILLMENT_ORDERS, { id: created });
  await autoRequestFulfillment(deps, store.team_id, created);
  return { fulfillment_order_id: created, created: true };
}

/**
 * The merchant's setting 'Request fulfilment automatically' (docs/decisions/0437): a new order is routed at once,
 * as Request Fulfillment would. An order that cannot be routed yet stays pending with the reason in its history.
 */
async function autoRequestFulfillment(deps: OrdersDeps, teamId: number, orderId: number) {
  if (!(await marketplaceSettingsOf(deps.db, teamId)).autoRequestFulfillment) return;
  try {
    await requestFulfillment(
      deps,
      { scope: { teamId, userId: null, staff: false }, userName: null },
      orderId,
    );
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await orders.addHistory(deps.db, {
      teamId,
      orderId,
      status: 'pending',
      comment: `Automatic fulfilment request failed: ${err.message}`,
    });
  }
}

/**
 * The order's lines matched to catalogue products by SKU and priced at the lowest price a distributor connected
 * to the store charges its account code (docs/decisions/0451); the store's price when none quotes one.
 */
export async function priceLines(
  deps: OrdersDeps,
  store: { id: number; team_id: number },
  o: StoreOrderWebhook,
) {
  const matches = await productsBySku(
    deps.db,
    o.line_items.map((l) => l.sku),
  );
  const accounts = await connectedDistributors(deps.db, { teamId: store.team_id, storeId: store.id });
  const prices = await pricesForAccounts(
    deps,
    accounts,
    [...matches.values()].map((m) => m.sku),
  );
  return o.line_items.map((l) => {
    const m = matches.get(l.sku) ?? null;
    const storePrice = toCents(Number(l.price));
    const quoted = m ? prices.lowest(m.sku) : null;
    return {
      store_line_id: l.id,
      store_sku: l.sku,
      product_id: m?.id ?? null,
      catalogue_sku: m?.sku ?? null,
      product_title: m?.title || l.title,
      product_brand: m?.brand ?? null,
      quantity: l.quantity,
      store_price_cents: storePrice,
      price_cents: quoted ?? storePrice,
    };
  });
}

/**
 * The sandbox store's order form: the store places the order and delivers it to the platform as its signed
 * webhook, through the same ingestion a real store's webhook takes.
 */
export async function placeOrderInSandboxStore(
  deps: OrdersDeps,
  actor: Actor,
  storeId: number,
  input: PlaceSandboxOrderInput,
) {
  const store = await storeInfoOfTeam(deps.db, { teamId: actor.scope.teamId, id: storeId });
  if (!store || store.platform !== 'sandbox') throw ordersError('store_not_found');
  const secret = await repo.webhookSecretOf(deps.db, { storeId: store.id, teamId: store.team_id });
  let placed;
  try {
    placed = await placeSandboxOrder(
      deps.db,
      store,
      {
        customer: {
          name: input.customer.name,
          email: input.customer.email ?? null,
          phone: input.customer.phone ?? null,
        },
        shipping_address: {
          name: input.customer.name,
          company: null,
          address1: input.shipping_address.address1,
          address2: input.shipping_address.address2 ?? null,
          city: input.shipping_address.city,
          province_code: input.shipping_address.state_code,
          zip: input.shipping_address.postcode,
          country_code: 'AU',
        },
        line_items: input.line_items,
      },
      secret,
    );
  } catch (e) {
    if (e instanceof StoreError) throw ordersError('store_rejected_order', e.message);
    throw e;
  }
  const { fulfillment_order_id } = await ingestOrderWebhook(deps, {
    storeId: store.id,
    body: placed.webhook.body,
    signature: placed.webhook.signature,
  });
  return { store_order_id: placed.id, name: placed.name, fulfillment_order_id };
}

/** The secret a store signs its webhooks with (the store's settings show it; tests sign with it). */
export async function storeWebhookSecret(deps: OrdersDeps, store: { id: number; team_id: number }) {
  return repo.webhookSecretOf(deps.db, { storeId: store.id, teamId: store.team_id });
}
