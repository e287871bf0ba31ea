import { describe, expect, it } from 'vitest';
import { unit } from '../test-support/fixtures.ts';
import { packCarton } from './pack-carton.ts';

describe('packCarton', () => {
  it('places every item of a hand-packed carton inside its size', () => {
    const parcel = packCarton({ length: 300, width: 200, height: 150 }, [
      unit('a', [100, 100, 50], 500, { quantity: 3 }),
      unit('b', [120, 80, 60], 200),
    ]);
    expect(parcel).not.toBeNull();
    expect(parcel!.items).toHaveLength(4);
    for (const item of parcel!.items) {
      expect(item.position.x + item.size.x).toBeLessThanOrEqual(300);
      expect(item.position.y + item.size.y).toBeLessThanOrEqual(200);
      expect(item.position.z + item.size.z).toBeLessThanOrEqual(150);
    }
  });

  it('answers null for a carton without size, items without dimensions, or items that do not fit', () => {
    const a = unit('a', [100, 100, 50], 500);
    expect(packCarton({ length: 0, width: 0, height: 0 }, [a])).toBeNull();
    expect(packCarton({ length: 300, width: 200, height: 150 }, [{ ...a, dimensions: null }])).toBeNull();
    expect(
      packCarton({ length: 150, width: 150, height: 60 }, [unit('a', [100, 100, 50], 500, { quantity: 2 })]),
    ).toBeNull();
    expect(packCarton({ length: 300, width: 200, height: 150 }, [])).toBeNull();
  });
});
