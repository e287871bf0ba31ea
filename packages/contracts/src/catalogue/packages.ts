import '../shared/no-eval.ts';
import { z } from 'zod';
import { DIMENSION_UNITS, WEIGHT_UNITS } from '../shared/units.ts';
import {
  emptyToNull,
  emptyToUndefined,
  formBoolean,
  formNullableId,
  formNullableText,
} from './form-values.ts';
import { CATALOGUE_MESSAGES } from './messages.ts';

const m = CATALOGUE_MESSAGES.packages;

function requiredDimension(required: string, min: string) {
  return z.preprocess(emptyToUndefined, z.number({ error: required }).min(0.1, min));
}

function unitEnum<T extends readonly [string, ...string[]]>(values: T, required: string, invalid: string) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(values, { error: (iss) => (iss.input === undefined ? required : invalid) }),
  );
}

/** The Add Package form (spec section 5, Packages). Dimensions and weight are in the chosen units. */
export const packageInputSchema = z.object({
  package_type_id: formNullableId().optional(),
  identifier: formNullableText(100).optional(),
  length: requiredDimension(m.lengthRequired, m.lengthMin),
  width: requiredDimension(m.widthRequired, m.widthMin),
  height: requiredDimension(m.heightRequired, m.heightMin),
  dimensions_unit: unitEnum(DIMENSION_UNITS, m.dimensionsUnitRequired, m.dimensionsUnitInvalid),
  weight: z
    .preprocess(emptyToNull, z.number({ error: m.weightNumber }).min(0.001, m.weightMin).nullable())
    .optional(),
  weight_unit: unitEnum(WEIGHT_UNITS, m.weightUnitRequired, m.weightUnitInvalid),
  ships_separate: formBoolean().optional(),
  /** Packing: Use Outer Box (true) or Ships As Is (false); `packing` is accepted as its label. */
  use_outer_box: formBoolean().optional(),
  packing: z.enum(['Ships As Is', 'Use Outer Box']).optional(),
  label: formNullableText(100).optional(),
});
export type PackageInput = z.infer<typeof packageInputSchema>;

export const createPackageInputSchema = packageInputSchema.extend({
  product_id: z.coerce.number().int().positive(),
  /** The editor sends the package being edited (or nothing for a new one); ignored on create. */
  selected_package: z.unknown().optional(),
});
export type CreatePackageInput = z.infer<typeof createPackageInputSchema>;
export const updatePackageInputSchema = packageInputSchema.extend({
  product_id: z.coerce.number().int().positive().optional(),
  selected_package: z.unknown().optional(),
});
export type UpdatePackageInput = z.infer<typeof updatePackageInputSchema>;

export const packageSchema = z.object({
  id: z.number().int(),
  package_type: z.string().nullable(),
  package_type_id: z.number().int().nullable(),
  identifier: z.string().nullable(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  dimensions_unit: z.string(),
  weight: z.number().nullable(),
  weight_unit: z.string(),
  /** L x W x H in m³ times 250, in kg (3 decimals); null when a dimension is missing. */
  cubic_weight: z.number().nullable(),
  label: z.string().nullable(),
  ships_separate: z.boolean(),
  use_outer_box: z.boolean(),
  packing: z.enum(['Ships As Is', 'Use Outer Box']),
});
export type Package = z.infer<typeof packageSchema>;

export const packagesReplySchema = z.object({
  message: z.string(),
  packages: z.array(packageSchema),
  package: packageSchema.optional(),
});
export type PackagesReply = z.infer<typeof packagesReplySchema>;

export const packageTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export const packageTypesSchema = z.object({ package_types: z.array(packageTypeSchema) });
