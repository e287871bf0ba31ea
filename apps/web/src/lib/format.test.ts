import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatDateTime, formatPercent, formatTimestamp } from './format.ts';

describe('dates and money as the screens show them', () => {
  it('formats ISO dates day first, and leaves out missing or broken ones', () => {
    expect(formatDate('2026-03-04T10:20:30')).toBe('04/03/26');
    expect(formatDateTime('2026-03-04T10:20:30')).toBe('04/03/26 10:20');
    expect(formatTimestamp('2026-03-04T10:20:30')).toBe('4 Mar 2026, 10:20:30');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows whole cents as dollars and a missing amount as a dash', () => {
    expect(formatCents(12995)).toBe('$129.95');
    expect(formatCents(null)).toBe('—');
    expect(formatPercent(40)).toBe('40.0%');
    expect(formatPercent(null)).toBe('—');
  });
});
