import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CatalogueGenerator, generateVehicles, type GeneratedProduct } from '../generator.ts';
import { gtinCheckDigit, isValidGtin, mulberry32, permute } from '../prng.ts';
import { DISTRIBUTORS } from '../network-data.ts';
import { distanceKm, locate, stateOfPostcode } from '../../platform/geo/index.ts';
import { BRANDS } from '../catalogue-data.ts';

function generate(seed: number, n: number): GeneratedProduct[] {
  const generator = new CatalogueGenerator({ seed, vehicles: generateVehicles(seed, 600) });
  const out: GeneratedProduct[] = [];
  while (out.length < n) out.push(...generator.nextBatch(Math.min(1000, n - out.length)));
  return out;
}

describe('the demo generator', () => {
  it('gives the same SKUs, titles and prices for the same seed', () => {
    const pick = (ps: GeneratedProduct[]) => ps.map((p) => [p.sku, p.title, p.priceCents, p.costCents]);
    const a = generate(42, 1500);
    const b = generate(42, 1500);
    expect(pick(a)).toEqual(pick(b));
    expect(a.map((p) => p.attributes)).toEqual(b.map((p) => p.attributes));
    expect(a.map((p) => p.applications)).toEqual(b.map((p) => p.applications));
    expect(pick(generate(43, 1500))).not.toEqual(pick(a));
  });

  it('gives the same vehicles for the same seed', () => {
    expect(generateVehicles(7, 600)).toEqual(generateVehicles(7, 600));
    expect(generateVehicles(7, 600)).toHaveLength(600);
  });

  it('never repeats a SKU within a brand or a slug anywhere', () => {
    const products = generate(1, 6000);
    const skus = new Set(products.map((p) => `${p.brand}|${p.sku}`));
    const slugs = new Set(products.map((p) => p.slug));
    expect(skus.size).toBe(products.length);
    expect(slugs.size).toBe(products.length);
  });

  it('writes SKUs in the shapes the brands use', () => {
    const products = generate(3, 3000);
    const apexPads = products.filter(
      (p) => BRANDS[p.brand]?.slug === 'apex-brakes' && p.type === 'brake-pad',
    );
    expect(apexPads.length).toBeGreaterThan(50);
    for (const p of apexPads) expect(p.sku).toMatch(/^DB\d{4}$/);
    const perf = products.filter(
      (p) => BRANDS[p.brand]?.slug === 'apex-performance' && p.type === 'brake-pad',
    );
    for (const p of perf) expect(p.sku).toMatch(/^ABP-\d{4}(-(HD|SP|TR))?$/);
  });

  it('gives every GTIN a valid check digit', () => {
    const gtins = generate(5, 3000).flatMap((p) => p.numbers.filter((n) => n.type === 'gtin'));
    expect(gtins.length).toBeGreaterThan(2000);
    for (const g of gtins) {
      expect(isValidGtin(g.value), g.value).toBe(true);
      expect(g.value).toHaveLength(g.gtinType === 'GTIN-14' ? 14 : 13);
    }
  });

  it('builds assemblies only from earlier parts of the same team', () => {
    const generator = new CatalogueGenerator({ seed: 9, vehicles: generateVehicles(9, 600) });
    const batch = generator.nextBatch(1000);
    const assemblies = batch.filter((p) => p.recordType === 'Assembly');
    expect(assemblies.length).toBeGreaterThan(20);
    batch.forEach((p, i) => {
      for (const c of p.components) {
        expect(c.position).toBeLessThan(i);
        const child = batch[c.position] as GeneratedProduct;
        expect(child.recordType).toBe('Part');
        expect(child.team).toBe(p.team);
      }
    });
  });

  it('counts each fitted vehicle once', () => {
    for (const p of generate(11, 1000)) {
      expect(p.vehicleCount).toBe(new Set(p.applications.flatMap((a) => a.vehicles)).size);
    }
  });

  it('mixes published, purchaseable, attribute-less and dangerous products', () => {
    const products = generate(13, 2000);
    const share = (f: (p: GeneratedProduct) => boolean) => products.filter(f).length / products.length;
    expect(share((p) => p.published)).toBeGreaterThan(0.6);
    expect(share((p) => p.published)).toBeLessThan(0.9);
    expect(share((p) => p.attributes.length === 0)).toBeGreaterThan(0.05);
    expect(share((p) => p.hazard !== null)).toBeGreaterThan(0.01);
    expect(share((p) => p.packages.some((k) => k.weight === null))).toBeGreaterThan(0);
    expect(share((p) => p.packages.some((k) => k.shipsSeparate))).toBeGreaterThan(0);
  });
});

describe('GTIN check digits', () => {
  it('validates what it generates and rejects a changed digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), fc.integer({ min: 0, max: 11 }), (body, at) => {
        const gtin = `${body}${gtinCheckDigit(body)}`;
        expect(isValidGtin(gtin)).toBe(true);
        const changed = `${gtin.slice(0, at)}${(Number(gtin[at]) + 1) % 10}${gtin.slice(at + 1)}`;
        expect(isValidGtin(changed)).toBe(false);
      }),
    );
  });

  it('knows a real barcode', () => {
    expect(isValidGtin('9300633603205')).toBe(true);
    expect(isValidGtin('9300633603206')).toBe(false);
  });
});

describe('the seeded number helpers', () => {
  it('repeats a mulberry32 sequence for a seed', () => {
    const a = mulberry32(123);
    const b = mulberry32(123);
    for (let i = 0; i < 100; i++) expect(a()).toBe(b());
  });

  it('permutes a range without collisions', () => {
    for (const size of [9000, 90_000]) {
      const seen = new Set<number>();
      for (let k = 0; k < size; k++) seen.add(permute(k, size, 12345));
      expect(seen.size).toBe(size);
    }
  });
});

describe('distributor locations', () => {
  it('sit at four-digit postcodes of their own state', () => {
    const locations = DISTRIBUTORS.flatMap((d) => d.locations);
    expect(locations.length).toBeGreaterThanOrEqual(4);
    for (const l of locations) {
      expect(l.postcode).toMatch(/^\d{4}$/);
      expect(stateOfPostcode(l.postcode)).toBe(l.state);
      // Where the gazetteer puts the suburb, give or take a large industrial estate.
      const place = locate({ postcode: l.postcode, city: l.city })!;
      expect(distanceKm(place, l)).toBeLessThan(15);
    }
  });
});
