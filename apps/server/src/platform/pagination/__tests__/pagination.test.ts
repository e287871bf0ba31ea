import { datatableSchema, distributorListSchema, marketplaceListSchema } from '@partsflow/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { datatable, distributorList, marketplaceList, pageWindow } from '../pagination.ts';

const row = z.object({ id: z.number() });

describe('list pages and formats', () => {
  it('turns a one-based page into a window, treating page 0 as the first', () => {
    expect(pageWindow(1, 20)).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow(3, 10)).toEqual({ limit: 10, offset: 20 });
    expect(pageWindow(0, 10)).toEqual({ limit: 10, offset: 0 });
  });

  it('answers a datatable as {data, meta: {total_count}}', () => {
    const body = datatable([{ id: 1 }], 41);
    expect(datatableSchema(row).parse(body)).toEqual({ data: [{ id: 1 }], meta: { total_count: 41 } });
  });

  it('answers a distributor list with the page arithmetic of its pagination block', () => {
    const middle = distributorList([{ id: 1 }], { page: 2, page_size: 10, total: 25 });
    expect(distributorListSchema(row).parse(middle).pagination).toEqual({
      page: 2,
      page_size: 10,
      total_count: 25,
      total_pages: 3,
      previous_page_allowed: true,
      next_page_allowed: true,
    });
    const last = distributorList([], { page: 3, page_size: 10, total: 25 }).pagination;
    expect([last.previous_page_allowed, last.next_page_allowed]).toEqual([true, false]);
    const empty = distributorList([], { page: 1, page_size: 10, total: 0 }).pagination;
    expect([empty.total_pages, empty.previous_page_allowed, empty.next_page_allowed]).toEqual([
      0,
      false,
      false,
    ]);
  });

  it('answers a marketplace list with its meta and the fields its spec adds', () => {
    const body = marketplaceList([{ id: 7 }], { page: 1, per_page: 25, total: 1 }, { all_listing_ids: [7] });
    const schema = marketplaceListSchema(row, z.object({ all_listing_ids: z.array(z.number()) }));
    expect(schema.parse(body)).toEqual({
      data: [{ id: 7 }],
      meta: { total_items: 1, page: 1, per_page: 25, all_listing_ids: [7] },
    });
    expect(
      marketplaceListSchema(row).parse(marketplaceList([], { page: 2, per_page: 5, total: 3 })).meta,
    ).toEqual({ total_items: 3, page: 2, per_page: 5 });
  });
});
