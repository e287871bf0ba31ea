import fs from 'node:fs';

/**
 * Australian localities with coordinates (docs/decisions/0009-australian-gazetteer.md): postcode, locality,
 * state, latitude and longitude for every Australian postcode locality, from GeoNames' postal code export
 * (CC BY 3.0) as reformatted by Elkfox/Australian-Postcode-Data. About 17,000 rows (600 kB): read once on first
 * use and kept in memory as reference data, like the catalogue's HS codes, so address pickers and routing never
 * touch the database for it.
 */
export interface Locality {
  postcode: string;
  locality: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

interface Index {
  all: Locality[];
  byPostcode: Map<string, Locality[]>;
  /** Upper-cased locality names, parallel to `all`, for prefix matching without allocating per query. */
  names: string[];
}

let index: Index | null = null;

function load(): Index {
  if (index) return index;
  const text = fs.readFileSync(new URL('./au-localities.csv', import.meta.url), 'utf8');
  const all: Locality[] = [];
  const byPostcode = new Map<string, Locality[]>();
  for (const line of text.split('\n').slice(1)) {
    if (!line) continue;
    // No locality name holds a comma, so a split is exact (checked by the gazetteer test over every row).
    const [postcode, locality, state, lat, lng] = line.split(',');
    const row: Locality = {
      postcode: postcode!,
      locality: locality!,
      state: state!,
      latitude: Number(lat),
      longitude: Number(lng),
    };
    all.push(row);
    const list = byPostcode.get(row.postcode);
    if (list) list.push(row);
    else byPostcode.set(row.postcode, [row]);
  }
  index = { all, byPostcode, names: all.map((l) => l.locality.toUpperCase()) };
  return index;
}

/**
 * Localities for an address picker: a query of digits matches postcodes by prefix; words match locality names
 * by prefix (whole name first, then any word of it), optionally narrowed by a trailing state code or postcode
 * ("richmond vic", "richmond 3121"). Results are ordered by how well they match, then by name and postcode.
 */
export function searchLocalities(query: string, limit = 20): Locality[] {
  const { all, names } = load();
  const words = query
    .trim()
    .toUpperCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return [];
  let state: string | null = null;
  let postcode: string | null = null;
  const nameWords: string[] = [];
  for (const w of words) {
    if (/^\d{1,4}$/.test(w)) postcode = w;
    else if (STATES.has(w) && words.length > 1) state = w;
    else nameWords.push(w);
  }
  const name = nameWords.join(' ');
  const scored: { row: Locality; score: number }[] = [];
  for (let i = 0; i < all.length; i++) {
    const row = all[i]!;
    if (state && row.state !== state) continue;
    if (postcode && !row.postcode.startsWith(postcode)) continue;
    let score: number;
    if (!name) score = 2;
    else if (names[i] === name) score = 0;
    else if (names[i]!.startsWith(name)) score = 1;
    else if (names[i]!.includes(` ${name}`)) score = 2;
    else continue;
    scored.push({ row, score });
  }
  scored.sort(
    (a, b) =>
      a.score - b.score ||
      a.row.locality.localeCompare(b.row.locality) ||
      a.row.postcode.localeCompare(b.row.postcode),
  );
  return scored.slice(0, limit).map((s) => s.row);
}

const STATES = new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);

/**
 * Where an address is: the locality of that name in the postcode, else the postcode's localities' centre.
 * Null when the postcode is unknown (a foreign or mistyped address): callers decide what that means.
 */
export function locate(address: { postcode: string; city?: string | null }): Coordinates | null {
  const rows = load().byPostcode.get(address.postcode.trim().padStart(4, '0'));
  if (!rows) return null;
  const city = address.city?.trim().toUpperCase();
  const exact = city ? rows.find((r) => r.locality.toUpperCase() === city) : undefined;
  if (exact) return { latitude: exact.latitude, longitude: exact.longitude };
  const latitude = rows.reduce((s, r) => s + r.latitude, 0) / rows.length;
  const longitude = rows.reduce((s, r) => s + r.longitude, 0) / rows.length;
  return { latitude: round(latitude), longitude: round(longitude) };
}

/**
 * The state a postcode belongs to: that of most of its localities (a few postcodes straddle a border, such as
 * 2620 around Queanbeyan), null when the gazetteer does not know the postcode.
 */
export function stateOfPostcode(postcode: string): string | null {
  const rows = load().byPostcode.get(postcode.trim().padStart(4, '0'));
  if (!rows) return null;
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.state, (counts.get(r.state) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

/** Great-circle distance in kilometres (haversine on a 6,371 km sphere: ample for choosing the nearest warehouse). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function round(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}
