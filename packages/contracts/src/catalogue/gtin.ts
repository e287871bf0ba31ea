/** GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14, each ending in a mod-10 check digit. */
export const GTIN_TYPES = { 8: 'GTIN-8', 12: 'GTIN-12', 13: 'GTIN-13', 14: 'GTIN-14' } as const;
export type GtinType = (typeof GTIN_TYPES)[keyof typeof GTIN_TYPES];

/** The check digit for the digits before it (weights 3,1,3,... from the right). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export type GtinCheck = { ok: true; gtin_type: GtinType } | { ok: false; reason: 'digits' | 'check_digit' };

/** Whether a value is a well-formed GTIN (spaces and hyphens ignored) and, if so, its type from its length. */
export function checkGtin(raw: string): GtinCheck {
  const value = normaliseGtin(raw);
  if (!/^\d+$/.test(value) || !(value.length in GTIN_TYPES)) return { ok: false, reason: 'digits' };
  const body = value.slice(0, -1);
  if (gtinCheckDigit(body) !== Number(value.slice(-1))) return { ok: false, reason: 'check_digit' };
  return { ok: true, gtin_type: GTIN_TYPES[value.length as keyof typeof GTIN_TYPES] };
}

export function normaliseGtin(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}
