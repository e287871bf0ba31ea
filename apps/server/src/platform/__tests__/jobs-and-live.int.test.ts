import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { openPostgres } from '../db/client.ts';
import { startJobQueue } from '../jobs/queue.ts';
import { startLiveChannel } from '../live/live-channel.ts';

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});

async function waitFor<T>(fn: () => T | undefined, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

for (const kind of ['pglite', 'postgresql'] as const) {
  // Creating an embedded database and installing the queue's schema in it takes seconds on a busy 2-core machine.
  describe(`on ${kind}`, { timeout: 120_000 }, () => {
    it('runs a background job sent to the queue', async () => {
      const testDb: TestDatabase = await createTestDatabase({ kind });
      opened.push({ close: testDb.drop });
      const jobs = await startJobQueue(testDb.database, { workers: true });
      opened.push({ close: () => jobs.stop() });
      const seen: { n: number }[] = [];
      await jobs.work<{ n: number }>('test-queue', async (data) => {
        seen.push(data);
      });
      const id = await jobs.send('test-queue', { n: 42 });
      expect(id).toBeTruthy();
      const got = await waitFor(() => seen[0]);
      expect(got).toEqual({ n: 42 });
      let state: string | undefined;
      await waitFor(() =>
        state === 'completed'
          ? state
          : (void jobs.getJob('test-queue', id!).then((j) => (state = j?.state)), undefined),
      );
      expect(state).toBe('completed');
    });

    it('delivers live messages to the subscribers of the team only', async () => {
      const testDb = await createTestDatabase({ kind });
      opened.push({ close: testDb.drop });
      const live = await startLiveChannel(testDb.database);
      opened.push(live);
      const team1: unknown[] = [];
      const team2: unknown[] = [];
      live.subscribe(1, (m) => team1.push(m));
      live.subscribe(2, (m) => team2.push(m));
      await live.publish(1, 'products.count', { count: 3 });
      await waitFor(() => team1[0]);
      expect(team1).toEqual([{ topic: 'products.count', payload: { count: 3 } }]);
      expect(team2).toEqual([]);
    });
  });
}

describe('several processes on one PostgreSQL', () => {
  it('fans a message published by one process out to the sockets of another', async () => {
    const testDb = await createTestDatabase({ kind: 'postgresql' });
    opened.push({ close: testDb.drop });
    if (testDb.database.raw.kind !== 'postgresql') throw new Error('expected PostgreSQL');
    // A second process is a second pool and listener on the same database.
    const other = await openPostgres(testDb.database.raw.url, 2);
    opened.push(other);
    const a = await startLiveChannel(testDb.database);
    const b = await startLiveChannel(other);
    opened.push(a, b);
    const received: unknown[] = [];
    b.subscribe(7, (m) => received.push(m));
    await a.publish(7, 'bulk.progress', { done: 10, total: 20 });
    await waitFor(() => received[0]);
    expect(received).toEqual([{ topic: 'bulk.progress', payload: { done: 10, total: 20 } }]);
  });
});
