import type { Box, Dimensions, Parcel, Unit } from '../model/types.ts';
import { pack } from './pack.ts';

/**
 * Where the given units sit in one carton of the given size (mm), for drawing a box someone packed by hand:
 * the carton's inner size is its outer size and weight is not limited. Null when a unit has no dimensions, the
 * carton has no size, or the units do not all fit in the one carton. The same answer on server and browser.
 */
export function packCarton(size: Dimensions, units: Unit[], effort = 2000): Parcel | null {
  if (!(size.length > 0 && size.width > 0 && size.height > 0) || !units.length) return null;
  if (units.some((u) => !u.dimensions)) return null;
  const box: Box = {
    id: 'carton',
    name: 'Carton',
    outer: size,
    inner: size,
    emptyWeightG: 0,
    maxWeightG: Number.MAX_SAFE_INTEGER,
  };
  const plan = pack({
    boxes: [box],
    units: units.map((u) => ({ ...u, weightG: u.weightG ?? 1, shipsSeparate: false })),
    options: { effort },
  });
  if (plan.unpacked.length || plan.parcels.length !== 1) return null;
  return plan.parcels[0]!;
}
