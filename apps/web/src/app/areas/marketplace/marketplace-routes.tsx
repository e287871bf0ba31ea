import type { RouteObject } from 'react-router';
import { placeholderRoutes } from '../placeholder-route.tsx';

const page = placeholderRoutes('the merchant marketplace');

/** The marketplace area's routes, relative to /marketplace (marketplace spec 2.1). */
export const marketplaceRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(
      'Source Products',
      'Search the brand catalogues for products to sell and add them to your import list.',
    ),
  },
  {
    path: 'import',
    lazy: page('Import List', 'Edit draft listings and publish them to your connected stores.'),
  },
  {
    path: 'products',
    lazy: page('My Products', 'The products in your stores, kept in sync, with their fitment.'),
  },
  {
    path: 'distributors',
    lazy: page('Distributors', 'Connect distributor accounts to each of your stores.'),
  },
  { path: 'settings', lazy: page('Settings', 'Store and marketplace settings for your team.') },
];
