/**
 * Orders benchmark (issue 11): on a fresh database (PostgreSQL when it is on 127.0.0.1:5432) through the HTTP API
 * (buildApp + inject):
 *   - webhook ingestion: --orders signed store webhooks (1 to 3 lines), --concurrency at a time: orders/s;
 *   - routing: Request Fulfillment of every ingested order against 50 locations holding --skus SKUs each
 *     (50 x skus inventory rows; 20,000 gives the 1,000,000), --concurrency at a time: requests/s;
 *   - the fulfilment orders table with --table orders in total (extra orders written in bulk): p50/p95 of 50
 *     requests over pages, sorts and a search.
 * Drops its database at the end. Results go in bench/RESULTS-orders.md by hand.
 *
 *   npx tsx apps/server/bench/orders.ts [--orders 2000] [--skus 20000] [--table 1000000] [--concurrency 8]
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../test/test-app.ts';
import { signWebhookBody } from '../src/adapters/stores/index.ts';
import { ordersDeps, storeWebhookSecret } from '../src/modules/orders/index.ts';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '2000' },
    skus: { type: 'string', default: '20000' },
    table: { type: 'string', default: '1000000' },
    concurrency: { type: 'string', default: '8' },
  },
});
const ORDERS = Number(args.orders);
const SKUS = Number(args.skus);
const TABLE = Number(args.table);
const CONCURRENCY = Number(args.concurrency);

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${s[s.length - 1]!.toFixed(1)} ms (${s.length})`;
}

/** Runs `work(i)` for i < n with `c` at a time; answers the wall seconds. */
async function pool(n: number, c: number, work: (i: number) => Promise<void>) {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: c }, async () => {
      while (next < n) await work(next++);
    }),
  );
  return (performance.now() - t0) / 1000;
}

