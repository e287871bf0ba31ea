/**
 * Independent verification of a packing plan. Deliberately shares nothing with the packer except the
 * domain rules in model/ (label table, quantity and data-validity rules), so a packer bug cannot hide
 * behind a shared helper: geometry, orientation, weights and cubic weight are all recomputed here.
 */
import {
  DEFAULT_CUBIC_FACTOR_KG_PER_M3,
  meetsLabelMinimum,
  normalisedQuantity,
  unitDataProblem,
} from '../model/rules.ts';
import type { Box, CheckResult, PackInput, PackPlan, Parcel, PlacedItem, Unit } from '../model/types.ts';

const EPS = 1e-6;

type Triple = [number, number, number];

function dimsOf(unit: Unit): { l: number; w: number; h: number } {
  const d = unit.dimensions ?? {};
  return { l: d.length ?? 0, w: d.width ?? 0, h: d.height ?? 0 };
}

function usableOf(box: Box): Triple {
  const b = box.bufferMm ?? 0;
  return [box.inner.length - b, box.inner.width - b, box.inner.height - b];
}

function eligible(box: Box): boolean {
  const [L, W, H] = usableOf(box);
  return L > 0 && W > 0 && H > 0 && box.maxWeightG > box.emptyWeightG && meetsLabelMinimum(box);
}

/** Every axis-aligned arrangement of the unit's sides the rotation rule allows. */
function allowedSizes(unit: Unit): Triple[] {
  const { l, w, h } = dimsOf(unit);
  if (unit.rotation === 'keep_flat') {
    return [
      [l, w, h],
      [w, l, h],
    ];
  }
  return [
    [l, w, h],
    [l, h, w],
    [w, l, h],
    [w, h, l],
    [h, l, w],
    [h, w, l],
  ];
}

function fitsAlone(unit: Unit, box: Box): boolean {
  const weight = unit.weightG ?? 0;
  if (box.emptyWeightG + weight > box.maxWeightG) return false;
  const [L, W, H] = usableOf(box);
  return allowedSizes(unit).some(([a, b, c]) => a <= L && b <= W && c <= H);
}

function sideOf(orientationChar: string, d: { l: number; w: number; h: number }): number {
  return orientationChar === 'l' ? d.l : orientationChar === 'w' ? d.w : orientationChar === 'h' ? d.h : NaN;
}

function near(a: number, b: number): boolean {
  return Math.abs(a - b) <= EPS * Math.max(1, Math.abs(a), Math.abs(b));
}

function overlaps(a: PlacedItem, b: PlacedItem): boolean {
  return (
    a.position.x < b.position.x + b.size.x &&
    b.position.x < a.position.x + a.size.x &&
    a.position.y < b.position.y + b.size.y &&
    b.position.y < a.position.y + a.size.y &&
    a.position.z < b.position.z + b.size.z &&
    b.position.z < a.position.z + a.size.z
  );
}

