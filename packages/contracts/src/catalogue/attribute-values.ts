import { CATALOGUE_MESSAGES } from './messages.ts';

export const ATTRIBUTE_DATA_TYPES = [
  'alphanumeric',
  'numeric',
  'lookup',
  'boolean',
  'without_value',
] as const;
export type AttributeDataType = (typeof ATTRIBUTE_DATA_TYPES)[number];

/** How each data type is labelled in the attribute form. */
export const ATTRIBUTE_DATA_TYPE_LABELS: Record<AttributeDataType, string> = {
  alphanumeric: 'Text',
  numeric: 'numeric',
  lookup: 'List of options',
  boolean: 'True or false',
  without_value: 'No value',
};

/** Numeric values: an optional minus sign, digits and at most one decimal point. */
export const NUMERIC_ATTRIBUTE_PATTERN = /^-?(\d+\.?\d*|\.\d+)$/;

export interface AttributeRuleTitle {
  data_type: AttributeDataType;
  tec_doc_max_length?: number | null;
  /** The title's list of options (lookup only). */
  values?: readonly string[];
}

export type AttributeValueCheck =
  { ok: true; value: string | null; new_lookup_value: boolean } | { ok: false; message: string };

const YES = new Set(['yes', 'true', '1', 'on', 'y']);
const NO = new Set(['no', 'false', '0', 'off', 'n']);

/**
 * The value rules of the attributes section (spec section 5): the stored value for a typed one, or the
 * message the form shows. A lookup value outside the list is accepted as a new custom value when
 * `allowNewLookupValue` (the form's "create a new value") and not empty.
 */
export function checkAttributeValue(
  title: AttributeRuleTitle,
  raw: unknown,
  opts: { allowNewLookupValue?: boolean } = {},
): AttributeValueCheck {
  const m = CATALOGUE_MESSAGES.attributes;
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  switch (title.data_type) {
    case 'without_value':
      return { ok: true, value: null, new_lookup_value: false };
    case 'numeric':
      if (text === '') return { ok: true, value: null, new_lookup_value: false };
      if (!NUMERIC_ATTRIBUTE_PATTERN.test(text)) return { ok: false, message: m.numeric };
      return { ok: true, value: text, new_lookup_value: false };
    case 'alphanumeric': {
      const max = title.tec_doc_max_length;
      if (max && max > 0 && text.length > max) return { ok: false, message: m.tooLong(max) };
      return { ok: true, value: text === '' ? null : text, new_lookup_value: false };
    }
    case 'boolean': {
      if (text === '') return { ok: true, value: null, new_lookup_value: false };
      const s = text.toLowerCase();
      if (YES.has(s)) return { ok: true, value: 'Yes', new_lookup_value: false };
      if (NO.has(s)) return { ok: true, value: 'No', new_lookup_value: false };
      return { ok: false, message: m.booleanInvalid };
    }
    case 'lookup': {
      if (text === '') {
        return { ok: false, message: opts.allowNewLookupValue ? m.customValueEmpty : m.lookupRequired };
      }
      const known = (title.values ?? []).find((v) => v.toLowerCase() === text.toLowerCase());
      if (known !== undefined) return { ok: true, value: known, new_lookup_value: false };
      if (opts.allowNewLookupValue) return { ok: true, value: text, new_lookup_value: true };
      return { ok: false, message: m.lookupRequired };
    }
  }
}

/** An attribute value is Missing value when empty, unless its type carries no value. */
export function isMissingAttributeValue(
  dataType: AttributeDataType,
  value: string | null | undefined,
): boolean {
  return dataType !== 'without_value' && (value === null || value === undefined || value.trim() === '');
}

/** Lowercase input is title-cased when a new attribute name (or product type) is created. */
export function titleCase(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((w) => (w && w[0] === w[0]!.toLowerCase() ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}

/** Only the first letter capitalised (product-type creation). */
export function capitaliseFirst(text: string): string {
  const t = text.trim();
  return t ? t[0]!.toUpperCase() + t.slice(1) : t;
}
