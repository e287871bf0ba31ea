import type { VehicleSeed } from '../modules/fitment/index.ts';
import {
  ATTRIBUTES,
  AUDIT_COMMENTS,
  BRANDS,
  BRAND_WEIGHTS,
  FITMENT_NOTES,
  ISSUE_TEXTS,
  PRODUCT_TYPES,
  type AttributeDef,
  type BrandDef,
  type ProductTypeDef,
} from './catalogue-data.ts';
import { DISTRIBUTORS } from './network-data.ts';
import { AU_VEHICLE_MODELS } from '../modules/fitment/index.ts';
import { DOORS_BY_BODY, OEM_PATTERNS, VEHICLE_MODELS } from './vehicle-data.ts';
import { Rng, deriveSeed, gtinCheckDigit, permute } from './prng.ts';

/** Every date in the demo falls between these, so the same seed gives the same rows on any day. */
const HISTORY_START = Date.UTC(2023, 5, 1);
const HISTORY_END = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

/** Components of an assembly are chosen among the parts of the same generator batch. */
export const GENERATOR_BATCH = 1000;

// ---------------------------------------------------------------- vehicles

/** A vehicle as the fitment module seeds it, plus the group a fitment picks vehicles from. */
export interface GeneratedVehicle extends VehicleSeed {
  /** make|model|series. */
  family: string;
}

/** The last model year the generator knows (vehicles still built have no end year). */
const LAST_MODEL_YEAR = 2026;
/** Build periods per model year at each split level: the whole span, then per year, half, quarter, two months. */
const PERIODS_PER_YEAR = [0, 1, 2, 4, 6, 12] as const;

/** The real makes and models: the demo's own list and the fitment module's AU-market data file. */
export const ALL_VEHICLE_MODELS = [...VEHICLE_MODELS, ...AU_VEHICLE_MODELS];

interface Combo {
  make: string;
  model: string;
  series: string;
  from: number;
  to: number | null;
  variant: string;
  engine: (typeof ALL_VEHICLE_MODELS)[number]['series'][number]['engines'][number];
  body: string;
  drive: string;
  transmission: string;
}

function combosOf(): Combo[] {
  const combos: Combo[] = [];
  for (const m of ALL_VEHICLE_MODELS)
    for (const s of m.series)
      for (const variant of s.variants)
        for (const engine of s.engines)
          for (const body of s.bodies)
            for (const drive of s.drives)
              for (const transmission of s.transmissions)
                combos.push({
                  make: m.make,
                  model: m.model,
                  series: s.series,
                  from: s.from,
                  to: s.to,
                  variant,
                  engine,
                  body,
                  drive,
                  transmission,
                });
  return combos;
}

const yearsOf = (c: Combo) => (c.to ?? LAST_MODEL_YEAR) - c.from + 1;

/**
 * Up to `count` vehicles. Each combination of series, variant, engine, body, drive and transmission is one vehicle
 * over its production years while that gives enough; a larger catalogue (the scale flag, up to 100,000 and more)
 * splits them into model years, then build periods within the year (halves, quarters, two months, months), as
 * catalogues list build-date ranges.
 */
