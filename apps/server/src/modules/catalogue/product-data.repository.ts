import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { Scope } from '../../platform/auth/access.ts';
import {
  attributeTemplateItems,
  attributeTemplates,
  attributeTitles,
  brands,
  dangerousGoodsDefinitions,
  harmonizedSystemCodes,
  packageHazards,
  packageTypes,
  packages,
  productAttributes,
  productHazards,
  productHsCodes,
  productIssues,
  productNumbers,
  productPrices,
  products,
  productTypes,
} from './catalogue.tables.ts';
import { inScope } from './catalogue.scope.ts';
import { escapeLike } from './audits.repository.ts';

/**
 * Records that belong to one product. Every function either takes the product id of a product the caller
 * already resolved in scope, or joins products to apply the team condition itself (record by its own id).
 */
type ScopeParams = { scope: Scope };
const productInScope = (scope: Scope) => inScope(products.team_id, scope);

// ---------------------------------------------------------------- product numbers

export type ProductNumberRow = typeof productNumbers.$inferSelect;

export async function listProductNumbers(db: DbOrTx, params: { productId: number }) {
  return db
    .select()
    .from(productNumbers)
    .where(eq(productNumbers.product_id, params.productId))
    .orderBy(asc(productNumbers.id));
}

export async function countProductNumbers(db: DbOrTx, params: { productId: number }) {
  const [row] = await db
    .select({ n: count() })
    .from(productNumbers)
    .where(eq(productNumbers.product_id, params.productId));
  return row?.n ?? 0;
}

/** The default GTIN: the first active one. */
export async function findDefaultGtin(db: DbOrTx, params: { productId: number }) {
  const [row] = await db
    .select()
    .from(productNumbers)
    .where(
      and(
        eq(productNumbers.product_id, params.productId),
        eq(productNumbers.number_type, 'gtin'),
        eq(productNumbers.active, true),
      ),
    )
    .orderBy(asc(productNumbers.id))
    .limit(1);
  return row ?? null;
}

export async function findProductNumberByValue(
  db: DbOrTx,
  params: { productId: number; type: ProductNumberRow['number_type']; value: string },
) {
  const [row] = await db
    .select()
    .from(productNumbers)
    .where(
      and(
        eq(productNumbers.product_id, params.productId),
        eq(productNumbers.number_type, params.type),
        sql`lower(${productNumbers.value}) = lower(${params.value})`,
      ),
    );
  return row ?? null;
}

// ---------------------------------------------------------------- product attributes

export type ProductAttributeRow = typeof productAttributes.$inferSelect;

export async function listProductAttributes(db: DbOrTx, params: { productId: number }) {
  return db
    .select({ attribute: productAttributes, title: attributeTitles })
    .from(productAttributes)
    .innerJoin(attributeTitles, eq(attributeTitles.id, productAttributes.attribute_title_id))
    .where(eq(productAttributes.product_id, params.productId))
    .orderBy(asc(productAttributes.sequence), asc(productAttributes.id));
}

/** A product attribute by its own id, with its product in the caller's scope. */
export async function findProductAttribute(db: DbOrTx, params: ScopeParams & { id: number }) {
  const [row] = await db
    .select({ attribute: productAttributes, product: products })
    .from(productAttributes)
    .innerJoin(products, eq(products.id, productAttributes.product_id))
    .where(and(eq(productAttributes.id, params.id), productInScope(params.scope)));
  return row ?? null;
}

export async function findProductAttributeByTitle(
  db: DbOrTx,
  params: { productId: number; titleId: number },
) {
  const [row] = await db
    .select()
    .from(productAttributes)
    .where(
      and(
        eq(productAttributes.product_id, params.productId),
        eq(productAttributes.attribute_title_id, params.titleId),
      ),
    );
  return row ?? null;
}

export async function maxAttributeSequence(db: DbOrTx, params: { productId: number }) {
  const [row] = await db
    .select({ n: sql<number | null>`max(${productAttributes.sequence})` })
    .from(productAttributes)
    .where(eq(productAttributes.product_id, params.productId));
  return row?.n === null || row?.n === undefined ? -1 : Number(row.n);
}

/** Keeps products.attribute_count (the has_attributes filter) in step with the rows. */
export async function refreshAttributeCount(db: DbOrTx, params: { productId: number }) {
  await db
    .update(products)
    .set({
      attribute_count: sql`(select count(*) from ${productAttributes} where ${productAttributes.product_id} = ${params.productId})`,
      updated_at: new Date(),
    })
    .where(eq(products.id, params.productId));
}

