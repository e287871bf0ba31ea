import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { distanceKm, locate, searchLocalities, stateOfPostcode } from './gazetteer.ts';

describe('the Australian gazetteer', () => {
  it('holds every state and territory, each row well formed', () => {
    const lines = fs
      .readFileSync(new URL('./au-localities.csv', import.meta.url), 'utf8')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('postcode,locality,state,latitude,longitude');
    expect(lines.length).toBeGreaterThan(16_000);
    const states = new Set<string>();
    for (const line of lines.slice(1)) {
      const [postcode, locality, state, lat, lng, extra] = line.split(',');
      expect(extra).toBeUndefined();
      expect(postcode).toMatch(/^\d{4}$/);
      expect(locality).not.toBe('');
      // Inside Australia's bounding box (Norfolk and the other external territories included).
      expect(Number(lat)).toBeGreaterThan(-55);
      expect(Number(lat)).toBeLessThan(-9);
      expect(Number(lng)).toBeGreaterThan(96);
      expect(Number(lng)).toBeLessThan(169);
      states.add(state!);
    }
    expect([...states].sort()).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
  });

  it('finds localities by name prefix, exact names first, and by postcode prefix', () => {
    const richmond = searchLocalities('richmond');
    expect(richmond[0]!.locality).toBe('Richmond');
    expect(new Set(richmond.map((r) => r.state)).size).toBeGreaterThan(2);
    expect(searchLocalities('richmond vic').every((r) => r.state === 'VIC')).toBe(true);
    const inPostcode = searchLocalities('richmond 3121');
    expect(inPostcode[0]).toMatchObject({ postcode: '3121', locality: 'Richmond', state: 'VIC' });
    expect(inPostcode.every((r) => r.postcode === '3121' && r.locality.startsWith('Richmond'))).toBe(true);
    const byPostcode = searchLocalities('300', 5);
    expect(byPostcode).toHaveLength(5);
    expect(byPostcode.every((r) => r.postcode.startsWith('300'))).toBe(true);
    expect(searchLocalities('  ')).toEqual([]);
    expect(searchLocalities('zzzz-no-such-place')).toEqual([]);
  });

  it('locates an address by postcode and locality, falling back to the postcode, null when unknown', () => {
    const melbourne = locate({ postcode: '3000', city: 'melbourne' })!;
    expect(melbourne.latitude).toBeCloseTo(-37.81, 1);
    expect(melbourne.longitude).toBeCloseTo(144.96, 1);
    expect(locate({ postcode: '3000', city: 'Somewhere Else' })).not.toBeNull();
    expect(locate({ postcode: '200' })).not.toBeNull();
    expect(locate({ postcode: '0001' })).toBeNull();
  });

  it('gives a postcode the state of most of its localities, null when unknown', () => {
    expect(stateOfPostcode('3000')).toBe('VIC');
    expect(stateOfPostcode('800')).toBe('NT');
    expect(stateOfPostcode('2600')).toBe('ACT');
    expect(stateOfPostcode('2999')).toBeNull();
  });

  it('measures great-circle distances: Melbourne to Sydney is about 714 km, and zero to itself', () => {
    const mel = locate({ postcode: '3000', city: 'Melbourne' })!;
    const syd = locate({ postcode: '2000', city: 'Sydney' })!;
    expect(distanceKm(mel, syd)).toBeGreaterThan(690);
    expect(distanceKm(mel, syd)).toBeLessThan(730);
    expect(distanceKm(mel, mel)).toBe(0);
    expect(distanceKm(mel, syd)).toBeCloseTo(distanceKm(syd, mel), 6);
  });
});
