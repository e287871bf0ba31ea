import { z } from 'zod';
import { datatableSchema } from '../shared/lists.ts';
import { commaList, emptyToNull, emptyToUndefined, formNullableText } from './form-values.ts';

/**
 * Vehicle fitment (catalogue-pim Vehicles section, Vehicle catalogue admin, sections 5, 7 and 8): the product
 * editor's vehicle applications, the vehicle picker and the staff vehicle catalogue.
 */
export const FITMENT_MESSAGES = {
  toasts: {
    applicationUpdated: 'Vehicle application updated',
    applicationAdded: 'Vehicle application added to product',
    attributeAdded: 'Vehicle application attribute added',
    attributeRemoved: 'Vehicle application attribute removed',
    vehicleRemoved: 'Vehicle removed',
    applicationRemoved: 'Vehicle application removed',
    yearRangeUpdated: 'Year range updated',
    yearRangeCleared: 'Year range cleared',
    applicationsCopied: 'Vehicle application(s) copied',
    vehicleUpdated: 'Vehicle updated',
    vehicleCreated: 'Vehicle created',
  },
  errors: {
    updateApplication: 'Error updating vehicle application',
    addApplication: 'Error adding vehicle application to product',
    addAttribute: 'Error adding vehicle application attribute',
    removeAttribute: 'Error removing vehicle application attribute',
    removeVehicle: 'Error removing vehicle',
    removeApplication: 'Error removing Vehicle Application',
    copyApplications: 'Error copying vehicle application(s)',
    yearRangeValidation: 'Validation error:',
    updateYearRange: 'Error updating year range',
    clearYearRange: 'Error clearing year range',
    updateVehicle: 'There was an error updating the vehicle',
    createVehicle: 'There was an error creating the vehicle',
    confirmRemove: 'Are you sure?',
  },
  applications: {
    vehiclesRequired: 'Select at least one vehicle',
    vehicleUnknown: 'Vehicle not found',
    monthRange: 'Month must be between 1 and 12',
    yearWhole: 'Year must be a whole number',
    yearFromMin: (min: number) => `Year from must be ${min} or later`,
    yearFromMax: (max: number) => `Year from must be ${max} or earlier`,
    yearToMin: (min: number) => `Year to must be ${min} or later`,
    yearToMax: (max: number) => `Year to must be ${max} or earlier`,
    yearOrder: 'Year from must not be after year to',
    monthWithoutYear: 'A month needs its year',
    notesTooLong: 'Fitment notes must be at most 1000 characters',
    attributeTitleRequired: 'Attribute is required',
    attributeValueRequired: 'Attribute value is required',
    applicationsRequired: 'Select at least one vehicle application',
    notInherited: 'Only inherited vehicle applications can be copied',
  },
  vehicle: {
    makeRequired: 'Make is required',
    modelRequired: 'Model is required',
    bodyRequired: 'Body is required',
    seriesRequired: 'Series is required',
    monthFromRequired: 'Month from is required',
    yearFromRequired: 'Year from is required',
    cylindersRequired: 'Cylinders is required',
    engineCapacityRequired: 'Engine capacity is required',
    engineCapacityStep: 'Engine capacity must be in steps of 0.1',
    engineCapacityRange: 'Engine capacity must be between 0 and 99.9',
    transmissionRequired: 'Transmission is required',
    driveTypeRequired: 'Drive type is required',
    fuelTypeRequired: 'Fuel type is required',
    marketRequired: 'Market is required',
    monthRange: 'Month must be between 1 and 12',
    yearRange: 'Year must be between 1900 and 2100',
    yearOrder: 'Year from must not be after year to',
    wholeNumber: 'Must be a whole number of 0 or more',
    newModelName: 'Name the new model',
    unknownLookup: 'Choose a value from the list',
  },
} as const;

const am = FITMENT_MESSAGES.applications;
const vm = FITMENT_MESSAGES.vehicle;

const idList = (required: string) =>
  commaList()
    .pipe(z.array(z.string().regex(/^\d+$/, required)).min(1, required))
    .transform((ids) => [...new Set(ids.map(Number))]);

