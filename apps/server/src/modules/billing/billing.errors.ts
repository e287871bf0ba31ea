import { PLATE_SEARCH_MESSAGES } from '@partsflow/contracts';
import { AppError } from '../../platform/http/errors.ts';

const CODES = {
  store_not_found: [404, 'Store not found'],
  plan_not_found: [422, 'No such plan'],
  price_changed: [409, "The plan's price has changed: reload the billing page"],
  charge_not_found: [404, 'Charge not found'],
  not_subscribed: [409, 'This store has no active subscription'],
  already_subscribed: [409, 'The plate search add-on is already active'],
  plate_search_inactive: [403, PLATE_SEARCH_MESSAGES.inactive],
} as const satisfies Record<string, readonly [AppError['status'], string]>;

export function billingError(code: keyof typeof CODES, message?: string): AppError {
  const [status, fallback] = CODES[code];
  return new AppError(code, status, message ?? fallback);
}
