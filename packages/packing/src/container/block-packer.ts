/**
 * Block-building heuristic for filling one space (container or box) with as much volume as possible.
 *
 * The free space is kept as a stack of disjoint cuboids (guillotine cuts). Each step takes the top
 * space, chooses a block — an nx x ny x nz arrangement of identical items in one orientation — puts it
 * in the space's corner and cuts the remainder into three new spaces. Blocks of identical items are why
 * this beats item-by-item placement on orders with many equal units, and why it reaches high fill rates
 * on the classic container-loading sets (George & Robinson 1980; Bortfeldt & Gehring 2001).
 *
 * With lookahead K > 1 every step tries the K largest blocks, completes each trial greedily and keeps
 * the block whose completion packs the most volume.
 */

export interface BlockShapeSize {
  dx: number;
  dy: number;
  dz: number;
}

export interface BlockShape {
  /** Allowed oriented sizes. */
  sizes: readonly BlockShapeSize[];
  count: number;
  volume: number;
}

export interface BlockPlacement {
  shape: number;
  sizeIndex: number;
  x: number;
  y: number;
  z: number;
}

export interface BlockPackOptions {
  lookahead: number;
  /**
   * `support` keeps the space above a block exactly the block's top so goods rest on goods; `free` lets
   * the cut order be chosen for the least wasted space (containers loaded by volume only).
   */
  cuts: 'support' | 'free';
  /** Stop early once this volume is reached (e.g. everything packed). */
  targetVolume?: number;
}

export interface BlockPackResult {
  placements: BlockPlacement[];
  volume: number;
  ops: number;
}

interface Block {
  shape: number;
  sizeIndex: number;
  nx: number;
  ny: number;
  nz: number;
  bx: number;
  by: number;
  bz: number;
  volume: number;
}

// A space is [x, y, z, sx, sy, sz].
type Space = [number, number, number, number, number, number];

const AXIS_ORDERS: readonly (readonly [0 | 1 | 2, 0 | 1 | 2, 0 | 1 | 2])[] = [
  [0, 1, 2],
  [1, 0, 2],
  [0, 2, 1],
  [2, 0, 1],
  [1, 2, 0],
  [2, 1, 0],
];

class Packer {
  ops = 0;
  private readonly shapes: readonly BlockShape[];
  private readonly cuts: 'support' | 'free';
  private minDim = Infinity;

  constructor(shapes: readonly BlockShape[], cuts: 'support' | 'free') {
    this.shapes = shapes;
    this.cuts = cuts;
  }

  /** Smallest side any remaining item could need; spaces thinner than this are dead. */
  updateMinDim(avail: Int32Array): void {
    let m = Infinity;
    for (let s = 0; s < this.shapes.length; s++) {
      if ((avail[s] as number) <= 0) continue;
      for (const z of (this.shapes[s] as BlockShape).sizes) m = Math.min(m, z.dx, z.dy, z.dz);
    }
    this.minDim = m;
  }

  private fitsAny(sx: number, sy: number, sz: number, avail: Int32Array): boolean {
    if (sx < this.minDim || sy < this.minDim || sz < this.minDim) return false;
    for (let s = 0; s < this.shapes.length; s++) {
      if ((avail[s] as number) <= 0) continue;
      for (const z of (this.shapes[s] as BlockShape).sizes)
        if (z.dx <= sx && z.dy <= sy && z.dz <= sz) return true;
    }
    return false;
  }

  /** Candidate blocks for a space, largest volume first (ties keep generation order). */
  blocks(sp: Space, avail: Int32Array, limit: number): Block[] {
    const [, , , sx, sy, sz] = sp;
    const out: Block[] = [];
    for (let s = 0; s < this.shapes.length; s++) {
      const a = avail[s] as number;
      if (a <= 0) continue;
      const shape = this.shapes[s] as BlockShape;
      for (let si = 0; si < shape.sizes.length; si++) {
        const size = shape.sizes[si] as BlockShapeSize;
        const mx = Math.floor(sx / size.dx);
        const my = Math.floor(sy / size.dy);
        const mz = Math.floor(sz / size.dz);
        this.ops++;
        if (mx === 0 || my === 0 || mz === 0) continue;
        const m = [mx, my, mz];
        if (mx * my * mz <= a) {
          out.push(this.block(s, si, size, mx, my, mz, shape.volume));
          continue;
        }
        for (const [a1, a2, a3] of AXIS_ORDERS) {
          const n = [0, 0, 0];
          n[a1] = Math.min(m[a1] as number, a);
          n[a2] = Math.min(m[a2] as number, Math.floor(a / (n[a1] as number)));
          n[a3] = Math.min(m[a3] as number, Math.floor(a / ((n[a1] as number) * (n[a2] as number))));
          const [nx, ny, nz] = n as [number, number, number];
          if (
            out.some((b) => b.shape === s && b.sizeIndex === si && b.nx === nx && b.ny === ny && b.nz === nz)
          )
            continue;
          out.push(this.block(s, si, size, nx, ny, nz, shape.volume));
        }
      }
    }
    // Larger blocks first; among equals prefer the one that leaves the flattest remainder on top.
    const idx = out.map((_, i) => i);
    idx.sort((i, j) => {
      const a = out[i] as Block;
      const b = out[j] as Block;
      return b.volume - a.volume || a.bz - b.bz || i - j;
    });
    return idx.slice(0, limit).map((i) => out[i] as Block);
  }

