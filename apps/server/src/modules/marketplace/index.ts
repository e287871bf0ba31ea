/**
 * Marketplace: brands' marketplace listings, merchants' stores, the import list and publishing to stores. The only
 * public surface of the module: its plugin, the seed functions and the services the demo and benchmarks call.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import {
  BULK_PUBLISH_QUEUE,
  runBulkPublish,
  sellerAgreementStore,
} from './import-list/import-list.service.ts';
import { registerListingBulkActions, registerSellerAgreementStore } from '../catalogue/index.ts';
import { listingBulkActions, recomputeValidity } from './listings/listings.service.ts';
import { marketplaceRoutes as routes } from './marketplace.routes.ts';
import {
  runSendToPim,
  runSyncAll,
  SEND_TO_PIM_QUEUE,
  SYNC_ALL_QUEUE,
  type SendToPimJob,
} from './merchant-products/merchant-products.service.ts';
import { createMarketplaceServices, type MarketplaceServices } from './marketplace.services.ts';
import { AMAZON_EXPORT_QUEUE, runAmazonExport } from './amazon/amazon.service.ts';

/**
 * The marketplace module's Fastify plugin: its event handler (listing validity follows product changes), the bulk
 * publish worker, then the routes.
 */
export async function marketplaceRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  services: MarketplaceServices = createMarketplaceServices(ctx),
): Promise<void> {
  ctx.events.on('catalogue.products_changed', 'marketplace.listing_validity', recomputeValidity);
  // The catalogue's Bulk Actions menu creates and publishes listings through the marketplace.
  registerListingBulkActions(listingBulkActions);
  // The catalogue's brand editor edits the seller agreement merchants accept here (docs/decisions/0260).
  registerSellerAgreementStore(sellerAgreementStore);
  await ctx.jobs.work<{ publish_job_id: string }>(BULK_PUBLISH_QUEUE, (data) =>
    runBulkPublish(services, data.publish_job_id),
  );
  await ctx.jobs.work<{ sync_job_id: string }>(SYNC_ALL_QUEUE, (data) =>
    runSyncAll(services, data.sync_job_id),
  );
  await ctx.jobs.work<SendToPimJob>(SEND_TO_PIM_QUEUE, (data) => runSendToPim(services, data));
  await ctx.jobs.work<{ export_id: string }>(AMAZON_EXPORT_QUEUE, (data) =>
    runAmazonExport(services, data.export_id),
  );
  await routes(app, services);
}

export { createMarketplaceServices, type MarketplaceServices };
export {
  demoListingIds,
  publishForDemo,
  runBulkPublish,
  startBulkPublish,
} from './import-list/import-list.service.ts';
export {
  allocateListingIds,
  seededListingStatus,
  seedMerchantState,
  seedStores,
  writeListings,
  type ListingProductSeed,
  type ListingSeed,
  type StoreSeed,
} from './marketplace.seed.ts';
export {
  runSyncAll,
  seedDemoStoreProducts,
  startSyncAll,
} from './merchant-products/merchant-products.service.ts';
/** The team's marketplace settings that orders and inventory sync act on (docs/decisions/0437). */
export { marketplaceSettingsOf, type MarketplaceSettings } from './settings/settings.service.ts';
export { storeInfoById, storeInfoOfTeam, storesOfTeam, type StoreInfo } from './stores/stores.service.ts';
/** Billing sets the team's plan (the Subscription Required gate) and reads the plan usage. */
export { listingUsage, setMarketplaceSubscription } from './import-list/import-list.service.ts';
/** Sign-up (accounts, wired by the module registry) opens a new merchant team's sandbox store and reads its onboarding progress. */
export { connectSandboxStore } from './stores/stores.service.ts';
export { countImportListings } from './import-list/import-list.service.ts';
