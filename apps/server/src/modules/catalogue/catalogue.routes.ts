import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { readMultipartFields } from '../../platform/http/multipart-body.ts';
import { brandsRoutes } from './brands/brands.routes.ts';
import { bulkRoutes } from './bulk/bulk.routes.ts';
import { copyRoutes } from './copy/copy.routes.ts';
import { attributesRoutes } from './attributes/attributes.routes.ts';
import { customsRoutes } from './customs/customs.routes.ts';
import { historyRoutes } from './history/history.routes.ts';
import { issuesRoutes } from './issues/issues.routes.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { partsRoutes } from './parts/parts.routes.ts';
import { crossSellsRoutes } from './cross-sells/cross-sells.routes.ts';
import { exportsRoutes } from './exports/exports.routes.ts';
import { lookupsRoutes } from './lookups/lookups.routes.ts';
import { pricingRoutes } from './pricing/pricing.routes.ts';
import { productNumbersRoutes } from './product-numbers/product-numbers.routes.ts';
import { productsRoutes } from './products/products.routes.ts';
import { shippingRoutes } from './shipping/shipping.routes.ts';

/** The catalogue API under /api/catalogue (spec catalogue-pim section 7), one sub-domain at a time. */
export async function catalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  // The editor posts multipart forms (`product[sku]`, `product_issue[resolved]`); they become the JSON body.
  app.addHook('preValidation', async (req) => {
    if (req.isMultipart() && !req.routeOptions.config.fileUpload) req.body = await readMultipartFields(req);
  });
  for (const routes of [
    productsRoutes,
    lookupsRoutes,
    attributesRoutes,
    productNumbersRoutes,
    shippingRoutes,
    customsRoutes,
    pricingRoutes,
    historyRoutes,
    issuesRoutes,
    mediaRoutes,
    partsRoutes,
    crossSellsRoutes,
    bulkRoutes,
    copyRoutes,
    exportsRoutes,
    brandsRoutes,
  ]) {
    await routes(app, ctx);
  }
}
