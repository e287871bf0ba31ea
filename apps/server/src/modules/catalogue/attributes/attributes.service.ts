import {
  CATALOGUE_MESSAGES,
  checkAttributeValue,
  titleCase,
  type AttributeTemplate,
  type AttributeTemplateInput,
  type CreateAttributeTitleInput,
  type CreateProductAttributeInput,
  type ProductAttributes,
  type ReorderProductAttributesInput,
  type UpdateProductAttributeInput,
} from '@partsflow/contracts';
import type { Db, DbOrTx, Tx } from '../../../platform/db/client.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { catalogueError, fieldError } from '../catalogue.errors.ts';
import { diffChanges, recordAudit, snapshotChanges } from '../../../platform/audit/index.ts';
import { productSubject } from '../history/history.repository.ts';
import { presentProductAttribute } from './attributes.presenters.ts';
import { productOrThrow, withLockedProduct } from '../products/product-access.ts';
import * as lookupsRepo from '../lookups/lookups.repository.ts';
import * as productsRepo from '../products/products.repository.ts';
import * as repo from './attributes.repository.ts';
import type { Restorable } from '../../../platform/audit/index.ts';
import { childRowHistory } from '../products/product-rows.ts';
const m = CATALOGUE_MESSAGES.attributes;
export const ATTRIBUTE_AUDIT_FIELDS = ['attribute_title_id', 'value', 'sequence'] as const;
type ProductRow = productsRepo.ProductRow;

// ---------------------------------------------------------------- attribute titles

/** An attribute title with its list values, as the attribute pickers and the admin table show it. */
function presentTitle<D extends string>(
  t: {
    id: number;
    name: string;
    data_type: D;
    tec_doc_max_length: number | null;
    tec_doc_criteria_id: number | null;
    parts_db_id: number | null;
  },
  values: { attribute_title_id: number; value: string }[],
) {
  return {
    id: t.id,
    name: t.name,
    data_type: t.data_type,
    values: values.filter((v) => v.attribute_title_id === t.id).map((v) => v.value),
    tec_doc_max_length: t.tec_doc_max_length,
    tec_doc_criteria_id: t.tec_doc_criteria_id,
    parts_db_id: t.parts_db_id,
  };
}

export async function searchAttributeTitles(db: Db, actor: Actor, params: { term: string; limit: number }) {
  const titles = await repo.searchAttributeTitles(db, { scope: actor.scope, ...params });
  const values = await repo.listAttributeValues(db, { titleIds: titles.map((t) => t.id) });
  return {
    attribute_titles: titles.map((t) => presentTitle(t, values)),
  };
}

/** The attributes admin table: the titles the caller sees (staff: all), with their list values. */
export async function attributeTitlesTable(
  db: Db,
  actor: Actor,
  params: { query: string; page: number; per: number },
) {
  const { rows, total } = await repo.pageAttributeTitles(db, { scope: actor.scope, ...params });
  const values = await repo.listAttributeValues(db, { titleIds: rows.map((t) => t.id) });
  return {
    data: rows.map((t) => ({ ...presentTitle(t, values), shared: t.team_id === null })),
    meta: { total_count: total },
  };
}

export async function listAttributeTitleValues(db: Db, actor: Actor, titleId: number) {
  const title = await repo.findAttributeTitle(db, { scope: actor.scope, id: titleId });
  if (!title) throw catalogueError('record_not_found');
  const values = await repo.listAttributeValues(db, { titleIds: [title.id] });
  return { values: values.map((v) => ({ id: v.id, value: v.value })) };
}

/**
 * A new attribute title, title-cased. Staff create shared titles (every team sees them); a team's are its own.
 * The same name again answers the existing title.
 */
export async function createAttributeTitle(
  db: Db,
  actor: Actor,
  input: CreateAttributeTitleInput['attribute_title'],
) {
  const teamId = actor.scope.staff ? null : actor.scope.teamId;
  const name = titleCase(input.name);
  return db.transaction(async (tx) => {
    await repo.lockAttributeTitleName(tx, { teamId, name });
    const title =
      (await repo.findAttributeTitleByName(tx, { teamId, name })) ??
      (await repo.insertAttributeTitle(tx, {
        teamId,
        name,
        dataType: input.data_type,
        tecDocMaxLength: input.tec_doc_max_length ?? null,
      }));
    if (title.data_type === 'lookup')
      await repo.insertAttributeValues(tx, { titleId: title.id, values: input.values });
    const values = await repo.listAttributeValues(tx, { titleIds: [title.id] });
    const full = {
      id: title.id,
      name: title.name,
      data_type: title.data_type,
      values: values.map((v) => v.value),
      tec_doc_max_length: title.tec_doc_max_length,
      tec_doc_criteria_id: title.tec_doc_criteria_id,
      parts_db_id: title.parts_db_id,
    };
    return { id: title.id, name: title.name, data_type: title.data_type, attribute_title: full };
  });
}

