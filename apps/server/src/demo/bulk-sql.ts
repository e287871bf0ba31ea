import type { Database } from '../platform/db/client.ts';

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

/** A column and its PostgreSQL type; an array type (`int[]`) travels as its text literal. */
export type Column = readonly [name: string, type: string];

/** Rows for one table, held as one array per column (what `unnest` wants). */
export class RowSet {
  readonly values: unknown[][];
  size = 0;

  constructor(
    readonly table: string,
    readonly columns: readonly Column[],
  ) {
    this.values = columns.map(() => []);
  }

  push(...row: unknown[]): void {
    if (row.length !== this.columns.length) {
      throw new Error(`${this.table}: ${row.length} values for ${this.columns.length} columns`);
    }
    for (let i = 0; i < row.length; i++) (this.values[i] as unknown[]).push(row[i]);
    this.size++;
  }
}

/**
 * INSERT ... SELECT FROM unnest($1::type[], ...): one parameter per column whatever the row count, so a
 * statement carries thousands of rows on both PGlite and PostgreSQL.
 */
export async function insertRows<T = Record<string, unknown>>(
  s: SqlSession,
  set: RowSet,
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
export async function allocateIds(s: SqlSession, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = await s.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id FROM generate_series(1, $2::int)`,
    [table, n],
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
  tables: readonly string[],
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
    [tables],
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
