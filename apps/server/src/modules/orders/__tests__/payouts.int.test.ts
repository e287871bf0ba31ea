import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { TEST_CARDS } from '../../../adapters/payments/index.ts';
import { connect, makeWorld, order, placeOrder, price, rows, type World } from './fixtures.ts';

let t: TestApp;
let merchant: TestClient;
let distA: TestClient;
let distB: TestClient;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.signIn('merchant@demo.test');
  distA = await t.signIn('distributor@demo.test');
  distB = await t.signIn('distributor2@demo.test');
  w = await makeWorld(t);
  await connect(merchant, w.storeId, w.distributors[0]!.id, 'ACME-1');
  // Distributor A sells the pad to account ACME-1 at $99.00 and the filter at $22.00 (including GST).
  await price(t, w.distributors[0]!.teamId, 'ACME-1', w.skus.pad, 9900);
  await price(t, w.distributors[0]!.teamId, 'ACME-1', w.skus.filter, 2200);
});
afterAll(async () => {
  await t?.close();
});

const M = '/api/marketplace';
const V1 = '/api/distributor/v1';

async function routedOrder(lines: { sku: string; quantity: number }[]) {
  const id = await placeOrder(merchant, w.storeId, lines);
  const res = await merchant.post(`${M}/v1/fulfillments/${id}/request-fulfillment`);
  expect(res.statusCode, res.body).toBe(200);
  const o = res.json().fulfillment_order;
  return { id, fulfillmentId: o.fulfillments[0].id as number };
}
const accept = (client: TestClient, id: number, ref: string) =>
  client.put(`${V1}/fulfillments/${id}/fulfillment_request`, { status: 'accept', reference_number: ref });
