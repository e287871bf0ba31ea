import type { ErrorDetail } from '@partsflow/contracts';
import { AppError, validationFailed } from '../../platform/http/errors.ts';

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
