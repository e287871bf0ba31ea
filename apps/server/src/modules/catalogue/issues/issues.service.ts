import type { CreateProductIssueInput, ProductIssues } from '@partsflow/contracts';
import { productEditUrl } from '@partsflow/contracts';
import type { Db } from '../../../platform/db/client.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { catalogueError } from '../catalogue.errors.ts';
import { iso } from '../../../platform/http/presenters.ts';
import { presentIssue } from './issues.presenters.ts';
import { productOrThrow } from '../products/product-access.ts';
import * as repo from './issues.repository.ts';
import { datatable, pageWindow } from '../../../platform/pagination/pagination.ts';
export async function productIssues(db: Db, actor: Actor, productId: number): Promise<ProductIssues> {
  const product = await productOrThrow(db, actor, productId);
  const rows = (await repo.listIssuesOfProduct(db, { scope: actor.scope, productId: product.id })).map(
    presentIssue,
  );
  const open = rows.filter((r) => !r.resolved);
  const resolved = rows.filter((r) => r.resolved);
  return { open, resolved, open_count: open.length, resolved_count: resolved.length };
}

/** Resolve or reopen; setting the state it already has changes nothing and answers the same. */
export async function setIssueResolved(db: Db, actor: Actor, id: number, resolved: boolean) {
  const row = await repo.setIssueResolved(db, { scope: actor.scope, id, resolved });
  if (!row) throw catalogueError('record_not_found');
  return { message: resolved ? 'Issue resolved' : 'Issue reopened', product_issue: presentIssue(row) };
}

/**
 * Reports an issue on a product. The product must be visible to the reporter's scope for now; the marketplace's
 * Report Issue will call this service for products of other teams' brands.
 */
export async function reportIssue(
  db: Db,
  actor: Actor,
  input: CreateProductIssueInput & { reporterEmail: string | null },
) {
  const product = await productOrThrow(db, actor, input.product_id);
  const row = await repo.insertIssue(db, {
    product_id: product.id,
    team_id: product.team_id,
    issue: input.issue,
    reporting_team_id: actor.scope.teamId,
    reporting_user_email: input.reporterEmail,
  });
  return { message: 'Issue reported', product_issue: presentIssue(row) };
}

export async function issueDatatable(
  db: Db,
  actor: Actor,
  params: { page: number; per: number; query?: string; resolved?: boolean },
) {
  const { rows, total } = await repo.listIssueRows(db, {
    scope: actor.scope,
    ...pageWindow(params.page, params.per),
    query: params.query,
    resolved: params.resolved,
  });
  return datatable(
    rows.map((r) => ({
      id: r.issue.id,
      product_id: r.issue.product_id,
      sku: r.sku,
      slug: r.slug,
      issue: r.issue.issue,
      reporting_team_email: r.issue.reporting_user_email,
      created_at: iso(r.issue.created_at)!,
      resolved: r.issue.resolved,
      url: productEditUrl(r.slug),
    })),
    total,
  );
}
