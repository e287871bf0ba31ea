import '../shared/no-eval.ts';
import { z } from 'zod';
import { datatableSchema } from '../shared/lists.ts';

export const AUDIT_ACTIONS = ['create', 'update', 'destroy'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The user shown when a change came through the API (no signed-in person). */
export const API_AUDIT_USER = 'Partsflow API';

export const auditChangeSchema = z.object({
  /** A label such as "Title" or "Package 1234: Weight". */
  change: z.string(),
  details: z.object({ old: z.unknown(), new: z.unknown() }),
});

/** One history entry (spec section 3, History entry). */
export const auditSchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** What was changed: Product, ProductAttribute, Package, Hazard, ProductHsCode, ProductPrice, ProductNumber. */
  auditable_type: z.string(),
  auditable_id: z.number().int(),
  user: z.string(),
  created_at: z.string(),
  comment: z.string().nullable(),
  changes: z.array(auditChangeSchema),
  /** Set when this entry reverts another. */
  reverted_audit_id: z.number().int().nullable(),
});
export type Audit = z.infer<typeof auditSchema>;
export const auditsSchema = z.object({ audits: z.array(auditSchema) });

export const revertAuditReplySchema = z.object({ message: z.string(), audit: auditSchema });

/** Activity per brand: one row per history entry. */
export const activityRowSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  /** The product's history: /catalogue/products/{slug}/edit#history. */
  url: z.string(),
  /** Changed field labels, comma-separated. */
  changes: z.string(),
  user: z.string(),
  created_at: z.string(),
});
export const activityDatatableSchema = datatableSchema(activityRowSchema);
export const activityDatatableQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per: z.coerce.number().int().min(1).max(500).default(20),
  query: z.string().trim().optional(),
});
