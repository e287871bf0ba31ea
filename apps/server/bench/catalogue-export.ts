/**
 * Catalogue export and product import benchmark (issue 16, Performance): a fresh PostgreSQL database with the demo
 * accounts, one brand with N products (default 1,000,000, written by one INSERT ... SELECT) each with a package, then
 *   1. a template export of every product to CSV (the run job: server-side cursor, streamed into file storage),
 *      with the time and the highest resident memory of the process while it ran;
 *   2. the scheduled data export (all 25 columns, the package join included) of the same products;
 *   3. an Import Products file of M rows (default 100,000; half new SKUs, half updates) through the platform's
 *      import pipeline (stream parse, validate, COPY into staging, one set-based upsert): rows/s.
 * Drops the database at the end.
 *
 *   npx tsx apps/server/bench/catalogue-export.ts [--products 1000000] [--import-rows 100000]
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres (default)
 */
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { seedDemoAccounts } from '../src/demo/demo-accounts.ts';
import { createAppContext } from '../src/platform/app-context.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { workExportRun as workRun, type ExportDeps } from '../src/modules/catalogue/index.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000000' },
    'import-rows': { type: 'string', default: '100000' },
  },
});
const PRODUCTS = Number(values.products);
const IMPORT_ROWS = Number(values['import-rows']);

function memorySampler() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const secs = (t0: number) => (performance.now() - t0) / 1000;

