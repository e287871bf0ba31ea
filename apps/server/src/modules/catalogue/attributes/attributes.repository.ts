import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { productChildRows, productInScope } from '../products/product-rows.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Scope } from '../../../platform/auth/access.ts';
import { inScope } from '../../../platform/auth/actor.ts';
import { escapeLike } from '../../../platform/db/like.ts';
import {
  attributeTemplateItems,
  attributeTemplates,
  attributeTitles,
  attributeValues,
  brands,
  productAttributes,
  products,
  productTypes,
} from '../catalogue.tables.ts';

type ScopeParams = { scope: Scope };

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

// ---------------------------------------------------------------- attribute titles and values

/** The platform's shared titles (team null) and the team's own. */
function visibleAttributeTitles(scope: Scope) {
  return scope.staff
    ? undefined
    : or(isNull(attributeTitles.team_id), eq(attributeTitles.team_id, scope.teamId));
}

export async function searchAttributeTitles(
  db: DbOrTx,
  params: ScopeParams & { term: string; limit: number },
) {
  return db
    .select()
    .from(attributeTitles)
    .where(
      and(
        visibleAttributeTitles(params.scope),
        params.term ? ilike(attributeTitles.name, `%${escapeLike(params.term)}%`) : undefined,
      ),
    )
    .orderBy(
      sql`case when lower(${attributeTitles.name}) = lower(${params.term}) then 0 else 1 end`,
      asc(attributeTitles.name),
    )
    .limit(params.limit);
}

/** One page of the attribute titles the caller sees, by name, and their count (the attributes admin table). */
export async function pageAttributeTitles(
  db: DbOrTx,
  params: ScopeParams & { query: string; page: number; per: number },
) {
  const where = and(
    visibleAttributeTitles(params.scope),
    params.query ? ilike(attributeTitles.name, `%${escapeLike(params.query)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(attributeTitles)
      .where(where)
      .orderBy(asc(attributeTitles.name), asc(attributeTitles.id))
      .limit(params.per)
      .offset((params.page - 1) * params.per),
    db.select({ n: count() }).from(attributeTitles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAttributeTitle(db: DbOrTx, params: ScopeParams & { id: number }) {
  const [row] = await db
    .select()
    .from(attributeTitles)
    .where(and(eq(attributeTitles.id, params.id), visibleAttributeTitles(params.scope)));
  return row ?? null;
}

export async function findAttributeTitlesByIds(db: DbOrTx, params: ScopeParams & { ids: number[] }) {
  if (!params.ids.length) return [];
  return db
    .select()
    .from(attributeTitles)
    .where(and(inArray(attributeTitles.id, params.ids), visibleAttributeTitles(params.scope)));
}

/**
 * Serialises the creates of one name in one team's dictionary until the transaction ends, so simultaneous
 * find-or-creates of the same title make one row (the table has no unique index on the lower-cased name).
 */
export async function lockAttributeTitleName(tx: DbOrTx, params: { teamId: number | null; name: string }) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('attribute_titles'), hashtext(${`${params.teamId ?? 0}:${params.name.toLowerCase()}`}))`,
  );
}

export async function findAttributeTitleByName(db: DbOrTx, params: { teamId: number | null; name: string }) {
  const [row] = await db
    .select()
    .from(attributeTitles)
    .where(
      and(
        sql`lower(${attributeTitles.name}) = lower(${params.name})`,
        params.teamId === null ? isNull(attributeTitles.team_id) : eq(attributeTitles.team_id, params.teamId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertAttributeTitle(
  db: DbOrTx,
  values: {
    teamId: number | null;
    name: string;
    dataType: (typeof attributeTitles.$inferInsert)['data_type'];
    tecDocMaxLength?: number | null;
  },
) {
  const [row] = await db
    .insert(attributeTitles)
    .values({
      team_id: values.teamId,
      name: values.name,
      data_type: values.dataType,
      tec_doc_max_length: values.tecDocMaxLength ?? null,
    })
    .returning();
  return row!;
}

export async function listAttributeValues(db: DbOrTx, params: { titleIds: number[] }) {
  if (!params.titleIds.length) return [];
  return db
    .select()
    .from(attributeValues)
    .where(inArray(attributeValues.attribute_title_id, params.titleIds))
    .orderBy(asc(attributeValues.value));
}

export async function insertAttributeValues(db: DbOrTx, params: { titleId: number; values: string[] }) {
  if (!params.values.length) return;
  await db
    .insert(attributeValues)
    .values(params.values.map((value) => ({ attribute_title_id: params.titleId, value })))
    .onConflictDoNothing();
}

export const attributeRows = productChildRows(productAttributes);
export const insertProductAttribute = attributeRows.insert;
export const updateProductAttribute = attributeRows.update;
export const deleteProductAttribute = attributeRows.delete;
