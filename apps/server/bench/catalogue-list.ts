/**
 * Product list benchmark: a fresh PostgreSQL database seeded with N products (default 1,000,000), then the
 * queries the catalogue's product list runs, timed through the HTTP API (buildApp + inject) when the
 * endpoint exists, else with the SQL that endpoint runs. Prints median and p95 per query and the plans of
 * the slowest. Drops the database at the end (unless --keep or --db).
 *
 *   npx tsx apps/server/bench/catalogue-list.ts [--products 1000000] [--runs 7] [--sql] [--keep]
 *     [--db partsflow_bench_1m] [--only "keyword"] [--explain 3|all]
 *
 * --db NAME keeps the generated database between runs: the first run creates, seeds and keeps NAME; later runs
 * reuse it (migrating it to the current schema, no seeding), so a change can be measured in a minute rather than
 * after a ten-minute seed. Drop it by hand when done: `DROP DATABASE NAME WITH (FORCE)`.
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres (default)
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/platform/db/client.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { seedDemo, formatSeedSummary, DEMO_PASSWORD } from '../src/demo/index.ts';

interface Case {
  name: string;
  staff?: boolean;
  body: {
    page: number;
    per: number;
    sort: 'sku' | 'title' | 'updated_at';
    sort_dir: 'asc' | 'desc';
    query?: string;
    filters: Record<string, boolean | string>;
  };
}

const list = (
  name: string,
  over: Partial<Case['body']> = {},
  filters: Case['body']['filters'] = {},
  staff = false,
): Case => ({
  name,
  staff,
  body: { page: 1, per: 50, sort: 'updated_at', sort_dir: 'desc', filters, ...over },
});

const CASES: Case[] = [
  list('default: updated_at desc, page 1'),
  list('sort sku asc, page 1', { sort: 'sku', sort_dir: 'asc' }),
  list('sort title asc, page 1', { sort: 'title', sort_dir: 'asc' }),
  list('sort updated_at desc, page 2,000', { page: 2000 }),
  list('sort sku asc, page 2,000', { sort: 'sku', sort_dir: 'asc', page: 2000 }),
  list('sort title desc, page 2,000', { sort: 'title', sort_dir: 'desc', page: 2000 }),
  list('keyword SKU prefix "DB12"', { query: 'DB12' }),
  list('keyword SKU prefix "ABP-44"', { query: 'ABP-44' }),
  list('keyword SKU fragment "4411"', { query: '4411' }),
  list('keyword title words "front ceramic"', { query: 'front ceramic' }),
  list('keyword title word "hilux", sort title', { query: 'hilux', sort: 'title', sort_dir: 'asc' }),
  list('keyword "rotor", page 50', { query: 'rotor', page: 50 }),
  list('filter published', {}, { published: true }),
  list('filter purchaseable = false', {}, { purchaseable: false }),
  list('filter has_attributes = false', {}, { has_attributes: false }),
  list('filter has_vehicles', {}, { has_vehicles: true }),
  list('filter has_vehicles = false, sort sku', { sort: 'sku', sort_dir: 'asc' }, { has_vehicles: false }),
  list('filter has_media', {}, { has_media: true }),
  list('filter has_listing', {}, { has_listing: true }),
  list('filter listing_status published', {}, { listing_status: 'published' }),
  list('filters published + has_vehicles + "pad"', { query: 'pad' }, { published: true, has_vehicles: true }),
  list('staff: all teams, updated_at desc', {}, {}, true),
  list('staff: all teams, keyword "filter"', { query: 'filter' }, {}, true),
  list('staff: all teams, sku asc, page 2,000', { sort: 'sku', sort_dir: 'asc', page: 2000 }, {}, true),
];

const COUNT_CAP = 10_000;

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '1000000' },
      runs: { type: 'string', default: '7' },
      seed: { type: 'string' },
      sql: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      explain: { type: 'string', default: '3' },
      db: { type: 'string' },
      only: { type: 'string' },
    },
  });
  const products = Number(values.products.replace(/[_,]/g, ''));
  const runs = Math.max(1, Number(values.runs));
  let t = Date.now();
  const bench = await openBenchDatabase({ name: values.db, keep: values.keep, poolSize: 10 });
  const { database, name, reused: reuse } = bench;
  console.log(`Database ${name} ${reuse ? 'reused' : 'created'} and migrated in ${secs(t)}`);
  const cleanups: (() => Promise<void>)[] = [];
  try {
    if (!reuse) {
      t = Date.now();
      const summary = await seedDemo(database, {
        products,
        seed: values.seed ? Number(values.seed) : undefined,
        log: (line) => console.log(line),
      });
      console.log(formatSeedSummary(summary));
    }
    t = Date.now();
    await database.exec('VACUUM (ANALYZE)');
    console.log(`VACUUM ANALYZE in ${secs(t)}`);
    const sizes = (
      await poolOf(database).query(
        `select pg_size_pretty(pg_database_size(current_database())) as db,
                pg_size_pretty(pg_total_relation_size('products')) as products`,
      )
    ).rows[0] as { db: string; products: string };
    console.log(`Database size ${sizes.db}; products with its indexes ${sizes.products}`);

    const brandTeam = Number(
      (await poolOf(database).query(`select id from teams where name = 'Apex Brake Co' order by id limit 1`))
        .rows[0].id,
    );
    const teamProducts = Number(
      (await poolOf(database).query('select count(*) from products where team_id = $1', [brandTeam])).rows[0]
        .count,
    );
    console.log(
      `brand@demo.test's team (Apex Brake Co) holds ${teamProducts.toLocaleString('en-AU')} products\n`,
    );

    const runner = values.sql ? null : await httpRunner(database, cleanups);
    console.log(
      runner
        ? 'Timing POST /api/catalogue/products/datatable.json through buildApp + inject (list and count together)'
        : 'Timing the SQL the product list endpoint runs (list and count in parallel, as the service does)',
    );
    const results: { c: Case; times: number[]; rows: number; total: number }[] = [];
    const only = values.only?.toLowerCase();
    for (const c of CASES.filter((k) => !only || k.name.toLowerCase().includes(only))) {
      const run = runner
        ? () => runner(c)
        : () => sqlList(database as Database, c, c.staff ? null : brandTeam);
      await run(); // warm-up
      const times: number[] = [];
      let last = { rows: 0, total: 0 };
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        last = await run();
        times.push(performance.now() - start);
      }
      results.push({ c, times, ...last });
      const s = stats(times);
      console.log(
        `  ${c.name.padEnd(48)} median ${ms(s.median)}  p95 ${ms(s.p95)}  rows ${String(last.rows).padStart(3)}  total ${last.total.toLocaleString('en-AU')}`,
      );
    }

    const slowest = [...results].sort((a, b) => stats(b.times).median - stats(a.times).median);
    const explainN = values.explain === 'all' ? slowest.length : Number(values.explain);
    for (const r of slowest.slice(0, explainN)) {
      console.log(`\n=== EXPLAIN (ANALYZE, BUFFERS): ${r.c.name} (median ${ms(stats(r.times).median)}) ===`);
      if (runner) {
        // The statements the endpoint really ran for this case, captured and replayed under EXPLAIN.
        const statements = await captureStatements(() => runner(r.c));
        for (const st of statements) {
          console.log(`--- ${st.bitmapOff ? '[enable_bitmapscan off] ' : ''}${oneLine(st.text, st.values)}`);
          console.log(await explain(database, st.text, st.values, st.bitmapOff));
        }
        continue;
      }
      const { list: listSql, count: countSql } = buildSql(r.c, r.c.staff ? null : brandTeam);
      console.log('--- list query');
      console.log(await explain(database, listSql));
      console.log('--- count query (capped)');
      console.log(await explain(database, countSql));
    }
  } finally {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
    await bench.close();
  }
}

/** The HTTP path, if the app builds and the endpoint answers; else null (the SQL path is used). */
async function httpRunner(
  database: Database,
  cleanups: (() => Promise<void>)[],
): Promise<((c: Case) => Promise<{ rows: number; total: number }>) | null> {
  try {
    const { buildApp } = await import('../src/app.ts');
    const { createAppContext } = await import('../src/platform/app-context.ts');
    const config = { ...loadConfig({ NODE_ENV: 'test', WORKERS: 'off' }), WEB_DIST: '/nonexistent' };
    const ctx = await createAppContext(config, database);
    cleanups.push(() => ctx.stop());
    const { app } = await buildApp(ctx);
    cleanups.push(() => app.close());
    const signIn = async (email: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { email, password: DEMO_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode}`);
      const cookie = res.cookies.find((k) => k.name === 'pf_session');
      return {
        cookie: `pf_session=${cookie?.value ?? ''}`,
        'x-csrf-token': (res.json() as { csrf_token: string }).csrf_token,
      };
    };
    const brand = await signIn('brand@demo.test');
    const staff = await signIn('staff@demo.test');
    const call = async (c: Case) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/catalogue/products/datatable.json',
        headers: c.staff ? staff : brand,
        payload: c.body,
      });
      if (res.statusCode !== 200) throw new Error(`${c.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      const json = res.json() as { data: unknown[]; meta: { total_count: number } };
      return { rows: json.data.length, total: json.meta.total_count };
    };
    const probe = await app.inject({
      method: 'POST',
      url: '/api/catalogue/products/datatable.json',
      headers: brand,
      payload: { page: 1, per: 1, filters: {} },
    });
    if (probe.statusCode === 404) {
      console.log('The product list endpoint is not there yet: timing its SQL instead.');
      return null;
    }
    return call;
  } catch (err) {
    console.log(
      `The HTTP path is unavailable (${err instanceof Error ? err.message : err}): timing SQL instead.`,
    );
    return null;
  }
}

/** The SQL of products.repository.ts listProductRows / countProductRows for a case. */
function buildSql(c: Case, teamId: number | null): { list: string; count: string; where: string } {
  const f = c.body.filters;
  const where: string[] = [];
  if (teamId !== null) where.push(`p.team_id = ${teamId}`);
  const flag = (v: unknown, yes: string, no: string) => {
    if (v === true) where.push(yes);
    else if (v === false) where.push(no);
  };
  flag(f.published, 'p.published = true', 'p.published = false');
  flag(f.purchaseable, 'p.purchaseable = true', 'p.purchaseable = false');
  flag(f.has_listing, 'p.listing_id is not null', 'p.listing_id is null');
  flag(f.has_attributes, 'p.attribute_count > 0', 'p.attribute_count = 0');
  flag(f.has_vehicles, 'p.vehicle_count > 0', 'p.vehicle_count = 0');
  flag(f.has_media, 'p.media_count > 0', 'p.media_count = 0');
  if (typeof f.listing_status === 'string') where.push(`p.listing_status = ${lit(f.listing_status)}`);
  const q = c.body.query?.trim();
  if (q) {
    const words = q.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const ors: string[] = [];
    if (words.length) {
      const tsquery = words.map((w) => `${w.toLowerCase()}:*`).join(' & ');
      ors.push(`p.search_vector @@ to_tsquery('simple', ${lit(tsquery)})`);
    }
    ors.push(`p.sku ilike ${lit(`%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`)}`);
    where.push(`(${ors.join(' or ')})`);
  }
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const dir = c.body.sort_dir;
  const list =
    `select p.*, b.slug as brand_slug, b.name as brand_name, sb.name as sub_brand, pt.title as product_type ` +
    `from products p join brands b on b.id = p.brand_id left join sub_brands sb on sb.id = p.sub_brand_id ` +
    `left join product_types pt on pt.id = p.product_type_id ${w} ` +
    `order by p.${c.body.sort} ${dir}, p.id ${dir} limit ${c.body.per} offset ${(c.body.page - 1) * c.body.per}`;
  const count = `select count(*)::int as n from (select 1 from products p ${w} limit ${COUNT_CAP + 1}) limited`;
  return { list, count, where: w };
}

async function sqlList(database: Database, c: Case, teamId: number | null) {
  const { list: listSql, count: countSql, where } = buildSql(c, teamId);
  const pool = database.raw.kind === 'postgresql' ? database.raw.pool : null;
  if (!pool) throw new Error('the benchmark runs on PostgreSQL');
  const [rows, counted] = await Promise.all([
    pool.query(listSql),
    (async () => {
      const exact = Number((await pool.query(countSql)).rows[0].n);
      if (exact <= COUNT_CAP) return exact;
      const plan = (await pool.query(`explain (format json) select 1 from products p ${where}`)).rows[0][
        'QUERY PLAN'
      ] as { Plan: { 'Plan Rows': number } }[];
      return Math.max(COUNT_CAP + 1, Math.round(plan[0]?.Plan['Plan Rows'] ?? 0));
    })(),
  ]);
  return { rows: rows.rowCount ?? 0, total: counted };
}

async function explain(
  database: Database,
  text: string,
  values: unknown[] = [],
  bitmapOff = false,
): Promise<string> {
  if (database.raw.kind !== 'postgresql') return '';
  const client = await poolOf(database).connect();
  try {
    await client.query('begin');
    if (bitmapOff) await client.query(`set local enable_bitmapscan = off`);
    const res = await client.query(`explain (analyze, buffers) ${text}`, values);
    return res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

interface Captured {
  text: string;
  values: unknown[];
  bitmapOff: boolean;
}

/**
 * The product-list SELECTs run while `fn` runs (pg.Client.prototype.query wrapped for the duration), noting which ran
 * with bitmap scans switched off by platform/search (set_config on the same connection).
 */
async function captureStatements(fn: () => Promise<unknown>): Promise<Captured[]> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const captured: Captured[] = [];
  const off = new WeakSet<object>();
  proto.query = function (this: object, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; values?: unknown[] };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    const vals = (typeof first === 'string' ? args[1] : (first?.values ?? args[1])) as unknown[] | undefined;
    if (/set_config\('enable_bitmapscan', 'off'/.test(text)) off.add(this);
    else if (/set_config\('enable_bitmapscan', 'on'/.test(text)) off.delete(this);
    else if (/^\s*select\b/i.test(text) && /"products"/.test(text) && !/"sessions"|"users"/.test(text))
      captured.push({ text, values: vals ?? [], bitmapOff: off.has(this) });
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return captured;
}

function oneLine(text: string, values: unknown[]): string {
  const filled = text.replace(/\$(\d+)/g, (_, n) => {
    const v = values[Number(n) - 1];
    return typeof v === 'string' ? lit(v) : Array.isArray(v) ? `{${v.length} values}` : String(v);
  });
  return filled.length > 600 ? `${filled.slice(0, 600)}...` : filled;
}

function poolOf(database: Database): pg.Pool {
  if (database.raw.kind !== 'postgresql') throw new Error('the benchmark runs on PostgreSQL');
  return database.raw.pool;
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

function lit(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

function ms(n: number): string {
  return `${n.toFixed(1).padStart(8)} ms`;
}

function secs(start: number): string {
  return `${((Date.now() - start) / 1000).toFixed(1)} s`;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
