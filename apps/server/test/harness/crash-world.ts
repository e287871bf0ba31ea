import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { seedDemoAccounts, DEMO_PASSWORD, type DemoTeams } from '../../src/demo/demo-accounts.ts';
import { seedDemoPlatform } from '../../src/demo/index.ts';
import { openPglite, type Database } from '../../src/platform/db/client.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';
import {
  freePort,
  signInOver,
  startServerProcess,
  type ServerProcess,
  type Session,
} from './server-process.ts';

/**
 * What a crash test needs (issue 8, item 7): a fresh database with the demo accounts and a small demo platform
 * (PostgreSQL when reachable, else PGlite in a data directory), the real server process on it, started and killed
 * at will, and reads of the database while it runs or after it died.
 */
export interface CrashWorld {
  readonly kind: 'PostgreSQL' | 'PGlite';
  readonly teams: DemoTeams;
  /** A scratch directory of the test, removed with the world. */
  readonly tmp: string;
  query<T>(q: SQL): Promise<T[]>;
  /**
   * Runs database checks while the server runs: on PostgreSQL directly; PGlite has one owner, so the server is
   * stopped gracefully for the check and started again.
   */
  checkpoint(fn: () => Promise<void>): Promise<void>;
  start(extra?: NodeJS.ProcessEnv): Promise<void>;
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
  signIn(email: string): Promise<Session>;
  api(
    s: Session,
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> }>;
  close(): Promise<void>;
}

/** Builds the world; `prepare` adds the test's own data before any server starts. */
export async function openCrashWorld(
  prepare?: (db: Database['db'], teams: DemoTeams, kind: CrashWorld['kind']) => Promise<void>,
): Promise<CrashWorld> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'partsflow-crash-'));
  const filesDir = path.join(tmp, 'files');
  const port = await freePort();
  let pgTest: TestDatabase | null = null;
  let dataDir: string | null = null;
  let server: ServerProcess | null = null;
  let database: Database;
  if (process.env.TEST_DATABASE !== 'pglite' && (pgTest = await createTestDatabase()).url)
    database = pgTest.database;
  else {
    await pgTest?.drop();
    pgTest = null;
    dataDir = path.join(tmp, 'data');
    database = await openPglite(dataDir);
    await database.migrate();
  }
  const teams = await seedDemoAccounts(database.db);
  await seedDemoPlatform(database, teams, { products: 8, vehicles: 4 });
  await prepare?.(database.db, teams, pgTest ? 'PostgreSQL' : 'PGlite');
  if (!pgTest) await database.close();

  async function withDb<T>(fn: (db: Database['db']) => Promise<T>): Promise<T> {
    if (pgTest) return fn(pgTest.database.db);
    const d = await openPglite(dataDir);
    try {
      return await fn(d.db);
    } finally {
      await d.close();
    }
  }

  const world: CrashWorld = {
    kind: pgTest ? 'PostgreSQL' : 'PGlite',
    teams,
    tmp,
    query: <T>(q: SQL) => withDb(async (db) => ((await db.execute(q)) as unknown as { rows: T[] }).rows),
    async checkpoint(fn) {
      if (pgTest) return fn();
      await world.stop('SIGTERM');
      await fn();
      await world.start();
    },
    async start(extra = {}) {
      server = await startServerProcess(
        port,
        pgTest
          ? { DATABASE_URL: pgTest.url!, FILES_DIR: filesDir, ...extra }
          : { DATABASE_URL: '', DATA_DIR: dataDir!, FILES_DIR: filesDir, ...extra },
      );
    },
    async stop(signal) {
      await server?.stop(signal);
      server = null;
    },
    signIn: (email) => signInOver(port, email, DEMO_PASSWORD),
    async api(s, method, url, body) {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, {
        method,
        headers: {
          cookie: s.cookie,
          'x-csrf-token': s.csrf,
          ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
    },
    async close() {
      await world.stop('SIGTERM');
      await pgTest?.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
  return world;
}
