import { blockPack, type BlockShape, type BlockShapeSize } from './block-packer.ts';

export interface ContainerSpace {
  length: number;
  width: number;
  height: number;
}

export interface ContainerBoxType {
  id: string;
  dims: readonly [number, number, number];
  /** Per dimension: may it stand vertical? */
  verticalAllowed: readonly [boolean, boolean, boolean];
  quantity: number;
}

export interface ContainerPlacement {
  boxTypeId: string;
  position: { x: number; y: number; z: number };
  size: { x: number; y: number; z: number };
  /** Index into dims of the dimension lying along x, y and z. */
  dimsOrder: readonly [number, number, number];
}

export interface ContainerPlan {
  placements: ContainerPlacement[];
  packedVolume: number;
  utilisation: number;
}

export interface ContainerOptions {
  /** Blocks compared per step by greedy completion; more is slower and usually fuller. */
  lookahead?: number;
}

const PERMUTATIONS: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [1, 0, 2],
  [0, 2, 1],
  [2, 0, 1],
  [1, 2, 0],
  [2, 1, 0],
];

/**
 * Loads as much box volume as possible into one container, honouring which dimensions may stand
 * vertical. x runs along the container length, y along its width, z up.
 */
export function packContainer(
  container: ContainerSpace,
  boxTypes: readonly ContainerBoxType[],
  options: ContainerOptions = {},
): ContainerPlan {
  const orders: (readonly [number, number, number])[][] = [];
  const shapes: BlockShape[] = boxTypes.map((t) => {
    const sizes: BlockShapeSize[] = [];
    const used: (readonly [number, number, number])[] = [];
    for (const p of PERMUTATIONS) {
      if (!t.verticalAllowed[p[2]]) continue;
      const size = { dx: t.dims[p[0]] as number, dy: t.dims[p[1]] as number, dz: t.dims[p[2]] as number };
      if (sizes.some((s) => s.dx === size.dx && s.dy === size.dy && s.dz === size.dz)) continue;
      sizes.push(size);
      used.push(p);
    }
    orders.push(used);
    return { sizes, count: Math.max(0, Math.floor(t.quantity)), volume: t.dims[0] * t.dims[1] * t.dims[2] };
  });
  const result = blockPack(container.length, container.width, container.height, shapes, {
    lookahead: options.lookahead ?? 4,
    cuts: 'free',
  });
  const placements = result.placements.map((p) => {
    const t = boxTypes[p.shape] as ContainerBoxType;
    const size = (shapes[p.shape] as BlockShape).sizes[p.sizeIndex] as BlockShapeSize;
    return {
      boxTypeId: t.id,
      position: { x: p.x, y: p.y, z: p.z },
      size: { x: size.dx, y: size.dy, z: size.dz },
      dimsOrder: (orders[p.shape] as (readonly [number, number, number])[])[p.sizeIndex] as readonly [
        number,
        number,
        number,
      ],
    };
  });
  const capacity = container.length * container.width * container.height;
  return {
    placements,
    packedVolume: result.volume,
    utilisation: capacity > 0 ? result.volume / capacity : 0,
  };
}
