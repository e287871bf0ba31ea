/**
 * Load (issue 8, item 8): the real server process (`node --import tsx apps/server/src/main.ts`, workers on) on a
 * fresh PostgreSQL database with the demo accounts and a generated platform, driven over loopback by autocannon at
 * a fixed total rate with a realistic mix of the demo users' reads and writes (catalogue list, keyword search and
 * product page, product edits and issue reports; marketplace search and import list; distributor inventory and
 * deliveries; session checks). Each kind of request is its own autocannon instance at its share of the rate, all at
 * once, so each gets its own latency figures. Writes the figures to bench/LOAD-RESULTS.md and bench/load-results.json
 * and exits non-zero on any 5xx or connection error. Drops the database at the end.
 *
 *   npm run bench:load -w @partsflow/server -- [--rate 200] [--duration 60] [--products 2000]
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres (default)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { seedDemoAccounts, DEMO_PASSWORD } from '../src/demo/demo-accounts.ts';
import { seedDemoPlatform } from '../src/demo/index.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { freePort, signInOver, startServerProcess, type Session } from '../test/harness/server-process.ts';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    products: { type: 'string', default: '2000' },
  },
});
const RATE = Number(values.rate);
const DURATION = Number(values.duration);
const PRODUCTS = Number(values.products);
const HERE = path.dirname(new URL(import.meta.url).pathname);

interface Mix {
  name: string;
  /** Share of the total rate, in percent. */
  share: number;
  who: 'brand' | 'merchant' | 'distributor';
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  /** A body per request (a counter makes each write distinct). */
  body?: (n: number) => unknown;
}

