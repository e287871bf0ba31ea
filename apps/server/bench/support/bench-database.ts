import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type Database } from '../../src/platform/db/client.ts';

/** The server benchmarks create their databases through (BENCH_POSTGRES_URL, default the local trust login). */
export const BENCH_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  name: string;
  url: string;
  database: Database;
  pool: pg.Pool;
  /** True when `name` was a database an earlier run kept: it is migrated but was seeded then. */
  reused: boolean;
  /** Closes the pool and drops the database unless it is kept (named, or `keep`). */
  close(): Promise<void>;
}

/**
 * A migrated PostgreSQL database for one benchmark run. A `name` (a bench's `--db`) keeps the database between
 * runs so a ten-minute seed is paid once; otherwise a random name, dropped on close unless `keep`.
 */
export async function openBenchDatabase(
  opts: { name?: string; keep?: boolean; poolSize?: number; prefix?: string } = {},
): Promise<BenchDatabase> {
  if (opts.name !== undefined && !/^[a-z_][a-z0-9_]*$/.test(opts.name)) throw new Error('--db: a plain name');
  const name = opts.name ?? `${opts.prefix ?? 'partsflow_bench'}_${randomBytes(4).toString('hex')}`;
  const keep = opts.keep === true || opts.name !== undefined;
  const reused =
    opts.name !== undefined && (await adminQuery('select 1 from pg_database where datname = $1', [name])) > 0;
  if (reused) console.log(`Reusing database ${name} (kept by an earlier run; not seeded again)`);
  else await adminQuery(`CREATE DATABASE ${name}`);
  const url = BENCH_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const database = await openPostgres(url, opts.poolSize ?? 6, { log: () => undefined });
  if (database.raw.kind !== 'postgresql') throw new Error('the benchmarks run on PostgreSQL');
  const pool = database.raw.pool;
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    if (!reused) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw err;
  }
  return {
    name,
    url,
    database,
    pool,
    reused,
    async close() {
      await database.close();
      if (keep) console.log(`Kept database ${name}`);
      else await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** One statement on a short-lived maintenance connection; answers the row count. */
async function adminQuery(text: string, values: unknown[] = []): Promise<number> {
  const c = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  c.on('error', () => undefined);
  await c.connect();
  try {
    return (await c.query(text, values)).rowCount ?? 0;
  } finally {
    await c.end();
  }
}
