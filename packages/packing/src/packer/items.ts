import type { Orientation, RotationRule } from '../model/types.ts';

/** Orientation codes in a fixed order so that ties between equal candidates resolve deterministically. */
export const ORIENTATIONS: readonly Orientation[] = ['lwh', 'wlh', 'lhw', 'hlw', 'whl', 'hwl'];

export interface OrientedSize {
  dx: number;
  dy: number;
  dz: number;
  orientation: Orientation;
}

/** One physical item (a unit expanded by its quantity), as the packer sees it. */
export interface PackItem {
  /** Position in the order's expanded item list; unique and stable. */
  key: number;
  /** Index of the unit the item came from; identical items share it. */
  unitIndex: number;
  l: number;
  w: number;
  h: number;
  weight: number;
  volume: number;
  /** Distinct oriented sizes allowed by the rotation rule (duplicates from equal sides removed). */
  orients: OrientedSize[];
}

export function orientedSize(l: number, w: number, h: number, o: Orientation): [number, number, number] {
  switch (o) {
    case 'lwh':
      return [l, w, h];
    case 'lhw':
      return [l, h, w];
    case 'wlh':
      return [w, l, h];
    case 'whl':
      return [w, h, l];
    case 'hlw':
      return [h, l, w];
    case 'hwl':
      return [h, w, l];
  }
}

export function allowedOrientations(rule: RotationRule): readonly Orientation[] {
  return rule === 'keep_flat' ? ['lwh', 'wlh'] : ORIENTATIONS;
}

export function orientationsFor(l: number, w: number, h: number, rule: RotationRule): OrientedSize[] {
  const out: OrientedSize[] = [];
  for (const o of allowedOrientations(rule)) {
    const [dx, dy, dz] = orientedSize(l, w, h, o);
    if (!out.some((s) => s.dx === dx && s.dy === dy && s.dz === dz)) out.push({ dx, dy, dz, orientation: o });
  }
  return out;
}

/** Cheap test whether the item fits an empty space of the given size in some allowed orientation. */
export function fitsSpace(item: PackItem, L: number, W: number, H: number): boolean {
  for (const s of item.orients) if (s.dx <= L && s.dy <= W && s.dz <= H) return true;
  return false;
}
