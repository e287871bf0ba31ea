import type { BoxType } from './box-types.ts';
import type { PackItem } from './items.ts';

/** Beyond this many box types the subset tests get expensive; fall back to the aggregate tests. */
const MAX_TYPES_FOR_SUBSETS = 10;
const MAX_BINS = 200;

/**
 * Necessary conditions for a set of boxes (n_t boxes of type t) to hold a list of items, each of which
 * fits at least one box type on its own.
 *
 * For every subset S of box types, the boxes of types in S must offer at least the volume and the
 * payload of the items that fit no box outside S, and at least one box per "big" item among them: two
 * items each over half the largest volume of S, or each over half the largest payload of S, can never
 * share a box of S. With many box types only S = all types is tested.
 */
export class CapacityModel {
  readonly types: readonly BoxType[];
  private readonly subsets: number[] = [];
  private readonly needVol: number[] = [];
  private readonly needWt: number[] = [];
  private readonly needCount: number[] = [];
  readonly totalVolume: number;
  readonly totalWeight: number;

  constructor(items: readonly PackItem[], types: readonly BoxType[], fits: (item: PackItem, t: number) => boolean) {
    this.types = types;
    const T = types.length;
    let vol = 0;
    let wt = 0;
    for (const it of items) {
      vol += it.volume;
      wt += it.weight;
    }
    this.totalVolume = vol;
    this.totalWeight = wt;
    const all = T >= 31 ? -1 : (1 << T) - 1;
    const masks = items.map((it) => {
      if (T > MAX_TYPES_FOR_SUBSETS) return all;
      let m = 0;
      for (let t = 0; t < T; t++) if (fits(it, t)) m |= 1 << t;
      return m;
    });
    const subsetList = T > MAX_TYPES_FOR_SUBSETS ? [all] : Array.from({ length: (1 << T) - 1 }, (_, i) => i + 1);
    for (const S of subsetList) {
      let sVol = 0;
      let sPay = 0;
      for (let t = 0; t < T; t++) {
        if (S === -1 || S & (1 << t)) {
          const type = types[t] as BoxType;
          sVol = Math.max(sVol, type.volume);
          sPay = Math.max(sPay, type.payload);
        }
      }
      let v = 0;
      let w = 0;
      let bigVol = 0;
      let bigWt = 0;
      let any = false;
      for (let i = 0; i < items.length; i++) {
        if (S !== -1 && ((masks[i] as number) & ~S) !== 0) continue;
        const it = items[i] as PackItem;
        any = true;
        v += it.volume;
        w += it.weight;
        if (it.volume * 2 > sVol) bigVol++;
        if (it.weight * 2 > sPay) bigWt++;
      }
      if (!any) continue;
      this.subsets.push(S);
      this.needVol.push(v);
      this.needWt.push(w);
      this.needCount.push(Math.max(bigVol, bigWt));
    }
  }

  /** Whether `counts[t]` boxes of each type pass every necessary condition. */
  feasible(counts: ArrayLike<number>): boolean {
    const T = this.types.length;
    for (let s = 0; s < this.subsets.length; s++) {
      const S = this.subsets[s] as number;
      let v = 0;
      let w = 0;
      let c = 0;
      for (let t = 0; t < T; t++) {
        if (S === -1 || S & (1 << t)) {
          const k = counts[t] as number;
          if (k === 0) continue;
          const type = this.types[t] as BoxType;
          v += k * type.volume;
          w += k * type.payload;
          c += k;
        }
      }
      if (v + 1e-6 < (this.needVol[s] as number) || w + 1e-6 < (this.needWt[s] as number)) return false;
      if (c < (this.needCount[s] as number)) return false;
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
    if (this.totalVolume === 0 && this.totalWeight === 0) return 0;
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
