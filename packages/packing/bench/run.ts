/**
 * Benchmark on BoxPacker's test data: the 4,288 orders with keep-flat and any-orientation packing, then
 * the OR-Library container loading sets. Every plan is verified by the independent checkers.
 *
 *   npm run bench -w @partsflow/packing              # everything
 *   npm run bench -w @partsflow/packing -- orders    # orders only
 *   npm run bench -w @partsflow/packing -- containers
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  checkContainerPlan,
  checkPlan,
  pack,
  packContainer,
  parcelLowerBound,
  type RotationRule,
} from '../src/index.ts';
import { dataDir, loadBoxes, loadContainerFile, loadExpected, loadOrders } from './data.ts';

const what = process.argv[2] ?? 'all';

function pct(n: number): string {
  return `${(100 * n).toFixed(2)}%`;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const fmtRow = (r: string[]): string =>
    `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join(' | ')} |`;
  return [fmtRow(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(fmtRow)].join(
    '\n',
  );
}

interface OrderStats {
  mode: string;
  parcels: number;
  lowerBound: number;
  boxPacker: number;
  boxPackerUtil: number;
  ordersAtBound: number;
  fewerThanBp: number;
  moreThanBp: number;
  utilisation: number;
  median: number;
  p99: number;
  max: number;
  total: number;
  checkFailures: number;
  firstFailure: string;
}

function runOrders(rotation: RotationRule): OrderStats {
  const boxes = loadBoxes();
  const expected = loadExpected();
  const orders = loadOrders(rotation);
  const times: number[] = [];
  const s: OrderStats = {
    mode: rotation === 'keep_flat' ? 'keep flat' : 'any orientation',
    parcels: 0,
    lowerBound: 0,
    boxPacker: 0,
    boxPackerUtil: 0,
    ordersAtBound: 0,
    fewerThanBp: 0,
    moreThanBp: 0,
    utilisation: 0,
    median: 0,
    p99: 0,
    max: 0,
    total: 0,
    checkFailures: 0,
    firstFailure: '',
  };
  for (const order of orders) {
    const input = { boxes, units: order.units };
    const t0 = performance.now();
    const plan = pack(input);
    const dt = performance.now() - t0;
    times.push(dt);
    s.total += dt;
    const check = checkPlan(input, plan);
    if (!check.ok || plan.unpacked.length > 0) {
      s.checkFailures++;
      if (!s.firstFailure)
        s.firstFailure = `${order.id}: ${[...check.errors, ...plan.unpacked.map((u) => u.reason)].slice(0, 3).join('; ')}`;
    }
    const lb = parcelLowerBound(input);
    const exp = expected.get(order.id);
    const bp = exp ? (rotation === 'keep_flat' ? exp.keepFlatBoxes : exp.bestFitBoxes) : NaN;
    s.parcels += plan.parcels.length;
    s.lowerBound += lb;
    s.boxPacker += bp;
    if (plan.parcels.length === lb) s.ordersAtBound++;
    if (plan.parcels.length < bp) s.fewerThanBp++;
    if (plan.parcels.length > bp) s.moreThanBp++;
    let itemVol = 0;
    let boxVol = 0;
    for (const p of plan.parcels) {
      boxVol += p.usable.length * p.usable.width * p.usable.height;
      for (const it of p.items) itemVol += it.size.x * it.size.y * it.size.z;
    }
    s.utilisation += boxVol > 0 ? itemVol / boxVol : 0;
  }
  s.utilisation /= orders.length;
  times.sort((a, b) => a - b);
  s.median = quantile(times, 0.5);
  s.p99 = quantile(times, 0.99);
  s.max = times[times.length - 1] ?? 0;
  // BoxPacker's own utilisation figures, for comparison.
  let bpUtil = 0;
  const lines = readFileSync(path.join(dataDir, 'expected.csv'), 'utf8').trim().split(/\r?\n/);
  for (const line of lines) bpUtil += Number(line.split(',')[rotation === 'keep_flat' ? 3 : 6]);
  s.boxPackerUtil = bpUtil / lines.length / 100;
  return s;
}

function ordersSection(): number {
  const results = [runOrders('any'), runOrders('keep_flat')];
  const bp = {
    'any orientation': { median: 0.5, p99: 47, total: 12 },
    'keep flat': { median: 0.5, p99: 97, total: 21 },
  } as const;
  console.log('## Orders (4,288 orders, 4 box types, buffer 0, no label minimum)\n');
  console.log(
    table(
      ['metric', ...results.map((r) => r.mode)],
      [
        ['parcels (ours)', ...results.map((r) => String(r.parcels))],
        ['parcels (BoxPacker)', ...results.map((r) => String(r.boxPacker))],
        ['lower bound (sum per order)', ...results.map((r) => String(r.lowerBound))],
        [
          'gap to lower bound',
          ...results.map((r) => `${r.parcels - r.lowerBound} (${pct(r.parcels / r.lowerBound - 1)})`),
        ],
        ['orders at lower bound', ...results.map((r) => String(r.ordersAtBound))],
        [
          'orders with fewer / more parcels than BoxPacker',
          ...results.map((r) => `${r.fewerThanBp} / ${r.moreThanBp}`),
        ],
        ['mean volume utilisation (ours)', ...results.map((r) => pct(r.utilisation))],
        ['mean volume utilisation (BoxPacker)', ...results.map((r) => pct(r.boxPackerUtil))],
        ['per-order time median (ms)', ...results.map((r) => r.median.toFixed(3))],
        ['per-order time p99 (ms)', ...results.map((r) => r.p99.toFixed(2))],
        ['per-order time max (ms)', ...results.map((r) => r.max.toFixed(1))],
        ['total packing time (s)', ...results.map((r) => (r.total / 1000).toFixed(2))],
        ['checker failures', ...results.map((r) => String(r.checkFailures))],
      ],
    ),
  );
  for (const r of results) if (r.firstFailure) console.log(`first failure (${r.mode}): ${r.firstFailure}`);
  console.log(
    '\nGoals (BoxPacker: any 4,557 boxes, median 0.5 ms, p99 47 ms, 12 s; keep flat 5,832, 0.5 ms, 97 ms, 21 s):',
  );
  let failures = 0;
  for (const r of results) {
    const target = bp[r.mode as keyof typeof bp];
    const checks: [string, boolean][] = [
      [`fewer parcels than BoxPacker (${r.parcels} < ${r.boxPacker})`, r.parcels < r.boxPacker],
      [`median <= ${target.median} ms`, r.median <= target.median],
      [`p99 < ${target.p99} ms`, r.p99 < target.p99],
      [`total < ${target.total} s`, r.total / 1000 < target.total],
      ['0 checker failures', r.checkFailures === 0],
    ];
    for (const [label, ok] of checks) console.log(`  ${ok ? 'MET ' : 'MISS'}  ${r.mode}: ${label}`);
    failures += r.checkFailures;
  }
  return failures;
}

/** br/thpack files 1-7 are Bischoff & Ratcliff sets named by their number of box types. */
function expectedKey(file: string, typeCount: number, problem: number): string | null {
  if (file === 'thpack8.txt') return `Loh and Nee #${problem}`;
  if (file === 'thpack9.txt') return null;
  return `Bischoff #${typeCount}-${problem}`;
}

