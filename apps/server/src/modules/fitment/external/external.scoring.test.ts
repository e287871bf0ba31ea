import { describe, expect, it } from 'vitest';
import { matchScore, yearOverlap, type Comparable } from './external.scoring.ts';
import { bodyKey, driveKey, fuelKey, transmissionKey } from './external.terms.ts';

const hilux: Comparable = {
  make: 'Toyota',
  model: 'Hilux',
  series: 'GUN126R',
  body: 'Utility',
  year_from: 2015,
  month_from: 7,
  year_to: null,
  month_to: null,
  engine: '1GD-FTV',
  engine_capacity: 2.8,
  kw_power: 130,
  fuel_type: 'Diesel',
  drive_type: '4x4',
  transmission: '6 Speed Automatic',
};

describe('term keys', () => {
  it('reads every source’s words as the platform’s', () => {
    expect(new Set(['UTE', 'Pick-up', 'Utility'].map(bodyKey)).size).toBe(1);
    expect(new Set(['D', 'Diesel'].map(fuelKey)).size).toBe(1);
    expect(new Set(['4X4', '4WD', 'All-wheel Drive', 'AWD'].map(driveKey)).size).toBe(1);
    expect(
      new Set(['6A', 'Automatic, 6-speed', '6 Speed Automatic', '6 SP AUTOMATIC'].map(transmissionKey)).size,
    ).toBe(1);
    expect(transmissionKey('6 Speed Manual')).not.toBe(transmissionKey('6A'));
    expect(bodyKey('WAG')).not.toBe(bodyKey('UTE'));
  });
});

describe('matchScore', () => {
  it('is 1 for the same vehicle told in OSCAR words', () => {
    const oscar = {
      ...hilux,
      make: 'TOYOTA',
      model: 'HILUX',
      body: 'UTE',
      fuel_type: 'D',
      drive_type: '4X4',
      transmission: '6A',
    };
    expect(matchScore(hilux, oscar, 2026)).toBe(1);
  });

  it('is 0 for another make or model', () => {
    expect(matchScore(hilux, { ...hilux, make: 'Ford' }, 2026)).toBe(0);
    expect(matchScore(hilux, { ...hilux, model: 'Ranger' }, 2026)).toBe(0);
  });

  it('weighs each disagreement: a series prefix half, another engine its 0.15', () => {
    expect(matchScore(hilux, { ...hilux, series: 'GUN126' }, 2026)).toBe(0.9);
    expect(matchScore(hilux, { ...hilux, engine: '2GD-FTV' }, 2026)).toBe(0.85);
  });

  it('leaves out what a side does not state', () => {
    expect(matchScore(hilux, { ...hilux, engine: null, kw_power: null, body: null }, 2026)).toBe(1);
  });

  it('scores year spans as intersection over union in months', () => {
    expect(yearOverlap(hilux, hilux, 2026)).toBe(1);
    expect(
      yearOverlap(hilux, { ...hilux, year_from: 2005, month_from: 1, year_to: 2015, month_to: 6 }, 2026),
    ).toBe(0);
    // 2015-07..2026-12 against 2021-01..2026-12: 72 of 138 months.
    expect(yearOverlap(hilux, { ...hilux, year_from: 2021, month_from: 1 }, 2026)).toBeCloseTo(72 / 138);
  });
});
