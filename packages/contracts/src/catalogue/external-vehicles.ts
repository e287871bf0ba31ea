import { z } from 'zod';
import { vehicleSchema } from './fitment.ts';

/** External vehicles, their links to platform vehicles and the reindex (catalogue spec sections 3, 4, 7, 9). */
export const externalSourceSchema = z.enum(['TecDoc', 'OSCAR']);

export const EXTERNAL_VEHICLE_MESSAGES = {
  imported: (n: number, source: string) => `${n} ${source} vehicles imported`,
  /** The source did not answer (decision 0841): nothing imported. */
  sourceUnavailable: (source: string) => `${source} is not answering: nothing was imported, try again later`,
  updated: 'External vehicle updated',
  linked: 'Vehicle linked',
  unlinked: 'Vehicle link declined',
  overridden: 'Override saved',
  reindexQueued: 'Reindex started',
  notFound: 'External vehicle not found',
  linkNotFound: 'External vehicle link not found',
  vehicleNotFound: 'Vehicle not found',
} as const;

/** Numeric vehicle cells: minimum 0, maximum 10^(precision-scale)-1, step 10^-scale (spec section 5). */
export const EXTERNAL_NUMERIC_CELLS = {
  engine_capacity: { precision: 3, scale: 1 },
  kw_power: { precision: 4, scale: 0 },
} as const;

export function numericCellErrors(field: keyof typeof EXTERNAL_NUMERIC_CELLS, value: number): string | null {
  const { precision, scale } = EXTERNAL_NUMERIC_CELLS[field];
  const max = 10 ** (precision - scale) - 1;
  if (value < 0) return `Must be greater than or equal to 0`;
  if (value > max) return `Must be less than or equal to ${max}`;
  const scaled = value * 10 ** scale;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-9) return `Must be a multiple of ${10 ** -scale}`;
  return null;
}

/** The attributes a link can override (the vehicle_translation layer's fields plus cylinders). */
export const EXTERNAL_ATTRIBUTES = [
  'series',
  'body',
  'year_from',
  'month_from',
  'year_to',
  'month_to',
  'variant',
  'engine',
  'engine_capacity',
  'fuel_type',
  'drive_type',
  'transmission',
  'kw_power',
  'cylinders',
] as const;
export const externalAttributeSchema = z.enum(EXTERNAL_ATTRIBUTES);
export type ExternalAttribute = z.infer<typeof externalAttributeSchema>;

export const externalVehicleSchema = z.object({
  id: z.number().int(),
  external_source: externalSourceSchema,
  external_group_id: z.string(),
  external_id: z.string(),
  make: z.string(),
  model: z.string(),
  series: z.string().nullable(),
  body: z.string().nullable(),
  year_from: z.number().int().nullable(),
  month_from: z.number().int().nullable(),
  year_to: z.number().int().nullable(),
  month_to: z.number().int().nullable(),
  variant: z.string().nullable(),
  engine: z.string().nullable(),
  engine_capacity: z.number().nullable(),
  fuel_type: z.string().nullable(),
  drive_type: z.string().nullable(),
  transmission: z.string().nullable(),
  kw_power: z.number().nullable(),
  cylinders: z.number().int().nullable(),
  link_count: z.number().int(),
  updated_at: z.string(),
});
export type ExternalVehicle = z.infer<typeof externalVehicleSchema>;

/** `?sortBy=` and `?filters=` come as JSON ([{id, desc}], [{id, value}]) like the generic table sends them. */
const jsonParam = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string' || v === '') return undefined;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, schema.optional());

export const EXTERNAL_SORTABLE = [
  'external_source',
  'external_id',
  'make',
  'model',
  'series',
  'body',
  'year_from',
  'updated_at',
] as const;
export const EXTERNAL_FILTERABLE = ['external_source', 'make', 'model', 'series', 'body', 'linked'] as const;

export const externalVehicleListQuerySchema = z.object({
  page_index: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  sortBy: jsonParam(
    z.array(z.object({ id: z.enum(EXTERNAL_SORTABLE), desc: z.boolean().default(false) })).max(3),
  ),
  filters: jsonParam(
    z.array(z.object({ id: z.enum(EXTERNAL_FILTERABLE), value: z.union([z.string(), z.boolean()]) })).max(6),
  ),
  search: z.string().trim().max(100).optional(),
});
export type ExternalVehicleListQuery = z.infer<typeof externalVehicleListQuerySchema>;

export const externalVehicleListSchema = z.object({
  payload: z.array(externalVehicleSchema),
  count: z.number().int(),
});

