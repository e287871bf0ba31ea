import {
  DEFAULT_CUBIC_FACTOR_KG_PER_M3,
  isBoxEligible,
  normalisedQuantity,
  unitDataProblem,
  unitDimensions,
  unitWeight,
  UNPACKED_MESSAGES,
} from '../model/rules.ts';
import type { PackInput, PackPlan, Parcel, PlacedItem, Unit, UnpackedUnit } from '../model/types.ts';
import type { Placement } from './bin-state.ts';
import { chargeableWeight, compareForLoad, cubicWeightG, toBoxType, type BoxType } from './box-types.ts';
import { orientationsFor, type PackItem } from './items.ts';
import { CapacityModel } from './lower-bound.ts';
import { Solver, type SolvedBin } from './solver.ts';

/** Candidate evaluations one pack() call may spend on improving beyond the first complete plan. */
export const DEFAULT_EFFORT = 3_000_000;

export const SHIPS_SEPARATE_NOTE = 'Ships in own box';
export const OWN_PACKAGING_NOTE = 'Ships in its own packaging: no suitable box';

function itemsOf(unit: Unit, unitIndex: number, firstKey: number, count: number): PackItem[] {
  const d = unitDimensions(unit);
  const weight = unitWeight(unit);
  if (d === null || weight === null) return [];
  const orients = orientationsFor(d.length, d.width, d.height, unit.rotation ?? 'any');
  return Array.from({ length: count }, (_, i) => ({
    key: firstKey + i,
    unitIndex,
    l: d.length,
    w: d.width,
    h: d.height,
    weight,
    volume: d.length * d.width * d.height,
    orients,
  }));
}

/**
 * Items resting on nothing are lowered onto whatever lies below them. Processing bottom-up keeps the
 * packing overlap-free: anything overlapping an item's footprint and processed earlier lies wholly below it.
 */
function settle(placements: readonly Placement[]): Placement[] {
  const order = placements
    .map((_, i) => i)
    .sort((a, b) => {
      const pa = placements[a] as Placement;
      const pb = placements[b] as Placement;
      return pa.z - pb.z || a - b;
    });
  const out: Placement[] = [];
  for (const i of order) {
    const p = placements[i] as Placement;
    let z = 0;
    for (const q of out) {
      if (p.x < q.x + q.size.dx && q.x < p.x + p.size.dx && p.y < q.y + q.size.dy && q.y < p.y + p.size.dy) {
        z = Math.max(z, q.z + q.size.dz);
      }
    }
    out.push(z < p.z ? { ...p, z } : p);
  }
  return out;
}

function placedItem(p: Placement, units: readonly Unit[]): PlacedItem {
  const unit = units[p.item.unitIndex] as Unit;
  return {
    unitId: unit.id,
    sku: unit.sku,
    position: { x: p.x, y: p.y, z: p.z },
    size: { x: p.size.dx, y: p.size.dy, z: p.size.dz },
    orientation: p.size.orientation,
    weightG: p.item.weight,
  };
}

function boxParcel(bin: SolvedBin, units: readonly Unit[], note?: string): Parcel {
  const { type } = bin;
  const gross = type.box.emptyWeightG + bin.weight;
  const parcel: Parcel = {
    box: type.box,
    packingMethod: 'box',
    outer: { ...type.box.outer },
    usable: { length: type.L, width: type.W, height: type.H },
    items: settle(bin.placements).map((p) => placedItem(p, units)),
    grossWeightG: gross,
    cubicWeightG: type.cubicWeightG,
    chargeableWeightG: chargeableWeight(type, bin.weight),
  };
  if (note !== undefined) parcel.note = note;
  return parcel;
}

