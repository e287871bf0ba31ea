import { describe, expect, it } from 'vitest';
import { lintApplications, type LintApplication, type LintVehicle } from './fitment.lint.ts';

const ranger: LintVehicle = {
  id: 1,
  title: 'Ford Ranger PX',
  year_from: 2011,
  month_from: 9,
  year_to: 2018,
  month_to: 6,
};
const hilux: LintVehicle = {
  id: 2,
  title: 'Toyota Hilux GUN126R',
  year_from: 2015,
  month_from: 1,
  year_to: null,
  month_to: null,
};

let next = 1;
function app(
  years: [number | null, number | null],
  vehicles: LintVehicle[],
  extra: Partial<LintApplication> = {},
) {
  return {
    id: next++,
    year_from: years[0],
    month_from: null,
    year_to: years[1],
    month_to: null,
    fitment_notes: null,
    attributes: [],
    vehicles,
    ...extra,
  } satisfies LintApplication;
}

describe('the fitment linter', () => {
  it('finds nothing in clean fitment', () => {
    expect(
      lintApplications([
        app([2012, 2014], [ranger]),
        app([2015, 2017], [ranger]),
        app([null, null], [hilux]),
      ]),
    ).toEqual([]);
  });

  it('finds a gap: fits 2012 to 2016 except 2014', () => {
    const a = app([2012, 2013], [ranger]);
    const b = app([2015, 2016], [ranger]);
    const found = lintApplications([a, b]);
    expect(found).toEqual([
      {
        kind: 'gap',
        message: 'Gap in fitment for Ford Ranger PX: 2014 not covered',
        vehicle_id: 1,
        vehicle_application_ids: [a.id, b.id],
      },
    ]);
  });

  it('names a gap of several years', () => {
    const found = lintApplications([app([2012, 2012], [ranger]), app([2016, 2017], [ranger])]);
    expect(found.map((f) => f.message)).toEqual(['Gap in fitment for Ford Ranger PX: 2013-2015 not covered']);
  });

  it('finds overlaps and duplicates of the same position', () => {
    const a = app([2012, 2015], [ranger]);
    const b = app([2014, 2016], [ranger]);
    const c = app([2012, 2015], [ranger]);
    const kinds = lintApplications([a, b, c]).map((f) => [f.kind, f.vehicle_application_ids]);
    expect(kinds).toEqual([
      ['duplicate', [a.id, c.id]],
      ['overlap', [a.id, b.id]],
      ['overlap', [c.id, b.id]],
    ]);
  });

  it('lets different positions share years (front and rear pads)', () => {
    const front = app([2012, 2015], [ranger], { attributes: [{ title: 'Position', value: 'Front' }] });
    const rear = app([2012, 2015], [ranger], { attributes: [{ title: 'Position', value: 'Rear' }] });
    expect(lintApplications([front, rear])).toEqual([]);
  });

  it('finds years outside production, open ends taking the vehicle years', () => {
    const early = app([2009, 2012], [ranger]);
    const late = app([2016, 2019], [ranger]);
    const ongoing = app([2014, null], [hilux]);
    const found = lintApplications([early, late, ongoing]);
    expect(found.filter((f) => f.kind === 'out_of_production').map((f) => f.message)).toEqual([
      '2009-2012 is outside the production years of Ford Ranger PX (2011-2018)',
      '2016-2019 is outside the production years of Ford Ranger PX (2011-2018)',
      '2014- is outside the production years of Toyota Hilux GUN126R (2015-)',
    ]);
    // Whole years: March 2011 for a vehicle built from September 2011 is its first model year, not an error.
    expect(lintApplications([app([2011, 2013], [ranger], { month_from: 3 })])).toEqual([]);
    // Whole-vehicle applications without years never fall outside.
    expect(lintApplications([app([null, null], [ranger])])).toEqual([]);
  });

  it('checks each vehicle of a multi-vehicle application separately', () => {
    const both = app([2015, 2016], [ranger, hilux]);
    const again = app([2016, 2016], [hilux]);
    const found = lintApplications([both, again]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'overlap', vehicle_id: 2 });
  });
});
