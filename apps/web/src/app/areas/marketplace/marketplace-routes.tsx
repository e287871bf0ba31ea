import type { RouteObject } from 'react-router';
import { lazyPage, lazyPageWithLoader } from '../../lazy-page.ts';
import { RequireStaff } from '../../shell/require-staff.tsx';

const storesPage = (name: 'StoresPage' | 'StorePage') =>
  lazyPage(() => import('./pages/stores-page.tsx'), name);

const syncPage = (name: 'InventorySyncPage' | 'InventorySyncDetailPage') =>
  lazyPage(() => import('./pages/inventory-sync-pages.tsx'), name);

/** The marketplace area's routes, relative to /marketplace (marketplace spec 2.1). */
export const marketplaceRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPageWithLoader(
      () => import('./pages/source-products-page.tsx'),
      'SourceProductsPage',
      () => import('./pages/source-products-loader.ts'),
      'sourceProductsLoader',
    ),
  },
  { path: 'import', lazy: lazyPage(() => import('./pages/import-list-page.tsx'), 'ImportListPage') },
  { path: 'stores', lazy: storesPage('StoresPage') },
  { path: 'stores/:id', lazy: storesPage('StorePage') },
  { path: 'products', lazy: lazyPage(() => import('./pages/my-products-page.tsx'), 'MyProductsPage') },
  { path: 'distributors', lazy: lazyPage(() => import('./pages/distributors-page.tsx'), 'DistributorsPage') },
  { path: 'fulfillments', lazy: lazyPage(() => import('./pages/fulfillments-page.tsx'), 'FulfillmentsPage') },
  {
    path: 'fulfillments/:id',
    lazy: lazyPage(() => import('./pages/fulfillment-order-page.tsx'), 'FulfillmentOrderPage'),
  },
  {
    path: 'payments/return',
    lazy: lazyPage(() => import('./pages/payment-return-page.tsx'), 'PaymentReturnPage'),
  },
  {
    path: 'stores/:id/sandbox',
    lazy: lazyPage(() => import('./pages/sandbox-store-page.tsx'), 'SandboxStorePage'),
  },
  { path: 'settings', lazy: lazyPage(() => import('./pages/settings-page.tsx'), 'SettingsPage') },
  {
    path: 'amazon_listings',
    lazy: lazyPage(() => import('./pages/amazon-listings-page.tsx'), 'AmazonListingsPage'),
  },
  {
    path: 'admin',
    element: <RequireStaff />,
    children: [
      { path: 'shopify_inventory_sync', lazy: syncPage('InventorySyncPage') },
      { path: 'shopify_inventory_sync/:id', lazy: syncPage('InventorySyncDetailPage') },
    ],
  },
  { path: 'billing', lazy: lazyPage(() => import('./pages/billing-page.tsx'), 'BillingPage') },
];