function containersSection(): number {
  const expected = new Map<string, number>();
  for (const line of readFileSync(path.join(dataDir, 'thpack-expected.csv'), 'utf8').trim().split(/\r?\n/)) {
    const i = line.lastIndexOf(',');
    expected.set(line.slice(0, i), Number(line.slice(i + 1)));
  }
  const files = [
    ...Array.from({ length: 10 }, (_, i) => `br${i + 1}.txt`),
    ...Array.from({ length: 9 }, (_, i) => `thpack${i + 1}.txt`),
  ];
  const byContent = new Map<string, string>();
  const rows: string[][] = [];
  let failures = 0;
  let totalMs = 0;
  let firstFailure = '';
  const notes: string[] = [];
  for (const file of files) {
    const content = readFileSync(path.join(dataDir, file), 'utf8').trim();
    const sameAs = byContent.get(content);
    if (!sameAs) byContent.set(content, file);
    const { problems, repairedLines } = loadContainerFile(file);
    if (repairedLines > 0)
      notes.push(`${file}: ${repairedLines} box type line(s) with a missing flag read as all-upright`);
    let ours = 0;
    let theirs = 0;
    let compared = 0;
    let atLeast = 0;
    let fails = 0;
    const t0 = performance.now();
    for (const p of problems) {
      const plan = packContainer(p.container, p.boxTypes);
      const check = checkContainerPlan(p.container, p.boxTypes, plan);
      if (!check.ok) {
        fails++;
        if (!firstFailure) firstFailure = `${file} #${p.number}: ${check.errors.slice(0, 3).join('; ')}`;
      }
      const u = 100 * plan.utilisation;
      ours += u;
      const key = expectedKey(file, p.boxTypes.length, p.number);
      const e = key === null ? undefined : expected.get(key);
      if (e !== undefined) {
        theirs += e;
        compared++;
        if (Math.round(u * 10) / 10 >= e) atLeast++;
      }
    }
    const ms = performance.now() - t0;
    totalMs += ms;
    failures += fails;
    const n = problems.length;
    rows.push([
      sameAs ? `${file} (= ${sameAs})` : file,
      String(n),
      `${(ours / n).toFixed(2)}`,
      compared > 0 ? (theirs / compared).toFixed(2) : 'n/a',
      compared > 0
        ? `${ours / n - theirs / compared >= 0 ? '+' : ''}${(ours / n - theirs / compared).toFixed(2)}`
        : '',
      compared > 0 ? `${atLeast}/${compared}` : '',
      (ms / n).toFixed(1),
      String(fails),
    ]);
  }
  console.log(
    '\n## Container loading (one container, maximise packed volume; utilisation in % of container volume)\n',
  );
  console.log(
    table(
      ['file', 'problems', 'ours %', 'BoxPacker %', 'diff', 'ours >= BP', 'ms/problem', 'checker failures'],
      rows,
    ),
  );
  if (firstFailure) console.log(`first failure: ${firstFailure}`);
  for (const note of notes) console.log(`note: ${note}`);
  console.log(
    'BoxPacker % is the mean of thpack-expected.csv over the file\'s problems; "ours >= BP" compares per problem at 0.1 % precision.',
  );
  console.log(`\ncontainer time total: ${(totalMs / 1000).toFixed(1)} s`);
  return failures;
}

console.log(`data: ${dataDir}\nnode ${process.version}\n`);
let failures = 0;
if (what === 'all' || what === 'orders') failures += ordersSection();
if (what === 'all' || what === 'containers') failures += containersSection();
console.log(`\nchecker failures overall: ${failures}`);
if (failures > 0) process.exitCode = 1;
