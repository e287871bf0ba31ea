import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Scope } from '../../../platform/auth/access.ts';
import { inScope } from '../../../platform/auth/actor.ts';
import { escapeLike } from '../../../platform/db/like.ts';
import { productIssues, products } from '../catalogue.tables.ts';

/** Issues reported on products (by the brand team or by merchants). */
type ScopeParams = { scope: Scope };

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

export async function countProductIssues(db: DbOrTx, params: { productId: number; teamId: number }) {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where not ${productIssues.resolved})`.mapWith(Number),
      resolved: sql<number>`count(*) filter (where ${productIssues.resolved})`.mapWith(Number),
    })
    .from(productIssues)
    .where(and(eq(productIssues.product_id, params.productId), eq(productIssues.team_id, params.teamId)));
  return { open: row?.open ?? 0, resolved: row?.resolved ?? 0 };
}

/**
 * Makes the product's linter-raised issues match the findings: new findings become open issues, open ones no
 * longer found go, resolved ones stay resolved. Only products of the team are touched.
 */
export async function syncLintIssues(
  db: DbOrTx,
  params: { teamId: number; productId: number; findings: { key: string; message: string }[] },
) {
  const keys = params.findings.map((f) => f.key);
  await db.execute(sql`
    delete from ${productIssues}
    where ${productIssues.product_id} = ${params.productId} and ${productIssues.team_id} = ${params.teamId}
      and ${productIssues.lint_key} is not null and not ${productIssues.resolved}
      and ${productIssues.lint_key} not in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`);
  if (!params.findings.length) return;
  const values = sql.join(
    params.findings.map((f) => sql`(${f.key}::text, ${f.message}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${productIssues} (product_id, team_id, issue, lint_key)
    select p.id, p.team_id, f.message, f.key
    from products p, (values ${values}) as f(key, message)
    where p.id = ${params.productId} and p.team_id = ${params.teamId}
    on conflict (product_id, lint_key) do nothing`);
}
