/**
 * Distributor portal benchmark (issue 14): on a fresh PostgreSQL database through the HTTP API (buildApp + inject,
 * signed in as distributor@):
 *   - accept + packing proposal: PUT /fulfillments/{id}/fulfillment_request (accept) of a --lines-line order
 *     (default 50), which makes the units, runs the packing engine per carrier cubic factor, prices the
 *     candidates and stores the proposal; p50/p95 of --runs, wall time and this process's CPU time;
 *   - the deliveries list with --deliveries deliveries of the team (default 1,000,000, written in bulk): the
 *     Confirmed, Manifested, search and later-page calls of the portal, p50/p95 of --queries each.
 * Drops its database at the end. Results go in bench/RESULTS-distributor.md by hand.
 *
 *   npx tsx apps/server/bench/distributor.ts [--lines 50] [--runs 30] [--deliveries 1000000] [--queries 60]
 *     [--sections accept,list]
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../test/test-app.ts';
import { randomUUID } from 'node:crypto';
import type { TestClient } from '../test/test-app.ts';

const { values: args } = parseArgs({
  options: {
    lines: { type: 'string', default: '50' },
    runs: { type: 'string', default: '30' },
    deliveries: { type: 'string', default: '1000000' },
    queries: { type: 'string', default: '60' },
    sections: { type: 'string', default: 'accept,list' },
  },
});
const LINES = Number(args.lines);
const RUNS = Number(args.runs);
const DELIVERIES = Number(args.deliveries);
const QUERIES = Number(args.queries);
const SECTIONS = new Set(args.sections.split(','));

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${s[s.length - 1]!.toFixed(1)} ms (${s.length} runs)`;
}

/** Wall time and this process's CPU time (user + system) of one call. */
async function time<T>(fn: () => Promise<T>): Promise<{ wall: number; cpu: number; out: T }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const out = await fn();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { wall, cpu: (c.user + c.system) / 1000, out };
}

const MELBOURNE = { city: 'Dandenong', state: 'VIC', postcode: '3175', latitude: -37.98, longitude: 145.21 };
const SYDNEY = { city: 'Wetherill Park', state: 'NSW', postcode: '2164', latitude: -33.85, longitude: 150.9 };

const t = await createTestApp();
const exec = (q: ReturnType<typeof sql>) => t.ctx.database.db.execute(q);
const one = async <T>(q: ReturnType<typeof sql>) => ((await exec(q)) as unknown as { rows: T[] }).rows[0]!;
/** A distributor of the team with its locations and stock (as the orders tests' fixture makes them). */
async function distributor(
  teamId: number,
  name: string,
  brandName: string,
  locations: (typeof MELBOURNE & { code: string; name: string; stock: Record<string, number> })[],
) {
  const row = await one<{ id: number }>(
    sql`insert into distributors (team_id, name) values (${teamId}, ${name})
        on conflict (team_id) do update set name = excluded.name returning id`,
  );
  const ids: Record<string, number> = {};
  for (const l of locations) {
    const loc = await one<{ id: number }>(
      sql`insert into distributor_locations (team_id, distributor_id, name, code, address1, city, state, postcode,
            latitude, longitude, active, contact_person, contact_email, contact_phone)
          values (${teamId}, ${row.id}, ${l.name}, ${l.code}, '1 Depot Road', ${l.city}, ${l.state}, ${l.postcode},
            ${l.latitude}, ${l.longitude}, true, 'Dock manager', 'dock@example.test', '03 9000 0000') returning id`,
    );
    ids[l.code] = loc.id;
    const stock = Object.entries(l.stock);
    if (stock.length)
      await exec(sql`insert into inventory_items (team_id, distributor_location_id, sku, brand_name, quantity)
        select ${teamId}, ${loc.id}, s.sku, ${brandName}, s.q
        from jsonb_to_recordset(${JSON.stringify(stock.map(([sku, q]) => ({ sku, q })))}::jsonb) as s(sku text, q int)`);
  }
  return { id: row.id, locations: ids };
}

async function sandboxStore(teamId: number, products: { sku: string; title: string; price: string }[]) {
  const store = await one<{ id: number }>(
    sql`insert into stores (team_id, name, platform, domain)
        values (${teamId}, 'Bench Store', 'sandbox', ${`${randomUUID()}.sandbox.test`}) returning id`,
  );
  for (const p of products)
    await exec(sql`insert into sandbox_store_products (id, store_id, source_key, title, handle, variants)
      values (${randomUUID()}, ${store.id}, ${randomUUID()}, ${p.title}, ${p.sku.toLowerCase()},
        ${JSON.stringify([{ sku: p.sku, title: 'Default', price: p.price, options: {} }])}::jsonb)`);
  return store.id;
}

