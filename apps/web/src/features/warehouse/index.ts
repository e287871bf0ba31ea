/** The warehouse app's public surface (distributor spec 2.2, 2.3), composed into pages by app/areas/distributor. */
export { WarehouseLocationHeader } from './components/location-header.tsx';
export { WarehouseLocationsList } from './components/locations-list.tsx';
export { PackingTab } from './packing/packing-tab.tsx';
export { WarehouseShipment } from './shipment/warehouse-shipment.tsx';
export { warehouseUrls } from './urls.ts';
export { ShippingTab } from './shipping/shipping-tab.tsx';
export { HandoversTab } from './handovers/handovers-tab.tsx';
export { LabelRequestsTable } from './label-requests/label-requests-table.tsx';
export { LabelRequestSummary, ManualBookingForm } from './label-requests/manual-booking.tsx';
export { ManageFulfillment } from './manage/manage-fulfillment.tsx';
