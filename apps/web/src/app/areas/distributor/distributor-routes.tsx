import type { RouteObject } from 'react-router';
import { placeholderRoutes } from '../placeholder-route.tsx';

const page = placeholderRoutes('the distributor portal');

/** The distributor area's routes, relative to /distributor (distributor spec sections 1 and 2.1). */
export const distributorRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page('Dashboard', 'One card per location with its fulfillment requests and shipments at a glance.'),
  },
  { path: 'packaging', lazy: page('Packaging', 'The shipping boxes your locations pack into.') },
  { path: 'locations', lazy: page('Locations', 'Your warehouses, their addresses and settings.') },
  { path: 'inventory', lazy: page('Inventory', 'Stock on hand at each location.') },
  { path: 'pricing', lazy: page('Pricing', 'What you charge merchants for the products you hold.') },
  { path: 'payments', lazy: page('Payments', 'Payouts and invoices for your fulfillments.') },
];
