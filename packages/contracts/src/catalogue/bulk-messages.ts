/**
 * The bulk actions' and copy's names, toasts and limits, apart from their schemas: the product list's first screen
 * uses these and must not download zod (docs/decisions/0031-web-loading-and-budgets.md).
 */

export const BULK_ACTIONS = [
  'bulk-publish',
  'bulk-unpublish',
  'bulk-make-purchasable',
  'bulk-make-unpurchasable',
  'bulk-create-listings',
  'bulk-publish-listings',
  'bulk-unpublish-listings',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The toast each bulk action shows when it starts (spec section 8, word for word). */
export const BULK_ACTION_TOASTS: Record<BulkAction, string> = {
  'bulk-publish': 'Publishing selected products',
  'bulk-unpublish': 'Unpublishing selected products',
  'bulk-make-purchasable': 'Setting selected products as purchasable',
  'bulk-make-unpurchasable': 'Setting selected products as unpurchasable',
  'bulk-create-listings': 'Creating listings for selected products',
  'bulk-publish-listings': 'Publishing listings for selected products',
  'bulk-unpublish-listings': 'Unpublishing listings for selected products',
};

export const BULK_MESSAGES = {
  completed: 'Bulk action completed',
  failed: 'Something went wrong',
  noSelection: 'Select at least one product',
  running: 'A bulk action is already running for this team',
  reverted: 'Change set reverted',
  alreadyReverted: 'This change set has already been reverted',
  stillRunning: 'This change set is still running',
  reindexing: 'Products are reindexing.',
  reindexFailed: 'Something went wrong, please try again',
} as const;

/** The live topic a bulk job reports on after each chunk, at completion and on failure. */
export const BULK_PROGRESS_TOPIC = 'catalogue.bulk';

// ---------------------------------------------------------------- copy

export const COPY_MESSAGES = {
  sourceRequired: 'Please select a source product',
  destinationRequired: 'Please select at least one destination product',
  copyFromFailed: (sku: string) => `Could not copy data from ${sku}`,
  copyToFailed: 'Could not copy data to destination products',
  copied: 'Data copied',
  sameProduct: 'A product cannot be copied onto itself',
} as const;

/** Copy-to search limit (spec section 9). */
export const COPY_TO_SEARCH_LIMIT = 50;
