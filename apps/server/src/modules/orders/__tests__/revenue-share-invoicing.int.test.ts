import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { connect, makeWorld, placeOrder, price, rows, type World } from './fixtures.ts';
import { orderUsage } from '../index.ts';
import { billingDeps, closeRevenueSharePeriods } from '../../billing/index.ts';

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
  await price(t, w.distributors[0]!.teamId, 'ACME-1', w.skus.pad, 9900);
});
afterAll(async () => {
  await t?.close();
});

const lines = async (client: TestClient = merchant) => {
  const res = await client.get('/api/marketplace/v1/billing/invoice-lines');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as { description: string; amount: number; currency: string; period: string }[];
};

describe('revenue share on the invoice', () => {
  it('closes last month into invoice lines in the plan currency, once; this month stays open', async () => {
    // In the plan currency, USD, at the rates table's 0.65 per AUD (decision 0473). Last month: 2 brake pads sold
    // at A$150 (order units, no plan: 3 % of A$300 x 0.65 -> US$5.85), routed to distributor A at A$99.00 each
    // (fulfilment units: 2 % of A$198.00 x 0.65 = 2 % of US$128.70 -> US$2.57), plus a bulk line of 50 at A$40.00
    // (A$2,000 = US$1,300; 2 % is US$26.00, capped at US$20.00). Fulfilment units: US$2.57 + US$20.00 = US$22.57.
    const id = await placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 2 }]);
    const routed = await merchant.post(`/api/marketplace/v1/fulfillments/${id}/request-fulfillment`);
    expect(routed.statusCode, routed.body).toBe(200);
    const [f] = await rows<{ id: number; item: number }>(
      t,
      sql`select f.id, fi.fulfillment_order_item_id as item from fulfillments f
          join fulfillment_items fi on fi.fulfillment_id = f.id where f.fulfillment_order_id = ${id} limit 1`,
    );
    await t.ctx.database.db.execute(
      sql`insert into fulfillment_items (team_id, fulfillment_id, fulfillment_order_item_id, store_sku, product_title, price_cents, quantity)
          values (${t.teams.merchants[0]!}, ${f!.id}, ${f!.item}, 'BULK', 'Bulk line', 4000, 50)`,
    );
    const lastMonth = sql`date_trunc('month', now()) - interval '10 days'`;
    await t.ctx.database.db.execute(
      sql`update fulfillment_orders set created_at = ${lastMonth} where id = ${id}`,
    );
    await t.ctx.database.db.execute(
      sql`update fulfillments set created_at = ${lastMonth} where id = ${f!.id}`,
    );
    // This month: another order, not invoiced until the month is over.
    await placeOrder(merchant, w.storeId, [{ sku: w.skus.filter, quantity: 1 }]);

    const deps = billingDeps(t.ctx, orderUsage);
    expect(await closeRevenueSharePeriods(deps)).toBeGreaterThanOrEqual(1);
    const [period] = await rows<{ period: string }>(
      t,
      sql`select to_char(date_trunc('month', now()) - interval '10 days', 'YYYY-MM-01') as period`,
    );
    const mine = (await lines()).filter((l) => l.period === period!.period);
    expect(mine.map((l) => [l.amount, l.currency])).toEqual([
      [2257, 'USD'],
      [585, 'USD'],
    ]);
    expect(mine[1]!.description).toMatch(/^Revenue share, \w+ \d{4}: 2 order units at 3 %$/);
    expect(mine[0]!.description).toMatch(/52 fulfilment units at 2 % \(at most \$20 an item\)$/);

    // A second run (or a concurrent one) invoices nothing more.
    await Promise.all([closeRevenueSharePeriods(deps), closeRevenueSharePeriods(deps)]);
    expect((await lines()).filter((l) => l.period === period!.period)).toHaveLength(2);
    // Nothing for the month still running, and nothing of it for another team.
    expect((await lines()).every((l) => l.period === period!.period || l.period === null)).toBe(true);
    expect(await lines(other)).toEqual([]);
  });
});