const text = z.string().trim().max(255).nullable().optional();
const month = z.number().int().min(1).max(12).nullable().optional();
const year = z.number().int().min(1900).max(2100).nullable().optional();
/** The Edit modal: any cell; numeric cells checked by their precision and scale. */
export const externalVehicleEditSchema = z
  .object({
    make: z.string().trim().min(1).max(255).optional(),
    model: z.string().trim().min(1).max(255).optional(),
    series: text,
    body: text,
    variant: text,
    engine: text,
    fuel_type: text,
    drive_type: text,
    transmission: text,
    year_from: year,
    month_from: month,
    year_to: year,
    month_to: month,
    engine_capacity: z.number().nullable().optional(),
    kw_power: z.number().nullable().optional(),
    cylinders: z.number().int().min(0).max(16).nullable().optional(),
  })
  .strict();
export type ExternalVehicleEdit = z.infer<typeof externalVehicleEditSchema>;

export const externalImportInputSchema = z.object({ source: externalSourceSchema });

export const externalLinkSchema = z.object({
  id: z.number().int(),
  approved: z.boolean().nullable(),
  /** 0 to 1; the view shows match_score times 100 as a percentage. */
  match_score: z.number(),
  match_percent: z.number().int(),
  source: externalSourceSchema,
  external_vehicle: externalVehicleSchema,
  /** The external vehicle's cells after the translation layers (what matching and the reindex use). */
  translated: z.record(z.string(), z.union([z.string(), z.number()]).nullable()),
  ...Object.fromEntries(EXTERNAL_ATTRIBUTES.map((a) => [`use_${a}`, z.boolean()])),
});
export type ExternalLink = z.infer<typeof externalLinkSchema> & Record<`use_${ExternalAttribute}`, boolean>;

export const externalLinksReplySchema = z.object({
  message: z.string().optional(),
  vehicle: vehicleSchema,
  needs_reindex: z.boolean(),
  links: z.array(externalLinkSchema),
});

export const externalLinkActionSchema = z.object({ external_vehicle_link_id: z.number().int().positive() });
export const externalOverrideSchema = z.object({
  external_vehicle_link_id: z.number().int().positive(),
  attribute_name: externalAttributeSchema,
  use_attribute: z.boolean(),
});

// ---------------------------------------------------------------- translation layers (spec section 3)

/** Each layer's fields: global (per source word), group (per source group), vehicle (one external vehicle). */
export const TRANSLATION_LAYERS = {
  global_translation: ['make', 'model', 'body', 'fuel_type', 'drive_type'],
  group_translation: ['model', 'series', 'body', 'fuel_type', 'drive_type', 'transmission'],
  vehicle_translation: [
    'series',
    'body',
    'year_from',
    'month_from',
    'year_to',
    'month_to',
    'variant',
    'engine',
    'engine_capacity',
    'fuel_type',
    'drive_type',
    'transmission',
    'kw_power',
  ],
} as const;
export type TranslationLayer = keyof typeof TRANSLATION_LAYERS;
/** Most precise first: the vehicle layer wins over the group layer, which wins over the global one. */
export const LAYER_PRECEDENCE = ['vehicle_translation', 'group_translation', 'global_translation'] as const;

/** Translated cells whose values are rows of the platform's lookups (objects with id and name). */
export const TRANSLATION_LOOKUPS = {
  make: 'makes',
  model: 'models',
  body: 'bodies',
  fuel_type: 'fuel_types',
  drive_type: 'drive_types',
  transmission: 'transmissions',
} as const;
export type TranslationLookupField = keyof typeof TRANSLATION_LOOKUPS;
export const TRANSLATION_TEXT = ['series', 'variant', 'engine'] as const;
export const TRANSLATION_NUMBERS = [
  'year_from',
  'month_from',
  'year_to',
  'month_to',
  'engine_capacity',
  'kw_power',
] as const;
/** Every attribute the comparison grid shows, in order. */
export const TRANSLATION_FIELDS = [
  'make',
  'model',
  'series',
  'body',
  'year_from',
  'month_from',
  'year_to',
  'month_to',
  'variant',
  'engine',
  'engine_capacity',
  'fuel_type',
  'drive_type',
  'transmission',
  'kw_power',
] as const;
export type TranslationField = (typeof TRANSLATION_FIELDS)[number];

export const TRANSLATION_MESSAGES = {
  saved: 'Translations saved',
  noTerm: 'The source gives no term to translate',
  unknownLookup: 'Unknown value',
  monthRange: 'Must be between 1 and 12',
  yearRange: 'Must be between 1900 and 2100',
  termSaved: 'Term translation saved',
  termCleared: 'Term translation removed',
} as const;

