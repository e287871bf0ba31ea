import type { Listing } from '@partsflow/contracts';
import type { ListingProductHit } from '../../api/listings.ts';

/** A selected product as the builder shows it: the hit (attributes for the options) and its overrides. */
export type SelectedProduct = ListingProductHit & { attribute_overrides: Record<string, string> };

export interface ListingFormValues {
  title: string;
  handle: string;
  description: string;
  is_purchasable: boolean;
  products: SelectedProduct[];
  integrations: number[];
  options: string[];
}

export const EMPTY_LISTING: ListingFormValues = {
  title: '',
  handle: '',
  description: '',
  is_purchasable: true,
  products: [],
  integrations: [],
  options: [],
};

export function listingFormValues(l: Listing): ListingFormValues {
  return {
    title: l.title,
    handle: l.handle,
    description: l.description,
    is_purchasable: l.is_purchasable,
    products: l.selected_products,
    integrations: l.selected_integrations,
    options: l.options ? l.options.split(',').filter(Boolean) : [],
  };
}
