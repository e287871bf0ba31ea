/** Outer dimensions in millimetres and gross weight in grams, as parcels are stored. */
export interface ParcelMeasure {
  length_mm: number;
  width_mm: number;
  height_mm: number;
  weight_g: number;
}

/**
 * Cubic weight in grams: volume in m³ times the service's cubic factor (kg/m³), design section 4. Computed in
 * integers (mm³ × kg/m³ = 10⁻⁹ m³·kg/m³) and rounded up to the gram, so a worked example gives one answer.
 */
export function cubicWeightG(p: ParcelMeasure, cubicFactor: number): number {
  const mm3 = BigInt(p.length_mm) * BigInt(p.width_mm) * BigInt(p.height_mm);
  // mm³ × (kg/m³) / 10⁹ = kg; × 1000 = g  →  mm³ × factor / 10⁶ grams.
  const numerator = mm3 * BigInt(cubicFactor);
  const g = numerator / 1_000_000n + (numerator % 1_000_000n === 0n ? 0n : 1n);
  return Number(g);
}

/** The larger of dead and cubic weight, in grams. */
export function chargeableWeightG(p: ParcelMeasure, cubicFactor: number): number {
  return Math.max(p.weight_g, cubicWeightG(p, cubicFactor));
}

/** A consignment's chargeable weight: each parcel's chargeable weight, summed. */
export function consignmentChargeableWeightG(parcels: readonly ParcelMeasure[], cubicFactor: number): number {
  return parcels.reduce((sum, p) => sum + chargeableWeightG(p, cubicFactor), 0);
}
