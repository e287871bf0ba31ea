import { blockPack, type BlockShape } from '../container/block-packer.ts';
import type { Placement } from './bin-state.ts';
import type { BoxType } from './box-types.ts';
import type { OrientedSize, PackItem } from './items.ts';

/**
 * Fills one box with the block-building heuristic. Items with the same size and rotation rule are
 * interchangeable for geometry, so they form one shape even across SKUs (e.g. A4 brochures of
 * several titles stack as one block). The caller handles weight.
 */
export function blockFill(
  type: BoxType,
  items: readonly PackItem[],
  lookahead: number,
  cuts: 'support' | 'free',
): { placements: Placement[]; ops: number } {
  const groups: { orients: OrientedSize[]; items: PackItem[] }[] = [];
  for (const it of items) {
    const g = groups.find((x) => x.orients === it.orients || sameOrients(x.orients, it.orients));
    if (g) g.items.push(it);
    else groups.push({ orients: it.orients, items: [it] });
  }
  const shapes: BlockShape[] = groups.map((g) => ({
    sizes: g.orients,
    count: g.items.length,
    volume: (g.items[0] as PackItem).volume,
  }));
  const result = blockPack(type.L, type.W, type.H, shapes, { lookahead, cuts });
  const next = new Int32Array(groups.length);
  const placements: Placement[] = result.placements.map((p) => {
    const g = groups[p.shape] as { orients: OrientedSize[]; items: PackItem[] };
    const k = next[p.shape] as number;
    next[p.shape] = k + 1;
    const item = g.items[k] as PackItem;
    return { item, x: p.x, y: p.y, z: p.z, size: g.orients[p.sizeIndex] as OrientedSize };
  });
  return { placements, ops: result.ops };
}

function sameOrients(a: readonly OrientedSize[], b: readonly OrientedSize[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as OrientedSize;
    const y = b[i] as OrientedSize;
    if (x.dx !== y.dx || x.dy !== y.dy || x.dz !== y.dz || x.orientation !== y.orientation) return false;
  }
  return true;
}
