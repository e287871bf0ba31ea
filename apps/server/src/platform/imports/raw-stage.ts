import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../db/client.ts';
import type { ImportType } from './import-type.ts';

const NEWLINE = 0x0a;
const QUOTE = 0x22;

/** The file cannot take the set-based path (a record spans lines, or COPY refused a row): go row by row. */
export class NotRegular extends Error {}

/**
 * Passes a CSV file through unchanged while checking that every record is one line, so that the raw table's
 * row number is the file line (what row errors report). A newline inside quotes stops the copy.
 */
function oneLinePerRecord(onLines: (lines: number, bytes: number) => Promise<void>): Transform {
  let quoted = false;
  let lines = 0;
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _e, done) {
      let i = 0;
      const before = lines;
      bytes += chunk.length;
      for (;;) {
        const q = chunk.indexOf(QUOTE, i);
        const n = chunk.indexOf(NEWLINE, i);
        if (q < 0 && n < 0) break;
        if (q >= 0 && (n < 0 || q < n)) {
          quoted = !quoted;
          i = q + 1;
        } else {
          if (quoted) return done(new NotRegular('a quoted cell spans lines'));
          lines++;
          i = n + 1;
        }
      }
      // Progress every 10,000 lines (the heading line aside), as the row-by-row reader reports it.
      if (Math.floor(lines / PROGRESS_LINES) > Math.floor(before / PROGRESS_LINES))
        onLines(lines - 1, bytes).then(
          () => done(null, chunk),
          (err: Error) => done(err),
        );
      else done(null, chunk);
    },
  });
}

const PROGRESS_LINES = 10_000;

export interface RawCounts {
  total: number;
  valid: number;
  bad: number;
}

/**
 * The set-based path of an import (decision 0711): COPY the CSV file as text into a temporary table with one
 * column per heading (the server parses it, no row crosses into JavaScript), then three statements: count the
 * rows and the valid ones, stage the valid rows into the type's staging table, store the first `maxErrors` row
 * errors in file order. Throws `NotRegular` (nothing staged) when the file needs the row-by-row path.
 */
export async function stageRaw(params: {
  database: Database;
  type: ImportType<unknown>;
  importId: number;
  teamId: number;
  file: Readable;
  headers: readonly string[];
  mapping: Record<string, string | null>;
  staging: string;
  errorsTable: string;
  maxErrors: number;
  /** Called every 10,000 lines copied (heartbeat, progress); what it throws stops the import. */
  onProgress: (rows: number, bytes: number) => Promise<void>;
}): Promise<RawCounts> {
  const { database, type, importId, teamId, headers, mapping } = params;
  if (database.raw.kind !== 'postgresql' || !type.raw || headers.length === 0)
    throw new NotRegular('no raw path');
  const client = await database.raw.pool.connect();
  const table = `import_raw_${importId}`;
  // A COPY stopped half-way leaves the connection unusable: it is closed instead of going back to the pool
  // (its temporary table goes with it).
  let broken = false;
  try {
    const cols = headers.map((_, i) => `c${i + 1}`);
    // A temporary table: not logged, private to this session, gone if the process dies.
    await client.query(`DROP TABLE IF EXISTS pg_temp.${table}`);
    await client.query(
      `CREATE TEMP TABLE ${table} (line integer GENERATED ALWAYS AS IDENTITY (START WITH 2), ${cols
        .map((c) => `${c} text`)
        .join(', ')})`,
    );
    try {
      await pipeline(
        params.file,
        oneLinePerRecord(params.onProgress),
        client.query(
          copyFrom(`COPY ${table} (${cols.join(', ')}) FROM STDIN WITH (FORMAT csv, HEADER true)`),
        ),
      );
    } catch (err) {
      broken = true;
      // A ragged row (too few or too many cells), a blank line, a quoted newline: the row-by-row path copes.
      // Anything else (a lost lease, a stopped worker) stops the import as it would row by row.
      if (err instanceof NotRegular) throw err;
      if (
        typeof (err as { code?: unknown }).code === 'string' &&
        /^[0-9A-Z]{5}$/.test((err as { code: string }).code)
      )
        throw new NotRegular((err as Error).message);
      throw err;
    }
    const trim = (c: string) => `btrim(coalesce(${c}, ''), E' \\t\\r\\n')`;
    const mapped = type.fields.filter((f) => mapping[f.key] && headers.includes(mapping[f.key]!));
    const field = (key: string) => (mapped.some((f) => f.key === key) ? `r.f_${key}` : `''`);
    const sql = type.raw(field);
    // Each cell is trimmed once (OFFSET 0 keeps the subquery from being folded into the expressions using it);
    // rows whose every cell is blank are skipped, as the row-by-row reader skips them.
    const cells = mapped.map((f) => `${trim(cols[headers.indexOf(mapping[f.key]!)]!)} AS f_${f.key}`);
    const everything = trim(cols.map((c) => `coalesce(${c}, '')`).join(' || '));
    const ok = sql.checks.map((_, i) => `e${i} IS NULL`).join(' AND ') || 'true';
    const headings = sql.checks.map(
      (c) => mapping[c.field] ?? type.fields.find((f) => f.key === c.field)?.label ?? c.field,
    );
    const staged = type.staging.columns.map((c) => `"${c}"`).join(', ');
    // One pass over the raw rows: the checks are computed once (MATERIALIZED), then the valid rows are staged and
    // the first errors stored in file order, in the same statement.
    const [counts] = (
      await client.query<{ total: number; valid: number }>(
        `WITH q AS MATERIALIZED (
           SELECT r.line, ${sql.values.map((v, i) => `${v} AS v${i}`).join(', ')},
             ${sql.checks.map((c, i) => `(${c.message}) AS e${i}`).join(', ')}
           FROM (SELECT line, ${[...cells, `${everything} = '' AS blank`].join(', ')} FROM ${table} OFFSET 0) r
           ${sql.joins ?? ''}
           WHERE NOT r.blank
         ), staged AS (
           INSERT INTO ${params.staging} (import_id, line, ${staged})
           SELECT $1, line, ${sql.values.map((_, i) => `v${i}`).join(', ')} FROM q WHERE ${ok}
           RETURNING 1
         ), errors AS (
           INSERT INTO ${params.errorsTable} (import_id, line, column_name, message)
           SELECT $1, line, col, msg FROM (
             SELECT q.line, x.ord, x.col, x.msg FROM q
             CROSS JOIN LATERAL (VALUES ${sql.checks.map((_, i) => `(${i}, $${i + 3}::text, e${i})`).join(', ')}) x(ord, col, msg)
             WHERE NOT (${ok}) AND x.msg IS NOT NULL
             ORDER BY q.line, x.ord LIMIT ${params.maxErrors}) e
           RETURNING 1
         )
         SELECT (SELECT count(*)::int FROM q) AS total, (SELECT count(*)::int FROM staged) AS valid,
           (SELECT count(*)::int FROM errors) AS stored, $2::int AS team_id`,
        [importId, teamId, ...headings],
      )
    ).rows;
    const total = counts?.total ?? 0;
    const valid = counts?.valid ?? 0;
    return { total, valid, bad: total - valid };
  } finally {
    if (!broken) await client.query(`DROP TABLE IF EXISTS pg_temp.${table}`).catch(() => (broken = true));
    client.release(broken ? new Error('import copy stopped') : undefined);
  }
}
