import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { teams } from '../../modules/accounts/accounts.tables.ts';

/**
 * A run of a named workflow (docs/decisions/0015-workflows-adapters-idempotency.md): written in the transaction of
 * the change that starts it, worked after the commit. `locked_until` is the lease of the process working it.
 */
export const workflowRuns = pgTable(
  'workflow_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workflow: text('workflow').notNull(),
    team_id: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    input: jsonb('input').notNull(),
    status: text('status', { enum: ['pending', 'running', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    run_after: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('workflow_runs_due_idx')
      .on(t.run_after, t.id)
      .where(sql`status in ('pending', 'running')`),
  ],
);

/** The steps of a run that completed, with what each answered: a repeated run skips them. */
export const workflowSteps = pgTable(
  'workflow_steps',
  {
    run_id: integer('run_id')
      .notNull()
      .references(() => workflowRuns.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    output: jsonb('output'),
    completed_at: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.run_id, t.step] })],
);
