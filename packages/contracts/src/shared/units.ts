export const DIMENSION_UNITS = ['cm', 'm', 'mm', 'in', 'ft', 'yd'] as const;
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];
export const WEIGHT_UNITS = ['kg', 'lb', 'g', 'oz'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const HAZARD_AMOUNT_UNITS = ['g', 'kg', 'ml', 'l'] as const;
export type HazardAmountUnit = (typeof HAZARD_AMOUNT_UNITS)[number];

const MM_PER: Record<DimensionUnit, number> = { mm: 1, cm: 10, m: 1000, in: 25.4, ft: 304.8, yd: 914.4 };
const G_PER: Record<WeightUnit, number> = { g: 1, kg: 1000, lb: 453.59237, oz: 28.349523125 };

export function toMillimetres(value: number, unit: DimensionUnit): number {
  return value * MM_PER[unit];
}
export function fromMillimetres(mm: number, unit: DimensionUnit): number {
  return mm / MM_PER[unit];
}
export function toGrams(value: number, unit: WeightUnit): number {
  return value * G_PER[unit];
}
export function fromGrams(g: number, unit: WeightUnit): number {
  return g / G_PER[unit];
}

/** Cubic weight: length x width x height in m³ times the factor (250 kg/m³ by default), in kg. */
export const DEFAULT_CUBIC_FACTOR_KG_PER_M3 = 250;
export function cubicWeightKg(
  lengthMm: number,
  widthMm: number,
  heightMm: number,
  factor = DEFAULT_CUBIC_FACTOR_KG_PER_M3,
): number {
  return (lengthMm / 1000) * (widthMm / 1000) * (heightMm / 1000) * factor;
}

export function roundTo(value: number, places: number): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}
