import '../shared/no-eval.ts';
import { z } from 'zod';

/**
 * Helpers for values that arrive either typed (JSON, a browser form) or as strings (multipart form fields
 * `product[published]=true`). The same schema validates both.
 */

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'off', 'no', '']);

/** A boolean that also accepts 'true'/'false', '1'/'0', 'on'/'off' and 'yes'/'no'. */
export function formBoolean() {
  return z.preprocess((v) => {
    if (typeof v === 'string') {
      const s = v.trim().toLowerCase();
      if (TRUE_WORDS.has(s)) return true;
      if (FALSE_WORDS.has(s)) return false;
    }
    if (typeof v === 'number') return v !== 0;
    return v;
  }, z.boolean());
}

/** Empty strings and null become null; numeric strings become numbers. */
export function emptyToNull(v: unknown): unknown {
  if (v === '' || v === null || v === 'null') return null;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  return v;
}

/** Empty strings become undefined (a required field then reports "is required"); numeric strings numbers. */
export function emptyToUndefined(v: unknown): unknown {
  if (v === '' || v === null) return undefined;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  return v;
}

/** An optional id: '' or null clear it. */
export function formNullableId(message = 'Invalid id') {
  return z.preprocess(emptyToNull, z.number({ error: message }).int(message).positive(message).nullable());
}

/** A required id: missing, '' or null answer `required`. */
export function formRequiredId(required: string) {
  return z.preprocess(emptyToUndefined, z.number({ error: required }).int(required).positive(required));
}

/** A trimmed string where '' and null mean "no value". */
export function formNullableText(max?: number, maxMessage?: string) {
  const base = max ? z.string().trim().max(max, maxMessage) : z.string().trim();
  return z
    .preprocess((v) => (v === null || v === undefined ? null : String(v)), base.nullable())
    .transform((v) => (v === '' ? null : v));
}

/** Comma lists from query strings ('1,2,3') or arrays. */
export function commaList() {
  return z.preprocess((v) => {
    if (Array.isArray(v)) return v.map(String);
    if (typeof v === 'string')
      return v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    if (v === undefined || v === null) return [];
    return v;
  }, z.array(z.string()));
}
