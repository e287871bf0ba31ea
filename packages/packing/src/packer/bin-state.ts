import type { OrientedSize, PackItem } from './items.ts';

/**
 * How a free position is chosen for the next item.
 * - `low-top`: lowest resulting top face first; keeps stacks level and lays flat goods flat.
 * - `floor-first`: deepest-bottom-left; covers the floor before stacking, good for upright goods.
 * - `wall`: fills along the length first (smallest x end), building walls across the box.
 */
export type PlacementRule = 'low-top' | 'floor-first' | 'wall';

export interface Placement {
  item: PackItem;
  x: number;
  y: number;
  z: number;
  size: OrientedSize;
}

/**
 * An open box being filled with the extreme-point heuristic (Crainic, Perboli & Tadei 2008): candidate
 * positions are the corners that placed items expose, projected back towards the walls and the floor
 * so that items end up resting against something instead of floating.
 *
 * Work is counted in `ops` (candidate positions examined) so callers can bound effort
 * deterministically rather than by wall-clock time.
 */
export class BinState {
  readonly L: number;
  readonly W: number;
  readonly H: number;
  readonly payload: number;
  readonly placements: Placement[] = [];
  weight = 0;
  volume = 0;
  ops = 0;

  private readonly x0: number[] = [];
  private readonly y0: number[] = [];
  private readonly z0: number[] = [];
  private readonly x1: number[] = [];
  private readonly y1: number[] = [];
  private readonly z1: number[] = [];
  private epX: number[] = [0];
  private epY: number[] = [0];
  private epZ: number[] = [0];

  // Result slots of the last successful search, kept as fields to avoid allocating per candidate.
  private bx = 0;
  private by = 0;
  private bz = 0;
  private bs: OrientedSize | null = null;

  constructor(L: number, W: number, H: number, payload: number) {
    this.L = L;
    this.W = W;
    this.H = H;
    this.payload = payload;
  }

  get count(): number {
    return this.x0.length;
  }

  /** Places the item if there is room and payload left; returns whether it was placed. */
  tryAdd(item: PackItem, rule: PlacementRule): boolean {
    if (this.weight + item.weight > this.payload) return false;
    if (this.volume + item.volume > this.L * this.W * this.H) return false;
    if (!this.search(item, rule)) return false;
    this.commit(item, this.bx, this.by, this.bz, this.bs as OrientedSize);
    return true;
  }

  private search(item: PackItem, rule: PlacementRule): boolean {
    const { L, W, H } = this;
    const n = this.epX.length;
    const orients = item.orients;
    let best1 = Infinity;
    let best2 = Infinity;
    let found = false;
    this.ops += n * orients.length;
    for (let e = 0; e < n; e++) {
      const x = this.epX[e] as number;
      const y = this.epY[e] as number;
      const z = this.epZ[e] as number;
      for (let o = 0; o < orients.length; o++) {
        const s = orients[o] as OrientedSize;
        const X = x + s.dx;
        const Y = y + s.dy;
        const Z = z + s.dz;
        if (X > L || Y > W || Z > H) continue;
        let p1: number;
        let p2: number;
        if (rule === 'low-top') {
          p1 = Z;
          p2 = (z * 4096 + y) * 4096 + x;
        } else if (rule === 'floor-first') {
          p1 = z;
          p2 = (y * 4096 + x) * 4096 + Z;
        } else {
          p1 = X;
          p2 = (z * 4096 + y) * 4096 + x;
        }
        if (p1 > best1 || (p1 === best1 && p2 >= best2)) continue;
        if (!this.isFree(x, y, z, X, Y, Z)) continue;
        best1 = p1;
        best2 = p2;
        this.bx = x;
        this.by = y;
        this.bz = z;
        this.bs = s;
        found = true;
      }
    }
    return found;
  }

  private isFree(x: number, y: number, z: number, X: number, Y: number, Z: number): boolean {
    const { x0, y0, z0, x1, y1, z1 } = this;
    for (let i = 0; i < x0.length; i++) {
      if (
        x < (x1[i] as number) &&
        X > (x0[i] as number) &&
        y < (y1[i] as number) &&
        Y > (y0[i] as number) &&
        z < (z1[i] as number) &&
        Z > (z0[i] as number)
      )
        return false;
    }
    return true;
  }

