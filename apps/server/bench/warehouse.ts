/**
 * Warehouse allocation benchmark (issue 15): on a fresh PostgreSQL database through the HTTP API (buildApp +
 * inject, signed in as distributor@), the round trip of `POST /fulfillments/{id}/units/{unitId}/allocate` — lock
 * the fulfilment, check what is left, write the parcel item, answer the whole fulfilment — and of the
 * `GET /fulfillments/{id}` it answers like. --runs accepted orders of two items each, one of them taken out of
 * its box so there is one to allocate. Results go in bench/RESULTS-warehouse.md by hand.
 *
 *   npx tsx apps/server/bench/warehouse.ts [--runs 60]
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { connect, makeWorld, MELBOURNE, placeOrder } from '../src/modules/orders/__tests__/fixtures.ts';
import { createTestApp } from '../test/test-app.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '60' } } });
const RUNS = Number(args.runs);

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${s[s.length - 1]!.toFixed(1)} ms (${s.length} runs)`;
}

const t = await createTestApp();
try {
  const merchant = await t.signIn('merchant@demo.test');
  const dist = await t.signIn('distributor@demo.test');
  const w = await makeWorld(t);
  await connect(merchant, w.storeId, w.distributors[0]!.id, 'ACME-1');
  await t.ctx.database.db.execute(
    sql`insert into packages (product_id, length, width, height, weight, dimensions_unit, weight_unit)
        select id, 20, 15, 6, 1.2, 'cm', 'kg' from products where sku = ${w.skus.pad}`,
  );
  const a = w.distributors[0]!;
  await t.ctx.database.db.execute(
    sql`insert into distributor_boxes (team_id, distributor_id, name, label_size, length_mm, width_mm, height_mm,
          weight_limit_g, weight_g, internal_buffer_mm)
        values (${a.teamId}, ${a.id}, 'Big carton', '4x6', 600, 500, 400, 30000, 500, 10)`,
  );
  // Enough stock that every order routes to distributor A.
  await t.ctx.database.db.execute(
    sql`update inventory_items set quantity = 100000 where sku = ${w.skus.pad}`,
  );
  const ready: { id: number; unitId: number; deliveryId: number; parcelId: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const orderId = await placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 2 }], MELBOURNE);
    const routed = await merchant.post(`/api/marketplace/v1/fulfillments/${orderId}/request-fulfillment`);
    const id = routed.json().fulfillment_order.fulfillments[0].id as number;
    const accepted = await dist.put(`/api/distributor/v1/fulfillments/${id}/fulfillment_request`, {
      status: 'accept',
      reference_number: `B-${id}`,
    });
    if (accepted.statusCode !== 200) throw new Error(accepted.body);
    const f = (await dist.get(`/api/distributor/fulfillments/${id}`)).json().fulfillment;
    const unitId = f.units[0].id as number;
    await t.ctx.database.db.execute(
      sql`update parcel_items set quantity = quantity - 1 where fulfillment_unit_id = ${unitId}`,
    );
    ready.push({ id, unitId, deliveryId: f.deliveries[0].id, parcelId: f.deliveries[0].parcels[0].id });
  }
  const reads: number[] = [];
  const allocations: number[] = [];
  for (const r of ready) {
    let t0 = performance.now();
    const g = await dist.get(`/api/distributor/fulfillments/${r.id}`);
    reads.push(performance.now() - t0);
    if (g.statusCode !== 200) throw new Error(g.body);
    t0 = performance.now();
    const res = await dist.post(`/api/distributor/fulfillments/${r.id}/units/${r.unitId}/allocate`, {
      fulfillment_unit: {
        fulfillment_delivery_id: r.deliveryId,
        fulfillment_parcel_id: r.parcelId,
        quantity: 1,
      },
    });
    allocations.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  console.log(`GET /fulfillments/{id}:            ${stats(reads)}`);
  console.log(`POST .../units/{unitId}/allocate:  ${stats(allocations)}`);
} finally {
  await t.close();
}
