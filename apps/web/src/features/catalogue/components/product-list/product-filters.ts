/** The Add Filter menu's named filters and their choices (spec section 9, Filter options). */
export interface ProductFilterDefinition {
  key: string;
  label: string;
  options: { value: string; label: string }[];
}

export const PRODUCT_FILTERS: ProductFilterDefinition[] = [
  {
    key: 'published',
    label: 'Published',
    options: [
      { value: 'true', label: 'Published' },
      { value: 'false', label: 'Unpublished' },
    ],
  },
  {
    key: 'purchaseable',
    label: 'Purchasable',
    options: [
      { value: 'true', label: 'Purchasable' },
      { value: 'false', label: 'Non-purchasable' },
    ],
  },
  {
    key: 'has_listing',
    label: 'Listing',
    options: [
      { value: 'true', label: 'Has listing' },
      { value: 'false', label: 'No listing' },
    ],
  },
  {
    key: 'has_attributes',
    label: 'Attributes',
    options: [
      { value: 'true', label: 'Has attributes' },
      { value: 'false', label: 'No attributes' },
    ],
  },
  {
    key: 'has_vehicles',
    label: 'Vehicles',
    options: [
      { value: 'true', label: 'Linked to vehicles' },
      { value: 'false', label: 'Not linked to vehicles' },
    ],
  },
  {
    key: 'has_media',
    label: 'Media',
    options: [
      { value: 'true', label: 'Has media' },
      { value: 'false', label: 'No media' },
    ],
  },
  {
    key: 'listing_status',
    label: 'Listing status',
    options: ['draft', 'published', 'invalid', 'archived'].map((s) => ({ value: s, label: s })),
  },
];

/** The chip text for an applied filter, e.g. "Unpublished" or "Listing status: draft". */
export function filterChipLabel(key: string, value: string): string {
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
  return out;
}
