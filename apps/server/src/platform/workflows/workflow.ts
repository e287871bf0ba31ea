import type { MailAdapter } from '../../adapters/mail/index.ts';
import type { StoreAdapter } from '../../adapters/stores/index.ts';
import type { Db } from '../db/client.ts';

/** The external services a step may call, each behind its adapter (design section 5). */
export interface WorkflowAdapters {
  mail: MailAdapter;
  /** A merchant's online store by its platform (the sandbox store keeps its state in the database). */
  store(platform: StoreAdapter['platform']): StoreAdapter;
}

export interface StepContext<I> {
  input: I;
  runId: number;
  /** What earlier steps answered, by step name. */
  outputs: Record<string, unknown>;
  /** Stable for this run and step: pass it to the adapter so a repeated step does not repeat its effect. */
  idempotencyKey: string;
  db: Db;
  adapters: WorkflowAdapters;
}

export interface WorkflowStep<I> {
  name: string;
  /** Must be safe to run again: after a crash a step that did not record its completion runs once more. */
  run(ctx: StepContext<I>): Promise<unknown>;
}

/** A use case with side effects outside the database, as named steps run in order after the commit. */
export interface WorkflowDefinition<I> {
  name: string;
  steps: readonly WorkflowStep<I>[];
}

export function defineWorkflow<I>(definition: WorkflowDefinition<I>): WorkflowDefinition<I> {
  const names = new Set(definition.steps.map((s) => s.name));
  if (names.size !== definition.steps.length) throw new Error(`${definition.name}: step names repeat`);
  return definition;
}
