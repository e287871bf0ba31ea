import {
  BULK_ACTION_TOASTS,
  BULK_MESSAGES as M,
  BULK_PROGRESS_TOPIC,
  type BulkAction,
  type BulkActionInput,
  type BulkJob,
  type ProductFilters,
} from '@partsflow/contracts';
import { and, type SQL } from 'drizzle-orm';
import * as auditTrail from '../../../platform/audit/index.ts';
import { inScope, type Actor } from '../../../platform/auth/actor.ts';
import type { Restorable } from '../../../platform/audit/index.ts';
import type { Db, Tx } from '../../../platform/db/client.ts';
import { emitEvent } from '../../../platform/events/index.ts';
import { describeConstraints } from '../../../platform/http/database-errors.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { iso } from '../../../platform/http/presenters.ts';
import { runInChunks } from '../../../platform/jobs/chunks.ts';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import type { LiveChannel } from '../../../platform/live/live-channel.ts';
import { catalogueError, fieldError } from '../catalogue.errors.ts';
import { products } from '../catalogue.tables.ts';
import { presentAudit } from '../history/history.presenters.ts';
import { registerRestorable, revertAudit } from '../history/history.service.ts';
import { productListWhere } from '../products/products.repository.ts';
import { followCurrentBrand } from '../products/products.service.ts';
import * as repo from './bulk.repository.ts';

export const BULK_QUEUE = 'catalogue.bulk';
/** Products per chunk: one transaction, one UPDATE ... FROM, one history insert, one progress message. */
export const BULK_CHUNK = 5000;
/** A running job without progress for this long has lost its worker: the next start marks it failed. */
const STALLED_MS = 5 * 60_000;

describeConstraints({
  catalogue_bulk_jobs_running_key: { path: ['product_ids'], message: M.running },
});

export interface BulkDeps {
  db: Db;
  jobs: JobQueue;
  live: LiveChannel;
}

/** The product flag each flag action sets. */
const FLAG_ACTIONS: Partial<Record<BulkAction, { column: repo.FlagColumn; value: boolean; label: string }>> =
  {
    'bulk-publish': { column: 'published', value: true, label: 'Bulk publish' },
    'bulk-unpublish': { column: 'published', value: false, label: 'Bulk unpublish' },
    'bulk-make-purchasable': { column: 'purchaseable', value: true, label: 'Bulk make purchasable' },
    'bulk-make-unpurchasable': { column: 'purchaseable', value: false, label: 'Bulk make unpurchasable' },
  };

/** What a listing action did to one listing, recorded as a 'Listing' entry of the product's history. */
export interface ListingChange {
  productId: number;
  listingId: number;
  action: 'create' | 'update';
  changes: auditTrail.AuditChanges;
}

/**
 * The listing actions act on the marketplace's listings: the marketplace module registers how (it depends on the
 * catalogue, so the catalogue cannot call it). Each call handles one chunk of product ids in the job's transaction
 * and answers how many products it changed and what it did to each listing; the job records those in its change
 * set, and `history` restores a listing when the change set (or one entry) is reverted (decision 0274).
 */
export interface ListingBulkActions {
  createListings(
    tx: Tx,
    actor: Actor,
    productIds: number[],
  ): Promise<{ changed: number; entries: ListingChange[] }>;
  publishListings(
    tx: Tx,
    actor: Actor,
    productIds: number[],
    publish: boolean,
  ): Promise<{ changed: number; entries: ListingChange[] }>;
  history: Restorable;
}
let listingActions: ListingBulkActions | null = null;
export function registerListingBulkActions(actions: ListingBulkActions) {
  listingActions = actions;
  registerRestorable('Listing', actions.history);
}

const LISTING_LABELS: Partial<Record<BulkAction, string>> = {
  'bulk-create-listings': 'Bulk create listings',
  'bulk-publish-listings': 'Bulk publish listings',
  'bulk-unpublish-listings': 'Bulk unpublish listings',
};

type Selection =
  | { product_ids: number[] }
  | { all_matching: true; filters: Record<string, unknown>; query?: string }
  | { change_set_id: number };

function actorOfJob(job: repo.BulkJobRow): Actor {
  return { scope: { teamId: job.team_id, userId: job.user_id, staff: job.staff }, userName: job.user_name };
}

