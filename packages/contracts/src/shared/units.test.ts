import { describe, expect, it } from 'vitest';
import { cubicWeightKg, fromGrams, toGrams, toMillimetres } from './units.ts';

describe('units', () => {
  it('converts dimensions to millimetres', () => {
    expect(toMillimetres(12.5, 'cm')).toBe(125);
    expect(toMillimetres(1, 'in')).toBe(25.4);
    expect(toMillimetres(2, 'm')).toBe(2000);
  });

  it('converts weights to grams and back', () => {
    expect(toGrams(1.5, 'kg')).toBe(1500);
    expect(toGrams(1, 'lb')).toBeCloseTo(453.592, 3);
    expect(fromGrams(1500, 'kg')).toBe(1.5);
  });

  it('computes cubic weight at 250 kg per cubic metre', () => {
    expect(cubicWeightKg(400, 300, 200)).toBeCloseTo(6, 6);
    expect(cubicWeightKg(1000, 1000, 1000, 333)).toBe(333);
  });
});
