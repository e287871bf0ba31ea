import '../shared/no-eval.ts';
import { z } from 'zod';
import { emptyToNull, formBoolean, formNullableText } from '../catalogue/form-values.ts';
import { filterPolicySchema } from '../shipping/filter-policy.ts';

/** Messages of the location form (distributor spec section 5) and the locations toasts (section 8). */
export const LOCATION_MESSAGES = {
  nameRequired: 'Location name is required',
  codeRequired: 'Code is required',
  codeTaken: 'Another location already uses this code',
  addressRequired: 'Pickup address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  postcodeRequired: 'Postcode is required',
  postcodeInvalid: 'Postcode must be 4 digits',
  postcodeState: (postcode: string, state: string) => `Postcode ${postcode} is not in ${state}`,
  contactPersonRequired: 'Contact person is required',
  contactPhoneRequired: 'Contact phone is required',
  contactEmailRequired: 'Contact email is required',
  consignmentEmailRequired: 'Consignment email is required',
  emailInvalid: 'Enter a valid email address',
  minRate: 'Minimum rate must be 0 or more',
  maxRate: 'Maximum rate must be 0 or more',
  maxBelowMin: 'Maximum rate must be at least the minimum rate',
  percentage: 'Percentage must be between 0 and 100',
  rateNumber: 'Enter an amount',
  time: 'Choose a time on the hour or half hour',
  closesBeforeOpens: 'Closing time must be after opening time',
  days: 'Pickup hours need all seven days',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  json: 'Must be JSON',
} as const;

/** Toasts of the locations screens (spec section 8), word for word. */
export const LOCATION_TOASTS = {
  updated: 'Location updated',
  created: 'Location created',
  updateError: 'There was an error updating the location',
  createError: 'There was an error creating the location',
  active: 'Location Active',
  inactive: 'Location Inactive',
  componentsOn: 'Component products accepted for this location',
  componentsOff: 'Component products disabled for this location',
  componentsError: 'There was an error updating component settings',
  poBoxOn: 'PO Box addresses accepted for this location',
  poBoxOff: 'PO Box addresses disabled for this location',
  poBoxError: 'There was an error updating PO Box settings',
  filtersSaved: 'Shipping filters updated',
  filtersError: 'There was an error saving shipping filters',
} as const;

const M = LOCATION_MESSAGES;

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** Every half hour of the day, '00:00' to '23:30' (spec: times in 30-minute steps). */
export const HALF_HOURS: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

/** Default opening hours: Sunday and Saturday closed, other days 09:00 to 17:00 (spec section 5). */
export const DEFAULT_PICKUP_HOURS: PickupHours = WEEKDAYS.map((day) => ({
  day,
  closed: day === 'sunday' || day === 'saturday',
  from: '09:00',
  to: '17:00',
}));

const time = z.string().refine((v) => HALF_HOURS.includes(v), M.time);

const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);
const orDefault = (fallback: string) => (v: unknown) =>
  v === null || v === undefined || v === '' ? fallback : v;

/** One day of pickup availability; a closed day keeps its times (the form shows them again when reopened). */
export const pickupDaySchema = z
  .object({
    day: z.preprocess(lower, z.enum(WEEKDAYS)),
    closed: formBoolean(),
    from: z.preprocess(orDefault('09:00'), time),
    to: z.preprocess(orDefault('17:00'), time),
  })
  .superRefine((d, ctx) => {
    if (!d.closed && d.to <= d.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.closesBeforeOpens });
  });
export type PickupDay = z.infer<typeof pickupDaySchema>;

/** The form posts JSON fields as text (`pickup_hours`, `rates`); a JSON body may send them as values. */
function jsonText(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return Symbol.for('invalid-json');
  }
}

export const pickupHoursSchema = z.preprocess(
  jsonText,
  z
    .array(pickupDaySchema, { error: M.json })
    .refine((days) => WEEKDAYS.every((d) => days.filter((x) => x.day === d).length === 1), M.days),
);
export type PickupHours = z.infer<typeof pickupHoursSchema>;

const rate = (message: string) =>
  z.preprocess(emptyToNull, z.number({ error: M.rateNumber }).min(0, message).max(1_000_000).nullable());

/** Dropship handling rates in dollars (min, percentage 0 to 100, max); null fields are unset. */
export const handlingRateSchema = z
  .object({
    min_rate: rate(M.minRate).optional(),
    percentage_rate: z
      .preprocess(
        emptyToNull,
        z.number({ error: M.rateNumber }).min(0, M.percentage).max(100, M.percentage).nullable(),
      )
      .optional(),
    max_rate: rate(M.maxRate).optional(),
  })
  .superRefine((r, ctx) => {
    if (r.min_rate != null && r.max_rate != null && r.max_rate < r.min_rate)
      ctx.addIssue({ code: 'custom', path: ['max_rate'], message: M.maxBelowMin });
  });
export type HandlingRate = z.infer<typeof handlingRateSchema>;

/** `rates` of the location form: JSON text with dispatch_freight_rates, dropship_handling_rates, product types. */
export const locationRatesSchema = z.preprocess(
  jsonText,
  z.object(
    {
      dispatch_freight_rates: z.array(z.record(z.string(), z.unknown())).max(100).optional(),
      dropship_handling_rates: handlingRateSchema.optional(),
      dropship_product_types: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
    },
    { error: M.json },
  ),
);

const required = (message: string, max = 255) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().min(1, message).max(max));
const requiredEmail = (message: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string().trim().min(1, message).max(255).pipe(z.email(M.emailInvalid)),
  );
const coordinate = (limit: number, message: string) =>
  z.preprocess(emptyToNull, z.number({ error: message }).min(-limit, message).max(limit, message).nullable());

