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

/** OR-Library format: count; per problem: number seed; L W H; type count; id (dim flag)x3 quantity. */
export function loadContainerFile(file: string): ContainerProblem[] {
  const tok = readFileSync(path.join(dataDir, file), 'utf8').trim().split(/\s+/).map(Number);
  let i = 0;
  const next = (): number => tok[i++] as number;
  const count = next();
  const problems: ContainerProblem[] = [];
  for (let p = 0; p < count; p++) {
    const number = next();
    // Loh and Nee problems (thpack8/9) have no seed on the problem line.
    const hasSeed = !(file === 'thpack8.txt' || file === 'thpack9.txt');
    if (hasSeed) next();
    const container = { length: next(), width: next(), height: next() };
    const nTypes = next();
    const boxTypes: ContainerBoxType[] = [];
    for (let t = 0; t < nTypes; t++) {
      const id = String(next());
      const d1 = next();
      const f1 = next();
      const d2 = next();
      const f2 = next();
      const d3 = next();
      const f3 = next();
      const quantity = next();
      boxTypes.push({
        id,
        dims: [d1, d2, d3],
        verticalAllowed: [f1 === 1, f2 === 1, f3 === 1],
        quantity,
      });
    }
    problems.push({ number, container, boxTypes });
  }
  return problems;
}
