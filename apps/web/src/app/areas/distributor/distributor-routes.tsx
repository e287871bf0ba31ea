import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../placeholder-page.tsx';

const COMING_WITH = 'the distributor portal';

const page = (title: string, description: string) => (
  <PlaceholderPage title={title} comingWith={COMING_WITH} description={description} />
);

/** The distributor area's routes, relative to /distributor (distributor spec sections 1 and 2.1). */
export const distributorRoutes: RouteObject[] = [
  {
    index: true,
    element: page(
      'Dashboard',
      'One card per location with its fulfillment requests and shipments at a glance.',
    ),
  },
  { path: 'packaging', element: page('Packaging', 'The shipping boxes your locations pack into.') },
  { path: 'locations', element: page('Locations', 'Your warehouses, their addresses and settings.') },
  { path: 'inventory', element: page('Inventory', 'Stock on hand at each location.') },
  { path: 'pricing', element: page('Pricing', 'What you charge merchants for the products you hold.') },
  { path: 'payments', element: page('Payments', 'Payouts and invoices for your fulfillments.') },
];
