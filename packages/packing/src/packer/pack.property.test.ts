import fc from 'fast-check';
import { clone } from '../test-support/clone.ts';
import { describe, expect, it } from 'vitest';
import { checkPlan } from '../check/check-plan.ts';
import type { PackInput } from '../model/types.ts';
import { denseInputArb, inputArb } from '../test-support/arbitraries.ts';
import { pack, parcelLowerBound } from './pack.ts';

describe('pack (properties)', () => {
  it('always produces a plan the independent checker accepts', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const plan = pack(input);
        const result = checkPlan(input, plan);
        if (!result.ok) throw new Error(`checkPlan failed:\n${result.errors.join('\n')}`);
      }),
      { numRuns: 400 },
    );
  });

  it('produces valid plans for dense multi-parcel orders', () => {
    fc.assert(
      fc.property(denseInputArb, (input) => {
        const plan = pack(input);
        const result = checkPlan(input, plan);
        if (!result.ok) throw new Error(`checkPlan failed:\n${result.errors.join('\n')}`);
        expect(plan.parcels.length).toBeGreaterThanOrEqual(parcelLowerBound(input));
      }),
      { numRuns: 200 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(fc.oneof(inputArb, denseInputArb), (input) => {
        expect(pack(clone(input))).toEqual(pack(input));
      }),
      { numRuns: 150 },
    );
  });

  it('never uses fewer regular parcels than the lower bound claims', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const plan = pack(input);
        const separate = new Set(input.units.filter((u) => u.shipsSeparate).map((u) => u.id));
        const regular = plan.parcels.filter((p) => !p.items.some((i) => separate.has(i.unitId))).length;
        expect(regular).toBeGreaterThanOrEqual(parcelLowerBound(input));
      }),
      { numRuns: 300 },
    );
  });

  it('packs many small equal items into a single box when their volume allows it easily', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom<('any' | 'keep_flat')[]>('any', 'keep_flat'),
        (side, quantity, rotation) => {
          // A cube of 4 x 4 x 3 cells of `side` mm, so up to 48 items fit whatever the order.
          const input: PackInput = {
            boxes: [
              {
                id: 'b',
                outer: { length: side * 4 + 5, width: side * 4 + 5, height: side * 3 + 5 },
                inner: { length: side * 4, width: side * 4, height: side * 3 },
                emptyWeightG: 10,
                maxWeightG: 1_000_000,
              },
            ],
            units: [
              {
                id: 'u',
                sku: 's',
                dimensions: { length: side, width: side, height: side },
                weightG: 1,
                quantity,
                rotation,
              },
            ],
          };
          expect(pack(input).parcels).toHaveLength(1);
        },
      ),
      { numRuns: 100 },
    );
  });
});