export function generateVehicles(seed: number, count: number): GeneratedVehicle[] {
  const rng = new Rng(deriveSeed(seed, 'vehicles'));
  const base = combosOf();
  const yearCount = base.reduce((n, c) => n + yearsOf(c), 0);
  const fits = PERIODS_PER_YEAR.findIndex((n, i) => i > 0 && count <= yearCount * n);
  const level = count <= base.length ? 0 : fits === -1 ? PERIODS_PER_YEAR.length - 1 : fits;
  const combos: GeneratedVehicle[] = [];
  const push = (c: Combo, v: Pick<VehicleSeed, 'yearFrom' | 'monthFrom' | 'yearTo' | 'monthTo'>) =>
    combos.push({
      make: c.make,
      model: c.model,
      series: c.series,
      family: `${c.make}|${c.model}|${c.series}`,
      variant: c.variant,
      body: c.body,
      ...v,
      engine: c.engine.code,
      cylinders: c.engine.cylinders,
      capacity: c.engine.capacity,
      kw: c.engine.kw,
      fuel: c.engine.fuel,
      drive: c.drive,
      transmission: c.transmission,
      doors: rng.pick(DOORS_BY_BODY[c.body] ?? [4]),
      tecdocId: null,
      autoinfoId: null,
      source: 'Partsflow',
      status: null,
    });
  for (const c of base) {
    if (level === 0) {
      const lateStart = rng.chance(0.25) && (c.to ?? LAST_MODEL_YEAR) - c.from > 2;
      const earlyEnd = c.to !== null && rng.chance(0.15);
      const yearTo = c.to === null ? null : earlyEnd ? c.to - 1 : c.to;
      push(c, {
        yearFrom: c.from + (lateStart ? 1 : 0),
        monthFrom: rng.int(1, 12),
        yearTo,
        monthTo: yearTo === null ? null : rng.int(1, 12),
      });
      continue;
    }
    const periods = PERIODS_PER_YEAR[level] as number;
    const months = 12 / periods;
    for (let year = c.from; year <= (c.to ?? LAST_MODEL_YEAR); year++)
      for (let p = 0; p < periods; p++) {
        // The current build period of a vehicle still made stays open.
        const open = c.to === null && year === LAST_MODEL_YEAR && p === periods - 1;
        push(c, {
          yearFrom: year,
          monthFrom: p * months + 1,
          yearTo: open ? null : year,
          monthTo: open ? null : (p + 1) * months,
        });
      }
  }
  const chosen = new Set(rng.shuffle(combos.map((_, i) => i)).slice(0, count));
  const out = combos.filter((_, i) => chosen.has(i));
  out.forEach((v, i) => {
    v.source = rng.weighted([
      ['TecDoc', 6],
      ['OSCAR', 3],
      ['Partsflow', 1],
    ] as const);
    if (v.source === 'TecDoc') v.tecdocId = 10_000 + i * 7 + rng.int(0, 6);
    if (v.source !== 'Partsflow') v.autoinfoId = `AU${String(400_000 + i * 13).padStart(7, '0')}`;
    v.status = rng.weighted([
      [null, 89],
      ['new', 5],
      ['updated', 3],
      ['archived', 3],
    ] as const);
  });
  return out;
}

export function familyLabel(family: string): string {
  return family.split('|').join(' ');
}

// ---------------------------------------------------------------- products

export interface GeneratedAttribute {
  name: string;
  value: string | null;
}

export interface GeneratedNumber {
  type: 'gtin' | 'oem' | 'alternate';
  value: string;
  gtinType: string | null;
  description: string | null;
  makes: string[];
}

export interface GeneratedPackage {
  type: string;
  identifier: string;
  length: number;
  width: number;
  height: number;
  dimensionsUnit: 'cm' | 'mm';
  weight: number | null;
  weightUnit: 'kg' | 'g';
  label: string;
  shipsSeparate: boolean;
  useOuterBox: boolean;
}

export interface GeneratedApplication {
  vehicles: number[];
  notes: string | null;
  yearFrom: number;
  monthFrom: number;
  yearTo: number | null;
  monthTo: number | null;
}

export interface GeneratedAudit {
  action: 'create' | 'update';
  by: 'brand' | 'staff';
  comment: string | null;
  changes: Record<string, [unknown, unknown]>;
  at: Date;
}

export interface GeneratedProduct {
  brand: number;
  team: number;
  type: string;
  subBrand: number | null;
  categoryName: string;
  sku: string;
  slug: string;
  title: string;
  manufacturerSku: string | null;
  recordType: 'Part' | 'Assembly';
  description: string;
  overrideTitle: boolean;
  useRetailCharmPricing: boolean;
  priceCents: number;
  costCents: number;
  countryOfOrigin: string;
  published: boolean;
  purchaseable: boolean;
  universalFitment: boolean;
  catalogueNotes: string;
  preorder: boolean;
  allowDropship: boolean;
  isOem: boolean;
  lockDetails: boolean;
  genericImage: boolean;
  searchPriority: number;
  taArticleId: string | null;
  productCode: string | null;
  createdAt: Date;
  updatedAt: Date;
  syncedAt: Date | null;
  attributes: GeneratedAttribute[];
  numbers: GeneratedNumber[];
  packages: GeneratedPackage[];
  hazard: { un: string; amount: number; unit: 'g' | 'kg' | 'ml' | 'l' } | null;
  hsCodes: { country: string | null; code: string }[];
  applications: GeneratedApplication[];
  vehicleCount: number;
  /** Earlier products of the same batch (by position) that this assembly is built from. */
  components: { position: number; quantity: number; vehiclePrimary: boolean; includeMedia: boolean }[];
  audits: GeneratedAudit[];
  issues: { merchant: number; text: string; resolved: boolean; at: Date }[];
  /** Stock per distributor (index into DISTRIBUTORS) and location (index into its locations). */
  stock: { distributor: number; location: number; quantity: number; at: Date }[];
}

