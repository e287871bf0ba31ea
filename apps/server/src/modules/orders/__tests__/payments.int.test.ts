import { paymentReturnMessage } from '@partsflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { TEST_CARDS } from '../../../adapters/payments/index.ts';
import { connect, makeWorld, order, placeOrder, type World } from './fixtures.ts';

let t: TestApp;
let merchant: TestClient;
let other: TestClient;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.signIn('merchant@demo.test');
  other = await t.signIn('merchant2@demo.test');
  w = await makeWorld(t);
  await connect(merchant, w.storeId, w.distributors[0]!.id, 'ACME-1');
});
afterAll(async () => {
  await t?.close();
});

const M = '/api/marketplace';
async function intent(client: TestClient, orderId: number) {
  return client.post(`${M}/create-fulfilment-payment-intent`, {
    fulfilment_id: orderId,
    shopify_integration_id: w.storeId,
  });
}
const pay = (clientSecret: string, card: string, save = false) =>
  merchant.post(`${M}/payments/confirm`, { client_secret: clientSecret, card_number: card, save_card: save });
const newOrder = () => placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 1 }]);

describe('paying for a fulfilment order', () => {
  it('charges once: one intent per order, a declined card then a good one, a second confirm changes nothing', async () => {
    const id = await newOrder();
    const first = await intent(merchant, id);
    expect(first.statusCode, first.body).toBe(200);
    const secret = first.json().client_secret as string;
    expect(secret).toMatch(/^pi_\w+_secret_\w+$/);
    expect((await intent(merchant, id)).json().client_secret).toBe(secret);

    const declined = await pay(secret, TEST_CARDS.decline);
    expect(declined.json()).toEqual({ status: 'requires_payment_method', error: 'Your card was declined.' });
    expect((await order(merchant, id)).payment_status).toBe('unpaid');

    const paid = await pay(secret, '4242 4242 4242 4242');
    expect(paid.json()).toEqual({ status: 'succeeded', error: null });
    const again = await pay(secret, TEST_CARDS.succeed);
    expect(again.json().status).toBe('succeeded');
    const o = await order(merchant, id);
    expect(o.payment_status).toBe('paid');
    expect(o.history.filter((h: { status: string }) => h.status === 'paid')).toHaveLength(1);
    expect(o.history.find((h: { status: string }) => h.status === 'payment_failed').comment).toBe(
      'Payment failed (card): Your card was declined.',
    );
    // Paid: no second intent.
    const more = await intent(merchant, id);
    expect(more.statusCode).toBe(409);
    expect(more.json().error.message).toBe("This order's payment status is paid");
    // The payment return page reads the status back.
    const back = await merchant.get(
      `${M}/payments/intent?payment_intent_client_secret=${encodeURIComponent(secret)}`,
    );
    expect(back.json()).toEqual({ status: 'succeeded', fulfillment_order_id: id });
    expect(paymentReturnMessage(back.json().status).text).toBe('Success! Payment received.');
  });

  it('confirmed twice at once records one payment', async () => {
    const id = await newOrder();
    const secret = (await intent(merchant, id)).json().client_secret;
    const both = await Promise.all([pay(secret, TEST_CARDS.succeed), pay(secret, TEST_CARDS.succeed)]);
    expect(both.map((r) => r.json().status)).toEqual(['succeeded', 'succeeded']);
    expect(
      (await order(merchant, id)).history.filter((h: { status: string }) => h.status === 'paid'),
    ).toHaveLength(1);
  });

  it('leaves a processing payment unpaid, and says so on return', async () => {
    const id = await newOrder();
    const secret = (await intent(merchant, id)).json().client_secret;
    expect((await pay(secret, TEST_CARDS.processing)).json().status).toBe('processing');
    expect((await order(merchant, id)).payment_status).toBe('unpaid');
    expect(paymentReturnMessage('processing').text).toBe(
      "Payment processing. We'll update you when payment is received.",
    );
    expect(paymentReturnMessage('requires_payment_method').text).toBe(
      'Payment failed. Please try another payment method.',
    );
    expect(paymentReturnMessage('canceled').text).toBe('Something went wrong.');
  });

  it('validates the card number and keeps other teams out', async () => {
    const id = await newOrder();
    const secret = (await intent(merchant, id)).json().client_secret;
    const bad = await pay(secret, '4242');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].message).toBe('Your card number is invalid.');
    expect((await intent(other, id)).statusCode).toBe(404);
    const foreign = await other.post(`${M}/payments/confirm`, {
      client_secret: secret,
      card_number: TEST_CARDS.succeed,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await other.get(`${M}/payments/intent?payment_intent_client_secret=${secret}`)).statusCode).toBe(
      404,
    );
    expect((await order(merchant, id)).payment_status).toBe('unpaid');
  });

  it('auto-bills the saved card when fulfilment is requested, once', async () => {
    const first = await newOrder();
    const secret = (await intent(merchant, first)).json().client_secret;
    expect((await pay(secret, TEST_CARDS.succeed, true)).json().status).toBe('succeeded');
    const on = await merchant.post(`${M}/update-store-auto-billing`, {
      integration_id: w.storeId,
      auto_billing: true,
    });
    expect(on.json()).toEqual({ auto_billing: true });
    const billing = (await merchant.get(`${M}/store-billing`)).json().stores;
    expect(billing).toContainEqual({
      store_id: w.storeId,
      auto_billing: true,
      card: { brand: 'Visa', last4: '4242' },
    });

    const id = await newOrder();
    const routed = await merchant.post(`/api/marketplace/v1/fulfillments/${id}/request-fulfillment`);
    expect(routed.statusCode, routed.body).toBe(200);
    const o = routed.json().fulfillment_order;
    expect(o.status).toBe('submitted');
    expect(o.payment_status).toBe('paid');
    expect(o.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'submitted', 'paid']);
    expect(o.history.at(-1).comment).toBe('Payment received (auto-billing)');
    // A repeated request charges nothing more.
    await merchant.post(`/api/marketplace/v1/fulfillments/${id}/request-fulfillment`);
    expect(
      (await order(merchant, id)).history.filter((h: { status: string }) => h.status === 'paid'),
    ).toHaveLength(1);

    const off = await merchant.post(`${M}/update-store-auto-billing`, {
      integration_id: w.storeId,
      auto_billing: false,
    });
    expect(off.json()).toEqual({ auto_billing: false });
    const later = await newOrder();
    const unpaid = (
      await merchant.post(`/api/marketplace/v1/fulfillments/${later}/request-fulfillment`)
    ).json();
    expect(unpaid.fulfillment_order.payment_status).toBe('unpaid');
    expect(
      (await other.post(`${M}/update-store-auto-billing`, { integration_id: w.storeId, auto_billing: true }))
        .statusCode,
    ).toBe(404);
  });
});