// ---------------------------------------------------------------- attribute templates

export async function findTemplateFor(db: DbOrTx, params: { brandId: number; productTypeId: number }) {
  const [row] = await db
    .select()
    .from(attributeTemplates)
    .where(
      and(
        eq(attributeTemplates.brand_id, params.brandId),
        eq(attributeTemplates.product_type_id, params.productTypeId),
      ),
    );
  return row ?? null;
}

export async function findTemplate(db: DbOrTx, params: ScopeParams & { id: number; brandId: number }) {
  const [row] = await db
    .select()
    .from(attributeTemplates)
    .where(
      and(
        eq(attributeTemplates.id, params.id),
        eq(attributeTemplates.brand_id, params.brandId),
        inScope(attributeTemplates.team_id, params.scope),
      ),
    );
  return row ?? null;
}

export async function listTemplateItems(db: DbOrTx, params: { templateIds: number[] }) {
  if (!params.templateIds.length) return [];
  return db
    .select({ item: attributeTemplateItems, name: attributeTitles.name })
    .from(attributeTemplateItems)
    .innerJoin(attributeTitles, eq(attributeTitles.id, attributeTemplateItems.attribute_title_id))
    .where(inArray(attributeTemplateItems.attribute_template_id, params.templateIds))
    .orderBy(asc(attributeTemplateItems.sequence), asc(attributeTemplateItems.id));
}

export async function listBrandTemplates(db: DbOrTx, params: ScopeParams & { brandId: number }) {
  return db
    .select({
      template: attributeTemplates,
      product_type: { id: productTypes.id, title: productTypes.title },
    })
    .from(attributeTemplates)
    .innerJoin(productTypes, eq(productTypes.id, attributeTemplates.product_type_id))
    .innerJoin(brands, eq(brands.id, attributeTemplates.brand_id))
    .where(and(eq(attributeTemplates.brand_id, params.brandId), inScope(brands.team_id, params.scope)))
    .orderBy(asc(productTypes.title));
}

export async function insertTemplate(
  db: DbOrTx,
  values: { teamId: number; brandId: number; productTypeId: number },
) {
  const [row] = await db
    .insert(attributeTemplates)
    .values({ team_id: values.teamId, brand_id: values.brandId, product_type_id: values.productTypeId })
    .returning();
  return row!;
}

export async function updateTemplateType(db: DbOrTx, params: { id: number; productTypeId: number }) {
  await db
    .update(attributeTemplates)
    .set({ product_type_id: params.productTypeId })
    .where(eq(attributeTemplates.id, params.id));
}

export async function replaceTemplateItems(db: DbOrTx, params: { templateId: number; titleIds: number[] }) {
  await db
    .delete(attributeTemplateItems)
    .where(eq(attributeTemplateItems.attribute_template_id, params.templateId));
  if (!params.titleIds.length) return;
  await db.insert(attributeTemplateItems).values(
    params.titleIds.map((id, i) => ({
      attribute_template_id: params.templateId,
      attribute_title_id: id,
      sequence: i,
    })),
  );
}

// ---------------------------------------------------------------- packages

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

// ---------------------------------------------------------------- HS codes

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

// ---------------------------------------------------------------- prices

export async function findProductPrice(db: DbOrTx, params: { productId: number }) {
  const [row] = await db.select().from(productPrices).where(eq(productPrices.product_id, params.productId));
  return row ?? null;
}

export async function upsertProductPrice(
  db: DbOrTx,
  params: { productId: number; values: Partial<typeof productPrices.$inferInsert> },
) {
  const [row] = await db
    .insert(productPrices)
    .values({ product_id: params.productId, ...params.values })
    .onConflictDoUpdate({
      target: productPrices.product_id,
      set: { ...params.values, updated_at: new Date() },
    })
    .returning();
  return row!;
}

/** The product's RRP, kept in step with its pricing row. */
export async function setProductPriceCents(
  db: DbOrTx,
  params: { productId: number; priceCents: number | null },
) {
  await db.update(products).set({ price_cents: params.priceCents }).where(eq(products.id, params.productId));
}

export async function deleteProductPrice(db: DbOrTx, params: { productId: number }) {
  await db.delete(productPrices).where(eq(productPrices.product_id, params.productId));
}

// ---------------------------------------------------------------- issues

export async function listIssuesOfProduct(db: DbOrTx, params: ScopeParams & { productId: number }) {
  return db
    .select()
    .from(productIssues)
    .where(and(eq(productIssues.product_id, params.productId), inScope(productIssues.team_id, params.scope)))
    .orderBy(desc(productIssues.created_at), desc(productIssues.id));
}

