import {
  BULK_ACTION_TOASTS,
  BULK_MESSAGES,
  BULK_PROGRESS_TOPIC,
  type BulkAction,
  type BulkActionInput,
  type BulkJob,
} from '@partsflow/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLiveChannel } from '../../../../lib/live-channel.ts';
import { notify } from '../../../../lib/notify.ts';
import { serverMessageOr } from '../../../../lib/api-errors.ts';
import { productKeys } from '../../api/query-keys.ts';

/** The calls load on first use: the product list's first screen carries none of them (issue 18). */
const calls = () => import('../../api/bulk-jobs.ts');

export interface BulkScope {
  /** The selected rows; none selected: every row matching the filters. */
  selectedIds: number[];
  filters: Record<string, string | boolean>;
  query: string | undefined;
  totalCount: number;
}

/**
 * The product list's bulk actions (spec sections 4 and 8): each runs as a background job over the selected rows,
 * or over every row matching the current filters when none is selected. While one runs the menu is disabled; its
 * progress comes over the live channel (a count starts it, completion says Bulk action completed, an error stops
 * it and re-enables the menu). A finished action is a change set that can be previewed and reverted as one unit.
 * The Imports page uses it without a scope, for its imports' change sets.
 */
export function useBulkRunner(scope: BulkScope | null, onDone: () => void) {
  const qc = useQueryClient();
  const [starting, setStarting] = useState(false);
  const [reverting, setReverting] = useState(false);
  const [job, setJob] = useState<BulkJob | null>(null);
  const [last, setLast] = useState<BulkJob | null>(null);
  const [preview, setPreview] = useState<number | null>(null);
  const [reindexOpen, setReindexOpen] = useState(false);

  const settle = (next: BulkJob) => {
    if (next.status === 'running') {
      setJob(next);
      return;
    }
    setJob(null);
    if (next.status === 'completed') {
      notify.success(next.action === 'revert' ? BULK_MESSAGES.reverted : BULK_MESSAGES.completed);
      setLast(next.action === 'revert' ? null : next);
      onDone();
    } else {
      notify.error(next.error ?? BULK_MESSAGES.failed);
      setLast(next.changed > 0 && next.action !== 'revert' ? next : null);
    }
    void qc.invalidateQueries({ queryKey: productKeys.all });
  };

  useLiveChannel<BulkJob | null>(BULK_PROGRESS_TOPIC, (payload) => {
    if (!payload || !job || payload.job_id !== job.job_id) return;
    // A message older than what the page knows (the reply's own check came first) is ignored.
    if (payload.status === 'running' && payload.done < job.done) return;
    settle(payload);
  });

  const follow = async (started: BulkJob) => {
    setJob(started);
    // The job may have finished before this tab heard of it: read its state once.
    try {
      const now = await (await calls()).fetchBulkJob(started.job_id);
      if (now.status !== 'running' || now.done > started.done) settle(now);
    } catch {
      // The live channel still reports it.
    }
  };

  const run = async (action: BulkAction) => {
    // Without a scope (the Imports page) the runner only previews and reverts change sets.
    if (!scope) return;
    const selected = scope.selectedIds.length;
    const input: BulkActionInput = selected
      ? { product_ids: scope.selectedIds }
      : {
          all_matching: true,
          filters: scope.filters as BulkActionInput['filters'],
          query: scope.query,
        };
    let started: BulkJob;
    setStarting(true);
    try {
      started = (await (await calls()).startBulkAction(action, input)).job;
    } catch {
      notify.error(BULK_MESSAGES.failed);
      return;
    } finally {
      setStarting(false);
    }
    notify.success(BULK_ACTION_TOASTS[action]);
    setLast(null);
    await follow(started);
  };

  const revertChangeSet = async (changeSetId: number) => {
    let started: BulkJob;
    setReverting(true);
    try {
      started = (await (await calls()).revertChangeSet(changeSetId)).job;
    } catch (err) {
      // 'This change set has already been reverted' and the like say why; anything else the spec's words.
      notify.error(serverMessageOr(err, BULK_MESSAGES.failed));
      return;
    } finally {
      setReverting(false);
    }
    void qc.invalidateQueries({ queryKey: ['catalogue', 'change-sets'] });
    setPreview(null);
    setLast(null);
    await follow(started);
  };

  return {
    job,
    last,
    busy: (job !== null && job.status === 'running') || starting,
    run,
    revertChangeSet,
    reverting,
    preview,
    setPreview,
    reindexOpen,
    setReindexOpen,
  };
}

export type BulkRunner = ReturnType<typeof useBulkRunner>;