// ---------------------------------------------------------------- a product's attributes

async function templateTitleIds(db: DbOrTx, product: ProductRow): Promise<number[] | null> {
  if (!product.product_type_id) return null;
  const template = await repo.findTemplateFor(db, {
    brandId: product.brand_id,
    productTypeId: product.product_type_id,
  });
  if (!template) return null;
  const items = await repo.listTemplateItems(db, { templateIds: [template.id] });
  return items.map((i) => i.item.attribute_title_id);
}

/** Template attributes first in template order, then the others in their current order. */
function templateOrder(current: { id: number; titleId: number }[], template: number[]): number[] {
  const position = new Map(template.map((id, i) => [id, i]));
  const inTemplate = current
    .filter((a) => position.has(a.titleId))
    .sort((a, b) => position.get(a.titleId)! - position.get(b.titleId)!);
  const others = current.filter((a) => !position.has(a.titleId));
  return [...inTemplate, ...others].map((a) => a.id);
}

export async function presentProductAttributes(
  db: DbOrTx,
  product: ProductRow,
  message?: string,
): Promise<ProductAttributes> {
  const rows = await repo.listProductAttributes(db, { productId: product.id });
  const template = await templateTitleIds(db, product);
  const lookupIds = rows.filter((r) => r.title.data_type === 'lookup').map((r) => r.title.id);
  const values = await repo.listAttributeValues(db, { titleIds: lookupIds });
  const inTemplate = new Set(template ?? []);
  const current = rows.map((r) => ({ id: r.attribute.id, titleId: r.title.id }));
  const differs = template
    ? templateOrder(current, template).join(',') !== current.map((c) => c.id).join(',')
    : false;
  return {
    ...(message ? { message } : {}),
    product_attributes: rows.map((r) =>
      presentProductAttribute(r, {
        inTemplate: inTemplate.has(r.title.id),
        values: values.filter((v) => v.attribute_title_id === r.title.id).map((v) => v.value),
      }),
    ),
    template_order: template,
    order_differs_from_template: differs,
  };
}

export async function listProductAttributes(db: Db, actor: Actor, productId: number) {
  return presentProductAttributes(db, await productOrThrow(db, actor, productId));
}

/** The stored value for a title, or the form's message as a 400. */
async function checkedValue(
  tx: Tx,
  title: Awaited<ReturnType<typeof repo.findAttributeTitle>> & object,
  raw: string | null,
  allowNew: boolean,
) {
  const values =
    title.data_type === 'lookup'
      ? (await repo.listAttributeValues(tx, { titleIds: [title.id] })).map((v) => v.value)
      : [];
  const check = checkAttributeValue(
    { data_type: title.data_type, tec_doc_max_length: title.tec_doc_max_length, values },
    raw,
    { allowNewLookupValue: allowNew },
  );
  if (!check.ok) throw fieldError(['attribute_value'], check.message);
  if (check.new_lookup_value && check.value) {
    await repo.insertAttributeValues(tx, { titleId: title.id, values: [check.value] });
  }
  return check.value;
}

export async function createProductAttribute(db: Db, actor: Actor, input: CreateProductAttributeInput) {
  return withLockedProduct(db, actor, input.product_id, async (tx, product) => {
    const title = await repo.findAttributeTitle(tx, { scope: actor.scope, id: input.attribute_title_id });
    if (!title) throw fieldError(['attribute_title_id'], m.attributeRequired);
    if (await repo.findProductAttributeByTitle(tx, { productId: product.id, titleId: title.id })) {
      throw fieldError(['attribute_title_id'], m.alreadyOnProduct);
    }
    // A lookup value typed in (not chosen) becomes a new option when the form says so, or when it is
    // simply not in the list yet: the modal's "create a new value".
    const value = await checkedValue(tx, title, input.attribute_value, input.new_value ?? true);
    const sequence = input.sequence ?? (await repo.maxAttributeSequence(tx, { productId: product.id })) + 1;
    const row = await repo.insertProductAttribute(tx, {
      product_id: product.id,
      attribute_title_id: title.id,
      value,
      sequence,
    });
    await repo.refreshAttributeCount(tx, { productId: product.id });
    await recordAudit(tx, {
      actor,
      teamId: product.team_id,
      subject: productSubject(product.id),
      type: 'ProductAttribute',
      id: row.id,
      action: 'create',
      changes: snapshotChanges(row, ATTRIBUTE_AUDIT_FIELDS, 'create'),
    });
    return presentProductAttributes(tx, product, 'Product attribute added');
  });
}

