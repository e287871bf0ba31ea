import { AppError, validationFailed } from '../../platform/http/errors.ts';

/** The distribution module's error codes, each with its one status (style rule 6). */
const CODES = {
  distributor_not_found: [404, 'Distributor not found'],
  location_not_found: [404, 'Location not found'],
  box_not_found: [404, 'Box not found'],
  package_not_found: [404, 'Package not found'],
  product_not_found: [404, 'Product not found'],
  no_freight_exchange_key: [409, 'Carrier filters need a freight exchange key'],
} as const satisfies Record<string, readonly [AppError['status'], string]>;

export type DistributionErrorCode = keyof typeof CODES;

export function distributionError(code: DistributionErrorCode, message?: string): AppError {
  const [status, fallback] = CODES[code];
  return new AppError(code, status, message ?? fallback);
}

export function fieldError(path: (string | number)[], message: string): AppError {
  return validationFailed([{ path, message }]);
}
