import type { BulkAction, BulkActionInput, BulkJob } from '@partsflow/contracts';
import { api } from '../../../lib/api-client.ts';
import { apiPaths } from './paths.ts';

/**
 * The bulk actions' calls (spec sections 4 and 8): plain functions, loaded by the product list's bulk runner when
 * an action starts or a running job is found, so the list's first screen carries none of them (issue 18).
 */

export interface BulkStarted {
  message: string;
  job: BulkJob;
}

/** The request path of each bulk action (publish and unpublish of listings share one, with `publish`). */
function bulkRequest(action: BulkAction, input: BulkActionInput) {
  if (action === 'bulk-publish-listings' || action === 'bulk-unpublish-listings') {
    return {
      path: apiPaths.bulkAction('bulk-publish-listings'),
      body: { ...input, publish: action === 'bulk-publish-listings' },
    };
  }
  return { path: apiPaths.bulkAction(action), body: input };
}

export function startBulkAction(action: BulkAction, input: BulkActionInput) {
  const { path, body } = bulkRequest(action, input);
  return api<BulkStarted>(path, { method: 'POST', body });
}

export function fetchBulkJob(id: string) {
  return api<BulkJob>(apiPaths.bulkJob(id));
}

export function revertChangeSet(id: number) {
  return api<BulkStarted>(apiPaths.revertChangeSet(id), { method: 'POST' });
}
