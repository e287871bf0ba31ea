import { describe, expect, it } from 'vitest';
import { DANGEROUS_GOODS, HS_CODES } from '../reference-data.ts';

describe('bundled reference data', () => {
  it('holds the whole HS nomenclature down to 6-digit subheadings, each code once', () => {
    const byLength = new Map<number, number>();
    for (const { code } of HS_CODES) byLength.set(code.length, (byLength.get(code.length) ?? 0) + 1);
    expect(byLength.get(2)).toBeGreaterThanOrEqual(96);
    expect(byLength.get(4)).toBeGreaterThanOrEqual(1200);
    expect(byLength.get(6)).toBeGreaterThanOrEqual(5500);
    expect([...byLength.keys()].sort()).toEqual([2, 4, 6]);
    expect(new Set(HS_CODES.map((c) => c.code)).size).toBe(HS_CODES.length);
    // Every heading and subheading sits under a parent that exists.
    const codes = new Set(HS_CODES.map((c) => c.code));
    expect(
      HS_CODES.filter((c) => c.code.length > 2 && !codes.has(c.code.slice(0, c.code.length - 2))),
    ).toEqual([]);
    expect(HS_CODES.find((c) => c.code === '870830')?.description).toMatch(/brakes/i);
  });

  it('lists dangerous goods with UN number, class and proper shipping name', () => {
    expect(DANGEROUS_GOODS.length).toBeGreaterThan(300);
    const battery = DANGEROUS_GOODS.find((d) => d.un_number === 'UN2794');
    expect(battery?.hazard_identifier).toBe('8');
    expect(battery?.proper_shipping_name).toMatch(/batteries, wet, filled with acid/i);
  });
});
