import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_PASSWORD } from './auth.ts';

// The set-up the distributor portal and warehouse journeys share: a signed-in API client, a SKU the demo
// distributor stocks, and a sandbox order whose fulfilment the merchant requests.

/** A signed-in API client of a demo user (raw answers: the journeys check the status codes they expect). */
export async function apiAs(request: APIRequestContext, email: string) {
  const res = await request.post('/api/session', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), `${email} signs in`).toBe(true);
  const csrf = (await res.json()).csrf_token as string;
  const headers = { 'x-csrf-token': csrf };
  return {
    get: (url: string) => request.get(url),
    post: (url: string, data?: object) => request.post(url, { data, headers }),
    put: (url: string, data?: object) => request.put(url, { data, headers }),
    patch: (url: string, data?: object) => request.patch(url, { data, headers }),
  };
}

export type Api = Awaited<ReturnType<typeof apiAs>>;

/** A SKU the demo distributor stocks: one of the demo's routed orders carries it. */
export async function stockedSku(merchant: Api) {
  const rows = (await (await merchant.get('/api/marketplace/fulfillments/datatable.json?per=100')).json())
    .data as { id: number; status: string }[];
  for (const row of rows.filter((r) => r.status !== 'pending')) {
    const o = (await (await merchant.get(`/api/marketplace/v1/fulfillments/${row.id}`)).json())
      .fulfillment_order as {
      store: { id: number };
      items: { catalogue_sku: string | null; store_sku: string }[];
      fulfillments: unknown[];
    };
    const sku = o.items.find((i) => i.catalogue_sku)?.store_sku;
    if (sku && o.fulfillments.length) return { sku, storeId: o.store.id };
  }
  throw new Error('the demo has no routed order to take a stocked SKU from');
}

/**
 * The merchant places a sandbox order of `quantity` of `sku` and requests its fulfilment; answers the order, its
 * store reference and the fulfilment requested.
 */
export async function requestedOrder(
  merchant: Api,
  storeId: number,
  sku: string,
  name: string,
  quantity = 2,
) {
  const placed = await merchant.post(`/api/marketplace/v1/marketplace/stores/${storeId}/sandbox/orders`, {
    customer: { name, email: null, phone: null },
    shipping_address: {
      address1: '3 Crown Street',
      city: 'Surry Hills',
      state_code: 'NSW',
      postcode: '2010',
    },
    line_items: [{ sku, quantity }],
  });
  expect(placed.status()).toBe(201);
  const orderId = (await placed.json()).fulfillment_order_id as number;
  const requested = await merchant.post(`/api/marketplace/v1/fulfillments/${orderId}/request-fulfillment`);
  expect(requested.status()).toBe(200);
  const order = (await requested.json()).fulfillment_order as {
    fulfillment_name: string;
    fulfillments: { id: number }[];
  };
  return { orderId, reference: order.fulfillment_name, fulfillmentId: order.fulfillments.at(-1)!.id };
}
