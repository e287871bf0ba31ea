import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { startSweeper } from '../jobs/sweeper.ts';
import { WORKFLOWS_CHANNEL } from './start-workflow.ts';
import type { WorkflowAdapters, WorkflowDefinition } from './workflow.ts';
import { workflowRuns, workflowSteps } from './workflows.tables.ts';

export type RunOutcome = 'completed' | 'retrying' | 'failed' | 'busy' | 'unknown_workflow';

/**
 * Works workflow runs: claims a run with a lease, skips the steps it already completed, runs the rest in order and
 * records each as it completes. A failed step leaves the run pending with a back-off; a process that dies leaves
 * its lease to expire, and the next sweep takes the run over.
 */
export interface WorkflowRunner {
  register(workflow: WorkflowDefinition<never>): void;
  /** Works one run now, in this process (never throws; a failure stays for the sweep to retry). */
  runNow(runId: number): Promise<RunOutcome>;
  /** Works every due run once; answers how many completed. */
  runPending(): Promise<number>;
  /** Starts the sweeper job: woken after each commit that starts a run, and by a short poll. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const WORKFLOW_QUEUE = 'platform.workflows.sweep';
export const MAX_RUN_ATTEMPTS = 8;

export function createWorkflowRunner(
  database: Database,
  jobs: JobQueue,
  adapters: WorkflowAdapters,
  opts: { workers: boolean; pollMs?: number; leaseMs?: number; log?: (msg: string, err?: unknown) => void },
): WorkflowRunner {
  const { db } = database;
  const registry = new Map<string, WorkflowDefinition<unknown>>();
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  const log = opts.log ?? ((msg, err) => console.error(`[workflows] ${msg}`, err ?? ''));
  let stopSweeper: (() => Promise<void>) | null = null;

  /** Takes the run for this process unless another holds a live lease; bumps the attempt count. */
  async function claim(runId: number) {
    const [run] = await db
      .update(workflowRuns)
      .set({
        status: 'running',
        attempts: sql`${workflowRuns.attempts} + 1`,
        locked_until: new Date(Date.now() + leaseMs),
      })
      .where(
        and(
          eq(workflowRuns.id, runId),
          inArray(workflowRuns.status, ['pending', 'running']),
          or(isNull(workflowRuns.locked_until), lt(workflowRuns.locked_until, new Date())),
        ),
      )
      .returning();
    return run ?? null;
  }

  async function runNow(runId: number): Promise<RunOutcome> {
    const run = await claim(runId);
    if (!run) return 'busy';
    const workflow = registry.get(run.workflow);
    if (!workflow) {
      // Another process may know it (a deploy in progress); leave it for them.
      await db
        .update(workflowRuns)
        .set({ status: 'pending', locked_until: null })
        .where(eq(workflowRuns.id, run.id));
      return 'unknown_workflow';
    }
    const done = await db.select().from(workflowSteps).where(eq(workflowSteps.run_id, run.id));
    const outputs: Record<string, unknown> = Object.fromEntries(done.map((d) => [d.step, d.output]));
    try {
      for (const step of workflow.steps) {
        if (step.name in outputs) continue;
        const output = await step.run({
          input: run.input,
          runId: run.id,
          outputs,
          idempotencyKey: `workflow:${run.id}:${step.name}`,
          db,
          adapters,
        });
        await db
          .insert(workflowSteps)
          .values({ run_id: run.id, step: step.name, output: (output ?? null) as object | null })
          .onConflictDoNothing();
        outputs[step.name] = output ?? null;
      }
      await db
        .update(workflowRuns)
        .set({ status: 'completed', completed_at: new Date(), locked_until: null, last_error: null })
        .where(eq(workflowRuns.id, run.id));
      return 'completed';
    } catch (err) {
      const failed = run.attempts >= MAX_RUN_ATTEMPTS;
      await db
        .update(workflowRuns)
        .set({
          status: failed ? 'failed' : 'pending',
          last_error: String(err).slice(0, 2000),
          locked_until: null,
          // Back off 2, 4, 8... seconds, at most ten minutes.
          run_after: new Date(Date.now() + Math.min(600_000, 1000 * 2 ** run.attempts)),
        })
        .where(eq(workflowRuns.id, run.id));
      log(`run ${run.id} (${run.workflow}) ${failed ? 'failed for good' : 'failed; retried later'}`, err);
      return failed ? 'failed' : 'retrying';
    }
  }

  async function runPending(): Promise<number> {
    const due = await db
      .select({ id: workflowRuns.id })
      .from(workflowRuns)
      .where(
        and(
          inArray(workflowRuns.status, ['pending', 'running']),
          lte(workflowRuns.run_after, new Date()),
          or(isNull(workflowRuns.locked_until), lt(workflowRuns.locked_until, new Date())),
        ),
      )
      .orderBy(asc(workflowRuns.run_after), asc(workflowRuns.id))
      .limit(50);
    let completed = 0;
    for (const { id } of due) if ((await runNow(id)) === 'completed') completed++;
    return completed;
  }

  return {
    register(workflow) {
      const known = registry.get(workflow.name);
      if (known && known !== workflow) throw new Error(`two workflows are named ${workflow.name}`);
      registry.set(workflow.name, workflow as WorkflowDefinition<unknown>);
    },
    runNow: (runId) =>
      runNow(runId).catch((err) => {
        log(`run ${runId} could not be worked now`, err);
        return 'retrying' as const;
      }),
    runPending,
    async start() {
      if (!opts.workers || stopSweeper) return;
      stopSweeper = await startSweeper({
        database,
        jobs,
        queue: WORKFLOW_QUEUE,
        channel: WORKFLOWS_CHANNEL,
        pollMs: opts.pollMs ?? 5000,
        sweep: runPending,
        log,
      });
    },
    async stop() {
      await stopSweeper?.();
      stopSweeper = null;
    },
  };
}