const t = await createTestApp();
const exec = (q: ReturnType<typeof sql>) => t.ctx.database.db.execute(q);
const one = async <T>(q: ReturnType<typeof sql>) => ((await exec(q)) as unknown as { rows: T[] }).rows[0]!;
try {
  const merchant = t.teams.merchants[0]!;
  const distributorTeam = t.teams.distributors[0]!;
  console.log(
    `database: ${t.ctx.database.kind}; orders ${ORDERS}, skus ${SKUS}, table ${TABLE}, concurrency ${CONCURRENCY}`,
  );

  let t0 = performance.now();
  const brand = await one<{ id: number }>(
    sql`insert into brands (team_id, name, slug) values (${t.teams.brands[0]!}, 'Bench Brand', 'bench-brand') returning id`,
  );
  await exec(sql`insert into products (team_id, brand_id, slug, sku, title, price_cents, published)
    select ${t.teams.brands[0]!}, ${brand.id}, 'bench-' || g, 'BENCH-' || g, 'Bench part ' || g, 1100 + g % 500, true
    from generate_series(1, ${SKUS}) g`);
  const d = await one<{ id: number }>(
    sql`insert into distributors (team_id, name) values (${distributorTeam}, 'Bench Distribution') returning id`,
  );
  // 50 locations spread over the east coast and South Australia, each holding every SKU (1 to 9 on hand).
  await exec(sql`insert into distributor_locations (team_id, distributor_id, name, code, address1, city, state, postcode, latitude, longitude)
    select ${distributorTeam}, ${d.id}, 'Bench ' || g, 'B' || g, '1 Depot Road', 'Town ' || g, 'NSW', '2000',
      -38 + (g * 0.23), 138 + (g * 0.31) from generate_series(1, 50) g`);
  await exec(sql`insert into inventory_items (team_id, distributor_location_id, sku, brand_name, quantity)
    select ${distributorTeam}, l.id, 'BENCH-' || g, 'Bench Brand', 1 + (g + l.id) % 9
    from distributor_locations l cross join generate_series(1, ${SKUS}) g where l.distributor_id = ${d.id}`);
  const store = await one<{ id: number }>(
    sql`insert into stores (team_id, name, platform, domain) values (${merchant}, 'Bench Store', 'sandbox', 'bench.sandbox.test') returning id`,
  );
  await exec(
    sql`insert into distributor_accounts (team_id, store_id, distributor_id, account_code) values (${merchant}, ${store.id}, ${d.id}, 'BENCH')`,
  );
  await exec(sql`analyze`);
  console.log(`setup: ${SKUS * 50} inventory rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const secret = await storeWebhookSecret(ordersDeps(t.ctx), { id: store.id, team_id: merchant });
  const postcodes = ['3000', '2000', '4000', '5000', '2600', '3175', '2164', '4101'];
  const bodies = Array.from({ length: ORDERS }, (_, i) => {
    const id = randomUUID();
    return JSON.stringify({
      id,
      name: `#B${i + 1}`,
      created_at: new Date().toISOString(),
      customer: { name: `Customer ${i}`, email: null, phone: null },
      shipping_address: {
        name: `Customer ${i}`,
        company: null,
        address1: '1 Main Street',
        address2: null,
        city: 'Melbourne',
        province_code: 'VIC',
        zip: postcodes[i % postcodes.length]!,
        country_code: 'AU',
      },
      line_items: Array.from({ length: 1 + (i % 3) }, (_, k) => ({
        id: `${id}-${k}`,
        sku: `BENCH-${1 + ((i * 7 + k * 13) % SKUS)}`,
        title: 'Bench part',
        quantity: 1,
        price: '29.95',
      })),
    });
  });
  const ids: number[] = [];
  const ingest = await pool(ORDERS, CONCURRENCY, async (i) => {
    const res = await t.anonymous.request({
      method: 'POST',
      url: `/api/webhooks/stores/${store.id}/orders`,
      payload: bodies[i]!,
      headers: {
        'content-type': 'application/json',
        'x-partsflow-hmac-sha256': signWebhookBody(bodies[i]!, secret),
      },
    });
    if (res.statusCode !== 200) throw new Error(`webhook ${res.statusCode} ${res.body}`);
    ids[i] = res.json().fulfillment_order_id;
  });
  console.log(
    `webhook ingestion: ${ORDERS} orders in ${ingest.toFixed(1)} s = ${(ORDERS / ingest).toFixed(0)} orders/s`,
  );

  const client = await t.signIn('merchant@demo.test');
  const routed = await pool(ORDERS, CONCURRENCY, async (i) => {
    const res = await client.post(`/api/marketplace/v1/fulfillments/${ids[i]}/request-fulfillment`);
    if (res.statusCode !== 200) throw new Error(`routing ${res.statusCode} ${res.body}`);
  });
  console.log(
    `routing: ${ORDERS} requests against 50 locations and ${SKUS * 50} inventory rows in ${routed.toFixed(1)} s = ${(ORDERS / routed).toFixed(0)} requests/s`,
  );

  t0 = performance.now();
  const extra = Math.max(0, TABLE - ORDERS);
  for (let done = 0; done < extra; done += 100_000) {
    const n = Math.min(100_000, extra - done);
    await exec(sql`insert into fulfillment_orders (team_id, store_id, store_name, store_order_id, fulfillment_name, status,
        customer, shipping_address, subtotal_cents, tax_cents, total_cents, items_count, search_text, ordered_at, created_at)
      select ${merchant}, ${store.id}, 'Bench Store', 'bulk-' || (${done} + g), '#X' || (${done} + g),
        (array['pending','submitted','cancelled','rejected'])[1 + g % 4],
        '{"name":"Bulk","email":null,"phone":null}'::jsonb,
        '{"name":"Bulk","company":null,"address1":"1 St","address2":null,"city":"Melbourne","state_code":"VIC","postcode":"3000","country":"AU"}'::jsonb,
        g % 10000, g % 1000, g % 11000, 1 + g % 3, '#X' || (${done} + g) || ' Bench Store Bulk', now() - make_interval(secs => g), now() - make_interval(secs => g)
      from generate_series(1, ${n}) g`);
  }
  await exec(sql`analyze fulfillment_orders`);
  console.log(`table: ${extra} more orders written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const urls = [
    '',
    '?page=2',
    '?page=400',
    '?sort=total&sort_dir=desc',
    '?sort=status&sort_dir=asc',
    '?sort=fulfillment_name',
    '?query=%23X12345',
    '?query=Customer',
    '?sort=created_at&sort_dir=asc&page=10',
    '?sort=store',
  ];
  const ms: number[] = [];
  const byUrl = new Map<string, number[]>(urls.map((u) => [u, []]));
  for (let r = 0; r < 5; r++)
    for (const u of urls) {
      const s = performance.now();
      const res = await client.get(`/api/marketplace/fulfillments/datatable.json${u}`);
      if (res.statusCode !== 200) throw new Error(`table ${res.statusCode} ${res.body}`);
      ms.push(performance.now() - s);
      byUrl.get(u)!.push(performance.now() - s);
    }
  console.log(`fulfilment orders table at ${TABLE} orders: ${stats(ms)}`);
  for (const [u, list] of byUrl) console.log(`  ${u || '(first page)'}: ${stats(list)}`);
} finally {
  await t.close();
}
