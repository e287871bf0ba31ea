import '../shared/no-eval.ts';
import { z } from 'zod';
import { filterPolicySchema } from './filter-policy.ts';

/** Document types of `GET /deliveries/{id}/documents` (spec section 7.1), plus the warehouse packing slip. */
export const DOCUMENT_TYPES = [
  'SHIPPING_LABEL',
  'SHIPPING_CONNOTE',
  'SHIPPING_MANIFEST',
  'SHIPPING_COMMERCIAL_INVOICE',
  'SHIPPING_DG_DOCUMENT',
  'POD',
  'PACKING_SLIP',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** The label when no type is named. */
export const documentQuerySchema = z.object({
  document_type: z.enum(DOCUMENT_TYPES).default('SHIPPING_LABEL'),
});

export const DELIVERY_STATUSES = [
  'pending',
  'packed',
  'quoted',
  'booked',
  'pickup_requested',
  'awaiting_pickup',
  'shipped',
  'delivered',
  'error',
  'cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const LABEL_STATUSES = [
  'not_created',
  'pending',
  'generated',
  'printed',
  'error',
  'label_requested',
  'manual',
] as const;
export type LabelStatus = (typeof LABEL_STATUSES)[number];

/** The portal's view of a delivery status (platform design section 4). */
export function portalDeliveryStatus(status: DeliveryStatus): string {
  switch (status) {
    case 'pending':
    case 'packed':
      return 'pending';
    case 'booked':
    case 'pickup_requested':
    case 'awaiting_pickup':
      return 'booked';
    case 'shipped':
      return 'in_transit';
    default:
      return status;
  }
}

const partySchema = z.object({
  company: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  subdivision_code: z.string(),
  postal_code: z.string(),
  country: z.string(),
});
export type Party = z.infer<typeof partySchema>;
export { partySchema };

/** A quote as the portal lists it (spec section 3, prices), with the exchange's ids. */
export const priceSchema = z.object({
  id: z.number().int(),
  carrier_id: z.number().int(),
  carrier_name: z.string(),
  service_id: z.number().int(),
  service_name: z.string(),
  /** True on the distributor's own account ('BYO Rates'); false for 'Brokered Rates'. */
  private: z.boolean(),
  selected: z.boolean(),
  /** AUD including GST, dollars (the exchange's field); `sales_gross_total_cents` is the same in cents. */
  sales_gross_total: z.number(),
  sales_gross_total_cents: z.number().int(),
  currency: z.literal('AUD'),
  chargeable_weight_kg: z.number(),
  transit_days: z.number().int(),
  pickup_dates: z.array(z.string()),
});
export type Price = z.infer<typeof priceSchema>;

/** A service that gives no price for the delivery, and why. */
export const unavailableQuoteSchema = z.object({
  carrier_id: z.number().int(),
  carrier_name: z.string(),
  service_id: z.number().int(),
  service_name: z.string(),
  private: z.boolean(),
  reason: z.enum([
    'blocked_by_policy',
    'destination_not_serviced',
    'over_length_limit',
    'over_weight_limit',
    'dangerous_goods_not_accepted',
    'no_pickup_day',
  ]),
  message: z.string(),
});

/** `POST /deliveries/{id}/quotes`: a `filter_policy` makes it a dry run (nothing saved). */
export const quoteDeliveryInputSchema = z
  .object({ filter_policy: filterPolicySchema.optional() })
  .default({});
export const quotesReplySchema = z.object({
  dry_run: z.boolean(),
  prices: z.array(priceSchema),
  unavailable: z.array(unavailableQuoteSchema),
});

const datesRangeSchema = z.object({ earliest: z.string().nullable(), latest: z.string().nullable() });

export const parcelSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  label_size: z.enum(['4x6', 'A5', 'A4']),
  length_mm: z.number().int().nullable(),
  width_mm: z.number().int().nullable(),
  height_mm: z.number().int().nullable(),
  weight_g: z.number().int().nullable(),
  items: z.array(
    z.object({
      id: z.number().int(),
      sku: z.string(),
      title: z.string(),
      quantity: z.number().int(),
      dangerous_goods: z.boolean(),
    }),
  ),
});

