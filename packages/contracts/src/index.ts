export * from './shared/errors.ts';
export * from './shared/money.ts';
export * from './shared/units.ts';
export * from './shared/lists.ts';
export * from './accounts/session.ts';
export * from './catalogue/index.ts';