/** The `distributor_location[...]` fields of the location form (spec 7.3); empty values arrive as ''. */
const locationFieldsShape = {
  name: required(M.nameRequired, 100),
  code: required(M.codeRequired, 50),
  /** The pickup address as one line (what the address picker shows); made from the address when empty. */
  location: formNullableText(255).optional(),
  address1: required(M.addressRequired),
  address2: formNullableText(255).optional(),
  city: required(M.cityRequired, 100),
  state: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(AU_STATES, { error: M.stateRequired }),
  ),
  postcode: required(M.postcodeRequired, 4).pipe(z.string().regex(/^\d{4}$/, M.postcodeInvalid)),
  latitude: coordinate(90, M.latitude).optional(),
  longitude: coordinate(180, M.longitude).optional(),
  contact_person: required(M.contactPersonRequired, 100),
  contact_phone: required(M.contactPhoneRequired, 50),
  contact_email: requiredEmail(M.contactEmailRequired),
  consignment_email: requiredEmail(M.consignmentEmailRequired),
  pickup_instructions: formNullableText(1000).optional(),
  active: formBoolean().optional(),
  accept_po_box_addresses: formBoolean().optional(),
  shipping_settings: z
    .object({
      accept_components: formBoolean().optional(),
      freight_exchange: z.object({ filter_policy: filterPolicySchema.optional() }).optional(),
    })
    .optional(),
};

export const locationFieldsSchema = z.object(locationFieldsShape);
export type LocationFields = z.infer<typeof locationFieldsSchema>;

/** `POST /distributors/{distributorId}/locations`. */
export const createLocationInputSchema = z.object({
  distributor_location: locationFieldsSchema,
  rates: locationRatesSchema.optional(),
  pickup_hours: pickupHoursSchema.optional(),
});
export type CreateLocationInput = z.infer<typeof createLocationInputSchema>;

/**
 * `PATCH /distributors/{distributorId}/locations/{id}` (and `.../{id}.json`): the same fields, each optional; also
 * the toggles (`active`, `shipping_settings.accept_components`, `accept_po_box_addresses`) and the filter policy.
 */
export const updateLocationInputSchema = z.object({
  distributor_location: locationFieldsSchema.partial().optional(),
  rates: locationRatesSchema.optional(),
  pickup_hours: pickupHoursSchema.optional(),
});
export type UpdateLocationInput = z.infer<typeof updateLocationInputSchema>;

/** A distributor location as the settings screens read it (spec section 3, distributor location). */
export const distributorLocationSchema = z.object({
  id: z.number().int(),
  distributor_id: z.number().int(),
  name: z.string(),
  code: z.string(),
  location: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  country_code: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  contact_person: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  consignment_email: z.string().nullable(),
  pickup_instructions: z.string().nullable(),
  active: z.boolean(),
  accept_po_box_addresses: z.boolean(),
  shipping_settings: z.object({
    accept_components: z.boolean(),
    freight_exchange: z.object({ filter_policy: filterPolicySchema }),
  }),
  pickup_hours: z.array(
    z.object({ day: z.enum(WEEKDAYS), closed: z.boolean(), from: z.string(), to: z.string() }),
  ),
  location_dropship_handling_rate: z.object({
    min_rate: z.number().nullable(),
    percentage_rate: z.number().nullable(),
    max_rate: z.number().nullable(),
  }),
  dispatch_freight_rates: z.array(z.record(z.string(), z.unknown())),
  dropship_product_types: z.array(z.string()),
  updated_at: z.string(),
});
export type DistributorLocation = z.infer<typeof distributorLocationSchema>;

export const distributorLocationsReplySchema = z.object({ locations: z.array(distributorLocationSchema) });

/** The caller's distributor (spec section 3): the payments flag and the ids the settings calls need. */
export const distributorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stripe_connect_onboarded: z.boolean(),
  /** The distributor has a freight exchange key: only then are carrier filters shown and saved (spec 6). */
  has_freight_exchange_key: z.boolean(),
  /** The key masked (dots and its last four characters; decision 0753): the key itself never leaves the server. */
  freight_exchange_key_hint: z.string().nullable(),
});
export type Distributor = z.infer<typeof distributorSchema>;

/** Set or replace the freight exchange key (decision 0753; the spec has no words for it). */
export const FREIGHT_EXCHANGE_KEY_MESSAGE =
  'Enter the key your freight exchange gave you: 8 to 200 letters, digits, dashes or underscores';
export const setFreightExchangeKeyInputSchema = z.object({
  freight_exchange_key: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string()
      .trim()
      .min(8, FREIGHT_EXCHANGE_KEY_MESSAGE)
      .max(200, FREIGHT_EXCHANGE_KEY_MESSAGE)
      .regex(/^[A-Za-z0-9_-]+$/, FREIGHT_EXCHANGE_KEY_MESSAGE),
  ),
});
export type SetFreightExchangeKeyInput = z.input<typeof setFreightExchangeKeyInputSchema>;

export const updateDistributorInputSchema = z.object({
  distributor: z.object({
    name: z.preprocess(
      (v) => (v === null || v === undefined ? '' : v),
      z.string().trim().min(1, 'Distributor name is required').max(100),
    ),
  }),
});
export type UpdateDistributorInput = z.infer<typeof updateDistributorInputSchema>;

/**
 * Alliance merchants (spec 2.3, distributor settings): the merchant accounts the distributor trades with, by the
 * account code its prices name, with how many SKUs each is priced for.
 */
export const allianceMerchantSchema = z.object({
  account_code: z.string(),
  priced_skus: z.number().int(),
  updated_at: z.string(),
});
export const allianceMerchantsReplySchema = z.object({ results: z.array(allianceMerchantSchema) });
export type AllianceMerchant = z.infer<typeof allianceMerchantSchema>;
