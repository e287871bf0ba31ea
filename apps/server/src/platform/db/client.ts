import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { SERVER_ROOT } from '../../config.ts';

// No relational schema is registered: queries use the SQL-like builder, so modules never depend on a central schema file.
type NoSchema = Record<string, never>;
export type Db = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
/** Repositories accept either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgresql';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Run a raw SQL script (several statements, no parameters). */
  exec(sql: string): Promise<void>;
  /** Subscribe to a NOTIFY channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The raw client, for libraries that bring their own adapter (pg-boss). */
  raw: { kind: 'pglite'; client: PGlite } | { kind: 'postgresql'; pool: pg.Pool; url: string };
}

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');

export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: dataDir ?? undefined, extensions: { pg_trgm, btree_gin } });
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    raw: { kind: 'pglite', client },
    exec: async (sql) => {
      await client.exec(sql);
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    notify: async (channel, payload) => {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

/** Names each connection of the process, so a leak or a long query is traceable in pg_stat_activity. */
export const APPLICATION_NAME = 'partsflow';
export const LISTENER_APPLICATION_NAME = 'partsflow-listen';

type Log = (msg: string, err?: unknown) => void;
const defaultLog: Log = (msg, err) =>
  console.warn(`[db] ${msg}`, err instanceof Error ? err.message : (err ?? ''));

export async function openPostgres(
  url: string,
  poolSize = 10,
  opts: { log?: Log; reconnectDelayMs?: number } = {},
): Promise<Database> {
  const log = opts.log ?? defaultLog;
  const reconnectDelayMs = opts.reconnectDelayMs ?? 1000;
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: APPLICATION_NAME });
  // An idle client whose backend goes away (database restart, pg_terminate_backend, a test database dropped) emits
  // 'error' on the pool; without a listener that would crash the process. The pool discards the client and the next
  // query opens a new connection.
  pool.on('error', (err) => log('idle connection lost', err));

  // A LISTEN needs one session of its own for as long as anyone listens. When that session is lost it is
  // re-opened and every channel listened to again, so the live channel survives a database restart.
  let listener: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  async function connectListener(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
    c.on('error', (err) => {
      log('listen connection lost', err);
      dropListener(c);
    });
    c.on('end', () => dropListener(c));
    c.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
    });
    await c.connect();
    for (const channel of handlers.keys()) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (closed) {
      await c.end().catch(() => undefined);
      throw new Error('database closed');
    }
    return c;
  }
  function dropListener(c: pg.Client) {
    if (listener !== c) return;
    listener = null;
    if (closed || handlers.size === 0 || reconnectTimer) return;
    const retry = () => {
      reconnectTimer = null;
      if (closed) return;
      listenerClient().catch((err) => {
        log('listen reconnect failed; retrying', err);
        reconnectTimer = setTimeout(retry, reconnectDelayMs);
        reconnectTimer.unref();
      });
    };
    reconnectTimer = setTimeout(retry, reconnectDelayMs);
    reconnectTimer.unref();
  }
  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    connecting ??= connectListener().finally(() => (connecting = null));
    const c = await connecting;
    listener = c;
    return c;
  }

  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    kind: 'postgresql',
    db,
    raw: { kind: 'postgresql', pool, url },
    exec: async (sql) => {
      await pool.query(sql);
    },
    listen: async (channel, onPayload) => {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        // LISTEN twice on one session is harmless, so a connection opened meanwhile needs no special case.
        const c = await listenerClient();
        await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await connecting?.catch(() => undefined);
      const c = listener;
      listener = null;
      await c?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

export async function openDatabase(opts: { url?: string; dataDir: string }): Promise<Database> {
  return opts.url ? openPostgres(opts.url) : openPglite(opts.dataDir);
}
