import { pack, parcelLowerBound } from '../src/index.ts';
import { loadBoxes, loadExpected, loadOrders } from './data.ts';
const boxes = loadBoxes();
const expected = loadExpected();
const rotation = (process.argv[2] ?? 'any') as 'any' | 'keep_flat';
for (const o of loadOrders(rotation)) {
  const plan = pack({ boxes, units: o.units });
  const e = expected.get(o.id)!;
  const b = rotation === 'any' ? e.bestFitBoxes : e.keepFlatBoxes;
  if (plan.parcels.length > b) {
    console.log(
      o.id,
      plan.parcels.length,
      'bp',
      b,
      'lb',
      parcelLowerBound({ boxes, units: o.units }),
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
