import type { MailAdapter } from '../adapters/mail/index.ts';
import type { Config } from '../config.ts';
import type { Database } from './db/client.ts';
import type { EventBus } from './events/event-bus.ts';
import type { ImportPipeline } from './imports/import-pipeline.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { LiveChannel } from './live/live-channel.ts';
import type { FileStorage } from './storage/index.ts';
import type { WorkflowRunner } from './workflows/workflow-runner.ts';

/** What every module is given at registration: configuration and the shared infrastructure. */
export interface AppContext {
  config: Config;
  database: Database;
  jobs: JobQueue;
  live: LiveChannel;
  /** Domain events: modules register handlers with `events.on(...)` when their plugin registers. */
  events: EventBus;
  /** Workflow runs: modules register their workflows when their plugin registers. */
  workflows: WorkflowRunner;
  mail: MailAdapter;
  /** Uploaded files (local directory by default). */
  storage: FileStorage;
  /** The file import pipeline: modules register their import types when their plugin registers. */
  imports: ImportPipeline;
}
