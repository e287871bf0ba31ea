import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data.ts';

describe('toFormData', () => {
  it('nests fields under the root name the way the API reads multipart forms', () => {
    const form = toFormData('product', {
      sku: 'BP-1',
      price: 1995,
      published: false,
      title: null,
      skip: undefined,
      ids: [1, 2],
    });
    expect([...form.entries()]).toEqual([
      ['product[sku]', 'BP-1'],
      ['product[price]', '1995'],
      ['product[published]', 'false'],
      ['product[title]', ''],
      ['product[ids][]', '1'],
      ['product[ids][]', '2'],
    ]);
  });
});
