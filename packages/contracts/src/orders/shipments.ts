import '../shared/no-eval.ts';
import { z } from 'zod';
import { partySchema, priceSchema } from '../shipping/deliveries.ts';

/**
 * The portal's shipments (distributor spec 3 "Shipment (portal)", 5 "Portal shipment form" and "Add Shipping
 * Item", 7.1): a delivery of a fulfilment seen with the fulfilment's units. Ids of shipments are delivery ids.
 */

/** Unit message codes (spec section 5) with their level and text. */
export const UNIT_MESSAGES = {
  missing_weight: { level: 'error', message: 'Missing weight' },
  missing_dimensions: { level: 'error', message: 'Missing dimensions' },
  no_distributor_box: { level: 'warning', message: 'No suitable packaging found' },
  ships_separate: { level: 'info', message: 'Ships in own box. Not to be packaged with other items' },
} as const;
export type UnitMessageCode = keyof typeof UNIT_MESSAGES;
export const UNIT_MESSAGE_CODES = Object.keys(UNIT_MESSAGES) as [UnitMessageCode, ...UnitMessageCode[]];

/** Fulfilment error messages (spec section 5). */
export const FULFILLMENT_ERROR_MESSAGES = {
  'unit.unallocated': 'Please allocate to a box',
  'unit.partially_allocated': 'Please allocate all quantities to a box',
  'unit.missing_dimensions': 'Please correct the dimensions',
  'unit.missing_weight': 'Please correct the weight',
  'parcel.empty': 'Please add items to the box, or remove the box',
  'delivery.empty': 'Please add boxes to the shipment, or remove the shipment',
} as const;

/** Portal statuses of a shipment (a view of the delivery statuses, platform design section 4). */
export const SHIPMENT_STATUSES = [
  'pending',
  'quoted',
  'booked',
  'in_transit',
  'delivered',
  'cancelled',
  'error',
] as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null));

/** Sender and recipient of the portal shipment form, every message word for word. */
export const shipmentPartyInputSchema = z.object({
  company: optionalText,
  name: required('A contact name is required'),
  email: z
    .string({ error: 'A contact email is required' })
    .trim()
    .min(1, 'A contact email is required')
    .pipe(z.email('Invalid contact email')),
  phone: required('A contact number is required'),
  address1: required('Address Line 1 is required'),
  address2: optionalText,
  city: required('City is required'),
  subdivision_code: required('State/Province is required'),
  postal_code: required('Postal Code is required'),
  country: required('Country is required'),
});
export type ShipmentPartyInput = z.infer<typeof shipmentPartyInputSchema>;

const positiveInt = (message: string) =>
  z.coerce.number({ error: message }).int(message).gt(0, message).max(10_000_000, message);

export const cartonItemInputSchema = z.object({
  shipment_unit_id: z.coerce
    .number({ error: 'A unit ID is required' })
    .int('A unit ID is required')
    .gt(0, 'A unit ID is required'),
  quantity: z.coerce
    .number({ error: 'Quantity must be greater than 0' })
    .int('Quantity must be greater than 0')
    .gt(0, 'Quantity must be greater than 0')
    .max(100_000, 'Quantity must be greater than 0'),
});

export const cartonInputSchema = z.object({
  /** An existing carton of the shipment, or null for a new one. */
  id: z.number().int().positive().nullish(),
  length_mm: positiveInt('Length must be greater than 0 cm'),
  width_mm: positiveInt('Width must be greater than 0 cm'),
  height_mm: positiveInt('Height must be greater than 0 cm'),
  weight_g: positiveInt('Weight must be greater than 0 kg'),
  carton_items: z
    .array(cartonItemInputSchema, { error: 'At least one item is required' })
    .min(1, 'At least one item is required'),
});