  private block(
    s: number,
    si: number,
    size: BlockShapeSize,
    nx: number,
    ny: number,
    nz: number,
    vol: number,
  ): Block {
    return {
      shape: s,
      sizeIndex: si,
      nx,
      ny,
      nz,
      bx: nx * size.dx,
      by: ny * size.dy,
      bz: nz * size.dz,
      volume: nx * ny * nz * vol,
    };
  }

  /** Cuts the space around a block in its corner and pushes the pieces onto the stack. */
  split(sp: Space, b: Block, stack: Space[], avail: Int32Array): void {
    const [x, y, z, sx, sy, sz] = sp;
    const s = [sx, sy, sz];
    const bd = [b.bx, b.by, b.bz];
    const origin = [x, y, z];
    const orders = this.cuts === 'support' ? AXIS_ORDERS.slice(0, 2) : AXIS_ORDERS;
    let bestPieces: Space[] | null = null;
    let bestWaste = Infinity;
    let bestLargest = -1;
    for (const order of orders) {
      const pieces: Space[] = [];
      // Extent of the region still being cut, per axis.
      const ext = [s[0] as number, s[1] as number, s[2] as number];
      for (const axis of order) {
        const rest = (s[axis] as number) - (bd[axis] as number);
        if (rest > 0) {
          const p: Space = [
            origin[0] as number,
            origin[1] as number,
            origin[2] as number,
            ext[0] as number,
            ext[1] as number,
            ext[2] as number,
          ];
          p[axis] = (origin[axis] as number) + (bd[axis] as number);
          p[axis + 3] = rest;
          pieces.push(p);
        }
        ext[axis] = bd[axis] as number;
      }
      let waste = 0;
      let largest = 0;
      for (const p of pieces) {
        const v = p[3] * p[4] * p[5];
        if (!this.fitsAny(p[3], p[4], p[5], avail)) waste += v;
        else largest = Math.max(largest, v);
      }
      if (waste < bestWaste || (waste === bestWaste && largest > bestLargest)) {
        bestWaste = waste;
        bestLargest = largest;
        bestPieces = pieces;
      }
    }
    // Bigger pieces go deeper in the stack so small leftovers are filled while small items remain.
    const pieces = (bestPieces ?? []).filter((p) => this.fitsAny(p[3], p[4], p[5], avail));
    pieces.sort((a, b) => b[3] * b[4] * b[5] - a[3] * a[4] * a[5]);
    for (const p of pieces) stack.push(p);
  }

  /** Greedy completion: largest block into each space. Returns the volume placed. */
  run(
    stack: Space[],
    avail: Int32Array,
    out: BlockPlacement[] | null,
    target: number,
    packed: number,
  ): number {
    let volume = packed;
    while (stack.length > 0 && volume < target) {
      const sp = stack.pop() as Space;
      const [b] = this.blocks(sp, avail, 1);
      if (b === undefined) continue;
      volume += b.volume;
      this.apply(sp, b, avail, out);
      this.split(sp, b, stack, avail);
    }
    return volume;
  }

  apply(sp: Space, b: Block, avail: Int32Array, out: BlockPlacement[] | null): void {
    avail[b.shape] = (avail[b.shape] as number) - b.nx * b.ny * b.nz;
    this.updateMinDim(avail);
    if (out === null) return;
    const size = (this.shapes[b.shape] as BlockShape).sizes[b.sizeIndex] as BlockShapeSize;
    for (let k = 0; k < b.nz; k++)
      for (let j = 0; j < b.ny; j++)
        for (let i = 0; i < b.nx; i++)
          out.push({
            shape: b.shape,
            sizeIndex: b.sizeIndex,
            x: sp[0] + i * size.dx,
            y: sp[1] + j * size.dy,
            z: sp[2] + k * size.dz,
          });
  }
}

export function blockPack(
  L: number,
  W: number,
  H: number,
  shapes: readonly BlockShape[],
  options: BlockPackOptions,
): BlockPackResult {
  const packer = new Packer(shapes, options.cuts);
  let total = 0;
  for (const s of shapes) total += s.count * s.volume;
  const target = Math.min(options.targetVolume ?? Infinity, total);
  const avail = Int32Array.from(shapes.map((s) => s.count));
  const stack: Space[] = [[0, 0, 0, L, W, H]];
  packer.updateMinDim(avail);
  const placements: BlockPlacement[] = [];
  let volume = 0;
  const K = Math.max(1, options.lookahead);
  if (K === 1) {
    volume = packer.run(stack, avail, placements, target, 0);
    return { placements, volume, ops: packer.ops };
  }
  while (stack.length > 0 && volume < target) {
    const sp = stack.pop() as Space;
    const candidates = packer.blocks(sp, avail, K);
    if (candidates.length === 0) continue;
    let best = candidates[0] as Block;
    if (candidates.length > 1) {
      let bestScore = -1;
      for (const b of candidates) {
        const trialAvail = Int32Array.from(avail);
        const trialStack = stack.map((s) => [...s] as Space);
        packer.apply(sp, b, trialAvail, null);
        packer.split(sp, b, trialStack, trialAvail);
        const score = packer.run(trialStack, trialAvail, null, target, volume + b.volume);
        if (score > bestScore) {
          bestScore = score;
          best = b;
        }
      }
    }
    volume += best.volume;
    packer.apply(sp, best, avail, placements);
    packer.split(sp, best, stack, avail);
  }
  return { placements, volume, ops: packer.ops };
}
