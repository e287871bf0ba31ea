import { pack, parcelLowerBound } from '../src/index.ts';
import { loadBoxes, loadExpected, loadOrders } from './data.ts';
const boxes = loadBoxes();
const expected = loadExpected();
const rotation = (process.argv[2] ?? 'any') as 'any' | 'keep_flat';
const orders = loadOrders(rotation);
const hist = new Map<string, number>();
let shown = 0;
for (const o of orders) {
  const plan = pack({ boxes, units: o.units });
  const l = parcelLowerBound({ boxes, units: o.units });
  const e = expected.get(o.id)!;
  const b = rotation === 'any' ? e.bestFitBoxes : e.keepFlatBoxes;
  const n = plan.parcels.length;
  if (n > l) {
    const k = `ours${n} lb${l} bp${b}`;
    hist.set(k, (hist.get(k) ?? 0) + 1);
    if (shown < Number(process.env.SHOWN ?? 5)) {
      shown++;
      console.log(
        o.id,
        k,
        o.units
          .map(
            (u) =>
              `${u.quantity}x${u.dimensions!.length}x${u.dimensions!.width}x${u.dimensions!.height}@${u.weightG}`,
          )
          .join(' '),
      );
      console.log(
        '   ',
        plan.parcels.map((p) => `${p.box?.id}:${p.items.length}:${p.grossWeightG}`).join(' | '),
      );
    }
  }
}
console.log([...hist.entries()].sort((a, b) => b[1] - a[1]));
