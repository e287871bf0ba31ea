/**
 * Distribution: distributors, their locations, stock and prices: the inventory and pricing imports and tables, and
 * the demo data.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { inventoryImport, pricingImport } from './distribution.imports.ts';
import { distributionRoutes as routes } from './distribution.routes.ts';

/** The distribution module's plugin: registers its import types with the pipeline, then its routes. */
export async function distributionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  ctx.imports.register(inventoryImport);
  ctx.imports.register(pricingImport);
  await routes(app, ctx);
}

export {
  deferDistributionIndexes,
  seedDistributors,
  writeInventory,
  type BoxSeed,
  type DistributorSeed,
  type InventorySeed,
  type LocationSeed,
} from './distribution.seed.ts';
export {
  findShippingLocation,
  findShippingLocationsByIds,
  type ShippingLocation,
} from './location-lookup.service.ts';
export { stockedProducts } from './stock-lookup.service.ts';
export {
  isStripeConnectOnboarded,
  markStripeConnectOnboarded,
  requireDistributor,
} from './distributors.service.ts';
export {
  distributorPricesFor,
  findPlatformDistributor,
  listPlatformDistributors,
  locationsOfDistributorTeam,
  routingLocationsByIds,
  stockAtDistributorLocations,
  stockLevelsAtLocations,
  allDistributorLocations,
  type LocationStock,
  type PlatformDistributor,
  type RoutingLocation,
} from './order-routing-lookup.service.ts';
export { packingBoxes, type PackingBox } from './boxes/boxes.service.ts';
