import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** Parameterised SQL on one session (a PGlite transaction or one pooled PostgreSQL client). */
export interface SqlSession {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface BulkConnection {
  kind: Database['kind'];
  /** Runs `fn` in one transaction on one session. */
  transaction<T>(fn: (s: SqlSession) => Promise<T>): Promise<T>;
  query: SqlSession['query'];
  release(): void;
}

/**
 * One session for a bulk load. On PGlite each batch runs inside `client.transaction`, which holds PGlite's
 * lock so the job queue's queries cannot land inside the batch; on PostgreSQL a pooled client of its own.
 */
export async function openBulkConnection(database: Database): Promise<BulkConnection> {
  if (database.raw.kind === 'pglite') {
    const client = database.raw.client;
    return {
      kind: 'pglite',
      transaction: (fn) =>
        client.transaction((tx) =>
          fn({
            query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
          }),
        ),
      query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
      release: () => undefined,
    };
  }
  const client = await database.raw.pool.connect();
  const session: SqlSession = {
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
  };
  return {
    kind: 'postgresql',
    async transaction(fn) {
      await client.query('BEGIN');
      try {
        // Seed data can be regenerated: do not wait for the WAL flush on every batch.
        await client.query('SET LOCAL synchronous_commit = off');
        const out = await fn(session);
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      }
    },
    query: session.query,
    release: () => client.release(),
  };
}

/** A column and its PostgreSQL type; an array type (`integer[]`) travels as its text literal. */
export type Column = readonly [name: string, type: string];

/** The SQL name of a table, quoted, from its Drizzle definition (never a name typed by hand). */
export function tableName(table: PgTable): string {
  return `"${getTableConfig(table).name}"`;
}

/** The SQL name of a column, quoted. */
export function columnName(column: PgColumn): string {
  return `"${column.name}"`;
}

type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;

/**
 * Rows for one table, held as one array per column (what `unnest` wants). Built from the Drizzle table and the
 * keys of the columns written, so names and types come from the schema; `push` takes one value per key.
 */
export class RowSet<T extends PgTable = PgTable, K extends ColumnKey<T> = ColumnKey<T>> {
  readonly table: string;
  readonly columns: readonly Column[];
  readonly values: unknown[][];
  size = 0;

  constructor(
    table: T,
    readonly keys: readonly K[],
  ) {
    this.table = getTableConfig(table).name;
    const byKey = table as unknown as Record<string, PgColumn>;
    this.columns = keys.map((k) => {
      const column = byKey[k];
      if (!column) throw new Error(`${this.table} has no column ${k}`);
      return [column.name, column.getSQLType()] as const;
    });
    this.values = keys.map(() => []);
  }

  /** One row: a value for every key, in any order (dates as ISO strings, arrays as their text literal). */
  push(row: Record<K, unknown>): void {
    for (let i = 0; i < this.keys.length; i++) (this.values[i] as unknown[]).push(row[this.keys[i] as K]);
    this.size++;
  }
}

/**
 * INSERT ... SELECT FROM unnest($1::type[], ...): one parameter per column whatever the row count, so a
 * statement carries thousands of rows on both PGlite and PostgreSQL.
 */
export async function insertRows<T = Record<string, unknown>>(
  s: SqlSession,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's rows
  set: RowSet<any, any>,
  opts: { overriding?: boolean; returning?: string; onConflict?: string } = {},
): Promise<T[]> {
  if (set.size === 0) return [];
  const names = set.columns.map(([n]) => `"${n}"`).join(', ');
  const aliases = set.columns.map((_, i) => `c${i}`);
  const unnest = set.columns
    .map(([, type], i) => `$${i + 1}::${type.endsWith('[]') ? 'text' : type}[]`)
    .join(', ');
  const select = set.columns
    .map(([, type], i) => (type.endsWith('[]') ? `u.c${i}::${type}` : `u.c${i}`))
    .join(', ');
  const text =
    `INSERT INTO "${set.table}" (${names})${opts.overriding ? ' OVERRIDING SYSTEM VALUE' : ''} ` +
    `SELECT ${select} FROM unnest(${unnest}) AS u(${aliases.join(', ')})` +
    (opts.onConflict ? ` ON CONFLICT ${opts.onConflict}` : '') +
    (opts.returning ? ` RETURNING ${opts.returning}` : '');
  return s.query<T>(text, set.values);
}

/** Takes `n` ids from a table's identity sequence, so child rows can name their parent before it is written. */
export async function allocateIds(s: SqlSession, table: PgTable, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = await s.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id FROM generate_series(1, $2::int)`,
    [getTableConfig(table).name, n],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** A Postgres array literal for an integer array column. */
export function intArrayLiteral(values: readonly number[]): string {
  return `{${values.join(',')}}`;
}

/**
 * Drops the secondary indexes of `tables` (not primary keys or constraint indexes) and returns a function
 * that builds them again: one sorted build per index is far quicker than keeping GIN and trigram indexes
 * up to date row by row during a bulk load. PostgreSQL only.
 */
export async function dropSecondaryIndexes(
  s: SqlSession,
  tables: readonly PgTable[],
): Promise<{ count: number; rebuild: (onIndex?: (name: string, ms: number) => void) => Promise<void> }> {
  const indexes = await s.query<{ name: string; def: string }>(
    `SELECT ic.relname AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indrelid
       JOIN pg_class ic ON ic.oid = i.indexrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relname = ANY($1::text[])
        AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY c.relname, ic.relname`,
    [tables.map((t) => getTableConfig(t).name)],
  );
  for (const ix of indexes) await s.query(`DROP INDEX "${ix.name}"`);
  return {
    count: indexes.length,
    async rebuild(onIndex) {
      for (const ix of indexes) {
        const t = Date.now();
        await s.query(ix.def);
        onIndex?.(ix.name, Date.now() - t);
      }
    },
  };
}

/** Inserts the names a lookup table lacks and answers name -> id for all of them. */
export async function ensureNamed(
  s: SqlSession,
  table: PgTable,
  column: PgColumn,
  names: readonly string[],
  count: (table: string, n: number) => void,
): Promise<Map<string, number>> {
  const t = tableName(table);
  const c = columnName(column);
  const existing = await s.query<{ id: number; name: string }>(
    `SELECT id, ${c} AS name FROM ${t} WHERE ${c} = ANY($1::text[]) ORDER BY id`,
    [names],
  );
  const ids = new Map<string, number>();
  for (const r of existing) if (!ids.has(r.name)) ids.set(r.name, r.id);
  const missing = new RowSet(table, [column.name as never]);
  for (const n of names) if (!ids.has(n)) missing.push({ [column.name]: n } as never);
  count(getTableConfig(table).name, missing.size);
  for (const r of await insertRows<{ id: number; name: string }>(s, missing, {
    returning: `id, ${c} AS name`,
  })) {
    ids.set(r.name, r.id);
  }
  return ids;
}

/** Counts rows written per table, for the seed's progress and summary. */
export type RowCounter = (table: string, n: number) => void;

/** Inserts a row set and counts it. */
export async function writeRows(
  s: SqlSession,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's rows
  set: RowSet<any, any>,
  count: RowCounter,
  opts: { overriding?: boolean; onConflict?: string } = {},
): Promise<void> {
  await insertRows(s, set, opts);
  count(set.table, set.size);
}
