import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openPglite, openPostgres, type Database } from '../src/platform/db/client.ts';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let available: boolean | null = null;
async function postgresAvailable(): Promise<boolean> {
  if (available !== null) return available;
  if (process.env.TEST_DATABASE === 'pglite') return (available = false);
  const c = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    available = true;
  } catch {
    available = false;
  }
  return available;
}

export interface TestDatabase {
  database: Database;
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
    return { database, drop: () => database.close() };
  }
  const name = `partsflow_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const database = await openPostgres(url, 5);
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
