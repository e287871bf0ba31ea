export * from './fulfillments.ts';
export * from './store-orders.ts';
export * from './distributor-accounts.ts';
export * from './payments.ts';
export * from './shipments.ts';
export * from './billing.ts';
export * from './warehouse.ts';
export * from './payouts.ts';