/** `PATCH /shipments/{id}`: the whole packing plan and both parties; `version` guards against lost updates. */
export const shipmentPatchInputSchema = z.object({
  shipment: z.object({
    /** The version the editor loaded; a stale one answers 409 and saves nothing. */
    version: z.number().int().min(1).optional(),
    cartons: z
      .array(cartonInputSchema, { error: 'At least one carton is required' })
      .min(1, 'At least one carton is required')
      .max(200),
    sender: shipmentPartyInputSchema,
    recipient: shipmentPartyInputSchema,
  }),
});
export type ShipmentPatchInput = z.infer<typeof shipmentPatchInputSchema>;

/** `POST /shipments/{id}/units` (Add Shipping Item): millimetres and grams, integers above 0. */
export const shipmentUnitInputSchema = z.object({
  unit: z.object({
    line_item_id: z.coerce
      .number({ error: 'Line item is required' })
      .int('Line item is required')
      .positive('Line item is required'),
    quantity: positiveInt('Quantity must be positive'),
    length_mm: positiveInt('Length must be positive'),
    width_mm: positiveInt('Width must be positive'),
    height_mm: positiveInt('Height must be positive'),
    weight_g: positiveInt('Weight must be positive'),
    label: optionalText,
    source: z.enum(['manual']).default('manual'),
    source_identifier: optionalText,
    metadata: z
      .object({
        packaging: z
          .object({ ships_separate: z.boolean().default(false) })
          .default({ ships_separate: false }),
      })
      .default({ packaging: { ships_separate: false } }),
  }),
});
export type ShipmentUnitInput = z.infer<typeof shipmentUnitInputSchema>;

/** `POST /shipments/{id}/delivery_booking`: no body books the selected (cheapest) quote; a price id picks one. */
export const shipmentBookingInputSchema = z
  .object({ price_id: z.number().int().positive().optional() })
  .nullish()
  .transform((v) => v ?? {});

const idList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : v ? v.split(',') : [])
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n > 0),
  );

export const shipmentsQuerySchema = z.object({
  location_ids: idList,
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  query: z.string().trim().max(200).optional(),
  /** Portal statuses, comma separated (default: pending,quoted — the Pending Shipments tab). */
  status: z.string().trim().max(200).optional(),
});
export const shipmentStatisticsQuerySchema = z.object({ location_ids: idList });
export const shipmentStatisticsSchema = z.object({
  statistics: z.array(
    z.object({
      location_id: z.number().int(),
      shipments: z.object({
        pending: z.number().int(),
        quoted: z.number().int(),
        booked: z.number().int(),
        shipped: z.number().int(),
      }),
    }),
  ),
});

const vec3 = z.object({ x: z.number(), y: z.number(), z: z.number() });
const dims = z.object({ length: z.number(), width: z.number(), height: z.number() });

/** A packed parcel in the packing engine's terms (`@partsflow/packing` Parcel), for `renderParcelSvg`. */
export const parcelLayoutSchema = z.object({
  box: z
    .object({
      id: z.string(),
      name: z.string().optional(),
      outer: dims,
      inner: dims,
      emptyWeightG: z.number(),
      maxWeightG: z.number(),
      bufferMm: z.number().optional(),
      labelSize: z.enum(['4x6', 'A5', 'A4']).nullish(),
    })
    .nullable(),
  packingMethod: z.enum(['box', 'own_packaging']),
  note: z.string().optional(),
  outer: dims,
  usable: dims,
  items: z.array(
    z.object({
      unitId: z.string(),
      sku: z.string(),
      position: vec3,
      size: vec3,
      orientation: z.enum(['lwh', 'lhw', 'wlh', 'whl', 'hlw', 'hwl']),
      weightG: z.number(),
    }),
  ),
  grossWeightG: z.number(),
  cubicWeightG: z.number(),
  chargeableWeightG: z.number(),
});
export type ParcelLayout = z.infer<typeof parcelLayoutSchema>;

