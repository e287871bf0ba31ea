import type { Delivery } from '@partsflow/contracts';
import { describe, expect, it } from 'vitest';
import { clickSelection, commonPickupDates } from './pickup-selection.ts';
import { portalStatusColour, statusWords } from './portal-status.tsx';
import { dashboardLink, readListParams, switchedSearch } from './portal-url.ts';

const booking = (id: number, dates: string[][]) =>
  ({ id, prices: dates.map((pickup_dates) => ({ pickup_dates })) }) as unknown as Delivery;

describe('portal list parameters', () => {
  it('defaults page 1 and page_size 10, ignoring nonsense', () => {
    expect(readListParams(new URLSearchParams(''))).toEqual({ page: 1, pageSize: 10, query: '' });
    expect(readListParams(new URLSearchParams('page=0&page_size=x&query=abc'))).toEqual({
      page: 1,
      pageSize: 10,
      query: 'abc',
    });
    expect(readListParams(new URLSearchParams('page=3&page_size=25')).pageSize).toBe(25);
  });

  it('a tab or location change resets the page, keeps page_size (or 10) and the status, clears the query', () => {
    expect(switchedSearch(new URLSearchParams('page=4&page_size=25&query=SO-1&status=booked'))).toBe(
      'page=1&page_size=25&status=booked',
    );
    expect(switchedSearch(new URLSearchParams('page=4&query=x'))).toBe('page=1&page_size=10');
  });

  it('dashboard tiles link with page=1 and page_size=10', () => {
    expect(dashboardLink(7, 'shipments')).toBe('/distributor/locations/7/shipments?page=1&page_size=10');
  });
});

describe('status badge colours (spec 4)', () => {
  it.each([
    ['pending', 'yellow'],
    ['quoted', 'blue'],
    ['booked', 'grape'],
    ['in_progress', 'grape'],
    ['in transit', 'grape'],
    ['delivered', 'green'],
    ['complete', 'green'],
    ['cancelled', 'gray'],
    ['cancellation_accepted', 'gray'],
    ['cancellation_rejected', 'red'],
    ['something_new', 'yellow'],
  ])('%s is %s', (status, colour) => expect(portalStatusColour(status)).toBe(colour));

  it('shows underscores as spaces', () => expect(statusWords('in_transit')).toBe('in transit'));
});

describe('pickup selection', () => {
  it("common dates intersect each selected booking's first price's dates", () => {
    const a = booking(1, [['2026-12-01', '2026-12-02', '2026-12-03'], ['2026-12-09']]);
    const b = booking(2, [['2026-12-03', '2026-12-02']]);
    expect(commonPickupDates([a, b])).toEqual(['2026-12-02', '2026-12-03']);
    expect(commonPickupDates([a, booking(3, [['2026-12-09']])])).toEqual([]);
    expect(commonPickupDates([])).toEqual([]);
  });

  it('a click toggles one row; shift-click sets the range from the last click, skipping unselectable rows', () => {
    const ids = [10, 11, 12, 13, 14];
    const ok = (id: number) => id !== 12;
    const one = clickSelection(ids, ok, new Set(), 1, null, false);
    expect([...one]).toEqual([11]);
    const range = clickSelection(ids, ok, one, 4, 1, true);
    expect([...range].sort()).toEqual([11, 13, 14]);
    // Shift-click on a selected row clears the range.
    expect([...clickSelection(ids, ok, range, 3, 4, true)].sort()).toEqual([11]);
    // Without an anchor, shift-click is a plain click.
    expect([...clickSelection(ids, ok, new Set(), 0, null, true)]).toEqual([10]);
  });
});
