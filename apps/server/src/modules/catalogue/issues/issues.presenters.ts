import type { ProductIssue } from '@partsflow/contracts';
import { iso } from '../../../platform/http/presenters.ts';
import type { productIssues } from '../catalogue.tables.ts';

export function presentIssue(row: typeof productIssues.$inferSelect): ProductIssue {
  return {
    id: row.id,
    product_id: row.product_id,
    issue: row.issue,
    reporting_team: row.reporting_user_email,
    created_at: iso(row.created_at)!,
    resolved: row.resolved,
  };
}
