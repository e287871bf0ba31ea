import { MARKETPLACE_MESSAGES } from './messages.ts';

// The listing builder's rules (catalogue-pim section 5), pure: the server stores what they answer and the
// builder shows the same answer before saving.

const m = MARKETPLACE_MESSAGES.listing;

export interface VariantSource {
  sku: string;
  price_cents: number | null;
  attributes: { name: string; value: string | null }[];
  attribute_overrides: Record<string, string>;
}

/** The value a variant shows for an option: its override, else its attribute's value. */
export function optionValue(v: VariantSource, option: string): string {
  const override = v.attribute_overrides[option];
  if (override !== undefined && override.trim() !== '') return override.trim();
  return (v.attributes.find((a) => a.name === option)?.value ?? '').trim();
}

/**
 * Why a listing is invalid (empty: valid): a variant with no price, an empty option value, or option values
 * repeated by another variant (catalogue-pim section 5; merchant-marketplace section 4 "published (price above 0)").
 */
export function listingValidations(options: string[], variants: VariantSource[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const v of variants) {
    if (v.price_cents === null || v.price_cents <= 0) problems.push(m.variantNoPrice(v.sku));
    if (!options.length) continue;
    const values = options.map((o) => optionValue(v, o));
    const empty = options.filter((_, i) => values[i] === '');
    for (const o of empty) problems.push(m.variantEmptyOption(v.sku, o));
    if (empty.length) continue;
    const key = JSON.stringify(values.map((x) => x.toLowerCase()));
    if (seen.has(key)) problems.push(m.variantDuplicate(v.sku));
    else seen.set(key, v.sku);
  }
  if (!variants.length) problems.push(m.productsRequired);
  return problems;
}

/** Attribute names every product has: the options a multi-product listing may use. */
export function sharedAttributes(variants: { attributes: { name: string }[] }[]): string[] {
  if (!variants.length) return [];
  const [first, ...rest] = variants;
  return first!.attributes
    .map((a) => a.name)
    .filter((name) => rest.every((v) => v.attributes.some((a) => a.name === name)));
}

/** Keeps only overrides that differ from the product's own value and are not blank (catalogue-pim section 5). */
export function cleanOverrides(
  overrides: Record<string, string>,
  attributes: { name: string; value: string | null }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(overrides)) {
    const value = raw.trim();
    if (!value) continue;
    if ((attributes.find((a) => a.name === name)?.value ?? '').trim() === value) continue;
    out[name] = value;
  }
  return out;
}
