/**
 * The vehicle registry sandbox's plates (pure, no imports: the journeys use it too). Each state has its own plate
 * format; a plate encodes a platform vehicle id through a bijection of the format's range, so the sandbox needs no
 * table and gives the same plates on every machine. Whether a vehicle is registered in a state, and the model year
 * on its registration, come from a hash of (seed, state, vehicle id).
 */

export const REGISTRY_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type RegistryState = (typeof REGISTRY_STATES)[number];

/** L: a letter (I, O and Q left out, as the states do), D: a digit, anything else: that character. */
const FORMATS: Record<RegistryState, string> = {
  ACT: 'YLLDDL',
  NSW: 'LLDDLL',
  NT: 'CLDDLL',
  QLD: 'DDDLLL',
  SA: 'SDDDLLL',
  TAS: 'LDDLL',
  VIC: 'DLLDLL',
  WA: 'DLLLDDD',
};
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const DIGITS = '0123456789';
/** Coprime with every range (ranges are products of 23 and 10). */
const MULTIPLIER = 7919;

export const DEFAULT_REGISTRY_SEED = 20261126;

const radixOf = (c: string) => (c === 'L' ? LETTERS.length : c === 'D' ? DIGITS.length : 1);
const rangeOf = (state: RegistryState) => [...FORMATS[state]].reduce((m, c) => m * radixOf(c), 1);
const offsetOf = (state: RegistryState) => 1000 + REGISTRY_STATES.indexOf(state) * 104_729;

/** x * y mod m without losing precision (m < 2^31). */
const mulMod = (x: number, y: number, m: number) => Number((BigInt(x) * BigInt(y)) % BigInt(m));

function inverse(a: number, m: number): number {
  let [r0, r1] = [BigInt(m), BigInt(a)];
  let [t0, t1] = [0n, 1n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [t0, t1] = [t1, t0 - q * t1];
  }
  const mm = BigInt(m);
  return Number(((t0 % mm) + mm) % mm);
}

/** The plate of a vehicle id in a state (ids beyond the state's range have none). */
export function plateOf(state: RegistryState, vehicleId: number): string | null {
  const m = rangeOf(state);
  if (vehicleId < 1 || vehicleId >= m) return null;
  let n = (mulMod(vehicleId, MULTIPLIER, m) + offsetOf(state)) % m;
  const out: string[] = [];
  for (const c of [...FORMATS[state]].reverse()) {
    const radix = radixOf(c);
    if (radix === 1) {
      out.push(c);
      continue;
    }
    out.push((c === 'L' ? LETTERS : DIGITS)[n % radix] as string);
    n = Math.floor(n / radix);
  }
  return out.reverse().join('');
}

/** The vehicle id a plate encodes in a state, or null when the plate is not of the state's format. */
export function vehicleIdOfPlate(state: RegistryState, plate: string): number | null {
  const format = FORMATS[state];
  if (plate.length !== format.length) return null;
  let n = 0;
  for (let i = 0; i < format.length; i++) {
    const c = format[i] as string;
    const ch = plate[i] as string;
    const radix = radixOf(c);
    if (radix === 1) {
      if (ch !== c) return null;
      continue;
    }
    const digit = (c === 'L' ? LETTERS : DIGITS).indexOf(ch);
    if (digit < 0) return null;
    n = n * radix + digit;
  }
  const m = rangeOf(state);
  const id = mulMod((n - offsetOf(state) + m * 2) % m, inverse(MULTIPLIER, m), m);
  return id >= 1 ? id : null;
}

/** FNV-1a of the words: the registry's deterministic choices. */
function hash(...words: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of words.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Four vehicles in five are registered in a given state. */
export function isRegistered(seed: number, state: RegistryState, vehicleId: number): boolean {
  return hash(seed, state, vehicleId) % 5 !== 0;
}

/** The model year on the registration: within the vehicle's production years. */
export function registeredYear(
  seed: number,
  state: RegistryState,
  vehicle: { id: number; year_from: number; year_to: number | null },
  currentYear: number,
): number {
  const to = Math.max(vehicle.year_from, vehicle.year_to ?? currentYear);
  return vehicle.year_from + (hash(seed, 'year', state, vehicle.id) % (to - vehicle.year_from + 1));
}
