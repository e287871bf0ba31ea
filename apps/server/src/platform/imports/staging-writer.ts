import { once } from 'node:events';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../db/client.ts';

export type StagingValue = string | number | null;

/** Valid rows on their way into an import type's staging table, by bulk COPY. */
export interface StagingWriter {
  write(values: readonly StagingValue[]): Promise<void>;
  /** Sends what is buffered and ends the COPY; answers the rows written. */
  finish(): Promise<number>;
  /** Gives up (the import failed or lost its lease); nothing buffered is sent. */
  abort(): Promise<void>;
}

/** One value as a CSV field: text always quoted (so '' is an empty string), null as an empty unquoted field. */
function csvField(v: StagingValue): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  return `"${v.replace(/"/g, '""')}"`;
}

const PG_CHUNK_BYTES = 256 * 1024;
const PGLITE_BATCH_ROWS = 20_000;

/**
 * Opens a COPY into `table (columns)`. On PostgreSQL: one `COPY ... FROM STDIN` on a pooled client of its own,
 * fed in 256 kB chunks with back-pressure (pg-copy-streams). PGlite has no COPY FROM STDIN; it copies from a
 * `/dev/blob` attached to the query, so rows go in batches of 20,000, one COPY each (decision record 0700).
 */
export async function openStagingWriter(
  database: Database,
  table: string,
  columns: readonly string[],
): Promise<StagingWriter> {
  const cols = columns.map((c) => `"${c}"`).join(', ');
  let rows = 0;
  if (database.raw.kind === 'pglite') {
    const client = database.raw.client;
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const blob = new Blob([batch.join('')]);
      batch = [];
      await client.query(`COPY ${table} (${cols}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob });
    };
    return {
      async write(values) {
        batch.push(values.map(csvField).join(',') + '\n');
        rows++;
        if (batch.length >= PGLITE_BATCH_ROWS) await flush();
      },
      async finish() {
        await flush();
        return rows;
      },
      async abort() {
        batch = [];
      },
    };
  }
  const client = await database.raw.pool.connect();
  const stream = client.query(copyFrom(`COPY ${table} (${cols}) FROM STDIN WITH (FORMAT csv)`));
  let failure: Error | null = null;
  stream.on('error', (err: Error) => (failure = err));
  let buffer = '';
  const send = async () => {
    if (failure) throw failure;
    if (!buffer) return;
    const chunk = buffer;
    buffer = '';
    if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), once(stream, 'error')]);
    if (failure) throw failure;
  };
  let released = false;
  const release = (err?: Error) => {
    if (released) return;
    released = true;
    client.release(err);
  };
  return {
    async write(values) {
      buffer += values.map(csvField).join(',') + '\n';
      rows++;
      if (buffer.length >= PG_CHUNK_BYTES) await send();
    },
    async finish() {
      try {
        await send();
        const done = once(stream, 'finish');
        stream.end();
        await done;
        if (failure) throw failure;
        release();
        return rows;
      } catch (err) {
        release(err as Error);
        throw err;
      }
    },
    async abort() {
      // Destroying the connection ends the COPY without committing any of it.
      stream.destroy();
      release(new Error('import aborted'));
    },
  };
}
