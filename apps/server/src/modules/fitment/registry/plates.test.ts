import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REGISTRY_SEED,
  isRegistered,
  plateOf,
  registeredYear,
  REGISTRY_STATES,
  vehicleIdOfPlate,
} from './plates.ts';

const FORMATS: Record<string, RegExp> = {
  ACT: /^Y[A-Z]{2}\d{2}[A-Z]$/,
  NSW: /^[A-Z]{2}\d{2}[A-Z]{2}$/,
  NT: /^C[A-Z]\d{2}[A-Z]{2}$/,
  QLD: /^\d{3}[A-Z]{3}$/,
  SA: /^S\d{3}[A-Z]{3}$/,
  TAS: /^[A-Z]\d{2}[A-Z]{2}$/,
  VIC: /^\d[A-Z]{2}\d[A-Z]{2}$/,
  WA: /^\d[A-Z]{3}\d{3}$/,
};

describe('sandbox registry plates', () => {
  it('gives each vehicle a plate of the state format that decodes back to it', () => {
    for (const state of REGISTRY_STATES) {
      const seen = new Set<string>();
      for (const id of [1, 2, 3, 999, 100_000, 123_457, 1_000_000]) {
        const plate = plateOf(state, id);
        if (plate === null) continue;
        expect(plate).toMatch(FORMATS[state]!);
        expect(plate).not.toMatch(/[IOQ]/);
        expect(vehicleIdOfPlate(state, plate)).toBe(id);
        seen.add(plate);
      }
      expect(seen.size).toBeGreaterThanOrEqual(6);
    }
  });

  it('answers null for a plate of another format and for ids beyond the range', () => {
    expect(vehicleIdOfPlate('SA', 'AB12CD')).toBeNull();
    expect(vehicleIdOfPlate('NSW', 'AB12C1')).toBeNull();
    expect(vehicleIdOfPlate('NSW', 'IO12CD')).toBeNull();
    expect(plateOf('TAS', 10_000_000)).toBeNull();
    expect(plateOf('NSW', 0)).toBeNull();
  });

  it('registers about four vehicles in five per state, deterministically, in production years', () => {
    const registered = Array.from({ length: 1000 }, (_, i) =>
      isRegistered(DEFAULT_REGISTRY_SEED, 'NSW', i + 1),
    );
    const share = registered.filter(Boolean).length / 1000;
    expect(share).toBeGreaterThan(0.7);
    expect(share).toBeLessThan(0.9);
    expect(isRegistered(DEFAULT_REGISTRY_SEED, 'NSW', 42)).toBe(
      isRegistered(DEFAULT_REGISTRY_SEED, 'NSW', 42),
    );
    for (let id = 1; id < 200; id++) {
      const y = registeredYear(DEFAULT_REGISTRY_SEED, 'VIC', { id, year_from: 2011, year_to: 2015 }, 2026);
      expect(y).toBeGreaterThanOrEqual(2011);
      expect(y).toBeLessThanOrEqual(2015);
      const open = registeredYear(DEFAULT_REGISTRY_SEED, 'VIC', { id, year_from: 2020, year_to: null }, 2026);
      expect(open).toBeLessThanOrEqual(2026);
    }
  });
});
