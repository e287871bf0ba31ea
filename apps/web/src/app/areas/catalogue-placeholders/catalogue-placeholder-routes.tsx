import { Navigate, type RouteObject } from 'react-router';
import { urls } from '../../../lib/urls.ts';
import { RequireStaff } from '../../shell/require-staff.tsx';
import { PlaceholderPage } from '../placeholder-page.tsx';

const COMING_WITH = 'the catalogue';

const page = (title: string, description: string) => (
  <PlaceholderPage title={title} comingWith={COMING_WITH} description={description} />
);

/**
 * The catalogue menu's targets until the catalogue team's `catalogueRoutes` define them. Mounted after
 * theirs: React Router ranks equal paths by order, so any page they add wins over these.
 */
export const cataloguePlaceholderRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={urls.catalogue.products()} replace /> },
  { path: 'products', element: page('Products', 'Search, filter and edit your products.') },
  { path: 'brands', element: page('Brands', 'Your brands, sub-brands and attribute templates.') },
  {
    path: 'export_templates',
    element: page('Export Templates', 'Choose the columns of your product exports and run them.'),
  },
  {
    path: 'admin',
    element: <RequireStaff />,
    children: [
      { index: true, element: <Navigate to={urls.catalogue.admin.vehicles()} replace /> },
      { path: 'vehicles', element: page('Vehicles', 'The vehicle catalogue products are fitted to.') },
      {
        path: 'external_vehicles',
        element: page('External Vehicles', 'Vehicles from external data, mapped to the catalogue.'),
      },
      { path: 'exports', element: page('Data Exports', 'Scheduled product exports for each account.') },
    ],
  },
];
