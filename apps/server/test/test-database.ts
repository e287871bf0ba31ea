import pg from 'pg';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR, openPglite, openPostgres, type Database } from '../src/platform/db/client.ts';
import { startJobQueue } from '../src/platform/jobs/queue.ts';

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
  try {
    // Only a test run drops the template at its end (apps/server/test/global-setup.ts); a benchmark or script using
    // the test app makes its database from empty and leaves nothing behind.
    if (!process.env.VITEST) await admin.query(`CREATE DATABASE ${name}`);
    else
      await createFromTemplate(admin, name, await migratedTemplate()).catch(
        async (err: { code?: string }) => {
          // Another test run on this server finished and dropped its template: build it again.
          if (err.code !== '3D000') throw err;
          templateName = null;
          await createFromTemplate(admin, name, await migratedTemplate());
        },
      );
  } finally {
    await admin.end();
  }
  const url = databaseUrl(name);
  const database = await openPostgres(url, 5, { log: () => undefined });
  // A no-op on the template's copy.
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

function databaseUrl(name: string): string {
  return ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
}

/**
 * Migrating a database from empty takes seconds and every integration file needs one, so the migrations (and the job
 * queue's schema) run once into a template named by a hash of the migration files, and each test database is a
 * copy of it (`CREATE DATABASE ... TEMPLATE`, a file copy). An advisory lock makes the first worker build it while
 * the others wait; a changed migration gets a new template and older ones are dropped. The migrations are still
 * proven from empty on every run that changes them, and on PGlite by every PGlite test.
 */
let templateName: Promise<string> | null = null;
function migratedTemplate(): Promise<string> {
  templateName ??= buildTemplate().catch((err: unknown) => {
    templateName = null;
    throw err;
  });
  return templateName;
}

const TEMPLATE_LOCK = 7_311_001;

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(fs.readFileSync(file));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 12);
}

async function buildTemplate(): Promise<string> {
  const name = `partsflow_tpl_${migrationsHash()}`;
  return withTemplates(async (admin, existing) => {
    if (existing.includes(name)) return name;
    for (const old of existing) await dropTemplate(admin, old);
    const building = `${name}_build_${randomBytes(3).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const database = await openPostgres(databaseUrl(building), 2, { log: () => undefined });
    try {
      await database.migrate();
      const queue = await startJobQueue(database, { workers: false });
      await queue.stop();
    } finally {
      await database.close();
    }
    // Renamed only when complete, so a crash mid-build never leaves a half-migrated template to copy.
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    return name;
  });
}

/** Runs `fn` holding the template lock, with the names of the templates there are. */
async function withTemplates<T>(fn: (admin: pg.Client, existing: string[]) => Promise<T>): Promise<T> {
  const admin = adminClient();
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'partsflow\\_tpl\\_%'",
    );
    return await fn(
      admin,
      rows.map((r) => r.datname),
    );
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
}

/** Copies the template; a copy fails while any session is in the template, so a brief one is waited out. */
async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + attempt * 50));
    }
  }
}

/** Drops the templates (the test run's global teardown): a run leaves no database behind. */
export async function dropTestTemplates(): Promise<void> {
  if (!(await postgresAvailable())) return;
  await withTemplates(async (admin, existing) => {
    for (const name of existing) await dropTemplate(admin, name);
  });
}

async function dropTemplate(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
