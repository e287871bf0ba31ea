import { z } from 'zod';
import { AU_STATES } from '../distribution/locations.ts';

/** Number plate search (PL8SRCH add-on): a registration in an Australian state to the platform's vehicle. */
export const PLATE_SEARCH_MESSAGES = {
  plateRequired: 'Enter a number plate',
  plateInvalid: 'A number plate is 1 to 9 letters and digits',
  stateRequired: 'Choose a state',
  notFound: 'No vehicle is registered with that plate in that state',
  /** Without the add-on (spec: the plans are offered with Add Subscription). */
  inactive: 'Number plate search needs the PL8SRCH add-on: add a subscription on the billing page',
} as const;

export const plateSearchInputSchema = z.object({
  plate: z
    .string({ error: PLATE_SEARCH_MESSAGES.plateRequired })
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, PLATE_SEARCH_MESSAGES.plateRequired)
        .regex(/^[A-Z0-9]{1,9}$/, PLATE_SEARCH_MESSAGES.plateInvalid),
    ),
  state: z.enum(AU_STATES, { error: PLATE_SEARCH_MESSAGES.stateRequired }),
});
export type PlateSearchInput = z.infer<typeof plateSearchInputSchema>;

export const plateVehicleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  make_id: z.number().int(),
  make: z.string(),
  model_id: z.number().int(),
  model: z.string(),
  series: z.string(),
  variant: z.string().nullable(),
  body: z.string().nullable(),
  engine: z.string().nullable(),
  transmission: z.string().nullable(),
  year_from: z.number().int(),
  year_to: z.number().int().nullable(),
  /** The model year on the registration. */
  year: z.number().int(),
});
export type PlateVehicle = z.infer<typeof plateVehicleSchema>;

export const plateSearchReplySchema = z.object({
  plate: z.string(),
  state: z.enum(AU_STATES),
  /** null: no vehicle registered with that plate in that state (the search still counts). */
  vehicle: plateVehicleSchema.nullable(),
  message: z.string().nullable(),
  /** The team's plate searches so far (the add-on's usage). */
  total_usage: z.number().int(),
});
export type PlateSearchReply = z.infer<typeof plateSearchReplySchema>;

/** GET vehicles/years.json: the model years the platform's vehicles of a make (and model) cover, newest first. */
export const vehicleYearsQuerySchema = z.object({
  make_id: z.coerce.number().int().positive().optional(),
  model_id: z.coerce.number().int().positive().optional(),
});
export const vehicleYearsReplySchema = z.object({ years: z.array(z.number().int()) });
