import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Box, RotationRule, Unit } from '../src/index.ts';
import type { ContainerBoxType, ContainerSpace } from '../src/index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

export const dataDir = process.env.BOXPACKER_DATA ?? path.resolve(repoRoot, '../shared/data/boxpacker');

function lines(file: string): string[] {
  return readFileSync(path.join(dataDir, file), 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

/** boxes.csv: reference, outer w, l, d, empty weight, inner w, l, d, max weight incl. box. */
export function loadBoxes(): Box[] {
  return lines('boxes.csv').map((line) => {
    const [ref, ow, ol, od, empty, iw, il, id, max] = line.split(',');
    return {
      id: ref as string,
      outer: { length: Number(ol), width: Number(ow), height: Number(od) },
      inner: { length: Number(il), width: Number(iw), height: Number(id) },
      emptyWeightG: Number(empty),
      maxWeightG: Number(max),
      bufferMm: 0,
      labelSize: null,
    };
  });
}

export interface Order {
  id: string;
  units: Unit[];
}

/** items.csv: order id, quantity, item id, width, length, depth, weight. Orders keep file order. */
export function loadOrders(rotation: RotationRule): Order[] {
  const byId = new Map<string, Order>();
  for (const line of lines('items.csv')) {
    const [orderId, qty, itemId, w, l, d, weight] = line.split(',') as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    let order = byId.get(orderId);
    if (!order) {
      order = { id: orderId, units: [] };
      byId.set(orderId, order);
    }
    order.units.push({
      id: `${itemId}#${order.units.length}`,
      sku: itemId,
      dimensions: { length: Number(l), width: Number(w), height: Number(d) },
      weightG: Number(weight),
      quantity: Number(qty),
      rotation,
    });
  }
  return [...byId.values()];
}

export interface ExpectedOrder {
  keepFlatBoxes: number;
  bestFitBoxes: number;
}

export function loadExpected(): Map<string, ExpectedOrder> {
  const out = new Map<string, ExpectedOrder>();
  for (const line of lines('expected.csv')) {
    const f = line.split(',');
    out.set(f[0] as string, { keepFlatBoxes: Number(f[1]), bestFitBoxes: Number(f[4]) });
  }
  return out;
}

export interface ContainerProblem {
  number: number;
  container: ContainerSpace;
  boxTypes: ContainerBoxType[];
}

/**
 * OR-Library format: count; per problem: number (and a seed in the br files); L W H; type count; per
 * type: id, (dim, flag) x 3, quantity. Parsed by line because thpack9.txt has three type lines with a
 * flag missing ("3 6 1 9 12 1 20"); those are read as dims 6, 9, 12 with every dimension allowed upright.
 */
export function loadContainerFile(file: string): { problems: ContainerProblem[]; repairedLines: number } {
  const rows = lines(file).map((l) => l.split(/\s+/).map(Number));
  let r = 0;
  const next = (): number[] => rows[r++] ?? [];
  const count = next()[0] ?? 0;
  const problems: ContainerProblem[] = [];
  let repairedLines = 0;
  for (let p = 0; p < count; p++) {
    const number = next()[0] as number;
    const [length = 0, width = 0, height = 0] = next();
    const nTypes = next()[0] ?? 0;
    const boxTypes: ContainerBoxType[] = [];
    for (let t = 0; t < nTypes; t++) {
      let f = next();
      if (f.length === 7) {
        f = [...f.slice(0, 4), 1, ...f.slice(4)];
        repairedLines++;
      }
      const [id, d1, f1, d2, f2, d3, f3, quantity] = f as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      boxTypes.push({
        id: String(id),
        dims: [d1, d2, d3],
        verticalAllowed: [f1 === 1, f2 === 1, f3 === 1],
        quantity,
      });
    }
    problems.push({ number, container: { length, width, height }, boxTypes });
  }
  return { problems, repairedLines };
}
