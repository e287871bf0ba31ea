import '../shared/no-eval.ts';
import { z } from 'zod';
import { checkGtin, normaliseGtin } from './gtin.ts';
import { commaList, formBoolean } from './form-values.ts';
import { CATALOGUE_MESSAGES } from './messages.ts';

const m = CATALOGUE_MESSAGES.productNumbers;

export const PRODUCT_NUMBER_TYPES = ['gtin', 'oem', 'alternate'] as const;
export type ProductNumberType = (typeof PRODUCT_NUMBER_TYPES)[number];
export const PRODUCT_NUMBER_MIN_LENGTH = 3;

/**
 * POST /v1/product/{id}/product-number. Saved only when longer than 2 characters; a GTIN must be GTIN-8, -12,
 * -13 or -14 with a valid check digit (its gtin_type follows from the length). vehicle_make_ids (OEM only)
 * is a comma list.
 */
export const createProductNumberInputSchema = z
  .object({
    value: z.preprocess(
      (v) => (v === null || v === undefined ? '' : String(v)),
      z.string().trim().min(PRODUCT_NUMBER_MIN_LENGTH, m.minLength).max(100),
    ),
    type: z.enum(PRODUCT_NUMBER_TYPES, { error: m.typeInvalid }),
    active: formBoolean().optional(),
    description: z.string().trim().max(255).optional(),
    vehicle_make_ids: commaList()
      .pipe(z.array(z.string().regex(/^\d+$/, m.vehicleMakes)))
      .transform((ids) => ids.map(Number))
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type !== 'gtin' || v.value.length < PRODUCT_NUMBER_MIN_LENGTH) return;
    const check = checkGtin(v.value);
    if (!check.ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: check.reason === 'digits' ? m.gtinDigits : m.gtinCheckDigit,
      });
    }
  })
  .transform((v) => (v.type === 'gtin' ? { ...v, value: normaliseGtin(v.value) } : v));
export type CreateProductNumberInput = z.infer<typeof createProductNumberInputSchema>;

/** DELETE /v1/product/{id}/product-number. */
export const deleteProductNumberInputSchema = z.object({
  product_number_id: z.coerce.number().int().positive(),
  type: z.enum(PRODUCT_NUMBER_TYPES, { error: m.typeInvalid }),
});
export type DeleteProductNumberInput = z.infer<typeof deleteProductNumberInputSchema>;

/** PATCH /v1/product/{id}/product-number/{numberId}: toggles a GTIN active or inactive. */
export const updateProductNumberInputSchema = z.object({
  active: formBoolean().optional(),
  description: z.string().trim().max(255).nullable().optional(),
});
export type UpdateProductNumberInput = z.infer<typeof updateProductNumberInputSchema>;

export const gtinEntrySchema = z.object({
  id: z.number().int(),
  value: z.string(),
  gtin_type: z.string().nullable(),
  description: z.string().nullable(),
  active: z.boolean(),
});
export const oemEntrySchema = z.object({
  id: z.number().int(),
  reference_number: z.string(),
  vehicle_makes: z.array(z.object({ id: z.number().int(), value: z.string() })),
});
export const alternateEntrySchema = z.object({ id: z.number().int(), sku: z.string() });

export const productNumbersSchema = z.object({
  gtin: z.array(gtinEntrySchema),
  oem: z.array(oemEntrySchema),
  alternate: z.array(alternateEntrySchema),
  product_numbers_count: z.number().int(),
});
export type ProductNumbers = z.infer<typeof productNumbersSchema>;

/** A successful save or delete answers the refreshed lists. */
export const productNumbersReplySchema = productNumbersSchema.extend({
  error: z.literal(false),
  messages: z.array(z.string()),
});
export type ProductNumbersReply = z.infer<typeof productNumbersReplySchema>;