/** POST /vehicle_applications and PATCH /vehicle_applications/{id}: the product and the vehicles it fits. */
export const vehicleApplicationInputSchema = z.object({
  product_id: z.coerce.number().int().positive(),
  vehicles: idList(am.vehiclesRequired),
  fitment_notes: formNullableText(1000, am.notesTooLong).optional(),
});
export type VehicleApplicationInput = z.infer<typeof vehicleApplicationInputSchema>;
export const updateVehicleApplicationInputSchema = vehicleApplicationInputSchema.extend({
  vehicles: idList(am.vehiclesRequired).optional(),
});
export type UpdateVehicleApplicationInput = z.infer<typeof updateVehicleApplicationInputSchema>;

const month = z.preprocess(
  emptyToNull,
  z
    .number({ error: am.monthRange })
    .int(am.monthRange)
    .min(1, am.monthRange)
    .max(12, am.monthRange)
    .nullable(),
);
const year = z.preprocess(emptyToNull, z.number({ error: am.yearWhole }).int(am.yearWhole).nullable());

/** PATCH /vehicle_applications/{id}/year_range: empty values are null (a range of nulls clears it). */
export const yearRangeInputSchema = z.object({
  product_id: z.coerce.number().int().positive(),
  year_from: year.default(null),
  month_from: month.default(null),
  year_to: year.default(null),
  month_to: month.default(null),
});
export type YearRangeInput = z.infer<typeof yearRangeInputSchema>;

/** The bounds a year range is checked against: the linked vehicles' production years (spec section 5). */
export interface YearBounds {
  min: number;
  /** null: ongoing (a linked vehicle has no end year). */
  max: number | null;
}
export const YEAR_FALLBACK_MIN = 1900;

/** The year range rules shared by the form and the server: answers the messages, none when valid. */
export function yearRangeErrors(input: Omit<YearRangeInput, 'product_id'>, bounds: YearBounds): string[] {
  const errors: string[] = [];
  const upper = bounds.max;
  for (const [value, label] of [
    [input.year_from, 'from'],
    [input.year_to, 'to'],
  ] as const) {
    if (value === null) continue;
    if (value < bounds.min)
      errors.push(label === 'from' ? am.yearFromMin(bounds.min) : am.yearToMin(bounds.min));
    if (upper !== null && value > upper)
      errors.push(label === 'from' ? am.yearFromMax(upper) : am.yearToMax(upper));
  }
  if (input.month_from !== null && input.year_from === null) errors.push(am.monthWithoutYear);
  else if (input.month_to !== null && input.year_to === null) errors.push(am.monthWithoutYear);
  if (input.year_from !== null && input.year_to !== null) {
    const from = input.year_from * 12 + (input.month_from ?? 1);
    const to = input.year_to * 12 + (input.month_to ?? 12);
    if (from > to) errors.push(am.yearOrder);
  }
  return errors;
}

/** POST /vehicle_application_attributes. */
export const vehicleApplicationAttributeInputSchema = z.object({
  product_id: z.coerce.number().int().positive(),
  vehicle_application_id: z.coerce.number().int().positive(),
  vehicle_attribute_title_id: z.preprocess(
    emptyToUndefined,
    z.number({ error: am.attributeTitleRequired }).int().positive(am.attributeTitleRequired),
  ),
  attribute_value: z
    .string({ error: am.attributeValueRequired })
    .trim()
    .min(1, am.attributeValueRequired)
    .max(255),
});
export type VehicleApplicationAttributeInput = z.infer<typeof vehicleApplicationAttributeInputSchema>;

/** DELETE /remove_vehicles: these vehicles leave the product's own applications. */
export const removeVehiclesInputSchema = z.object({
  product_id: z.coerce.number().int().positive(),
  vehicle_ids: idList(am.vehiclesRequired),
});

/** POST copy-from/{productId}: copies the named inherited applications of the assembly onto the product. */
export const copyApplicationsInputSchema = z.object({
  product_id: z.coerce.number().int().positive(),
  vehicle_application_ids: idList(am.applicationsRequired),
});

export const vehicleSourceSchema = z.enum(['TecDoc', 'OSCAR', 'Partsflow']);
export const vehicleStatusSchema = z.enum(['new', 'updated', 'archived']);

