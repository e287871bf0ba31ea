import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/client.ts';

export type JobHandler<T> = (data: T, job: { id: string }) => Promise<void>;

/**
 * How a queue admits jobs (pg-boss policies): `standard` queues every job; `stately` keeps at most one queued
 * and one active job, so repeated wake-ups coalesce into one run.
 */
export type QueuePolicy = 'standard' | 'stately';

/**
 * Background jobs on pg-boss, in the same PostgreSQL (or PGlite) as the data, so they survive restarts and
 * any process can work them.
 */
export interface JobQueue {
  send<T extends object>(
    queue: string,
    data: T,
    options?: { singletonKey?: string; startAfter?: number },
  ): Promise<string | null>;
  work<T>(queue: string, handler: JobHandler<T>): Promise<void>;
  /** Creates a queue with a policy other than `standard`; call before its first send or work. */
  defineQueue(queue: string, options: { policy: QueuePolicy }): Promise<void>;
  getJob(queue: string, id: string): Promise<{ state: string; output: unknown } | null>;
  stop(): Promise<void>;
}

export async function startJobQueue(database: Database, opts: { workers: boolean }): Promise<JobQueue> {
  const boss =
    database.raw.kind === 'pglite'
      ? new PgBoss({
          db: fromPglite(database.raw.client),
          backend: 'pglite',
          schedule: false,
          supervise: true,
        })
      : new PgBoss({
          connectionString: database.raw.url,
          max: 4,
          schedule: false,
          application_name: 'partsflow-jobs',
        });
  // The queue reconnects by itself; a lost connection is worth a line in the log, not a stack of the client.
  boss.on('error', (err: Error & { code?: string }) =>
    console.warn(`[jobs] ${err.message}${err.code ? ` (${err.code})` : ''}`),
  );
  await boss.start();
  const created = new Set<string>();
  async function ensureQueue(name: string, policy: QueuePolicy = 'standard') {
    if (created.has(name)) return;
    await boss.createQueue(name, { policy });
    created.add(name);
  }
  return {
    async send(queue, data, options) {
      await ensureQueue(queue);
      return boss.send(queue, data, {
        singletonKey: options?.singletonKey,
        startAfter: options?.startAfter,
        retryLimit: 2,
      });
    },
    async work(queue, handler) {
      if (!opts.workers) return;
      await ensureQueue(queue);
      await boss.work(
        queue,
        { pollingIntervalSeconds: 0.5 },
        async (jobs: { id: string; data: unknown }[]) => {
          for (const job of jobs) await handler(job.data as never, { id: job.id });
        },
      );
    },
    async defineQueue(queue, options) {
      await ensureQueue(queue, options.policy);
    },
    async getJob(queue, id) {
      const job = await boss.getJobById(queue, id);
      return job ? { state: job.state, output: job.output } : null;
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
