import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { createSandboxPayments, TEST_CARDS } from '../../../adapters/payments/index.ts';
import { addInvoiceLine } from '../../billing/index.ts';
import { ordersDeps } from '../index.ts';
import { retryRefunds } from '../payments/refunds.service.ts';
import { collectClawback, collectOverdueClawbacks } from '../payouts/payouts.service.ts';
import { connect, makeWorld, order, placeOrder, price, rows, type World } from './fixtures.ts';

/**
 * The money leftovers of issues 11 and 13 (decisions 0473-0475, 0752): payouts per period with freight and fees
 * deducted, refunds of a cancelled fulfilment's share to the merchant's card, and claw-backs collected from the
 * connected account when no later payout recovers them.
 */
let t: TestApp;
let merchant: TestClient;
let otherMerchant: TestClient;
let distA: TestClient;
let distB: TestClient;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.signIn('merchant@demo.test');
  otherMerchant = await t.signIn('merchant2@demo.test');
  distA = await t.signIn('distributor@demo.test');
  distB = await t.signIn('distributor2@demo.test');
  w = await makeWorld(t);
  await connect(merchant, w.storeId, w.distributors[0]!.id, 'ACME-1');
  // Distributor A's prices to ACME-1, including GST: pad $99.00, filter $22.00, rotor $250.00.
  await price(t, w.distributors[0]!.teamId, 'ACME-1', w.skus.pad, 9900);
  await price(t, w.distributors[0]!.teamId, 'ACME-1', w.skus.filter, 2200);
  await price(t, w.distributors[0]!.teamId, 'ACME-1', w.skus.rotor, 25000);
  const linked = await distA.post(`${V1}/payments/account`, {
    business_name: 'Sydney Parts Co',
    bsb: '062-000',
    account_number: '12345678',
  });
  expect(linked.statusCode, linked.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const M = '/api/marketplace';
const V1 = '/api/distributor/v1';
const db = () => t.ctx.database.db;

async function routedOrder(lines: { sku: string; quantity: number }[]) {
  const id = await placeOrder(merchant, w.storeId, lines);
  const res = await merchant.post(`${M}/v1/fulfillments/${id}/request-fulfillment`);
  expect(res.statusCode, res.body).toBe(200);
  const fs = res.json().fulfillment_order.fulfillments as { id: number; items: { sku: string }[] }[];
  return { id, fulfillmentIds: fs.map((f) => f.id) };
}
const accept = (id: number, ref: string) =>
  distA.put(`${V1}/fulfillments/${id}/fulfillment_request`, { status: 'accept', reference_number: ref });
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
async function acceptedAndPaid(lines: { sku: string; quantity: number }[]) {
  const o = await routedOrder(lines);
  for (const f of o.fulfillmentIds) expect((await accept(f, `SO-${f}`)).statusCode).toBe(200);
  await payByCard(o.id);
  return o;
}
async function cancelFulfilment(orderId: number, fulfillmentId: number) {
  await merchant.post(`${M}/v1/fulfillments/${orderId}/cancel-fulfillment`);
  const answer = () =>
    distA.put(`${V1}/fulfillments/${fulfillmentId}/cancellation_request`, { status: 'accept' });
  // Accepted twice at once: one refund, one claw-back.
  const [a, b] = await Promise.all([answer(), answer()]);
  expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
}
const periods = async (client: TestClient, query = '') => {
  const res = await client.get(`${V1}/payouts/periods?page=1&page_size=20${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const thisWeek = () =>
  rows<{ start: string }>(
    t,
    sql`select to_char(date_trunc('week', now() at time zone 'UTC'), 'YYYY-MM-DD') as start`,
  );

describe('payouts per period', () => {
  it('groups a week: gross less brokered freight and platform fees is net, in the payee currency', async () => {
    const teamId = w.distributors[0]!.teamId;
    // This week: $99.00 (a pad) and $22.00 (a filter) paid out; a payout of last week ($198.00, two pads).
    await acceptedAndPaid([{ sku: w.skus.pad, quantity: 1 }]);
    await acceptedAndPaid([{ sku: w.skus.filter, quantity: 1 }]);
    const old = await acceptedAndPaid([{ sku: w.skus.pad, quantity: 2 }]);
    await db().execute(
      sql`update distributor_payouts set created_at = now() - interval '7 days' where fulfillment_id = ${old.fulfillmentIds[0]!}`,
    );
    // Brokered freight booked through the platform this week ($14.95 and $20.00, one voided) and a platform fee
    // ($5.50); last week's freight ($9.90). Another team's freight counts for nobody here.
    await db().transaction(async (tx) => {
      await addInvoiceLine(tx, {
        teamId,
        sourceType: 'freight_booking',
        sourceId: 900001,
        description: 'Freight',
        amountCents: 1495,
      });
      await addInvoiceLine(tx, {
        teamId,
        sourceType: 'freight_booking',
        sourceId: 900002,
        description: 'Freight',
        amountCents: 2000,
      });
      await addInvoiceLine(tx, {
        teamId,
        sourceType: 'label_request_fee',
        sourceId: 900003,
        description: 'Fee',
        amountCents: 550,
      });
      await addInvoiceLine(tx, {
        teamId,
        sourceType: 'freight_booking',
        sourceId: 900004,
        description: 'Freight',
        amountCents: 990,
      });
      await addInvoiceLine(tx, {
        teamId: w.distributors[1]!.teamId,
        sourceType: 'freight_booking',
        sourceId: 900005,
        description: 'Freight',
        amountCents: 7777,
      });
    });
    await db().execute(sql`update invoice_lines set voided_at = now() where source_id = 900002`);
    await db().execute(
      sql`update invoice_lines set created_at = now() - interval '7 days' where source_id = 900004`,
    );

    const [{ start }] = (await thisWeek()) as [{ start: string }];
    const reply = await periods(distA);
    expect(reply.pagination).toMatchObject({ page: 1, page_size: 20, total_count: 2 });
    const [now, before] = reply.results;
    expect(now).toEqual({
      period: 'week',
      start,
      end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      currency: 'AUD',
      payouts: 2,
      gross: 12100,
      clawbacks: 0,
      freight: 1495,
      fees: 550,
      // 99.00 + 22.00 - 14.95 - 5.50 = 100.55
      net: 10055,
      transferred: 12100,
    });
    expect(new Date(`${now.end}T00:00:00Z`).getTime() - new Date(`${start}T00:00:00Z`).getTime()).toBe(
      6 * 86_400_000,
    );
    expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1); // a Monday
    expect(before).toMatchObject({ payouts: 1, gross: 19800, freight: 990, fees: 0, net: 18810 });

    // Monthly: the same money in one or two months, never counted twice.
    const months = await periods(distA, '&period=month');
    const sum = (k: string) => months.results.reduce((n: number, r: Record<string, number>) => n + r[k]!, 0);
    expect([sum('gross'), sum('freight'), sum('fees'), sum('net')]).toEqual([31900, 2485, 550, 28865]);
    expect(months.results[0].period).toBe('month');

    // B sees only its own freight; a merchant team may not ask; a bad period is refused.
    expect((await periods(distB)).results).toEqual([
      expect.objectContaining({ start, payouts: 0, gross: 0, freight: 7777, fees: 0, net: -7777 }),
    ]);
    expect((await merchant.get(`${V1}/payouts/periods`)).statusCode).toBe(403);
    expect((await distA.get(`${V1}/payouts/periods?period=day`)).statusCode).toBe(400);
  });

  it('converts freight to the payee currency at the rates table', async () => {
    const teamId = w.distributors[0]!.teamId;
    await db().execute(sql`update teams set default_currency_code = 'NZD' where id = ${teamId}`);
    try {
      await acceptedAndPaid([{ sku: w.skus.pad, quantity: 1 }]); // A$99.00 = NZ$108.90
      const [now] = (await periods(distA)).results.filter((r: { currency: string }) => r.currency === 'NZD');
      // This week's A$14.95 freight and A$5.50 fee at 1.10: NZ$16.45 and NZ$6.05.
      expect(now).toMatchObject({ gross: 10890, freight: 1645, fees: 605, net: 10890 - 1645 - 605 });
    } finally {
      await db().execute(sql`update teams set default_currency_code = '' where id = ${teamId}`);
    }
  });
});

describe('refunds to the merchant’s card', () => {
  type Refund = { amount: number; kind: string; status: string; fulfillment_id: number | null };

  it('refunds a cancelled fulfilment’s share (partial), then the rest once the order is cancelled (full)', async () => {
    // Five rotors and a filter for Melbourne: Melbourne has the rotors but no filter, Sydney one rotor: two
    // fulfilments, $1,250.00 of rotors and $22.00 of filter.
    const o = await acceptedAndPaid([
      { sku: w.skus.rotor, quantity: 5 },
      { sku: w.skus.filter, quantity: 1 },
    ]);
    expect(o.fulfillmentIds).toHaveLength(2);
    const total = (await order(merchant, o.id)).total as number;
    expect(total).toBe(127200);
    const [filterF] = await rows<{ id: number }>(
      t,
      sql`select f.id from fulfillments f join fulfillment_items i on i.fulfillment_id = f.id
          where f.fulfillment_order_id = ${o.id} and i.store_sku = ${w.skus.filter}`,
    );
    const rotorF = o.fulfillmentIds.find((id) => id !== filterF!.id)!;

    await cancelFulfilment(o.id, filterF!.id);
    let pay = (await merchant.get(`${M}/v1/fulfillments/${o.id}/payment`)).json();
    expect(pay.payment).toMatchObject({ amount: 127200, currency: 'AUD', refunded: 2200 });
    expect(pay.refunds as Refund[]).toEqual([
      expect.objectContaining({
        amount: 2200,
        kind: 'partial',
        status: 'succeeded',
        fulfillment_id: filterF!.id,
      }),
    ]);

    await cancelFulfilment(o.id, rotorF);
    pay = (await merchant.get(`${M}/v1/fulfillments/${o.id}/payment`)).json();
    expect(pay.payment.refunded).toBe(127200);
    expect((pay.refunds as Refund[]).map((r) => [r.amount, r.kind, r.status])).toEqual([
      [2200, 'partial', 'succeeded'],
      [125000, 'full', 'succeeded'],
    ]);
    // At the provider: two refunds of the intent, together exactly what was paid.
    const refunds = await rows<{ amount_cents: number }>(
      t,
      sql`select r.amount_cents from sandbox_refunds r join fulfillment_payments p on p.intent_id = r.intent_id
          where p.fulfillment_order_id = ${o.id} order by r.created_at`,
    );
    expect(refunds.map((r) => r.amount_cents)).toEqual([2200, 125000]);
    // The timeline says so; the distributor's payouts were clawed back.
    const history = (await order(merchant, o.id)).history as { status: string; comment: string }[];
    expect(history.filter((h) => h.status === 'refunded').map((h) => h.comment)).toEqual([
      'Refunded $22.00 to the card',
      'Refunded $1,250.00 to the card',
    ]);
    // A retry sweep moves nothing more; another team cannot see the payment.
    await retryRefunds(
      ordersDeps({ database: t.ctx.database }, { now: () => new Date(Date.now() + 3_600_000) }),
    );
    expect(
      await rows(
        t,
        sql`select 1 from sandbox_refunds r join fulfillment_payments p on p.intent_id = r.intent_id where p.fulfillment_order_id = ${o.id}`,
      ),
    ).toHaveLength(2);
    expect((await otherMerchant.get(`${M}/v1/fulfillments/${o.id}/payment`)).statusCode).toBe(404);
  });

  it('a refund claimed but never sent (a crash) is sent by the money sweep, once', async () => {
    const o = await acceptedAndPaid([{ sku: w.skus.filter, quantity: 1 }]);
    const f = o.fulfillmentIds[0]!;
    // The claim was written, then the process died before the provider was asked.
    await db().execute(
      sql`insert into fulfillment_refunds (team_id, fulfillment_order_id, fulfillment_id, source, intent_id, amount_cents, created_at)
          select p.team_id, p.fulfillment_order_id, ${f}, ${`fulfillment:${f}`}, p.intent_id, 2200, now() - interval '2 minutes'
          from fulfillment_payments p where p.fulfillment_order_id = ${o.id}`,
    );
    const deps = ordersDeps({ database: t.ctx.database });
    await Promise.all([retryRefunds(deps), retryRefunds(deps)]);
    const pay = (await merchant.get(`${M}/v1/fulfillments/${o.id}/payment`)).json();
    expect(pay.refunds).toEqual([
      expect.objectContaining({ amount: 2200, kind: 'partial', status: 'succeeded' }),
    ]);
    expect(
      await rows(
        t,
        sql`select 1 from sandbox_refunds r join fulfillment_payments p on p.intent_id = r.intent_id where p.fulfillment_order_id = ${o.id}`,
      ),
    ).toHaveLength(1);
  });

  it('the sandbox refunds only a succeeded intent, never more than is left, once per key', async () => {
    const payments = createSandboxPayments(db());
    const intent = await payments.createIntent({
      customer: 'team-x',
      amountCents: 5000,
      currency: 'AUD',
      idempotencyKey: 'money-test-1',
    });
    await expect(
      payments.refundIntent({ intentId: intent.id, reason: 'x', idempotencyKey: 'r0' }),
    ).rejects.toThrow('Only a succeeded payment can be refunded.');
    await payments.confirmWithCard({
      clientSecret: intent.client_secret,
      cardNumber: TEST_CARDS.succeed,
      save: false,
    });
    const [a, b] = await Promise.all([
      payments.refundIntent({ intentId: intent.id, amountCents: 1500, reason: 'x', idempotencyKey: 'r1' }),
      payments.refundIntent({ intentId: intent.id, amountCents: 1500, reason: 'x', idempotencyKey: 'r1' }),
    ]);
    expect(a.id).toBe(b.id);
    await expect(
      payments.refundIntent({ intentId: intent.id, amountCents: 3501, reason: 'x', idempotencyKey: 'r2' }),
    ).rejects.toThrow('A refund cannot be more than what is left of the payment.');
    const rest = await payments.refundIntent({ intentId: intent.id, reason: 'x', idempotencyKey: 'r3' });
    expect(rest.amount_cents).toBe(3500);
    await expect(
      payments.refundIntent({ intentId: intent.id, reason: 'x', idempotencyKey: 'r4' }),
    ).rejects.toThrow('This payment has already been refunded.');
    expect((await payments.refundsOf(intent.id)).map((r) => r.amount_cents)).toEqual([1500, 3500]);
  });
});

describe('claw-backs no later payout recovers', () => {
  const clawbackOf = async (fulfillmentId: number) => {
    const [row] = await rows<{
      id: number;
      status: string;
      collected_cents: number | null;
      last_error: string | null;
    }>(
      t,
      sql`select id, status, collected_cents, last_error from distributor_payouts
          where fulfillment_id = ${fulfillmentId} and kind = 'clawback'`,
    );
    return row!;
  };
  const debits = () =>
    rows<{ amount_cents: number; currency: string }>(
      t,
      sql`select d.amount_cents, d.currency from sandbox_account_debits d
          join sandbox_connected_accounts a on a.id = d.account_id
          where a.reference = ${`distributor-${w.distributors[0]!.id}`} order by d.created_at`,
    );
  const later = (days: number) =>
    ordersDeps({ database: t.ctx.database }, { now: () => new Date(Date.now() + days * 86_400_000) });

  it('waits 14 days, then debits the connected account for what is still owed, once', async () => {
    const before = (await debits()).length;
    // $198.00 paid out, then cancelled: owed back. A $22.00 payout recovers part of it ($176.00 left).
    const o = await acceptedAndPaid([{ sku: w.skus.pad, quantity: 2 }]);
    await cancelFulfilment(o.id, o.fulfillmentIds[0]!);
    const c = await clawbackOf(o.fulfillmentIds[0]!);
    expect(c.status).toBe('pending');
    // Earlier claw-backs of this file are recovered first: settle them out of the way.
    await db().execute(
      sql`update distributor_payouts set status = 'settled' where kind = 'clawback' and status = 'pending' and id <> ${c.id}`,
    );
    await acceptedAndPaid([{ sku: w.skus.filter, quantity: 1 }]);

    expect(await collectOverdueClawbacks(later(13))).toBe(0);
    expect(await debits()).toHaveLength(before);

    // Two sweeps at once after 15 days: one debit of $176.00, the claw-back settled.
    const deps = later(15);
    await Promise.all([collectOverdueClawbacks(deps), collectClawback(deps, c.id)]);
    expect((await debits()).slice(before)).toEqual([{ amount_cents: 17600, currency: 'AUD' }]);
    expect(await clawbackOf(o.fulfillmentIds[0]!)).toMatchObject({
      status: 'settled',
      collected_cents: 17600,
    });
    const list = (await distA.get(`${V1}/payouts?page=1&page_size=50`)).json();
    expect(list.totals.owed).toBe(0);
    expect(list.results.find((p: { id: number }) => p.id === c.id)).toMatchObject({
      status: 'settled',
      deducted: 2200,
      collected: 17600,
    });
    // The week's statement shows the claw-back against the period it was made in.
    expect((await periods(distA)).results[0].clawbacks).toBeLessThanOrEqual(-19800);
    await collectOverdueClawbacks(later(30));
    expect((await debits()).slice(before)).toHaveLength(1);
  });

  it('a refused debit keeps the claw-back owed, with the reason, for a later payout or sweep', async () => {
    const d = w.distributors[0]!.id;
    const o = await acceptedAndPaid([{ sku: w.skus.filter, quantity: 1 }]);
    await cancelFulfilment(o.id, o.fulfillmentIds[0]!);
    await db().execute(
      sql`update sandbox_connected_accounts set payouts_enabled = false where reference = ${`distributor-${d}`}`,
    );
    try {
      expect(await collectOverdueClawbacks(later(15))).toBe(0);
      expect(await clawbackOf(o.fulfillmentIds[0]!)).toEqual(
        expect.objectContaining({
          status: 'pending',
          collected_cents: null,
          last_error: 'This account has no bank details to debit.',
        }),
      );
      expect((await distA.get(`${V1}/payouts?page=1&page_size=50`)).json().totals.owed).toBe(2200);
    } finally {
      await db().execute(
        sql`update sandbox_connected_accounts set payouts_enabled = true where reference = ${`distributor-${d}`}`,
      );
    }
    expect(await collectOverdueClawbacks(later(15))).toBe(1);
    expect(await clawbackOf(o.fulfillmentIds[0]!)).toMatchObject({
      status: 'settled',
      collected_cents: 2200,
    });
  });
});
