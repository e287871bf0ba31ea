/**
 * Catalogue: products and everything the product editor edits (numbers, attributes and templates, packages,
 * dangerous goods, customs, pricing, history, issues), under /api/catalogue. The only public surface of the
 * module: its plugin and the service functions other modules and the demo may call.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerCatalogueEventHandlers } from './catalogue.events.ts';
import { catalogueRoutes as routes } from './catalogue.routes.ts';
import { attributesImport, packagingImport, productsImport } from './imports/catalogue.imports.ts';
import { ensureCatalogueReferenceData } from './reference-data/reference-data.ts';

/**
 * The catalogue module's Fastify plugin: loads reference data (idempotent), subscribes to the events it keeps
 * copies of other modules' data by, then registers the routes.
 */
export async function catalogueRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await ensureCatalogueReferenceData(ctx.database.db);
  registerCatalogueEventHandlers(ctx.events);
  // Import Products, Packaging and Product Attributes run through the platform's one import pipeline.
  ctx.imports.register(productsImport);
  ctx.imports.register(packagingImport);
  ctx.imports.register(attributesImport);
  await routes(app, ctx);
}

export { ensureCatalogueReferenceData };
export {
  assembliesOfProduct,
  productRef,
  productRefs,
  productsBySku,
  productsOfBrand,
  type ProductRef,
  type SkuMatch,
} from './products/product-refs.service.ts';
export {
  allocateProductIds,
  deferCatalogueIndexes,
  seedCatalogueReference,
  writeProducts,
  type CatalogueReferenceSeed,
  type CatalogueRefs,
  type ProductSeed,
} from './catalogue.seed.ts';
export {
  brandInScope,
  productRefInScope,
  reportProductIssueFrom,
  searchBrandProductsBySku,
  sourceProducts,
  type SourceProduct,
} from './products/product-sources.service.ts';
export { defaultGtinsOf } from './product-numbers/product-numbers.service.ts';
export { intakeMerchantProducts, type PimIntakeProduct } from './products/pim-intake.service.ts';
export {
  dangerousGoodsOf,
  packingPackageById,
  packingPackagesOf,
  type PackingPackage,
  type ProductDangerousGoods,
} from './shipping/packing-packages.service.ts';
export {
  addDistributorPackage,
  distributorPackagesOf,
  findDistributorPackage,
  productExists,
  removeDistributorPackage,
  updateDistributorPackage,
  type DistributorPackage,
} from './shipping/distributor-packages.service.ts';
/** A history entry as the API shows it (the distributor's package history uses it too, decision 0690). */
export { presentAudit } from './history/history.presenters.ts';
/** The media upload's thumbnail step (benchmarked on its own in bench/media-thumbnails.ts). */
export { makeThumbnails } from './media/media.files.ts';
/** The marketplace registers the listing bulk actions (docs/decisions/0241-bulk-actions.md). */
export {
  registerListingBulkActions,
  runBulkJob,
  type ListingBulkActions,
  type ListingChange,
} from './bulk/bulk.service.ts';
/** An export run's job (benchmarked on its own in bench/catalogue-export.ts). */
export { workRun as workExportRun, type ExportDeps } from './exports/exports.service.ts';
/** The marketplace keeps brands' seller agreements and lends them to the brand editor (docs/decisions/0260). */
export { registerSellerAgreementStore, type SellerAgreementStore } from './brands/seller-agreements.ts';
