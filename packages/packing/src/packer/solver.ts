import { BinState, type Placement, type PlacementRule } from './bin-state.ts';
import { chargeableWeight, compareForLoad, type BoxType } from './box-types.ts';
import { fitsSpace, type OrientedSize, type PackItem } from './items.ts';
import { CapacityModel } from './lower-bound.ts';
import { sortItems, type ItemOrdering } from './orderings.ts';
import { blockFill } from './block-fill.ts';

export interface SolvedBin {
  type: BoxType;
  placements: Placement[];
  weight: number;
}

type Attempt = readonly [ItemOrdering, PlacementRule];

type SingleAttempt =
  | { kind: 'ep'; ordering: ItemOrdering; rule: PlacementRule }
  | { kind: 'block'; lookahead: number; cuts: 'support' | 'free' };

/**
 * Single-box attempts in the order they are tried. The first few settle nearly every real order;
 * later ones rescue awkward mixes (tall items, upright walls) and only run when earlier ones fail.
 */
const SINGLE_ATTEMPTS: readonly SingleAttempt[] = [
  { kind: 'ep', ordering: 'volume', rule: 'low-top' },
  { kind: 'block', lookahead: 1, cuts: 'support' },
  { kind: 'ep', ordering: 'volume', rule: 'floor-first' },
  { kind: 'ep', ordering: 'longest', rule: 'low-top' },
  { kind: 'block', lookahead: 3, cuts: 'support' },
  { kind: 'ep', ordering: 'footprint', rule: 'wall' },
  { kind: 'ep', ordering: 'longest', rule: 'floor-first' },
  { kind: 'ep', ordering: 'weight', rule: 'low-top' },
  { kind: 'block', lookahead: 6, cuts: 'free' },
];

/** Attempts for distributing items over several open boxes at once. */
const JOINT_ATTEMPTS: readonly Attempt[] = [
  ['volume', 'low-top'],
  ['longest', 'low-top'],
  ['volume', 'floor-first'],
  ['weight', 'low-top'],
  ['footprint', 'low-top'],
  ['longest', 'floor-first'],
  ['footprint', 'wall'],
];

interface CachedPlacement {
  unitIndex: number;
  x: number;
  y: number;
  z: number;
  size: OrientedSize;
}

