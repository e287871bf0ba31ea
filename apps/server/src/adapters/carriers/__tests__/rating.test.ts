import { resolveFilterRule } from '@partsflow/contracts';
import { describe, expect, it } from 'vitest';
import { chargeableWeightG, consignmentChargeableWeightG, cubicWeightG } from '../chargeable-weight.ts';
import { locatePostcode } from '../gazetteer.ts';
import { nextPickupDates } from '../pickup-dates.ts';
import { priceCents } from '../rating.ts';

describe('chargeable weight', () => {
  it('takes the cubic weight when a light box is bulky (40 x 30 x 20 cm, 3 kg)', () => {
    const box = { length_mm: 400, width_mm: 300, height_mm: 200, weight_g: 3000 };
    // 0.024 m³ × 250 kg/m³ = 6 kg; × 333 kg/m³ = 7.992 kg.
    expect(cubicWeightG(box, 250)).toBe(6000);
    expect(chargeableWeightG(box, 250)).toBe(6000);
    expect(chargeableWeightG(box, 333)).toBe(7992);
  });

  it('takes the dead weight when a dense box is heavier (60 x 40 x 40 cm, 25 kg)', () => {
    // 0.096 m³ × 250 = 24 kg < 25 kg dead.
    expect(chargeableWeightG({ length_mm: 600, width_mm: 400, height_mm: 400, weight_g: 25000 }, 250)).toBe(
      25000,
    );
    // With 333 kg/m³ the cubic weight wins: 31.968 kg.
    expect(chargeableWeightG({ length_mm: 600, width_mm: 400, height_mm: 400, weight_g: 25000 }, 333)).toBe(
      31968,
    );
  });

  it('rounds the cubic weight up to the gram and sums parcels', () => {
    // 333 mm cube: 0.036926037 m³ × 250 = 9.23150925 kg → 9232 g.
    const cube = { length_mm: 333, width_mm: 333, height_mm: 333, weight_g: 1000 };
    expect(cubicWeightG(cube, 250)).toBe(9232);
    const small = { length_mm: 100, width_mm: 100, height_mm: 100, weight_g: 500 };
    expect(consignmentChargeableWeightG([cube, small], 250)).toBe(9232 + 500);
  });
});

describe('rates', () => {
  const rates = {
    bands: [
      [1, 1000],
      [5, 2000],
      [10, 3000],
    ] as [number, number][],
    over_kg_cents: 100,
    zone_factor: { metro: 1, regional: 1.5, remote: 2 },
    interstate_factor: 1.2,
  };
  it('prices by the band of the chargeable weight rounded up to the kilogram', () => {
    expect(priceCents(rates, 400, 'metro', false)).toBe(1000);
    expect(priceCents(rates, 1001, 'metro', false)).toBe(2000);
    expect(priceCents(rates, 10000, 'metro', false)).toBe(3000);
    // 12.2 kg → 13 kg: 3 kg over the last band.
    expect(priceCents(rates, 12200, 'metro', false)).toBe(3300);
  });
  it('applies the zone and interstate factors', () => {
    expect(priceCents(rates, 3000, 'regional', false)).toBe(3000);
    expect(priceCents(rates, 3000, 'remote', true)).toBe(4800);
  });
});

describe('gazetteer', () => {
  it('knows metro, regional and remote postcodes by state', () => {
    expect(locatePostcode('2000')).toEqual({ state: 'NSW', zone: 'metro' });
    expect(locatePostcode('2164')).toEqual({ state: 'NSW', zone: 'metro' });
    expect(locatePostcode('2650')).toEqual({ state: 'NSW', zone: 'regional' });
    expect(locatePostcode('2880')).toEqual({ state: 'NSW', zone: 'remote' });
    expect(locatePostcode('3065')).toEqual({ state: 'VIC', zone: 'metro' });
    expect(locatePostcode('0870')).toEqual({ state: 'NT', zone: 'remote' });
    expect(locatePostcode('6725')).toEqual({ state: 'WA', zone: 'remote' });
    expect(locatePostcode('2600')).toEqual({ state: 'ACT', zone: 'metro' });
    expect(locatePostcode('ABC')).toBeNull();
    expect(locatePostcode('2999')).toBeNull();
  });
});

describe('pickup dates', () => {
  it('offers the next days the carrier collects and the location is open, from tomorrow', () => {
    // Friday 2026-11-20.
    const friday = new Date('2026-11-20T03:00:00Z');
    expect(nextPickupDates(friday, [1, 2, 3, 4, 5], [1, 2, 3, 4, 5])).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(nextPickupDates(friday, [2, 4], [1, 2, 3, 4, 5], 3)).toEqual([
      '2026-11-24',
      '2026-11-26',
      '2026-12-01',
    ]);
    expect(nextPickupDates(friday, [6], [1, 2, 3, 4, 5])).toEqual([]);
  });
});

describe('filter policy resolution', () => {
  it('lets a service override win over the carrier override, and the carrier over the base', () => {
    const policy = {
      base: 'block' as const,
      carriers: { '1': 'allow' as const },
      services: { '11': 'block' as const },
    };
    expect(resolveFilterRule(policy, 1, 10)).toBe('allow');
    expect(resolveFilterRule(policy, 1, 11)).toBe('block');
    expect(resolveFilterRule(policy, 2, 20)).toBe('block');
  });
  it('treats inherit as no override', () => {
    const policy = {
      base: 'allow' as const,
      carriers: { '1': 'block' as const },
      services: { '10': 'inherit' as const },
    };
    expect(resolveFilterRule(policy, 1, 10)).toBe('block');
    expect(resolveFilterRule({ base: 'allow', carriers: { '1': 'inherit' }, services: {} }, 1, 10)).toBe(
      'allow',
    );
    expect(resolveFilterRule(undefined, 1, 10)).toBe('allow');
  });
});
