import { and, asc, eq, inArray } from 'drizzle-orm';
import { productChildRows, productInScope } from '../products/product-rows.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Scope } from '../../../platform/auth/access.ts';
import {
  dangerousGoodsDefinitions,
  packageHazards,
  packageTypes,
  packages,
  productHazards,
  products,
} from '../catalogue.tables.ts';

/** Packages and dangerous goods of a product. */
type ScopeParams = { scope: Scope };

export type PackageRow = typeof packages.$inferSelect;

export async function listPackages(db: DbOrTx, params: { productId: number }) {
  return db
    .select({ pkg: packages, package_type: packageTypes.name })
    .from(packages)
    .leftJoin(packageTypes, eq(packageTypes.id, packages.package_type_id))
    .where(eq(packages.product_id, params.productId))
    .orderBy(asc(packages.id));
}

export async function findPackage(db: DbOrTx, params: ScopeParams & { id: number }) {
  const [row] = await db
    .select({ pkg: packages, product: products })
    .from(packages)
    .innerJoin(products, eq(products.id, packages.product_id))
    .where(and(eq(packages.id, params.id), productInScope(params.scope)));
  return row ?? null;
}

// ---------------------------------------------------------------- hazards

export async function listHazards(db: DbOrTx, params: { productId: number }) {
  const rows = await db
    .select({ hazard: productHazards, definition: dangerousGoodsDefinitions })
    .from(productHazards)
    .innerJoin(
      dangerousGoodsDefinitions,
      eq(dangerousGoodsDefinitions.id, productHazards.dangerous_goods_definition_id),
    )
    .where(eq(productHazards.product_id, params.productId))
    .orderBy(asc(productHazards.id));
  const amounts = rows.length
    ? await db
        .select({ ph: packageHazards, package_identifier: packages.identifier })
        .from(packageHazards)
        .leftJoin(packages, eq(packages.id, packageHazards.package_id))
        .where(
          inArray(
            packageHazards.product_hazard_id,
            rows.map((r) => r.hazard.id),
          ),
        )
        .orderBy(asc(packageHazards.id))
    : [];
  return rows.map((r) => ({ ...r, amounts: amounts.filter((a) => a.ph.product_hazard_id === r.hazard.id) }));
}

export async function findHazard(db: DbOrTx, params: ScopeParams & { id: number }) {
  const [row] = await db
    .select({ hazard: productHazards, product: products })
    .from(productHazards)
    .innerJoin(products, eq(products.id, productHazards.product_id))
    .where(and(eq(productHazards.id, params.id), productInScope(params.scope)));
  if (!row) return null;
  const [amount] = await db
    .select()
    .from(packageHazards)
    .where(eq(packageHazards.product_hazard_id, row.hazard.id))
    .orderBy(asc(packageHazards.id))
    .limit(1);
  return { ...row, amount: amount ?? null };
}

export async function findHazardOfProduct(db: DbOrTx, params: { productId: number; id: number }) {
  const [row] = await db
    .select()
    .from(productHazards)
    .where(and(eq(productHazards.id, params.id), eq(productHazards.product_id, params.productId)));
  return row ?? null;
}

export async function insertHazard(
  db: DbOrTx,
  values: {
    productId: number;
    definitionId: number;
    packageId: number | null;
    amount: number;
    amountUnit: (typeof packageHazards.$inferInsert)['amount_unit'];
    supplementalInfo: string | null;
  },
) {
  const [hazard] = await db
    .insert(productHazards)
    .values({ product_id: values.productId, dangerous_goods_definition_id: values.definitionId })
    .returning();
  await db.insert(packageHazards).values({
    product_hazard_id: hazard!.id,
    package_id: values.packageId,
    amount: values.amount,
    amount_unit: values.amountUnit,
    supplemental_info: values.supplementalInfo,
  });
  return hazard!;
}

/** Sets the definition and the (first) package amount of a hazard. */
export async function updateHazard(
  db: DbOrTx,
  params: {
    productId: number;
    id: number;
    definitionId: number;
    packageId: number | null;
    amount: number;
    amountUnit: (typeof packageHazards.$inferInsert)['amount_unit'];
    supplementalInfo: string | null;
  },
) {
  const [hazard] = await db
    .update(productHazards)
    .set({ dangerous_goods_definition_id: params.definitionId })
    .where(and(eq(productHazards.id, params.id), eq(productHazards.product_id, params.productId)))
    .returning();
  if (!hazard) return null;
  const [first] = await db
    .select({ id: packageHazards.id })
    .from(packageHazards)
    .where(eq(packageHazards.product_hazard_id, params.id))
    .orderBy(asc(packageHazards.id))
    .limit(1);
  const values = {
    package_id: params.packageId,
    amount: params.amount,
    amount_unit: params.amountUnit,
    supplemental_info: params.supplementalInfo,
  };
  if (first) await db.update(packageHazards).set(values).where(eq(packageHazards.id, first.id));
  else await db.insert(packageHazards).values({ product_hazard_id: params.id, ...values });
  return hazard;
}

export async function deleteHazard(db: DbOrTx, params: { productId: number; id: number }) {
  const rows = await db
    .delete(productHazards)
    .where(and(eq(productHazards.id, params.id), eq(productHazards.product_id, params.productId)))
    .returning();
  return rows[0] ?? null;
}

export const packageRows = productChildRows(packages);
export const findPackageOfProduct = packageRows.findOfProduct;
export const insertPackage = packageRows.insert;
export const updatePackage = packageRows.update;
export const deletePackage = packageRows.delete;