export function checkPlan(input: PackInput, plan: PackPlan): CheckResult {
  const errors: string[] = [];
  const factor = input.options?.cubicFactorKgPerM3 ?? DEFAULT_CUBIC_FACTOR_KG_PER_M3;
  const units = new Map<string, Unit>();
  const expected = new Map<string, number>();
  for (const u of input.units) {
    if (!units.has(u.id)) units.set(u.id, u);
    expected.set(u.id, (expected.get(u.id) ?? 0) + normalisedQuantity(u));
  }
  const boxesById = new Map<string, Box>();
  for (const b of input.boxes) if (!boxesById.has(b.id)) boxesById.set(b.id, b);
  const accounted = new Map<string, number>();
  const count = (id: string, n: number): void => {
    accounted.set(id, (accounted.get(id) ?? 0) + n);
  };

  plan.parcels.forEach((parcel, pi) => checkParcel(parcel, `parcel ${pi}`));

  function checkParcel(parcel: Parcel, where: string): void {
    if (parcel.items.length === 0) errors.push(`${where}: has no items`);
    let space: Triple;
    let empty = 0;
    if (parcel.packingMethod === 'box') {
      const box = parcel.box;
      const known = box ? boxesById.get(box.id) : undefined;
      if (!box || !known) {
        errors.push(`${where}: box is missing or not one of the input boxes`);
        return;
      }
      if (!eligible(known))
        errors.push(`${where}: box ${known.id} is not eligible (label minimum or usable space)`);
      space = usableOf(known);
      empty = known.emptyWeightG;
      const u = parcel.usable;
      if (!near(u.length, space[0]) || !near(u.width, space[1]) || !near(u.height, space[2]))
        errors.push(`${where}: usable space does not match box ${known.id}`);
      const o = parcel.outer;
      if (o.length !== known.outer.length || o.width !== known.outer.width || o.height !== known.outer.height)
        errors.push(`${where}: outer dimensions do not match box ${known.id}`);
      const gross = empty + parcel.items.reduce((s, it) => s + it.weightG, 0);
      if (gross > known.maxWeightG + EPS)
        errors.push(`${where}: gross ${gross} g exceeds max ${known.maxWeightG} g`);
    } else if (parcel.packingMethod === 'own_packaging') {
      if (parcel.box !== null) errors.push(`${where}: own packaging must not name a box`);
      const only = parcel.items[0];
      const unit = only ? units.get(only.unitId) : undefined;
      if (parcel.items.length !== 1 || !unit) {
        errors.push(`${where}: own packaging must hold exactly one known unit`);
        return;
      }
      if (!unit.shipsSeparate) errors.push(`${where}: only ships-separate units may use own packaging`);
      const fitting = input.boxes.find((b) => eligible(b) && fitsAlone(unit, b));
      if (fitting) errors.push(`${where}: own packaging used although box ${fitting.id} fits ${unit.id}`);
      const d = dimsOf(unit);
      space = [d.l, d.w, d.h];
      const o = parcel.outer;
      if (o.length !== d.l || o.width !== d.w || o.height !== d.h)
        errors.push(`${where}: own packaging dimensions differ from the unit's`);
    } else {
      errors.push(`${where}: unknown packing method`);
      return;
    }

    const gross = empty + parcel.items.reduce((s, it) => s + it.weightG, 0);
    if (!near(parcel.grossWeightG, gross))
      errors.push(`${where}: grossWeightG ${parcel.grossWeightG} should be ${gross}`);
    const o = parcel.outer;
    // Outer volume in m³ times kg/m³, in grams; any correct rounding to whole grams is accepted.
    const exactCubic = o.length * o.width * o.height * 1e-9 * factor * 1000;
    const cubic = parcel.cubicWeightG;
    if (!Number.isInteger(cubic) || Math.abs(cubic - exactCubic) > 0.5 + 1e-6)
      errors.push(`${where}: cubicWeightG ${cubic} should be ${Math.round(exactCubic)}`);
    if (!near(parcel.chargeableWeightG, Math.max(gross, cubic)))
      errors.push(`${where}: chargeableWeightG should be max(gross, cubic)`);

    parcel.items.forEach((item, ii) => {
      const at = `${where} item ${ii} (${item.unitId})`;
      const unit = units.get(item.unitId);
      if (!unit) {
        errors.push(`${at}: unknown unit`);
        return;
      }
      count(item.unitId, 1);
      if (unitDataProblem(unit) !== null)
        errors.push(`${at}: unit has ${unitDataProblem(unit)} but was packed`);
      if (item.sku !== unit.sku) errors.push(`${at}: sku ${item.sku} should be ${unit.sku}`);
      if (!near(item.weightG, unit.weightG ?? NaN)) errors.push(`${at}: weight differs from the unit's`);
      if (unit.shipsSeparate && parcel.items.length !== 1)
        errors.push(`${at}: ships separately but shares its parcel`);
      const d = dimsOf(unit);
      const o = item.orientation;
      const chars = typeof o === 'string' ? o.split('') : [];
      if (chars.length !== 3 || [...chars].sort().join('') !== 'hlw') {
        errors.push(`${at}: invalid orientation ${String(o)}`);
      } else {
        const want: Triple = [
          sideOf(chars[0] as string, d),
          sideOf(chars[1] as string, d),
          sideOf(chars[2] as string, d),
        ];
        if (item.size.x !== want[0] || item.size.y !== want[1] || item.size.z !== want[2])
          errors.push(`${at}: size does not match orientation ${o}`);
        if (unit.rotation === 'keep_flat' && (chars[2] !== 'h' || item.size.z !== d.h))
          errors.push(`${at}: keep_flat unit is not upright (orientation ${o})`);
      }
      const p = item.position;
      const ends: Triple = [p.x + item.size.x, p.y + item.size.y, p.z + item.size.z];
      if (p.x < 0 || p.y < 0 || p.z < 0 || ends[0] > space[0] || ends[1] > space[1] || ends[2] > space[2])
        errors.push(`${at}: outside the usable space`);
    });
    for (let i = 0; i < parcel.items.length; i++) {
      for (let j = i + 1; j < parcel.items.length; j++) {
        if (overlaps(parcel.items[i] as PlacedItem, parcel.items[j] as PlacedItem))
          errors.push(`${where}: items ${i} and ${j} overlap`);
      }
    }
  }

  plan.unpacked.forEach((entry, ui) => {
    const at = `unpacked ${ui} (${entry.unitId})`;
    const unit = units.get(entry.unitId);
    if (!unit) {
      errors.push(`${at}: unknown unit`);
      return;
    }
    if (!(entry.quantity > 0)) errors.push(`${at}: quantity must be positive`);
    count(entry.unitId, entry.quantity);
    const problem = unitDataProblem(unit);
    if (entry.reason === 'missing_dimensions' || entry.reason === 'missing_weight') {
      if (problem !== entry.reason)
        errors.push(`${at}: reason ${entry.reason} but the unit's problem is ${problem ?? 'none'}`);
    } else if (entry.reason === 'no_distributor_box') {
      if (problem !== null) errors.push(`${at}: reason should be ${problem}`);
      else if (unit.shipsSeparate) errors.push(`${at}: ships-separate units go in own packaging instead`);
      else {
        const fitting = input.boxes.find((b) => eligible(b) && fitsAlone(unit, b));
        if (fitting) errors.push(`${at}: box ${fitting.id} could hold it`);
      }
      if (entry.message !== 'No suitable packaging found') errors.push(`${at}: wrong message`);
    } else {
      errors.push(`${at}: unknown reason ${String(entry.reason)}`);
    }
  });

  for (const [id, want] of expected) {
    const got = accounted.get(id) ?? 0;
    if (got !== want) errors.push(`unit ${id}: ${got} accounted for, quantity is ${want}`);
  }
  for (const id of accounted.keys()) if (!expected.has(id)) errors.push(`unit ${id}: not in the input`);

  return { ok: errors.length === 0, errors };
}