async function main() {
  const bench = await openBenchDatabase({ prefix: 'partsflow_load', poolSize: 4 });
  const { database, url } = bench;
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'partsflow-load-'));
  let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
  try {
    const teams = await seedDemoAccounts(database.db);
    let t0 = performance.now();
    await seedDemoPlatform(database, teams, { products: PRODUCTS });
    console.log(`seeded ${PRODUCTS} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const res = (await database.db.execute(
      // The brand's first product (its page and its edits) and its brand's slug.
      sql`select p.id, p.slug, b.slug as brand_slug from products p join brands b on b.id = p.brand_id
          where p.team_id = ${teams.brands[0]!} order by p.id limit 1`,
    )) as unknown as { rows: { id: number; slug: string; brand_slug: string }[] };
    const product = res.rows[0]!;

    const port = await freePort();
    server = await startServerProcess(port, { DATABASE_URL: url, FILES_DIR: files });
    const sessions: Record<Mix['who'], Session> = {
      brand: await signInOver(port, 'brand@demo.test', DEMO_PASSWORD),
      merchant: await signInOver(port, 'merchant@demo.test', DEMO_PASSWORD),
      distributor: await signInOver(port, 'distributor@demo.test', DEMO_PASSWORD),
    };
    // brand@demo.test belongs to two teams: act for the first brand team.
    await fetch(`http://127.0.0.1:${port}/api/session/team`, {
      method: 'PUT',
      headers: {
        cookie: sessions.brand.cookie,
        'x-csrf-token': sessions.brand.csrf,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ team_id: teams.brands[0] }),
    });

    const C = '/api/catalogue';
    const M = '/api/marketplace/v1/marketplace';
    const mix: Mix[] = [
      {
        name: 'product list',
        share: 20,
        who: 'brand',
        method: 'GET',
        path: `${C}/products/datatable.json?page=1&per=50`,
      },
      {
        name: 'keyword search',
        share: 10,
        who: 'brand',
        method: 'GET',
        path: `${C}/products/datatable.json?query=brake&per=25`,
      },
      {
        name: 'product page',
        share: 15,
        who: 'brand',
        method: 'GET',
        path: `${C}/b/${product.brand_slug}/products/${product.slug}`,
      },
      {
        name: 'product edit',
        share: 5,
        who: 'brand',
        method: 'PATCH',
        path: `${C}/b/${product.brand_slug}/products/${product.slug}`,
        body: (n) => ({ product: { catalogue_notes: `load ${n}` } }),
      },
      {
        name: 'issue report',
        share: 2.5,
        who: 'brand',
        method: 'POST',
        path: `${C}/product-issues`,
        body: (n) => ({ product_id: product.id, issue: `Load test issue ${n}` }),
      },
      {
        name: 'marketplace search',
        share: 15,
        who: 'merchant',
        method: 'POST',
        path: `${M}/all-search-results`,
        body: () => ({}),
      },
      {
        name: 'import list',
        share: 7.5,
        who: 'merchant',
        method: 'GET',
        path: `${M}/import-list?page=1&per_page=25`,
      },
      {
        name: 'inventory list',
        share: 10,
        who: 'distributor',
        method: 'POST',
        path: '/api/distributor/inventory/datatable.json',
        body: () => ({}),
      },
      {
        name: 'deliveries',
        share: 7.5,
        who: 'distributor',
        method: 'GET',
        path: '/api/distributor/v1/deliveries?page=1&page_size=25',
      },
      { name: 'session', share: 7.5, who: 'merchant', method: 'GET', path: '/api/session' },
    ];
    if (Math.abs(mix.reduce((s, m) => s + m.share, 0) - 100) > 0.01)
      throw new Error('the mix must add up to 100 %');

    console.log(`driving ${RATE} requests/s for ${DURATION} s over ${mix.length} kinds of request ...`);
    t0 = performance.now();
    const results = await Promise.all(
      mix.map((m) => {
        const rate = (RATE * m.share) / 100;
        const s = sessions[m.who];
        let n = 0;
        return autocannon({
          url: `http://127.0.0.1:${port}`,
          duration: DURATION,
          overallRate: rate,
          // Enough connections to hold the rate when answers slow down (autocannon waits for each answer).
          connections: Math.max(2, Math.ceil(rate / 2)),
          requests: [
            {
              method: m.method,
              path: m.path,
              headers: {
                cookie: s.cookie,
                'x-csrf-token': s.csrf,
                ...(m.body ? { 'content-type': 'application/json' } : {}),
              },
              setupRequest: (req) => (m.body ? { ...req, body: JSON.stringify(m.body(++n)) } : req),
            },
          ],
        });
      }),
    );
    const elapsed = (performance.now() - t0) / 1000;

    const rows = results.map((r, i) => ({
      name: mix[i]!.name,
      target: (RATE * mix[i]!.share) / 100,
      requests: r.requests.total,
      rps: r.requests.total / DURATION,
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
      non2xx: r.non2xx,
      s5xx: r['5xx'],
      errors: r.errors + r.timeouts,
    }));
    const total = rows.reduce((s, r) => s + r.requests, 0);
    const s5xx = rows.reduce((s, r) => s + r.s5xx, 0);
    const errors = rows.reduce((s, r) => s + r.errors, 0);
    const non2xx = rows.reduce((s, r) => s + r.non2xx, 0);
    const worstP99 = Math.max(...rows.map((r) => r.p99));
    // The overall median and 99th percentile weighted by request count (each instance has its own histogram).
    const weighted = (k: 'p50' | 'p99') =>
      rows.reduce((s, r) => s + r[k] * r.requests, 0) / Math.max(total, 1);
    const when = new Date().toISOString();
    const load = os.loadavg().map((x) => x.toFixed(1));
    const md = [
      '# Load results',
      '',
      `Run on demand: \`npm run bench:load -w @partsflow/server -- --rate ${RATE} --duration ${DURATION} --products ${PRODUCTS}\``,
      '(PostgreSQL on 127.0.0.1:5432; a fresh database, dropped at the end; the server is its own process with workers',
      'on; autocannon over loopback, one instance per kind of request at its share of the rate, all at once).',
      '',
      `Last run: ${when}, ${os.cpus().length} cores, load average before the end ${load.join(' / ')} (other engineers'`,
      'builds and tests share this machine: latencies include their contention).',
      '',
      `**Total: ${total} requests in ${DURATION} s = ${(total / DURATION).toFixed(1)} requests/s (target ${RATE}); ` +
        `5xx: ${s5xx}; connection errors and timeouts: ${errors}; other non-2xx: ${non2xx - s5xx}; ` +
        `median ≈ ${weighted('p50').toFixed(1)} ms, p99 ≈ ${weighted('p99').toFixed(1)} ms (request-weighted), ` +
        `worst p99 ${worstP99} ms.**`,
      '',
      '| request | target/s | sent | /s | p50 ms | p90 ms | p99 ms | max ms | non-2xx | 5xx | errors |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.target} | ${r.requests} | ${r.rps.toFixed(1)} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.non2xx} | ${r.s5xx} | ${r.errors} |`,
      ),
      '',
    ].join('\n');
    fs.writeFileSync(path.join(HERE, 'LOAD-RESULTS.md'), md);
    fs.writeFileSync(
      path.join(HERE, 'load-results.json'),
      `${JSON.stringify({ when, rate: RATE, duration: DURATION, products: PRODUCTS, elapsed, total, s5xx, errors, non2xx, rows }, null, 2)}\n`,
    );
    console.log(md);
    if (s5xx > 0 || errors > 0) {
      console.error(
        `FAILED: ${s5xx} answers were 5xx and ${errors} requests failed; server log:\n${server.log().slice(-3000)}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await server?.stop('SIGTERM');
    fs.rmSync(files, { recursive: true, force: true });
    await bench.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