export async function findIssue(db: DbOrTx, params: ScopeParams & { id: number }) {
  const [row] = await db
    .select()
    .from(productIssues)
    .where(and(eq(productIssues.id, params.id), inScope(productIssues.team_id, params.scope)));
  return row ?? null;
}

export async function insertIssue(db: DbOrTx, values: typeof productIssues.$inferInsert) {
  const [row] = await db.insert(productIssues).values(values).returning();
  return row!;
}

/** Sets resolved; guarded so a repeated request changes nothing and answers the same row. */
export async function setIssueResolved(db: DbOrTx, params: ScopeParams & { id: number; resolved: boolean }) {
  const [row] = await db
    .update(productIssues)
    .set({ resolved: params.resolved, updated_at: new Date() })
    .where(and(eq(productIssues.id, params.id), inScope(productIssues.team_id, params.scope)))
    .returning();
  return row ?? null;
}

export async function listIssueRows(
  db: DbOrTx,
  params: ScopeParams & { limit: number; offset: number; query?: string; resolved?: boolean },
) {
  const where = and(
    inScope(productIssues.team_id, params.scope),
    params.resolved === undefined ? undefined : eq(productIssues.resolved, params.resolved),
    params.query
      ? sql`(${products.sku} ilike ${`%${escapeLike(params.query)}%`} or ${productIssues.issue} ilike ${`%${escapeLike(params.query)}%`})`
      : undefined,
  );
  const rows = await db
    .select({ issue: productIssues, sku: products.sku, slug: products.slug })
    .from(productIssues)
    .innerJoin(products, eq(products.id, productIssues.product_id))
    .where(where)
    .orderBy(asc(productIssues.resolved), desc(productIssues.created_at), desc(productIssues.id))
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await db
    .select({ n: count() })
    .from(productIssues)
    .innerJoin(products, eq(products.id, productIssues.product_id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

// ---------------------------------------------------------------- rows that belong to one product

type ProductChildTable =
  typeof productNumbers | typeof productAttributes | typeof packages | typeof productHsCodes;

/** Insert, update and delete for a table of rows owned by a product: every write names the product too. */
function productChildRows<T extends ProductChildTable>(table: T) {
  const owned = (params: { productId: number; id: number }) =>
    and(eq(table.id, params.id), eq(table.product_id, params.productId));
  return {
    async findOfProduct(
      db: DbOrTx,
      params: { productId: number; id: number },
    ): Promise<T['$inferSelect'] | null> {
      const rows = (await db
        .select()
        .from(table as ProductChildTable)
        .where(owned(params))) as unknown[];
      return (rows[0] as T['$inferSelect'] | undefined) ?? null;
    },
    async insert(db: DbOrTx, values: T['$inferInsert']): Promise<T['$inferSelect']> {
      const [row] = await db
        .insert(table)
        .values(values as never)
        .returning();
      return row as T['$inferSelect'];
    },
    async update(
      db: DbOrTx,
      params: { productId: number; id: number; values: Partial<T['$inferInsert']> },
    ): Promise<T['$inferSelect'] | null> {
      const rows = (await db
        .update(table)
        .set(params.values as never)
        .where(owned(params))
        .returning()) as unknown[];
      return (rows[0] as T['$inferSelect'] | undefined) ?? null;
    },
    async delete(db: DbOrTx, params: { productId: number; id: number }): Promise<T['$inferSelect'] | null> {
      const [row] = await db.delete(table).where(owned(params)).returning();
      return (row as T['$inferSelect'] | undefined) ?? null;
    },
  };
}

const numberRows = productChildRows(productNumbers);
export const findProductNumber = numberRows.findOfProduct;
export const insertProductNumber = numberRows.insert;
export const updateProductNumber = numberRows.update;
export const deleteProductNumber = numberRows.delete;

const attributeRows = productChildRows(productAttributes);
export const insertProductAttribute = attributeRows.insert;
export const updateProductAttribute = attributeRows.update;
export const deleteProductAttribute = attributeRows.delete;

const packageRows = productChildRows(packages);
export const findPackageOfProduct = packageRows.findOfProduct;
export const insertPackage = packageRows.insert;
export const updatePackage = packageRows.update;
export const deletePackage = packageRows.delete;

const hsCodeRows = productChildRows(productHsCodes);
export const findProductHsCodeOfProduct = hsCodeRows.findOfProduct;
export const insertProductHsCode = hsCodeRows.insert;
export const updateProductHsCode = hsCodeRows.update;
export const deleteProductHsCode = hsCodeRows.delete;
