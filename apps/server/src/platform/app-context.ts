import { createMailAdapter, type MailAdapter } from '../adapters/mail/index.ts';
import type { Config } from '../config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { createEventBus } from './events/event-bus.ts';
import { startJobQueue } from './jobs/queue.ts';
import { startLiveChannel } from './live/live-channel.ts';
import { createWorkflowRunner } from './workflows/workflow-runner.ts';

export interface RunningContext extends AppContext {
  /** Starts the background sweepers (events, workflows); call after buildApp, once modules registered. */
  startWorkers(): Promise<void>;
  /** Stops the workers, the queue and the live channel (not the database). */
  stop(): Promise<void>;
}

/** The shared infrastructure of one process, as main, the tests and the benchmarks build it. */
export async function createAppContext(
  config: Config,
  database: Database,
  opts: { mail?: MailAdapter; pollMs?: number } = {},
): Promise<RunningContext> {
  const workers = config.WORKERS === 'on';
  const jobs = await startJobQueue(database, { workers });
  const live = await startLiveChannel(database);
  const mail = opts.mail ?? createMailAdapter(config, database.db);
  const events = createEventBus(database, jobs, { workers, pollMs: opts.pollMs });
  const workflows = createWorkflowRunner(database, jobs, { mail }, { workers, pollMs: opts.pollMs });
  return {
    config,
    database,
    jobs,
    live,
    events,
    workflows,
    mail,
    async startWorkers() {
      await events.start();
      await workflows.start();
    },
    async stop() {
      await events.stop();
      await workflows.stop();
      await jobs.stop();
      await live.close();
    },
  };
}
