import { z } from 'zod';
import { vehicleSchema } from './fitment.ts';

/** External vehicles, their links to platform vehicles and the reindex (catalogue spec sections 3, 4, 7, 9). */
export const externalSourceSchema = z.enum(['TecDoc', 'OSCAR']);

export const EXTERNAL_VEHICLE_MESSAGES = {
  imported: (n: number, source: string) => `${n} ${source} vehicles imported`,
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
