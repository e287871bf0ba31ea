/**
 * Data model of the packing engine. Lengths are millimetres, weights grams.
 *
 * Axis convention for every placement: x runs along the box length, y along the box width and z along
 * the box height (z is vertical, 0 is the floor of the usable space).
 */

export interface Dimensions {
  length: number;
  width: number;
  height: number;
}

export type LabelSize = '4x6' | 'A5' | 'A4';

export interface Box {
  id: string;
  name?: string;
  outer: Dimensions;
  inner: Dimensions;
  emptyWeightG: number;
  /** Maximum gross weight of the parcel, box included. */
  maxWeightG: number;
  /**
   * Padding in mm taken off each inner dimension (once per dimension, not per side):
   * usable length = inner length - buffer, and likewise for width and height.
   */
  bufferMm?: number;
  labelSize?: LabelSize | null;
  cost?: number | null;
}

export type RotationRule = 'any' | 'keep_flat';

export interface Unit {
  id: string;
  sku: string;
  /** Missing or non-positive dimensions make the unit unpackable (`missing_dimensions`). */
  dimensions?: Partial<Dimensions> | null;
  weightG?: number | null;
  quantity: number;
  shipsSeparate?: boolean;
  /** Defaults to `any`. `keep_flat` keeps the unit's height vertical (turns about the vertical axis only). */
  rotation?: RotationRule;
}

export interface PackOptions {
  /** Volumetric factor for cubic weight; 250 kg/m³ is the common road-freight default. */
  cubicFactorKgPerM3?: number;
  /**
   * Upper bound on single-box packing attempts spent searching for fewer parcels. The default keeps
   * large orders in the tens of milliseconds; raise it for offline planning.
   */
  effort?: number;
}

export interface PackInput {
  boxes: Box[];
  units: Unit[];
  options?: PackOptions;
}

/**
 * Which unit dimension lies along x, y and z, e.g. `wlh` = unit width along x, length along y, height
 * vertical.
 */
export type Orientation = 'lwh' | 'lhw' | 'wlh' | 'whl' | 'hlw' | 'hwl';

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export interface PlacedItem {
  unitId: string;
  sku: string;
  /** Minimum corner, relative to the usable space's corner. */
  position: Vec3;
  /** Extent along each axis after orientation. */
  size: Vec3;
  orientation: Orientation;
  weightG: number;
}

export type PackingMethod = 'box' | 'own_packaging';

export interface Parcel {
  /** The chosen box, or null when the unit travels in its own packaging. */
  box: Box | null;
  packingMethod: PackingMethod;
  note?: string;
  outer: Dimensions;
  usable: Dimensions;
  items: PlacedItem[];
  grossWeightG: number;
  cubicWeightG: number;
  chargeableWeightG: number;
}

export type UnpackedReason = 'missing_dimensions' | 'missing_weight' | 'no_distributor_box';

export interface UnpackedUnit {
  unitId: string;
  quantity: number;
  reason: UnpackedReason;
  message: string;
}

export interface PackPlan {
  parcels: Parcel[];
  unpacked: UnpackedUnit[];
}

export interface CheckResult {
  ok: boolean;
  errors: string[];
}
