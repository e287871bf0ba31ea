import type { BoxType } from './box-types.ts';
import type { PackItem } from './items.ts';

/** Up to this many box types, tests are refined per set of box types actually used. */
const MAX_TYPES_PER_SUPPORT = 6;
/** Up to this many box types, every subset of types is tested; beyond, only all types together. */
const MAX_TYPES_FOR_SUBSETS = 10;
const MAX_BINS = 200;

interface Group {
  count: number;
  volume: number;
  weight: number;
  mask: number;
  /** frac[t * 3 + axis]: share of box t's extent along the axis the item must take, 0 if not forced. */
  frac: Float64Array;
}

interface Constraint {
  S: number;
  vol: number;
  wt: number;
  count: number;
  frac: [number, number, number];
}

/**
 * Necessary conditions for a set of boxes (n_t boxes of type t) to hold a list of items, each of which
 * fits at least one box type on its own. With P the set of types used, each item must go into a type
 * of P it fits; then for every subset S of P, the items that fit no type of P outside S need:
 *
 * - volume and payload: at most what the boxes of S offer;
 * - big items: two items each over half the largest volume (or payload) of S never share a box, so
 *   there must be at least as many boxes of S as such items;
 * - forced stacking: if every fitting orientation of an item spans more than half the box on both
 *   horizontal axes, no two such items stand side by side, so their heights add up to at most the box
 *   height. Each such item takes at least (its smallest fitting height / box height) of a box, and
 *   the boxes of S must offer at least the sum of those shares, and at least one box per item whose
 *   share exceeds half. The same holds along x and y.
 *
 * The forced-stacking test is what makes the bound useful for keep-flat goods such as large flat
 * items that only one box can take.
 */
export class CapacityModel {
  readonly types: readonly BoxType[];
  readonly totalVolume: number;
  readonly totalWeight: number;
  private readonly groups: Group[] = [];
  private readonly perSupport = new Map<number, Constraint[] | null>();
  private readonly refined: boolean;

  constructor(
    items: readonly PackItem[],
    types: readonly BoxType[],
    fits: (item: PackItem, t: number) => boolean,
  ) {
    this.types = types;
    const T = types.length;
    this.refined = T <= MAX_TYPES_PER_SUPPORT;
    let vol = 0;
    let wt = 0;
    const byUnit = new Map<number, Group>();
    for (const it of items) {
      vol += it.volume;
      wt += it.weight;
      const known = byUnit.get(it.unitIndex);
      if (known && known.weight === it.weight) {
        known.count++;
        continue;
      }
      const g: Group = {
        count: 1,
        volume: it.volume,
        weight: it.weight,
        mask: 0,
        frac: new Float64Array(T * 3),
      };
      for (let t = 0; t < T; t++) {
        if (T <= MAX_TYPES_FOR_SUBSETS && !fits(it, t)) continue;
        g.mask |= 1 << t;
        const type = types[t] as BoxType;
        const ext = [type.L, type.W, type.H];
        for (let axis = 0; axis < 3; axis++) {
          let forced = true;
          let least = Infinity;
          for (const s of it.orients) {
            const d = [s.dx, s.dy, s.dz];
            if (s.dx > type.L || s.dy > type.W || s.dz > type.H) continue;
            for (let other = 0; other < 3; other++) {
              if (other !== axis && (d[other] as number) * 2 <= (ext[other] as number)) forced = false;
            }
            least = Math.min(least, d[axis] as number);
          }
          if (forced && least < Infinity) g.frac[t * 3 + axis] = least / (ext[axis] as number);
        }
      }
      if (!known) byUnit.set(it.unitIndex, g);
      this.groups.push(g);
    }
    this.totalVolume = vol;
    this.totalWeight = wt;
  }

