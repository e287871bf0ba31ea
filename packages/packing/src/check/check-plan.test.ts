import { clone } from '../test-support/clone.ts';
import { describe, expect, it } from 'vitest';
import { pack } from '../packer/pack.ts';
import type { PackInput, PackPlan } from '../model/types.ts';
import { box, unit } from '../test-support/fixtures.ts';
import { checkPlan } from './check-plan.ts';

const input: PackInput = {
  boxes: [box('b', [200, 200, 200], { maxWeightG: 1000 })],
  units: [
    unit('a', [100, 50, 20], 100, { quantity: 2 }),
    unit('flat', [80, 60, 10], 50, { rotation: 'keep_flat' }),
    unit('sep', [30, 30, 30], 10, { shipsSeparate: true }),
  ],
};

function tampered(change: (plan: PackPlan) => void): PackPlan {
  const plan = clone(pack(input));
  change(plan);
  return plan;
}

function errorsOf(plan: PackPlan): string[] {
  return checkPlan(input, plan).errors;
}

describe('checkPlan', () => {
  it('accepts the packer output', () => {
    expect(checkPlan(input, pack(input))).toEqual({ ok: true, errors: [] });
  });

  it('catches overlapping items', () => {
    const plan = tampered((p) => {
      const items = p.parcels[0]!.items;
      items[1]!.position = { ...items[0]!.position };
    });
    expect(errorsOf(plan).join()).toMatch(/overlap/);
  });

  it('catches items outside the usable space', () => {
    const plan = tampered((p) => {
      p.parcels[0]!.items[0]!.position.x = 150;
    });
    expect(errorsOf(plan).join()).toMatch(/outside the usable space/);
  });

  it('catches a keep-flat unit on its side and sizes that do not match the orientation', () => {
    const plan = tampered((p) => {
      const item = p.parcels.flatMap((x) => x.items).find((i) => i.unitId === 'flat')!;
      item.orientation = 'lhw';
      item.size = { x: 80, y: 10, z: 60 };
      item.position = { x: 0, y: 0, z: 0 };
      p.parcels[0]!.items = [item];
    });
    expect(errorsOf(plan).join()).toMatch(/keep_flat unit is not upright/);
    const wrongSize = tampered((p) => {
      p.parcels[0]!.items[0]!.size.x += 1;
    });
    expect(errorsOf(wrongSize).join()).toMatch(/does not match orientation/);
  });

  it('catches overweight parcels and wrong weights', () => {
    const heavy: PackInput = { ...input, boxes: [box('b', [200, 200, 200], { maxWeightG: 300 })] };
    const plan = clone(pack(input));
    expect(checkPlan(heavy, plan).errors.join()).toMatch(/exceeds max/);
    const wrong = tampered((p) => {
      p.parcels[0]!.grossWeightG += 1;
    });
    expect(errorsOf(wrong).join()).toMatch(/grossWeightG/);
  });

  it('catches lost, duplicated and invented items', () => {
    const lost = tampered((p) => {
      p.parcels[0]!.items.pop();
    });
    expect(errorsOf(lost).join()).toMatch(/accounted for/);
    const twice = tampered((p) => {
      p.unpacked.push({ unitId: 'a', quantity: 1, reason: 'missing_weight', message: 'Missing weight' });
    });
    expect(errorsOf(twice).join()).toMatch(/accounted for/);
    expect(errorsOf(twice).join()).toMatch(/reason missing_weight/);
  });

  it('catches ships-separate units sharing a parcel and needless own packaging', () => {
    const shared = tampered((p) => {
      const sep = p.parcels.find((x) => x.items.some((i) => i.unitId === 'sep'))!;
      p.parcels[0]!.items.push({ ...sep.items[0]!, position: { x: 150, y: 150, z: 150 } });
      p.parcels.splice(p.parcels.indexOf(sep), 1);
    });
    expect(errorsOf(shared).join()).toMatch(/shares its parcel/);
    const own = tampered((p) => {
      const sep = p.parcels.find((x) => x.items.some((i) => i.unitId === 'sep'))!;
      sep.box = null;
      sep.packingMethod = 'own_packaging';
      sep.outer = { length: 30, width: 30, height: 30 };
      sep.usable = { length: 30, width: 30, height: 30 };
    });
    expect(errorsOf(own).join()).toMatch(/own packaging used although box b fits/);
  });

  it('catches boxes below their label minimum and false "no box" claims', () => {
    const labelled: PackInput = {
      ...input,
      boxes: [box('b', [200, 200, 200], { maxWeightG: 1000, labelSize: 'A4' })],
    };
    expect(checkPlan(labelled, pack(input)).errors.join()).toMatch(/not eligible/);
    const claim = tampered((p) => {
      const item = p.parcels[0]!.items.pop()!;
      p.unpacked.push({
        unitId: item.unitId,
        quantity: 1,
        reason: 'no_distributor_box',
        message: 'No suitable packaging found',
      });
    });
    expect(errorsOf(claim).join()).toMatch(/could hold it/);
  });
});