export async function updateProductAttribute(
  db: Db,
  actor: Actor,
  id: number,
  input: UpdateProductAttributeInput,
) {
  const found = await repo.findProductAttribute(db, { scope: actor.scope, id });
  if (!found) throw catalogueError('record_not_found');
  return withLockedProduct(db, actor, found.product.id, async (tx, product) => {
    const current = await repo.findProductAttribute(tx, { scope: actor.scope, id });
    if (!current) throw catalogueError('record_not_found');
    const title = await repo.findAttributeTitle(tx, {
      scope: actor.scope,
      id: current.attribute.attribute_title_id,
    });
    if (!title) throw catalogueError('record_not_found');
    const value = await checkedValue(tx, title, input.attribute_value, input.new_value ?? true);
    const after = await repo.updateProductAttribute(tx, { productId: product.id, id, values: { value } });
    await recordAudit(tx, {
      actor,
      teamId: product.team_id,
      subject: productSubject(product.id),
      type: 'ProductAttribute',
      id,
      action: 'update',
      changes: diffChanges(current.attribute, after!, ['value']),
    });
    return presentProductAttributes(tx, product, 'Product attribute updated');
  });
}

export async function deleteProductAttribute(db: Db, actor: Actor, id: number) {
  const found = await repo.findProductAttribute(db, { scope: actor.scope, id });
  if (!found) throw catalogueError('record_not_found');
  return withLockedProduct(db, actor, found.product.id, async (tx, product) => {
    const removed = await repo.deleteProductAttribute(tx, { productId: product.id, id });
    // A simultaneous delete took it first: answer as a repeat would (404), with no second event or touch.
    if (!removed) throw catalogueError('record_not_found');
    await repo.refreshAttributeCount(tx, { productId: product.id });
    await recordAudit(tx, {
      actor,
      teamId: product.team_id,
      subject: productSubject(product.id),
      type: 'ProductAttribute',
      id,
      action: 'destroy',
      changes: snapshotChanges(removed, ATTRIBUTE_AUDIT_FIELDS, 'destroy'),
    });
    return presentProductAttributes(tx, product, 'Product attribute removed');
  });
}

/**
 * Writes a new order: the listed attribute ids first, in that order, then any not listed. One history entry
 * on the product records the old and new order of attribute titles.
 */
export async function applyAttributeOrder(
  tx: Tx,
  actor: Actor,
  product: ProductRow,
  params: { order: number[]; byTitle?: boolean; revertedAuditId?: number },
) {
  const rows = await repo.listProductAttributes(tx, { productId: product.id });
  const key = (r: (typeof rows)[number]) => (params.byTitle ? r.title.id : r.attribute.id);
  const wanted = params.order.filter((id) => rows.some((r) => key(r) === id));
  const rest = rows.filter((r) => !wanted.includes(key(r)));
  const ordered = [...wanted.map((id) => rows.find((r) => key(r) === id)!), ...rest];
  const before = rows.map((r) => r.title.id);
  const after = ordered.map((r) => r.title.id);
  if (before.join(',') === after.join(',')) return null;
  for (const [i, r] of ordered.entries()) {
    if (r.attribute.sequence !== i) {
      await repo.updateProductAttribute(tx, {
        productId: product.id,
        id: r.attribute.id,
        values: { sequence: i },
      });
    }
  }
  return recordAudit(tx, {
    actor,
    teamId: product.team_id,
    subject: productSubject(product.id),
    type: 'Product',
    id: product.id,
    action: 'update',
    changes: { attribute_order: [before, after] },
    revertedAuditId: params.revertedAuditId,
  });
}

export async function reorderProductAttributes(db: Db, actor: Actor, input: ReorderProductAttributesInput) {
  return withLockedProduct(db, actor, input.product_id, async (tx, product) => {
    await applyAttributeOrder(tx, actor, product, { order: input.product_attributes });
    return presentProductAttributes(tx, product);
  });
}

export async function resetAttributeOrder(db: Db, actor: Actor, productId: number) {
  return withLockedProduct(db, actor, productId, async (tx, product) => {
    const template = await templateTitleIds(tx, product);
    if (template) await applyAttributeOrder(tx, actor, product, { order: template, byTitle: true });
    return presentProductAttributes(tx, product);
  });
}

