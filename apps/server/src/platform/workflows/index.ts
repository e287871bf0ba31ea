/** Workflows: named steps with external effects, run after commit, safe to repeat (decision 0015). */
export { defineWorkflow, type StepContext, type WorkflowDefinition, type WorkflowStep } from './workflow.ts';
export { startWorkflow } from './start-workflow.ts';
export { createWorkflowRunner, type RunOutcome, type WorkflowRunner } from './workflow-runner.ts';