  private isInsideSomeItem(x: number, y: number, z: number): boolean {
    const { x0, y0, z0, x1, y1, z1 } = this;
    for (let i = 0; i < x0.length; i++) {
      if (
        x >= (x0[i] as number) &&
        x < (x1[i] as number) &&
        y >= (y0[i] as number) &&
        y < (y1[i] as number) &&
        z >= (z0[i] as number) &&
        z < (z1[i] as number)
      )
        return true;
    }
    return false;
  }

  /** Highest top face below (x, y, z) that covers that column, or the floor. */
  private dropZ(x: number, y: number, z: number): number {
    let best = 0;
    const { x0, y0, x1, y1, z1 } = this;
    for (let i = 0; i < x0.length; i++) {
      const top = z1[i] as number;
      if (
        top <= z &&
        top > best &&
        x >= (x0[i] as number) &&
        x < (x1[i] as number) &&
        y >= (y0[i] as number) &&
        y < (y1[i] as number)
      )
        best = top;
    }
    return best;
  }

  private dropY(x: number, y: number, z: number): number {
    let best = 0;
    const { x0, z0, x1, y1, z1 } = this;
    for (let i = 0; i < x0.length; i++) {
      const face = y1[i] as number;
      if (
        face <= y &&
        face > best &&
        x >= (x0[i] as number) &&
        x < (x1[i] as number) &&
        z >= (z0[i] as number) &&
        z < (z1[i] as number)
      )
        best = face;
    }
    return best;
  }

  private dropX(x: number, y: number, z: number): number {
    let best = 0;
    const { x0, y0, z0, y1, x1, z1 } = this;
    for (let i = 0; i < x0.length; i++) {
      const face = x1[i] as number;
      if (
        face <= x &&
        face > best &&
        y >= (y0[i] as number) &&
        y < (y1[i] as number) &&
        z >= (z0[i] as number) &&
        z < (z1[i] as number)
      )
        best = face;
    }
    return best;
  }

  private commit(item: PackItem, x: number, y: number, z: number, s: OrientedSize): void {
    const X = x + s.dx;
    const Y = y + s.dy;
    const Z = z + s.dz;
    this.placements.push({ item, x, y, z, size: s });
    this.x0.push(x);
    this.y0.push(y);
    this.z0.push(z);
    this.x1.push(X);
    this.y1.push(Y);
    this.z1.push(Z);
    this.weight += item.weight;
    this.volume += item.volume;

    // Drop extreme points now covered by the new item.
    const ex: number[] = [];
    const ey: number[] = [];
    const ez: number[] = [];
    for (let e = 0; e < this.epX.length; e++) {
      const px = this.epX[e] as number;
      const py = this.epY[e] as number;
      const pz = this.epZ[e] as number;
      if (px >= x && px < X && py >= y && py < Y && pz >= z && pz < Z) continue;
      ex.push(px);
      ey.push(py);
      ez.push(pz);
    }
    this.epX = ex;
    this.epY = ey;
    this.epZ = ez;

    this.addPoint(X, y, z);
    this.addPoint(X, this.dropY(X, y, z), z);
    this.addPoint(X, y, this.dropZ(X, y, z));
    this.addPoint(x, Y, z);
    this.addPoint(this.dropX(x, Y, z), Y, z);
    this.addPoint(x, Y, this.dropZ(x, Y, z));
    this.addPoint(x, y, Z);
    this.addPoint(this.dropX(x, y, Z), y, Z);
    this.addPoint(x, this.dropY(x, y, Z), Z);
  }

  private addPoint(x: number, y: number, z: number): void {
    if (x >= this.L || y >= this.W || z >= this.H) return;
    const { epX, epY, epZ } = this;
    for (let e = 0; e < epX.length; e++) {
      if (epX[e] === x && epY[e] === y && epZ[e] === z) return;
    }
    if (this.isInsideSomeItem(x, y, z)) return;
    epX.push(x);
    epY.push(y);
    epZ.push(z);
  }
}
