import '../shared/no-eval.ts';
import { z } from 'zod';
import { datatableSchema, pageQuerySchema } from '../shared/lists.ts';
import { ATTRIBUTE_DATA_TYPES } from './attribute-values.ts';
import { formRequiredId } from './form-values.ts';
import { CATALOGUE_MESSAGES } from './messages.ts';

const m = CATALOGUE_MESSAGES.attributes;

export const attributeTitleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  data_type: z.enum(ATTRIBUTE_DATA_TYPES),
  values: z.array(z.string()),
  tec_doc_max_length: z.number().int().nullable(),
  tec_doc_criteria_id: z.number().int().nullable(),
  parts_db_id: z.number().int().nullable(),
});
export type AttributeTitle = z.infer<typeof attributeTitleSchema>;
export const attributeSearchResultSchema = z.object({ attribute_titles: z.array(attributeTitleSchema) });
export const attributeValuesSchema = z.object({
  values: z.array(z.object({ id: z.number().int(), value: z.string() })),
});

/** POST /admin/attributes: the name is title-cased; list (lookup) attributes may bring their values. */
export const createAttributeTitleInputSchema = z.object({
  attribute_title: z.object({
    name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100),
    data_type: z.enum(ATTRIBUTE_DATA_TYPES, { error: m.dataTypeInvalid }),
    values: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.split(',') : v),
        z.array(z.string().trim()).transform((vs) => [...new Set(vs.filter(Boolean))]),
      )
      .default([]),
    tec_doc_max_length: z.coerce.number().int().positive().nullable().optional(),
  }),
});
export type CreateAttributeTitleInput = z.infer<typeof createAttributeTitleInputSchema>;

/** GET /admin/attributes: the attributes admin table (name search, 25 a page by default). */
export const attributeTitlesQuerySchema = pageQuerySchema.extend({
  per: z.coerce.number().int().min(1).max(100).default(25),
  query: z.string().trim().max(100).default(''),
});
export const adminAttributeTitleSchema = attributeTitleSchema.extend({
  /** Shared by every team (made by staff), or the team's own. */
  shared: z.boolean(),
});
export type AdminAttributeTitle = z.infer<typeof adminAttributeTitleSchema>;
export const attributeTitlesTableSchema = datatableSchema(adminAttributeTitleSchema);
export const createdAttributeTitleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  data_type: z.enum(ATTRIBUTE_DATA_TYPES),
  attribute_title: attributeTitleSchema,
});

/** One attribute of a product (spec section 3, Product attribute) plus its template flag. */
export const productAttributeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_id: z.number().int(),
  code: z.string(),
  value: z.string().nullable(),
  data_type: z.enum(ATTRIBUTE_DATA_TYPES),
  sequence: z.number().int(),
  /** Whether the attribute is in the template of the product's brand and type. */
  template: z.boolean(),
  /** Empty value of a type that carries one: shown as Missing value. */
  missing_value: z.boolean(),
  values: z.array(z.string()),
  tec_doc_max_length: z.number().int().nullable(),
});
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

export const productAttributesSchema = z.object({
  message: z.string().optional(),
  product_attributes: z.array(productAttributeSchema),
  /** Attribute title ids in the template's order, or null when the product has no template. */
  template_order: z.array(z.number().int()).nullable(),
  /** Reset to template order is offered only when true. */
  order_differs_from_template: z.boolean(),
});
export type ProductAttributes = z.infer<typeof productAttributesSchema>;

const attributeValue = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null ? null : String(v)));

/** POST /product_attributes; the value is checked against the title's data type (checkAttributeValue). */
export const createProductAttributeInputSchema = z.object({
  product_id: z.coerce.number().int().positive(),
  attribute_title_id: formRequiredId(m.attributeRequired),
  attribute_value: attributeValue,
  sequence: z.coerce.number().int().min(0).optional(),
  /** The lookup value is a new custom value to add to the title's list. */
  new_value: z.boolean().optional(),
});
export type CreateProductAttributeInput = z.infer<typeof createProductAttributeInputSchema>;

export const updateProductAttributeInputSchema = z.object({
  attribute_value: attributeValue,
  new_value: z.boolean().optional(),
});
export type UpdateProductAttributeInput = z.infer<typeof updateProductAttributeInputSchema>;

export const reorderProductAttributesInputSchema = z.object({
  product_id: z.coerce.number().int().positive(),
  product_attributes: z.array(z.coerce.number().int().positive()),
});
export type ReorderProductAttributesInput = z.infer<typeof reorderProductAttributesInputSchema>;

export const resetProductAttributeOrderInputSchema = z.object({
  product_id: z.coerce.number().int().positive(),
});

// ---------------------------------------------------------------- templates

export const attributeTemplateSchema = z.object({
  id: z.number().int(),
  brand_id: z.number().int(),
  product_type_id: z.number().int(),
  product_type: z.object({ id: z.number().int(), title: z.string() }),
  template_attributes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AttributeTemplate = z.infer<typeof attributeTemplateSchema>;
export const attributeTemplatesSchema = z.object({
  product_attributes_templates: z.array(attributeTemplateSchema),
});

/** Adding the same attribute twice is ignored (duplicates dropped, first position kept). */
export const attributeTemplateInputSchema = z.object({
  product_attribute_template_id: z.coerce.number().int().positive().optional(),
  product_type_id: formRequiredId(m.productTypeRequired),
  template_attributes: z
    .array(
      z.union([z.coerce.number().int().positive(), z.object({ id: z.coerce.number().int().positive() })]),
    )
    .transform((items) => [...new Set(items.map((i) => (typeof i === 'number' ? i : i.id)))]),
});
export type AttributeTemplateInput = z.infer<typeof attributeTemplateInputSchema>;
