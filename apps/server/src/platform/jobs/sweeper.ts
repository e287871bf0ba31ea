import type { Database } from '../db/client.ts';
import type { JobQueue } from './queue.ts';

/**
 * A background sweep run as a pg-boss job on a `stately` queue (wake-ups coalesce; one run at a time across
 * processes), woken by a NOTIFY on `channel` (sent inside the transaction that made work, so it arrives after the
 * commit) and by a short poll that catches anything a missed notification or a crash left behind.
 */
export async function startSweeper(opts: {
  database: Database;
  jobs: JobQueue;
  queue: string;
  channel: string;
  pollMs: number;
  sweep: () => Promise<unknown>;
  log: (msg: string, err?: unknown) => void;
}): Promise<() => Promise<void>> {
  const wake = async () => {
    try {
      await opts.jobs.send(opts.queue, {});
    } catch (err) {
      opts.log(`could not wake ${opts.queue}`, err);
    }
  };
  await opts.jobs.defineQueue(opts.queue, { policy: 'stately' });
  await opts.jobs.work(opts.queue, async () => {
    await opts.sweep();
  });
  const unlisten = await opts.database.listen(opts.channel, () => void wake());
  const timer = setInterval(() => void wake(), opts.pollMs);
  timer.unref();
  await wake();
  return async () => {
    clearInterval(timer);
    await unlisten();
  };
}
