import type {
  ProductPackagesList,
  ProductPackagesQuery,
  WarehousePackageCreate,
  WarehousePackagesReply,
  WarehousePackageUpdate,
} from '@partsflow/contracts';
import { WAREHOUSE_TOASTS } from '@partsflow/contracts';
import type { Actor } from '../../../platform/auth/actor.ts';
import {
  diffChanges,
  listAuditsOfSubject,
  recordAudit,
  snapshotChanges,
  type AuditSubject,
} from '../../../platform/audit/index.ts';
import type { Db, DbOrTx, Tx } from '../../../platform/db/client.ts';
import {
  addDistributorPackage,
  distributorPackagesOf,
  findDistributorPackage,
  presentAudit,
  productExists,
  productRef,
  productsBySku,
  removeDistributorPackage,
  updateDistributorPackage,
} from '../../catalogue/index.ts';
import { distributorList, pageWindow } from '../../../platform/pagination/pagination.ts';
import { distributionError } from '../distribution.errors.ts';
import { requireDistributor } from '../distributors.service.ts';
import { stockedSkus, teamStocksProduct } from './packages.repository.ts';

/**
 * History of a distributor's packages of a product (decision 0780): the distributor team's own audit trail, with the
 * product as subject under its own subject type, so the brand's product history (and its revert) never meets it.
 */
export const DISTRIBUTOR_PACKAGES_SUBJECT = 'DistributorProductPackages';
export const distributorPackagesSubject = (productId: number): AuditSubject => ({
  type: DISTRIBUTOR_PACKAGES_SUBJECT,
  id: productId,
});
export const DISTRIBUTOR_PACKAGE_AUDIT_FIELDS = [
  'package_type_id',
  'length',
  'width',
  'height',
  'dimensions_unit',
  'weight',
  'weight_unit',
  'label',
] as const;

async function ownPackage(tx: DbOrTx, productId: number, distributorId: number, id: number) {
  const all = await distributorPackagesOf(tx, { productId, distributorId });
  return all.find((p) => p.id === id && p.distributor_id === distributorId) ?? null;
}

async function audit(
  tx: Tx,
  actor: Actor,
  teamId: number,
  productId: number,
  id: number,
  action: 'create' | 'update' | 'destroy',
  changes: Record<string, [unknown, unknown]>,
) {
  await recordAudit(tx, {
    actor,
    teamId,
    subject: distributorPackagesSubject(productId),
    type: 'Package',
    id,
    action,
    changes,
  });
}

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

/** Entries shown at most (newest first): a product's packages change a handful of times. */
const PACKAGE_HISTORY_LIMIT = 200;

/**
 * `GET /products/{id}/package_history`: the history of the distributor's own packages of a product (decision 0780,
 * shown by decision 0690), newest first. Only the caller's team's entries: another distributor's changes of the same
 * product are never listed. A product that does not exist: 404.
 */
export async function listProductPackageHistory(db: Db, actor: Actor, productId: number) {
  await requireDistributor(db, actor.scope);
  const scope = { ...actor.scope, staff: false };
  const [product, rows] = await Promise.all([
    // Any brand's product (the catalogue is shared): read by id, whatever its team.
    productRef(db, { scope: { ...scope, staff: true }, id: productId }),
    listAuditsOfSubject(db, {
      scope,
      subject: distributorPackagesSubject(productId),
      limit: PACKAGE_HISTORY_LIMIT,
    }),
  ]);
  // The distributor's own products only: those it stocks or whose packages it changed; any other product is no
  // record of its team (404, as another team's record).
  if (!product || (!rows.length && !(await teamStocksProduct(db, { teamId: scope.teamId, product })))) {
    throw distributionError('product_not_found');
  }
  return { audits: rows.map(presentAudit) };
}

/** POST /packages: the distributor's own package for a product ('Package added to product'). */
export async function createProductPackage(db: Db, actor: Actor, input: WarehousePackageCreate) {
  const distributor = await requireDistributor(db, actor.scope, input.distributor_id);
  if (!(await productExists(db, input.product_id))) throw distributionError('product_not_found');
  const { product_id, distributor_id: _ignored, ...values } = input;
  void _ignored;
  return db.transaction(async (tx) => {
    const id = await addDistributorPackage(tx, {
      productId: product_id,
      distributorId: distributor.id,
      values,
    });
    const row = (await ownPackage(tx, product_id, distributor.id, id))!;
    await audit(
      tx,
      actor,
      distributor.team_id,
      product_id,
      id,
      'create',
      snapshotChanges(row, DISTRIBUTOR_PACKAGE_AUDIT_FIELDS, 'create'),
    );
    return reply(tx, product_id, distributor.id, WAREHOUSE_TOASTS.packageAdded, id);
  });
}

/** PATCH /packages/{id}: changes the distributor's own package ('Package details updated'). */
export async function updateProductPackage(db: Db, actor: Actor, id: number, input: WarehousePackageUpdate) {
  const distributor = await requireDistributor(db, actor.scope);
  return db.transaction(async (tx) => {
    const found = await findDistributorPackage(tx, { id, distributorId: distributor.id });
    const before =
      found && found.distributor_id === distributor.id
        ? await ownPackage(tx, found.product_id, distributor.id, id)
        : null;
    const done = await updateDistributorPackage(tx, { id, distributorId: distributor.id, values: input });
    if (!done || !before) throw distributionError('package_not_found');
    const after = (await ownPackage(tx, done.product_id, distributor.id, id))!;
    await audit(
      tx,
      actor,
      distributor.team_id,
      done.product_id,
      id,
      'update',
      diffChanges(before, after, DISTRIBUTOR_PACKAGE_AUDIT_FIELDS),
    );
    return reply(tx, done.product_id, distributor.id, WAREHOUSE_TOASTS.packageUpdated, id);
  });
}

/** DELETE /packages/{id}: removes the distributor's own package ('Package removed from product'). */
export async function deleteProductPackage(db: Db, actor: Actor, id: number) {
  const distributor = await requireDistributor(db, actor.scope);
  return db.transaction(async (tx) => {
    const found = await findDistributorPackage(tx, { id, distributorId: distributor.id });
    const before =
      found && found.distributor_id === distributor.id
        ? await ownPackage(tx, found.product_id, distributor.id, id)
        : null;
    const done = await removeDistributorPackage(tx, { id, distributorId: distributor.id });
    // A simultaneous delete took it first: 404 as a repeat would, with no second history entry.
    if (!done || !before) throw distributionError('package_not_found');
    await audit(
      tx,
      actor,
      distributor.team_id,
      done.product_id,
      id,
      'destroy',
      snapshotChanges(before, DISTRIBUTOR_PACKAGE_AUDIT_FIELDS, 'destroy'),
    );
    return reply(tx, done.product_id, distributor.id, WAREHOUSE_TOASTS.packageRemoved);
  });
}

/**
 * The Product Weights & Dimensions tab (distributor spec 2.3): the brands and SKUs the distributor stocks, each
 * with the catalogue product it is (matched by SKU and brand, as stock is matched to listings) and the packages
 * the distributor sees for it. A stocked SKU the catalogue does not have is listed without a product.
 */
export async function listStockedProductPackages(
  db: Db,
  scope: Pick<Actor['scope'], 'teamId'>,
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
