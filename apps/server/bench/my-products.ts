/**
 * My Products benchmark (issue 10): on a fresh database (PostgreSQL when it is on 127.0.0.1:5432) through the HTTP
 * API (buildApp + inject):
 *   - the list at --products merchant products (written in bulk): p50/p95 of --runs requests per shape (no filter,
 *     status, brand, published, store, exact SKU, words, a deep page);
 *   - Sync All of one sandbox store holding --store products (a tenth of them catalogue SKUs): products/s and the
 *     heap sampled every 100 ms while it runs.
 * Drops its database at the end. Results go in bench/RESULTS-my-products.md by hand.
 *
 * With --explain, prints EXPLAIN (ANALYZE, BUFFERS) of each list shape's page query and count query (the SQL the
 * repository sends, written out here) before timing them.
 *
 *   npx tsx apps/server/bench/my-products.ts [--products 200000] [--store 50000] [--runs 40] [--explain]
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../test/test-app.ts';
import { createMarketplaceServices, runSyncAll } from '../src/modules/marketplace/index.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '200000' },
    store: { type: 'string', default: '50000' },
    runs: { type: 'string', default: '40' },
    explain: { type: 'boolean', default: false },
    'skip-sync': { type: 'boolean', default: false },
  },
});
const PRODUCTS = Number(args.products);
const STORE = Number(args.store);
const RUNS = Number(args.runs);

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), max: s[s.length - 1]! };
}

const t = await createTestApp();
const exec = (q: ReturnType<typeof sql>) => t.ctx.database.db.execute(q);
const one = async <T>(q: ReturnType<typeof sql>) => ((await exec(q)) as unknown as { rows: T[] }).rows[0]!;
try {
  const merchant = t.teams.merchants[0]!;
  console.log(`database: ${t.ctx.database.kind}; products ${PRODUCTS}, store ${STORE}, runs ${RUNS}`);
  const listStore = await one<{ id: number }>(
    sql`insert into stores (team_id, name, platform, domain) values (${merchant}, 'Bench List Store', 'sandbox', 'bench-list.sandbox.test') returning id`,
  );
  const other = await one<{ id: number }>(
    sql`insert into stores (team_id, name, platform, domain) values (${merchant}, 'Bench Other Store', 'sandbox', 'bench-other.sandbox.test') returning id`,
  );
  let t0 = performance.now();
  await exec(sql`insert into merchant_products (team_id, store_id, external_id, title, sku, brand, status, published, variants, search_text)
    select ${merchant}, case when g % 4 = 0 then ${other.id}::int else ${listStore.id}::int end, 'bench-' || g,
      'Bench part ' || g || case when g % 7 = 0 then ' brake pad' else ' filter' end, 'MP-' || g, 'Brand ' || (g % 50),
      (array['Synced', 'Linked', 'Not Linked'])[1 + g % 3], g % 5 <> 0,
      jsonb_build_array(jsonb_build_object('sku', 'MP-' || g, 'supplier_sku', null, 'title', 'Default')),
      lower('Bench part ' || g || case when g % 7 = 0 then ' brake pad' else ' filter' end || ' brand ' || (g % 50) || ' mp-' || g)
    from generate_series(1, ${PRODUCTS}) g`);
  // Autovacuum keeps the visibility map current in production: index-only counts need it.
  await exec(sql`vacuum analyze merchant_products`);
  console.log(`wrote ${PRODUCTS} merchant products in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const merchantClient = await t.signIn('merchant@demo.test');
  const P = '/api/marketplace/v1/marketplace/merchant_products';
  const shapes: Record<string, (i: number) => string> = {
    'no filter': () => `${P}?page=1&per_page=20`,
    status: (i) => `${P}?page=1&per_page=20&status=${['Synced', 'Linked', 'Not%20Linked'][i % 3]}`,
    brand: (i) => `${P}?page=1&per_page=20&brand=Brand%20${i % 50}`,
    published: () => `${P}?page=1&per_page=20&published=false`,
    store: () => `${P}?page=1&per_page=20&store=${other.id}`,
    'exact SKU': (i) => `${P}?page=1&per_page=20&query=MP-${1000 + i * 37}`,
    words: (i) => `${P}?page=1&per_page=20&query=${['brake', 'filter', 'part 12'][i % 3]}`,
    'status + brand': (i) => `${P}?page=1&per_page=20&status=Linked&brand=Brand%20${i % 50}`,
    'page 200': () => `${P}?page=200&per_page=20`,
  };
  if (args.explain) {
    // The repository's queries for each shape (merchant-products.repository.ts listProducts / count).
    const conds: Record<string, string> = {
      'no filter': 'true',
      status: `status = 'Linked'`,
      brand: `brand = 'Brand 7'`,
      published: 'published = false',
      store: `store_id = ${other.id}`,
      'exact SKU': `(lower(sku) = 'mp-1037' or search_text like '%mp-1037%')`,
      words: `(lower(sku) = 'brake' or search_text like '%brake%')`,
      'status + brand': `status = 'Linked' and brand = 'Brand 7'`,
    };
    for (const [name, cond] of Object.entries(conds)) {
      const where = `mp.team_id = ${merchant} and ${cond}`;
      for (const [kind, q] of [
        [
          'page',
          `select mp.*, s.name from merchant_products mp join stores s on s.id = mp.store_id where ${where} order by mp.id desc limit 20 offset ${name === 'no filter' ? 3980 : 0}`,
        ],
        ['count', `select count(*) from merchant_products mp where ${where}`],
        [
          'count<=10001',
          `select count(*) from (select 1 from merchant_products mp where ${where} limit 10001) x`,
        ],
      ] as const) {
        const plan = (await exec(sql.raw(`explain (analyze, buffers) ${q}`))) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        console.log(`\n--- ${name} (${kind})\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }
  }

  const all: number[] = [];
  for (const [name, url] of Object.entries(shapes)) {
    const ms: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const s = performance.now();
      const res = await merchantClient.get(url(i));
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      if (i >= 3) ms.push(performance.now() - s);
    }
    all.push(...ms);
    const st = stats(ms);
    console.log(
      `list ${name.padEnd(15)} p50 ${st.p50.toFixed(1)} ms, p95 ${st.p95.toFixed(1)} ms, max ${st.max.toFixed(1)} ms`,
    );
  }
  const overall = stats(all);
  console.log(`list overall        p50 ${overall.p50.toFixed(1)} ms, p95 ${overall.p95.toFixed(1)} ms`);

  if (!args['skip-sync']) {
    // Sync All of a store holding STORE products, a tenth of them catalogue SKUs (Linked), the rest the merchant's.
    const brand = await one<{ id: number }>(
      sql`insert into brands (team_id, name, slug) values (${t.teams.brands[0]!}, 'Bench Brand', 'bench-brand') returning id`,
    );
    await exec(sql`insert into products (team_id, brand_id, slug, sku, title, price_cents, published)
      select ${t.teams.brands[0]!}, ${brand.id}, 'bench-' || g, 'SYNC-' || g, 'Bench part ' || g, 1000, true
      from generate_series(1, ${STORE}) g where g % 10 = 0`);
    const syncStore = await one<{ id: number }>(
      sql`insert into stores (team_id, name, platform, domain) values (${merchant}, 'Bench Sync Store', 'sandbox', 'bench-sync.sandbox.test') returning id`,
    );
    await exec(sql`insert into sandbox_store_products (id, store_id, source_key, title, handle, vendor, variants, created_at)
      select 'sp-' || g, ${syncStore.id}, 'bench:' || g, 'Store product ' || g, 'store-product-' || g, 'Shop',
        jsonb_build_array(jsonb_build_object('sku', 'SYNC-' || g, 'title', 'Default', 'price', '10.00', 'options', '{}'::jsonb)),
        now() - make_interval(secs => ${STORE} - g)
      from generate_series(1, ${STORE}) g`);
    await exec(sql`vacuum analyze sandbox_store_products`);
    const services = createMarketplaceServices(t.ctx, { delayMs: [0, 0] });
    const start = await merchantClient.post(`${P}/sync_all`, { stores: [syncStore.id] });
    const [jobId] = start.json().sync_job_ids as string[];
    global.gc?.();
    const heap: number[] = [];
    const sampler = setInterval(() => heap.push(process.memoryUsage().heapUsed / 1e6), 100);
    t0 = performance.now();
    await runSyncAll(services, jobId!);
    const secs = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const progress = (await merchantClient.get(`${P}/sync_progress?sync_job_ids=${jobId}`)).json();
    const synced = await one<{ n: number; linked: number }>(
      sql`select count(*)::int as n, count(*) filter (where status = 'Linked')::int as linked from merchant_products where store_id = ${syncStore.id}`,
    );
    const third = Math.floor(heap.length / 3);
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    console.log(
      `sync all: ${synced.n} products (${synced.linked} Linked) in ${secs.toFixed(1)} s = ${(synced.n / secs).toFixed(0)} products/s; progress ${progress.progress}`,
    );
    console.log(
      `heap MB while syncing: first third avg ${avg(heap.slice(0, third)).toFixed(0)}, last third avg ${avg(heap.slice(-third)).toFixed(0)}, max ${Math.max(...heap).toFixed(0)} (${heap.length} samples)`,
    );
  }
} finally {
  await t.close();
}
