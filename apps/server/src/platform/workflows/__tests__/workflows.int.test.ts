import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database.ts';
import { createSandboxMail, listMailbox, type MailAdapter } from '../../../adapters/mail/index.ts';
import { startJobQueue } from '../../jobs/queue.ts';
import { createWorkflowRunner, defineWorkflow, startWorkflow, type StepContext } from '../index.ts';
import { workflowRuns } from '../workflows.tables.ts';

const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!();
});

async function setUp(kind: 'pglite' | 'postgresql', workers = false) {
  const testDb = await createTestDatabase({ kind });
  opened.push(testDb.drop);
  const jobs = await startJobQueue(testDb.database, { workers });
  opened.push(() => jobs.stop());
  const mail: MailAdapter = createSandboxMail(testDb.database.db);
  const runner = createWorkflowRunner(
    testDb.database,
    jobs,
    {
      mail,
      store: () => {
        throw new Error('These workflows call no store');
      },
    },
    { workers, pollMs: 300, log: () => undefined },
  );
  opened.push(() => runner.stop());
  return { db: testDb.database.db, runner };
}

async function until(check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A two-step workflow whose steps count their effects; `crash` decides when a step dies. */
function counting(crash: (step: string, attempt: number) => 'before' | 'after' | null) {
  const effects = { reserve: 0, notify: 0 };
  const attempts = { reserve: 0, notify: 0 };
  const step = (name: 'reserve' | 'notify') => ({
    name,
    run: async ({ input, idempotencyKey, adapters }: StepContext<{ to: string }>) => {
      attempts[name]++;
      if (crash(name, attempts[name]) === 'before') throw new Error(`${name} died before its effect`);
      if (name === 'notify') {
        // The external effect goes through an adapter with the step's key: repeating it repeats nothing.
        const sent = await adapters.mail.send(
          { to: input.to, subject: 'Reserved', text: 'Your parts are reserved' },
          { idempotencyKey },
        );
        if (!sent.repeated) effects.notify++;
      } else {
        effects.reserve++;
      }
      if (crash(name, attempts[name]) === 'after') throw new Error(`${name} died after its effect`);
      return { done: name };
    },
  });
  const workflow = defineWorkflow<{ to: string }>({
    name: 'test.reserve',
    steps: [step('reserve'), step('notify')],
  });
  return { workflow, effects, attempts };
}

for (const kind of ['pglite', 'postgresql'] as const) {
  describe(`workflows on ${kind}`, { timeout: 120_000 }, () => {
    it('runs the steps in order once and records each', async () => {
      const { db, runner } = await setUp(kind);
      const { workflow, effects } = counting(() => null);
      runner.register(workflow);
      const runId = await db.transaction((tx) => startWorkflow(tx, workflow, { to: 'a@demo.test' }));
      expect(await runner.runNow(runId)).toBe('completed');
      expect(await runner.runNow(runId)).toBe('busy');
      expect(await runner.runPending()).toBe(0);
      expect(effects).toEqual({ reserve: 1, notify: 1 });
    });

    it('starts nothing when the change that asked for it rolls back', async () => {
      const { db, runner } = await setUp(kind);
      const { workflow } = counting(() => null);
      runner.register(workflow);
      await expect(
        db.transaction(async (tx) => {
          await startWorkflow(tx, workflow, { to: 'a@demo.test' });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await db.select().from(workflowRuns)).toEqual([]);
    });

    it('survives a crash between steps: the repeat skips the completed step', async () => {
      const { db, runner } = await setUp(kind);
      const { workflow, effects, attempts } = counting((step, n) =>
        step === 'notify' && n === 1 ? 'before' : null,
      );
      runner.register(workflow);
      const runId = await startWorkflow(db, workflow, { to: 'b@demo.test' });
      expect(await runner.runNow(runId)).toBe('retrying');
      expect(effects).toEqual({ reserve: 1, notify: 0 });
      // The retry waits for its back-off; make it due now.
      await db
        .update(workflowRuns)
        .set({ run_after: new Date(0) })
        .where(eq(workflowRuns.id, runId));
      expect(await runner.runPending()).toBe(1);
      expect(attempts).toEqual({ reserve: 1, notify: 2 });
      expect(effects).toEqual({ reserve: 1, notify: 1 });
    });

    it('survives a crash after an external effect but before it was recorded: the adapter sends once', async () => {
      const { db, runner } = await setUp(kind);
      const { workflow, effects, attempts } = counting((step, n) =>
        step === 'notify' && n === 1 ? 'after' : null,
      );
      runner.register(workflow);
      const runId = await startWorkflow(db, workflow, { to: 'c@demo.test' });
      expect(await runner.runNow(runId)).toBe('retrying');
      await db
        .update(workflowRuns)
        .set({ run_after: new Date(0) })
        .where(eq(workflowRuns.id, runId));
      expect(await runner.runPending()).toBe(1);
      expect(attempts.notify).toBe(2);
      expect(effects.notify).toBe(1);
      expect(await listMailbox(db, { to: 'c@demo.test' })).toHaveLength(1);
    });

    it('takes over a run whose worker died holding its lease, once the lease ran out', async () => {
      const { db, runner } = await setUp(kind);
      const { workflow, effects } = counting(() => null);
      runner.register(workflow);
      const runId = await startWorkflow(db, workflow, { to: 'd@demo.test' });
      // A worker claimed it and died: the run is `running` with a lease.
      await db
        .update(workflowRuns)
        .set({ status: 'running', attempts: 1, locked_until: new Date(Date.now() + 60_000) })
        .where(eq(workflowRuns.id, runId));
      expect(await runner.runPending()).toBe(0);
      await db
        .update(workflowRuns)
        .set({ locked_until: sql`now() - interval '1 second'` })
        .where(eq(workflowRuns.id, runId));
      expect(await runner.runPending()).toBe(1);
      expect(effects).toEqual({ reserve: 1, notify: 1 });
    });

    it('is worked by the sweeper job after the commit, with nobody calling it', async () => {
      const { db, runner } = await setUp(kind, true);
      const { workflow, effects } = counting(() => null);
      runner.register(workflow);
      await runner.start();
      const runId = await db.transaction((tx) => startWorkflow(tx, workflow, { to: 'e@demo.test' }));
      await until(async () => {
        const [run] = await db.select().from(workflowRuns).where(eq(workflowRuns.id, runId));
        return run?.status === 'completed';
      });
      expect(effects).toEqual({ reserve: 1, notify: 1 });
    });
  });
}