export interface GeneratorOptions {
  seed: number;
  vehicles: GeneratedVehicle[];
  /** Update audits per product at most (fewer keeps very large loads quick). */
  maxUpdateAudits?: number;
  /** Scales every location's stocked share (1 = as in network-data). */
  stockShare?: number;
  /** Scales how many vehicles an application covers at most (1: up to 6; the scale flag's application links). */
  fitmentDensity?: number;
}

const TYPES_BY_KEY = new Map(PRODUCT_TYPES.map((t) => [t.key, t]));
const ATTRIBUTES_BY_NAME = new Map(ATTRIBUTES.map((a) => [a.name, a]));

export function productTypeByKey(key: string): ProductTypeDef {
  const t = TYPES_BY_KEY.get(key);
  if (!t) throw new Error(`unknown product type ${key}`);
  return t;
}

/** A deterministic stream of products: the same seed and vehicles give the same products in the same order. */
export class CatalogueGenerator {
  private readonly rng: Rng;
  private readonly vehicles: GeneratedVehicle[];
  private readonly families: { family: string; make: string; vehicles: number[] }[];
  private readonly skuCounters = new Map<string, number>();
  private readonly brandCounters = new Map<number, number>();
  private readonly maxUpdateAudits: number;
  private readonly stockShare: number;
  private readonly maxPerApplication: number;
  private produced = 0;

  constructor(opts: GeneratorOptions) {
    this.rng = new Rng(deriveSeed(opts.seed, 'products'));
    this.vehicles = opts.vehicles;
    this.maxUpdateAudits = opts.maxUpdateAudits ?? 3;
    this.stockShare = opts.stockShare ?? 1;
    this.maxPerApplication = Math.max(1, Math.round(6 * (opts.fitmentDensity ?? 1)));
    const byFamily = new Map<string, number[]>();
    opts.vehicles.forEach((v, i) => {
      if (v.status === 'archived') return;
      const list = byFamily.get(v.family) ?? [];
      list.push(i);
      byFamily.set(v.family, list);
    });
    this.families = [...byFamily].map(([family, list]) => ({
      family,
      make: family.split('|')[0] as string,
      vehicles: list,
    }));
  }

  get count(): number {
    return this.produced;
  }

  /** The next `size` products (at most GENERATOR_BATCH). */
  nextBatch(size: number = GENERATOR_BATCH): GeneratedProduct[] {
    if (size > GENERATOR_BATCH) throw new Error(`a batch holds at most ${GENERATOR_BATCH} products`);
    const batch: GeneratedProduct[] = [];
    // Parts of this batch by team and type, for assemblies.
    const pool = new Map<string, number[]>();
    for (let i = 0; i < size; i++) {
      const p = this.product(batch, pool);
      if (p.recordType === 'Part') {
        const key = `${p.team}|${p.type}`;
        const list = pool.get(key) ?? [];
        list.push(batch.length);
        pool.set(key, list);
      }
      batch.push(p);
      this.produced++;
    }
    return batch;
  }