function signature(items: readonly PackItem[]): string {
  const counts = new Map<number, number>();
  for (const it of items) counts.set(it.unitIndex, (counts.get(it.unitIndex) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([u, c]) => `${u}x${c}`)
    .join(',');
}

function weightOf(items: readonly PackItem[]): number {
  let w = 0;
  for (const it of items) w += it.weight;
  return w;
}

function totalChargeable(bins: readonly SolvedBin[]): number {
  let c = 0;
  for (const b of bins) c += chargeableWeight(b.type, b.weight);
  return c;
}

function variance(bins: readonly SolvedBin[]): number {
  if (bins.length < 2) return 0;
  let mean = 0;
  for (const b of bins) mean += b.type.box.emptyWeightG + b.weight;
  mean /= bins.length;
  let v = 0;
  for (const b of bins) v += (b.type.box.emptyWeightG + b.weight - mean) ** 2;
  return v / bins.length;
}

/** Lexicographic objective after "everything packed": parcels, chargeable weight, weight variance. */
function better(a: readonly SolvedBin[], b: readonly SolvedBin[]): boolean {
  if (a.length !== b.length) return a.length < b.length;
  const ca = totalChargeable(a);
  const cb = totalChargeable(b);
  if (ca !== cb) return ca < cb;
  return variance(a) < variance(b) - 1e-9;
}

function binFromState(type: BoxType, state: BinState): SolvedBin {
  return { type, placements: state.placements, weight: state.weight };
}

/**
 * Packs items that each fit at least one box type, minimising parcels, then chargeable weight, then
 * weight variance. Effort is bounded by `budget` candidate evaluations (see BinState.ops); once spent,
 * only the cheap steps that guarantee a complete plan still run.
 */
export class Solver {
  private readonly types: readonly BoxType[];
  private readonly budget: number;
  private spent = 0;
  private readonly cache = new Map<string, CachedPlacement[] | null>();

  constructor(types: readonly BoxType[], budget: number) {
    this.types = types;
    this.budget = budget;
  }

  get opsSpent(): number {
    return this.spent;
  }

  private get exhausted(): boolean {
    return this.spent >= this.budget;
  }

  fitsType(item: PackItem, type: BoxType): boolean {
    return item.weight <= type.payload && fitsSpace(item, type.L, type.W, type.H);
  }

  private roughlyFits(type: BoxType, items: readonly PackItem[], weight: number): boolean {
    if (weight > type.payload) return false;
    let vol = 0;
    for (const it of items) {
      vol += it.volume;
      if (!this.fitsType(it, type)) return false;
    }
    return vol <= type.volume;
  }

  /** Finds a packing of all items into one box of the type, or null. Results are cached per item multiset. */
  packAll(type: BoxType, items: readonly PackItem[]): Placement[] | null {
    if (!this.roughlyFits(type, items, weightOf(items))) return null;
    const key = `${type.index}|${signature(items)}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached === null ? null : this.bind(cached, items);
    // Once the budget is spent, one attempt still runs so that a plan can always be completed.
    const attempts = this.exhausted ? SINGLE_ATTEMPTS.slice(0, 1) : SINGLE_ATTEMPTS;
    let result: Placement[] | null = null;
    for (const attempt of attempts) {
      if (attempt.kind === 'block') {
        const packed = blockFill(type, items, attempt.lookahead, attempt.cuts);
        this.spent += packed.ops;
        if (packed.placements.length === items.length) {
          result = packed.placements;
          break;
        }
        if (this.exhausted) break;
        continue;
      }
      const state = new BinState(type.L, type.W, type.H, type.payload);
      let ok = true;
      for (const it of sortItems(items, attempt.ordering)) {
        if (!state.tryAdd(it, attempt.rule)) {
          ok = false;
          break;
        }
      }
      this.spent += state.ops;
      if (ok) {
        result = state.placements;
        break;
      }
      if (this.exhausted) break;
    }
    this.cache.set(
      key,
      result === null
        ? null
        : result.map((p) => ({ unitIndex: p.item.unitIndex, x: p.x, y: p.y, z: p.z, size: p.size })),
    );
    return result;
  }

  private bind(cached: readonly CachedPlacement[], items: readonly PackItem[]): Placement[] {
    const pools = new Map<number, PackItem[]>();
    for (const it of items) {
      const pool = pools.get(it.unitIndex);
      if (pool) pool.push(it);
      else pools.set(it.unitIndex, [it]);
    }
    return cached.map((c) => {
      const item = (pools.get(c.unitIndex) as PackItem[]).shift() as PackItem;
      return { item, x: c.x, y: c.y, z: c.z, size: c.size };
    });
  }

  /** Cheapest single box holding all items, or null. */
  private packOne(items: readonly PackItem[]): SolvedBin | null {
    const weight = weightOf(items);
    const candidates = [...this.types].sort((a, b) => compareForLoad(a, b, weight));
    for (const type of candidates) {
      const placements = this.packAll(type, items);
      if (placements) return { type, placements, weight };
    }
    return null;
  }

  solve(items: readonly PackItem[]): SolvedBin[] {
    if (items.length === 0) return [];
    const model = this.capacity(items);
    const lb = model.lowerBound();
    if (lb <= 1) {
      const one = this.packOne(items);
      if (one) return [one];
    }
    let best = this.improveCost(this.greedy(items));
    for (let k = Math.max(lb, 2); k < best.length && !this.exhausted; k++) {
      const joint = this.packInto(k, items, model);
      if (joint) {
        const improved = this.improveCost(joint);
        if (better(improved, best)) best = improved;
        break;
      }
    }
    return this.balance(best);
  }

  private capacity(items: readonly PackItem[]): CapacityModel {
    return new CapacityModel(items, this.types, (it, t) => this.fitsType(it, this.types[t] as BoxType));
  }

  /**
   * Sequential fill: finish in the cheapest box that takes everything left, otherwise fill the box type
   * that absorbs the largest share of the remaining volume and weight, and repeat.
   */
  greedy(items: readonly PackItem[]): SolvedBin[] {
    const bins: SolvedBin[] = [];
    let rest = sortItems(items, 'volume');
    while (rest.length > 0) {
      const model = this.capacity(rest);
      if (model.lowerBound() <= 1) {
        const one = this.packOne(rest);
        if (one) {
          bins.push(one);
          break;
        }
      }
      const restVol = model.totalVolume;
      const restWt = model.totalWeight;
      let best: { bin: SolvedBin; score: number } | null = null;
      for (const type of this.types) {
        for (const fill of this.partialFills(type, rest)) {
          if (fill.placements.length === 0) continue;
          let vol = 0;
          for (const p of fill.placements) vol += p.item.volume;
          const score = vol / restVol + fill.weight / restWt;
          if (
            best === null ||
            score > best.score + 1e-12 ||
            (Math.abs(score - best.score) <= 1e-12 && compareForLoad(type, best.bin.type, fill.weight) < 0)
          )
            best = { bin: fill, score };
        }
      }
      if (best === null) throw new Error('an item fits no box type; callers must filter those out');
      bins.push(best.bin);
      const used = new Set(best.bin.placements.map((p) => p.item.key));
      rest = rest.filter((it) => !used.has(it.key));
    }
    return bins;
  }

  /** Ways to fill one box of the type with as much of `rest` (sorted) as it takes. */
  private partialFills(type: BoxType, rest: readonly PackItem[]): SolvedBin[] {
    const fills: SolvedBin[] = [];
    for (const rule of ['low-top', 'floor-first'] as const) {
      const state = new BinState(type.L, type.W, type.H, type.payload);
      for (const it of rest) state.tryAdd(it, rule);
      this.spent += state.ops;
      fills.push(binFromState(type, state));
    }
    // The block packer ignores weight, so offer it only what the payload allows.
    const subset: PackItem[] = [];
    let weight = 0;
    for (const it of rest) {
      if (!this.fitsType(it, type) || weight + it.weight > type.payload) continue;
      subset.push(it);
      weight += it.weight;
    }
    if (subset.length > 0) {
      const packed = blockFill(type, subset, 1, 'support');
      this.spent += packed.ops;
      fills.push({
        type,
        placements: packed.placements,
        weight: weightOf(packed.placements.map((p) => p.item)),
      });
    }
    return fills;
  }

  /**
   * Tries to pack everything into exactly k boxes, over the box mixes that pass the capacity tests,
   * roomiest mixes first. Items go first-fit into the open boxes.
   */
  packInto(k: number, items: readonly PackItem[], model: CapacityModel): SolvedBin[] | null {
    const mixes: Int32Array[] = [];
    model.forEachFeasible(k, 5000, (counts) => {
      mixes.push(Int32Array.from(counts));
      return false;
    });
    let maxVol = 0;
    let maxPay = 0;
    for (const t of this.types) {
      maxVol = Math.max(maxVol, t.volume);
      maxPay = Math.max(maxPay, t.payload);
    }
    const room = (m: Int32Array): number => {
      let r = 0;
      for (let t = 0; t < m.length; t++) {
        const type = this.types[t] as BoxType;
        r += (m[t] as number) * (type.volume / maxVol + type.payload / maxPay);
      }
      return r;
    };
    const rooms = mixes.map(room);
    const order = mixes.map((_, i) => i).sort((a, b) => (rooms[b] as number) - (rooms[a] as number) || a - b);
    for (const mi of order.slice(0, 12)) {
      const mix = mixes[mi] as Int32Array;
      const binTypes: BoxType[] = [];
      for (let t = 0; t < mix.length; t++)
        for (let c = 0; c < (mix[t] as number); c++) binTypes.push(this.types[t] as BoxType);
      binTypes.sort((a, b) => b.volume - a.volume || a.index - b.index);
      for (const [ordering, rule] of JOINT_ATTEMPTS) {
        if (this.exhausted) return null;
        const states = binTypes.map((t) => new BinState(t.L, t.W, t.H, t.payload));
        let ok = true;
        for (const it of sortItems(items, ordering)) {
          let placed = false;
          for (const s of states) {
            if (s.tryAdd(it, rule)) {
              placed = true;
              break;
            }
          }
          if (!placed) {
            ok = false;
            break;
          }
        }
        for (const s of states) this.spent += s.ops;
        if (ok) return states.map((s, i) => binFromState(binTypes[i] as BoxType, s));
      }
      if (this.exhausted) return null;
      const sequential = this.fillInSequence(binTypes, items);
      if (sequential) return sequential;
    }
    return null;
  }

  /**
   * Fills the boxes one after another, each with the fill that absorbs most of what is left, and the
   * last box with everything remaining. Complements first-fit: it keeps equal goods together in blocks.
   */
  private fillInSequence(binTypes: readonly BoxType[], items: readonly PackItem[]): SolvedBin[] | null {
    const bins: SolvedBin[] = [];
    let rest = sortItems(items, 'volume');
    for (let i = 0; i < binTypes.length; i++) {
      const type = binTypes[i] as BoxType;
      if (i === binTypes.length - 1) {
        const placements = this.packAll(type, rest);
        if (!placements) return null;
        bins.push({ type, placements, weight: weightOf(rest) });
        return bins;
      }
      let restVol = 0;
      for (const it of rest) restVol += it.volume;
      const restWt = weightOf(rest);
      let best: { bin: SolvedBin; score: number } | null = null;
      for (const fill of this.partialFills(type, rest)) {
        let vol = 0;
        for (const p of fill.placements) vol += p.item.volume;
        const score = vol / restVol + fill.weight / restWt;
        if (best === null || score > best.score + 1e-12) best = { bin: fill, score };
      }
      if (best === null || best.bin.placements.length === 0) return null;
      bins.push(best.bin);
      const used = new Set(best.bin.placements.map((p) => p.item.key));
      rest = rest.filter((it) => !used.has(it.key));
      if (rest.length === 0) return null;
    }
    return null;
  }

  /** Moves each parcel's contents into the cheapest box type that still holds them. */
  improveCost(bins: SolvedBin[]): SolvedBin[] {
    return bins.map((bin) => {
      const items = bin.placements.map((p) => p.item);
      const candidates = this.types
        .filter((t) => compareForLoad(t, bin.type, bin.weight) < 0)
        .sort((a, b) => compareForLoad(a, b, bin.weight));
      for (const type of candidates) {
        if (this.exhausted) break;
        const placements = this.packAll(type, items);
        if (placements) return { type, placements, weight: bin.weight };
      }
      return bin;
    });
  }

  /**
   * Evens out parcel weights by moving single items from the heaviest parcel to the lightest, accepting
   * a move only if the target box still holds its contents and chargeable weight does not rise.
   */
  balance(bins: SolvedBin[]): SolvedBin[] {
    if (bins.length < 2) return bins;
    let current = bins;
    for (let round = 0; round < 2 * bins.length && !this.exhausted; round++) {
      const gross = current.map((b) => b.type.box.emptyWeightG + b.weight);
      let hi = 0;
      let lo = 0;
      for (let i = 1; i < current.length; i++) {
        if ((gross[i] as number) > (gross[hi] as number)) hi = i;
        if ((gross[i] as number) < (gross[lo] as number)) lo = i;
      }
      const gap = (gross[hi] as number) - (gross[lo] as number);
      if (gap <= 0) break;
      const from = current[hi] as SolvedBin;
      const to = current[lo] as SolvedBin;
      // Best moves first: those that bring the two weights closest together.
      const moves = from.placements
        .map((p) => p.item)
        .filter((it) => it.weight < gap)
        .sort((a, b) => Math.abs(gap - 2 * a.weight) - Math.abs(gap - 2 * b.weight) || a.key - b.key);
      const seen = new Set<number>();
      let moved = false;
      for (const it of moves) {
        if (seen.has(it.unitIndex)) continue;
        seen.add(it.unitIndex);
        if (to.weight + it.weight > to.type.payload) continue;
        const toItems = [...to.placements.map((p) => p.item), it];
        const placements = this.packAll(to.type, toItems);
        if (!placements) continue;
        const next = current.slice();
        next[hi] = {
          type: from.type,
          placements: from.placements.filter((p) => p.item !== it),
          weight: from.weight - it.weight,
        };
        next[lo] = { type: to.type, placements, weight: to.weight + it.weight };
        if (better(next, current)) {
          current = next;
          moved = true;
          break;
        }
      }
      if (!moved) break;
    }
    return current;
  }
}
