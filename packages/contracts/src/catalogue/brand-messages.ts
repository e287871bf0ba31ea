// Schema-free (no zod): the brand switcher loads these without the schemas.
/**
 * Brands, sub-brands, the brand switcher (spec catalogue-pim sections 2, 3, 5, 7, 8). Toasts are the spec's words;
 * where the spec gives none, ours (docs/decisions/0260-brand-editor.md).
 */
export const BRAND_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  codeTooLong: 'Code must be at most 20 characters',
  maxDiscountRequired: 'Max discount percent is required',
  maxDiscountRange: 'Max discount percent must be between 0 and 100',
  agreementTooLong: 'Seller agreement must be at most 20000 characters',
  agreementTextRequired: 'An active seller agreement needs its text',
  logoExtension: 'Logo must be a .png, .jpg, .jpeg or .svg file',
  logoTooLarge: 'The logo is too large: PNG, JPG or SVG up to 5MB',
  logoUnreadable: 'The file is not a valid logo image',
  created: 'Brand created',
  updated: 'Brand updated',
  subBrandNameRequired: 'Name is required',
  subBrandCreated: 'Sub-Brand created',
  subBrandUpdated: 'Sub-Brand updated',
  subBrandRemoved: 'Sub-Brand removed from Brand',
  subBrandInUse: 'This Sub-Brand still has products; move them to another Sub-Brand first',
  subBrandTaken: 'This brand already has a Sub-Brand of that name',
  subBrandDeleteConfirm: 'Do you really want to delete this Sub-Brand?',
  subBrandCreateError: 'There was an error creating the Sub-Brand.',
  subBrandUpdateError: 'There was an error updating the Sub-Brand',
  subBrandRemoveError: 'Error removing Sub-Brand from Brand.',
  createError: (errors: string) => `There was an error creating the brand: ${errors}`,
  updateError: (errors: string) => `There was an error updating the brand: ${errors}`,
  unknownCreateError: 'There was an unknown error creating the brand.',
  brandSwitched: 'Brand switched',
  /** The switcher's All brands (decision 0270): no current brand, the product list shows every brand. */
  allBrands: 'Showing all brands',
  favouriteAdded: 'Brand added to favourites',
  favouriteRemoved: 'Brand removed from favourites',
} as const;

export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg', 'svg'] as const;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** The brand switcher shows its search box above this many brands (spec section 2). */
export const BRAND_SWITCHER_SEARCH_ABOVE = 3;
