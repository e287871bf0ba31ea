import '../shared/no-eval.ts';
import { z } from 'zod';
import { formRequiredId } from './form-values.ts';
import { CATALOGUE_MESSAGES } from './messages.ts';

const m = CATALOGUE_MESSAGES.customs;

export const harmonizedSystemCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
});
export type HarmonizedSystemCode = z.infer<typeof harmonizedSystemCodeSchema>;

/** A product's HS code for one country, or the Default row (country_code null). */
export const productHsCodeSchema = z.object({
  id: z.number().int(),
  country_code: z.string().nullable(),
  harmonized_system_code: harmonizedSystemCodeSchema,
});
export type ProductHsCode = z.infer<typeof productHsCodeSchema>;

/** Country: '' or null is Default; otherwise a 2-letter code. */
const countryCode = z.preprocess(
  (v) => (v === '' || v === null || v === undefined || v === 'Default' ? null : v),
  z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, m.countryCode))
    .nullable(),
);

/** The Customs modal: the Country and HS code pair. */
export const productHsCodeInputSchema = z.object({
  country_code: countryCode,
  harmonized_system_code_id: formRequiredId(m.hsCodeRequired),
});
export const createProductHsCodeInputSchema = productHsCodeInputSchema.extend({
  product_id: z.coerce.number().int().positive(),
});
export type CreateProductHsCodeInput = z.infer<typeof createProductHsCodeInputSchema>;
export const updateProductHsCodeInputSchema = productHsCodeInputSchema;
export type UpdateProductHsCodeInput = z.infer<typeof updateProductHsCodeInputSchema>;

export const productHsCodesReplySchema = z.object({
  message: z.string().optional(),
  harmonized_system_codes: z.array(productHsCodeSchema),
});
export type ProductHsCodesReply = z.infer<typeof productHsCodesReplySchema>;

export const countrySchema = z.object({ code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;
export const countriesSchema = z.object({ countries: z.array(countrySchema) });
export const hsCodeSearchResultSchema = z.object({
  harmonized_system_codes: z.array(harmonizedSystemCodeSchema),
});
