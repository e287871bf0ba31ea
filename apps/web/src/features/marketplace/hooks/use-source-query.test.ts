import { describe, expect, it } from 'vitest';
import { sourceQueryFromParams } from './use-source-query.ts';

describe('sourceQueryFromParams (what the page and its route loader ask for)', () => {
  it('reads a bare address as the first page of everything', () => {
    expect(sourceQueryFromParams(new URLSearchParams())).toEqual({
      query: '',
      page: 1,
      sort: undefined,
      brand_ids: [],
      product_types: [],
      store_id: null,
      listing_filter: 'all',
      listing_type: 'all',
      vehicle_make_id: null,
      vehicle_model_id: null,
      vehicle_year: null,
      vehicle_id: null,
    });
  });

  it('reads every key of a bookmarked search, and drops values the contract does not know', () => {
    const params = new URLSearchParams(
      'q=pads&page=3&sort=new_arrivals&brand=4&brand=x&brand=9&type=Brake%20Pads&store=2&listing=bogus' +
        '&listing_type=all&make=7&model=8&year=2019&vehicle=11',
    );
    expect(sourceQueryFromParams(params)).toEqual({
      query: 'pads',
      page: 3,
      sort: 'new_arrivals',
      brand_ids: [4, 9],
      product_types: ['Brake Pads'],
      store_id: 2,
      listing_filter: 'all',
      listing_type: 'all',
      vehicle_make_id: 7,
      vehicle_model_id: 8,
      vehicle_year: 2019,
      vehicle_id: 11,
    });
  });

  it('never asks for a page below the first', () => {
    expect(sourceQueryFromParams(new URLSearchParams('page=-2')).page).toBe(1);
    expect(sourceQueryFromParams(new URLSearchParams('page=abc')).page).toBe(1);
  });
});
