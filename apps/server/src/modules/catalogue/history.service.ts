import type { Audit } from '@partsflow/contracts';
import { productEditUrl } from '@partsflow/contracts';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { Actor } from './catalogue.scope.ts';
import { catalogueError } from './catalogue.errors.ts';
import * as audits from './audits.repository.ts';
import * as data from './product-data.repository.ts';
import * as repo from './products.repository.ts';
import { diffChanges, recordAudit, snapshotChanges } from './audit-trail.ts';
import { changeLabel, iso, presentAudit } from './catalogue.presenters.ts';
import { productOrThrow, withLockedProduct } from './product-access.ts';
import { applyProductChanges, PRODUCT_AUDIT_FIELDS } from './products.service.ts';
import { applyAttributeOrder, ATTRIBUTE_AUDIT_FIELDS } from './attributes.service.ts';
import { HAZARD_AUDIT_FIELDS, hazardSnapshot, PACKAGE_AUDIT_FIELDS } from './shipping.service.ts';
import { HS_CODE_AUDIT_FIELDS, PRICE_AUDIT_FIELDS } from './customs-pricing.service.ts';
import { PRODUCT_NUMBER_AUDIT_FIELDS } from './product-numbers.service.ts';
import type { AuditableType } from './audits.repository.ts';
import type {
  packages,
  productAttributes,
  productHsCodes,
  productNumbers,
  productPrices,
} from './catalogue.tables.ts';

type Row = Record<string, unknown>;
type AuditRow = NonNullable<Awaited<ReturnType<typeof audits.findAuditById>>>;

export async function listProductAudits(db: Db, actor: Actor, productId: number, limit = 200) {
  const product = await productOrThrow(db, actor, productId);
  const rows = await audits.listAuditsOfProduct(db, { scope: actor.scope, productId: product.id, limit });
  return { audits: rows.map(presentAudit) };
}

export async function brandActivity(
  db: Db,
  actor: Actor,
  params: { brandSlug: string; page: number; per: number; query?: string },
) {
  const brand = await repo.findBrandBySlug(db, { scope: actor.scope, slug: params.brandSlug });
  if (!brand) throw catalogueError('brand_not_found');
  const { rows, total } = await audits.listBrandActivity(db, {
    scope: actor.scope,
    brandId: brand.id,
    limit: params.per,
    offset: (params.page - 1) * params.per,
    query: params.query,
  });
  return {
    data: rows.map((r) => ({
      id: r.audit.id,
      sku: r.sku,
      url: `${productEditUrl(r.slug)}#history`,
      changes: Object.keys(r.audit.changes)
        .map((f) => changeLabel(r.audit.auditable_type, f))
        .join(', '),
      user: presentAudit(r.audit).user,
      created_at: iso(r.audit.created_at)!,
    })),
    meta: { total_count: total },
  };
}

// ---------------------------------------------------------------- revert

const gone = () =>
  catalogueError('audit_not_revertible', 'The record this change belongs to no longer exists');
const nothing = () =>
  catalogueError(
    'audit_not_revertible',
    'Nothing to revert: the record already has the values from before this change',
  );

/** One kind of record history can restore: how to read, write, remove and recreate it within a product. */
interface Restorable {
  fields: readonly string[];
  find(tx: Tx, productId: number, id: number): Promise<Row | null>;
  update(tx: Tx, productId: number, id: number, values: Row): Promise<Row | null>;
  remove(tx: Tx, productId: number, id: number): Promise<Row | null>;
  insert(tx: Tx, productId: number, values: Row): Promise<Row>;
  /** Why the old record cannot come back (e.g. the slot is taken again), or null. */
  conflict?(tx: Tx, productId: number, values: Row): Promise<string | null>;
  after?(tx: Tx, productId: number, values: Row): Promise<void>;
}

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

