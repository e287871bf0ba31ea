import type { Parcel, PlacedItem } from '../model/types.ts';

export interface RenderOptions {
  /** Pixels per millimetre of the drawing; default fits the longer side of the drawing to ~480 px. */
  scale?: number;
  /** Padding around the drawing in pixels. */
  padding?: number;
}

// Isometric view from the (+x, +y, +z) side: the top, the x = max and the y = max faces are visible.
const COS30 = Math.cos(Math.PI / 6);
const SIN30 = 0.5;

interface Pt {
  sx: number;
  sy: number;
}

function project(x: number, y: number, z: number): Pt {
  return { sx: (x - y) * COS30, sy: (x + y) * SIN30 - z };
}

function fmt(n: number): string {
  // Fixed precision keeps the output byte-identical across runs and small enough to embed.
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** FNV-1a: a stable hash so a SKU keeps its colour in every drawing. */
function hueOf(sku: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < sku.length; i++) {
    h ^= sku.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 360;
}

interface Cuboid {
  x0: number;
  y0: number;
  z0: number;
  x1: number;
  y1: number;
  z1: number;
}

function cuboidOf(it: PlacedItem): Cuboid {
  return {
    x0: it.position.x,
    y0: it.position.y,
    z0: it.position.z,
    x1: it.position.x + it.size.x,
    y1: it.position.y + it.size.y,
    z1: it.position.z + it.size.z,
  };
}

/** -1 if a must be drawn before b, 1 if after, 0 if no separating axis decides it. */
function behind(a: Cuboid, b: Cuboid): number {
  let verdict = 0;
  const axes: [number, number, number, number][] = [
    [a.x0, a.x1, b.x0, b.x1],
    [a.y0, a.y1, b.y0, b.y1],
    [a.z0, a.z1, b.z0, b.z1],
  ];
  for (const [a0, a1, b0, b1] of axes) {
    const v = a1 <= b0 ? -1 : b1 <= a0 ? 1 : 0;
    if (v === 0) continue;
    // Axes disagreeing means the two never overlap on screen, so either order is right.
    if (verdict !== 0 && verdict !== v) return 0;
    verdict = v;
  }
  return verdict;
}

function screenBounds(c: Cuboid): [number, number, number, number] {
  // u = x - y and v = (x + y) / 2 - z extremes of the cuboid's corners.
  return [
    (c.x0 - c.y1) * COS30,
    (c.x1 - c.y0) * COS30,
    (c.x0 + c.y0) * SIN30 - c.z1,
    (c.x1 + c.y1) * SIN30 - c.z0,
  ];
}

/**
 * Painter's order: a topological sort of "is behind" between items whose drawings can overlap, with
 * nearest-to-the-back first among ready items (and a fallback for the rare cyclic case) so the order is
 * total and deterministic.
 */
function paintOrder(items: readonly PlacedItem[]): number[] {
  const n = items.length;
  const cubes = items.map(cuboidOf);
  const bounds = cubes.map(screenBounds);
  const after: number[][] = Array.from({ length: n }, () => []);
  const pending = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const bi = bounds[i] as [number, number, number, number];
      const bj = bounds[j] as [number, number, number, number];
      if (bi[1] <= bj[0] || bj[1] <= bi[0] || bi[3] <= bj[2] || bj[3] <= bi[2]) continue;
      const v = behind(cubes[i] as Cuboid, cubes[j] as Cuboid);
      if (v < 0) {
        (after[i] as number[]).push(j);
        pending[j] = (pending[j] as number) + 1;
      } else if (v > 0) {
        (after[j] as number[]).push(i);
        pending[i] = (pending[i] as number) + 1;
      }
    }
  }
  const depth = cubes.map((c) => c.x0 + c.y0 + c.z0);
  const done = new Array<boolean>(n).fill(false);
  const order: number[] = [];
  while (order.length < n) {
    let pick = -1;
    for (let i = 0; i < n; i++) {
      if (done[i] || (pending[i] as number) > 0) continue;
      if (pick < 0 || (depth[i] as number) < (depth[pick] as number)) pick = i;
    }
    if (pick < 0) {
      for (let i = 0; i < n; i++) {
        if (!done[i] && (pick < 0 || (depth[i] as number) < (depth[pick] as number))) pick = i;
      }
    }
    done[pick] = true;
    order.push(pick);
    for (const j of after[pick] as number[]) pending[j] = (pending[j] as number) - 1;
  }
  return order;
}

/**
 * Isometric SVG of a packed parcel: the usable space as a wireframe and every item as a shaded cuboid
 * with a hover title naming its SKU. Pure and deterministic, so it runs in the browser or on a server.
 */
