import { and, eq, ilike, inArray } from 'drizzle-orm';
import type { Scope } from '../../../platform/auth/access.ts';
import * as auditTrail from '../../../platform/audit/index.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { escapeLike } from '../../../platform/db/like.ts';
import { products } from '../catalogue.tables.ts';

/** A product's history is the platform audit trail with the product as its subject. */
export const PRODUCT_SUBJECT = 'Product';
export const productSubject = (id: number): auditTrail.AuditSubject => ({ type: PRODUCT_SUBJECT, id });

export type AuditableType =
  | 'Product'
  | 'ProductAttribute'
  | 'Package'
  | 'Hazard'
  | 'ProductHsCode'
  | 'ProductPrice'
  | 'ProductNumber'
  | 'ProductMedia'
  | 'ProductComponent'
  | 'CrossSell'
  | 'VehicleApplication'
  | 'Listing';

export async function insertAudit(
  db: DbOrTx,
  values: Omit<Parameters<typeof auditTrail.insertAudit>[1], 'subject'> & {
    productId: number;
    auditableType: AuditableType;
  },
) {
  const { productId, ...rest } = values;
  return auditTrail.insertAudit(db, { ...rest, subject: productSubject(productId) });
}

export async function listAuditsOfProduct(
  db: DbOrTx,
  params: { scope: Scope; productId: number; limit: number },
) {
  return auditTrail.listAuditsOfSubject(db, {
    scope: params.scope,
    subject: productSubject(params.productId),
    limit: params.limit,
  });
}

export async function findAuditById(db: DbOrTx, params: { scope: Scope; id: number }) {
  return auditTrail.findAuditById(db, { ...params, subjectType: PRODUCT_SUBJECT });
}

/** The brand's activity: history entries of its products (SKU containing `query`), newest first. */
export async function listBrandActivity(
  db: DbOrTx,
  params: { scope: Scope; brandId: number; limit: number; offset: number; query?: string },
) {
  const productIds = db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.brand_id, params.brandId),
        params.query ? ilike(products.sku, `%${escapeLike(params.query)}%`) : undefined,
      ),
    );
  const page = await auditTrail.pageAuditsOfSubjects(db, {
    scope: params.scope,
    subjectType: PRODUCT_SUBJECT,
    subjectIds: productIds,
    limit: params.limit,
    offset: params.offset,
  });
  const ids = [...new Set(page.rows.map((r) => r.subject_id))];
  const refs = ids.length
    ? await db
        .select({ id: products.id, sku: products.sku, slug: products.slug })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(refs.map((r) => [r.id, r]));
  return {
    rows: page.rows.map((audit) => ({
      audit,
      sku: byId.get(audit.subject_id)?.sku ?? '',
      slug: byId.get(audit.subject_id)?.slug ?? '',
    })),
    total: page.total,
  };
}
