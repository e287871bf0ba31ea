/**
 * The catalogue's brand switcher (spec section 2), its own small feature so the shell's menu can load it on first use
 * without the whole catalogue feature (issue 18 budgets). The catalogue's brand pages use its hooks.
 */
export { BrandSwitcher } from './brand-switcher.tsx';
export { BRAND_KEY_ROOT, useSwitcherBrands, useSwitchBrand, useToggleFavourite } from './switcher-api.ts';