/** The products a selection stands for, within the actor's scope. */
function selectionWhere(actor: Actor, selection: Selection): SQL | undefined {
  if ('product_ids' in selection) {
    return and(inScope(products.team_id, actor.scope), repo.selectedIds(selection.product_ids));
  }
  if ('all_matching' in selection) {
    return productListWhere({ scope: actor.scope, filters: selection.filters, query: selection.query });
  }
  throw new Error('not a product selection');
}

export function presentJob(job: repo.BulkJobRow): BulkJob {
  return {
    job_id: job.id,
    action: job.action,
    change_set_id: job.change_set_id,
    status: job.status,
    total: job.total,
    done: job.done,
    changed: job.changed,
    error: job.error,
  };
}

async function announce(live: LiveChannel, job: repo.BulkJobRow) {
  await live.publish(job.team_id, BULK_PROGRESS_TOPIC, presentJob(job));
}

/** Marks the team's stalled jobs failed (their change sets stay revertible). */
async function failStalled(tx: Tx, teamId: number) {
  const stalled = await repo.listStalledJobs(tx, { teamId, before: new Date(Date.now() - STALLED_MS) });
  for (const job of stalled) {
    await repo.updateJob(tx, job.id, {
      status: 'failed',
      error: 'The job stopped without finishing',
      finished_at: new Date(),
    });
    await auditTrail.finishChangeSet(tx, job.change_set_id, 'failed');
  }
}

/** Creates the job and its change set, then queues it; 409 while another bulk job of the team runs. */
async function createJob(
  deps: BulkDeps,
  actor: Actor,
  params: { action: string; label: string; selection: Selection; total: number; revertsChangeSetId?: number },
  inTx?: (tx: Tx, changeSetId: number) => Promise<void>,
) {
  const job = await deps.db.transaction(async (tx) => {
    await failStalled(tx, actor.scope.teamId);
    if (await repo.findRunningJob(tx, actor.scope.teamId)) {
      throw new AppError('conflict', 409, M.running, [{ path: ['product_ids'], message: M.running }]);
    }
    const changeSet = await auditTrail.openChangeSet(tx, {
      teamId: actor.scope.teamId,
      actor,
      kind: params.action,
      label: params.label,
      revertsChangeSetId: params.revertsChangeSetId,
    });
    await inTx?.(tx, changeSet.id);
    return repo.insertJob(tx, {
      team_id: actor.scope.teamId,
      action: params.action,
      selection: params.selection,
      change_set_id: changeSet.id,
      user_id: actor.scope.userId,
      user_name: actor.userName,
      staff: actor.scope.staff,
      total: params.total,
    });
  });
  await deps.jobs.send(BULK_QUEUE, { job_id: job.id }, { singletonKey: job.id });
  await announce(deps.live, job);
  return job;
}

/**
 * Starts a bulk action over the selected rows (`product_ids`) or every row matching the list's filters
 * (`all_matching`): answers the spec's toast and the job, whose progress comes over the live channel.
 */
export async function startBulkAction(
  deps: BulkDeps,
  actor: Actor,
  action: BulkAction,
  input: BulkActionInput,
) {
  const flag = FLAG_ACTIONS[action];
  const label = flag?.label ?? LISTING_LABELS[action]!;
  let selection: Selection;
  if (input.all_matching) {
    // What the list shows: its filters with the current brand it follows, fixed for the job's whole run.
    const { filters } = await followCurrentBrand(deps.db, actor, (input.filters ?? {}) as ProductFilters);
    selection = { all_matching: true, filters, query: input.query || undefined };
  } else {
    const ids = [...new Set(input.product_ids ?? [])];
    if (!ids.length) throw fieldError(['product_ids'], M.noSelection);
    selection = { product_ids: ids.sort((a, b) => a - b) };
  }
  const where = selectionWhere(actor, selection);
  const total = await repo.countSelection(deps.db, where);
  if ('product_ids' in selection && total !== selection.product_ids.length) {
    // Another team's product (or one that no longer exists) among the selection.
    throw catalogueError('product_not_found');
  }
  if (!total) throw fieldError(['product_ids'], M.noSelection);
  const job = await createJob(deps, actor, { action, label, selection, total });
  return { message: BULK_ACTION_TOASTS[action], job: presentJob(job) };
}

