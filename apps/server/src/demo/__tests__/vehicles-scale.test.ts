import { describe, expect, it } from 'vitest';
import { AU_VEHICLE_SOURCE } from '../../modules/fitment/index.ts';
import { ALL_VEHICLE_MODELS, CatalogueGenerator, generateVehicles } from '../generator.ts';

const key = (v: ReturnType<typeof generateVehicles>[number]) =>
  [
    v.make,
    v.model,
    v.series,
    v.variant,
    v.engine,
    v.body,
    v.drive,
    v.transmission,
    v.yearFrom,
    v.monthFrom,
  ].join('|');

describe('the vehicle catalogue at scale', () => {
  it('says where its AU-market data comes from', () => {
    expect(AU_VEHICLE_SOURCE).toMatch(/Compiled by hand/);
    expect(new Set(ALL_VEHICLE_MODELS.map((m) => m.make)).size).toBeGreaterThanOrEqual(20);
  });

  it('gives several thousand whole-span vehicles for the demo', () => {
    const demo = generateVehicles(3, 3000);
    expect(demo).toHaveLength(3000);
    expect(new Set(demo.map(key)).size).toBe(3000);
    expect(demo.some((v) => v.yearTo === null || v.yearTo > v.yearFrom)).toBe(true);
  });

  it('reaches 100,000 distinct vehicles by build period, each within its series production', () => {
    const all = generateVehicles(3, 100_000);
    expect(all).toHaveLength(100_000);
    expect(new Set(all.map(key)).size).toBe(100_000);
    const spans = new Map<string, (typeof ALL_VEHICLE_MODELS)[number]['series'][number]>(
      ALL_VEHICLE_MODELS.flatMap((m) =>
        m.series.map((s) => [`${m.make}|${m.model}|${s.series}`, s] as const),
      ),
    );
    for (const v of all.slice(0, 5000)) {
      const s = spans.get(v.family)!;
      expect(v.yearFrom).toBeGreaterThanOrEqual(s.from);
      if (s.to !== null) expect(v.yearTo).toBeLessThanOrEqual(s.to);
      expect(v.monthFrom).toBeGreaterThanOrEqual(1);
      expect(v.monthTo ?? 12).toBeLessThanOrEqual(12);
    }
  });

  it('covers more vehicles an application with a higher fitment density', () => {
    const vehicles = generateVehicles(5, 20_000);
    const links = (fitmentDensity: number) => {
      const g = new CatalogueGenerator({ seed: 5, vehicles, fitmentDensity });
      return g
        .nextBatch(1000)
        .flatMap((p) => p.applications)
        .reduce((n, a) => n + a.vehicles.length, 0);
    };
    const normal = links(1);
    const dense = links(6);
    // About 20 links a product at density 6 (20,000,000 for a million products).
    expect(dense / 1000).toBeGreaterThan(12);
    expect(dense).toBeGreaterThan(normal * 3);
  });
});
