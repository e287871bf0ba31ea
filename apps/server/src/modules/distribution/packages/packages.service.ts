import type {
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
  removeDistributorPackage,
  updateDistributorPackage,
} from '../../catalogue/index.ts';
import { distributionError } from '../distribution.errors.ts';
import { requireDistributor } from '../distributors.service.ts';

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
