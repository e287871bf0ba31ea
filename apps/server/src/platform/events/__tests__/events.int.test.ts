import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database.ts';
import { seedDemoAccounts } from '../../../demo/demo-accounts.ts';
import { startJobQueue, type JobQueue } from '../../jobs/queue.ts';
import { createEventBus, emitEvent, type EventBus } from '../index.ts';
import { MAX_EVENT_ATTEMPTS } from '../event-bus.ts';

const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!();
});

async function setUp(kind: 'pglite' | 'postgresql', workers = false) {
  const testDb = await createTestDatabase({ kind });
  opened.push(testDb.drop);
  const jobs: JobQueue = await startJobQueue(testDb.database, { workers });
  opened.push(() => jobs.stop());
  const events: EventBus = createEventBus(testDb.database, jobs, {
    workers,
    pollMs: 300,
    log: () => undefined,
  });
  opened.push(() => events.stop());
  const teams = await seedDemoAccounts(testDb.database.db);
  return { db: testDb.database.db, events, teamId: teams.brands[0]! };
}

async function until(check: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const listing = (listing_id: number) => ({
  type: 'marketplace.listing_changed' as const,
  payload: { listing_id, product_ids: [1, 2], status: 'published' as const },
});

for (const kind of ['pglite', 'postgresql'] as const) {
  describe(`domain events on ${kind}`, { timeout: 120_000 }, () => {
    it('hands a committed event to every handler once, however often dispatch runs', async () => {
      const { db, events, teamId } = await setUp(kind);
      const seen: string[] = [];
      events.on(
        'marketplace.listing_changed',
        'test.first',
        async (e) => void seen.push(`first:${e.payload.listing_id}`),
      );
      events.on(
        'marketplace.listing_changed',
        'test.second',
        async (e) => void seen.push(`second:${e.teamId}`),
      );
      await db.transaction((tx) => emitEvent(tx, { ...listing(7), teamId }));
      expect(await events.dispatchPending()).toBe(1);
      expect(await events.dispatchPending()).toBe(0);
      expect(seen).toEqual(['first:7', `second:${teamId}`]);
    });

    it('records nothing when the emitting change rolls back', async () => {
      const { db, events, teamId } = await setUp(kind);
      const seen: number[] = [];
      events.on('marketplace.listing_changed', 'test.rollback', async (e) => void seen.push(e.id));
      await expect(
        db.transaction(async (tx) => {
          await emitEvent(tx, { ...listing(8), teamId });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await events.dispatchPending()).toBe(0);
      expect(seen).toEqual([]);
    });

    it('refuses a payload that does not match its event', async () => {
      const { db, teamId } = await setUp(kind);
      await expect(
        emitEvent(db, {
          type: 'fitment.applications_changed',
          teamId,
          payload: { product_ids: [] },
        }),
      ).rejects.toThrow();
    });

    it('re-delivers only to the handler that failed, and keeps events in order', async () => {
      const { db, events, teamId } = await setUp(kind);
      const effects: string[] = [];
      let failOnce = true;
      events.on(
        'marketplace.listing_changed',
        'test.steady',
        async (e) => void effects.push(`steady:${e.payload.listing_id}`),
      );
      events.on('marketplace.listing_changed', 'test.flaky', async (e, tx) => {
        // The handler's write and its delivery record roll back together when it fails.
        await tx.execute(sql`update teams set name = name || '!' where id = ${teamId}`);
        if (failOnce) {
          failOnce = false;
          throw new Error('crashed mid-way');
        }
        effects.push(`flaky:${e.payload.listing_id}`);
      });
      await emitEvent(db, { ...listing(1), teamId });
      await emitEvent(db, { ...listing(2), teamId });
      // The first event fails in its second handler: nothing after it runs.
      expect(await events.dispatchPending()).toBe(0);
      expect(effects).toEqual(['steady:1']);
      expect(await events.dispatchPending()).toBe(2);
      expect(effects).toEqual(['steady:1', 'flaky:1', 'steady:2', 'flaky:2']);
      const result = (await db.execute(sql`select name from teams where id = ${teamId}`)) as unknown as {
        rows: unknown[];
      };
      const [team] = result.rows as {
        name: string;
      }[];
      expect(team!.name.endsWith('Co!!')).toBe(true);
    });

    it('gives up on an event after its last attempt and moves on', async () => {
      const { db, events, teamId } = await setUp(kind);
      const done: number[] = [];
      events.on('marketplace.listing_changed', 'test.poison', async (e) => {
        if (e.payload.listing_id === 1) throw new Error('always fails');
        done.push(e.payload.listing_id);
      });
      await emitEvent(db, { ...listing(1), teamId });
      await emitEvent(db, { ...listing(2), teamId });
      for (let i = 0; i < MAX_EVENT_ATTEMPTS; i++) await events.dispatchPending();
      expect(await events.dispatchPending()).toBe(1);
      expect(done).toEqual([2]);
    });

    it('wakes the dispatcher job after the commit, without anyone asking', async () => {
      const { db, events, teamId } = await setUp(kind, true);
      const seen: number[] = [];
      events.on(
        'fitment.applications_changed',
        'test.woken',
        async (e) => void seen.push(...e.payload.product_ids),
      );
      await events.start();
      await db.transaction((tx) =>
        emitEvent(tx, { type: 'fitment.applications_changed', teamId, payload: { product_ids: [42] } }),
      );
      await until(() => seen.length > 0);
      expect(seen).toEqual([42]);
    });
  });
}
