import { bodyKey, driveKey, fuelKey, key, makeKey, transmissionKey } from './external.terms.ts';

/**
 * How well an external vehicle matches a platform vehicle, 0 to 1 (docs/decisions/0810-external-vehicle-matching.md).
 * Make and model must match (after translation) for a pair to be a candidate at all; the score is the weighted
 * share of the attributes both sides state that agree.
 */
export interface Comparable {
  make: string;
  model: string;
  series: string | null;
  body: string | null;
  year_from: number | null;
  month_from: number | null;
  year_to: number | null;
  month_to: number | null;
  engine: string | null;
  engine_capacity: number | null;
  kw_power: number | null;
  fuel_type: string | null;
  drive_type: string | null;
  transmission: string | null;
}

export const MATCH_WEIGHTS = {
  series: 0.2,
  years: 0.2,
  engine: 0.15,
  engine_capacity: 0.1,
  kw_power: 0.1,
  body: 0.1,
  fuel_type: 0.05,
  drive_type: 0.05,
  transmission: 0.05,
} as const;

/** Below this a pair is not offered as a candidate. */
export const CANDIDATE_THRESHOLD = 0.4;

export const sameMakeModel = (a: Comparable, b: Comparable) =>
  makeKey(a.make) === makeKey(b.make) && key(a.model) === key(b.model);

/** Months as one number; an open end runs to December of `openYear`. */
function span(v: Comparable, openYear: number): [number, number] | null {
  if (v.year_from === null) return null;
  const from = v.year_from * 12 + (v.month_from ?? 1) - 1;
  const to = v.year_to === null ? openYear * 12 + 11 : v.year_to * 12 + (v.month_to ?? 12) - 1;
  return [from, Math.max(from, to)];
}

/** Intersection over union of the two production spans (in months). */
export function yearOverlap(a: Comparable, b: Comparable, openYear: number): number | null {
  const x = span(a, openYear);
  const y = span(b, openYear);
  if (!x || !y) return null;
  const inter = Math.min(x[1], y[1]) - Math.max(x[0], y[0]) + 1;
  if (inter <= 0) return 0;
  return inter / (Math.max(x[1], y[1]) - Math.min(x[0], y[0]) + 1);
}

/** Series: equal keys 1; one a prefix of the other (GUN126 and GUN126R) 0.5; else 0. */
function seriesAgreement(a: string | null, b: string | null): number | null {
  const x = key(a);
  const y = key(b);
  if (!x || !y) return null;
  if (x === y) return 1;
  return x.startsWith(y) || y.startsWith(x) ? 0.5 : 0;
}

const exact = (x: string, y: string) => (x && y ? (x === y ? 1 : 0) : null);
const numeric = (a: number | null, b: number | null, tolerance: number) =>
  a === null || b === null ? null : Math.abs(a - b) <= tolerance ? 1 : 0;

/** Each attribute's agreement (0 to 1), null when either side does not state it. */
export function agreements(a: Comparable, b: Comparable, openYear: number) {
  return {
    series: seriesAgreement(a.series, b.series),
    years: yearOverlap(a, b, openYear),
    engine: exact(key(a.engine), key(b.engine)),
    engine_capacity: numeric(a.engine_capacity, b.engine_capacity, 0.1),
    kw_power:
      a.kw_power === null || b.kw_power === null
        ? null
        : Math.abs(a.kw_power - b.kw_power) <= Math.max(2, 0.05 * Math.max(a.kw_power, b.kw_power))
          ? 1
          : 0,
    body: exact(bodyKey(a.body), bodyKey(b.body)),
    fuel_type: exact(fuelKey(a.fuel_type), fuelKey(b.fuel_type)),
    drive_type: exact(driveKey(a.drive_type), driveKey(b.drive_type)),
    transmission: exact(transmissionKey(a.transmission), transmissionKey(b.transmission)),
  } satisfies Record<keyof typeof MATCH_WEIGHTS, number | null>;
}

/** The match score, 0 to 1, rounded to 3 places; 0 when make or model differ or nothing is comparable. */
export function matchScore(platform: Comparable, external: Comparable, openYear: number): number {
  if (!sameMakeModel(platform, external)) return 0;
  let got = 0;
  let possible = 0;
  for (const [name, value] of Object.entries(agreements(platform, external, openYear))) {
    if (value === null) continue;
    const w = MATCH_WEIGHTS[name as keyof typeof MATCH_WEIGHTS];
    got += w * value;
    possible += w;
  }
  return possible === 0 ? 0 : Math.round((got / possible) * 1000) / 1000;
}
