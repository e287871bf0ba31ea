import { Transform, type Readable } from 'node:stream';
import { IMPORT_TOPICS, type ImportMapping, type ImportProgress } from '@partsflow/contracts';
import { eq, sql } from 'drizzle-orm';
import type { MailAdapter } from '../../adapters/mail/index.ts';
import { openBulkConnection, tableName, type SqlSession } from '../db/bulk.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { startSweeper } from '../jobs/sweeper.ts';
import type { LiveChannel } from '../live/live-channel.ts';
import type { FileStorage } from '../storage/index.ts';
import { readRows } from './file-rows.ts';
import { openChangeSetIn } from '../audit/index.ts';
import type { ImportRunScope, ImportType } from './import-type.ts';
import * as repo from './imports.repository.ts';
import { importRowErrors, imports } from './imports.tables.ts';
import { NotRegular, stageRaw, type RawCounts } from './raw-stage.ts';
import { openStagingWriter, type StagingWriter } from './staging-writer.ts';

const RUN_QUEUE = 'imports.run';
const SWEEP_QUEUE = 'imports.sweep';
const WAKE_CHANNEL = 'partsflow_imports';
/** Row errors kept per import (the counts stay exact past it). */
export const MAX_STORED_ERRORS = 10_000;
const MAX_ATTEMPTS = 3;
const PROGRESS_EVERY_ROWS = 10_000;

export interface ImportPipelineOptions {
  /** How long a worker holds an import without a heartbeat before another may take it over. */
  leaseMs?: number;
  pollMs?: number;
  workers: boolean;
}

/**
 * Test hook: called after each progress step and once the rows are staged. Throwing `ImportKilled` there stands
 * in for a process killed mid-import: the run stops where it is and leaves its lease to expire.
 */
export class ImportKilled extends Error {}

export type ImportInterrupt = (at: {
  importId: number;
  processedRows: number;
  phase: 'rows' | 'staged';
}) => void;

