import { usableDimensions } from '../model/rules.ts';
import type { Box } from '../model/types.ts';

/** A box prepared for packing: usable space and the numbers the objective needs. */
export interface BoxType {
  /** Index in the input's box list, the final deterministic tie-breaker. */
  index: number;
  box: Box;
  L: number;
  W: number;
  H: number;
  volume: number;
  payload: number;
  cubicWeightG: number;
  cost: number;
}

export function cubicWeightG(length: number, width: number, height: number, factorKgPerM3: number): number {
  // mm³ -> m³ is 1e-9, kg -> g is 1e3.
  return Math.round(length * width * height * factorKgPerM3 * 1e-6);
}

export function toBoxType(box: Box, index: number, factor: number): BoxType {
  const u = usableDimensions(box);
  return {
    index,
    box,
    L: u.length,
    W: u.width,
    H: u.height,
    volume: u.length * u.width * u.height,
    payload: box.maxWeightG - box.emptyWeightG,
    cubicWeightG: cubicWeightG(box.outer.length, box.outer.width, box.outer.height, factor),
    cost: box.cost ?? 0,
  };
}

export function chargeableWeight(type: BoxType, itemsWeight: number): number {
  return Math.max(type.box.emptyWeightG + itemsWeight, type.cubicWeightG);
}

/**
 * Order of preference between boxes holding the same goods: lower chargeable weight, then lower cost,
 * then less volume (the "smaller box"), then input order.
 */
export function compareForLoad(a: BoxType, b: BoxType, itemsWeight: number): number {
  return (
    chargeableWeight(a, itemsWeight) - chargeableWeight(b, itemsWeight) ||
    a.cost - b.cost ||
    a.volume - b.volume ||
    a.index - b.index
  );
}
