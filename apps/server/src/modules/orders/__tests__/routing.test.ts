import { describe, expect, it } from 'vitest';
import { planRoute, type RouteCandidate, type RouteItem } from '../fulfillment-orders/routing.ts';

const item = (id: number, key: string, quantity = 1): RouteItem => ({ id, key, quantity });
const at = (locationId: number, distanceKm: number, stock: Record<string, number>): RouteCandidate => ({
  locationId,
  distanceKm,
  stock: new Map(Object.entries(stock)),
});

describe('planRoute', () => {
  it('gives the whole order to the nearest location that can fill it', () => {
    const r = planRoute(
      [item(1, 'a'), item(2, 'b')],
      [at(7, 900, { a: 5, b: 5 }), at(3, 10, { a: 5, b: 5 })],
    );
    expect(r.plan).toEqual([{ locationId: 3, itemIds: [1, 2] }]);
  });

  it('prefers a farther location that fills everything to splitting between nearer ones', () => {
    const r = planRoute(
      [item(1, 'a'), item(2, 'b')],
      [at(1, 5, { a: 1 }), at(2, 6, { b: 1 }), at(3, 800, { a: 1, b: 1 })],
    );
    expect(r.plan).toEqual([{ locationId: 3, itemIds: [1, 2] }]);
  });

  it('splits only when no single location can: the one filling most first, nearest on a tie', () => {
    const r = planRoute(
      [item(1, 'a'), item(2, 'b'), item(3, 'c')],
      [at(1, 50, { a: 1, b: 1 }), at(2, 10, { c: 1 }), at(3, 20, { c: 1 }), at(4, 5, { a: 1 })],
    );
    expect(r.plan).toEqual([
      { locationId: 1, itemIds: [1, 2] },
      { locationId: 2, itemIds: [3] },
    ]);
  });

  it('never splits a line: a location needs the whole quantity', () => {
    const r = planRoute([item(1, 'a', 3)], [at(1, 1, { a: 2 }), at(2, 2, { a: 1 })]);
    expect(r).toEqual({ plan: null, unfillable: [item(1, 'a', 3)] });
  });

  it('orders locations without coordinates last, then by id', () => {
    const r = planRoute(
      [item(1, 'a')],
      [
        at(9, Number.POSITIVE_INFINITY, { a: 1 }),
        at(4, Number.POSITIVE_INFINITY, { a: 1 }),
        at(8, 1000, { a: 1 }),
      ],
    );
    expect(r.plan).toEqual([{ locationId: 8, itemIds: [1] }]);
    expect(
      planRoute(
        [item(1, 'a')],
        [at(9, Number.POSITIVE_INFINITY, { a: 1 }), at(4, Number.POSITIVE_INFINITY, { a: 1 })],
      ).plan,
    ).toEqual([{ locationId: 4, itemIds: [1] }]);
  });
});
