import { Navigate, type RouteObject } from 'react-router';
import { urls } from '../../../lib/urls.ts';
import { RequireStaff } from '../../shell/require-staff.tsx';
import { placeholderRoutes } from '../placeholder-route.tsx';

const page = placeholderRoutes('the catalogue');

/**
 * The catalogue menu's targets until the catalogue team's `catalogueRoutes` define them. Mounted after
 * theirs: React Router ranks equal paths by order, so any page they add wins over these.
 */
export const cataloguePlaceholderRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={urls.catalogue.products()} replace /> },
  { path: 'products', lazy: page('Products', 'Search, filter and edit your products.') },
  { path: 'brands', lazy: page('Brands', 'Your brands, sub-brands and attribute templates.') },
  {
    path: 'export_templates',
    lazy: page('Export Templates', 'Choose the columns of your product exports and run them.'),
  },
  {
    path: 'admin',
    element: <RequireStaff />,
    children: [
      { index: true, element: <Navigate to={urls.catalogue.admin.vehicles()} replace /> },
      { path: 'vehicles', lazy: page('Vehicles', 'The vehicle catalogue products are fitted to.') },
      {
        path: 'external_vehicles',
        lazy: page('External Vehicles', 'Vehicles from external data, mapped to the catalogue.'),
      },
      { path: 'exports', lazy: page('Data Exports', 'Scheduled product exports for each account.') },
    ],
  },
];
