import '../shared/no-eval.ts';
import { z } from 'zod';

/** Cross-sell relations between products (spec catalogue-pim sections 2, 3, 5 and 8). */
export const RELATIONSHIP_TYPES = ['Related', 'Accessory', 'Upgrade', 'Alternative', 'Required'] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

export const CROSS_SELL_MESSAGES = {
  relatedRequired: 'Choose a related product',
  itself: 'A product cannot be cross-sold with itself',
  duplicate: 'This product is already a cross-sell of that type',
  typeInvalid: `Relationship type must be one of ${RELATIONSHIP_TYPES.join(', ')}`,
  notesTooLong: 'Notes must be at most 2000 characters',
  created: 'Cross-sell added',
  updated: 'Cross-sell updated',
  deleted: 'Cross-sell deleted',
  confirmDelete: 'Are you sure you want to delete this?',
  createFailed: 'Error Creating Cross-sell',
  updateFailed: 'Error Updating Cross-sell',
  deleteFailed: 'Error Deleting Cross-sell',
  refreshFailed: 'Could not refresh cross-sell data',
} as const;

const productSide = z.object({
  id: z.number().int(),
  sku: z.string(),
  type: z.enum(['Part', 'Assembly']),
  brand_id: z.number().int(),
  slug: z.string(),
});

export const crossSellSchema = z.object({
  id: z.number().int(),
  product: productSide,
  related_product: productSide.omit({ brand_id: true }).extend({
    title: z.string(),
    brand: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  }),
  relationship_type: z.string(),
  catalogue_notes: z.string().nullable(),
});
export type CrossSell = z.infer<typeof crossSellSchema>;

export const crossSellsReplySchema = z.object({
  message: z.string().optional(),
  cross_sell_products: z.array(crossSellSchema),
});
export type CrossSellsReply = z.infer<typeof crossSellsReplySchema>;

export const crossSellInputSchema = z.object({
  related_product_id: z.coerce
    .number({ message: CROSS_SELL_MESSAGES.relatedRequired })
    .int()
    .positive(CROSS_SELL_MESSAGES.relatedRequired),
  relationship_type: z
    .enum(RELATIONSHIP_TYPES, { message: CROSS_SELL_MESSAGES.typeInvalid })
    .default(RELATIONSHIP_TYPES[0]),
  catalogue_notes: z
    .string()
    .trim()
    .max(2000, CROSS_SELL_MESSAGES.notesTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CrossSellInput = z.infer<typeof crossSellInputSchema>;
