import type { Zone } from './gazetteer.ts';
import type { ParcelMeasure } from './chargeable-weight.ts';
import type { PickupSlotDefinition } from './carriers.tables.ts';

/** One service in the exchange's catalogue. */
export interface CarrierServiceInfo {
  id: number;
  code: string;
  name: string;
  kind: 'road' | 'express' | 'courier';
  cubic_factor: number;
  max_length_mm: number;
  max_weight_g: number;
  dangerous_goods: boolean;
  pickup_days: number[];
  pickup_slots: PickupSlotDefinition[];
}

export interface CarrierInfo {
  id: number;
  code: string;
  name: string;
  services: CarrierServiceInfo[];
}

/** What the exchange needs to price a consignment. */
export interface RateRequest {
  origin: { postcode: string };
  destination: { postcode: string; country_code: string };
  parcels: readonly ParcelMeasure[];
  dangerous_goods: boolean;
  /** ISO weekdays the sending location is open for pickups (1 = Monday); all weekdays when unknown. */
  open_days: readonly number[];
  /** Carriers the sender holds its own account with: their rates are the account's, marked private. */
  own_account_carrier_ids: readonly number[];
  now: Date;
}

/** Why a service gives no price. */
export type UnavailableReason =
  | 'destination_not_serviced'
  | 'over_length_limit'
  | 'over_weight_limit'
  | 'dangerous_goods_not_accepted'
  | 'no_pickup_day';

export interface Rate {
  carrier_id: number;
  carrier_code: string;
  carrier_name: string;
  service_id: number;
  service_code: string;
  service_name: string;
  /** True on the sender's own account (BYO rates). */
  private: boolean;
  /** AUD cents including GST the sender pays; null when unavailable. */
  sales_gross_total_cents: number | null;
  chargeable_weight_g: number;
  /** Next pickup dates (YYYY-MM-DD, up to five). */
  pickup_dates: string[];
  transit_days: number;
  destination_zone: Zone | null;
  unavailable: { reason: UnavailableReason; message: string } | null;
}

export interface BookingRequest {
  service_id: number;
  /** The caller's consignment reference (one live booking per reference). */
  consignment_reference: string;
  parcel_count: number;
}

export interface Booking {
  tracking_number: string;
  job_id: string;
  tracking_url: string;
  carrier_reference: string;
  /** Whether documents can be generated for it (false while the label-failure switch is on). */
  labels_available: boolean;
}

/** The exchange answered with an error or not at all; the consignment stays quotable. */
export class CarrierUnavailableError extends Error {
  constructor(
    readonly kind: 'timeout' | 'error',
    message: string,
  ) {
    super(message);
    this.name = 'CarrierUnavailableError';
  }
}

/**
 * The exchange refused the consignment for good (a permanent failure, unlike `CarrierUnavailableError`): the same
 * booking asked again is refused again, so the delivery goes to `error` with the carrier's message until the user
 * quotes it again, books another price or books it manually (docs/decisions/0920).
 */
export class CarrierRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CarrierRejectedError';
  }
}

/**
 * The freight exchange behind one interface (platform design section 5): a catalogue of carriers and services,
 * rates for a consignment, bookings with tracking numbers, and cancellation. The sandbox is the default; a real
 * exchange client implements the same interface.
 */
export interface CarrierAdapter {
  catalogue(): Promise<CarrierInfo[]>;
  rates(request: RateRequest): Promise<Rate[]>;
  book(request: BookingRequest): Promise<Booking>;
  cancel(trackingNumber: string): Promise<void>;
  /** Whether label generation works right now (the sandbox's switch). */
  labelsAvailable(): Promise<boolean>;
  trackingUrl(carrierId: number, trackingNumber: string): Promise<string>;
}
