import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Scope } from '../../../platform/auth/access.ts';
import { inScope } from '../../../platform/auth/actor.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { escapeLike } from '../../../platform/db/like.ts';
import { brandFavourites, brands, products, subBrands, userCurrentBrands } from '../catalogue.tables.ts';

type ScopeParams = { scope: Pick<Scope, 'teamId' | 'staff'> };
export type BrandRow = typeof brands.$inferSelect;

export async function findBrand(db: DbOrTx, params: ScopeParams & { id: number }) {
  const [row] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.id, params.id), inScope(brands.team_id, params.scope)));
  return row ?? null;
}

/** Locks the brand row for a change (two saves of one brand run one after the other). */
export async function lockBrand(db: DbOrTx, params: ScopeParams & { id: number }) {
  const [row] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.id, params.id), inScope(brands.team_id, params.scope)))
    .for('update');
  return row ?? null;
}

/** The slugs already taken that start with `base` (slugs are unique across teams). */
export async function slugsLike(db: DbOrTx, params: { base: string }) {
  const rows = await db
    .select({ slug: brands.slug })
    .from(brands)
    .where(ilike(brands.slug, `${escapeLike(params.base)}%`));
  return new Set(rows.map((r) => r.slug));
}

export async function insertBrand(db: DbOrTx, values: typeof brands.$inferInsert) {
  const [row] = await db.insert(brands).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateBrand(
  db: DbOrTx,
  params: { id: number; values: Partial<typeof brands.$inferInsert> },
) {
  const [row] = await db
    .update(brands)
    .set({ ...params.values, updated_at: sql`now()` })
    .where(eq(brands.id, params.id))
    .returning();
  return row!;
}

/** The team's brands (staff: every brand), by name. */
export async function listBrands(db: DbOrTx, params: ScopeParams) {
  return db
    .select({
      id: brands.id,
      name: brands.name,
      slug: brands.slug,
      logo_key: brands.logo_key,
      updated_at: brands.updated_at,
    })
    .from(brands)
    .where(inScope(brands.team_id, params.scope))
    .orderBy(asc(brands.name), asc(brands.id));
}

// ---------------------------------------------------------------- sub-brands

export async function listSubBrands(db: DbOrTx, params: { brandIds: number[] }) {
  if (!params.brandIds.length) return [];
  return db
    .select({ id: subBrands.id, name: subBrands.name, brand_id: subBrands.brand_id })
    .from(subBrands)
    .where(inArray(subBrands.brand_id, params.brandIds))
    .orderBy(asc(subBrands.name), asc(subBrands.id));
}

export async function findSubBrand(db: DbOrTx, params: ScopeParams & { id: number }) {
  const [row] = await db
    .select({ id: subBrands.id, name: subBrands.name, brand_id: subBrands.brand_id })
    .from(subBrands)
    .innerJoin(brands, eq(brands.id, subBrands.brand_id))
    .where(and(eq(subBrands.id, params.id), inScope(brands.team_id, params.scope)));
  return row ?? null;
}

export async function findSubBrandByName(
  db: DbOrTx,
  params: { brandId: number; name: string; exceptId?: number },
) {
  const [row] = await db
    .select({ id: subBrands.id })
    .from(subBrands)
    .where(
      and(
        eq(subBrands.brand_id, params.brandId),
        sql`lower(${subBrands.name}) = lower(${params.name})`,
        params.exceptId ? ne(subBrands.id, params.exceptId) : undefined,
      ),
    );
  return row ?? null;
}

export async function insertSubBrand(db: DbOrTx, params: { brandId: number; name: string }) {
  const [row] = await db
    .insert(subBrands)
    .values({ brand_id: params.brandId, name: params.name })
    .returning({ id: subBrands.id, name: subBrands.name, brand_id: subBrands.brand_id });
  return row!;
}

export async function updateSubBrand(db: DbOrTx, params: { id: number; name: string; brandId: number }) {
  const [row] = await db
    .update(subBrands)
    .set({ name: params.name, brand_id: params.brandId })
    .where(eq(subBrands.id, params.id))
    .returning({ id: subBrands.id, name: subBrands.name, brand_id: subBrands.brand_id });
  return row ?? null;
}

export async function deleteSubBrand(db: DbOrTx, params: { id: number }) {
  const rows = await db.delete(subBrands).where(eq(subBrands.id, params.id)).returning({ id: subBrands.id });
  return rows.length > 0;
}

export async function countSubBrandProducts(db: DbOrTx, params: { id: number }) {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.sub_brand_id, params.id));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- favourites and the current brand

export async function favouriteBrandIds(db: DbOrTx, params: { userId: number }) {
  const rows = await db
    .select({ brand_id: brandFavourites.brand_id })
    .from(brandFavourites)
    .where(eq(brandFavourites.user_id, params.userId));
  return new Set(rows.map((r) => r.brand_id));
}

export async function addFavourite(db: DbOrTx, params: { userId: number; brandId: number }) {
  await db
    .insert(brandFavourites)
    .values({ user_id: params.userId, brand_id: params.brandId })
    .onConflictDoNothing();
}

export async function removeFavourite(db: DbOrTx, params: { userId: number; brandId: number }) {
  await db
    .delete(brandFavourites)
    .where(and(eq(brandFavourites.user_id, params.userId), eq(brandFavourites.brand_id, params.brandId)));
}

export async function currentBrandId(db: DbOrTx, params: { userId: number; teamId: number }) {
  const [row] = await db
    .select({ brand_id: userCurrentBrands.brand_id })
    .from(userCurrentBrands)
    .where(and(eq(userCurrentBrands.user_id, params.userId), eq(userCurrentBrands.team_id, params.teamId)));
  return row?.brand_id ?? null;
}

export async function setCurrentBrand(
  db: DbOrTx,
  params: { userId: number; teamId: number; brandId: number },
) {
  await db
    .insert(userCurrentBrands)
    .values({ user_id: params.userId, team_id: params.teamId, brand_id: params.brandId })
    .onConflictDoUpdate({
      target: [userCurrentBrands.user_id, userCurrentBrands.team_id],
      set: { brand_id: params.brandId, updated_at: sql`now()` },
    });
}

export async function clearCurrentBrand(db: DbOrTx, params: { userId: number; teamId: number }) {
  await db
    .delete(userCurrentBrands)
    .where(and(eq(userCurrentBrands.user_id, params.userId), eq(userCurrentBrands.team_id, params.teamId)));
}
