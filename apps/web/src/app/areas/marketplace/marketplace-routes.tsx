import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../placeholder-page.tsx';

const COMING_WITH = 'the merchant marketplace';

const page = (title: string, description: string) => (
  <PlaceholderPage title={title} comingWith={COMING_WITH} description={description} />
);

/** The marketplace area's routes, relative to /marketplace (marketplace spec 2.1). */
export const marketplaceRoutes: RouteObject[] = [
  {
    index: true,
    element: page(
      'Source Products',
      'Search the brand catalogues for products to sell and add them to your import list.',
    ),
  },
  {
    path: 'import',
    element: page('Import List', 'Edit draft listings and publish them to your connected stores.'),
  },
  {
    path: 'products',
    element: page('My Products', 'The products in your stores, kept in sync, with their fitment.'),
  },
  {
    path: 'distributors',
    element: page('Distributors', 'Connect distributor accounts to each of your stores.'),
  },
  { path: 'settings', element: page('Settings', 'Store and marketplace settings for your team.') },
];
