import type { RouteObject } from 'react-router';
import { lazyPage, lazyPageWithLoader } from '../../lazy-page.ts';
import { RequireStaff } from '../../shell/require-staff.tsx';

const vehiclesPage = (name: 'VehiclesAdminPage' | 'VehicleNewPage' | 'VehicleEditPage') =>
  lazyPage(() => import('./pages/vehicles-admin-page.tsx'), name);

const externalPage = (
  name:
    | 'ExternalVehiclesPage'
    | 'BodyTermsPage'
    | 'ExternalTranslationsPage'
    | 'ExternalLinksPage'
    | 'AcesExportPage',
) => lazyPage(() => import('./pages/external-vehicles-page.tsx'), name);

const exportsPage = (name: 'ExportTemplatesPage' | 'ExportTemplateEditPage' | 'DataExportsPage') =>
  lazyPage(() => import('./pages/export-templates-page.tsx'), name);

const brandPage = (name: 'BrandsPage' | 'BrandNewPage' | 'BrandSettingsPage' | 'AttributesAdminPage') =>
  lazyPage(() => import('./pages/brand-pages.tsx'), name);

const listingsPage = (name: 'BrandListingsPage' | 'ListingNewPage' | 'ListingEditPage') =>
  lazyPage(() => import('./pages/brand-listings-page.tsx'), name);

/** The catalogue area's routes, relative to /catalogue (spec catalogue-pim section 2); each page loads on first visit. */
export const catalogueRoutes: RouteObject[] = [
  {
    path: 'products',
    lazy: lazyPageWithLoader(
      () => import('./pages/product-list-page.tsx'),
      'ProductListPage',
      () => import('./pages/product-list-loader.ts'),
      'productListLoader',
    ),
  },
  { path: 'products/new', lazy: lazyPage(() => import('./pages/product-editor-page.tsx'), 'ProductNewPage') },
  {
    path: 'products/:slug/edit',
    lazy: lazyPage(() => import('./pages/product-editor-page.tsx'), 'ProductEditPage'),
  },
  {
    path: 'b/:brand/products/:slug/edit',
    lazy: lazyPage(() => import('./pages/product-editor-page.tsx'), 'ProductEditPage'),
  },
  { path: 'issues', lazy: lazyPage(() => import('./pages/product-issues-page.tsx'), 'ProductIssuesPage') },
  {
    path: 'b/:brand/activity',
    lazy: lazyPage(() => import('./pages/brand-activity-page.tsx'), 'BrandActivityPage'),
  },
  { path: 'b/:brand/listings', lazy: listingsPage('BrandListingsPage') },
  { path: 'b/:brand/listings/new', lazy: listingsPage('ListingNewPage') },
  { path: 'b/:brand/listings/:id/edit', lazy: listingsPage('ListingEditPage') },
  {
    path: 'b/:brandSlug/templates',
    lazy: lazyPage(() => import('./pages/brand-templates-page.tsx'), 'BrandTemplatesPage'),
  },

  { path: 'brands', lazy: brandPage('BrandsPage') },
  { path: 'brands/:id', lazy: brandPage('BrandSettingsPage') },
  { path: 'team/brands/new', lazy: brandPage('BrandNewPage') },
  {
    path: 'imports',
    lazy: lazyPage(() => import('./pages/catalogue-imports-page.tsx'), 'CatalogueImportsPage'),
  },
  { path: 'export_templates', lazy: exportsPage('ExportTemplatesPage') },
  { path: 'fitment/aces_export', lazy: externalPage('AcesExportPage') },
  { path: 'export_templates/new', lazy: exportsPage('ExportTemplateEditPage') },
  { path: 'export_templates/:id/edit', lazy: exportsPage('ExportTemplateEditPage') },

  {
    path: 'admin',
    element: <RequireStaff />,
    children: [
      { path: 'exports', lazy: exportsPage('DataExportsPage') },
      { path: 'attributes', lazy: brandPage('AttributesAdminPage') },
      { path: 'vehicles', lazy: vehiclesPage('VehiclesAdminPage') },
      { path: 'vehicles/new', lazy: vehiclesPage('VehicleNewPage') },
      { path: 'vehicles/:id/edit', lazy: vehiclesPage('VehicleEditPage') },
      { path: 'vehicles/:id/external_links', lazy: externalPage('ExternalLinksPage') },
      { path: 'external_vehicles', lazy: externalPage('ExternalVehiclesPage') },
      { path: 'external_vehicles/body_terms', lazy: externalPage('BodyTermsPage') },
      { path: 'external_vehicles/:id/translations', lazy: externalPage('ExternalTranslationsPage') },
    ],
  },
];
