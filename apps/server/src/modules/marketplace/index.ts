/**
 * Marketplace: merchants' stores, listings, the import list and publishing. So far only its demo data; the
 * marketplace screens come with their own issue.
 */
export { seedStores, type StoreSeed } from './marketplace.seed.ts';
