import { describe, expect, it } from 'vitest';
import { formatPlacedDate, formatWarehouseDate, nextWeekdays } from './warehouse-format.ts';

describe('warehouse formats', () => {
  it('writes dates as dd/MM/yy', () => {
    expect(formatWarehouseDate('2026-11-27')).toBe('27/11/26');
    expect(formatWarehouseDate(null)).toBe('—');
  });

  it('offers the next five weekdays, skipping the weekend', () => {
    // Thursday 26 November 2026: Fri, Mon, Tue, Wed, Thu.
    expect(nextWeekdays(new Date(2026, 10, 26))).toEqual([
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    // Saturday: Monday to Friday of the next week.
    expect(nextWeekdays(new Date(2026, 10, 28))).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
  });
});

describe('formatPlacedDate', () => {
  it('writes the placed date as MMM D, YYYY', () => {
    expect(formatPlacedDate('2024-03-05T10:00:00')).toBe('Mar 5, 2024');
    expect(formatPlacedDate('2024-12-25T23:00:00')).toBe('Dec 25, 2024');
    expect(formatPlacedDate(null)).toBe('—');
  });
});