/** A delivery (booking) as the distributor API lists and shows it (spec section 3). */
export const deliverySchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  location_id: z.number().int(),
  references: z.object({
    reference1: z.string().nullable(),
    reference2: z.string().nullable(),
    reference3: z.string().nullable(),
  }),
  fe_tracking_number: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  label_url: z.string().nullable(),
  packing_slip_url: z.string().nullable(),
  status: z.string(),
  delivery_status: z.enum(DELIVERY_STATUSES),
  label_status: z.enum(LABEL_STATUSES),
  error_message: z.string().nullable(),
  carrier: z.string().nullable(),
  carrier_service: z.string().nullable(),
  external_tracking_data: z.object({ job_id: z.string().nullable() }),
  origin: z.object({
    city: z.string(),
    state: z.string(),
    post_code: z.string(),
    country_code: z.string(),
    contact_name: z.string().nullable(),
  }),
  destination: z.object({
    city: z.string(),
    state: z.string(),
    post_code: z.string(),
    country_code: z.string(),
    contact_name: z.string().nullable(),
  }),
  items: z.array(
    z.object({ unit_weight: z.number(), quantity: z.number().int(), dangerous_goods: z.boolean() }),
  ),
  parcels: z.array(parcelSchema),
  prices: z.array(priceSchema),
  create_date: z.string(),
  expected_pickup_dates: datesRangeSchema,
  expected_delivery_dates: datesRangeSchema,
  latest_event: z.object({ status: z.string().nullable(), description: z.string().nullable() }),
  manifest_id: z.number().int().nullable(),
  /** The manifest it was picked up or handed over in: the Manifested Shipments heading (carrier name + 'Manifest'). */
  manifest: z
    .object({
      id: z.number().int(),
      kind: z.enum(['pickup', 'handover']),
      carrier_name: z.string(),
      job_reference: z.string(),
      pickup_date: z.string(),
      expected_pickup: z.object({ earliest: z.string(), latest: z.string() }),
    })
    .nullable(),
  parcel_count: z.number().int(),
  weight_kg: z.number(),
  formatted_weight_kg: z.string(),
  formatted_cubic_weight_kg: z.string(),
  supported_actions: z.array(z.string()),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryReplySchema = z.object({ delivery: deliverySchema });

export const deliveriesQuerySchema = z.object({
  location_ids: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map(Number)
            .filter((n) => Number.isInteger(n) && n > 0)
        : [],
    ),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  query: z.string().trim().optional(),
  type: z.enum(['unshipped', 'shipped']).optional(),
  status: z.string().optional(),
});

/** Booking a price: the chosen price id, or the delivery's selected one. */
export const bookDeliveryInputSchema = z
  .object({ price_id: z.number().int().positive().optional() })
  .default({});

export const pickupRequestInputSchema = z.object({
  booking_ids: z.array(z.number().int().positive()).min(1, 'Select at least one booking'),
  pickup_date: z
    .string({ error: 'A pickup date is required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'A pickup date is required'),
});

export const pickupSlotsReplySchema = z.object({
  carrier_service: z.object({ id: z.number().int(), name: z.string(), carrier_name: z.string() }),
  pickup_slots: z.array(
    z.object({
      date: z.string(),
      time_slots: z.array(
        z.object({ time_slot_id: z.string(), start_time: z.string(), end_time: z.string() }),
      ),
    }),
  ),
});
export const slotPickupInputSchema = z.object({
  pickup: z.object(
    {
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A pickup date is required'),
      time_slot_id: z.string({ error: 'A pickup slot is required' }).min(1, 'A pickup slot is required'),
    },
    { error: 'A pickup slot is required' },
  ),
});

export const handoverInputSchema = z.object({
  delivery_ids: z.array(z.number().int().positive()).min(1, 'Select at least one shipment'),
  pickup_preference: z.string().trim().min(1).optional(),
});

export const manifestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['pickup', 'handover']),
  carrier: z.string(),
  job_reference: z.string(),
  pickup_date: z.string(),
  pickup_window: z.string(),
  expected_pickup: z.object({ earliest: z.string(), latest: z.string() }),
  status: z.string(),
  pickup_preference: z.string().nullable(),
  delivery_ids: z.array(z.number().int()),
  external_id: z.string(),
});
export const manifestsReplySchema = z.object({ manifests: z.array(manifestSchema) });

export const freightCatalogReplySchema = z.object({
  carriers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      byo: z.boolean(),
      services: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
  filter_policy: filterPolicySchema,
});
export type FreightCatalogReply = z.infer<typeof freightCatalogReplySchema>;

/** Take-over (BYO) and manual booking: spec section 5, cost in dollars at least 1.00. */
export const byoBookingInputSchema = z.object({
  carrier: z.string().trim().min(1, 'Carrier is required'),
  tracking_number: z.string().trim().min(1, 'Tracking number is required'),
  tracking_url: z.url('Tracking URL must be a URL'),
  booked_cost: z.coerce.number().min(1, 'Cost must be at least 1.00'),
});
export const manualBookingInputSchema = byoBookingInputSchema.extend({
  label_url: z.url('Label URL must be a URL'),
});
