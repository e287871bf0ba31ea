import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openPglite, openPostgres, type Database } from '../src/platform/db/client.ts';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let available: boolean | null = null;
async function postgresAvailable(): Promise<boolean> {
  if (available !== null) return available;
  if (process.env.TEST_DATABASE === 'pglite') return (available = false);
  const c = adminClient({ connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    available = true;
  } catch {
    available = false;
  }
  return available;
}

/** A short-lived maintenance connection; its errors are answered by the awaited query, never left unhandled. */
function adminClient(extra: pg.ClientConfig = {}): pg.Client {
  const c = new pg.Client({
    connectionString: ADMIN_URL,
    application_name: 'partsflow-test-admin',
    ...extra,
  });
  c.on('error', () => undefined);
  return c;
}

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL database's URL (null on PGlite), for tests that open connections of their own. */
  url: string | null;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database (dropped afterwards) when a server
 * is reachable, else an in-memory PGlite. Never touches the `test` or `postgres` databases' data.
 */
export async function createTestDatabase(
  opts: { kind?: 'postgresql' | 'pglite' } = {},
): Promise<TestDatabase> {
  const wantPg = opts.kind !== 'pglite' && (opts.kind === 'postgresql' || (await postgresAvailable()));
  if (!wantPg) {
    const database = await openPglite(null);
    await database.migrate();
    return { database, url: null, drop: () => database.close() };
  }
  const name = `partsflow_test_${randomBytes(6).toString('hex')}`;
  const admin = adminClient();
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const database = await openPostgres(url, 5, { log: () => undefined });
  await database.migrate();
  return {
    database,
    url,
    drop: () => dropTestDatabase(name, () => database.close()),
  };
}

/**
 * Close, then drop. Every connection a test opened should be closed by now; one that is not is a leak, so it is
 * reported by application name (and terminated by the forced drop) instead of failing some later test at random.
 */
export async function dropTestDatabase(name: string, close: () => Promise<void>): Promise<void> {
  await close();
  const c = adminClient();
  await c.connect();
  try {
    // A backend goes on for a moment after its client said goodbye; only one still there after that is a leak.
    let left = await sessionsOf(c, name);
    for (let waited = 0; left.length && waited < 3000; waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
      left = await sessionsOf(c, name);
    }
    if (left.length) {
      const list = left.map((r) => `${r.application_name || '(unnamed)'} ${r.state ?? ''} x${r.n}`);
      console.warn(`[test-database] ${name} still had sessions when dropped: ${list.join(', ')}`);
    }
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await c.end();
  }
}

async function sessionsOf(c: pg.Client, name: string) {
  const res = await c.query<{ application_name: string; state: string | null; n: string }>(
    `SELECT application_name, state, count(*) AS n FROM pg_stat_activity
      WHERE datname = $1 AND pid <> pg_backend_pid() GROUP BY 1, 2`,
    [name],
  );
  return res.rows;
}
