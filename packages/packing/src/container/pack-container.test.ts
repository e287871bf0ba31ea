import fc from 'fast-check';
import { clone } from '../test-support/clone.ts';
import { describe, expect, it } from 'vitest';
import { checkContainerPlan } from '../check/check-container.ts';
import { packContainer, type ContainerBoxType } from './pack-container.ts';

const flag = fc.boolean();
const boxTypeArb = fc.record({
  dims: fc.tuple(
    fc.integer({ min: 5, max: 60 }),
    fc.integer({ min: 5, max: 60 }),
    fc.integer({ min: 5, max: 60 }),
  ),
  flags: fc.tuple(flag, flag, flag).filter(([a, b, c]) => a || b || c),
  quantity: fc.integer({ min: 0, max: 30 }),
});

describe('packContainer', () => {
  it('fills a container exactly when the boxes tile it', () => {
    const plan = packContainer({ length: 100, width: 60, height: 40 }, [
      { id: 'a', dims: [20, 30, 10], verticalAllowed: [true, true, true], quantity: 40 },
    ]);
    expect(plan.utilisation).toBe(1);
    expect(plan.placements).toHaveLength(40);
  });

  it('keeps a dimension flagged 0 from standing vertical', () => {
    // Only 10 may be vertical: 10 layers of 5 x 5 tiles would fit if 50 could stand, but it may not.
    const types: ContainerBoxType[] = [
      { id: 'a', dims: [50, 10, 10], verticalAllowed: [false, true, true], quantity: 100 },
    ];
    const plan = packContainer({ length: 50, width: 50, height: 50 }, types);
    expect(checkContainerPlan({ length: 50, width: 50, height: 50 }, types, plan).ok).toBe(true);
    for (const p of plan.placements) expect(p.size.z).toBe(10);
    expect(plan.utilisation).toBe(1);
  });

  it('produces plans the checker accepts, deterministically', () => {
    fc.assert(
      fc.property(
        fc.tuple(
          fc.integer({ min: 20, max: 200 }),
          fc.integer({ min: 20, max: 200 }),
          fc.integer({ min: 20, max: 200 }),
        ),
        fc.array(boxTypeArb, { minLength: 1, maxLength: 5 }),
        ([length, width, height], raw) => {
          const types: ContainerBoxType[] = raw.map((t, i) => ({
            id: `t${i}`,
            dims: t.dims,
            verticalAllowed: t.flags,
            quantity: t.quantity,
          }));
          const container = { length, width, height };
          const plan = packContainer(container, types);
          const check = checkContainerPlan(container, types, plan);
          if (!check.ok) throw new Error(check.errors.join('\n'));
          expect(packContainer(container, types)).toEqual(plan);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('checker rejects overlaps and forbidden orientations', () => {
    const types: ContainerBoxType[] = [
      { id: 'a', dims: [20, 10, 5], verticalAllowed: [false, false, true], quantity: 4 },
    ];
    const container = { length: 40, width: 20, height: 10 };
    const plan = clone(packContainer(container, types));
    expect(checkContainerPlan(container, types, plan).ok).toBe(true);
    plan.placements[1]!.position = { ...plan.placements[0]!.position };
    expect(checkContainerPlan(container, types, plan).errors.join()).toMatch(/overlap/);
    const upright = clone(packContainer(container, types));
    upright.placements[0]!.dimsOrder = [2, 1, 0];
    upright.placements[0]!.size = { x: 5, y: 10, z: 20 };
    expect(checkContainerPlan(container, types, upright).errors.join()).toMatch(/may not stand vertical/);
  });
});
