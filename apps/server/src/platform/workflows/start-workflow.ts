import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import type { WorkflowDefinition } from './workflow.ts';
import { workflowRuns } from './workflows.tables.ts';

export const WORKFLOWS_CHANNEL = 'partsflow_workflows';

/**
 * Starts a workflow in the caller's transaction: the run exists exactly when the change that asks for it
 * commits, and the NOTIFY (delivered on commit) wakes the workers. Answers the run id.
 */
export async function startWorkflow<I>(
  tx: DbOrTx,
  workflow: WorkflowDefinition<I>,
  input: I,
  opts: { teamId?: number | null } = {},
): Promise<number> {
  const [row] = await tx
    .insert(workflowRuns)
    .values({ workflow: workflow.name, input: input as object, team_id: opts.teamId ?? null })
    .returning({ id: workflowRuns.id });
  await tx.execute(sql`select pg_notify(${WORKFLOWS_CHANNEL}, ${String(row!.id)})`);
  return row!.id;
}
