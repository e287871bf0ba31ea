import type { Product } from '@partsflow/contracts';

/** What the sub-resource calls need to address a product: its id and its brand/slug path. */
export type ProductRef = Pick<Product, 'id' | 'slug' | 'sku'> & { brand: Pick<Product['brand'], 'slug'> };
