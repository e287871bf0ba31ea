import '../shared/no-eval.ts';
import { z } from 'zod';

/** Parts of an assembly (spec catalogue-pim sections 2, 3, 5 and 7). */
export const PARTS_MESSAGES = {
  added: 'Part added to product',
  removed: 'Part removed from product',
  updated: 'Parts updated',
  addFailed: 'Error adding part to product',
  removeFailed: 'Error removing part from product',
  updateFailed: 'Error updating parts',
  refreshFailed: 'Could not refresh parts data',
  refreshAssembliesFailed: 'Could not refresh assemblies data',
  // Where the spec is silent (docs/decisions/0231-parts-and-assemblies.md).
  notAnAssembly: 'Only an assembly can have parts',
  notAPart: 'Only products of record type Part can be added as parts',
  itself: 'A product cannot be a part of itself',
  choose: 'Choose at least one part',
  quantity: 'Quantity must be a whole number from 1 to 9999',
  unknownComponent: 'That part is not in this assembly',
} as const;

export const SELECT_PARTS_PAGE_SIZE = 10;

/** A child product of an assembly: `id` is the link's (product_component) id, `product_id` the part's. */
export const childProductSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  image_url: z.string().nullable(),
  sku: z.string(),
  title: z.string(),
  url: z.string(),
  published: z.boolean(),
  quantity: z.number().int(),
  vehicle_primary: z.boolean(),
  include_media: z.boolean(),
});
export type ChildProduct = z.infer<typeof childProductSchema>;

export const parentProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  published: z.boolean(),
  url: z.string(),
});
export type ParentProduct = z.infer<typeof parentProductSchema>;

export const partsReplySchema = z.object({
  message: z.string().optional(),
  products: z.array(childProductSchema),
});
export type PartsReply = z.infer<typeof partsReplySchema>;
export const assembliesReplySchema = z.object({ parent_products: z.array(parentProductSchema) });
export type AssembliesReply = z.infer<typeof assembliesReplySchema>;

const id = z.coerce.number().int().positive();
const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export const addPartsInputSchema = z.object({
  product_ids: z.array(id).min(1, PARTS_MESSAGES.choose).max(100),
});
export type AddPartsInput = z.infer<typeof addPartsInputSchema>;

export const removePartsInputSchema = z.object({
  product_component_ids: z.array(id).min(1, PARTS_MESSAGES.choose).max(100),
});
export type RemovePartsInput = z.infer<typeof removePartsInputSchema>;

/** The whole parts list as the table shows it, sent whenever it changes. */
export const updatePartsInputSchema = z.object({
  products: z
    .array(
      z.object({
        id,
        quantity: z.coerce
          .number({ message: PARTS_MESSAGES.quantity })
          .int(PARTS_MESSAGES.quantity)
          .min(1, PARTS_MESSAGES.quantity)
          .max(9999, PARTS_MESSAGES.quantity),
        vehicle_primary: flag,
        include_media: flag,
      }),
    )
    .max(500),
});
export type UpdatePartsInput = z.infer<typeof updatePartsInputSchema>;

/**
 * The read-only Component Attributes matrix of an assembly (spec section 2): one column for the kit and one per
 * part (component order), one row per attribute title; `combined` is the kit-level value: the kit's own value when
 * it has one (it overrides), else the parts' distinct values joined with ', '.
 */
export const componentAttributesReplySchema = z.object({
  columns: z.array(z.object({ product_id: z.number().int(), sku: z.string(), kit: z.boolean() })),
  rows: z.array(
    z.object({
      attribute_title_id: z.number().int(),
      title: z.string(),
      values: z.array(z.string().nullable()),
      combined: z.string().nullable(),
    }),
  ),
});
export type ComponentAttributesReply = z.infer<typeof componentAttributesReplySchema>;
