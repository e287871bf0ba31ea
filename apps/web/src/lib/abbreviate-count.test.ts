import { describe, expect, it } from 'vitest';
import { abbreviateCount } from './abbreviate-count.ts';

describe('abbreviateCount', () => {
  it('shows counts under a thousand as they are', () => {
    expect(abbreviateCount(0)).toBe('0');
    expect(abbreviateCount(7)).toBe('7');
    expect(abbreviateCount(999)).toBe('999');
  });

  it('abbreviates thousands, millions, billions and trillions', () => {
    expect(abbreviateCount(1000)).toBe('1k');
    expect(abbreviateCount(1250)).toBe('1.2k');
    expect(abbreviateCount(12_500)).toBe('12k');
    expect(abbreviateCount(999_999)).toBe('999k');
    expect(abbreviateCount(1_000_000)).toBe('1M');
    expect(abbreviateCount(3_400_000_000)).toBe('3.4B');
    expect(abbreviateCount(2_000_000_000_000)).toBe('2T');
    expect(abbreviateCount(1_500_000_000_000_000)).toBe('1500T');
  });

  it('never rounds up past the real count', () => {
    expect(abbreviateCount(1999)).toBe('1.9k');
    expect(abbreviateCount(9_999_999)).toBe('9.9M');
  });

  it('treats negative, fractional and non-finite input safely', () => {
    expect(abbreviateCount(-5)).toBe('0');
    expect(abbreviateCount(42.9)).toBe('42');
    expect(abbreviateCount(Number.NaN)).toBe('0');
  });
});
