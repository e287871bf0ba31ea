import '../shared/no-eval.ts';
import { z } from 'zod';
import { HAZARD_AMOUNT_UNITS } from '../shared/units.ts';
import { emptyToUndefined, formNullableId, formNullableText, formRequiredId } from './form-values.ts';
import { CATALOGUE_MESSAGES } from './messages.ts';

const m = CATALOGUE_MESSAGES.hazards;

/** The Dangerous Goods Info form (spec section 5, Dangerous goods amounts): default 0 g. */
export const hazardInputSchema = z.object({
  shipping_dangerous_goods_definition_id: formRequiredId(m.definitionRequired),
  package_id: formNullableId().optional(),
  amount: z.preprocess(
    (v) => (v === null || v === '' ? undefined : emptyToUndefined(v)),
    z
      .number({ error: (iss) => (iss.input === undefined ? m.amountRequired : m.amountNumber) })
      .min(0, m.amountMin),
  ),
  amount_unit: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(HAZARD_AMOUNT_UNITS, {
      error: (iss) => (iss.input === undefined ? m.unitRequired : m.unitInvalid),
    }),
  ),
  supplemental_info: formNullableText(500).optional(),
});
export type HazardInput = z.infer<typeof hazardInputSchema>;

/** The form's defaults. */
export const HAZARD_FORM_DEFAULTS = { amount: 0, amount_unit: 'g' } as const;

export const createHazardInputSchema = hazardInputSchema.extend({
  product_id: z.coerce.number().int().positive(),
  selected_hazard: z.unknown().optional(),
});
export type CreateHazardInput = z.infer<typeof createHazardInputSchema>;
export const updateHazardInputSchema = hazardInputSchema.extend({
  product_id: z.coerce.number().int().positive().optional(),
  selected_hazard: z.unknown().optional(),
});
export type UpdateHazardInput = z.infer<typeof updateHazardInputSchema>;

export const dangerousGoodsDefinitionSchema = z.object({
  id: z.number().int(),
  un_number: z.string(),
  hazard_identifier: z.string(),
  proper_shipping_name: z.string(),
});
export type DangerousGoodsDefinition = z.infer<typeof dangerousGoodsDefinitionSchema>;

export const DANGEROUS_GOODS_SEARCH_MIN_LENGTH = 3;
export const dangerousGoodsSearchQuerySchema = z.object({
  query: z.string().trim().default(''),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const dangerousGoodsDefinitionsSchema = z.object({
  dangerous_goods_definitions: z.array(dangerousGoodsDefinitionSchema),
});

export const packageHazardSchema = z.object({
  id: z.number().int(),
  package_id: z.number().int().nullable(),
  package_identifier: z.string().nullable(),
  amount: z.number(),
  amount_unit: z.enum(HAZARD_AMOUNT_UNITS),
  supplemental_info: z.string().nullable(),
  shipping_dangerous_goods_definition_id: z.number().int(),
});
export type PackageHazard = z.infer<typeof packageHazardSchema>;

export const hazardSchema = z.object({
  id: z.number().int(),
  shipping_dangerous_goods_definition_id: z.number().int(),
  un_number: z.string(),
  /** The hazard class. */
  hazard_identifier: z.string(),
  proper_shipping_name: z.string(),
  /** '5 l', or ' ? ' when no amount is recorded. */
  display_amount: z.string(),
  package_hazards: z.array(packageHazardSchema),
});
export type Hazard = z.infer<typeof hazardSchema>;

export const hazardsReplySchema = z.object({
  message: z.string(),
  hazards: z.array(hazardSchema),
  hazard: hazardSchema.optional(),
});
export type HazardsReply = z.infer<typeof hazardsReplySchema>;

/** How the table shows an amount: ' ? ' when empty. */
export function displayHazardAmount(
  amount: number | null | undefined,
  unit: string | null | undefined,
): string {
  if (amount === null || amount === undefined || !unit) return ' ? ';
  return `${amount} ${unit}`;
}
