import { stateOfPostcode } from '../../platform/geo/index.ts';
import zones from './data/postcode-zones.json' with { type: 'json' };

export type Zone = 'metro' | 'regional' | 'remote';

type Range = readonly number[];
const inRanges = (n: number, ranges: readonly Range[]) => ranges.some(([lo, hi]) => n >= lo! && n <= hi!);

/**
 * An Australian postcode's state (from the platform's gazetteer, docs/decisions/0009) and the carriers' freight
 * zone (metro, regional or remote, from the zone ranges beside this file). Null when the postcode is not one the
 * gazetteer knows: such an address cannot be quoted.
 */
export function locatePostcode(postcode: string): { state: string; zone: Zone } | null {
  if (!/^\d{3,4}$/.test(postcode.trim())) return null;
  const state = stateOfPostcode(postcode);
  if (!state) return null;
  const n = Number(postcode);
  if (zones.remote.some((r) => inRanges(n, r.ranges))) return { state, zone: 'remote' };
  if (zones.metro.some((m) => inRanges(n, m.ranges))) return { state, zone: 'metro' };
  return { state, zone: 'regional' };
}