/**
 * The precision rules of one translated cell (spec section 5 and 9): months 1 to 12, years 1900 to 2100, engine
 * capacity and power by their precision and scale. Null when the value is allowed.
 */
export function translationCellError(
  field: (typeof TRANSLATION_NUMBERS)[number],
  value: number,
): string | null {
  if (field === 'engine_capacity' || field === 'kw_power') return numericCellErrors(field, value);
  if (!Number.isInteger(value)) return 'Must be a whole number';
  if (field === 'month_from' || field === 'month_to')
    return value < 1 || value > 12 ? TRANSLATION_MESSAGES.monthRange : null;
  return value < 1900 || value > 2100 ? TRANSLATION_MESSAGES.yearRange : null;
}

export const lookupRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type LookupRef = z.infer<typeof lookupRefSchema>;
const cellSchema = z.union([lookupRefSchema, z.string(), z.number()]).nullable();
export type TranslationCell = z.infer<typeof cellSchema>;

export const externalTranslationsSchema = z.object({
  message: z.string().optional(),
  external_vehicle: externalVehicleSchema,
  global_translation: z.record(z.string(), cellSchema),
  group_translation: z.record(z.string(), cellSchema),
  vehicle_translation: z.record(z.string(), cellSchema),
  /** The value matching and reindex use for each attribute, and which layer gave it. */
  translated: z.record(z.string(), z.union([z.string(), z.number()]).nullable()),
  layer_of: z.record(z.string(), z.enum(['vehicle', 'group', 'global', 'source'])),
});
export type ExternalTranslations = z.infer<typeof externalTranslationsSchema>;

const lookupInput = z
  .object({ id: z.number().int().positive(), name: z.string().optional() })
  .nullable()
  .optional();
const textInput = z.string().trim().max(255).nullable().optional();
const numberInput = z.number().nullable().optional();
/** PUT translations: the whole translation object; a cell left null (or out) is not translated in that layer. */
export const externalTranslationsInputSchema = z
  .object({
    global_translation: z
      .object({
        make: lookupInput,
        model: lookupInput,
        body: lookupInput,
        fuel_type: lookupInput,
        drive_type: lookupInput,
      })
      .strict()
      .default({}),
    group_translation: z
      .object({
        model: lookupInput,
        series: textInput,
        body: lookupInput,
        fuel_type: lookupInput,
        drive_type: lookupInput,
        transmission: lookupInput,
      })
      .strict()
      .default({}),
    vehicle_translation: z
      .object({
        series: textInput,
        body: lookupInput,
        year_from: numberInput,
        month_from: numberInput,
        year_to: numberInput,
        month_to: numberInput,
        variant: textInput,
        engine: textInput,
        engine_capacity: numberInput,
        fuel_type: lookupInput,
        drive_type: lookupInput,
        transmission: lookupInput,
        kw_power: numberInput,
      })
      .strict()
      .default({}),
  })
  .strict();
export type ExternalTranslationsInput = z.infer<typeof externalTranslationsInputSchema>;

/** The global body-term table (`GET global_translation?section=body`). */
export const globalTranslationQuerySchema = z.object({
  section: z.enum(['body']).default('body'),
  external_source: externalSourceSchema.optional(),
  search: z.string().trim().max(100).optional(),
});
export const termTranslationSchema = z.object({
  id: z.number().int(),
  external_vehicle_source: z.object({ name: externalSourceSchema }),
  term: z.string(),
  vehicle_body: lookupRefSchema,
});
export const globalTranslationReplySchema = z.object({
  message: z.string().optional(),
  translations: z.array(termTranslationSchema),
  internal_terms: z.array(lookupRefSchema),
  /** Every word the sources use in the section, with how many external vehicles use it. */
  external_terms: z.array(
    z.object({ external_source: externalSourceSchema, term: z.string(), vehicle_count: z.number().int() }),
  ),
  count: z.number().int(),
});
export type GlobalTranslationReply = z.infer<typeof globalTranslationReplySchema>;
export const globalTranslationInputSchema = z
  .object({
    section: z.enum(['body']).default('body'),
    external_source: externalSourceSchema,
    term: z.string().trim().min(1).max(255),
    /** The platform body; null removes the translation. */
    internal_id: z.number().int().positive().nullable(),
  })
  .strict();

/** Live progress of the reindex job (topic `fitment.reindex`). */
export const REINDEX_PROGRESS_TOPIC = 'fitment.reindex';
export interface ReindexProgress {
  done: number;
  total: number;
  finished: boolean;
}