export interface ImportPipeline {
  register<P>(type: ImportType<P>): void;
  type(name: string): ImportType<unknown> | undefined;
  /** Queues an uploaded import under its mapping and wakes a worker (after the caller's commit). */
  wake(): Promise<void>;
  /** Works one import now (what the job does); answers false when it could not be claimed. */
  run(importId: number): Promise<boolean>;
  /** One pass of the sweeper: sends pending imports to the workers and the emails not yet sent. */
  sweep(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Tests only: interrupts runs at the given point. */
  setInterrupt(fn: ImportInterrupt | null): void;
}

export function createImportPipeline(
  deps: { database: Database; jobs: JobQueue; live: LiveChannel; mail: MailAdapter; storage: FileStorage },
  opts: ImportPipelineOptions,
): ImportPipeline {
  const { database, jobs, live, mail, storage } = deps;
  const db = database.db;
  const leaseMs = opts.leaseMs ?? 60_000;
  const types = new Map<string, ImportType<unknown>>();
  let interrupt: ImportInterrupt | null = null;
  let stopSweeper: (() => Promise<void>) | null = null;

  async function claim(importId: number) {
    return db.transaction(async (tx) => {
      const [target] = await tx
        .select({ team_id: imports.team_id, import_type: imports.import_type })
        .from(imports)
        .where(eq(imports.id, importId));
      if (!target) return null;
      // One import of a type per team at a time: claims of one team and type queue behind this lock.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${target.team_id}, hashtext(${target.import_type}))`);
      const claimed = await tx.execute(sql`
        UPDATE imports i SET status = 'processing', attempts = i.attempts + 1,
          lease_until = now() + make_interval(secs => ${leaseMs / 1000})
        WHERE i.id = ${importId}
          AND (i.status = 'queued' OR (i.status = 'processing' AND i.lease_until < now()))
          AND NOT EXISTS (
            SELECT 1 FROM imports o
            WHERE o.team_id = i.team_id AND o.import_type = i.import_type AND o.id <> i.id
              AND ((o.status = 'processing' AND o.lease_until >= now()) OR (o.status = 'queued' AND o.id < i.id)))
        RETURNING i.id, i.attempts`);
      const row = (claimed as unknown as { rows: { id: number; attempts: number }[] }).rows[0];
      return row ?? null;
    });
  }

  /** Renews the lease; false when another worker has taken the import over (the attempt is stale). */
  async function heartbeat(importId: number, attempt: number, counts: Partial<repo.ImportRow>) {
    const rows = await db
      .update(imports)
      .set({ ...counts, lease_until: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
      .where(
        sql`${imports.id} = ${importId} AND ${imports.attempts} = ${attempt} AND ${imports.status} = 'processing'`,
      )
      .returning({ id: imports.id });
    return rows.length > 0;
  }

  async function publish(
    row: Pick<repo.ImportRow, 'id' | 'team_id' | 'import_type'>,
    p: Omit<ImportProgress, 'id' | 'import_type'>,
  ) {
    await live
      .publish(
        row.team_id,
        p.status === 'completed' || p.status === 'failed' ? IMPORT_TOPICS.finished : IMPORT_TOPICS.progress,
        {
          id: row.id,
          import_type: row.import_type,
          ...p,
        } satisfies ImportProgress,
      )
      .catch(() => undefined);
  }

  async function fail(row: repo.ImportRow, message: string) {
    await db
      .update(imports)
      .set({ status: 'failed', failure_message: message, finished_at: new Date(), lease_until: null })
      .where(eq(imports.id, row.id));
    await publish(row, {
      status: 'failed',
      processed_rows: row.total_rows,
      error_rows: row.error_rows,
      percent: 100,
    });
    await notify(row.id);
  }

  async function run(importId: number): Promise<boolean> {
    const t0 = performance.now();
    const trace = (what: string) => {
      if (process.env.IMPORT_TRACE)
        console.log(`[imports] ${importId} ${what} ${(performance.now() - t0).toFixed(0)} ms`);
    };
    const claimed = await claim(importId);
    trace('claimed');
    if (!claimed) return false;
    const row = (await repo.findImport(db, importId, null))!;
    const type = types.get(row.import_type);
    if (!type) {
      await fail(row, `Unknown import type ${row.import_type}`);
      return true;
    }
    if (claimed.attempts > MAX_ATTEMPTS) {
      await fail(row, 'The import could not be completed; please try again');
      return true;
    }
    const attempt = claimed.attempts;
    const scope: ImportRunScope = {
      teamId: row.team_id,
      importId,
      contextId: row.context_id,
      changeSetId: null,
    };
    const staging = tableName(type.staging.table);
    const bulk = await openBulkConnection(database);
    let writer: StagingWriter | null = null;
    try {
      // A run always starts from the file: whatever an interrupted run staged or reported is cleared first.
      await bulk.query(`DELETE FROM ${staging} WHERE import_id = $1`, [importId]);
      await bulk.query(`DELETE FROM ${tableName(importRowErrors)} WHERE import_id = $1`, [importId]);
      const prepared = await type.prepare(bulk, scope);
      const mapping = row.mapping ?? {};
      // CSV on PostgreSQL: COPY the file as it is and check it in SQL (decision 0711); else row by row.
      let fast: RawCounts | null = null;
      if (type.raw && row.file_format === 'csv' && !process.env.IMPORT_ROW_BY_ROW) {
        try {
          fast = await stageRaw({
            database,
            type,
            importId,
            teamId: row.team_id,
            file: storage.read(row.file_key),
            headers: row.headers,
            mapping,
            staging,
            errorsTable: tableName(importRowErrors),
            maxErrors: MAX_STORED_ERRORS,
            onProgress: async (rows, bytes) => {
              if (!(await heartbeat(importId, attempt, { total_rows: rows }))) throw new StaleAttempt();
              await publish(row, {
                status: 'processing',
                processed_rows: rows,
                error_rows: 0,
                percent: Math.min(99, Math.floor((bytes / Math.max(1, row.file_size)) * 100)),
              });
              interrupt?.({ importId, processedRows: rows, phase: 'rows' });
            },
          });
          trace(`raw staged ${fast.total}`);
        } catch (err) {
          if (!(err instanceof NotRegular)) throw err;
          trace(`row by row: ${err.message}`);
        }
      }
      writer = fast
        ? null
        : await openStagingWriter(database, staging, ['import_id', 'line', ...type.staging.columns]);
      let bytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _e, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      const source = storage.read(row.file_key);
      source.on('error', (err) => counter.destroy(err));
      const input = source.pipe(counter) as Readable;
      let index: { key: string; column: string; at: number }[] | null = null;
      let total = 0;
      let valid = 0;
      let bad = 0;
      let stored = 0;
      let errors: { import_id: number; line: number; column_name: string; message: string }[] = [];
      const flushErrors = async () => {
        if (errors.length) await db.insert(importRowErrors).values(errors);
        errors = [];
      };
      const step = async () => {
        await flushErrors();
        if (!(await heartbeat(importId, attempt, { total_rows: total, valid_rows: valid, error_rows: bad })))
          throw new StaleAttempt();
        await publish(row, {
          status: 'processing',
          processed_rows: total,
          error_rows: bad,
          percent: Math.min(99, Math.floor((bytes / Math.max(1, row.file_size)) * 100)),
        });
        interrupt?.({ importId, processedRows: total, phase: 'rows' });
      };
      trace('prepared');
      if (fast) {
        source.destroy();
        [total, valid, bad] = [fast.total, fast.valid, fast.bad];
        if (!(await heartbeat(importId, attempt, { total_rows: total, valid_rows: valid, error_rows: bad })))
          throw new StaleAttempt();
        interrupt?.({ importId, processedRows: total, phase: 'rows' });
      }
      for await (const src of fast ? [] : readRows(input, row.file_format)) {
        if (!index) {
          const headings = src.cells.map((c) => c.trim());
          index = type.fields
            .filter((f) => mapping[f.key])
            .map((f) => ({ key: f.key, column: mapping[f.key]!, at: headings.indexOf(mapping[f.key]!) }));
          continue;
        }
        total++;
        const values: Record<string, string> = {};
        for (const f of type.fields) values[f.key] = '';
        for (const c of index) values[c.key] = c.at >= 0 ? (src.cells[c.at] ?? '').trim() : '';
        const result = type.validate(values, prepared);
        if (result.ok) {
          valid++;
          await writer!.write([importId, src.line, ...result.values]);
        } else {
          bad++;
          for (const e of result.errors) {
            if (stored >= MAX_STORED_ERRORS) break;
            stored++;
            const column =
              index.find((c) => c.key === e.field)?.column ??
              type.fields.find((f) => f.key === e.field)?.label ??
              e.field;
            errors.push({ import_id: importId, line: src.line, column_name: column, message: e.message });
          }
          if (errors.length >= 1000) await flushErrors();
        }
        if (total % PROGRESS_EVERY_ROWS === 0) await step();
      }
      trace('parsed');
      await writer?.finish();
      writer = null;
      trace('staged');
      await flushErrors();
      interrupt?.({ importId, processedRows: total, phase: 'staged' });
      // The load, the clean-up of the staging rows and the completion commit together, or not at all.
      const loaded = await bulk.transaction(async (s) => {
        // The load sorts the staged rows (last line wins): let a large file sort in memory.
        await s.query(`SET LOCAL work_mem = '256MB'`);
        let changeSetId: number | null = null;
        if (type.changeSet) {
          // One change set per load (decision 0273): completed with it, the uploader as its user.
          changeSetId = await openChangeSetIn(s, {
            teamId: row.team_id,
            userId: row.user_id,
            kind: `import-${row.import_type}`,
            label: `Import ${type.label}: ${row.file_name}`,
          });
          await s.query(`UPDATE ${tableName(imports)} SET change_set_id = $2 WHERE id = $1`, [
            importId,
            changeSetId,
          ]);
        }
        const out = await type.load(s, { ...scope, changeSetId });
        // A load may refuse staged rows only it can check (an SKU not in the brand): they become row errors.
        const { loaded: n, rejected } = typeof out === 'number' ? { loaded: out, rejected: 0 } : out;
        valid -= rejected;
        bad += rejected;
        await s.query(`DELETE FROM ${staging} WHERE import_id = $1`, [importId]);
        const done = await s.query(
          `UPDATE ${tableName(imports)} SET status = 'completed', total_rows = $2, valid_rows = $3, error_rows = $4,
             loaded_rows = $5, finished_at = now(), lease_until = NULL
           WHERE id = $1 AND attempts = $6 AND status = 'processing' RETURNING id`,
          [importId, total, valid, bad, n, attempt],
        );
        if (done.length === 0) throw new StaleAttempt();
        return n;
      });
      trace(`loaded ${loaded}`);
      await publish(row, { status: 'completed', processed_rows: total, error_rows: bad, percent: 100 });
    } catch (err) {
      await writer?.abort().catch(() => undefined);
      if (err instanceof StaleAttempt) return true;
      if (err instanceof ImportKilled) throw err;
      // A failure (not a killed process) hands the import back at once, so the job's retry can claim it.
      await db
        .update(imports)
        .set({ lease_until: sql`now() - interval '1 second'` })
        .where(sql`${imports.id} = ${importId} AND ${imports.attempts} = ${attempt}`)
        .catch(() => undefined);
      throw err;
    } finally {
      bulk.release();
    }
    await notify(importId);
    return true;
  }

  /** The email when an import has finished, once (idempotency key per import). */
  async function notify(importId: number) {
    const row = await repo.findImport(db, importId, null);
    if (!row || row.notified_at || (row.status !== 'completed' && row.status !== 'failed')) return;
    const type = types.get(row.import_type);
    const label = type?.label ?? row.import_type;
    if (row.notify_email) {
      const text =
        row.status === 'completed'
          ? `Your ${label.toLowerCase()} import of ${row.file_name} has finished.\n\n` +
            `Rows read: ${row.total_rows}\nRows loaded: ${row.valid_rows}\nRows with errors: ${row.error_rows}\n\n` +
            (row.error_rows > 0
              ? 'The rows with errors are listed in the import history, with a downloadable report.\n'
              : '')
          : `Your ${label.toLowerCase()} import of ${row.file_name} could not be completed: ${row.failure_message ?? ''}\n`;
      await mail.send(
        {
          to: row.notify_email,
          subject: row.status === 'completed' ? `${label} import finished` : `${label} import failed`,
          text,
        },
        { idempotencyKey: `import:${row.id}:finished` },
      );
    }
    await db.update(imports).set({ notified_at: new Date() }).where(eq(imports.id, importId));
  }

  async function sweep() {
    for (const id of await repo.findPendingImportIds(db)) {
      const row = await repo.findImport(db, id, null);
      if (!row) continue;
      if (row.status === 'completed' || row.status === 'failed') await notify(id);
      else await jobs.send(RUN_QUEUE, { importId: id });
    }
  }

  return {
    register(type) {
      types.set(type.name, type as ImportType<unknown>);
    },
    type: (name) => types.get(name),
    async wake() {
      await database.notify(WAKE_CHANNEL, '');
    },
    run,
    sweep,
    async start() {
      if (!opts.workers) return;
      await jobs.work<{ importId: number }>(RUN_QUEUE, async (data) => {
        await run(data.importId);
      });
      stopSweeper = await startSweeper({
        database,
        jobs,
        queue: SWEEP_QUEUE,
        channel: WAKE_CHANNEL,
        pollMs: opts.pollMs ?? 5000,
        sweep,
        log: (msg, err) => console.warn(`[imports] ${msg}`, err instanceof Error ? err.message : ''),
      });
    },
    async stop() {
      await stopSweeper?.();
    },
    setInterrupt(fn) {
      interrupt = fn;
    },
  };
}

class StaleAttempt extends Error {
  constructor() {
    super('the import was taken over by another worker');
  }
}

export type { ImportMapping, SqlSession };