/** Adds the template's attributes a product lacks (empty values: Missing value) after its own. */
export async function addTemplateAttributes(tx: Tx, params: { product: ProductRow; actor: Actor }) {
  const template = await templateTitleIds(tx, params.product);
  if (!template?.length) return;
  const existing = await repo.listProductAttributes(tx, { productId: params.product.id });
  const have = new Set(existing.map((e) => e.title.id));
  let sequence = existing.length ? Math.max(...existing.map((e) => e.attribute.sequence)) + 1 : 0;
  for (const titleId of template) {
    if (have.has(titleId)) continue;
    const row = await repo.insertProductAttribute(tx, {
      product_id: params.product.id,
      attribute_title_id: titleId,
      value: null,
      sequence: sequence++,
    });
    await recordAudit(tx, {
      actor: params.actor,
      teamId: params.product.team_id,
      subject: productSubject(params.product.id),
      type: 'ProductAttribute',
      id: row.id,
      action: 'create',
      changes: snapshotChanges(row, ATTRIBUTE_AUDIT_FIELDS, 'create'),
    });
  }
  await repo.refreshAttributeCount(tx, { productId: params.product.id });
}

// ---------------------------------------------------------------- templates

async function brandOrThrow(db: DbOrTx, actor: Actor, brandId: number) {
  const brand = await productsRepo.findBrandById(db, { scope: actor.scope, id: brandId });
  if (!brand) throw catalogueError('brand_not_found');
  return brand;
}

export async function listTemplates(
  db: DbOrTx,
  actor: Actor,
  brandId: number,
): Promise<{ product_attributes_templates: AttributeTemplate[] }> {
  await brandOrThrow(db, actor, brandId);
  const templates = await repo.listBrandTemplates(db, { scope: actor.scope, brandId });
  const items = await repo.listTemplateItems(db, { templateIds: templates.map((t) => t.template.id) });
  return {
    product_attributes_templates: templates.map((t) => ({
      id: t.template.id,
      brand_id: t.template.brand_id,
      product_type_id: t.template.product_type_id,
      product_type: t.product_type,
      template_attributes: items
        .filter((i) => i.item.attribute_template_id === t.template.id)
        .map((i) => ({ id: i.item.attribute_title_id, name: i.name })),
    })),
  };
}

/** Creates or updates the brand's template for a product type (one per type). */
export async function saveTemplate(
  db: Db,
  actor: Actor,
  params: { brandId: number; templateId?: number; input: AttributeTemplateInput },
) {
  return db.transaction(async (tx) => {
    const brand = await brandOrThrow(tx, actor, params.brandId);
    const type = await lookupsRepo.findProductType(tx, {
      scope: actor.scope,
      id: params.input.product_type_id,
    });
    if (!type) throw fieldError(['product_type_id'], m.productTypeRequired);
    const titles = await repo.findAttributeTitlesByIds(tx, {
      scope: actor.scope,
      ids: params.input.template_attributes,
    });
    const known = new Set(titles.map((t) => t.id));
    const ids = params.input.template_attributes.filter((id) => known.has(id));
    const templateId = params.templateId ?? params.input.product_attribute_template_id;
    let template = templateId
      ? await repo.findTemplate(tx, { scope: actor.scope, id: templateId, brandId: brand.id })
      : null;
    if (templateId && !template) throw catalogueError('record_not_found');
    const clash = await repo.findTemplateFor(tx, { brandId: brand.id, productTypeId: type.id });
    if (clash && clash.id !== template?.id) {
      if (template)
        throw fieldError(['product_type_id'], 'This brand already has a template for that product type');
      template = clash;
    }
    if (!template)
      template = await repo.insertTemplate(tx, {
        teamId: brand.team_id,
        brandId: brand.id,
        productTypeId: type.id,
      });
    else if (template.product_type_id !== type.id)
      await repo.updateTemplateType(tx, { id: template.id, productTypeId: type.id });
    await repo.replaceTemplateItems(tx, { templateId: template.id, titleIds: ids });
    return { created: !templateId && !clash, ...(await listTemplates(tx, actor, brand.id)) };
  });
}

// ---------------------------------------------------------------- history

/** How history restores a product attribute. */
export const attributeHistory: Restorable = childRowHistory(repo.attributeRows, ATTRIBUTE_AUDIT_FIELDS, {
  insertValues: (values) => ({ attribute_title_id: Number(values.attribute_title_id) }),
  conflict: async (tx, productId, values) =>
    (await repo.findProductAttributeByTitle(tx, { productId, titleId: Number(values.attribute_title_id) }))
      ? 'The product has this attribute again; remove it before reverting'
      : null,
  after: (tx, productId) => repo.refreshAttributeCount(tx, { productId }),
});
