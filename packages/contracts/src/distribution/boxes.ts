import '../shared/no-eval.ts';
import { z } from 'zod';
import { emptyToUndefined, formNullableId } from '../catalogue/form-values.ts';

/**
 * Shipping label sizes and the smallest top face (cm) a box must have to carry one (distributor spec section 5,
 * new box form): 4x6 needs 11 wide by 16 long, A5 16 by 22, A4 22 by 29.
 */
export const LABEL_SIZES = ['4x6', 'A5', 'A4'] as const;
export type BoxLabelSize = (typeof LABEL_SIZES)[number];
export const LABEL_MINIMUMS: Record<BoxLabelSize, { length: number; width: number }> = {
  '4x6': { length: 16, width: 11 },
  A5: { length: 22, width: 16 },
  A4: { length: 29, width: 22 },
};

export const BOX_MESSAGES = {
  nameRequired: 'Name is required',
  labelSize: 'Label size must be 4x6, A5 or A4',
  lengthRequired: 'Length is required',
  widthRequired: 'Width is required',
  heightRequired: 'Height is required',
  heightMin: 'Height must be at least 1 cm',
  lengthMin: (size: string, min: number) => `Length must be at least ${min} cm for the ${size} label`,
  widthMin: (size: string, min: number) => `Width must be at least ${min} cm for the ${size} label`,
  weightLimitRequired: 'Weight limit is required',
  weightLimitMin: 'Weight limit must be at least 0.001 kg',
  weightRequired: 'Box weight is required',
  weightMin: 'Box weight must be at least 0.001 kg',
  bufferMin: 'Internal buffer must be 0 cm or more',
  bufferTooLarge: 'Internal buffer must leave room inside the box',
  tooLarge: (label: string) => `${label} must be at most 999 cm`,
} as const;

const B = BOX_MESSAGES;

const number = (required: string) => z.preprocess(emptyToUndefined, z.number({ error: required }));

/** The new box form's fields (spec section 5): cm and kg, as the form shows them. */
const boxShape = {
  name: z.string({ error: B.nameRequired }).trim().min(1, B.nameRequired).max(100),
  label_size: z.enum(LABEL_SIZES, { error: B.labelSize }),
  length: number(B.lengthRequired).pipe(z.number().max(999, B.tooLarge('Length'))),
  width: number(B.widthRequired).pipe(z.number().max(999, B.tooLarge('Width'))),
  height: number(B.heightRequired).pipe(z.number().min(1, B.heightMin).max(999, B.tooLarge('Height'))),
  weight_limit: number(B.weightLimitRequired).pipe(z.number().min(0.001, B.weightLimitMin).max(10_000)),
  weight: number(B.weightRequired).pipe(z.number().min(0.001, B.weightMin).max(10_000)),
  internal_buffer: z
    .preprocess((v) => (v === '' || v === null || v === undefined ? 0 : emptyToUndefined(v)), z.number())
    .pipe(z.number().min(0, B.bufferMin).max(99, B.bufferTooLarge)),
};

type BoxFields = z.infer<z.ZodObject<typeof boxShape>>;

/** Length and width at least the label's minimum; the buffer must leave usable space in every dimension. */
function checkBox(box: BoxFields, ctx: z.RefinementCtx) {
  const min = LABEL_MINIMUMS[box.label_size];
  if (box.length < min.length)
    ctx.addIssue({ code: 'custom', path: ['length'], message: B.lengthMin(box.label_size, min.length) });
  if (box.width < min.width)
    ctx.addIssue({ code: 'custom', path: ['width'], message: B.widthMin(box.label_size, min.width) });
  if (box.internal_buffer >= Math.min(box.length, box.width, box.height))
    ctx.addIssue({ code: 'custom', path: ['internal_buffer'], message: B.bufferTooLarge });
}

export const boxFormSchema = z.object(boxShape).superRefine(checkBox);
export type BoxFormInput = z.infer<typeof boxFormSchema>;

/**
 * `POST /box` and `PATCH /box/{id}` (spec 7.2): `{box: {fields, distributor_id, dimensions_unit, weight_unit}}`.
 * The units are fixed at cm and kg; distributor_id, when sent, must be the caller's distributor.
 */
export const boxInputSchema = z.object({
  box: z
    .object({
      ...boxShape,
      distributor_id: formNullableId().optional(),
      dimensions_unit: z.literal('cm', { error: 'Dimensions are in cm' }).optional(),
      weight_unit: z.literal('kg', { error: 'Weights are in kg' }).optional(),
    })
    .superRefine(checkBox),
});
export type BoxInput = z.infer<typeof boxInputSchema>;

export const boxSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label_size: z.enum(LABEL_SIZES),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  weight_limit: z.number(),
  weight: z.number(),
  internal_buffer: z.number(),
  distributor_id: z.number().int(),
  dimensions_unit: z.literal('cm'),
  weight_unit: z.literal('kg'),
  updated_at: z.string(),
});
export type Box = z.infer<typeof boxSchema>;

export const boxesReplySchema = z.object({ boxes: z.array(boxSchema) });
export type BoxesReply = z.infer<typeof boxesReplySchema>;
export const boxReplySchema = z.object({ box: boxSchema, boxes: z.array(boxSchema) });
export type BoxReply = z.infer<typeof boxReplySchema>;

/** The label size's minimums applied to a box's length and width (the form raises them when the size changes). */
export function raiseToLabelMinimum(
  size: BoxLabelSize,
  dims: { length: number | ''; width: number | '' },
): { length: number; width: number } {
  const min = LABEL_MINIMUMS[size];
  const n = (v: number | '') => (v === '' ? 0 : v);
  return { length: Math.max(n(dims.length), min.length), width: Math.max(n(dims.width), min.width) };
}
