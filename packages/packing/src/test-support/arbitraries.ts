import fc from 'fast-check';
import type { Box, LabelSize, PackInput, Unit } from '../model/types.ts';

const dim = fc.integer({ min: 20, max: 300 });

export const boxArb: fc.Arbitrary<Box> = fc
  .record({
    inner: fc.tuple(dim, dim, dim),
    wall: fc.integer({ min: 0, max: 12 }),
    buffer: fc.integer({ min: 0, max: 4 }),
    empty: fc.integer({ min: 5, max: 300 }),
    payload: fc.integer({ min: 50, max: 12000 }),
    label: fc.constantFrom<(LabelSize | null)[]>(null, null, null, null, null, '4x6', 'A5', 'A4'),
    cost: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
  })
  .map(({ inner, wall, buffer, empty, payload, label, cost }) => {
    const [length, width, height] = inner;
    const b: Box = {
      id: '',
      outer: { length: length + wall, width: width + wall, height: height + wall },
      inner: { length, width, height },
      emptyWeightG: empty,
      maxWeightG: empty + payload,
      bufferMm: buffer,
      labelSize: label,
    };
    if (cost !== undefined) b.cost = cost;
    return b;
  });

// Mostly fitting sizes, some larger than any box, some missing.
const unitDim = fc.oneof(
  { weight: 30, arbitrary: fc.integer({ min: 1, max: 120 }) },
  { weight: 2, arbitrary: fc.integer({ min: 200, max: 500 }) },
  { weight: 1, arbitrary: fc.constantFrom<number | undefined>(0, undefined) },
);

export const unitArb: fc.Arbitrary<Unit> = fc
  .record({
    dims: fc.tuple(unitDim, unitDim, unitDim),
    weight: fc.oneof(
      { weight: 19, arbitrary: fc.integer({ min: 1, max: 2000 }) },
      { weight: 1, arbitrary: fc.constantFrom<number | null>(0, null) },
    ),
    quantity: fc.integer({ min: 0, max: 8 }),
    separateRoll: fc.integer({ min: 0, max: 9 }),
    rotation: fc.constantFrom<('any' | 'keep_flat')[]>('any', 'keep_flat'),
  })
  .map(({ dims, weight, quantity, separateRoll, rotation }) => {
    const u: Unit = {
      id: '',
      sku: '',
      dimensions: { length: dims[0], width: dims[1], height: dims[2] },
      weightG: weight,
      quantity,
      shipsSeparate: separateRoll === 0,
      rotation,
    };
    return u;
  });

export const inputArb: fc.Arbitrary<PackInput> = fc
  .record({
    boxes: fc.array(boxArb, { minLength: 0, maxLength: 4 }),
    units: fc.array(unitArb, { minLength: 0, maxLength: 8 }),
  })
  .map(({ boxes, units }) => ({
    boxes: boxes.map((b, i) => ({ ...b, id: `box-${i}` })),
    // SKUs repeat across units on purpose: identical goods under different unit ids must stay separate.
    units: units.map((u, i) => ({ ...u, id: `unit-${i}`, sku: `sku-${i % 3}` })),
  }));

/** Orders that need several well-filled parcels: valid data, many items, boxes several items wide. */
export const denseInputArb: fc.Arbitrary<PackInput> = fc
  .record({
    boxes: fc.array(
      fc.record({
        inner: fc.tuple(
          fc.integer({ min: 100, max: 400 }),
          fc.integer({ min: 100, max: 400 }),
          fc.integer({ min: 50, max: 400 }),
        ),
        payload: fc.integer({ min: 2000, max: 20000 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    units: fc.array(
      fc.record({
        dims: fc.tuple(
          fc.integer({ min: 10, max: 160 }),
          fc.integer({ min: 10, max: 160 }),
          fc.integer({ min: 2, max: 120 }),
        ),
        weight: fc.integer({ min: 10, max: 3000 }),
        quantity: fc.integer({ min: 1, max: 10 }),
        rotation: fc.constantFrom<('any' | 'keep_flat')[]>('any', 'keep_flat'),
        separate: fc.integer({ min: 0, max: 14 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  })
  .map(({ boxes, units }) => ({
    boxes: boxes.map(({ inner: [length, width, height], payload }, i) => ({
      id: `box-${i}`,
      outer: { length: length + 6, width: width + 6, height: height + 6 },
      inner: { length, width, height },
      emptyWeightG: 150,
      maxWeightG: 150 + payload,
    })),
    units: units.map(({ dims: [length, width, height], weight, quantity, rotation, separate }, i) => ({
      id: `unit-${i}`,
      sku: `sku-${i}`,
      dimensions: { length, width, height },
      weightG: weight,
      quantity,
      rotation,
      shipsSeparate: separate === 0,
    })),
  }));
