import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import { assembliesOfProduct, catalogueRoutes, productRef } from './catalogue/index.ts';
import { fitmentRoutes } from './fitment/index.ts';
import { marketplaceRoutes } from './marketplace/index.ts';
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
  await app.register(async (scope) => fitmentRoutes(scope, ctx, { productRef, assembliesOfProduct }));
  await app.register(async (scope) => distributionRoutes(scope, ctx));
  await app.register(async (scope) => marketplaceRoutes(scope, ctx));
  await app.register(async (scope) => ordersRoutes(scope, ctx));
  await app.register(async (scope) => billingRoutes(scope, ctx, orderUsage));
}