/** Starts the revert of a change set as one unit (a bulk job of its own, itself a change set). */
export async function startRevert(deps: BulkDeps, actor: Actor, changeSetId: number) {
  await deps.db.transaction((tx) => failStalled(tx, actor.scope.teamId));
  const set = await auditTrail.findChangeSet(deps.db, { scope: actor.scope, id: changeSetId });
  if (!set) throw catalogueError('record_not_found');
  if (set.reverted_by_change_set_id) throw new AppError('conflict', 409, M.alreadyReverted);
  if (set.status === 'running') throw new AppError('conflict', 409, M.stillRunning);
  const total = await auditTrail.countChangeSetEntries(deps.db, set.id);
  const job = await createJob(
    deps,
    actor,
    {
      action: 'revert',
      label: `Revert of ${set.label}`,
      selection: { change_set_id: set.id },
      total,
      revertsChangeSetId: set.id,
    },
    async (tx, revertId) => {
      // Claim the change set: a second revert started at the same time finds it taken.
      const locked = await auditTrail.findChangeSet(tx, { scope: actor.scope, id: set.id, lock: true });
      if (locked?.reverted_by_change_set_id) throw new AppError('conflict', 409, M.alreadyReverted);
      await auditTrail.markChangeSetReverted(tx, set.id, revertId);
    },
  );
  return { message: 'Reverting change set', job: presentJob(job) };
}

export async function getJob(db: Db, actor: Actor, id: string) {
  const job = await repo.findJob(db, { id, scope: actor.scope });
  if (!job) throw catalogueError('record_not_found');
  return presentJob(job);
}

/** The change set and its first entries, to see what a revert would undo. */
export async function previewChangeSet(db: Db, actor: Actor, id: number, limit: number) {
  const set = await auditTrail.findChangeSet(db, { scope: actor.scope, id });
  if (!set) throw catalogueError('record_not_found');
  const [entries, count] = await Promise.all([
    auditTrail.changeSetEntries(db, { changeSetId: set.id, limit }),
    auditTrail.countChangeSetEntries(db, set.id),
  ]);
  const skus = await repo.skusOf(db, [...new Set(entries.map((e) => e.subject_id))]);
  return {
    change_set: {
      id: set.id,
      kind: set.kind,
      label: set.label,
      status: set.status,
      user: set.user_name ?? 'Partsflow API',
      created_at: iso(set.created_at)!,
      finished_at: iso(set.finished_at),
      entries: count,
      reverts_change_set_id: set.reverts_change_set_id,
      reverted_by_change_set_id: set.reverted_by_change_set_id,
    },
    entries: entries.map((e) => ({ ...presentAudit(e), sku: skus.get(e.subject_id) ?? '' })),
  };
}

// ---------------------------------------------------------------- the worker

/**
 * Works a bulk job chunk by chunk, each chunk one transaction that also moves the job's cursor, so a job killed
 * midway resumes from its last finished chunk when run again (pg-boss retries it; the server re-queues running
 * jobs at start). A failure marks the job and its change set failed; the entries made so far stay revertible.
 * `maxChunks` stops early (tests simulate a kill with it).
 */
export async function runBulkJob(
  deps: Pick<BulkDeps, 'db' | 'live'>,
  jobId: string,
  opts: { maxChunks?: number; chunkSize?: number } = {},
) {
  const chunkSize = opts.chunkSize ?? BULK_CHUNK;
  try {
    // A turn of the event loop between chunks lets requests in on the embedded database (platform job layer).
    await runInChunks(
      async () => {
        const job = await deps.db.transaction(async (tx) => {
          const job = await repo.findJob(tx, { id: jobId, lock: true });
          if (!job || job.status !== 'running') return null;
          return runChunk(tx, job, chunkSize);
        });
        if (!job) return true;
        await announce(deps.live, job);
        return job.status !== 'running';
      },
      { maxChunks: opts.maxChunks },
    );
  } catch (err) {
    // The cause goes to the log; the team sees the spec's words (the job's error is shown as a toast).
    console.error(`[catalogue.bulk] job ${jobId} failed`, err);
    const message = M.failed;
    const failed = await deps.db.transaction(async (tx) => {
      const job = await repo.findJob(tx, { id: jobId, lock: true });
      if (!job || job.status !== 'running') return null;
      await auditTrail.finishChangeSet(tx, job.change_set_id, 'failed');
      return repo.updateJob(tx, job.id, { status: 'failed', error: message, finished_at: new Date() });
    });
    if (failed) await announce(deps.live, failed);
  }
}

