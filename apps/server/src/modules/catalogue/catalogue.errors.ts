import { CATALOGUE_MESSAGES, type ErrorDetail } from '@partsflow/contracts';
import { describeConstraints } from '../../platform/http/database-errors.ts';
import { AppError, validationFailed } from '../../platform/http/errors.ts';

// What a unique index stands for when a race gets past the service's own check (409 with the field's message).
describeConstraints({
  products_brand_sku_key: { path: ['product', 'sku'], message: CATALOGUE_MESSAGES.product.skuTaken },
  // The slug is made from the brand and the SKU, so two racing creates of one SKU meet here first.
  products_slug_key: { path: ['product', 'sku'], message: CATALOGUE_MESSAGES.product.skuTaken },
});

/** The catalogue module's error codes, each with its one status. */
const CODES = {
  product_not_found: [404, 'Product not found'],
  brand_not_found: [404, 'Brand not found'],
  record_not_found: [404, 'Not found'],
  staff_only: [403, 'Only platform staff can do that'],
} as const satisfies Record<string, readonly [AppError['status'], string]>;

export type CatalogueErrorCode = keyof typeof CODES;

export function catalogueError(code: CatalogueErrorCode, message?: string): AppError {
  const [status, fallback] = CODES[code];
  return new AppError(code, status, message ?? fallback);
}

/** A form-field error: 400 validation_failed whose details point at the field, as a zod failure would. */
export function fieldError(path: ErrorDetail['path'], message: string): AppError {
  return validationFailed([{ path, message }]);
}

/** A field whose value another record holds (a unique value): 409 conflict, the field's message in details. */
export function fieldConflict(path: ErrorDetail['path'], message: string): AppError {
  return new AppError('conflict', 409, message, [{ path, message }]);
}
