import { describe, expect, it } from 'vitest';
import { exGst, formatMoney, marginPercent, markupPercent, toCents } from './money.ts';

describe('money', () => {
  it('turns typed dollars into whole cents by rounding', () => {
    expect(toCents(12.345)).toBe(1235);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(199.99)).toBe(19999);
  });

  it('formats AUD for en-AU', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(500, 'USD')).toBe('$5.00');
    // A payee paid in another currency (decision 0471) sees its code, never a bare dollar sign.
    expect(formatMoney(-1250, 'NZD')).toBe('-NZD\u00a012.50');
  });

  it('takes GST out of a price that includes it', () => {
    expect(exGst(1100)).toBe(1000);
  });

  it('gives margin and markup only when price and cost both exceed 0', () => {
    expect(marginPercent(2000, 1500)).toBe(25);
    expect(markupPercent(2000, 1500)).toBeCloseTo(33.333, 2);
    expect(marginPercent(0, 1500)).toBeNull();
    expect(markupPercent(2000, 0)).toBeNull();
  });
});
