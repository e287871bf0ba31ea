import type { CarrierAdapter } from '../../adapters/carriers/index.ts';
import type { Db } from '../../platform/db/client.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import type { WorkflowRunner } from '../../platform/workflows/index.ts';

/** What the shipping services work with; built once when the module registers. */
export interface ShippingDeps {
  db: Db;
  carriers: CarrierAdapter;
  storage: FileStorage;
  jobs: Pick<JobQueue, 'send'>;
  /** Runs a workflow started by a request at once (the workers retry it otherwise); absent in seeds. */
  workflows?: Pick<WorkflowRunner, 'runNow'>;
  /** The web app's address, for links in emails. */
  publicUrl?: string;
  /** The clock (tests pin it). */
  now(): Date;
}

/** Queues of the shipping module. */
export const DOCUMENTS_QUEUE = 'shipping.documents';
export const TRACKING_CLOCK_QUEUE = 'shipping.tracking-clock';
