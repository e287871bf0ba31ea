import type { PaymentAdapter } from '../../adapters/payments/index.ts';
import type { Db } from '../../platform/db/client.ts';
import type { LiveChannel } from '../../platform/live/live-channel.ts';
import type { ShippingDeps } from '../shipping/index.ts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** What the orders services work with; built once when the module registers (tests pin the clock). */
export interface OrdersDeps {
  db: Db;
  live: Pick<LiveChannel, 'publish'>;
  /** Where an Australian address is (the platform gazetteer). */
  locate(address: { postcode: string; city?: string | null }): Coordinates | null;
  distanceKm(a: Coordinates, b: Coordinates): number;
  /** The card payment provider (its sandbox by default). */
  payments: PaymentAdapter;
  /** The shipping module's services (quotes, bookings, the exchange) the shipments use. */
  shipping: ShippingDeps;
  now(): Date;
}

/** Live-channel topics: a distributor's fulfilment requests and a merchant's fulfilment orders. */
export const LIVE_FULFILLMENTS = 'fulfillments';
export const LIVE_FULFILLMENT_ORDERS = 'fulfillment_orders';
