import { and, asc, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { escapeLike } from '../../../platform/db/like.ts';
import {
  attributeTitles,
  brands,
  productAttributes,
  productIssues,
  productMedia,
  productPrices,
  productTypes,
  products,
} from '../catalogue.tables.ts';

/** The columns of products other modules build from (marketplace listings), with brand and product type. */
export async function listSourceProducts(db: DbOrTx, params: { productIds: number[] }) {
  if (!params.productIds.length) return [];
  return db
    .select({
      id: products.id,
      team_id: products.team_id,
      brand_id: products.brand_id,
      brand_name: brands.name,
      brand_slug: brands.slug,
      sku: products.sku,
      title: products.title,
      description: products.description,
      published: products.published,
      price_cents: products.price_cents,
      cost_price_cents: productPrices.cost_price_cents,
      product_type: productTypes.title,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .leftJoin(productTypes, eq(productTypes.id, products.product_type_id))
    .leftJoin(productPrices, eq(productPrices.product_id, products.id))
    .where(inArray(products.id, params.productIds));
}

export async function listSourceAttributes(db: DbOrTx, params: { productIds: number[] }) {
  if (!params.productIds.length) return [];
  return db
    .select({
      product_id: productAttributes.product_id,
      name: attributeTitles.name,
      value: productAttributes.value,
    })
    .from(productAttributes)
    .innerJoin(attributeTitles, eq(attributeTitles.id, productAttributes.attribute_title_id))
    .where(inArray(productAttributes.product_id, params.productIds))
    .orderBy(asc(productAttributes.product_id), asc(productAttributes.sequence), asc(productAttributes.id));
}

export async function listSourceMedia(db: DbOrTx, params: { productIds: number[] }) {
  if (!params.productIds.length) return [];
  return db
    .select({
      id: productMedia.id,
      product_id: productMedia.product_id,
      media_type: productMedia.media_type,
    })
    .from(productMedia)
    .where(and(inArray(productMedia.product_id, params.productIds), ne(productMedia.media_type, 'chart')))
    .orderBy(asc(productMedia.product_id), asc(productMedia.position), asc(productMedia.id));
}

export async function findBrandOfTeamBySlug(db: DbOrTx, params: { slug: string; teamId: number | null }) {
  const [row] = await db
    .select({ id: brands.id, slug: brands.slug, name: brands.name, team_id: brands.team_id })
    .from(brands)
    .where(
      and(
        eq(brands.slug, params.slug),
        params.teamId === null ? undefined : eq(brands.team_id, params.teamId),
      ),
    );
  return row ?? null;
}

export async function searchBrandProductsBySku(
  db: DbOrTx,
  params: { brandId: number; query: string; limit: number },
) {
  return db
    .select({ id: products.id, sku: products.sku, title: products.title })
    .from(products)
    .where(and(eq(products.brand_id, params.brandId), ilike(products.sku, `${escapeLike(params.query)}%`)))
    .orderBy(asc(products.sku))
    .limit(params.limit);
}

export async function insertIssue(db: DbOrTx, values: typeof productIssues.$inferInsert) {
  const [row] = await db.insert(productIssues).values(values).returning();
  return row!;
}
