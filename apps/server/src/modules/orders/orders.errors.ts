import type { ErrorDetail } from '@partsflow/contracts';
import { AppError, validationFailed } from '../../platform/http/errors.ts';

/** The orders module's error codes, each with its one status. */
const CODES = {
  store_not_found: [404, 'Store not found'],
  distributor_not_found: [404, 'Distributor not found'],
  distributor_account_not_found: [404, 'Distributor account not found'],
  fulfillment_order_not_found: [404, 'Fulfillment order not found'],
  fulfillment_not_found: [404, 'Fulfillment not found'],
  location_not_found: [404, 'Location not found'],
  invalid_signature: [401, 'The webhook signature is not valid'],
  order_not_routable: [409, 'No connected distributor location can fill this order'],
  transition_not_allowed: [409, 'This order cannot do that in its current status'],
  fulfillment_not_pending: [409, 'This fulfillment request has already been answered'],
  cancellation_not_requested: [409, 'No cancellation has been requested for this fulfillment'],
  cancellation_already_requested: [409, 'A cancellation has already been requested for this order'],
  store_rejected_order: [422, 'The store could not place the order'],
  payment_not_found: [404, 'Payment not found'],
  not_payable: [409, 'This order cannot be paid'],
  payment_refused: [422, 'The payment provider refused the payment'],
  shipment_not_found: [404, 'Shipment not found'],
  unit_not_found: [404, 'Unit not found'],
  package_not_found: [404, 'Package not found'],
  shipment_not_editable: [409, 'This shipment can only be changed while it is pending or quoted'],
  shipment_changed: [
    409,
    'Someone else saved this shipment after you opened it: reload it to see their changes, then save again',
  ],
  shipment_not_ready: [409, 'Every unit must be packed in a box before booking'],
  unit_packed_in_booking: [409, 'This unit is packed in a booked shipment and can no longer be removed'],
  unit_not_measured: [409, "Correct this item's dimensions and weight before allocating it"],
  delivery_locked: [409, 'This shipment can no longer be changed'],
  allocation_exceeds_remaining: [409, 'This item is already fully allocated to boxes'],
  fulfillment_not_ready: [409, 'Every item must be allocated to a box, and no box or shipment may be empty'],
} as const satisfies Record<string, readonly [AppError['status'], string]>;

export type OrdersErrorCode = keyof typeof CODES;

export function ordersError(code: OrdersErrorCode, message?: string, details?: ErrorDetail[]): AppError {
  const [status, fallback] = CODES[code];
  return new AppError(code, status, message ?? fallback, details);
}

export function fieldError(path: ErrorDetail['path'], message: string): AppError {
  return validationFailed([{ path, message }]);
}
