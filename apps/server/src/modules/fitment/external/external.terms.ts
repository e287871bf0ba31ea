/**
 * The global translation layer for matching: each source's terms to the platform's vocabulary (the demo catalogue
 * says Utility, 4x4, "6 Speed Automatic"; TecDoc says Pick-up, All-wheel Drive, "Automatic, 6-speed"; OSCAR says
 * UTE, 4X4, 6A). Terms are compared as keys: lower case, letters and digits only.
 */
export const key = (v: string | null | undefined) => (v ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');

const MAKE_ALIASES: Record<string, string> = {
  vw: 'volkswagen',
  mercedes: 'mercedesbenz',
  landrover: 'landrover',
  holdenhsv: 'hsv',
};
export const makeKey = (v: string | null | undefined) => MAKE_ALIASES[key(v)] ?? key(v);

/** Every key a source may spell a make with (makeKey's inverse): `volkswagen` is also `vw`. */
export const makeSpellings = (makeKeyValue: string) => [
  makeKeyValue,
  ...Object.entries(MAKE_ALIASES)
    .filter(([alias, to]) => to === makeKeyValue && alias !== makeKeyValue)
    .map(([alias]) => alias),
];

const BODY: Record<string, string> = {
  ute: 'utility',
  pickup: 'utility',
  utility: 'utility',
  cabchassis: 'cabchassis',
  cc: 'cabchassis',
  chassis: 'cabchassis',
  wag: 'wagon',
  wagon: 'wagon',
  estate: 'wagon',
  suv: 'suv',
  offroadvehicleclosed: 'suv',
  hat: 'hatchback',
  hatch: 'hatchback',
  hatchback: 'hatchback',
  sed: 'sedan',
  sedan: 'sedan',
  saloon: 'sedan',
  van: 'van',
  cpe: 'coupe',
  coupe: 'coupe',
  conv: 'convertible',
  convertible: 'convertible',
  cabriolet: 'convertible',
};
export const bodyKey = (v: string | null | undefined) => (v ? (BODY[key(v)] ?? key(v)) : '');

const FUEL: Record<string, string> = {
  d: 'diesel',
  diesel: 'diesel',
  p: 'petrol',
  ulp: 'petrol',
  pulp: 'petrol',
  petrol: 'petrol',
  h: 'hybrid',
  hybrid: 'hybrid',
  petrolelectric: 'hybrid',
  e: 'electric',
  electric: 'electric',
  lpg: 'lpg',
};
export const fuelKey = (v: string | null | undefined) => (v ? (FUEL[key(v)] ?? key(v)) : '');

/** Four-wheel and all-wheel drive are one class: TecDoc calls both "All-wheel Drive". */
const DRIVE: Record<string, string> = {
  '4x4': 'all',
  '4wd': 'all',
  awd: 'all',
  allwheeldrive: 'all',
  '4x2': 'two',
  '2wd': 'two',
  fwd: 'front',
  frontwheeldrive: 'front',
  rwd: 'rear',
  rearwheeldrive: 'rear',
};
export const driveKey = (v: string | null | undefined) => (v ? (DRIVE[key(v)] ?? key(v)) : '');

/** "Automatic, 6-speed", "6 Speed Automatic", "6 SP AUTOMATIC" and "6A" are all `6a`; CVT and DCT stay named. */
export function transmissionKey(v: string | null | undefined): string {
  if (!v) return '';
  const s = v.toLowerCase();
  if (s.includes('cvt')) return 'cvt';
  const gears = /(\d+)/.exec(s)?.[1] ?? '';
  if (s.includes('dct') || s.includes('dual')) return `${gears}d`;
  if (/auto|^\s*\d+\s*a\s*$/.test(s)) return `${gears}a`;
  if (/man|^\s*\d+\s*m\s*$/.test(s)) return `${gears}m`;
  return key(v);
}
