/** The distribution feature's public surface, composed into pages by app/areas/distributor. */
export { InventoryTable, PricingTable } from './components/stock-tables.tsx';
export { BoxesPanel } from './components/boxes/boxes-panel.tsx';
export { ProductPackagesPanel } from './components/packages/product-packages-panel.tsx';
export { LocationsTable } from './components/locations/locations-table.tsx';
export { LocationSettings } from './components/locations/location-settings.tsx';
export { AllianceMerchantsPanel, DistributorTeamPanel } from './components/settings/distributor-panels.tsx';
export { FreightExchangePanel } from './components/settings/freight-exchange-panel.tsx';
export { PortalDashboard } from './components/portal/portal-dashboard.tsx';
export { LocationPortal } from './components/portal/location-portal.tsx';
export { PORTAL_TABS, type PortalTab } from './components/portal/portal-url.ts';
export { ShipmentEditor } from './components/shipment/shipment-editor.tsx';
export { downloadDocument } from './api/portal.ts';
