import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { getApiKeys } from '../../accounts/index.ts';
import { connect, makeWorld, placeOrder, type World } from './fixtures.ts';

let t: TestApp;
let merchant: TestClient;
let other: TestClient;
let w: World;

const B = '/api/marketplace/v1/billing';

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

async function overview(client: TestClient = merchant) {
  const res = await client.get(B);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Subscribes the store: the plan url, then the sandbox provider's approval. */
async function subscribe(plan: string, annual: boolean, price: number) {
  const url = await merchant.post(`${B}/get-plan-url`, {
    plan,
    integration_id: w.storeId,
    price,
    name: plan,
    annual_billing: annual,
  });
  expect(url.statusCode, url.body).toBe(200);
  const chargeId = new URL(url.json().url, 'http://x').searchParams.get('charge_id')!;
  expect(url.json().url).toMatch(/^\/marketplace\/billing\?charge_id=chg_/);
  return chargeId;
}
const approve = (chargeId: string, client: TestClient = merchant) =>
  client.post(`${B}/confirm-charge`, { charge_id: chargeId, approve: true });

describe('plans and the subscription', () => {
  it('starts without a subscription: plans with their metadata, the store with no plan', async () => {
    const o = await overview();
    expect(o.subscription_active).toBe(false);
    expect(o.plans.map((p: { id: string }) => p.id)).toEqual(['starter', 'growth', 'scale']);
    expect(o.plans[1].metadata).toMatchObject({
      featured: true,
      pim_access: true,
      listings_limit: 2000,
      monthly_usd: 79,
      yearly_usd: 790,
    });
    const store = o.integrations.find((i: { id: number }) => i.id === w.storeId);
    expect(store).toMatchObject({ plan_status: null, plan_name: null });
  });

  it('refuses a stale price, an unknown plan and another team’s store, changing nothing', async () => {
    const body = {
      plan: 'growth',
      integration_id: w.storeId,
      price: 7900,
      name: 'Growth',
      annual_billing: true,
    };
    expect((await merchant.post(`${B}/get-plan-url`, body)).statusCode).toBe(409);
    expect((await merchant.post(`${B}/get-plan-url`, { ...body, plan: 'gold' })).statusCode).toBe(422);
    expect((await other.post(`${B}/get-plan-url`, { ...body, price: 79000 })).statusCode).toBe(404);
    expect((await overview()).subscription_active).toBe(false);
  });

  it('subscribes once on approval: the store’s plan, the team’s subscription and listings limit', async () => {
    const chargeId = await subscribe('starter', false, 2900);
    // Not approved yet: nothing changed.
    expect((await overview()).subscription_active).toBe(false);
    // Another team cannot approve the charge.
    expect((await approve(chargeId, other)).statusCode).toBe(404);
    const [a, b] = await Promise.all([approve(chargeId), approve(chargeId)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().integration).toMatchObject({
      plan_id: 'starter',
      plan_status: 'active',
      billing_cycle: 'EVERY_30_DAYS',
      plan_price: 2900,
    });
    const o = await overview();
    expect(o.subscription_active).toBe(true);
    expect(o.listings_limit).toBe(100);
    const store = o.integrations.find((i: { id: number }) => i.id === w.storeId);
    // Monthly is 30 days.
    expect(Date.parse(store.current_period_end) - Date.parse(store.billing_on)).toBe(30 * 86_400_000);
    const subs = (await t.ctx.database.db.execute(
      sql`select active, plan, listings_limit from marketplace_subscriptions where team_id = ${t.teams.merchants[0]!}`,
    )) as unknown as { rows: unknown[] };
    expect(subs.rows).toEqual([{ active: true, plan: 'starter', listings_limit: 100 }]);
  });

  it('changes plan: the old charge is cancelled at the provider, the store has the new plan', async () => {
    const before = (await overview()).integrations.find((i: { id: number }) => i.id === w.storeId);
    const chargeId = await subscribe('growth', true, 79000);
    const res = await approve(chargeId);
    expect(res.json().integration).toMatchObject({
      plan_id: 'growth',
      billing_cycle: 'ANNUAL',
      plan_price: 79000,
    });
    const charges = (await t.ctx.database.db.execute(
      sql`select id, status from sandbox_billing_charges where customer = ${`team_${t.teams.merchants[0]!}`} order by created_at`,
    )) as unknown as { rows: { id: string; status: string }[] };
    expect(charges.rows.map((c) => c.status)).toEqual(['cancelled', 'active']);
    expect(before.plan_id).toBe('starter');
    expect((await overview()).listings_limit).toBe(2000);
  });

  it('a declined charge changes nothing', async () => {
    const chargeId = await subscribe('scale', true, 199000);
    const res = await merchant.post(`${B}/confirm-charge`, { charge_id: chargeId, approve: false });
    expect(res.json()).toEqual({ kind: 'plan', status: 'declined', integration: null });
    expect((await overview()).integrations.find((i: { id: number }) => i.id === w.storeId).plan_id).toBe(
      'growth',
    );
  });

  it('takes Basic authorisation with the team api key on the billing calls', async () => {
    const keys = await getApiKeys(t.ctx.database.db, t.teams.merchants[0]!);
    const basic = Buffer.from(`${keys.secret_key}:`).toString('base64');
    const res = await t.app.inject({ method: 'GET', url: B, headers: { authorization: `Basic ${basic}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscription_active).toBe(true);
    const wrong = Buffer.from('nope:').toString('base64');
    expect(
      (await t.app.inject({ method: 'GET', url: B, headers: { authorization: `Basic ${wrong}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('cancels: the plan shows cancelled with its date, the team loses the subscription; twice is a 409', async () => {
    const res = await merchant.post(`${B}/cancel-shopify-plan`, { integration_id: w.storeId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().integration).toMatchObject({ plan_status: 'cancelled', plan_id: 'growth' });
    expect(res.json().integration.cancelled_on).not.toBeNull();
    const o = await overview();
    expect(o.subscription_active).toBe(false);
    expect(o.listings_limit).toBeNull();
    expect((await merchant.post(`${B}/cancel-shopify-plan`, { integration_id: w.storeId })).statusCode).toBe(
      409,
    );
    expect((await other.post(`${B}/cancel-shopify-plan`, { integration_id: w.storeId })).statusCode).toBe(
      404,
    );
  });
});

describe('usage and revenue share', () => {
  it('counts order units at the plan rate and fulfilment units at 2 % capped at $20 an item, in USD', async () => {
    // Without a plan, order units are charged at the dearest plan's rate (Starter, 3 %). Revenue share is computed
    // in the billing currency (USD) at the rates table's 0.65 per AUD, each line rounded (decision 0473).
    // Order: 2 brake pads sold at A$150 and 1 rotor at A$280 -> 3 units; 3 % of A$300 x 0.65 = US$5.85, and
    // 3 % of A$280 x 0.65 = US$5.46: US$11.31.
    const id = await placeOrder(merchant, w.storeId, [
      { sku: w.skus.pad, quantity: 2 },
      { sku: w.skus.rotor, quantity: 1 },
    ]);
    let o = await overview();
    let period = o.revenue_share[0];
    expect(period).toMatchObject({
      order_units: 3,
      order_units_rate: 3,
      currency: 'USD',
      order_units_total: 1131,
      order_units_total_after_discount: 1131,
      fulfilment_units: 0,
      fulfillment_units_total: 0,
      total: 1131,
      total_capped: 1131,
    });
    const req = await merchant.post(`/api/marketplace/v1/fulfillments/${id}/request-fulfillment`);
    expect(req.statusCode, req.body).toBe(200);
    const items = (await t.ctx.database.db.execute(
      sql`select fi.price_cents, fi.quantity from fulfillment_items fi join fulfillments f on f.id = fi.fulfillment_id
          where f.fulfillment_order_id = ${id} order by fi.id`,
    )) as unknown as { rows: { price_cents: number; quantity: number }[] };
    // The distributor lines: 2 pads and 1 rotor at the merchant's price.
    const expected = items.rows.reduce(
      (s, r) => s + Math.round((r.price_cents * r.quantity * 0.65 * 2) / 100),
      0,
    );
    o = await overview();
    period = o.revenue_share[0];
    expect(period.fulfilment_units).toBe(3);
    expect(period.fulfillment_units_total).toBe(expected);
    expect(period.total).toBe(1131 + expected);
    expect(o.usage).toMatchObject({
      stores: expect.any(Number),
      fulfilments: items.rows.length > 0 ? expect.any(Number) : 0,
    });
    expect(o.usage.fulfilments).toBeGreaterThanOrEqual(1);
  });

  it('caps a fulfilment item at US$20: an A$2,000 line charges US$20, not US$26', async () => {
    // A line of 50 units at A$40 is US$1,300 at 0.65: 2 % is US$26.00, capped at US$20.
    const before = (await overview()).revenue_share[0];
    const [f] = (
      (await t.ctx.database.db.execute(
        sql`select id, team_id from fulfillments where team_id = ${t.teams.merchants[0]!} limit 1`,
      )) as unknown as { rows: { id: number; team_id: number }[] }
    ).rows;
    const [item] = (
      (await t.ctx.database.db.execute(
        sql`select fulfillment_order_item_id from fulfillment_items where fulfillment_id = ${f!.id} limit 1`,
      )) as unknown as { rows: { fulfillment_order_item_id: number }[] }
    ).rows;
    await t.ctx.database.db.execute(
      sql`insert into fulfillment_items (team_id, fulfillment_id, fulfillment_order_item_id, store_sku, product_title, price_cents, quantity)
          values (${f!.team_id}, ${f!.id}, ${item!.fulfillment_order_item_id}, 'BULK', 'Bulk line', 4000, 50)`,
    );
    const after = (await overview()).revenue_share[0];
    expect(after.fulfilment_units - before.fulfilment_units).toBe(50);
    expect(after.fulfillment_units_total - before.fulfillment_units_total).toBe(2600);
    expect(after.total_capped - before.total_capped).toBe(2000);
  });

  it('follows the rates table: another USD rate gives other figures; a currency without a rate stays AUD', async () => {
    const db = t.ctx.database.db;
    const before = (await overview()).revenue_share[0];
    await db.execute(sql`update exchange_rates set per_aud = 0.5 where currency = 'USD'`);
    try {
      const half = (await overview()).revenue_share[0];
      expect(half.currency).toBe('USD');
      // The same units at 0.5 instead of 0.65 (each line rounds, so allow a cent a line).
      expect(
        Math.abs(half.order_units_total - Math.round((before.order_units_total * 0.5) / 0.65)),
      ).toBeLessThanOrEqual(before.order_units);
      expect(half.order_units_total).toBeLessThan(before.order_units_total);
      // Without a USD rate the share is computed in the orders' AUD: 3 % of A$580 = A$17.40 for the first order.
      await db.execute(sql`delete from exchange_rates where currency = 'USD'`);
      const aud = (await overview()).revenue_share[0];
      expect(aud.currency).toBe('AUD');
      expect(aud.order_units_total).toBeGreaterThan(before.order_units_total);
    } finally {
      await db.execute(
        sql`insert into exchange_rates (currency, per_aud) values ('USD', 0.65)
            on conflict (currency) do update set per_aud = 0.65`,
      );
    }
  });

  it('keeps teams apart: another team sees none of it', async () => {
    const o = await overview(other);
    expect(o.revenue_share[0]).toMatchObject({ order_units: 0, fulfilment_units: 0 });
    expect(o.integrations.some((i: { id: number }) => i.id === w.storeId)).toBe(false);
  });
});

describe('plate search add-on', () => {
  it('offers the per-search and pack plans with the pack saving, then shows usage once added', async () => {
    let o = await overview();
    expect(o.plate_search).toMatchObject({ active: false, plan: null, total_usage: 0, pack_saving: 2500 });
    expect(
      o.plate_search.plans.map(
        (p: { metadata: { unit_description: string } }) => p.metadata.unit_description,
      ),
    ).toEqual(['each', 'pack']);
    expect((await merchant.post(`${B}/add-plate-search`, { price: 'nope' })).statusCode).toBe(422);
    const res = await merchant.post(`${B}/add-plate-search`, { price: 'plate_search_pack' });
    expect(res.statusCode, res.body).toBe(200);
    const chargeId = new URL(res.json().url, 'http://x').searchParams.get('charge_id')!;
    expect((await approve(chargeId)).json()).toEqual({
      kind: 'plate_search',
      status: 'active',
      integration: null,
    });
    o = await overview();
    expect(o.plate_search.active).toBe(true);
    expect(o.plate_search.plan.id).toBe('plate_search_pack');
    expect((await merchant.post(`${B}/add-plate-search`, { price: 'plate_search_each' })).statusCode).toBe(
      409,
    );
  });
});
