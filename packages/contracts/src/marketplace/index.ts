export * from './messages.ts';
export * from './listings.ts';
export * from './import-list.ts';
export * from './stores.ts';
export * from './search.ts';
export * from './source.ts';
export * from './listing-rules.ts';
export * from './merchant-products.ts';
