import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { signWebhookBody } from '../../../adapters/stores/index.ts';
import { ordersDeps, storeWebhookSecret } from '../index.ts';
import { connect, CUSTOMER, makeWorld, order, placeOrder, price, rows, type World } from './fixtures.ts';

let t: TestApp;
let merchant: TestClient;
let other: TestClient;
let w: World;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.signIn('merchant@demo.test');
  other = await t.signIn('merchant2@demo.test');
  w = await makeWorld(t);
  secret = await storeWebhookSecret(ordersDeps(t.ctx), { id: w.storeId, team_id: t.teams.merchants[0]! });
});
afterAll(async () => {
  await t?.close();
});

const countOrders = async () =>
  Number((await rows<{ n: string }>(t, sql`select count(*) as n from fulfillment_orders`))[0]!.n);

function webhookBody(sku: string, id = randomUUID()) {
  return JSON.stringify({
    id,
    name: `#W-${id.slice(0, 4)}`,
    created_at: new Date().toISOString(),
    currency: 'AUD',
    customer: CUSTOMER,
    shipping_address: {
      name: CUSTOMER.name,
      company: null,
      address1: '10 High Street',
      address2: null,
      city: 'Dandenong',
      province_code: 'VIC',
      zip: '3175',
      country_code: 'AU',
    },
    line_items: [{ id: `${id}-1`, sku, title: 'Brake pad set', quantity: 1, price: '150.00' }],
  });
}

const deliver = (body: string, signature: string | null) =>
  t.anonymous.request({
    method: 'POST',
    url: `/api/webhooks/stores/${w.storeId}/orders`,
    payload: body,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-partsflow-hmac-sha256': signature }),
    },
  });

describe('store orders', () => {
  it('turns a sandbox store order into a pending fulfilment order priced at the connected distributor (GST worked example)', async () => {
    const [a] = w.distributors;
    await connect(merchant, w.storeId, a!.id, 'ACME-1');
    await price(t, a!.teamId, 'ACME-1', w.skus.pad, 9900);
    const id = await placeOrder(merchant, w.storeId, [
      { sku: w.skus.pad, quantity: 2 },
      { sku: w.skus.filter, quantity: 1 },
    ]);
    const o = await order(merchant, id);
    expect(o.status).toBe('pending');
    expect(o.display_status).toBe('pending');
    expect(o.payment_status).toBe('unpaid');
    expect(o.fulfillment_name).toMatch(/^#\d{4}$/);
    expect(o.supported_actions).toEqual(['request_fulfillment']);
    expect(o.items).toMatchObject([
      {
        store_sku: w.skus.pad,
        catalogue_sku: w.skus.pad,
        product_brand: w.brand,
        quantity: 2,
        store_price: 15000,
        // The distributor's price for ACME-1: $99.00 a unit incl. GST; $90.00 ex GST; tax 198.00 - 180.00.
        price: 9900,
        unit_price_ex_gst: 9000,
        tax: 1800,
      },
      // No distributor quotes the filter: the store's $45.00; ex GST 40.91 (45 / 1.1), tax 4.09.
      { store_sku: w.skus.filter, price: 4500, unit_price_ex_gst: 4091, tax: 409, quantity: 1 },
    ]);
    // subtotal 180.00 + 40.91; tax 18.00 + 4.09; total = subtotal + charges + tax = 243.00
    expect(o).toMatchObject({
      subtotal: 22091,
      tax: 2209,
      charges: 0,
      discount: 0,
      total: 24300,
      items_count: 3,
    });
    expect(o.history).toMatchObject([
      { status: 'pending', comment: expect.stringContaining('received from') },
    ]);
  });

  it('answers 401 to a webhook with a bad or missing signature and stores nothing', async () => {
    const before = await countOrders();
    const body = webhookBody(w.skus.pad);
    const bad = await deliver(body, signWebhookBody(body, 'not-the-secret'));
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.code).toBe('invalid_signature');
    expect((await deliver(body, null)).statusCode).toBe(401);
    // A body changed after signing fails too.
    const tampered = await deliver(
      body.replace('"quantity":1', '"quantity":9'),
      signWebhookBody(body, secret),
    );
    expect(tampered.statusCode).toBe(401);
    expect(await countOrders()).toBe(before);
  });

  it('makes one order of a webhook delivered twice, also when both arrive at once', async () => {
    const body = webhookBody(w.skus.pad);
    const signature = signWebhookBody(body, secret);
    const first = await deliver(body, signature);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().created).toBe(true);
    const again = await deliver(body, signature);
    expect(again.json()).toEqual({ fulfillment_order_id: first.json().fulfillment_order_id, created: false });

    const twin = webhookBody(w.skus.pad);
    const sig = signWebhookBody(twin, secret);
    const before = await countOrders();
    const both = await Promise.all([deliver(twin, sig), deliver(twin, sig)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(new Set(both.map((r) => r.json().fulfillment_order_id)).size).toBe(1);
    expect(await countOrders()).toBe(before + 1);
  });

  it('keeps a line no catalogue product matches, and refuses to route it', async () => {
    const body = webhookBody('NOT-IN-CATALOGUE');
    const res = await deliver(body, signWebhookBody(body, secret));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().fulfillment_order_id;
    const o = await order(merchant, id);
    expect(o.items[0]).toMatchObject({ store_sku: 'NOT-IN-CATALOGUE', catalogue_sku: null, price: 15000 });
    const route = await merchant.post(`/api/marketplace/v1/fulfillments/${id}/request-fulfillment`);
    expect(route.statusCode).toBe(409);
    expect(route.json().error.message).toBe('No catalogue product has the SKU NOT-IN-CATALOGUE');
    expect((await order(merchant, id)).status).toBe('pending');
  });

  it('validates the sandbox order form with its messages and changes nothing', async () => {
    const before = await countOrders();
    const res = await merchant.post(`/api/marketplace/v1/marketplace/stores/${w.storeId}/sandbox/orders`, {
      customer: { name: '' },
      shipping_address: { address1: '1 A St', city: 'Dandenong', state_code: 'VIC', postcode: '31' },
      line_items: [],
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().error.details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Customer name is required',
        'Postcode must be 4 digits',
        'Add at least one product',
      ]),
    );
    const unknown = await merchant.post(
      `/api/marketplace/v1/marketplace/stores/${w.storeId}/sandbox/orders`,
      {
        customer: CUSTOMER,
        shipping_address: { address1: '1 A St', city: 'Dandenong', state_code: 'VIC', postcode: '3175' },
        line_items: [{ sku: 'NOPE-1', quantity: 1 }],
      },
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.message).toBe('NOPE-1 is not a product of this store');
    expect(await countOrders()).toBe(before);
  });

  it("answers 404 for another team's order and store", async () => {
    const id = await placeOrder(merchant, w.storeId, [{ sku: w.skus.filter, quantity: 1 }]);
    expect((await other.get(`/api/marketplace/v1/fulfillments/${id}`)).statusCode).toBe(404);
    expect((await other.post(`/api/marketplace/v1/fulfillments/${id}/request-fulfillment`)).statusCode).toBe(
      404,
    );
    expect((await other.post(`/api/marketplace/v1/fulfillments/${id}/cancel-fulfillment`)).statusCode).toBe(
      404,
    );
    const table = (await other.get('/api/marketplace/fulfillments/datatable.json')).json();
    expect(table.data.map((r: { id: number }) => r.id)).not.toContain(id);
    const place = await other.post(`/api/marketplace/v1/marketplace/stores/${w.storeId}/sandbox/orders`, {
      customer: CUSTOMER,
      shipping_address: { address1: '1 A St', city: 'Dandenong', state_code: 'VIC', postcode: '3175' },
      line_items: [{ sku: w.skus.filter, quantity: 1 }],
    });
    expect(place.statusCode).toBe(404);
  });

  it('lists orders 25 a page, newest first, searchable by order number', async () => {
    const id = await placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 1 }]);
    const name = (await order(merchant, id)).fulfillment_name as string;
    const table = (await merchant.get('/api/marketplace/fulfillments/datatable.json')).json();
    expect(table.data[0]).toMatchObject({ id, status: 'pending', fulfillments_count: 0, items_count: 1 });
    expect(table.meta.total_count).toBeGreaterThanOrEqual(table.data.length);
    const found = (
      await merchant.get(`/api/marketplace/v1/fulfillments?query=${encodeURIComponent(name)}`)
    ).json();
    expect(found.data.map((r: { id: number }) => r.id)).toContain(id);
    const sorted = (
      await merchant.get('/api/marketplace/fulfillments/datatable.json?sort=total&sort_dir=asc')
    ).json();
    const totals = sorted.data.map((r: { total: number }) => r.total);
    expect(totals).toEqual([...totals].sort((x: number, y: number) => x - y));
  });
});

