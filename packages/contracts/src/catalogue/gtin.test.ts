import { describe, expect, it } from 'vitest';
import { checkGtin, gtinCheckDigit } from './gtin.ts';
import { createProductNumberInputSchema } from './product-numbers.ts';

describe('GTIN check digits', () => {
  it('computes the mod-10 check digit of each length', () => {
    expect(gtinCheckDigit('9638507')).toBe(4); // GTIN-8 96385074
    expect(gtinCheckDigit('03600029145')).toBe(2); // UPC-A 036000291452
    expect(gtinCheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
    expect(gtinCheckDigit('1001234500001')).toBe(7); // GTIN-14 10012345000017
  });

  it('accepts valid GTIN-8, -12, -13 and -14 and names the type from the length', () => {
    expect(checkGtin('96385074')).toEqual({ ok: true, gtin_type: 'GTIN-8' });
    expect(checkGtin('036000291452')).toEqual({ ok: true, gtin_type: 'GTIN-12' });
    expect(checkGtin('4006381333931')).toEqual({ ok: true, gtin_type: 'GTIN-13' });
    expect(checkGtin('10012345000017')).toEqual({ ok: true, gtin_type: 'GTIN-14' });
    expect(checkGtin('4006-3813 33931')).toEqual({ ok: true, gtin_type: 'GTIN-13' });
  });

  it('rejects a wrong check digit', () => {
    expect(checkGtin('4006381333932')).toEqual({ ok: false, reason: 'check_digit' });
    expect(checkGtin('96385075')).toEqual({ ok: false, reason: 'check_digit' });
  });

  it('rejects other lengths and non-digits', () => {
    expect(checkGtin('1234567')).toEqual({ ok: false, reason: 'digits' });
    expect(checkGtin('12345678901')).toEqual({ ok: false, reason: 'digits' });
    expect(checkGtin('ABCDEFGH')).toEqual({ ok: false, reason: 'digits' });
  });

  it('gives the form messages through the product-number schema', () => {
    const short = createProductNumberInputSchema.safeParse({ value: 'ab', type: 'oem' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('Product number must be at least 3 characters');
    const digits = createProductNumberInputSchema.safeParse({ value: '12345', type: 'gtin' });
    expect(digits.error?.issues[0]?.message).toBe('GTIN must be 8, 12, 13 or 14 digits');
    const check = createProductNumberInputSchema.safeParse({ value: '4006381333932', type: 'gtin' });
    expect(check.error?.issues[0]?.message).toBe('GTIN check digit is invalid');
    const ok = createProductNumberInputSchema.parse({ value: '4006 381333931', type: 'gtin' });
    expect(ok.value).toBe('4006381333931');
    const oem = createProductNumberInputSchema.parse({
      value: 'OEM-123',
      type: 'oem',
      vehicle_make_ids: '3,4',
    });
    expect(oem.vehicle_make_ids).toEqual([3, 4]);
  });
});