const RESTORABLE: Partial<Record<AuditableType, Restorable>> = {
  ProductAttribute: {
    fields: ATTRIBUTE_AUDIT_FIELDS,
    find: async (tx, productId, id) =>
      (await data.listProductAttributes(tx, { productId })).find((r) => r.attribute.id === id)?.attribute ??
      null,
    update: (tx, productId, id, values) =>
      data.updateProductAttribute(tx, { productId, id, values: values as Insert<typeof productAttributes> }),
    remove: (tx, productId, id) => data.deleteProductAttribute(tx, { productId, id }),
    insert: (tx, productId, values) =>
      data.insertProductAttribute(tx, {
        ...(values as Insert<typeof productAttributes>),
        attribute_title_id: Number(values.attribute_title_id),
        product_id: productId,
      }),
    conflict: async (tx, productId, values) =>
      (await data.findProductAttributeByTitle(tx, { productId, titleId: Number(values.attribute_title_id) }))
        ? 'The product has this attribute again; remove it before reverting'
        : null,
    after: (tx, productId) => data.refreshAttributeCount(tx, { productId }),
  },
  Package: {
    fields: PACKAGE_AUDIT_FIELDS,
    find: (tx, productId, id) => data.findPackageOfProduct(tx, { productId, id }),
    update: (tx, productId, id, values) =>
      data.updatePackage(tx, { productId, id, values: values as Insert<typeof packages> }),
    remove: (tx, productId, id) => data.deletePackage(tx, { productId, id }),
    insert: (tx, productId, values) =>
      data.insertPackage(tx, { ...(values as Insert<typeof packages>), product_id: productId }),
  },
  ProductHsCode: {
    fields: HS_CODE_AUDIT_FIELDS,
    find: (tx, productId, id) => data.findProductHsCodeOfProduct(tx, { productId, id }),
    update: (tx, productId, id, values) =>
      data.updateProductHsCode(tx, { productId, id, values: values as Insert<typeof productHsCodes> }),
    remove: (tx, productId, id) => data.deleteProductHsCode(tx, { productId, id }),
    insert: (tx, productId, values) =>
      data.insertProductHsCode(tx, {
        ...(values as Insert<typeof productHsCodes>),
        harmonized_system_code_id: Number(values.harmonized_system_code_id),
        product_id: productId,
      }),
    conflict: async (tx, productId, values) =>
      (await data.findProductHsCodeByCountry(tx, {
        productId,
        countryCode: (values.country_code as string | null) ?? null,
      }))
        ? 'The product has an HS code for that country again; remove it before reverting'
        : null,
  },
  ProductNumber: {
    fields: PRODUCT_NUMBER_AUDIT_FIELDS,
    find: (tx, productId, id) => data.findProductNumber(tx, { productId, id }),
    update: (tx, productId, id, values) =>
      data.updateProductNumber(tx, { productId, id, values: values as Insert<typeof productNumbers> }),
    remove: (tx, productId, id) => data.deleteProductNumber(tx, { productId, id }),
    insert: (tx, productId, values) =>
      data.insertProductNumber(tx, {
        ...(values as Insert<typeof productNumbers>),
        number_type: values.number_type as 'gtin' | 'oem' | 'alternate',
        value: String(values.value),
        product_id: productId,
      }),
  },
  ProductPrice: {
    fields: PRICE_AUDIT_FIELDS,
    find: (tx, productId, id) =>
      data.findProductPrice(tx, { productId }).then((r) => (r && r.id === id ? r : null)),
    update: (tx, productId, _id, values) =>
      data.upsertProductPrice(tx, { productId, values: values as Insert<typeof productPrices> }),
    remove: async (tx, productId, id) => {
      const row = await data.findProductPrice(tx, { productId });
      if (!row || row.id !== id) return null;
      await data.deleteProductPrice(tx, { productId });
      return row;
    },
    insert: (tx, productId, values) =>
      data.upsertProductPrice(tx, { productId, values: values as Insert<typeof productPrices> }),
    conflict: async (tx, productId) =>
      (await data.findProductPrice(tx, { productId })) ? 'The product has pricing again' : null,
    after: async (tx, productId, values) => {
      if ('price_cents' in values) {
        // Keep the product's RRP in step, as a pricing save does.
        await data.setProductPriceCents(tx, {
          productId,
          priceCents: (values.price_cents as number | null) ?? null,
        });
      }
    },
  },
  Hazard: {
    fields: HAZARD_AUDIT_FIELDS,
    find: (tx, productId, id) => hazardSnapshot(tx, productId, id),
    update: async (tx, productId, id, values) => {
      const current = await hazardSnapshot(tx, productId, id);
      if (!current) return null;
      const v = { ...current, ...values };
      await data.updateHazard(tx, {
        productId,
        id,
        definitionId: Number(v.shipping_dangerous_goods_definition_id),
        packageId: (v.package_id as number | null) ?? null,
        amount: Number(v.amount ?? 0),
        amountUnit: (v.amount_unit as 'g' | 'kg' | 'ml' | 'l' | null) ?? 'g',
        supplementalInfo: (v.supplemental_info as string | null) ?? null,
      });
      return hazardSnapshot(tx, productId, id);
    },
    remove: async (tx, productId, id) => {
      const snap = await hazardSnapshot(tx, productId, id);
      return (await data.deleteHazard(tx, { productId, id })) ? snap : null;
    },
    insert: async (tx, productId, values) => {
      // A package named by the old record may be gone since; the amount then belongs to the product.
      const packageId = (values.package_id as number | null) ?? null;
      const pkgExists = packageId ? await data.findPackageOfProduct(tx, { productId, id: packageId }) : null;
      const row = await data.insertHazard(tx, {
        productId,
        definitionId: Number(values.shipping_dangerous_goods_definition_id),
        packageId: pkgExists ? packageId : null,
        amount: Number(values.amount ?? 0),
        amountUnit: (values.amount_unit as 'g' | 'kg' | 'ml' | 'l' | null) ?? 'g',
        supplementalInfo: (values.supplemental_info as string | null) ?? null,
      });
      return { id: row.id, ...(await hazardSnapshot(tx, productId, row.id)) };
    },
  },
};

