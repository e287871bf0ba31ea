import { describe, expect, it } from 'vitest';
import { checkPlan } from '../check/check-plan.ts';
import type { PackInput, PackPlan } from '../model/types.ts';
import { box, unit } from '../test-support/fixtures.ts';
import { OWN_PACKAGING_NOTE, pack, parcelLowerBound, SHIPS_SEPARATE_NOTE } from './pack.ts';

function packChecked(input: PackInput): PackPlan {
  const plan = pack(input);
  const check = checkPlan(input, plan);
  expect(check.errors).toEqual([]);
  return plan;
}

describe('pack', () => {
  it('chooses the smaller box when both hold the goods', () => {
    const input: PackInput = {
      boxes: [box('large', [400, 300, 300]), box('small', [200, 150, 100])],
      units: [unit('a', [100, 100, 50], 500, { quantity: 2 })],
    };
    const plan = packChecked(input);
    expect(plan.parcels).toHaveLength(1);
    expect(plan.parcels[0]?.box?.id).toBe('small');
  });

  it('computes gross, cubic and chargeable weight from the outer box', () => {
    const input: PackInput = {
      boxes: [box('b', [290, 190, 190], { emptyWeightG: 200 })],
      units: [unit('a', [100, 100, 100], 300)],
    };
    const [parcel] = packChecked(input).parcels;
    // Outer 300 x 200 x 200 mm = 0.012 m³; x 250 kg/m³ = 3 kg.
    expect(parcel?.grossWeightG).toBe(500);
    expect(parcel?.cubicWeightG).toBe(3000);
    expect(parcel?.chargeableWeightG).toBe(3000);
    const custom = pack({ ...input, options: { cubicFactorKgPerM3: 10 } });
    expect(custom.parcels[0]?.cubicWeightG).toBe(120);
    expect(custom.parcels[0]?.chargeableWeightG).toBe(500);
  });

  it('puts each ships-separate item in a parcel of its own', () => {
    const input: PackInput = {
      boxes: [box('b', [300, 300, 300])],
      units: [
        unit('sep', [50, 50, 50], 100, { quantity: 2, shipsSeparate: true }),
        unit('a', [50, 50, 50], 100, { quantity: 3 }),
      ],
    };
    const plan = packChecked(input);
    expect(plan.parcels).toHaveLength(3);
    const separate = plan.parcels.filter((p) => p.items.some((i) => i.unitId === 'sep'));
    expect(separate).toHaveLength(2);
    for (const p of separate) {
      expect(p.items).toHaveLength(1);
      expect(p.note).toBe(SHIPS_SEPARATE_NOTE);
      expect(p.packingMethod).toBe('box');
    }
  });

  it('ships a ships-separate unit no box can hold in its own packaging', () => {
    const input: PackInput = {
      boxes: [box('b', [100, 100, 100])],
      units: [unit('big', [500, 200, 100], 4000, { shipsSeparate: true })],
    };
    const plan = packChecked(input);
    expect(plan.unpacked).toEqual([]);
    expect(plan.parcels).toHaveLength(1);
    const [parcel] = plan.parcels;
    expect(parcel?.box).toBeNull();
    expect(parcel?.packingMethod).toBe('own_packaging');
    expect(parcel?.note).toBe(OWN_PACKAGING_NOTE);
    expect(parcel?.outer).toEqual({ length: 500, width: 200, height: 100 });
    expect(parcel?.cubicWeightG).toBe(2500);
    expect(parcel?.chargeableWeightG).toBe(4000);
  });

  it('reports missing weight, missing dimensions and units no box can hold', () => {
    const input: PackInput = {
      boxes: [box('b', [100, 100, 100])],
      units: [
        unit('noWeight', [10, 10, 10], 0, { quantity: 2 }),
        { id: 'noDims', sku: 'X', dimensions: { length: 10, width: 0, height: 10 }, weightG: 5, quantity: 1 },
        { id: 'nullDims', sku: 'Y', dimensions: null, weightG: null, quantity: 1 },
        unit('huge', [300, 10, 10], 10, { quantity: 3 }),
        unit('heavy', [10, 10, 10], 20_000),
        unit('ok', [10, 10, 10], 10),
      ],
    };
    const plan = packChecked(input);
    expect(plan.unpacked).toEqual([
      { unitId: 'noWeight', quantity: 2, reason: 'missing_weight', message: 'Missing weight' },
      { unitId: 'noDims', quantity: 1, reason: 'missing_dimensions', message: 'Missing dimensions' },
      { unitId: 'nullDims', quantity: 1, reason: 'missing_dimensions', message: 'Missing dimensions' },
      { unitId: 'huge', quantity: 3, reason: 'no_distributor_box', message: 'No suitable packaging found' },
      { unitId: 'heavy', quantity: 1, reason: 'no_distributor_box', message: 'No suitable packaging found' },
    ]);
    expect(plan.parcels).toHaveLength(1);
    expect(plan.parcels[0]?.items.map((i) => i.unitId)).toEqual(['ok']);
  });

  it('never turns a keep-flat unit on its side, even when that would save a box', () => {
    // Upright, the 10 mm thick plates stand side by side in one box; kept flat they fit no box at all.
    const boxes = [box('b', [60, 60, 205])];
    const flat = pack({
      boxes,
      units: [unit('plate', [200, 50, 10], 100, { quantity: 4, rotation: 'keep_flat' })],
    });
    expect(flat.parcels).toEqual([]);
    expect(flat.unpacked[0]?.reason).toBe('no_distributor_box');
    const free = packChecked({ boxes, units: [unit('plate', [200, 50, 10], 100, { quantity: 4 })] });
    expect(free.parcels).toHaveLength(1);

    const fits: PackInput = {
      boxes: [box('b', [210, 60, 25])],
      units: [unit('plate', [50, 200, 10], 100, { quantity: 4, rotation: 'keep_flat' })],
    };
    const plan = packChecked(fits);
    expect(plan.parcels).toHaveLength(2);
    for (const item of plan.parcels.flatMap((p) => p.items)) {
      expect(item.size.z).toBe(10);
      expect(['lwh', 'wlh']).toContain(item.orientation);
    }
  });

  it('splits goods over two parcels when one would be overweight', () => {
    const input: PackInput = {
      boxes: [box('b', [400, 400, 400], { emptyWeightG: 100, maxWeightG: 2100 })],
      units: [unit('brick', [50, 50, 50], 700, { quantity: 4 })],
    };
    const plan = packChecked(input);
    expect(plan.parcels).toHaveLength(2);
    for (const p of plan.parcels) expect(p.grossWeightG).toBeLessThanOrEqual(2100);
  });

  it('balances weight between parcels when two are needed', () => {
    // 1000 + 1000 + 1000 fits the payload, so a plain greedy fill would ship 3 + 1 items.
    const input: PackInput = {
      boxes: [
        box('b', [400, 400, 400], {
          emptyWeightG: 0,
          maxWeightG: 3000,
          outer: { length: 10, width: 10, height: 10 },
        }),
      ],
      units: [unit('w', [50, 50, 50], 1000, { quantity: 4 })],
    };
    const plan = packChecked(input);
    expect(plan.parcels.map((p) => p.grossWeightG)).toEqual([2000, 2000]);
  });

  it('uses no box that is too small for its label', () => {
    const input: PackInput = {
      boxes: [
        box('tiny', [140, 100, 50], { labelSize: 'A5' }),
        box('fine', [300, 200, 100], { labelSize: 'A5' }),
      ],
      units: [unit('a', [50, 50, 40], 100)],
    };
    const plan = packChecked(input);
    expect(plan.parcels[0]?.box?.id).toBe('fine');
  });

  it('deducts the buffer once from each inner dimension', () => {
    const snug = unit('a', [100, 100, 100], 100);
    expect(pack({ boxes: [box('b', [100, 100, 100], { bufferMm: 0 })], units: [snug] }).parcels).toHaveLength(
      1,
    );
    expect(
      pack({ boxes: [box('b', [109, 109, 109], { bufferMm: 10 })], units: [snug] }).unpacked,
    ).toHaveLength(1);
    const plan = packChecked({ boxes: [box('b', [110, 110, 110], { bufferMm: 10 })], units: [snug] });
    expect(plan.parcels[0]?.usable).toEqual({ length: 100, width: 100, height: 100 });
  });

  it('uses as few parcels as the lower bound allows for stacks of equal goods', () => {
    // 14 books per box fit two by two in seven layers; the first-placed orientation must not block that.
    const input: PackInput = {
      boxes: [box('b', [300, 230, 240], { maxWeightG: 15000, emptyWeightG: 160 })],
      units: [unit('book', [210, 148, 32], 880, { quantity: 28 })],
    };
    const plan = packChecked(input);
    expect(parcelLowerBound(input)).toBe(2);
    expect(plan.parcels).toHaveLength(2);
  });

  it('returns an empty plan for no units', () => {
    expect(pack({ boxes: [box('b', [10, 10, 10])], units: [] })).toEqual({ parcels: [], unpacked: [] });
  });
});
