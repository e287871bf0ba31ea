import '../shared/no-eval.ts';
import { z } from 'zod';
import { datatableSchema } from '../shared/lists.ts';
import { formBoolean } from './form-values.ts';
import { CATALOGUE_MESSAGES } from './messages.ts';

export const productIssueSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  issue: z.string(),
  /** The reporter's email. */
  reporting_team: z.string().nullable(),
  created_at: z.string(),
  resolved: z.boolean(),
});
export type ProductIssue = z.infer<typeof productIssueSchema>;

/** The Product Issues drawer: tabs Open and Resolved with counts. */
export const productIssuesSchema = z.object({
  open: z.array(productIssueSchema),
  resolved: z.array(productIssueSchema),
  open_count: z.number().int(),
  resolved_count: z.number().int(),
});
export type ProductIssues = z.infer<typeof productIssuesSchema>;

/** PATCH /product-issues/{id}: form `product_issue[resolved]` or JSON. */
export const updateProductIssueInputSchema = z.object({
  product_issue: z.object({ resolved: formBoolean() }),
});
export const productIssueReplySchema = z.object({ message: z.string(), product_issue: productIssueSchema });

/** POST /product-issues: how a report (marketplace Report Issue) is created. */
export const createProductIssueInputSchema = z.object({
  product_id: z.coerce.number().int().positive(),
  issue: z
    .string({ error: CATALOGUE_MESSAGES.issues.issueRequired })
    .trim()
    .min(1, CATALOGUE_MESSAGES.issues.issueRequired)
    .max(2000),
});
export type CreateProductIssueInput = z.infer<typeof createProductIssueInputSchema>;

export const issueRowSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  slug: z.string(),
  issue: z.string(),
  reporting_team_email: z.string().nullable(),
  created_at: z.string(),
  resolved: z.boolean(),
  url: z.string(),
});
export const issueDatatableSchema = datatableSchema(issueRowSchema);
export const issueDatatableQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per: z.coerce.number().int().min(1).max(500).default(20),
  query: z.string().trim().optional(),
  resolved: z.preprocess((v) => (v === '' || v === null ? undefined : v), formBoolean().optional()),
});
