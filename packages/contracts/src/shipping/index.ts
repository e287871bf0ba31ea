export * from './filter-policy.ts';
export * from './deliveries.ts';
export * from './warehouse.ts';
