import { productEditUrl } from '@partsflow/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Scope } from '../../../platform/auth/access.ts';
import { inScope } from '../../../platform/auth/actor.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { brands, productComponents, products } from '../catalogue.tables.ts';
import * as repo from './products.repository.ts';

/**
 * What other modules may know of a product (fitment's applications belong to products): its identity and the
 * assemblies it is a part of. Read through these services, never through the catalogue's tables.
 */
export interface ProductRef {
  id: number;
  team_id: number;
  sku: string;
  title: string;
  slug: string;
  url: string;
  record_type: 'Part' | 'Assembly';
}

const refColumns = {
  id: products.id,
  team_id: products.team_id,
  sku: products.sku,
  title: products.title,
  slug: products.slug,
  record_type: products.record_type,
};
const withUrl = (p: Omit<ProductRef, 'url'>): ProductRef => ({ ...p, url: productEditUrl(p.slug) });

/** The product in the caller's scope, locked for the rest of the transaction when `lock` (edits queue up). */
export async function productRef(
  db: DbOrTx,
  params: { scope: Scope; id: number; lock?: boolean },
): Promise<ProductRef | null> {
  const row = params.lock
    ? await repo.lockProduct(db, { scope: params.scope, id: params.id })
    : await repo.findProductById(db, { scope: params.scope, id: params.id });
  return row ? withUrl(row) : null;
}

/** The assemblies (parents) the product is a part of, in the same team. */
export async function assembliesOfProduct(
  db: DbOrTx,
  params: { scope: Scope; productId: number },
): Promise<ProductRef[]> {
  const rows = await db
    .select(refColumns)
    .from(productComponents)
    .innerJoin(products, eq(products.id, productComponents.parent_product_id))
    .where(
      and(eq(productComponents.child_product_id, params.productId), inScope(products.team_id, params.scope)),
    )
    .orderBy(asc(products.sku));
  return rows.map(withUrl);
}

/** Products by id in the caller's scope (absent ids are left out). */
export async function productRefs(
  db: DbOrTx,
  params: { scope: Scope; ids: number[] },
): Promise<ProductRef[]> {
  if (!params.ids.length) return [];
  const rows = await db
    .select(refColumns)
    .from(products)
    .where(and(inArray(products.id, params.ids), inScope(products.team_id, params.scope)));
  return rows.map(withUrl);
}

/** A brand of the caller's scope and the ids and SKUs of its products (fitment's ACES export). */
export async function productsOfBrand(
  db: DbOrTx,
  params: { scope: Scope; brandId: number },
): Promise<{ brand: { id: number; name: string } | null; products: { id: number; sku: string }[] }> {
  const [brand] = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(and(eq(brands.id, params.brandId), inScope(brands.team_id, params.scope)));
  if (!brand) return { brand: null, products: [] };
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(eq(products.brand_id, brand.id))
    .orderBy(asc(products.sku));
  return { brand, products: rows };
}

/** A catalogue product as a store order line is matched to it (by SKU). */
export interface SkuMatch {
  id: number;
  sku: string;
  title: string;
  brand: string;
  price_cents: number | null;
}

/**
 * The catalogue products with these SKUs, any team's: a store order's lines name the SKUs publishing gave the
 * store. Where brands share a SKU the published product wins, then the oldest.
 */
export async function productsBySku(db: DbOrTx, skus: string[]): Promise<Map<string, SkuMatch>> {
  const out = new Map<string, SkuMatch>();
  if (!skus.length) return out;
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      title: products.title,
      brand: brands.name,
      price_cents: products.price_cents,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .where(inArray(products.sku, [...new Set(skus)]))
    .orderBy(desc(products.published), asc(products.id));
  for (const r of rows) if (!out.has(r.sku)) out.set(r.sku, r);
  return out;
}
