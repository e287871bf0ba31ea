import type { Package } from '@partsflow/contracts';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { packageTypes, packages, products } from '../catalogue.tables.ts';
import { presentPackage } from './shipping.presenters.ts';

/**
 * A distributor's view of a product's packages (the warehouse's Resolve, distributor spec 2.2, 3, 7.2): the
 * manufacturer's packages (no distributor; read only for distributors) and the distributor's own ones, which it
 * may add, change and remove. Sizes are cm and kg as the warehouse enters them.
 */
export type DistributorPackage = Package & { distributor_id: number | null };

export interface DistributorPackageValues {
  package_type_id?: number | null;
  length: number;
  width: number;
  height: number;
  weight: number;
  label?: string | null;
}

const visibleTo = (distributorId: number) =>
  or(isNull(packages.distributor_id), eq(packages.distributor_id, distributorId));

export async function productExists(db: DbOrTx, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return !!row;
}

/** The product's packages the distributor sees, oldest first. */
export async function distributorPackagesOf(
  db: DbOrTx,
  params: { productId: number; distributorId: number },
): Promise<DistributorPackage[]> {
  const rows = await db
    .select({ pkg: packages, package_type: packageTypes.name })
    .from(packages)
    .leftJoin(packageTypes, eq(packageTypes.id, packages.package_type_id))
    .where(and(eq(packages.product_id, params.productId), visibleTo(params.distributorId)))
    .orderBy(asc(packages.id));
  return rows.map((r) => ({
    ...presentPackage(r.pkg, r.package_type),
    distributor_id: r.pkg.distributor_id,
  }));
}

/** One package the distributor sees (a manufacturer's or its own), with its product; null otherwise. */
export async function findDistributorPackage(db: DbOrTx, params: { id: number; distributorId: number }) {
  const [row] = await db
    .select({ id: packages.id, product_id: packages.product_id, distributor_id: packages.distributor_id })
    .from(packages)
    .where(and(eq(packages.id, params.id), visibleTo(params.distributorId)));
  return row ?? null;
}

function values(v: Partial<DistributorPackageValues>) {
  return {
    ...(v.package_type_id !== undefined ? { package_type_id: v.package_type_id } : {}),
    ...(v.length !== undefined ? { length: v.length } : {}),
    ...(v.width !== undefined ? { width: v.width } : {}),
    ...(v.height !== undefined ? { height: v.height } : {}),
    ...(v.weight !== undefined ? { weight: v.weight } : {}),
    ...(v.label !== undefined ? { label: v.label } : {}),
    dimensions_unit: 'cm',
    weight_unit: 'kg',
  };
}

/** Adds the distributor's own package to a product; answers its id. */
export async function addDistributorPackage(
  db: DbOrTx,
  params: { productId: number; distributorId: number; values: DistributorPackageValues },
): Promise<number> {
  const [row] = await db
    .insert(packages)
    .values({ product_id: params.productId, distributor_id: params.distributorId, ...values(params.values) })
    .returning({ id: packages.id });
  return row!.id;
}

/** Changes one of the distributor's own packages (sizes in cm and kg); null when it is not its own. */
export async function updateDistributorPackage(
  db: DbOrTx,
  params: { id: number; distributorId: number; values: Partial<DistributorPackageValues> },
): Promise<{ product_id: number } | null> {
  const [row] = await db
    .update(packages)
    .set(values(params.values))
    .where(and(eq(packages.id, params.id), eq(packages.distributor_id, params.distributorId)))
    .returning({ product_id: packages.product_id });
  return row ?? null;
}

/** Removes one of the distributor's own packages (a manufacturer's cannot be removed); null when not its own. */
export async function removeDistributorPackage(
  db: DbOrTx,
  params: { id: number; distributorId: number },
): Promise<{ product_id: number } | null> {
  const [row] = await db
    .delete(packages)
    .where(and(eq(packages.id, params.id), eq(packages.distributor_id, params.distributorId)))
    .returning({ product_id: packages.product_id });
  return row ?? null;
}