  private product(batch: GeneratedProduct[], pool: Map<string, number[]>): GeneratedProduct {
    const r = this.rng;
    const brandIndex = r.weighted(BRANDS.map((b, i) => [i, BRAND_WEIGHTS[i] ?? 1] as const));
    const brand = BRANDS[brandIndex] as BrandDef;
    const [typeKey, , shape] = r.weighted(brand.types.map((t) => [t, t[1]] as const));
    const type = productTypeByKey(typeKey);

    const counterKey = `${brandIndex}|${typeKey}|${shape.prefix}`;
    const k = this.skuCounters.get(counterKey) ?? 0;
    this.skuCounters.set(counterKey, k + 1);
    const brandSerial = this.brandCounters.get(brandIndex) ?? 0;
    this.brandCounters.set(brandIndex, brandSerial + 1);
    const number = skuNumber(k, deriveSeed(brandIndex, typeKey));
    const sep = shape.sep ?? '';
    const suffix = shape.suffixes && shape.suffixes.length > 0 ? r.pick(shape.suffixes) : '';
    const sku = `${shape.prefix}${sep}${number}${suffix ? `${sep}${suffix}` : ''}`;

    // Fitment first: the title may name the vehicle it suits.
    const family = type.fitment && this.families.length > 0 ? r.pick(this.families) : null;
    const applications: GeneratedApplication[] = [];
    const fitted = new Set<number>();
    if (family && r.chance(0.82)) {
      const n = r.weighted([
        [1, 6],
        [2, 3],
        [3, 1],
      ] as const);
      for (let a = 0; a < n; a++) {
        const fam =
          a === 0
            ? family
            : r.chance(0.5)
              ? r.pick(this.families.filter((f) => f.make === family.make))
              : r.pick(this.families);
        const picked = r.sample(
          fam.vehicles,
          r.int(1, Math.min(this.maxPerApplication, fam.vehicles.length)),
        );
        if (picked.length === 0) continue;
        picked.sort((x, y) => x - y);
        for (const v of picked) fitted.add(v);
        const vs = picked.map((v) => this.vehicles[v] as GeneratedVehicle);
        const from = vs.reduce((m, v) => (v.yearFrom < m.yearFrom ? v : m));
        const open = vs.some((v) => v.yearTo === null);
        const to = open ? null : vs.reduce((m, v) => ((v.yearTo ?? 0) > (m.yearTo ?? 0) ? v : m));
        applications.push({
          vehicles: picked,
          notes: r.pick(FITMENT_NOTES),
          yearFrom: from.yearFrom,
          monthFrom: from.monthFrom,
          yearTo: to ? to.yearTo : null,
          monthTo: to ? to.monthTo : null,
        });
      }
    }

    // Attribute values (always chosen: the title uses them), stored for most products.
    const values: Record<string, string> = {};
    const attributes: GeneratedAttribute[] = [];
    const storeAttributes = r.chance(0.88);
    for (const name of type.attrs) {
      const def = ATTRIBUTES_BY_NAME.get(name) as AttributeDef;
      if (def.team !== undefined && def.team !== brand.team) continue;
      const value = attributeValue(r, def);
      if (value !== null) values[name] = value;
      const keep = def.dataType === 'without_value' ? r.chance(0.5) : r.chance(0.9);
      if (storeAttributes && keep) attributes.push({ name, value });
    }
    const fits = family && fitted.size > 0 && r.chance(0.6) ? familyLabel(family.family) : '';
    const title = type.name(values, fits);

    const charm = r.chance(0.3);
    const dollars = r.int(type.price[0], type.price[1]);
    const priceCents = charm ? dollars * 100 + r.pick([95, 99]) : dollars * 100 + r.pick([0, 0, 50, 45]);
    const costCents = Math.round(priceCents * r.decimal(0.52, 0.68, 3));
    const published = r.chance(0.75);
    const purchaseable = published ? r.chance(0.85) : r.chance(0.2);
    const createdAt = new Date(HISTORY_START + r.int(0, 900) * DAY + r.int(0, DAY / 1000 - 1) * 1000);

    const packages = this.packages(r, type, sku);
    const numbers = this.numbers(r, brand, brandSerial, sku, family?.make ?? null);
    const hazard =
      type.dg && r.chance(type.dg.share)
        ? {
            un: type.dg.un,
            amount: r.decimal(type.dg.amount[0], type.dg.amount[1], 0),
            unit: type.dg.unit,
          }
        : null;
    const hsCodes: GeneratedProduct['hsCodes'] = [];
    if (r.chance(0.72)) {
      hsCodes.push({ country: null, code: type.hs });
      if (r.chance(0.2)) hsCodes.push({ country: r.pick(['AU', 'US', 'NZ']), code: type.hs });
    }

    const components: GeneratedProduct['components'] = [];
    if (type.components) {
      for (const [componentType, quantity] of type.components) {
        const candidates = pool.get(`${brand.team}|${componentType}`);
        if (!candidates || candidates.length === 0) continue;
        const position = r.pick(candidates.length > 40 ? candidates.slice(-40) : candidates);
        if (components.some((c) => c.position === position)) continue;
        components.push({
          position,
          quantity,
          vehiclePrimary: components.length === 0,
          includeMedia: r.chance(0.5),
        });
      }
    }
    const recordType = components.length > 0 ? 'Assembly' : 'Part';

    const { audits, updatedAt } = this.history(r, {
      sku,
      title,
      priceCents,
      published,
      createdAt,
    });

    const issues: GeneratedProduct['issues'] = [];
    if (r.chance(0.025)) {
      const n = r.int(1, 2);
      for (let i = 0; i < n; i++) {
        issues.push({
          merchant: r.int(0, 1),
          text: r.pick(ISSUE_TEXTS),
          resolved: r.chance(0.55),
          at: new Date(Math.min(HISTORY_END, createdAt.getTime() + r.int(5, 400) * DAY)),
        });
      }
    }

    const stock: GeneratedProduct['stock'] = [];
    DISTRIBUTORS.forEach((d, di) => {
      const share = (d.stocks[brand.slug] ?? 0) * this.stockShare;
      d.locations.forEach((loc, li) => {
        if (!r.chance(share * (loc.active ? 1 : 0.4))) return;
        const quantity = r.chance(0.1) ? 0 : r.chance(0.7) ? r.int(1, 40) : r.int(41, 250);
        stock.push({
          distributor: di,
          location: li,
          quantity,
          at: new Date(HISTORY_END - r.int(0, 60) * DAY),
        });
      });
    });

    // The product form requires a sub-brand, so every demo product has one.
    const subBrand = brand.subBrands.length > 0 ? r.int(0, brand.subBrands.length - 1) : null;
    return {
      brand: brandIndex,
      team: brand.team,
      type: typeKey,
      subBrand,
      categoryName: type.category,
      sku,
      slug: `${brand.slug}-${sku.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      title,
      manufacturerSku: r.chance(0.85) ? `${brand.code}-${type.code}${number}` : null,
      recordType,
      description: describe(brand, type, title, values),
      overrideTitle: r.chance(0.05),
      useRetailCharmPricing: charm,
      priceCents,
      costCents,
      countryOfOrigin: r.pick(brand.countries),
      published,
      purchaseable,
      universalFitment: !type.fitment,
      catalogueNotes: r.chance(0.08) ? 'Superseded part numbers listed under alternate SKUs.' : '',
      preorder: r.chance(0.03),
      allowDropship: r.chance(0.92),
      isOem: r.chance(0.05),
      lockDetails: r.chance(0.04),
      genericImage: r.chance(0.1),
      searchPriority: r.chance(0.9) ? 0 : r.int(1, 10),
      taArticleId: r.chance(0.3) ? String(r.int(1_000_000, 9_999_999)) : null,
      productCode: r.chance(0.2) ? String(r.int(100_000, 999_999)) : null,
      createdAt,
      updatedAt,
      syncedAt: r.chance(0.4) ? new Date(updatedAt.getTime() + r.int(0, 3) * DAY) : null,
      attributes,
      numbers,
      packages,
      hazard,
      hsCodes,
      applications,
      vehicleCount: fitted.size,
      components,
      audits,
      issues,
      stock,
    };
  }

  private packages(r: Rng, type: ProductTypeDef, sku: string): GeneratedPackage[] {
    if (!r.chance(0.93) && !type.dg) return [];
    const spec = type.pkg;
    const separate = spec.shipsSeparate !== undefined && r.chance(spec.shipsSeparate);
    const count = separate && r.chance(0.5) ? 2 : 1;
    const out: GeneratedPackage[] = [];
    for (let i = 0; i < count; i++) {
      const [l, w, h] = spec.dims;
      const weight = r.decimal(spec.weight[0], spec.weight[1], spec.small ? 0 : 2) / count;
      out.push({
        type: spec.type,
        identifier: count > 1 ? `${sku}-${i + 1}` : sku,
        length: r.decimal(l[0], l[1], spec.small ? 0 : 1),
        width: r.decimal(w[0], w[1], spec.small ? 0 : 1),
        height: r.decimal(h[0], h[1], spec.small ? 0 : 1),
        dimensionsUnit: spec.small ? 'mm' : 'cm',
        weight: r.chance(0.03) ? null : Math.round(weight * 1000) / 1000,
        weightUnit: spec.small ? 'g' : 'kg',
        label: count > 1 ? `Box ${i + 1} of ${count}` : 'Box 1 of 1',
        shipsSeparate: separate,
        useOuterBox: !separate && r.chance(0.3),
      });
    }
    return out;
  }

  private numbers(
    r: Rng,
    brand: BrandDef,
    serial: number,
    sku: string,
    make: string | null,
  ): GeneratedNumber[] {
    const out: GeneratedNumber[] = [];
    if (r.chance(0.85)) {
      const company = brand.gtinCompany + 10 * Math.floor(serial / 100_000);
      const body12 = `93${company}${String(serial % 100_000).padStart(5, '0')}`;
      const gtin13 = `${body12}${gtinCheckDigit(body12)}`;
      out.push({ type: 'gtin', value: gtin13, gtinType: 'GTIN-13', description: 'Each', makes: [] });
      if (r.chance(0.15)) {
        const body13 = `1${body12}`;
        out.push({
          type: 'gtin',
          value: `${body13}${gtinCheckDigit(body13)}`,
          gtinType: 'GTIN-14',
          description: `Carton of ${r.pick([4, 6, 10, 12])}`,
          makes: [],
        });
      }
    }
    if (make && r.chance(0.35)) {
      const pattern = OEM_PATTERNS[make];
      const n = r.int(1, 2);
      for (let i = 0; pattern && i < n; i++) {
        out.push({
          type: 'oem',
          value: pattern(r.int(0, 999_999)),
          gtinType: null,
          description: null,
          makes: [make],
        });
      }
    }
    if (r.chance(0.2)) {
      const alt = r.chance(0.5) ? sku.replace(/-/g, '') : `${sku}-OLD`;
      if (alt !== sku)
        out.push({ type: 'alternate', value: alt, gtinType: null, description: null, makes: [] });
    }
    return out;
  }

  private history(
    r: Rng,
    p: { sku: string; title: string; priceCents: number; published: boolean; createdAt: Date },
  ): { audits: GeneratedAudit[]; updatedAt: Date } {
    const updates = r.chance(0.45) ? r.int(1, this.maxUpdateAudits) : 0;
    const kinds: ('price' | 'title' | 'published' | 'description')[] = [];
    for (let i = 0; i < updates; i++)
      kinds.push(r.pick(['price', 'price', 'title', 'published', 'description']));
    // Walk back from the final values to the ones the product was created with.
    const prices = [p.priceCents];
    for (const k of kinds)
      if (k === 'price') prices.unshift(Math.round((prices[0] as number) * r.decimal(0.85, 0.98, 2)));
    const titleChanged = kinds.includes('title');
    const initialTitle = titleChanged ? p.title.replace(/ to suit .*$/, '').replace(' - ', ' ') : p.title;
    const publishFlip = kinds.includes('published') && p.published;

    const audits: GeneratedAudit[] = [
      {
        action: 'create',
        by: 'brand',
        comment: r.chance(0.2) ? 'Imported from the supplier catalogue' : null,
        changes: {
          sku: [null, p.sku],
          title: [null, initialTitle],
          price_cents: [null, prices[0]],
          published: [null, publishFlip ? false : p.published],
        },
        at: p.createdAt,
      },
    ];
    let at = p.createdAt.getTime();
    let priceIndex = 0;
    let titleDone = false;
    for (const k of kinds) {
      at = Math.min(HISTORY_END, at + r.int(1, 120) * DAY + r.int(0, 86_399) * 1000);
      let changes: Record<string, [unknown, unknown]>;
      if (k === 'price') {
        changes = { price_cents: [prices[priceIndex], prices[priceIndex + 1]] };
        priceIndex++;
      } else if (k === 'title' && !titleDone) {
        changes = { title: [initialTitle, p.title] };
        titleDone = true;
      } else if (k === 'published' && publishFlip) {
        changes = { published: [false, true], purchaseable: [false, true] };
      } else {
        changes = { description: ['', 'Updated product description with fitting instructions.'] };
      }
      audits.push({
        action: 'update',
        by: r.chance(0.85) ? 'brand' : 'staff',
        comment: r.pick(AUDIT_COMMENTS),
        changes,
        at: new Date(at),
      });
    }
    return { audits, updatedAt: new Date(at) };
  }
}

/** Unique per (brand, type): a 4-digit number for the first 9,000, then 5, 6 and 7 digits. */
function skuNumber(k: number, salt: number): string {
  let start = 1000;
  let size = 9000;
  let offset = k;
  while (offset >= size) {
    offset -= size;
    start *= 10;
    size *= 10;
  }
  return String(start + permute(offset, size, salt));
}

function attributeValue(r: Rng, def: AttributeDef): string | null {
  switch (def.dataType) {
    case 'without_value':
      return null;
    case 'boolean':
      return r.chance(0.5) ? 'true' : 'false';
    case 'numeric': {
      if (def.values) return r.pick(def.values);
      const [min, max, decimals] = def.range ?? [0, 100, 0];
      return String(r.decimal(min, max, decimals));
    }
    default:
      return r.pick(def.values ?? ['']);
  }
}

function describe(
  brand: BrandDef,
  type: ProductTypeDef,
  title: string,
  values: Record<string, string>,
): string {
  const facts = Object.entries(values)
    .slice(0, 3)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
  return `${title}. ${brand.name} ${type.title.toLowerCase()} made for Australian conditions.${facts ? ` ${facts}.` : ''}`;
}