async function runChunk(tx: Tx, job: repo.BulkJobRow, chunkSize: number): Promise<repo.BulkJobRow> {
  const actor = actorOfJob(job);
  const selection = job.selection as Selection;
  const action = job.action as BulkAction | 'revert';
  const comment = `${action === 'revert' ? 'Revert' : 'Bulk action'}: change set ${job.change_set_id}`;
  let step: { lastId: number | null; seen: number; changedIds: number[] };
  if (action === 'revert') {
    const r = await repo.revertFlagChunk(tx, {
      changeSetId: (selection as { change_set_id: number }).change_set_id,
      scope: actor.scope,
      cursor: job.cursor,
      limit: chunkSize,
    });
    if (r.changed.length) {
      await auditTrail.insertAuditsFrom(tx, {
        select: repo.revertAuditSelect(r.changed),
        actor,
        comment,
        changeSetId: job.change_set_id,
      });
    }
    let others = 0;
    for (const auditId of r.others) {
      // Entries other than product flags (an import's attributes, packages...) go through the one-entry revert.
      try {
        await revertAudit(tx, actor, auditId, { changeSetId: job.change_set_id });
        others++;
      } catch (err) {
        if (!(err instanceof AppError) || (err.status !== 409 && err.status !== 404)) throw err;
      }
    }
    step = { lastId: r.lastId, seen: r.seen, changedIds: r.changed.map((c) => c.id) };
    step.seen = r.seen;
    if (others) job = { ...job, changed: job.changed + others };
  } else {
    const flag = FLAG_ACTIONS[action];
    const where = selectionWhere(actor, selection);
    if (flag) {
      const r = await repo.setFlagChunk(tx, {
        where,
        cursor: job.cursor,
        limit: chunkSize,
        column: flag.column,
        value: flag.value,
      });
      if (r.changed.length) {
        await auditTrail.insertAuditsFrom(tx, {
          select: repo.flagAuditSelect(r.changed, flag.column, flag.value),
          actor,
          comment,
          changeSetId: job.change_set_id,
        });
      }
      step = { lastId: r.lastId, seen: r.seen, changedIds: r.changed.map((c) => c.id) };
    } else {
      if (!listingActions) throw new Error('Listing actions are not available');
      const ids = await repo.nextIds(tx, { where, cursor: job.cursor, limit: chunkSize });
      const result =
        action === 'bulk-create-listings'
          ? await listingActions.createListings(tx, actor, ids)
          : await listingActions.publishListings(tx, actor, ids, action === 'bulk-publish-listings');
      if (result.entries.length) {
        await auditTrail.insertAuditsFrom(tx, {
          select: repo.listingAuditSelect(job.team_id, result.entries),
          actor,
          comment,
          changeSetId: job.change_set_id,
        });
      }
      const changed = result.changed;
      step = { lastId: ids.at(-1) ?? null, seen: ids.length, changedIds: [] };
      job = { ...job, changed: job.changed + changed };
    }
  }
  if (step.changedIds.length) {
    await emitEvent(tx, {
      type: 'catalogue.products_changed',
      teamId: job.team_id,
      payload: { product_ids: step.changedIds },
    });
  }
  const finished = step.seen < chunkSize;
  if (finished) await auditTrail.finishChangeSet(tx, job.change_set_id, 'completed');
  return repo.updateJob(tx, job.id, {
    cursor: step.lastId ?? job.cursor,
    done: Math.min(job.total, job.done + step.seen),
    changed: job.changed + step.changedIds.length,
    heartbeat_at: new Date(),
    ...(finished ? { status: 'completed' as const, finished_at: new Date() } : {}),
  });
}

/** Queues the jobs left running (a restart mid-job): each resumes from its cursor. */
export async function resumeBulkJobs(deps: Pick<BulkDeps, 'db' | 'jobs'>) {
  for (const { id } of await repo.listRunningJobs(deps.db)) {
    await deps.jobs.send(BULK_QUEUE, { job_id: id }, { singletonKey: id });
  }
}
