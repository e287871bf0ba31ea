import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Scope } from '../../../platform/auth/access.ts';
import { escapeLike } from '../../../platform/db/like.ts';
import {
  dangerousGoodsDefinitions,
  harmonizedSystemCodes,
  packageTypes,
  productTypes,
  productCategories,
} from '../catalogue.tables.ts';

type ScopeParams = { scope: Scope };

/** Types the team may use: its own, the universal ones and the built-in ones. */
function visibleProductTypes(scope: Scope) {
  return scope.staff ? undefined : or(eq(productTypes.team_id, scope.teamId), isNull(productTypes.team_id));
}

export async function searchProductTypes(db: DbOrTx, params: ScopeParams & { term: string; limit: number }) {
  return db
    .select({
      id: productTypes.id,
      title: productTypes.title,
      code: productTypes.code,
      team_id: productTypes.team_id,
      universal: productTypes.universal,
    })
    .from(productTypes)
    .where(
      and(
        visibleProductTypes(params.scope),
        params.term ? ilike(productTypes.title, `%${escapeLike(params.term)}%`) : undefined,
      ),
    )
    .orderBy(
      sql`case when lower(${productTypes.title}) = lower(${params.term}) then 0 else 1 end`,
      asc(productTypes.title),
      asc(productTypes.id),
    )
    .limit(params.limit);
}

export async function findProductType(db: DbOrTx, params: ScopeParams & { id: number }) {
  const [row] = await db
    .select()
    .from(productTypes)
    .where(and(eq(productTypes.id, params.id), visibleProductTypes(params.scope)));
  return row ?? null;
}

/** Creates a team's type, or answers the one it (or the platform) already has with that code. */
export async function insertTeamProductType(
  db: DbOrTx,
  params: { teamId: number; title: string; code: string },
) {
  const existing = await db
    .select()
    .from(productTypes)
    .where(
      and(
        eq(productTypes.code, params.code),
        or(eq(productTypes.team_id, params.teamId), isNull(productTypes.team_id)),
      ),
    )
    .limit(1);
  if (existing[0]) return { row: existing[0], created: false };
  const [row] = await db
    .insert(productTypes)
    .values({ title: params.title, code: params.code, team_id: params.teamId, universal: false })
    .onConflictDoNothing()
    .returning();
  if (row) return { row, created: true };
  const [again] = await db
    .select()
    .from(productTypes)
    .where(and(eq(productTypes.code, params.code), eq(productTypes.team_id, params.teamId)));
  return { row: again!, created: false };
}

export async function searchProductCategories(db: DbOrTx, params: { term: string; limit: number }) {
  return db
    .select({
      id: productCategories.id,
      name: productCategories.name,
      parent_id: productCategories.parent_id,
    })
    .from(productCategories)
    .where(params.term ? ilike(productCategories.name, `%${escapeLike(params.term)}%`) : undefined)
    .orderBy(asc(productCategories.name), asc(productCategories.id))
    .limit(params.limit);
}

export async function findProductCategory(db: DbOrTx, params: { id: number }) {
  const [row] = await db.select().from(productCategories).where(eq(productCategories.id, params.id));
  return row ?? null;
}

/** By code prefix (dots ignored) when the term is numeric, else by description words. */
export async function searchHsCodes(db: DbOrTx, params: { term: string; limit: number }) {
  const digits = params.term.replace(/[.\s]/g, '');
  const where = !params.term
    ? undefined
    : /^\d+$/.test(digits)
      ? ilike(harmonizedSystemCodes.code, `${digits}%`)
      : ilike(harmonizedSystemCodes.description, `%${escapeLike(params.term)}%`);
  return db
    .select({
      id: harmonizedSystemCodes.id,
      code: harmonizedSystemCodes.code,
      description: harmonizedSystemCodes.description,
    })
    .from(harmonizedSystemCodes)
    .where(where)
    .orderBy(asc(harmonizedSystemCodes.code))
    .limit(params.limit);
}

export async function findHsCode(db: DbOrTx, params: { id: number }) {
  const [row] = await db.select().from(harmonizedSystemCodes).where(eq(harmonizedSystemCodes.id, params.id));
  return row ?? null;
}

/** UN number ("1203", "UN1203") or words of the proper shipping name. */
export async function searchDangerousGoods(db: DbOrTx, params: { query: string; limit: number }) {
  const q = params.query.trim();
  const un = q.replace(/^un\s*/i, '');
  const where = !q
    ? undefined
    : /^\d+$/.test(un)
      ? ilike(dangerousGoodsDefinitions.un_number, `UN${un}%`)
      : ilike(dangerousGoodsDefinitions.proper_shipping_name, `%${escapeLike(q)}%`);
  return db
    .select({
      id: dangerousGoodsDefinitions.id,
      un_number: dangerousGoodsDefinitions.un_number,
      hazard_identifier: dangerousGoodsDefinitions.hazard_identifier,
      proper_shipping_name: dangerousGoodsDefinitions.proper_shipping_name,
    })
    .from(dangerousGoodsDefinitions)
    .where(where)
    .orderBy(asc(dangerousGoodsDefinitions.un_number), asc(dangerousGoodsDefinitions.id))
    .limit(params.limit);
}

export async function findDangerousGoodsDefinition(db: DbOrTx, params: { id: number }) {
  const [row] = await db
    .select()
    .from(dangerousGoodsDefinitions)
    .where(eq(dangerousGoodsDefinitions.id, params.id));
  return row ?? null;
}

export async function listPackageTypes(db: DbOrTx) {
  return db.select().from(packageTypes).orderBy(asc(packageTypes.name));
}

export async function findPackageType(db: DbOrTx, params: { id: number }) {
  const [row] = await db.select().from(packageTypes).where(eq(packageTypes.id, params.id));
  return row ?? null;
}