async function payByCard(orderId: number) {
  const secret = (
    await merchant.post(`${M}/create-fulfilment-payment-intent`, {
      fulfilment_id: orderId,
      shopify_integration_id: w.storeId,
    })
  ).json().client_secret;
  const paid = await merchant.post(`${M}/payments/confirm`, {
    client_secret: secret,
    card_number: TEST_CARDS.succeed,
    save_card: false,
  });
  expect(paid.json().status).toBe('succeeded');
}
const payouts = async (client: TestClient) => {
  const res = await client.get(`${V1}/payouts?page=1&page_size=10`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const transfers = (destinationLike: string) =>
  rows<{ amount_cents: number; currency: string }>(
    t,
    sql`select t.amount_cents, t.currency from sandbox_transfers t
        join sandbox_connected_accounts a on a.id = t.destination where a.reference = ${destinationLike}`,
  );

describe('distributor payouts', () => {
  it('waits for the payments account, then pays the share out once, with its order', async () => {
    // Two pads at $99.00 and one filter at $22.00: the distributor's share is $220.00.
    const { id, fulfillmentId } = await routedOrder([
      { sku: w.skus.pad, quantity: 2 },
      { sku: w.skus.filter, quantity: 1 },
    ]);
    expect((await accept(distA, fulfillmentId, 'SO-9001')).statusCode).toBe(200);
    expect((await order(merchant, id)).total).toBe(22000);
    await payByCard(id);

    const account = (await distA.get(`${V1}/payments/account`)).json();
    expect(account).toEqual({ stripe_connect_onboarded: false, business_name: null, bank_last4: null });
    const waiting = await payouts(distA);
    expect(waiting.results).toHaveLength(1);
    expect(waiting.results[0]).toMatchObject({
      kind: 'payout',
      amount: 22000,
      currency: 'AUD',
      source_amount: 22000,
      source_currency: 'AUD',
      fx_rate: 1,
      deducted: 0,
      status: 'pending',
      message: 'Connect your payments account to receive this payout',
      fulfillment_id: fulfillmentId,
      distributor_order_id: 'SO-9001',
      merchant_order: { store_order_reference: expect.stringMatching(/^#\d+$/) },
    });
    expect(waiting.totals).toEqual({ paid: 0, pending: 22000, owed: 0 });

    // A bad BSB is the provider's refusal: nothing changes.
    const bad = await distA.post(`${V1}/payments/account`, {
      business_name: 'Sydney Parts Co',
      bsb: '12',
      account_number: '12345678',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('The BSB must be 6 digits.');

    const linked = await distA.post(`${V1}/payments/account`, {
      business_name: 'Sydney Parts Co',
      bsb: '062-000',
      account_number: '1234 5678',
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({
      stripe_connect_onboarded: true,
      business_name: 'Sydney Parts Co',
      bank_last4: '5678',
    });
    const paid = await payouts(distA);
    expect(paid.results[0]).toMatchObject({ status: 'paid', message: null, amount: 22000 });
    expect(paid.results[0].transfer_id).toMatch(/^tr_/);
    expect(paid.totals).toEqual({ paid: 22000, pending: 0, owed: 0 });
    expect(await transfers(`distributor-${w.distributors[0]!.id}`)).toEqual([
      { amount_cents: 22000, currency: 'AUD' },
    ]);

    // Linking again and reading the order again move no more money.
    await distA.post(`${V1}/payments/account`, {
      business_name: 'Sydney Parts Co',
      bsb: '062000',
      account_number: '12345678',
    });
    await merchant.get(`${M}/v1/fulfillments/${id}`);
    expect(await transfers(`distributor-${w.distributors[0]!.id}`)).toHaveLength(1);
  });

  it('pays out when an accepted fulfilment is paid, and one accepted after payment on accept', async () => {
    const before = (await transfers(`distributor-${w.distributors[0]!.id}`)).length;
    // Paid before the distributor answers: nothing goes out until it accepts.
    const { id, fulfillmentId } = await routedOrder([{ sku: w.skus.pad, quantity: 1 }]);
    await payByCard(id);
    expect(
      (await payouts(distA)).results.some(
        (p: { fulfillment_id: number }) => p.fulfillment_id === fulfillmentId,
      ),
    ).toBe(false);
    // Accepted twice at once: one payout of $99.00.
    await Promise.all([accept(distA, fulfillmentId, 'SO-9002'), accept(distA, fulfillmentId, 'SO-9002')]);
    const list = await payouts(distA);
    const mine = list.results.filter((p: { fulfillment_id: number }) => p.fulfillment_id === fulfillmentId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'paid', amount: 9900, distributor_order_id: 'SO-9002' });
    expect(await transfers(`distributor-${w.distributors[0]!.id}`)).toHaveLength(before + 1);
  });

  it('shows nobody else’s payouts, and refuses a merchant team', async () => {
    expect((await payouts(distB)).results).toEqual([]);
    expect((await merchant.get(`${V1}/payouts`)).statusCode).toBe(403);
  });
});

describe('claw-backs and the payee currency', () => {
  type P = {
    id: number;
    kind: string;
    amount: number;
    currency: string;
    status: string;
    deducted: number;
    transfer_id: string | null;
    fulfillment_id: number;
    source_amount: number | null;
    fx_rate: number | null;
  };
  const ofFulfilment = async (fulfillmentId: number) =>
    ((await payouts(distA)).results as P[]).filter((p) => p.fulfillment_id === fulfillmentId);
  const acceptedAndPaid = async (lines: { sku: string; quantity: number }[], ref: string) => {
    const o = await routedOrder(lines);
    expect((await accept(distA, o.fulfillmentId, ref)).statusCode).toBe(200);
    await payByCard(o.id);
    return o;
  };
  const cancel = async (o: { id: number; fulfillmentId: number }) => {
    expect((await merchant.post(`${M}/v1/fulfillments/${o.id}/cancel-fulfillment`)).statusCode).toBe(200);
    const answer = () =>
      distA.put(`${V1}/fulfillments/${o.fulfillmentId}/cancellation_request`, { status: 'accept' });
    // Accepted twice at once: one claw-back.
    const [a, b] = await Promise.all([answer(), answer()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  };
  const account = () => `distributor-${w.distributors[0]!.id}`;

  it('claws a paid payout back from the next payouts, never below zero, nothing lost', async () => {
    // The account is linked by the first payouts test (this file runs in order).
    const sent = (await transfers(account())).length;
    // $198.00 paid out (two pads), then the fulfilment is cancelled: $198.00 is owed back.
    const first = await acceptedAndPaid([{ sku: w.skus.pad, quantity: 2 }], 'SO-9101');
    expect((await ofFulfilment(first.fulfillmentId))[0]).toMatchObject({ status: 'paid', amount: 19800 });
    await cancel(first);
    const lines = await ofFulfilment(first.fulfillmentId);
    expect(lines).toHaveLength(2);
    expect(lines.find((p) => p.kind === 'clawback')).toMatchObject({
      amount: -19800,
      currency: 'AUD',
      status: 'pending',
      deducted: 0,
    });
    expect((await payouts(distA)).totals.owed).toBe(19800);
    expect(await transfers(account())).toHaveLength(sent + 1);

    // The next payout ($22.00, a filter) is taken whole: no transfer, $176.00 still owed.
    const second = await acceptedAndPaid([{ sku: w.skus.filter, quantity: 1 }], 'SO-9102');
    expect((await ofFulfilment(second.fulfillmentId))[0]).toMatchObject({
      kind: 'payout',
      status: 'paid',
      amount: 2200,
      deducted: 2200,
      transfer_id: null,
    });
    expect(await transfers(account())).toHaveLength(sent + 1);
    expect((await payouts(distA)).totals.owed).toBe(17600);

    // The one after ($297.00, three pads) pays the rest back: $121.00 goes out, the claw-back is settled.
    const third = await acceptedAndPaid([{ sku: w.skus.pad, quantity: 3 }], 'SO-9103');
    expect((await ofFulfilment(third.fulfillmentId))[0]).toMatchObject({
      status: 'paid',
      amount: 29700,
      deducted: 17600,
    });
    const moved = await transfers(account());
    expect(moved).toHaveLength(sent + 2);
    expect(moved.at(-1)).toEqual({ amount_cents: 12100, currency: 'AUD' });
    const back = (await ofFulfilment(first.fulfillmentId)).find((p) => p.kind === 'clawback')!;
    expect(back).toMatchObject({ status: 'settled', deducted: 19800 });
    expect((await payouts(distA)).totals.owed).toBe(0);
    // Nothing lost: paid out 198 + 0 + 121 = 319 = 198 + 22 + 297 - 198.
    expect(moved.slice(sent).reduce((n, m) => n + m.amount_cents, 0)).toBe(19800 + 2200 + 29700 - 19800);
  });

  it('cancels a payout that never went out instead of clawing it back', async () => {
    const d = w.distributors[0]!.id;
    await t.ctx.database.db.execute(
      sql`update distributors set stripe_connect_onboarded = false where id = ${d}`,
    );
    try {
      const o = await acceptedAndPaid([{ sku: w.skus.filter, quantity: 1 }], 'SO-9104');
      expect((await ofFulfilment(o.fulfillmentId))[0]).toMatchObject({ status: 'pending', amount: 2200 });
      await cancel(o);
      const lines = await ofFulfilment(o.fulfillmentId);
      expect(lines).toEqual([expect.objectContaining({ kind: 'payout', status: 'cancelled' })]);
      expect((await payouts(distA)).totals).toMatchObject({ owed: 0 });
    } finally {
      await t.ctx.database.db.execute(
        sql`update distributors set stripe_connect_onboarded = true where id = ${d}`,
      );
    }
  });

  it("pays out in the distributor's company currency at the table's rate, and keeps the order's figure", async () => {
    const teamId = w.distributors[0]!.teamId;
    await t.ctx.database.db.execute(sql`update teams set default_currency_code = 'NZD' where id = ${teamId}`);
    try {
      const o = await acceptedAndPaid([{ sku: w.skus.pad, quantity: 1 }], 'SO-9105');
      // $99.00 AUD at 1.10 NZD per AUD: NZ$108.90.
      expect((await ofFulfilment(o.fulfillmentId))[0]).toMatchObject({
        status: 'paid',
        amount: 10890,
        currency: 'NZD',
        source_amount: 9900,
        fx_rate: 1.1,
      });
      expect((await transfers(account())).at(-1)).toEqual({ amount_cents: 10890, currency: 'NZD' });
      // A currency the table has no rate for pays in the order's currency.
      await t.ctx.database.db.execute(
        sql`update teams set default_currency_code = 'XTS' where id = ${teamId}`,
      );
      const other = await acceptedAndPaid([{ sku: w.skus.pad, quantity: 1 }], 'SO-9106');
      expect((await ofFulfilment(other.fulfillmentId))[0]).toMatchObject({ amount: 9900, currency: 'AUD' });
    } finally {
      await t.ctx.database.db.execute(sql`update teams set default_currency_code = '' where id = ${teamId}`);
    }
  });
});

describe('Direct Account', () => {
  it('an order routed only to a distributor paid on account is direct_account: no Pay now, no payout', async () => {
    await merchant.post('/api/marketplace/v1/marketplace/connect-distributor-account', {
      store_id: w.storeId,
      distributor_id: w.distributors[0]!.id,
      account_code: 'ACME-1',
      direct_billing: true,
    });
    const { id, fulfillmentId } = await routedOrder([{ sku: w.skus.pad, quantity: 1 }]);
    const o = await order(merchant, id);
    expect(o.payment_status).toBe('direct_account');
    expect(o.history.map((h: { status: string }) => h.status)).toContain('direct_account');
    const pay = await merchant.post(`${M}/create-fulfilment-payment-intent`, {
      fulfilment_id: id,
      shopify_integration_id: w.storeId,
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.message).toBe("This order's payment status is direct account");
    await accept(distA, fulfillmentId, 'SO-9003');
    expect(
      (await payouts(distA)).results.some(
        (p: { fulfillment_id: number }) => p.fulfillment_id === fulfillmentId,
      ),
    ).toBe(false);
    // Back to paying through the platform: new orders are unpaid again.
    await connect(merchant, w.storeId, w.distributors[0]!.id, 'ACME-1');
    const next = await routedOrder([{ sku: w.skus.pad, quantity: 1 }]);
    expect((await order(merchant, next.id)).payment_status).toBe('unpaid');
  });
});
