/** The orders feature's public surface, composed into pages by app/areas/marketplace. */
export { DistributorsBoard } from './components/distributors-board.tsx';
export { FulfillmentOrdersTable } from './components/fulfillment-orders-table.tsx';
export { FulfillmentOrderView } from './components/fulfillment-order-view.tsx';
export { SandboxOrderForm } from './components/sandbox-order-form.tsx';
export { useFulfillmentOrder, useSandboxStore } from './api/orders.ts';
export { AutoBillingSwitches } from './components/auto-billing.tsx';
export { PaymentReturn } from './components/payment-return.tsx';
export { PaymentsLink, PaymentsSummary } from './components/payouts.tsx';