async function connect(client: TestClient, storeId: number, distributorId: number, accountCode: string) {
  const res = await client.post('/api/marketplace/v1/marketplace/connect-distributor-account', {
    store_id: storeId,
    distributor_id: distributorId,
    account_code: accountCode,
  });
  if (res.statusCode !== 200) throw new Error(`connect ${res.statusCode} ${res.body}`);
}

async function placeOrder(client: TestClient, storeId: number, lines: { sku: string; quantity: number }[]) {
  const res = await client.post(`/api/marketplace/v1/marketplace/stores/${storeId}/sandbox/orders`, {
    customer: { name: 'Jordan Lee', email: 'jordan@example.test', phone: '0400 111 222' },
    shipping_address: {
      address1: '10 High Street',
      address2: null,
      city: 'Dandenong',
      state_code: 'VIC',
      postcode: '3175',
    },
    line_items: lines,
  });
  if (res.statusCode !== 201) throw new Error(`order ${res.statusCode} ${res.body}`);
  return res.json().fulfillment_order_id as number;
}

try {
  if (t.ctx.database.kind !== 'postgresql')
    throw new Error('the benchmark needs PostgreSQL on 127.0.0.1:5432');
  const distributorTeam = t.teams.distributors[0]!;
  const merchant = await t.signIn('merchant@demo.test');
  const dist = await t.signIn('distributor@demo.test');
  console.log(`database: ${t.ctx.database.kind}; lines ${LINES}, runs ${RUNS}, deliveries ${DELIVERIES}`);

  // A brand with LINES products, each with one package of a different size; a distributor with a Melbourne
  // warehouse stocking them all and four boxes; a sandbox store selling them, connected to the distributor.
  const brand = await one<{ id: number }>(
    sql`insert into brands (team_id, name, slug) values (${t.teams.brands[0]!}, 'Bench Brand', 'bench-brand') returning id`,
  );
  await exec(sql`insert into products (team_id, brand_id, slug, sku, title, price_cents, published)
    select ${t.teams.brands[0]!}, ${brand.id}, 'bench-' || g, 'BENCH-' || g, 'Bench part ' || g, 1100 + g * 10, true
    from generate_series(1, ${LINES}) g`);
  await exec(sql`insert into packages (product_id, length, width, height, weight, ships_separate, dimensions_unit, weight_unit)
    select id, 8 + (id % 17), 6 + (id % 11), 3 + (id % 7), 0.2 + (id % 9) * 0.35, id % 25 = 0, 'cm', 'kg'
    from products where brand_id = ${brand.id}`);
  const skus = Array.from({ length: LINES }, (_, i) => `BENCH-${i + 1}`);
  const d = await distributor(distributorTeam, 'Bench Distribution', 'Bench Brand', [
    {
      code: 'BEN-MEL',
      name: 'Bench Melbourne',
      ...MELBOURNE,
      stock: Object.fromEntries(skus.map((s) => [s, 1_000_000])),
    },
    { code: 'BEN-SYD', name: 'Bench Sydney', ...SYDNEY, stock: {} },
  ]);
  for (const [name, l, w, h, limit, weight, size] of [
    ['Small carton', 250, 180, 100, 5000, 150, '4x6'],
    ['Medium carton', 400, 300, 250, 15000, 450, 'A5'],
    ['Large carton', 600, 400, 400, 25000, 900, 'A4'],
    ['Long box', 1200, 250, 250, 20000, 1100, 'A5'],
  ] as const)
    await exec(sql`insert into distributor_boxes (team_id, distributor_id, name, label_size, length_mm, width_mm,
        height_mm, weight_limit_g, weight_g, internal_buffer_mm)
      values (${distributorTeam}, ${d.id}, ${name}, ${size}, ${l}, ${w}, ${h}, ${limit}, ${weight}, 15)`);
  const storeId = await sandboxStore(
    t.teams.merchants[0]!,
    skus.map((sku) => ({ sku, title: `Bench part ${sku}`, price: '29.95' })),
  );
  await connect(merchant, storeId, d.id, 'BENCH');
  await exec(sql`analyze`);

  if (SECTIONS.has('accept')) {
    const walls: number[] = [];
    const cpus: number[] = [];
    let parcels = 0;
    let reason = '';
    for (let i = 0; i < RUNS + 3; i++) {
      const orderId = await placeOrder(
        merchant,
        storeId,
        skus.map((sku, k) => ({ sku, quantity: 1 + ((i + k) % 3) })),
      );
      const routed = await merchant.post(`/api/marketplace/v1/fulfillments/${orderId}/request-fulfillment`);
      if (routed.statusCode !== 200) throw new Error(`routing ${routed.statusCode} ${routed.body}`);
      const fulfillmentId = routed.json().fulfillment_order.fulfillments[0].id as number;
      const r = await time(() =>
        dist.put(`/api/distributor/v1/fulfillments/${fulfillmentId}/fulfillment_request`, {
          status: 'accept',
          reference_number: `SO-B${i}`,
        }),
      );
      if (r.out.statusCode !== 200) throw new Error(`accept ${r.out.statusCode} ${r.out.body}`);
      if (i < 3) continue; // warm-up
      walls.push(r.wall);
      cpus.push(r.cpu);
      if (i === 3) {
        const s = (await dist.get(`/api/distributor/v1/shipments?query=SO-B${i}`)).json().results[0];
        parcels = s.cartons.length;
        reason = s.plan_reason.message;
        if (s.all_errors.length) throw new Error(`unexpected errors ${JSON.stringify(s.all_errors)}`);
      }
    }
    console.log(
      `Accept + packing proposal, ${LINES} lines (HTTP): wall ${stats(walls)}; process CPU ${stats(cpus)}`,
    );
    console.log(`  (one proposal: ${parcels} parcels; ${reason})`);
  }

  if (SECTIONS.has('list')) {
    const loc = d.locations['BEN-MEL']!;
    const t0 = performance.now();
    // Of DELIVERIES: 1 % pending, 1 % quoted, 2 % booked, 2 % manifested (pickup requested), 4 % shipped and
    // 90 % delivered, newest in flight; one parcel of one item each; a manifest per 50 manifested.
    const man = await one<{ id: number }>(sql`insert into manifests (team_id, location_id, kind, carrier_id,
        carrier_name, job_reference, pickup_date, expected_pickup_earliest, expected_pickup_latest)
      values (${distributorTeam}, ${loc}, 'pickup', 1, 'StarTrack', 'STA-20261125-00001', '2026-11-26',
        now(), now() + interval '4 hours') returning id`);
    const BATCH = 200_000;
    for (let from = 1; from <= DELIVERIES; from += BATCH) {
      const to = Math.min(DELIVERIES, from + BATCH - 1);
      await exec(sql`insert into deliveries (team_id, location_id, identifier, status, label_status, sender, recipient,
          reference1, reference3, carrier_name, service_name, tracking_number, manifest_id, created_at)
        select ${distributorTeam}, ${loc}, 'D' || lpad(g::text, 7, '0'),
          (case when r < 0.90 then 'delivered' when r < 0.94 then 'shipped' when r < 0.96 then 'pickup_requested'
                when r < 0.98 then 'booked' when r < 0.99 then 'quoted' else 'pending' end),
          (case when r < 0.98 then 'generated' else 'not_created' end),
          '{"company":null,"name":"Bench","email":null,"phone":null,"address1":"1 Bench Road","address2":null,"city":"Dandenong","subdivision_code":"VIC","postal_code":"3175","country":"AU"}'::jsonb,
          '{"company":null,"name":"Receiver","email":null,"phone":null,"address1":"2 High Street","address2":null,"city":"Brisbane","subdivision_code":"QLD","postal_code":"4000","country":"AU"}'::jsonb,
          'SO-' || g, '#' || (100000 + g), 'StarTrack', 'Road Express',
          (case when r < 0.98 then 'STA' || lpad(g::text, 9, '0') end),
          (case when r < 0.96 and r >= 0.94 then ${man.id}::int when r < 0.94 then ${man.id}::int end),
          now() - ((${DELIVERIES}::int - g) * interval '20 seconds')
        from (select g, (case when g > ${DELIVERIES}::int - ${Math.round(DELIVERIES * 0.1)}::int
                              then 0.90 + ((g::bigint * 7919) % 1000) / 10000.0 else 0.0 end) as r
              from generate_series(${from}::int, ${to}::int) g) x`);
    }
    await exec(sql`insert into parcels (team_id, delivery_id, position, name, length_mm, width_mm, height_mm, weight_g)
      select team_id, id, 1, 'Box 1', 400, 300, 250, 3500 from deliveries where location_id = ${loc}`);
    await exec(sql`insert into parcel_items (team_id, parcel_id, sku, title, quantity, unit_weight_g)
      select p.team_id, p.id, 'BENCH-1', 'Bench part', 2, 1500 from parcels p
      join deliveries d on d.id = p.delivery_id where d.location_id = ${loc}`);
    await exec(sql`vacuum analyze deliveries`);
    await exec(sql`vacuum analyze parcels`);
    await exec(sql`vacuum analyze parcel_items`);
    console.log(
      `(set-up: ${DELIVERIES} deliveries with parcels and items in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
    const D = `/api/distributor/v1/deliveries?location_ids=${loc}`;
    const calls: [string, (i: number) => string][] = [
      ['Confirmed (type=unshipped), page 1', () => `${D}&type=unshipped&page=1&page_size=10`],
      ['Confirmed, page 5', () => `${D}&type=unshipped&page=5&page_size=10`],
      [
        'Manifested (type=shipped&status=booked,in_transit)',
        () => `${D}&type=shipped&status=booked,in_transit&page=1&page_size=10`,
      ],
      [
        'Manifested, delivered (90 % of the table)',
        () => `${D}&type=shipped&status=delivered&page=1&page_size=10`,
      ],
      [
        'Search by order reference',
        (i) => `${D}&type=shipped&query=SO-${DELIVERIES - 1000 - i * 37}&page=1&page_size=10`,
      ],
      [
        'Search by tracking number',
        (i) => `${D}&query=STA${String(DELIVERIES - 5000 - i * 11).padStart(9, '0')}&page=1&page_size=10`,
      ],
      ['All statuses, page 100', () => `${D}&page=100&page_size=10`],
    ];
    const all: number[] = [];
    for (const [name, url] of calls) {
      const walls: number[] = [];
      for (let i = 0; i < QUERIES + 3; i++) {
        const r = await time(() => dist.get(url(i)));
        if (r.out.statusCode !== 200) throw new Error(`${name}: ${r.out.statusCode} ${r.out.body}`);
        if (i >= 3) walls.push(r.wall);
      }
      all.push(...walls);
      console.log(`${name.padEnd(52)} ${stats(walls)}`);
    }
    console.log(`${'All list calls together'.padEnd(52)} ${stats(all)}`);
    // The database's own execution time of the statements one list call runs (EXPLAIN ANALYZE), free of the
    // round-trip queueing of a loaded machine: the page of ids (one index range per status, merged), the capped
    // count and the search.
    const team = distributorTeam;
    const branch = (status: string, extra = '') =>
      `(select id from deliveries where team_id = ${team} and location_id = ${loc} and status = '${status}' ${extra} order by id desc limit 10)`;
    const manifestedBranches = (what: string, cap: number) =>
      ['booked', 'pickup_requested', 'awaiting_pickup', 'shipped']
        .map(
          (st) =>
            `(select ${what} from deliveries where team_id = ${team} and location_id = ${loc} and status = '${st}' ${st === 'shipped' ? '' : 'and manifest_id is not null'} order by id desc limit ${cap})`,
        )
        .join(' union all ');
    const plans: [string, string][] = [
      [
        'Confirmed: page of ids',
        `select id from (${branch('booked', 'and manifest_id is null')}) u order by id desc limit 10`,
      ],
      [
        'Confirmed: count (capped)',
        `select count(*) from (select 1 from (${branch('booked', 'and manifest_id is null').replace('limit 10', 'limit 10000')}) u limit 10000) c`,
      ],
      [
        'Manifested booked,in_transit: page of ids',
        `select id from (${manifestedBranches('id', 10)}) u order by id desc limit 10`,
      ],
      [
        'Manifested booked,in_transit: count (capped)',
        `select count(*) from (select 1 from (${manifestedBranches('1 as one', 10000)}) u limit 10000) c`,
      ],
      [
        'Delivered: count (capped)',
        `select count(*) from (select 1 from (${branch('delivered').replace('limit 10', 'limit 10000')}) u limit 10000) c`,
      ],
      [
        'Search (trigram): page of ids',
        `select id from deliveries where team_id = ${team} and search_text ilike '%sta000990001%' and location_id = ${loc} order by id desc limit 10`,
      ],
    ];
    for (const [name, q] of plans) {
      const ms: number[] = [];
      for (let i = 0; i < 23; i++) {
        const res = (await exec(sql.raw(`explain (analyze, format json) ${q}`))) as unknown as {
          rows: { 'QUERY PLAN': [{ 'Execution Time': number }] }[];
        };
        if (i >= 3) ms.push(res.rows[0]!['QUERY PLAN'][0]['Execution Time']);
      }
      console.log(`  DB execution, ${name.padEnd(46)} ${stats(ms)}`);
    }
  }
} finally {
  await t.close();
}
