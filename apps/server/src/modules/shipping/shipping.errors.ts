import { AppError, validationFailed } from '../../platform/http/errors.ts';

/** The shipping module's error codes, each with its one status (style rule 6). */
const CODES = {
  delivery_not_found: [404, 'Delivery not found'],
  location_not_found: [404, 'Location not found'],
  parcel_not_found: [404, 'Box not found'],
  parcel_item_not_found: [404, 'Box item not found'],
  delivery_locked: [409, 'This shipment can no longer be changed'],
  document_unavailable: [404, 'Document unavailable'],
  price_not_found: [404, 'Price not found'],
  delivery_not_quotable: [409, 'This delivery can no longer be quoted'],
  delivery_not_bookable: [409, 'This delivery cannot be booked'],
  delivery_being_booked: [409, 'This delivery is already being booked'],
  delivery_not_cancellable: [409, 'This booking can no longer be cancelled'],
  pickup_not_allowed: [409, 'Pickup can only be requested for booked shipments'],
  pickup_date_not_common: [409, 'The pickup date is not available for every selected booking'],
  label_not_requestable: [409, 'A label can only be requested when label generation failed'],
  carrier_unavailable: [503, 'The carrier is unavailable'],
  carrier_rejected: [409, 'The carrier rejected the booking'],
} as const satisfies Record<string, readonly [AppError['status'], string]>;

export type ShippingErrorCode = keyof typeof CODES;

export function shippingError(code: ShippingErrorCode, message?: string): AppError {
  const [status, fallback] = CODES[code];
  return new AppError(code, status, message ?? fallback);
}

export function fieldError(path: (string | number)[], message: string): AppError {
  return validationFailed([{ path, message }]);
}
