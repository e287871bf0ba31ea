import '../shared/no-eval.ts';
import { z } from 'zod';
import { emptyToUndefined, formBoolean, formRequiredId } from './form-values.ts';

import { BRAND_MESSAGES } from './brand-messages.ts';

const m = BRAND_MESSAGES;

/** Max discount: required, 0 to 100 (spec section 5); '' from a form counts as missing. */
const maxDiscount = z.preprocess(
  emptyToUndefined,
  z
    .number({ error: m.maxDiscountRequired })
    .min(0, m.maxDiscountRange)
    .max(100, m.maxDiscountRange)
    .transform((v) => Math.round(v * 100) / 100),
);

export const sellerAgreementInputSchema = z.object({
  text: z
    .preprocess(
      (v) => (v === null || v === undefined ? '' : String(v)),
      z.string().max(20000, m.agreementTooLong),
    )
    .transform((v) => v.trim()),
  active: formBoolean().default(false),
  max_discount_percent: maxDiscount,
});

/**
 * The brand form (`brand[...]` fields, or JSON `{brand: {...}}`): Details, Appearance (the logo is a file part of
 * the multipart form, or `remove_logo`), Seller Agreements.
 */
export const brandInputSchema = z.object({
  brand: z.object({
    name: z.preprocess(
      (v) => (v === null || v === undefined ? '' : String(v)),
      z.string().trim().min(1, m.nameRequired).max(100, m.nameTooLong),
    ),
    code: z
      .preprocess(
        (v) => (v === null || v === undefined ? '' : String(v)),
        z.string().trim().max(20, m.codeTooLong),
      )
      .transform((v) => (v === '' ? null : v)),
    marketplace: formBoolean().default(true),
    require_merchant_application: formBoolean().default(false),
    remove_logo: formBoolean().default(false),
    brand_seller_agreement_attributes: sellerAgreementInputSchema,
  }),
});
export type BrandInput = z.infer<typeof brandInputSchema>;
export type BrandFormValues = z.input<typeof brandInputSchema>['brand'];

export const sellerAgreementSchema = z.object({
  text: z.string(),
  active: z.boolean(),
  max_discount_percent: z.number(),
});
export type SellerAgreement = z.infer<typeof sellerAgreementSchema>;

export const subBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand_id: z.number().int(),
});
export type SubBrand = z.infer<typeof subBrandSchema>;

/** A brand as the brand editor and the admin brand page read it (spec section 3, Brand). */
export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  code: z.string().nullable(),
  team_id: z.number().int(),
  favourite: z.boolean(),
  /** The logo's URL (the original), or null; `logo_thumbnail_url` a small WebP rendering of it. */
  logo: z.string().nullable(),
  logo_thumbnail_url: z.string().nullable(),
  logo_file_name: z.string().nullable(),
  marketplace: z.boolean(),
  require_merchant_application: z.boolean(),
  brand_seller_agreement_attributes: sellerAgreementSchema,
  sub_brands: z.array(subBrandSchema),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandReplySchema = z.object({
  message: z.string().optional(),
  /** Where the editor goes next (spec: "reply errors or location"). */
  location: z.string().optional(),
  brand: brandSchema,
});
export type BrandReply = z.infer<typeof brandReplySchema>;

/** POST/PATCH /admin/sub_brands: `sub_brand[name]`, `sub_brand[brand_id]`. */
export const subBrandInputSchema = z.object({
  sub_brand: z.object({
    name: z.preprocess(
      (v) => (v === null || v === undefined ? '' : String(v)),
      z.string().trim().min(1, m.subBrandNameRequired).max(100, m.nameTooLong),
    ),
    brand_id: formRequiredId('Brand is required'),
  }),
});
export type SubBrandInput = z.infer<typeof subBrandInputSchema>;
export const updateSubBrandInputSchema = z.object({
  sub_brand: z.object({
    name: z.preprocess(
      (v) => (v === null || v === undefined ? '' : String(v)),
      z.string().trim().min(1, m.subBrandNameRequired).max(100, m.nameTooLong),
    ),
    brand_id: formRequiredId('Brand is required').optional(),
  }),
});
export const subBrandReplySchema = z.object({
  message: z.string(),
  sub_brand: subBrandSchema.optional(),
  sub_brands: z.array(subBrandSchema),
});
export type SubBrandReply = z.infer<typeof subBrandReplySchema>;

/** The brand switcher: the team's brands, favourites flagged, and the user's current brand. */
export const switcherBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  favourite: z.boolean(),
  logo_thumbnail_url: z.string().nullable(),
});
export type SwitcherBrand = z.infer<typeof switcherBrandSchema>;
export const teamBrandsSchema = z.object({
  brands: z.array(switcherBrandSchema),
  current_brand_id: z.number().int().nullable(),
});
export type TeamBrands = z.infer<typeof teamBrandsSchema>;

export const brandIdInputSchema = z.object({ brand_id: formRequiredId('Brand is required') });
export const userIdParamSchema = z.object({ userId: z.coerce.number().int().positive() });
export const brandSwitchReplySchema = z.object({
  message: z.string(),
  current_brand_id: z.number().int().nullable(),
  location: z.string().optional(),
});
export const favouriteReplySchema = z.object({
  message: z.string(),
  brand_id: z.number().int(),
  favourite: z.boolean(),
});

export const brandLogoQuerySchema = z.object({ size: z.enum(['original', 'small']).default('original') });
