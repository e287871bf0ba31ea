/**
 * Long lookups (makes, models, bodies ...) show at most 8 options and are narrowed by typing, so the dropdown never
 * needs a scrollbar (a scroll region a keyboard cannot reach fails WCAG; decision 0033).
 */
export const LIST_SELECT = { searchable: true, limit: 8, maxDropdownHeight: 420 } as const;
