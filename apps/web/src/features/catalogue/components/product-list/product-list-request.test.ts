import { describe, expect, it } from 'vitest';
import { readDataTableState } from '../../../../components/data-table/use-data-table-state.ts';
import { listRequest, PRODUCTS_PER_PAGE } from './product-list-request.ts';

const requestFor = (search: string) =>
  listRequest(readDataTableState(new URLSearchParams(search), { defaultPer: PRODUCTS_PER_PAGE }));

describe('listRequest (what the product list and its route loader ask for)', () => {
  it('asks a bare address for the first fifty, latest changes first', () => {
    expect(requestFor('')).toEqual({
      page: 1,
      per: 50,
      sort: 'updated_at',
      sort_dir: 'desc',
      query: undefined,
      filters: {},
    });
  });

  it('keeps a contract sort column and its direction, and turns URL filters into the wire types', () => {
    expect(
      requestFor(
        'page=2&per=20&sort=price&sort_dir=asc&query=pads&filters=published:false,listing_status:draft',
      ),
    ).toEqual({
      page: 2,
      per: 20,
      sort: 'price',
      sort_dir: 'asc',
      query: 'pads',
      filters: { published: false, listing_status: 'draft' },
    });
  });

  it('falls back to the latest changes for a column the contract cannot sort by', () => {
    for (const sort of ['image', 'published', 'constructor', 'toString'])
      expect(requestFor(`sort=${sort}&sort_dir=asc`)).toMatchObject({ sort: 'updated_at', sort_dir: 'desc' });
  });
});
