/**
 * Fitment benchmark (issue 17): a PostgreSQL database seeded by the demo generator at the fitment scale flags,
 * then the four queries through the HTTP API (buildApp + inject), p50/p95 over --runs requests each:
 *   1. a product's Vehicles tab (GET product/{id}/vehicle_applications, as brand@, a product with many links);
 *   2. the vehicle picker's keyword search (GET vehicles/datatable.json, 10 a page, as brand@);
 *   3. Source Products narrowed to one vehicle (POST all-search-results with vehicle_id, and make/model/year);
 *   4. the admin vehicles table (GET /api/admin/vehicles/datatable.json, 25 a page, as staff@).
 * Targets: 50, 30, 60 and 30 ms p95 at 100,000 vehicles, 20,000,000 application links and 1,000,000 listings.
 *
 *   npx tsx apps/server/bench/fitment.ts [--products 1000000] [--vehicles 100000] [--fitment-density 6]
 *     [--runs 20] [--db partsflow_bench_fitment] [--keep]
 *
 * --db NAME keeps the database between runs (seeded once). BENCH_POSTGRES_URL as for catalogue-list.ts.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { openPostgres, type Database } from '../src/platform/db/client.ts';
import { seedDemo, formatSeedSummary, DEMO_PASSWORD } from '../src/demo/index.ts';

const MP = '/api/marketplace/v1/marketplace';

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '1000000' },
      vehicles: { type: 'string', default: '100000' },
      'fitment-density': { type: 'string', default: '6' },
      runs: { type: 'string', default: '20' },
      db: { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
  });
  const num = (v: string) => Number(v.replace(/[_,]/g, ''));
  const products = num(values.products);
  const vehicles = num(values.vehicles);
  const fitmentDensity = Number(values['fitment-density']);
  const runs = Math.max(5, num(values.runs));
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (values.db !== undefined && !/^[a-z_][a-z0-9_]*$/.test(values.db)) throw new Error('--db: a plain name');
  const name = values.db ?? `partsflow_bench_${randomBytes(5).toString('hex')}`;
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const reuse = values.db !== undefined && (await exists(adminUrl, name));
  if (!reuse) await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const database: Database = await openPostgres(url, 10);
  const cleanups: (() => Promise<void>)[] = [];
  try {
    await database.migrate();
    if (!reuse) {
      const t = Date.now();
      const summary = await seedDemo(database, {
        products,
        vehicles,
        fitmentDensity,
        log: (l) => console.log(l),
      });
      console.log(formatSeedSummary(summary));
      console.log(`Seeded in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    }
    if (database.raw.kind !== 'postgresql') throw new Error('the benchmark runs on PostgreSQL');
    const pool = database.raw.pool;
    await database.exec('VACUUM (ANALYZE)');
    const count = async (q: string) => Number((await pool.query(q)).rows[0].n);
    console.log(
      `${(await count('select count(*) as n from vehicles')).toLocaleString('en-AU')} vehicles, ` +
        `${(await count('select count(*) as n from vehicle_application_vehicles')).toLocaleString('en-AU')} application links, ` +
        `${(await count('select count(*) as n from marketplace_search_docs where visible')).toLocaleString('en-AU')} visible listings\n`,
    );

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
      return {
        cookie: `pf_session=${res.cookies.find((k) => k.name === 'pf_session')?.value ?? ''}`,
        'x-csrf-token': (res.json() as { csrf_token: string }).csrf_token,
      };
    };
    const brand = await signIn('brand@demo.test');
    const merchant = await signIn('merchant@demo.test');
    const staff = await signIn('staff@demo.test');

    const timed = async (
      label: string,
      call: () => Promise<{ statusCode: number; body: string }>,
      target: number,
    ) => {
      const first = await call();
      if (first.statusCode !== 200)
        throw new Error(`${label}: ${first.statusCode} ${first.body.slice(0, 200)}`);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const s = performance.now();
        await call();
        times.push(performance.now() - s);
      }
      const st = stats(times);
      console.log(
        `  ${label.padEnd(58)} p50 ${st.p50.toFixed(1).padStart(7)} ms  p95 ${st.p95.toFixed(1).padStart(7)} ms  (target ${target} ms)`,
      );
    };
    const get = (headers: Record<string, string>, u: string) => () =>
      app.inject({ method: 'GET', url: u, headers });
    const post = (headers: Record<string, string>, u: string, payload: object) => () =>
      app.inject({ method: 'POST', url: u, headers, payload });

    // The brand's product with the most vehicles; a vehicle that many listings fit; its make, model and a year.
    const product = (
      await pool.query(
        `select a.product_id as id, count(*) as n from vehicle_applications a
           join vehicle_application_vehicles v on v.vehicle_application_id = a.id
           join products p on p.id = a.product_id
           join memberships m on m.team_id = p.team_id join users u on u.id = m.user_id and u.email = 'brand@demo.test'
          group by a.product_id order by n desc limit 1`,
      )
    ).rows[0] as { id: number; n: string };
    const vehicle = (
      await pool.query(
        `select v.id, v.vehicle_make_id, v.vehicle_model_id, v.year_from, count(*) as n
           from vehicle_application_vehicles l join vehicles v on v.id = l.vehicle_id
          group by v.id order by n desc limit 1`,
      )
    ).rows[0] as { id: number; vehicle_make_id: number; vehicle_model_id: number; year_from: number };

    console.log('Fitment (through buildApp + inject):');
    await timed(
      `1. Vehicles tab, product ${product.id} (${product.n} links)`,
      get(brand, `/api/catalogue/product/${product.id}/vehicle_applications`),
      50,
    );
    for (const q of ['hilux', 'ranger px 2016', 'corolla hatch'])
      await timed(
        `2. picker search "${q}"`,
        get(brand, `/api/catalogue/vehicles/datatable.json?query=${encodeURIComponent(q)}&page=1&per=10`),
        30,
      );
    await timed(
      `3. Source Products narrowed to vehicle ${vehicle.id}`,
      post(merchant, `${MP}/all-search-results`, { vehicle_id: vehicle.id }),
      60,
    );
    await timed(
      `3. Source Products narrowed to make, model and ${vehicle.year_from}`,
      post(merchant, `${MP}/all-search-results`, {
        vehicle_make_id: vehicle.vehicle_make_id,
        vehicle_model_id: vehicle.vehicle_model_id,
        vehicle_year: vehicle.year_from,
      }),
      60,
    );
    await timed(
      '4. admin vehicles table, page 1',
      get(staff, '/api/admin/vehicles/datatable.json?page=1&per=25'),
      30,
    );
    await timed(
      '4. admin vehicles table, page 40, "toyota"',
      get(staff, '/api/admin/vehicles/datatable.json?page=40&per=25&query=toyota'),
      30,
    );
  } finally {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
    await database.close();
    if (!values.keep && values.db === undefined)
      await adminQuery(adminUrl, `DROP DATABASE ${name} WITH (FORCE)`);
  }
}

function stats(times: number[]) {
  const s = [...times].sort((a, b) => a - b);
  return {
    p50: s[Math.floor((s.length - 1) / 2)]!,
    p95: s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)]!,
  };
}

async function adminQuery(url: string, text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

async function exists(url: string, db: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query('select 1 from pg_database where datname = $1', [db])).rowCount === 1;
  } finally {
    await c.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