  private constraintsFor(P: number): Constraint[] | null {
    const cached = this.perSupport.get(P);
    if (cached !== undefined) return cached;
    const T = this.types.length;
    const subsets: number[] = [];
    if (T > MAX_TYPES_FOR_SUBSETS) subsets.push(P);
    else for (let S = P; S > 0; S = (S - 1) & P) subsets.push(S);
    let result: Constraint[] | null = [];
    for (const g of this.groups) {
      if (T <= MAX_TYPES_FOR_SUBSETS && (g.mask & P) === 0) result = null;
    }
    if (result !== null) {
      for (const S of subsets) {
        let sVol = 0;
        let sPay = 0;
        for (let t = 0; t < T; t++) {
          if (S & (1 << t)) {
            const type = this.types[t] as BoxType;
            sVol = Math.max(sVol, type.volume);
            sPay = Math.max(sPay, type.payload);
          }
        }
        const c: Constraint = { S, vol: 0, wt: 0, count: 0, frac: [0, 0, 0] };
        let bigVol = 0;
        let bigWt = 0;
        const bigFrac: [number, number, number] = [0, 0, 0];
        let any = false;
        for (const g of this.groups) {
          const m = T > MAX_TYPES_FOR_SUBSETS ? P : g.mask & P;
          if ((m & ~S) !== 0) continue;
          any = true;
          c.vol += g.count * g.volume;
          c.wt += g.count * g.weight;
          if (g.volume * 2 > sVol) bigVol += g.count;
          if (g.weight * 2 > sPay) bigWt += g.count;
          for (let axis = 0; axis < 3; axis++) {
            let least = Infinity;
            for (let t = 0; t < T; t++)
              if (m & (1 << t)) least = Math.min(least, g.frac[t * 3 + axis] as number);
            if (least < Infinity) {
              c.frac[axis as 0 | 1 | 2] += g.count * least;
              if (least > 0.5) bigFrac[axis as 0 | 1 | 2] += g.count;
            }
          }
        }
        if (!any) continue;
        c.count = Math.max(bigVol, bigWt, bigFrac[0] as number, bigFrac[1] as number, bigFrac[2] as number);
        result.push(c);
      }
    }
    this.perSupport.set(P, result);
    return result;
  }

  /** Whether `counts[t]` boxes of each type pass every necessary condition. */
  feasible(counts: ArrayLike<number>): boolean {
    const T = this.types.length;
    let P = 0;
    for (let t = 0; t < T; t++) if ((counts[t] as number) > 0) P |= 1 << t;
    if (!this.refined) P = T >= 31 ? -1 : (1 << T) - 1;
    const constraints = this.constraintsFor(P);
    if (constraints === null) return false;
    for (const c of constraints) {
      let v = 0;
      let w = 0;
      let n = 0;
      for (let t = 0; t < T; t++) {
        if (c.S === -1 || c.S & (1 << t)) {
          const k = counts[t] as number;
          if (k === 0) continue;
          const type = this.types[t] as BoxType;
          v += k * type.volume;
          w += k * type.payload;
          n += k;
        }
      }
      if (v + 1e-6 < c.vol || w + 1e-6 < c.wt || n < c.count) return false;
      if (n + 1e-9 < c.frac[0] || n + 1e-9 < c.frac[1] || n + 1e-9 < c.frac[2]) return false;
    }
    return true;
  }

  /**
   * Calls `visit` with every composition of k boxes over the types that passes `feasible`, stopping
   * early when `visit` returns true or after `limit` compositions.
   */
  forEachFeasible(k: number, limit: number, visit: (counts: Int32Array) => boolean): { truncated: boolean } {
    const T = this.types.length;
    const n = new Int32Array(T);
    let seen = 0;
    let truncated = false;
    const walk = (t: number, left: number): boolean => {
      if (seen >= limit) {
        truncated = true;
        return true;
      }
      if (t === T - 1) {
        n[t] = left;
        seen++;
        return this.feasible(n) ? visit(n) : false;
      }
      for (let c = left; c >= 0; c--) {
        n[t] = c;
        if (walk(t + 1, left - c)) return true;
      }
      n[t] = 0;
      return false;
    };
    if (T > 0) walk(0, k);
    return { truncated };
  }

  /** Smallest k for which some composition of k boxes passes every test. */
  lowerBound(): number {
    if (this.groups.length === 0) return 0;
    let maxVol = 0;
    let maxPay = 0;
    for (const t of this.types) {
      maxVol = Math.max(maxVol, t.volume);
      maxPay = Math.max(maxPay, t.payload);
    }
    const simple = Math.max(
      1,
      Math.ceil(this.totalVolume / maxVol - 1e-9),
      Math.ceil(this.totalWeight / maxPay - 1e-9),
    );
    for (let k = simple; k < MAX_BINS; k++) {
      let ok = false;
      const { truncated } = this.forEachFeasible(k, 20000, () => {
        ok = true;
        return true;
      });
      // An unfinished search proves nothing about k, so stop there to keep the bound valid.
      if (ok || truncated) return k;
    }
    return MAX_BINS;
  }
}
