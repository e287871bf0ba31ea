/**
 * Inventory import benchmark (issue 13): a fresh PostgreSQL database with the demo accounts and one distributor
 * with three locations; a CSV of N inventory rows (default 1,000,000) written to a temporary file; then
 *   1. the import pipeline's run (stream parse, validate, COPY into staging, one set-based upsert, completion),
 *   2. a raw COPY of the same file into a bare table (the floor any import can reach),
 *   3. the same import again (the idempotent re-run: nothing changes).
 * Prints the times, the pipeline's share of raw COPY speed and the highest resident memory seen while it ran.
 * Drops the database at the end.
 *
 *   npx tsx apps/server/bench/inventory-import.ts [--rows 1000000]
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres (default)
 */
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { from as copyFrom } from 'pg-copy-streams';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { seedDemoAccounts } from '../src/demo/demo-accounts.ts';
import { seedDistributors } from '../src/modules/distribution/index.ts';
import { createAppContext } from '../src/platform/app-context.ts';
import { openBulkConnection } from '../src/platform/db/bulk.ts';
import { openBenchDatabase } from './support/bench-database.ts';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '1000000' } } });
const ROWS = Number(values.rows);
const CODES = ['SYD01', 'MEL01', 'BNE01'];
const BRANDS = ['Apex Brakes', 'Redline', 'Southern Cross', 'Outback', 'Coastal'];

async function writeFile(file: string) {
  const out = createWriteStream(file);
  out.write('SKU,Brand,Location Code,Quantity\n');
  for (let i = 0; i < ROWS; i++) {
    const line = `BN-${String(i).padStart(7, '0')},${BRANDS[i % 5]},${CODES[i % 3]},${i % 250}\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

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

async function main() {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'partsflow-bench-'));
  const bench = await openBenchDatabase();
  const { database, pool } = bench;
  try {
    const teams = await seedDemoAccounts(database.db);
    const bulk = await openBulkConnection(database);
    const loc = (code: string) => ({
      name: code,
      code,
      address1: '1 Bench St',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      latitude: -33.86,
      longitude: 151.2,
      contactPerson: 'Bench',
      contactPhone: '0400000000',
      contactEmail: 'bench@example.test',
      consignmentEmail: 'bench@example.test',
      pickupInstructions: '',
      active: true,
      acceptPoBoxAddresses: false,
      shippingSettings: {},
      pickupHours: [],
    });
    await bulk.transaction((s) =>
      seedDistributors(
        s,
        [
          {
            teamId: teams.distributors[0]!,
            name: 'Bench',
            stripeConnectOnboarded: false,
            locations: CODES.map(loc),
          },
        ],
        () => undefined,
      ),
    );
    bulk.release();

    const file = path.join(tmp, 'inventory.csv');
    let t0 = performance.now();
    await writeFile(file);
    const size = (await fs.stat(file)).size;
    console.log(
      `file: ${ROWS.toLocaleString()} rows, ${mb(size)} written in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const config = {
      ...loadConfig({ NODE_ENV: 'test', WORKERS: 'off', FILES_DIR: path.join(tmp, 'files') }),
      WEB_DIST: '/nonexistent',
    };
    const ctx = await createAppContext(config, database, {});
    const { app } = await buildApp(ctx);
    const key = `imports/${randomUUID()}`;
    const stored = { key, ...(await ctx.storage.putStream(key, createReadStream(file))) };
    const start = async () => {
      const r = await pool.query<{ id: number }>(
        `INSERT INTO imports (team_id, import_type, status, file_name, file_format, file_key, file_size, headers, mapping, queued_at)
         VALUES ($1, 'inventory', 'queued', 'inventory.csv', 'csv', $2, $3, $4, $5, now()) RETURNING id`,
        [
          teams.distributors[0],
          stored.key,
          stored.size,
          JSON.stringify(['SKU', 'Brand', 'Location Code', 'Quantity']),
          JSON.stringify({
            sku: 'SKU',
            brand: 'Brand',
            location_code: 'Location Code',
            quantity: 'Quantity',
          }),
        ],
      );
      return r.rows[0]!.id;
    };

    const baseRss = process.memoryUsage().rss;
    let mem = memorySampler();
    const first = await start();
    t0 = performance.now();
    await ctx.imports.run(first);
    const importSeconds = (performance.now() - t0) / 1000;
    const importPeak = mem.stop();
    const check = await pool.query(
      `SELECT status, total_rows, valid_rows, loaded_rows, (SELECT count(*)::int FROM inventory_items) AS stock FROM imports WHERE id = $1`,
      [first],
    );
    console.log('import result:', check.rows[0]);

    // Raw COPY of the same file into a bare table: no validation, no staging, no upsert, no indexes.
    await pool.query(
      'CREATE TABLE bench_raw_copy (sku text, brand text, location_code text, quantity integer)',
    );
    const client = await pool.connect();
    t0 = performance.now();
    await pipeline(
      createReadStream(file),
      client.query(copyFrom('COPY bench_raw_copy FROM STDIN WITH (FORMAT csv, HEADER true)')),
    );
    const copySeconds = (performance.now() - t0) / 1000;
    client.release();

    mem = memorySampler();
    const second = await start();
    t0 = performance.now();
    await ctx.imports.run(second);
    const rerunSeconds = (performance.now() - t0) / 1000;
    const rerunPeak = mem.stop();

    const rate = (s: number) => `${Math.round(ROWS / s).toLocaleString()} rows/s`;
    console.log('');
    console.log(`| measure | time | rate |`);
    console.log(`|---|---|---|`);
    console.log(`| pipeline import (empty table) | ${importSeconds.toFixed(2)} s | ${rate(importSeconds)} |`);
    console.log(`| raw COPY of the same file | ${copySeconds.toFixed(2)} s | ${rate(copySeconds)} |`);
    console.log(
      `| pipeline re-import, same file (no changes) | ${rerunSeconds.toFixed(2)} s | ${rate(rerunSeconds)} |`,
    );
    console.log('');
    console.log(
      `pipeline speed as a share of raw COPY: ${((copySeconds / importSeconds) * 100).toFixed(0)} %`,
    );
    console.log(
      `resident memory: before ${mb(baseRss)}, peak during import ${mb(importPeak)}, during re-import ${mb(rerunPeak)}`,
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