/** A vehicle of the catalogue as tables, the picker and the application list show it. */
export const vehicleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  make: z.string(),
  model: z.string(),
  series: z.string(),
  variant: z.string().nullable(),
  body: z.string().nullable(),
  year_range: z.string(),
  year_from: z.number().int(),
  month_from: z.number().int(),
  year_to: z.number().int().nullable(),
  month_to: z.number().int().nullable(),
  engine: z.string().nullable(),
  cylinders: z.number().int().nullable(),
  engine_capacity: z.number().nullable(),
  kw_power: z.number().int().nullable(),
  fuel_type: z.string().nullable(),
  drive_type: z.string().nullable(),
  doors: z.number().int().nullable(),
  transmission: z.string().nullable(),
  tecdoc_id: z.number().int().nullable(),
  autoinfo_id: z.string().nullable(),
  source: vehicleSourceSchema,
  market: z.string(),
  status: vehicleStatusSchema.nullable(),
  new_vehicle: z.boolean(),
  updated_vehicle: z.boolean(),
  swd_id: z.string().nullable(),
  vehicle_make_id: z.number().int(),
  vehicle_model_id: z.number().int(),
  vehicle_body_id: z.number().int().nullable(),
  vehicle_transmission_id: z.number().int().nullable(),
  vehicle_drive_type_id: z.number().int().nullable(),
  vehicle_fuel_type_id: z.number().int().nullable(),
  updated_at: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;
export const vehicleDatatableSchema = datatableSchema(vehicleSchema);

export const applicationAttributeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  value: z.string(),
});

/** A finding of the fitment linter (ACES-lint style). */
export const fitmentLintSchema = z.object({
  kind: z.enum(['overlap', 'duplicate', 'out_of_production', 'gap']),
  message: z.string(),
  vehicle_id: z.number().int(),
  vehicle_application_ids: z.array(z.number().int()),
});
export type FitmentLint = z.infer<typeof fitmentLintSchema>;

export const vehicleApplicationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  direct: z.boolean(),
  product_id: z.number().int(),
  product_sku: z.string(),
  product_url: z.string(),
  vehicles: z.array(vehicleSchema),
  attributes: z.array(applicationAttributeSchema),
  fitment_notes: z.string().nullable(),
  year_from: z.number().int().nullable(),
  month_from: z.number().int().nullable(),
  year_to: z.number().int().nullable(),
  month_to: z.number().int().nullable(),
  /** The bounds the year range form enforces (linked vehicles' years; max null when ongoing). */
  year_bounds: z.object({ min: z.number().int(), max: z.number().int().nullable() }),
});
export type VehicleApplication = z.infer<typeof vehicleApplicationSchema>;

export const vehicleApplicationsReplySchema = z.object({
  message: z.string().optional(),
  product_title: z.string(),
  vehicle_applications: z.array(vehicleApplicationSchema),
  lint: z.array(fitmentLintSchema),
});
export type VehicleApplicationsReply = z.infer<typeof vehicleApplicationsReplySchema>;

/** GET /vehicles/datatable.json (the picker) and GET /admin/vehicles/datatable.json. */
export const vehicleDatatableQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per: z.coerce.number().int().min(1).max(100).default(10),
  sort: z.string().max(200).optional(),
  query: z.string().trim().max(200).optional(),
  /** 'id=value' joined by commas: make, model, series, body, status, source, fuel_type, drive_type. */
  filters: z.string().max(1000).optional(),
  vehicle_ids: commaList()
    .pipe(z.array(z.string().regex(/^\d+$/)))
    .transform((ids) => ids.map(Number))
    .optional(),
  make: z.string().max(100).optional(),
  product_id: z.coerce.number().int().positive().optional(),
  section: z.string().max(40).optional(),
  /** The marketplace picker leaves archived vehicles out. */
  exclude_archived: z.enum(['true', 'false']).optional(),
});
export type VehicleDatatableQuery = z.infer<typeof vehicleDatatableQuerySchema>;

export const lookupOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export const lookupOptionsSchema = z.array(lookupOptionSchema);

export const VEHICLE_FIELDS = [
  'vehicle_make',
  'vehicle_model',
  'vehicle_series',
  'vehicle_body',
  'vehicle_fuel_type',
  'vehicle_drive_type',
  'vehicle_transmission',
] as const;
export type VehicleField = (typeof VEHICLE_FIELDS)[number];

/** GET /vehicle_field_search?field=vehicle_{field}&term=[&restriction=&restriction_id=]. */
export const vehicleFieldSearchQuerySchema = z.object({
  field: z.enum(VEHICLE_FIELDS),
  term: z.string().trim().max(100).default(''),
  restriction: z.enum(VEHICLE_FIELDS).optional(),
  restriction_id: z.coerce.number().int().min(0).optional(),
});

const required = (message: string) =>
  z.preprocess(emptyToUndefined, z.number({ error: message }).int(message).positive(message));
