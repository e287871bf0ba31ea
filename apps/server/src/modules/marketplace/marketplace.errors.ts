import type { ErrorDetail } from '@partsflow/contracts';
import { AppError, validationFailed } from '../../platform/http/errors.ts';

/** The marketplace module's error codes, each with its one status. */
const CODES = {
  listing_not_found: [404, 'Listing not found'],
  import_listing_not_found: [404, 'Import listing not found'],
  store_not_found: [404, 'Store not found'],
  job_not_found: [404, 'Job not found'],
  subscription_required: [422, 'You need to select a subscription plan to proceed.'],
  listings_limit_reached: [
    409,
    'Your plan’s listings limit is reached. Upgrade your plan to import more listings.',
  ],
  agreement_required: [409, 'Accept the brand seller agreement first.'],
  publish_failed: [422, 'Publish failed, please try again.'],
  merchant_product_not_found: [404, 'Product not found'],
  merchant_product_read_only: [
    422,
    'Synced products are managed by the manufacturer: attributes and vehicles are read-only.',
  ],
  attribute_exists: [409, 'The product has this attribute already'],
  attribute_not_found: [404, 'Attribute not found'],
  vehicle_not_found: [404, 'Vehicle not found'],
  no_stores: [422, 'Connect a store first'],
  already_in_pim: [422, 'This product is already linked to the catalogue'],
  sync_failed: [422, 'There was an error syncing the product'],
  setting_not_found: [404, 'Setting not found'],
  setting_unavailable: [422, 'Setting currently unavailable'],
  amazon_listing_not_found: [404, 'Amazon listing not found'],
  amazon_product_not_found: [404, 'Product not found'],
  amazon_listing_exists: [409, 'This product is already in your Amazon listings'],
  amazon_listing_not_valid: [422, 'Only a valid listing can be active'],
  amazon_export_not_found: [404, 'Export not found'],
} as const satisfies Record<string, readonly [AppError['status'], string]>;

export type MarketplaceErrorCode = keyof typeof CODES;

export function marketplaceError(
  code: MarketplaceErrorCode,
  message?: string,
  details?: ErrorDetail[],
): AppError {
  const [status, fallback] = CODES[code];
  return new AppError(code, status, message ?? fallback, details);
}

/** A form-field error: 400 validation_failed pointing at the field, as a zod failure would. */
export function fieldError(path: ErrorDetail['path'], message: string): AppError {
  return validationFailed([{ path, message }]);
}
