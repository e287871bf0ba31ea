import { pack, parcelLowerBound } from '../src/index.ts';
import { loadBoxes, loadExpected, loadOrders } from './data.ts';

const boxes = loadBoxes();
const expected = loadExpected();
for (const rotation of ['any', 'keep_flat'] as const) {
  const orders = loadOrders(rotation);
  let parcels = 0,
    lb = 0,
    bp = 0,
    worse = 0,
    better = 0;
  const times: number[] = [];
  const t0 = performance.now();
  for (const o of orders) {
    const s = performance.now();
    const plan = pack({ boxes, units: o.units });
    times.push(performance.now() - s);
    parcels += plan.parcels.length;
    const l = parcelLowerBound({ boxes, units: o.units });
    lb += l;
    const e = expected.get(o.id)!;
    const b = rotation === 'any' ? e.bestFitBoxes : e.keepFlatBoxes;
    bp += b;
    if (plan.parcels.length > b) {
      worse++;
      if (process.env.SHOW && worse < 6) console.log('worse', o.id, plan.parcels.length, b, l);
    }
    if (plan.parcels.length < b) better++;
  }
  const total = performance.now() - t0;
  times.sort((a, b) => a - b);
  console.log(rotation, {
    parcels,
    lb,
    bp,
    worse,
    better,
    median: times[times.length >> 1]?.toFixed(3),
    p99: times[Math.floor(times.length * 0.99)]?.toFixed(2),
    max: times[times.length - 1]?.toFixed(1),
    total: total.toFixed(0),
  });
}