function ownPackagingParcel(item: PackItem, unit: Unit, factor: number): Parcel {
  const cubic = cubicWeightG(item.l, item.w, item.h, factor);
  const dims = { length: item.l, width: item.w, height: item.h };
  return {
    box: null,
    packingMethod: 'own_packaging',
    note: OWN_PACKAGING_NOTE,
    outer: dims,
    usable: { ...dims },
    items: [
      {
        unitId: unit.id,
        sku: unit.sku,
        position: { x: 0, y: 0, z: 0 },
        size: { x: item.l, y: item.w, z: item.h },
        orientation: 'lwh',
        weightG: item.weight,
      },
    ],
    grossWeightG: item.weight,
    cubicWeightG: cubic,
    chargeableWeightG: Math.max(item.weight, cubic),
  };
}

export function pack(input: PackInput): PackPlan {
  const factor = input.options?.cubicFactorKgPerM3 ?? DEFAULT_CUBIC_FACTOR_KG_PER_M3;
  const types: BoxType[] = [];
  input.boxes.forEach((box, i) => {
    if (isBoxEligible(box)) types.push(toBoxType(box, i, factor));
  });
  const solver = new Solver(types, input.options?.effort ?? DEFAULT_EFFORT);

  const unpacked: UnpackedUnit[] = [];
  const regular: PackItem[] = [];
  const separate: PackItem[] = [];
  let key = 0;
  input.units.forEach((unit, unitIndex) => {
    const quantity = normalisedQuantity(unit);
    if (quantity === 0) return;
    const problem = unitDataProblem(unit);
    if (problem !== null) {
      unpacked.push({ unitId: unit.id, quantity, reason: problem, message: UNPACKED_MESSAGES[problem] });
      return;
    }
    const items = itemsOf(unit, unitIndex, key, quantity);
    key += quantity;
    const first = items[0] as PackItem;
    const fitsSomeBox = types.some((t) => solver.fitsType(first, t));
    if (unit.shipsSeparate) separate.push(...items);
    else if (fitsSomeBox) regular.push(...items);
    else
      unpacked.push({
        unitId: unit.id,
        quantity,
        reason: 'no_distributor_box',
        message: UNPACKED_MESSAGES.no_distributor_box,
      });
  });

  const parcels: Parcel[] = solver.solve(regular).map((bin) => boxParcel(bin, input.units));

  for (const item of separate) {
    const unit = input.units[item.unitIndex] as Unit;
    const fitting = types
      .filter((t) => solver.fitsType(item, t))
      .sort((a, b) => compareForLoad(a, b, item.weight));
    let placed = false;
    for (const type of fitting) {
      const placements = solver.packAll(type, [item]);
      if (placements) {
        parcels.push(boxParcel({ type, placements, weight: item.weight }, input.units, SHIPS_SEPARATE_NOTE));
        placed = true;
        break;
      }
    }
    if (!placed) parcels.push(ownPackagingParcel(item, unit, factor));
  }

  return { parcels, unpacked };
}

/**
 * A lower bound on the parcels any plan for the input needs for its regular (not ships-separate) units
 * that some box can hold; see CapacityModel for the argument.
 */
export function parcelLowerBound(input: PackInput): number {
  const factor = input.options?.cubicFactorKgPerM3 ?? DEFAULT_CUBIC_FACTOR_KG_PER_M3;
  const types: BoxType[] = [];
  input.boxes.forEach((box, i) => {
    if (isBoxEligible(box)) types.push(toBoxType(box, i, factor));
  });
  const solver = new Solver(types, 0);
  const items: PackItem[] = [];
  input.units.forEach((unit, unitIndex) => {
    const quantity = normalisedQuantity(unit);
    if (quantity === 0 || unit.shipsSeparate || unitDataProblem(unit) !== null) return;
    const unitItems = itemsOf(unit, unitIndex, items.length, quantity);
    if (types.some((t) => solver.fitsType(unitItems[0] as PackItem, t))) items.push(...unitItems);
  });
  return new CapacityModel(items, types, (it, t) => solver.fitsType(it, types[t] as BoxType)).lowerBound();
}
