/**
 * Carriers: the freight exchange behind one interface, the sandbox by default (platform design section 5).
 */
import type { Db } from '../../platform/db/client.ts';
import type { CarrierAdapter } from './carrier.adapter.ts';
import { createSandboxCarrier } from './sandbox-carrier.ts';

export type {
  Booking,
  BookingRequest,
  CarrierAdapter,
  CarrierInfo,
  CarrierServiceInfo,
  Rate,
  RateRequest,
  UnavailableReason,
} from './carrier.adapter.ts';
export { CarrierRejectedError, CarrierUnavailableError } from './carrier.adapter.ts';
export { chargeableWeightG, consignmentChargeableWeightG, cubicWeightG } from './chargeable-weight.ts';
export type { ParcelMeasure } from './chargeable-weight.ts';
export {
  carrierSandboxPace,
  carrierSandboxState,
  ensureCarrierCatalogue,
  setCarrierSandbox,
} from './carriers.seed.ts';
export { locatePostcode, type Zone } from './gazetteer.ts';
export { isoDate, isoWeekday, nextPickupDates } from './pickup-dates.ts';
export { createSandboxCarrier };

/** The exchange the platform uses: the sandbox until a real exchange client is configured. */
export function createCarrierAdapter(db: Db): CarrierAdapter {
  return createSandboxCarrier(db);
}