describe('distributor accounts', () => {
  it('connects a store with an account code, changes it, lists it and disconnects', async () => {
    const [, b] = w.distributors;
    const page = (await merchant.get('/api/marketplace/v1/marketplace/distributors')).json();
    expect(page.stores.map((s: { id: number }) => s.id)).toContain(w.storeId);
    expect(page.distributors.map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining(['Sydney Parts Co', 'Brisbane Spares']),
    );
    await connect(merchant, w.storeId, b!.id, 'OLD');
    const accounts = await connect(merchant, w.storeId, b!.id, 'NEW-7');
    const mine = accounts.filter((a) => a.distributor_id === b!.id && a.store_id === w.storeId);
    expect(mine).toMatchObject([{ account_code: 'NEW-7' }]);
    expect(
      (await other.delete(`/api/marketplace/v1/marketplace/disconnect-distributor-account/${mine[0]!.id}`))
        .statusCode,
    ).toBe(404);
    const gone = await merchant.delete(
      `/api/marketplace/v1/marketplace/disconnect-distributor-account/${mine[0]!.id}`,
    );
    expect(gone.statusCode).toBe(200);
    expect(gone.json().accounts.map((a: { id: number }) => a.id)).not.toContain(mine[0]!.id);
  });

  it('requires the account code and refuses another team’s store', async () => {
    const [a] = w.distributors;
    const blank = await merchant.post('/api/marketplace/v1/marketplace/connect-distributor-account', {
      store_id: w.storeId,
      distributor_id: a!.id,
      account_code: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details[0].message).toBe('Account code is required');
    const foreign = await other.post('/api/marketplace/v1/marketplace/connect-distributor-account', {
      store_id: w.storeId,
      distributor_id: a!.id,
      account_code: 'X',
    });
    expect(foreign.statusCode).toBe(404);
  });
});
