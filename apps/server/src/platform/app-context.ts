import { createMailAdapter, type MailAdapter } from '../adapters/mail/index.ts';
import { createSandboxStore } from '../adapters/stores/index.ts';
import type { Config } from '../config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { createEventBus } from './events/event-bus.ts';
import { createImportPipeline } from './imports/import-pipeline.ts';
import { startJobQueue } from './jobs/queue.ts';
import { startLiveChannel } from './live/live-channel.ts';
import { createFileStorage } from './storage/index.ts';
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
  opts: { mail?: MailAdapter; pollMs?: number; importLeaseMs?: number } = {},
): Promise<RunningContext> {
  const workers = config.WORKERS === 'on';
  const jobs = await startJobQueue(database, { workers });
  const live = await startLiveChannel(database);
  const mail = opts.mail ?? createMailAdapter(config, database.db);
  const events = createEventBus(database, jobs, { workers, pollMs: opts.pollMs });
  const sandboxStore = createSandboxStore(database.db);
  const workflows = createWorkflowRunner(
    database,
    jobs,
    {
      mail,
      store: (platform) => {
        if (platform === 'sandbox') return sandboxStore;
        // Shopify and WooCommerce clients come with their own issue (as publishing says).
        throw new Error(`No ${platform} store client is configured`);
      },
    },
    { workers, pollMs: opts.pollMs },
  );
  const storage = createFileStorage(config);
  const imports = createImportPipeline(
    { database, jobs, live, mail, storage },
    { workers, pollMs: opts.pollMs, leaseMs: opts.importLeaseMs },
  );
  return {
    config,
    database,
    jobs,
    live,
    events,
    workflows,
    mail,
    storage,
    imports,
    async startWorkers() {
      await events.start();
      await workflows.start();
      await imports.start();
    },
    async stop() {
      await events.stop();
      await workflows.stop();
      await imports.stop();
      await jobs.stop();
      await live.close();
    },
  };
}