export function renderParcelSvg(parcel: Parcel, options: RenderOptions = {}): string {
  const L = parcel.usable.length;
  const W = parcel.usable.width;
  const H = parcel.usable.height;
  const corners: Pt[] = [];
  for (const x of [0, L]) for (const y of [0, W]) for (const z of [0, H]) corners.push(project(x, y, z));
  const minX = Math.min(...corners.map((p) => p.sx));
  const maxX = Math.max(...corners.map((p) => p.sx));
  const minY = Math.min(...corners.map((p) => p.sy));
  const maxY = Math.max(...corners.map((p) => p.sy));
  const extent = Math.max(maxX - minX, maxY - minY, 1);
  const scale = options.scale ?? 480 / extent;
  const pad = options.padding ?? 8;
  const width = (maxX - minX) * scale + 2 * pad;
  const height = (maxY - minY) * scale + 2 * pad;
  const toXY = (x: number, y: number, z: number): string => {
    const p = project(x, y, z);
    return `${fmt((p.sx - minX) * scale + pad)},${fmt((p.sy - minY) * scale + pad)}`;
  };
  const poly = (pts: [number, number, number][], fill: string): string =>
    `<polygon points="${pts.map(([x, y, z]) => toXY(x, y, z)).join(' ')}" fill="${fill}"/>`;
  const line = (a: [number, number, number], b: [number, number, number]): string => {
    const [x1, y1] = toXY(...a).split(',');
    const [x2, y2] = toXY(...b).split(',');
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
  };

  const hidden: [number, number, number][][] = [
    [
      [0, 0, 0],
      [L, 0, 0],
    ],
    [
      [0, 0, 0],
      [0, W, 0],
    ],
    [
      [0, 0, 0],
      [0, 0, H],
    ],
  ];
  const visible: [number, number, number][][] = [
    [
      [L, 0, 0],
      [L, W, 0],
    ],
    [
      [0, W, 0],
      [L, W, 0],
    ],
    [
      [L, W, 0],
      [L, W, H],
    ],
    [
      [L, 0, 0],
      [L, 0, H],
    ],
    [
      [0, W, 0],
      [0, W, H],
    ],
    [
      [0, 0, H],
      [L, 0, H],
    ],
    [
      [0, 0, H],
      [0, W, H],
    ],
    [
      [L, 0, H],
      [L, W, H],
    ],
    [
      [0, W, H],
      [L, W, H],
    ],
  ];

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${fmt(width)} ${fmt(height)}" width="${fmt(width)}" height="${fmt(height)}">`,
  );
  const boxName = parcel.box ? (parcel.box.name ?? parcel.box.id) : 'own packaging';
  out.push(
    `<desc>${escapeXml(`${boxName}: ${parcel.items.length} item(s), ${parcel.grossWeightG} g`)}</desc>`,
  );
  out.push(
    `<g class="box-back" stroke="#888" stroke-width="1" stroke-dasharray="4 3" fill="none">${hidden.map(([a, b]) => line(a!, b!)).join('')}</g>`,
  );
  out.push(`<g class="items" stroke="#333" stroke-width="0.6" stroke-linejoin="round">`);
  for (const i of paintOrder(parcel.items)) {
    const it = parcel.items[i] as PlacedItem;
    const c = cuboidOf(it);
    const hue = hueOf(it.sku);
    out.push(`<g class="item" data-sku="${escapeXml(it.sku)}"><title>${escapeXml(it.sku)}</title>`);
    out.push(
      poly(
        [
          [c.x0, c.y0, c.z1],
          [c.x1, c.y0, c.z1],
          [c.x1, c.y1, c.z1],
          [c.x0, c.y1, c.z1],
        ],
        `hsl(${hue},65%,72%)`,
      ),
    );
    out.push(
      poly(
        [
          [c.x1, c.y0, c.z0],
          [c.x1, c.y1, c.z0],
          [c.x1, c.y1, c.z1],
          [c.x1, c.y0, c.z1],
        ],
        `hsl(${hue},60%,55%)`,
      ),
    );
    out.push(
      poly(
        [
          [c.x0, c.y1, c.z0],
          [c.x1, c.y1, c.z0],
          [c.x1, c.y1, c.z1],
          [c.x0, c.y1, c.z1],
        ],
        `hsl(${hue},55%,40%)`,
      ),
    );
    out.push('</g>');
  }
  out.push('</g>');
  out.push(
    `<g class="box-front" stroke="#555" stroke-width="1.2" fill="none">${visible.map(([a, b]) => line(a!, b!)).join('')}</g>`,
  );
  out.push('</svg>');
  return out.join('');
}
