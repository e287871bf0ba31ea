import type { Box, Dimensions, LabelSize, Unit, UnpackedReason } from './types.ts';

export interface LabelMinimum {
  minLengthMm: number;
  minWidthMm: number;
}

/** Smallest box top face (outer length x outer width) that can carry each shipping label. */
export const LABEL_MINIMUMS: Readonly<Record<LabelSize, LabelMinimum>> = {
  '4x6': { minLengthMm: 160, minWidthMm: 110 },
  A5: { minLengthMm: 220, minWidthMm: 160 },
  A4: { minLengthMm: 290, minWidthMm: 220 },
};

/**
 * Distributors do not agree on which side they call length, so the label may be turned on the top face:
 * the longer side must reach the label's length and the shorter side its width.
 */
export function meetsLabelMinimum(box: Box): boolean {
  if (box.labelSize == null) return true;
  const min = LABEL_MINIMUMS[box.labelSize];
  const long = Math.max(box.outer.length, box.outer.width);
  const short = Math.min(box.outer.length, box.outer.width);
  return long >= min.minLengthMm && short >= min.minWidthMm;
}

export function usableDimensions(box: Box): Dimensions {
  const buffer = box.bufferMm ?? 0;
  return {
    length: box.inner.length - buffer,
    width: box.inner.width - buffer,
    height: box.inner.height - buffer,
  };
}

/** A box the packer may use at all: positive usable space, room for payload, label fits. */
export function isBoxEligible(box: Box): boolean {
  const usable = usableDimensions(box);
  return (
    usable.length > 0 &&
    usable.width > 0 &&
    usable.height > 0 &&
    box.maxWeightG > box.emptyWeightG &&
    meetsLabelMinimum(box)
  );
}

/** Quantities are whole items; fractions are dropped and anything else non-positive means none. */
export function normalisedQuantity(unit: Unit): number {
  return Number.isFinite(unit.quantity) && unit.quantity > 0 ? Math.floor(unit.quantity) : 0;
}

function positive(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0;
}

export function unitDimensions(unit: Unit): Dimensions | null {
  const d = unit.dimensions;
  if (d == null || !positive(d.length) || !positive(d.width) || !positive(d.height)) return null;
  return { length: d.length, width: d.width, height: d.height };
}

export function unitWeight(unit: Unit): number | null {
  return positive(unit.weightG) ? unit.weightG : null;
}

/** Data problems that stop a unit from being packed, checked in this order. */
export function unitDataProblem(unit: Unit): UnpackedReason | null {
  if (unitDimensions(unit) === null) return 'missing_dimensions';
  if (unitWeight(unit) === null) return 'missing_weight';
  return null;
}

export const UNPACKED_MESSAGES: Readonly<Record<UnpackedReason, string>> = {
  missing_dimensions: 'Missing dimensions',
  missing_weight: 'Missing weight',
  no_distributor_box: 'No suitable packaging found',
};

export const DEFAULT_CUBIC_FACTOR_KG_PER_M3 = 250;
