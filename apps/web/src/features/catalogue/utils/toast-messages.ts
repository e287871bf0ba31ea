import { serverMessageOr } from '../../../lib/api-errors.ts';

/** Toast texts word for word from spec section 8, odd spellings included ("Dangerouse", "occured"). */
export const TOASTS = {
  productCreated: 'Product created',
  productUpdated: 'Product updated',
  unableToSave: 'Unable to save product: ',
  unknownError: 'Unknown error',
  createError: 'There was an error creating the product',
  unexpected: 'Unexpected error occured',
  issueResolved: 'Issue resolved',
  issueReopened: 'Issue reopened',
  issueError: 'There was an error updating the issue',
  productNumberError: 'Failed to save product number',
  attributeAdded: 'Product attribute added',
  attributeAddError: 'Error creating product attribute',
  attributeRemoved: 'Product attribute removed',
  attributeRemoveError: 'Error removing product attribute',
  packageAdded: 'Package added to product',
  packageRemoved: 'Package removed from product',
  packageUpdated: 'Package updated',
  packageRemoveError: 'Error removing package from product',
  packageUpdateError: 'Error updating package',
  hazardAdded: 'Dangerouse goods info added to product',
  hazardUpdated: 'Hazard updated',
  hazardRemoved: 'Hazard removed from product',
  hazardUpdateError: 'Error updating dangerous goods info',
  hazardRemoveError: 'Error removing hazard from product',
  countryUpdated: 'Country of origin updated',
  countryError: 'Could not update country of origin',
  hsAdded: 'HS code added',
  hsRemoved: 'HS code removed',
  hsAddError: 'Error adding HS code',
  hsRemoveError: 'Error removing HS code',
  reverted: 'Reverted change',
  revertError: 'Error reverting change',
  /** Refresh failures: "Could not refresh {what} data". */
  refreshError: (what: string) => `Could not refresh ${what} data`,
} as const;

/** "Unable to save product: " and the server's messages, else "Unknown error" (spec section 8). */
export function unableToSave(err: unknown): string {
  return TOASTS.unableToSave + serverMessageOr(err, TOASTS.unknownError);
}