async function main() {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'partsflow-bench-'));
  const bench = await openBenchDatabase();
  const { database, pool } = bench;
  try {
    const teams = await seedDemoAccounts(database.db);
    const team = teams.brands[0]!;
    const {
      rows: [brand],
    } = await pool.query<{ id: number }>(
      `INSERT INTO brands (team_id, name, slug) VALUES ($1, 'Bench Brakes', 'bench-brakes') RETURNING id`,
      [team],
    );
    await pool.query(`INSERT INTO sub_brands (brand_id, name) VALUES ($1, 'Bench Pro')`, [brand!.id]);
    let t0 = performance.now();
    await pool.query(
      `INSERT INTO products (team_id, brand_id, sub_brand_id, slug, sku, title, description, price_cents, published)
       SELECT $1, $2, (SELECT id FROM sub_brands WHERE brand_id = $2), 'bench-brakes-bn-' || lpad(i::text, 7, '0'),
         'BN-' || lpad(i::text, 7, '0'), 'Bench brake pad ' || i, '<p>Ceramic pad <b>set</b> ' || i || '</p>',
         1000 + i % 50000, i % 3 = 0
       FROM generate_series(1, $3::int) i`,
      [team, brand!.id, PRODUCTS],
    );
    await pool.query(
      `INSERT INTO packages (product_id, identifier, length, width, height, dimensions_unit, weight, weight_unit)
       SELECT id, 'Box', 30, 20, 10, 'cm', 1.25, 'kg' FROM products WHERE brand_id = $1`,
      [brand!.id],
    );
    await pool.query('ANALYZE');
    console.log(`seed: ${PRODUCTS.toLocaleString()} products with a package in ${secs(t0).toFixed(1)} s`);

    const config = {
      ...loadConfig({ NODE_ENV: 'test', WORKERS: 'off', FILES_DIR: path.join(tmp, 'files') }),
      WEB_DIST: '/nonexistent',
    };
    const ctx = await createAppContext(config, database, {});
    const { app } = await buildApp(ctx);
    const deps: ExportDeps = {
      database,
      jobs: ctx.jobs,
      live: ctx.live,
      mail: ctx.mail,
      storage: ctx.storage,
      publicUrl: config.publicUrl,
    };
    const {
      rows: [template],
    } = await pool.query<{ id: number }>(
      `INSERT INTO export_templates (team_id, title) VALUES ($1, 'Bench feed') RETURNING id`,
      [team],
    );
    await pool.query(
      `INSERT INTO export_template_fields (export_template_id, position, original_column, column_title, type,
         translatable, strip_html, uppercase, character_limit)
       VALUES ($1, 0, 1, 'SKU', 0, false, false, false, 0), ($1, 1, 0, 'Title', 0, true, false, true, 40),
              ($1, 2, 2, 'Description', 0, true, true, false, 0), ($1, 3, 7, 'Price', 1, false, false, false, 0),
              ($1, 4, 13, 'Published', 2, false, false, false, 0), ($1, 5, 4, 'Sub-Brand', 0, false, false, false, 0)`,
      [template!.id],
    );

    const exportOnce = async (templateId: number | null, label: string) => {
      const {
        rows: [run],
      } = await pool.query<{ id: number }>(
        `INSERT INTO export_runs (team_id, export_template_id, brand_ids, file_name, token)
         VALUES ($1, $2, ARRAY[$3::int], 'bench.csv', $4) RETURNING id`,
        [team, templateId, brand!.id, randomBytes(24).toString('base64url')],
      );
      const base = process.memoryUsage().rss;
      const mem = memorySampler();
      const start = performance.now();
      await workRun(deps, run!.id);
      const seconds = secs(start);
      const peak = mem.stop();
      const {
        rows: [done],
      } = await pool.query<{ status: string; row_count: number; file_key: string }>(
        `SELECT status, row_count, file_key FROM export_runs WHERE id = $1`,
        [run!.id],
      );
      const size = (await fs.stat(path.join(tmp, 'files', done!.file_key))).size;
      console.log(
        `| ${label} | ${done!.row_count.toLocaleString()} | ${mb(size)} | ${seconds.toFixed(1)} s | ${Math.round(done!.row_count / seconds).toLocaleString()} rows/s | ${mb(base)} → ${mb(peak)} |`,
      );
    };
    console.log('');
    console.log('| export | products | file | time | rate | process RSS before → peak |');
    console.log('|---|---|---|---|---|---|');
    await exportOnce(template!.id, 'template, 6 columns');
    await exportOnce(null, 'data export, all 25 columns');

    // Import Products: half the rows update existing products, half are new.
    const file = path.join(tmp, 'products.csv');
    const out = createWriteStream(file);
    out.write('SKU,Brand,Title,Price,Published\n');
    for (let i = 0; i < IMPORT_ROWS; i++) {
      const sku = i % 2 === 0 ? `BN-${String(i + 1).padStart(7, '0')}` : `NEW-${String(i).padStart(7, '0')}`;
      if (!out.write(`${sku},Bench Brakes,Imported pad ${i},${(i % 900) + 10}.50,${i % 2 ? 'Yes' : 'No'}\n`))
        await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    const key = `imports/${randomUUID()}`;
    const stored = { key, ...(await ctx.storage.putStream(key, createReadStream(file))) };
    const {
      rows: [imp],
    } = await pool.query<{ id: number }>(
      `INSERT INTO imports (team_id, import_type, status, file_name, file_format, file_key, file_size, headers, mapping, queued_at)
       VALUES ($1, 'products', 'queued', 'products.csv', 'csv', $2, $3, $4, $5, now()) RETURNING id`,
      [
        team,
        stored.key,
        stored.size,
        JSON.stringify(['SKU', 'Brand', 'Title', 'Price', 'Published']),
        JSON.stringify({
          sku: 'SKU',
          brand: 'Brand',
          title: 'Title',
          price: 'Price',
          published: 'Published',
        }),
      ],
    );
    const base = process.memoryUsage().rss;
    const mem = memorySampler();
    t0 = performance.now();
    await ctx.imports.run(imp!.id);
    const seconds = secs(t0);
    const peak = mem.stop();
    const {
      rows: [r],
    } = await pool.query(
      `SELECT status, total_rows, valid_rows, error_rows, loaded_rows FROM imports WHERE id = $1`,
      [imp!.id],
    );
    console.log('');
    console.log('| import | rows | time | rate | process RSS before → peak | result |');
    console.log('|---|---|---|---|---|---|');
    console.log(
      `| Import Products (CSV, ${IMPORT_ROWS / 2} updates + ${IMPORT_ROWS / 2} new) | ${IMPORT_ROWS.toLocaleString()} | ${seconds.toFixed(1)} s | ${Math.round(IMPORT_ROWS / seconds).toLocaleString()} rows/s | ${mb(base)} → ${mb(peak)} | ${JSON.stringify(r)} |`,
    );
    await app.close();
    await ctx.stop();
  } finally {
    await bench.close();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
