import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import { assembliesOfProduct, catalogueRoutes, productRef, productsOfBrand } from './catalogue/index.ts';
import { fitmentRoutes } from './fitment/index.ts';
import type { AccountsDeps } from './accounts/index.ts';
import {
  connectSandboxStore,
  countImportListings,
  listingUsage,
  marketplaceRoutes,
} from './marketplace/index.ts';
import { shippingRoutes } from './shipping/index.ts';
import { distributionRoutes } from './distribution/index.ts';
import { orderUsage, ordersRoutes } from './orders/index.ts';
import { billingRoutes } from './billing/index.ts';

/**
 * Every bounded context's Fastify plugin, registered in order. A module is added here and nowhere else.
 * Where a module needs another that already depends on it, the registry hands it that module's services
 * (fitment gets the catalogue's product references: the catalogue reads fitment's counts and lint).
 */
export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => catalogueRoutes(scope, ctx));
  await app.register(async (scope) => shippingRoutes(scope, ctx));
  await app.register(async (scope) =>
    fitmentRoutes(scope, ctx, { productRef, assembliesOfProduct, productsOfBrand }),
  );
  await app.register(async (scope) => distributionRoutes(scope, ctx));
  await app.register(async (scope) => marketplaceRoutes(scope, ctx));
  await app.register(async (scope) => ordersRoutes(scope, ctx));
  await app.register(async (scope) => billingRoutes(scope, ctx, orderUsage));
}

/**
 * What sign-up (accounts) needs of the marketplace and orders, which depend on accounts: a new merchant team's
 * sandbox store, and what the team has done for its onboarding steps.
 */
export const accountsDeps: AccountsDeps = {
  async openSandboxStore(tx, { teamId, userId, name }) {
    const { store } = await connectSandboxStore(
      tx,
      { scope: { teamId, userId, staff: false }, userName: null },
      name,
    );
    return { domain: store.domain };
  },
  async onboardingState(db, teamId) {
    const [importList, usage, fulfilments] = await Promise.all([
      countImportListings(db, { teamId }),
      listingUsage(db, { teamId }),
      orderUsage.fulfilmentsSince(db, { teamId, from: new Date(0) }),
    ]);
    return { importList, published: usage.total_listings, fulfilments };
  },
};