function oldValues(audit: AuditRow, fields: readonly string[]): Row {
  const out: Row = {};
  for (const [field, pair] of Object.entries(audit.changes)) if (fields.includes(field)) out[field] = pair[0];
  return out;
}

/**
 * Reverts one history entry and records the revert as a new entry: an update writes the old values back, a
 * create removes the record, a destroy recreates it (with a new id). 409 when the record is gone or the
 * old state cannot come back. See docs/decisions/0204-history-revert.md.
 */
export async function revertAudit(
  db: Db,
  actor: Actor,
  auditId: number,
): Promise<{ message: string; audit: Audit }> {
  const audit = await audits.findAuditById(db, { scope: actor.scope, id: auditId });
  if (!audit) throw catalogueError('record_not_found');
  const comment = `Reverted change ${audit.id}`;
  return withLockedProduct(db, actor, audit.product_id, async (tx, product) => {
    let recorded: Awaited<ReturnType<typeof recordAudit>> = null;
    if (audit.auditable_type === 'Product') {
      if (audit.action !== 'update') {
        throw catalogueError('audit_not_revertible', 'A product’s creation cannot be reverted');
      }
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
          values: values as Partial<repo.ProductInsert>,
          comment,
          revertedAuditId: audit.id,
        });
        recorded = result.audit ?? recorded;
      }
    } else {
      const kind = RESTORABLE[audit.auditable_type as AuditableType];
      if (!kind) throw catalogueError('audit_not_revertible');
      const values = oldValues(audit, kind.fields);
      const base = {
        actor,
        teamId: product.team_id,
        productId: product.id,
        comment,
        revertedAuditId: audit.id,
      };
      const type = audit.auditable_type as AuditableType;
      if (audit.action === 'update') {
        const current = await kind.find(tx, product.id, audit.auditable_id);
        if (!current) throw gone();
        const after = await kind.update(tx, product.id, audit.auditable_id, values);
        recorded = await recordAudit(tx, {
          ...base,
          type,
          id: audit.auditable_id,
          action: 'update',
          changes: diffChanges(current, after ?? values, Object.keys(values)),
        });
        await kind.after?.(tx, product.id, values);
      } else if (audit.action === 'create') {
        const removed = await kind.remove(tx, product.id, audit.auditable_id);
        if (!removed)
          throw catalogueError(
            'audit_not_revertible',
            'The record this change created has already been removed',
          );
        recorded = await recordAudit(tx, {
          ...base,
          type,
          id: audit.auditable_id,
          action: 'destroy',
          changes: snapshotChanges(removed, kind.fields, 'destroy'),
        });
        await kind.after?.(tx, product.id, {});
      } else {
        const reason = await kind.conflict?.(tx, product.id, values);
        if (reason) throw catalogueError('audit_not_revertible', reason);
        const created = await kind.insert(tx, product.id, values);
        recorded = await recordAudit(tx, {
          ...base,
          type,
          id: Number(created.id),
          action: 'create',
          changes: snapshotChanges(created, kind.fields, 'create'),
        });
        await kind.after?.(tx, product.id, values);
      }
    }
    if (!recorded) throw nothing();
    return { message: 'Reverted change', audit: presentAudit(recorded) };
  });
}
