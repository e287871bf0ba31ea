import { and, asc, eq, sql } from 'drizzle-orm';
import { productChildRows, productInScope } from '../products/product-rows.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Scope } from '../../../platform/auth/access.ts';
import { harmonizedSystemCodes, productHsCodes, products } from '../catalogue.tables.ts';

/** A product's customs codes: one HS code per country (country null: the default). */
type ScopeParams = { scope: Scope };

export async function listProductHsCodes(db: DbOrTx, params: { productId: number }) {
  return db
    .select({ row: productHsCodes, code: harmonizedSystemCodes })
    .from(productHsCodes)
    .innerJoin(harmonizedSystemCodes, eq(harmonizedSystemCodes.id, productHsCodes.harmonized_system_code_id))
    .where(eq(productHsCodes.product_id, params.productId))
    .orderBy(sql`${productHsCodes.country_code} nulls first`, asc(productHsCodes.id));
}

export async function findProductHsCode(db: DbOrTx, params: ScopeParams & { id: number }) {
  const [row] = await db
    .select({ row: productHsCodes, product: products })
    .from(productHsCodes)
    .innerJoin(products, eq(products.id, productHsCodes.product_id))
    .where(and(eq(productHsCodes.id, params.id), productInScope(params.scope)));
  return row ?? null;
}

export async function findProductHsCodeByCountry(
  db: DbOrTx,
  params: { productId: number; countryCode: string | null },
) {
  const [row] = await db
    .select()
    .from(productHsCodes)
    .where(
      and(
        eq(productHsCodes.product_id, params.productId),
        params.countryCode === null
          ? sql`${productHsCodes.country_code} is null`
          : eq(productHsCodes.country_code, params.countryCode),
      ),
    );
  return row ?? null;
}

export const hsCodeRows = productChildRows(productHsCodes);
export const findProductHsCodeOfProduct = hsCodeRows.findOfProduct;
export const insertProductHsCode = hsCodeRows.insert;
export const updateProductHsCode = hsCodeRows.update;
export const deleteProductHsCode = hsCodeRows.delete;
