import { z } from 'zod';

/**
 * Every domain event one module announces and others may handle, with its payload schema: the one place the
 * emitting module and the handlers agree on. Payloads carry ids and small values, never whole records; a handler
 * that needs more asks the emitting module's service. Add an event here before emitting it.
 */
export const DOMAIN_EVENTS = {
  /**
   * A listing was created, changed status, changed its products, or was deleted (`status` null). `product_ids` are
   * the listing's products now (the catalogue clears the listing from products no longer in it). Emitted by the
   * marketplace module; the catalogue keeps products.listing_id and listing_status in step.
   */
  'marketplace.listing_changed': z.object({
    listing_id: z.number().int().positive(),
    product_ids: z.array(z.number().int().positive()),
    status: z.enum(['draft', 'published', 'invalid', 'archived']).nullable(),
  }),
  /**
   * A product's listing-relevant data changed (its columns, attributes or price). Emitted by the catalogue; the
   * marketplace recomputes the validity of the listings these products are in.
   */
  'catalogue.products_changed': z.object({
    product_ids: z.array(z.number().int().positive()).min(1),
  }),
  /**
   * The vehicle applications of these products changed (added, edited, removed). Emitted by the fitment module;
   * the catalogue recounts products.vehicle_count through fitment's `countVehiclesOfProducts`.
   */
  'fitment.applications_changed': z.object({
    product_ids: z.array(z.number().int().positive()).min(1),
  }),
  /**
   * A delivery's tracking moved (booked, pickup requested, awaiting pickup, in transit, delivered, or an
   * exception). Emitted by the shipping module's tracking clock; the orders side shows it to the merchant and
   * pushes the tracking to the store.
   */
  'shipping.delivery_tracked': z.object({
    delivery_id: z.number().int().positive(),
    fulfillment_id: z.number().int().positive().nullable(),
    status: z.string(),
    event_status: z.string(),
    description: z.string(),
    carrier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    tracking_url: z.string().nullable(),
    occurred_at: z.string(),
  }),
} as const;

export type DomainEventType = keyof typeof DOMAIN_EVENTS;
export type DomainEventPayload<T extends DomainEventType> = z.infer<(typeof DOMAIN_EVENTS)[T]>;

/** An event as a handler receives it. */
export interface DomainEvent<T extends DomainEventType = DomainEventType> {
  id: number;
  type: T;
  teamId: number;
  payload: DomainEventPayload<T>;
  createdAt: Date;
}