const optionalWhole = z.preprocess(
  emptyToNull,
  z.number({ error: vm.wholeNumber }).int(vm.wholeNumber).min(0, vm.wholeNumber).nullable(),
);
const requiredMonth = z.preprocess(
  emptyToUndefined,
  z.number({ error: vm.monthFromRequired }).int(vm.monthRange).min(1, vm.monthRange).max(12, vm.monthRange),
);
const optionalMonth = z.preprocess(
  emptyToNull,
  z
    .number({ error: vm.monthRange })
    .int(vm.monthRange)
    .min(1, vm.monthRange)
    .max(12, vm.monthRange)
    .nullable(),
);
const text = (max = 100) => formNullableText(max).optional().default(null);

/**
 * The vehicle form (spec section 5): form fields `vehicle[...]`, empty values sent as ''. A new model is created
 * from the selector: `vehicle_model_id` -1 with its name in `new_model_name`.
 */
export const vehicleFormSchema = z
  .object({
    vehicle_make_id: required(vm.makeRequired),
    vehicle_model_id: z.preprocess(
      emptyToUndefined,
      z
        .number({ error: vm.modelRequired })
        .int(vm.modelRequired)
        .refine((v) => v === -1 || v > 0, vm.modelRequired),
    ),
    new_model_name: formNullableText(100).optional().default(null),
    vehicle_body_id: required(vm.bodyRequired),
    series: z.string({ error: vm.seriesRequired }).trim().min(1, vm.seriesRequired).max(100),
    month_from: requiredMonth,
    year_from: z.preprocess(
      emptyToUndefined,
      z
        .number({ error: vm.yearFromRequired })
        .int(vm.yearRange)
        .min(1900, vm.yearRange)
        .max(2100, vm.yearRange),
    ),
    month_to: optionalMonth.optional().default(null),
    year_to: z.preprocess(
      emptyToNull,
      z
        .number({ error: vm.yearRange })
        .int(vm.yearRange)
        .min(1900, vm.yearRange)
        .max(2100, vm.yearRange)
        .nullable(),
    ),
    cylinders: z.preprocess(
      emptyToUndefined,
      z
        .number({ error: vm.cylindersRequired })
        .int(vm.wholeNumber)
        .min(0, vm.wholeNumber)
        .max(16, vm.wholeNumber),
    ),
    engine_capacity: z.preprocess(
      emptyToUndefined,
      z
        .number({ error: vm.engineCapacityRequired })
        .min(0, vm.engineCapacityRange)
        .max(99.9, vm.engineCapacityRange)
        .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, vm.engineCapacityStep),
    ),
    vehicle_transmission_id: required(vm.transmissionRequired),
    vehicle_drive_type_id: required(vm.driveTypeRequired),
    vehicle_fuel_type_id: required(vm.fuelTypeRequired),
    market: z.string({ error: vm.marketRequired }).trim().min(1, vm.marketRequired).max(2),
    variant: text(),
    engine: text(),
    kw_power: optionalWhole.optional().default(null),
    doors: optionalWhole.optional().default(null),
    tecdoc_id: optionalWhole.optional().default(null),
    autoinfo_id: text(),
    status: z.preprocess(emptyToNull, vehicleStatusSchema.nullable()).optional().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.vehicle_model_id === -1 && !v.new_model_name)
      ctx.addIssue({ code: 'custom', path: ['new_model_name'], message: vm.newModelName });
    if (v.year_to !== null && v.year_from * 12 + v.month_from > v.year_to * 12 + (v.month_to ?? 12))
      ctx.addIssue({ code: 'custom', path: ['year_to'], message: vm.yearOrder });
  });
export type VehicleFormInput = z.infer<typeof vehicleFormSchema>;
export const vehicleFormBodySchema = z.object({ vehicle: vehicleFormSchema });

export const vehicleReplySchema = z.object({
  message: z.string(),
  vehicle: vehicleSchema,
  swd_id: z.string().nullable(),
});

/** The year range as tables show it: '2008-2015', '2019-' when ongoing, with months when not January/December. */
export function formatYearRange(v: {
  year_from: number | null;
  month_from: number | null;
  year_to: number | null;
  month_to: number | null;
}): string {
  if (v.year_from === null && v.year_to === null) return '';
  const part = (y: number | null, m: number | null) =>
    y === null ? '' : m ? `${String(m).padStart(2, '0')}/${y}` : String(y);
  return `${part(v.year_from, v.month_from)}-${part(v.year_to, v.month_to)}`;
}
