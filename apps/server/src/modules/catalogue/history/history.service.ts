import type { Audit } from '@partsflow/contracts';
import { productEditUrl } from '@partsflow/contracts';
import type { Db, Tx } from '../../../platform/db/client.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { notRevertible, oldValues, revertRecord, type Restorable } from '../../../platform/audit/index.ts';
import { iso } from '../../../platform/http/presenters.ts';
import { catalogueError } from '../catalogue.errors.ts';
import { changeLabel, presentAudit } from './history.presenters.ts';
import * as repo from './history.repository.ts';
import { productOrThrow, withLockedProduct } from '../products/product-access.ts';
import * as productsRepo from '../products/products.repository.ts';
import { applyProductChanges, PRODUCT_AUDIT_FIELDS } from '../products/products.service.ts';
import { applyAttributeOrder, attributeHistory } from '../attributes/attributes.service.ts';
import { hazardHistory, packageHistory } from '../shipping/shipping.service.ts';
import { hsCodeHistory } from '../customs/customs.service.ts';
import { crossSellHistory } from '../cross-sells/cross-sells.service.ts';
import { priceHistory } from '../pricing/pricing.service.ts';
import { productNumberHistory } from '../product-numbers/product-numbers.service.ts';
import { eq } from 'drizzle-orm';
import * as fitment from '../../fitment/index.ts';
import { products } from '../catalogue.tables.ts';
import { emitEvent } from '../../../platform/events/index.ts';
import { datatable, pageWindow } from '../../../platform/pagination/pagination.ts';
/** The records of a product that history can restore, by audited type (the product itself is handled apart). */
const RESTORABLE: Partial<Record<repo.AuditableType, Restorable>> = {
  ProductAttribute: attributeHistory,
  CrossSell: crossSellHistory,
  // The fitment module's applications (copies, imports): the product's vehicle count follows by its event.
  VehicleApplication: {
    ...fitment.vehicleApplicationHistory,
    async after(tx, productId) {
      const [product] = await tx
        .select({ team_id: products.team_id })
        .from(products)
        .where(eq(products.id, productId));
      if (!product) return;
      await emitEvent(tx, {
        type: 'fitment.applications_changed',
        teamId: product.team_id,
        payload: { product_ids: [productId] },
      });
    },
  },
  Package: packageHistory,
  ProductHsCode: hsCodeHistory,
  ProductNumber: productNumberHistory,
  ProductPrice: priceHistory,
  Hazard: hazardHistory,
};

/** Another module's record kept in a product's history (the marketplace's listings, decision 0274). */
export function registerRestorable(type: repo.AuditableType, kind: Restorable) {
  RESTORABLE[type] = kind;
}

export async function listProductAudits(db: Db, actor: Actor, productId: number, limit = 200) {
  const product = await productOrThrow(db, actor, productId);
  const rows = await repo.listAuditsOfProduct(db, { scope: actor.scope, productId: product.id, limit });
  return { audits: rows.map(presentAudit) };
}

export async function brandActivity(
  db: Db,
  actor: Actor,
  params: { brandSlug: string; page: number; per: number; query?: string },
) {
  const brand = await productsRepo.findBrandBySlug(db, { scope: actor.scope, slug: params.brandSlug });
  if (!brand) throw catalogueError('brand_not_found');
  const { rows, total } = await repo.listBrandActivity(db, {
    scope: actor.scope,
    brandId: brand.id,
    ...pageWindow(params.page, params.per),
    query: params.query,
  });
  return datatable(
    rows.map((r) => ({
      id: r.audit.id,
      sku: r.sku,
      url: `${productEditUrl(r.slug)}#history`,
      changes: Object.keys(r.audit.changes)
        .map((f) => changeLabel(r.audit.auditable_type, f))
        .join(', '),
      user: presentAudit(r.audit).user,
      created_at: iso(r.audit.created_at)!,
    })),
    total,
  );
}

// ---------------------------------------------------------------- revert

/**
 * Reverts one history entry and records the revert as a new entry: an update writes the old values back, a
 * create removes the record, a destroy recreates it (with a new id). 409 when the record is gone or the
 * old state cannot come back. See docs/decisions/0204-history-revert.md.
 */
export async function revertAudit(
  db: Db | Tx,
  actor: Actor,
  auditId: number,
  opts: { changeSetId?: number | null } = {},
): Promise<{ message: string; audit: Audit }> {
  const audit = await repo.findAuditById(db, { scope: actor.scope, id: auditId });
  if (!audit) throw catalogueError('record_not_found');
  // Inside a change set's revert this runs in the job's transaction (a savepoint: a refused entry undoes itself).
  return withLockedProduct(db as Db, actor, audit.subject_id, async (tx, product) => {
    let recorded: Awaited<ReturnType<typeof revertRecord>> = null;
    if (audit.auditable_type === 'Product') {
      if (audit.action !== 'update') throw notRevertible('A product’s creation cannot be reverted');
      if ('attribute_order' in audit.changes) {
        const order = (audit.changes.attribute_order?.[0] as number[] | null) ?? [];
        recorded = await applyAttributeOrder(tx, actor, product, {
          order,
          byTitle: true,
          revertedAuditId: audit.id,
        });
      }
      const values = oldValues(audit, PRODUCT_AUDIT_FIELDS);
      if (Object.keys(values).length) {
        const result = await applyProductChanges(tx, actor, {
          product,
          values: values as Partial<productsRepo.ProductInsert>,
          comment: `Reverted change ${audit.id}`,
          revertedAuditId: audit.id,
          changeSetId: opts.changeSetId,
        });
        recorded = result.audit ?? recorded;
      }
    } else {
      const kind = RESTORABLE[audit.auditable_type as repo.AuditableType];
      if (!kind) throw notRevertible();
      recorded = await revertRecord(tx, {
        audit,
        kind,
        actor,
        teamId: product.team_id,
        subject: repo.productSubject(product.id),
        changeSetId: opts.changeSetId,
      });
    }
    if (!recorded)
      throw notRevertible('Nothing to revert: the record already has the values from before this change');
    return { message: 'Reverted change', audit: presentAudit(recorded) };
  });
}
