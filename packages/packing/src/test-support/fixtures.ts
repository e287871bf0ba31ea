import type { Box, Unit } from '../model/types.ts';

/** A box with outer = inner + 10 mm per side-pair, unless given. */
export function box(id: string, inner: [number, number, number], extra: Partial<Box> = {}): Box {
  const [length, width, height] = inner;
  return {
    id,
    outer: { length: length + 10, width: width + 10, height: height + 10 },
    inner: { length, width, height },
    emptyWeightG: 100,
    maxWeightG: 10_000,
    ...extra,
  };
}

export function unit(
  id: string,
  dims: [number, number, number],
  weightG: number,
  extra: Partial<Unit> = {},
): Unit {
  const [length, width, height] = dims;
  return { id, sku: `SKU-${id}`, dimensions: { length, width, height }, weightG, quantity: 1, ...extra };
}
