/** The warehouse app's shipping screens (distributor spec 2.2, 2.3), composed into pages by app/areas/distributor. */
export { ShippingTab } from './shipping/shipping-tab.tsx';
export { HandoversTab } from './handovers/handovers-tab.tsx';
export { LabelRequestsTable } from './label-requests/label-requests-table.tsx';
export { LabelRequestSummary, ManualBookingForm } from './label-requests/manual-booking.tsx';