export const shipmentUnitSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  line_item_id: z.number().int().nullable(),
  product: z.object({ id: z.number().int().nullable(), sku: z.string(), title: z.string() }),
  label: z.string().nullable(),
  quantity: z.number().int(),
  /** Packed in this shipment's cartons. */
  quantity_packed: z.number().int(),
  /** Packed in the fulfilment's other live shipments. */
  quantity_packed_elsewhere: z.number().int(),
  length_mm: z.number().int().nullable(),
  width_mm: z.number().int().nullable(),
  height_mm: z.number().int().nullable(),
  weight_g: z.number().int().nullable(),
  ships_separate: z.boolean(),
  source: z.enum(['package', 'manual']),
  source_identifier: z.string().nullable(),
  linked_product_package: z.number().int().nullable(),
  packaging: z.object({
    status: z.enum(['packed', 'partially_allocated', 'unallocated']),
    message_codes: z.array(z.enum(UNIT_MESSAGE_CODES)),
    messages: z.array(z.object({ code: z.string(), level: z.string(), message: z.string() })),
  }),
});
export type ShipmentUnit = z.infer<typeof shipmentUnitSchema>;

export const cartonSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  distributor_box_id: z.number().int().nullable(),
  packing_method: z.enum(['computed', 'other']),
  label_size: z.enum(['4x6', 'A5', 'A4']),
  length_mm: z.number().int().nullable(),
  width_mm: z.number().int().nullable(),
  height_mm: z.number().int().nullable(),
  weight_g: z.number().int().nullable(),
  carton_items: z.array(
    z.object({
      id: z.number().int(),
      shipment_unit_id: z.number().int().nullable(),
      quantity: z.number().int(),
    }),
  ),
  /** Where every item sits (null when the engine could not place the contents in the carton as entered). */
  layout: parcelLayoutSchema.nullable(),
});
export type Carton = z.infer<typeof cartonSchema>;

/** Why the proposal was chosen among the engine's candidates (one per distinct carrier cubic factor). */
export const planReasonSchema = z.object({
  chosen_by: z.enum(['lowest_quote', 'packing_objective', 'edited']),
  message: z.string(),
  candidates: z.array(
    z.object({
      cubic_factor: z.number(),
      parcel_count: z.number().int(),
      boxes: z.array(z.string()),
      chargeable_weight_g: z.number().int(),
      cheapest: z
        .object({
          carrier_name: z.string(),
          service_name: z.string(),
          sales_gross_total_cents: z.number().int(),
        })
        .nullable(),
      chosen: z.boolean(),
    }),
  ),
});
export type PlanReason = z.infer<typeof planReasonSchema>;

export const shipmentLineItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  product: z.object({ id: z.number().int().nullable(), sku: z.string(), title: z.string() }),
});

export const shipmentErrorSchema = z.object({ code: z.string(), path: z.string(), message: z.string() });

/** A shipment as the list and the editor show it (spec section 3, Shipment (portal)). */
export const shipmentSchema = z.object({
  id: z.number().int(),
  fulfillment_id: z.number().int(),
  location_id: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  status: z.string(),
  delivery_status: z.string(),
  identifiers: z.array(z.string()),
  identifier: z.string(),
  tracking_reference: z.string().nullable(),
  tracking_url: z.string().nullable(),
  /** Why the carrier refused the last booking (delivery status error), or null. */
  error_message: z.string().nullable(),
  distributor_reference: z.string().nullable(),
  store_reference: z.string(),
  freight_broker_reference: z.string().nullable(),
  external_tracking_data: z.object({ job_id: z.string().nullable() }),
  stores: z.array(z.object({ name: z.string() })),
  /** Editing (PATCH, units) is allowed only while pending or quoted. */
  editable: z.boolean(),
  supported_actions: z.array(z.string()),
  all_errors: z.array(shipmentErrorSchema),
  sender: partySchema,
  recipient: partySchema,
  line_items: z.array(shipmentLineItemSchema),
  units: z.array(shipmentUnitSchema),
  cartons: z.array(cartonSchema),
  plan_reason: planReasonSchema.nullable(),
  prices: z.array(priceSchema),
  item_count: z.number().int(),
  carton_count: z.number().int(),
});
export type Shipment = z.infer<typeof shipmentSchema>;
export const shipmentReplySchema = z.object({ shipment: shipmentSchema });
