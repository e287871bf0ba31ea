/**
 * Source Products and bulk publish benchmark (issue 9): a PostgreSQL database seeded by the demo generator with N
 * products (listings come with them, most published), then through the HTTP API (buildApp + inject) as merchant@:
 * keyword, SKU and facet-filtered searches, the same with facets, every id of a broad query (Select all); and a
 * bulk publish of --publish listings to the sandbox store (its job worked in-process, store delay 0).
 *
 *   npx tsx apps/server/bench/marketplace-search.ts [--products 1000000] [--runs 9] [--publish 10000]
 *     [--db partsflow_bench_mp] [--keep]
 *
 * --db NAME keeps the database between runs (seeded once). BENCH_POSTGRES_URL as for catalogue-list.ts.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { seedDemo, formatSeedSummary, DEMO_PASSWORD } from '../src/demo/index.ts';
import { createMarketplaceServices, runBulkPublish } from '../src/modules/marketplace/index.ts';

const API = '/api/marketplace/v1/marketplace';
type Body = Record<string, unknown>;

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '1000000' },
      runs: { type: 'string', default: '9' },
      publish: { type: 'string', default: '10000' },
      db: { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
  });
  const products = Number(values.products.replace(/[_,]/g, ''));
  const runs = Math.max(3, Number(values.runs));
  const bench = await openBenchDatabase({ name: values.db, keep: values.keep, poolSize: 10 });
  const { database, reused: reuse } = bench;
  const cleanups: (() => Promise<void>)[] = [];
  try {
    if (!reuse) {
      const t = Date.now();
      console.log(formatSeedSummary(await seedDemo(database, { products, log: (l) => console.log(l) })));
      console.log(`Seeded in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    }
    if (database.raw.kind !== 'postgresql') throw new Error('the benchmark runs on PostgreSQL');
    const pool = database.raw.pool;
    await database.exec('VACUUM (ANALYZE)');
    const docs = Number(
      (await pool.query('select count(*) from marketplace_search_docs where visible')).rows[0].count,
    );
    console.log(`${docs.toLocaleString('en-AU')} visible published listings\n`);

    const { buildApp } = await import('../src/app.ts');
    const { createAppContext } = await import('../src/platform/app-context.ts');
    const config = { ...loadConfig({ NODE_ENV: 'test', WORKERS: 'off' }), WEB_DIST: '/nonexistent' };
    const ctx = await createAppContext(config, database);
    cleanups.push(() => ctx.stop());
    const { app } = await buildApp(ctx);
    cleanups.push(() => app.close());
    const res = await app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: 'merchant@demo.test', password: DEMO_PASSWORD },
    });
    const headers = {
      cookie: `pf_session=${res.cookies.find((k) => k.name === 'pf_session')?.value ?? ''}`,
      'x-csrf-token': (res.json() as { csrf_token: string }).csrf_token,
    };
    const post = async (path: string, body: Body) => {
      const r = await app.inject({ method: 'POST', url: `${API}/${path}`, headers, payload: body });
      if (r.statusCode !== 200) throw new Error(`${path}: ${r.statusCode} ${r.body.slice(0, 200)}`);
      return r.json() as { hits?: unknown[]; total_hits?: number; ids?: number[] };
    };
    const facets = (await post('all-facet-filters', {})) as unknown as { brand: { value: string }[] };
    const brandId = Number(facets.brand[0]?.value);
    const sku = (
      await pool.query('select sku from marketplace_search_docs where visible order by id desc limit 1')
    ).rows[0].sku as string;
    const cases: [string, Body][] = [
      ['browse: cost ascending, page 1', {}],
      ['browse: new arrivals, page 50', { sort: 'new_arrivals', page: 50 }],
      [`SKU exact "${sku}"`, { query: sku }],
      [`SKU prefix "${sku.slice(0, 4)}"`, { query: sku.slice(0, 4) }],
      ['keyword "brake pad"', { query: 'brake pad' }],
      ['keyword "ceramic front"', { query: 'ceramic front' }],
      ['keyword "filter", sort cost', { query: 'filter', sort: 'cost_asc' }],
      ['facet-filtered: brand, "pad"', { query: 'pad', brand_ids: [brandId] }],
      ['facet-filtered: product type', { product_types: ['Brake Pads'] }],
    ];
    const timed = async (label: string, body: Body, path = 'all-search-results') => {
      await post(path, body);
      const times: number[] = [];
      let last: Awaited<ReturnType<typeof post>> = {};
      for (let i = 0; i < runs; i++) {
        const s = performance.now();
        last = await post(path, body);
        times.push(performance.now() - s);
      }
      const st = stats(times);
      console.log(
        `  ${label.padEnd(44)} p50 ${st.p50.toFixed(1).padStart(7)} ms  p95 ${st.p95.toFixed(1).padStart(7)} ms  ${last.ids ? `ids ${last.ids.length}` : `hits ${last.hits?.length} of ${last.total_hits}`}`,
      );
      return st;
    };
    console.log('Search (POST all-search-results through buildApp + inject):');
    for (const [label, body] of cases) {
      const plain = await timed(label, body);
      const withFacets = await timed(`${label} + facets`, { ...body, facets: true });
      console.log(`    facets/plain p95 ratio ${(withFacets.p95 / plain.p95).toFixed(2)}`);
    }
    console.log('Select all:');
    await timed('every id of a broad query ("a")', { query: 'a', ids_only: true });
    await timed('every id, no query', { ids_only: true });

    const n = Number(values.publish);
    if (n > 0) {
      const teamId = Number(
        (
          await pool.query(
            `select m.team_id from memberships m join users u on u.id = m.user_id
              where u.email = 'merchant@demo.test' and m.admin limit 1`,
          )
        ).rows[0].team_id,
      );
      await pool.query('delete from import_listings where team_id = $1', [teamId]);
      const ids = (
        await pool.query(
          `select id from listings l where state = 'published' and visible_on_marketplace
             and not exists (select 1 from merchant_store_products m where m.listing_id = l.id and m.team_id = $1)
             and not exists (select 1 from seller_agreements a where a.brand_id = l.brand_id)
           order by id limit $2`,
          [teamId, n],
        )
      ).rows.map((r) => r.id as number);
      await post('bulk-create-import-listing', { listing_ids: ids });
      const stores = (await app.inject({ method: 'GET', url: `${API}/stores`, headers })).json() as {
        stores: { id: number }[];
      };
      const started = (await post('import-list/publish', { stores: [stores.stores[0]!.id] })) as unknown as {
        job_id: string;
      };
      const services = createMarketplaceServices(ctx, { delayMs: [0, 0] });
      const t = performance.now();
      await runBulkPublish(services, started.job_id);
      const secs = (performance.now() - t) / 1000;
      console.log(
        `\nBulk publish: ${ids.length.toLocaleString('en-AU')} listings to the sandbox store in ${secs.toFixed(1)} s = ${(ids.length / secs).toFixed(0)} listings/s`,
      );
    }
  } finally {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
    await bench.close();
  }
}

function stats(times: number[]) {
  const s = [...times].sort((a, b) => a - b);
  return {
    p50: s[Math.floor((s.length - 1) / 2)]!,
    p95: s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)]!,
  };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
