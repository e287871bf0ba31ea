import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lazy-page.ts';

/** The distributor area's routes, relative to /distributor (distributor spec sections 1 and 2.1). */
export const distributorRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('./pages/dashboard-page.tsx'), 'DistributorDashboardPage') },
  // The location's four lists (one page; the last path segment names the tab).
  ...['fulfillments', 'shipments', 'bookings', 'shipped'].map((tab) => ({
    path: `locations/:locationId/${tab}`,
    lazy: lazyPage(() => import('./pages/location-portal-page.tsx'), 'LocationPortalPage'),
  })),
  {
    path: 'locations/:locationId/shipments/:shipmentId',
    lazy: lazyPage(() => import('./pages/shipment-page.tsx'), 'ShipmentPage'),
  },
  // The warehouse app (distributor spec 2.2): locations, Packing and the warehouse shipment detail.
  {
    path: 'l',
    lazy: lazyPage(() => import('./pages/warehouse-locations-page.tsx'), 'WarehouseLocationsPage'),
  },
  {
    path: 'l/:locationId/fulfillments',
    lazy: lazyPage(() => import('./pages/warehouse-packing-page.tsx'), 'WarehousePackingPage'),
  },
  {
    path: 'l/:locationId/fulfillments/:fulfillmentId',
    lazy: lazyPage(() => import('./pages/warehouse-shipment-page.tsx'), 'WarehouseShipmentPage'),
  },
  {
    path: 'fulfillments/:fulfillmentId/manage',
    lazy: lazyPage(() => import('./pages/manage-fulfillment-page.tsx'), 'ManageFulfillmentPage'),
  },
  // The warehouse app's shipping screens (distributor spec 2.2, 2.3).
  {
    path: 'l/:locationId/shipments',
    lazy: lazyPage(() => import('./pages/warehouse-shipping-page.tsx'), 'WarehouseShippingPage'),
  },
  {
    path: 'l/:locationId/handovers',
    lazy: lazyPage(() => import('./pages/warehouse-shipping-handovers-page.tsx'), 'WarehouseHandoversPage'),
  },
  {
    path: 'label_requests',
    lazy: lazyPage(() => import('./pages/label-request-list-page.tsx'), 'LabelRequestListPage'),
  },
  {
    path: 'label_requests/:id',
    lazy: lazyPage(() => import('./pages/label-request-details-page.tsx'), 'AddLabelDetailsPage'),
  },
  {
    path: 'deliveries/:id/manual',
    lazy: lazyPage(() => import('./pages/label-request-details-page.tsx'), 'ManualBookingPage'),
  },
  { path: 'packaging', lazy: lazyPage(() => import('./pages/packaging-page.tsx'), 'PackagingPage') },
  { path: 'locations', lazy: lazyPage(() => import('./pages/locations-page.tsx'), 'LocationsPage') },
  {
    path: 'locations/new',
    lazy: lazyPage(() => import('./pages/location-settings-page.tsx'), 'LocationSettingsPage'),
  },
  {
    path: 'locations/:locationId/settings',
    lazy: lazyPage(() => import('./pages/location-settings-page.tsx'), 'LocationSettingsPage'),
  },
  { path: 'inventory', lazy: lazyPage(() => import('./pages/inventory-page.tsx'), 'InventoryPage') },
  { path: 'pricing', lazy: lazyPage(() => import('./pages/pricing-page.tsx'), 'PricingPage') },
  {
    path: 'settings',
    lazy: lazyPage(() => import('./pages/distributor-settings-page.tsx'), 'DistributorSettingsPage'),
  },
  { path: 'payments', lazy: lazyPage(() => import('./pages/payments-page.tsx'), 'PaymentsPage') },
  { path: 'payments/link', lazy: lazyPage(() => import('./pages/payments-page.tsx'), 'PaymentsLinkPage') },
];
