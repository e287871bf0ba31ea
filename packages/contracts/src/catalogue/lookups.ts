import '../shared/no-eval.ts';
import { z } from 'zod';
import { emptyToUndefined } from './form-values.ts';
import { CATALOGUE_MESSAGES } from './messages.ts';

/** Lookups of the editor's selectors: `?term=` (may be empty: the first page of results). */
export const termQuerySchema = z.object({
  term: z.string().trim().default(''),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const subBrandSearchQuerySchema = termQuerySchema.extend({
  brand: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
});

export const brandOptionSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export const brandSearchResultSchema = z.object({ brands: z.array(brandOptionSchema) });

export const subBrandOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand_id: z.number().int(),
});
export const subBrandSearchResultSchema = z.object({ sub_brands: z.array(subBrandOptionSchema) });

/** Product type: team-owned (team_id set), universal (shared) or built-in (neither). */
export const productTypeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  code: z.string(),
  team_id: z.number().int().nullable(),
  universal: z.boolean(),
});
export type ProductType = z.infer<typeof productTypeSchema>;
export const productTypeSearchResultSchema = z.object({ product_types: z.array(productTypeSchema) });
/** POST /product-type: the first letter is capitalised. */
export const createProductTypeInputSchema = z.object({
  title: z
    .string({ error: CATALOGUE_MESSAGES.productTypes.titleRequired })
    .trim()
    .min(1, CATALOGUE_MESSAGES.productTypes.titleRequired)
    .max(100),
});
export type CreateProductTypeInput = z.infer<typeof createProductTypeInputSchema>;
/** A Create {title} option is offered when the term is longer than 3 characters and no title matches exactly. */
export const CREATE_OPTION_MIN_LENGTH = 4;

export const productCategoryOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
});
export const productCategorySearchResultSchema = z.object({
  product_categories: z.array(productCategoryOptionSchema),
});

/** GET /brands: the team's brands with their sub-brands, for selectors. */
export const brandWithSubBrandsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  code: z.string().nullable(),
  sub_brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type BrandWithSubBrands = z.infer<typeof brandWithSubBrandsSchema>;
export const brandsSchema = z.object({ brands: z.array(brandWithSubBrandsSchema) });

/** GET /v1/vehicles/makes: a list of id and value. */
export const vehicleMakeOptionSchema = z.object({ id: z.number().int(), value: z.string() });
export const vehicleMakesSchema = z.array(vehicleMakeOptionSchema);
