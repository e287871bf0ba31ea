import type {
  ProductPackagesList,
  ProductPackagesQuery,
  WarehousePackageCreate,
  WarehousePackagesReply,
  WarehousePackageUpdate,
} from '@partsflow/contracts';
import { WAREHOUSE_TOASTS } from '@partsflow/contracts';
import type { Scope } from '../../../platform/auth/access.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import {
  addDistributorPackage,
  distributorPackagesOf,
  productExists,
  productsBySku,
  removeDistributorPackage,
  updateDistributorPackage,
} from '../../catalogue/index.ts';
import { distributorList, pageWindow } from '../../../platform/pagination/pagination.ts';
import { distributionError } from '../distribution.errors.ts';
import { requireDistributor } from '../distributors.service.ts';
import { stockedSkus } from './packages.repository.ts';

type ScopeLike = Pick<Scope, 'teamId'>;

/**
 * Product packages for the warehouse's Resolve (distributor spec 2.2, 3, 7.2): the distributor adds its own
 * packages to a product, changes and removes them; the manufacturer's packages are read only. Every answer carries
 * the product's packages as the distributor sees them. Another distributor's package answers 404.
 */
async function reply(
  db: DbOrTx,
  productId: number,
  distributorId: number,
  message: string,
  id?: number,
): Promise<WarehousePackagesReply> {
  const packages = await distributorPackagesOf(db, { productId, distributorId });
  const pkg = id ? packages.find((p) => p.id === id) : undefined;
  return { message, packages, ...(pkg ? { package: pkg } : {}) };
}

/** POST /packages: the distributor's own package for a product ('Package added to product'). */
export async function createProductPackage(db: Db, scope: ScopeLike, input: WarehousePackageCreate) {
  const distributor = await requireDistributor(db, scope, input.distributor_id);
  if (!(await productExists(db, input.product_id))) throw distributionError('product_not_found');
  const { product_id, distributor_id: _ignored, ...values } = input;
  void _ignored;
  const id = await addDistributorPackage(db, {
    productId: product_id,
    distributorId: distributor.id,
    values,
  });
  return reply(db, product_id, distributor.id, WAREHOUSE_TOASTS.packageAdded, id);
}

/** PATCH /packages/{id}: changes the distributor's own package ('Package details updated'). */
export async function updateProductPackage(
  db: Db,
  scope: ScopeLike,
  id: number,
  input: WarehousePackageUpdate,
) {
  const distributor = await requireDistributor(db, scope);
  const done = await updateDistributorPackage(db, { id, distributorId: distributor.id, values: input });
  if (!done) throw distributionError('package_not_found');
  return reply(db, done.product_id, distributor.id, WAREHOUSE_TOASTS.packageUpdated, id);
}

/** DELETE /packages/{id}: removes the distributor's own package ('Package removed from product'). */
export async function deleteProductPackage(db: Db, scope: ScopeLike, id: number) {
  const distributor = await requireDistributor(db, scope);
  const done = await removeDistributorPackage(db, { id, distributorId: distributor.id });
  if (!done) throw distributionError('package_not_found');
  return reply(db, done.product_id, distributor.id, WAREHOUSE_TOASTS.packageRemoved);
}

/**
 * The Product Weights & Dimensions tab (distributor spec 2.3): the brands and SKUs the distributor stocks, each
 * with the catalogue product it is (matched by SKU and brand, as stock is matched to listings) and the packages
 * the distributor sees for it. A stocked SKU the catalogue does not have is listed without a product.
 */
export async function listStockedProductPackages(
  db: Db,
  scope: ScopeLike,
  q: ProductPackagesQuery,
): Promise<ProductPackagesList> {
  const distributor = await requireDistributor(db, scope);
  const { rows, total } = await stockedSkus(db, {
    teamId: scope.teamId,
    ...(q.query ? { query: q.query } : {}),
    window: pageWindow(q.page, q.page_size),
  });
  const matches = await productsBySku(
    db,
    rows.map((r) => r.sku),
  );
  const results = await Promise.all(
    rows.map(async (r) => {
      const match = matches.get(r.sku);
      const product = match && match.brand.toLowerCase() === r.brand.toLowerCase() ? match : null;
      return {
        sku: r.sku,
        brand: r.brand,
        product: product ? { id: product.id, title: product.title } : null,
        packages: product
          ? await distributorPackagesOf(db, { productId: product.id, distributorId: distributor.id })
          : [],
      };
    }),
  );
  return distributorList(results, { page: q.page, page_size: q.page_size, total });
}
