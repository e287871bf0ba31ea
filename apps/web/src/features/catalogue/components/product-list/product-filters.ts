/** The Add Filter menu's named filters and their choices (spec section 9, Filter options). */
export interface ProductFilterDefinition {
  key: string;
  label: string;
  options: { value: string; label: string }[];
}

/** A two-way filter: the named flag true or false. */
function yesNo(key: string, label: string, yes: string, no: string): ProductFilterDefinition {
  return {
    key,
    label,
    options: [
      { value: 'true', label: yes },
      { value: 'false', label: no },
    ],
  };
}

export const PRODUCT_FILTERS: ProductFilterDefinition[] = [
  yesNo('published', 'Published', 'Published', 'Unpublished'),
  yesNo('purchaseable', 'Purchasable', 'Purchasable', 'Non-purchasable'),
  yesNo('has_listing', 'Listing', 'Has listing', 'No listing'),
  yesNo('has_attributes', 'Attributes', 'Has attributes', 'No attributes'),
  yesNo('has_vehicles', 'Vehicles', 'Linked to vehicles', 'Not linked to vehicles'),
  yesNo('has_media', 'Media', 'Has media', 'No media'),
  {
    key: 'listing_status',
    label: 'Listing status',
    options: ['draft', 'published', 'invalid', 'archived'].map((s) => ({ value: s, label: s })),
  },
];

/**
 * Every brand although the user has a current brand (the brand switcher's): set by removing the list's brand chip,
 * removed to follow the current brand again (decision 0270).
 */
export const ALL_BRANDS = 'all_brands';

/** The chip text for an applied filter, e.g. "Unpublished" or "Listing status: draft". */
export function filterChipLabel(key: string, value: string): string {
  if (key === ALL_BRANDS) return 'All brands';
  const def = PRODUCT_FILTERS.find((f) => f.key === key);
  const option = def?.options.find((o) => o.value === value);
  if (!def || !option) return `${key}: ${value}`;
  return key === 'listing_status' ? `${def.label}: ${option.label}` : option.label;
}

/** URL strings to the wire: booleans as booleans, the rest as sent. Unknown keys are dropped. */
export function filtersForRequest(filters: Record<string, string>): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const def of PRODUCT_FILTERS) {
    const v = filters[def.key];
    if (v === undefined) continue;
    out[def.key] = v === 'true' ? true : v === 'false' ? false : v;
  }
  if (filters[ALL_BRANDS] === 'true') out[ALL_BRANDS] = true;
  return out;
}
