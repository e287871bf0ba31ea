import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { Scope } from '../../platform/auth/access.ts';
import { audits, products } from './catalogue.tables.ts';
import { inScope } from './catalogue.scope.ts';

export type AuditChanges = Record<string, [unknown, unknown]>;
export type AuditableType =
  'Product' | 'ProductAttribute' | 'Package' | 'Hazard' | 'ProductHsCode' | 'ProductPrice' | 'ProductNumber';

export async function insertAudit(
  db: DbOrTx,
  values: {
    teamId: number;
    productId: number;
    auditableType: AuditableType;
    auditableId: number;
    action: 'create' | 'update' | 'destroy';
    userId: number | null;
    userName: string | null;
    comment?: string | null;
    changes: AuditChanges;
    revertedAuditId?: number | null;
  },
) {
  const [row] = await db
    .insert(audits)
    .values({
      team_id: values.teamId,
      product_id: values.productId,
      auditable_type: values.auditableType,
      auditable_id: values.auditableId,
      action: values.action,
      user_id: values.userId,
      user_name: values.userName,
      comment: values.comment ?? null,
      changes: values.changes,
      reverted_audit_id: values.revertedAuditId ?? null,
    })
    .returning();
  return row!;
}

export async function listAuditsOfProduct(
  db: DbOrTx,
  params: { scope: Scope; productId: number; limit: number },
) {
  return db
    .select()
    .from(audits)
    .where(and(eq(audits.product_id, params.productId), inScope(audits.team_id, params.scope)))
    .orderBy(desc(audits.id))
    .limit(params.limit);
}

export async function findAuditById(db: DbOrTx, params: { scope: Scope; id: number }) {
  const [row] = await db
    .select()
    .from(audits)
    .where(and(eq(audits.id, params.id), inScope(audits.team_id, params.scope)));
  return row ?? null;
}

/** The brand's activity: history entries of its products, newest first. */
export async function listBrandActivity(
  db: DbOrTx,
  params: { scope: Scope; brandId: number; limit: number; offset: number; query?: string },
) {
  const where = and(
    eq(products.brand_id, params.brandId),
    inScope(audits.team_id, params.scope),
    params.query ? sql`${products.sku} ilike ${`%${escapeLike(params.query)}%`}` : undefined,
  );
  const rows = await db
    .select({ audit: audits, sku: products.sku, slug: products.slug })
    .from(audits)
    .innerJoin(products, eq(products.id, audits.product_id))
    .where(where)
    .orderBy(desc(audits.created_at), desc(audits.id))
    .limit(params.limit)
    .offset(params.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(audits)
    .innerJoin(products, eq(products.id, audits.product_id))
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
