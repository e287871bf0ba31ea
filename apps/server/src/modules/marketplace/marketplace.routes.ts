import type { FastifyInstance } from 'fastify';
import { readMultipartFields } from '../../platform/http/multipart-body.ts';
import { importListRoutes } from './import-list/import-list.routes.ts';
import { listingsRoutes } from './listings/listings.routes.ts';
import { merchantProductsRoutes } from './merchant-products/merchant-products.routes.ts';
import type { MarketplaceServices } from './marketplace.services.ts';
import { searchRoutes } from './search/search.routes.ts';
import { storesRoutes } from './stores/stores.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { amazonRoutes } from './amazon/amazon.routes.ts';

/** The marketplace's routes: the brand's listings (catalogue area) and the merchant API (marketplace area). */
export async function marketplaceRoutes(app: FastifyInstance, services: MarketplaceServices) {
  // Report Issue posts a form (`product_issue[listing_id]`); it becomes the JSON body.
  app.addHook('preValidation', async (req) => {
    if (req.isMultipart()) req.body = await readMultipartFields(req);
  });
  for (const routes of [
    listingsRoutes,
    importListRoutes,
    searchRoutes,
    storesRoutes,
    merchantProductsRoutes,
    settingsRoutes,
    amazonRoutes,
  ])
    await routes(app, services);
}
