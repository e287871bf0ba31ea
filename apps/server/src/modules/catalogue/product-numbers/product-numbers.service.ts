import {
  CATALOGUE_MESSAGES,
  type CreateProductNumberInput,
  type DeleteProductNumberInput,
  type ProductNumbers,
  type UpdateProductNumberInput,
} from '@partsflow/contracts';
import { checkGtin } from '@partsflow/contracts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { catalogueError, fieldError } from '../catalogue.errors.ts';
import { diffChanges, recordAudit, snapshotChanges } from '../../../platform/audit/index.ts';
import { productSubject } from '../history/history.repository.ts';
import { productOrThrow, withLockedProduct } from '../products/product-access.ts';
import * as repo from './product-numbers.repository.ts';
import type { Restorable } from '../../../platform/audit/index.ts';
import * as fitment from '../../fitment/index.ts';
import { childRowHistory } from '../products/product-rows.ts';
export const PRODUCT_NUMBER_AUDIT_FIELDS = [
  'number_type',
  'value',
  'gtin_type',
  'description',
  'active',
  'vehicle_make_ids',
] as const;
const m = CATALOGUE_MESSAGES.productNumbers;

// ---------------------------------------------------------------- product numbers

export async function presentProductNumbers(db: DbOrTx, productId: number): Promise<ProductNumbers> {
  const rows = await repo.listProductNumbers(db, { productId });
  const makeIds = [...new Set(rows.flatMap((r) => r.vehicle_make_ids))];
  const makes = new Map((await fitment.listVehicleMakes(db, { ids: makeIds })).map((mk) => [mk.id, mk]));
  return {
    gtin: rows
      .filter((r) => r.number_type === 'gtin')
      .map((r) => ({
        id: r.id,
        value: r.value,
        gtin_type: r.gtin_type,
        description: r.description,
        active: r.active,
      })),
    oem: rows
      .filter((r) => r.number_type === 'oem')
      .map((r) => ({
        id: r.id,
        reference_number: r.value,
        vehicle_makes: r.vehicle_make_ids.map((id) => makes.get(id)).filter((x) => x !== undefined),
      })),
    alternate: rows.filter((r) => r.number_type === 'alternate').map((r) => ({ id: r.id, sku: r.value })),
    product_numbers_count: rows.length,
  };
}

export async function listProductNumbers(db: Db, actor: Actor, productId: number) {
  const product = await productOrThrow(db, actor, productId);
  return presentProductNumbers(db, product.id);
}

export async function addProductNumber(
  db: Db,
  actor: Actor,
  productId: number,
  input: CreateProductNumberInput,
) {
  return withLockedProduct(db, actor, productId, async (tx, product) => {
    if (
      await repo.findProductNumberByValue(tx, { productId: product.id, type: input.type, value: input.value })
    ) {
      throw fieldError(['value'], m.duplicate);
    }
    let vehicleMakeIds: number[] = [];
    if (input.type === 'oem' && input.vehicle_make_ids?.length) {
      const makes = await fitment.listVehicleMakes(tx, { ids: input.vehicle_make_ids });
      if (makes.length !== new Set(input.vehicle_make_ids).size)
        throw fieldError(['vehicle_make_ids'], m.vehicleMakes);
      vehicleMakeIds = [...new Set(input.vehicle_make_ids)];
    }
    const gtin = input.type === 'gtin' ? checkGtin(input.value) : null;
    const row = await repo.insertProductNumber(tx, {
      product_id: product.id,
      number_type: input.type,
      value: input.value,
      gtin_type: gtin?.ok ? gtin.gtin_type : null,
      description: input.description ?? null,
      active: input.active ?? true,
      vehicle_make_ids: vehicleMakeIds,
    });
    await recordAudit(tx, {
      actor,
      teamId: product.team_id,
      subject: productSubject(product.id),
      type: 'ProductNumber',
      id: row.id,
      action: 'create',
      changes: snapshotChanges(row, PRODUCT_NUMBER_AUDIT_FIELDS, 'create'),
    });
    return { error: false as const, messages: [], ...(await presentProductNumbers(tx, product.id)) };
  });
}

/** Toggles a GTIN active/inactive (or edits its description). */
export async function updateProductNumber(
  db: Db,
  actor: Actor,
  params: { productId: number; id: number; input: UpdateProductNumberInput },
) {
  return withLockedProduct(db, actor, params.productId, async (tx, product) => {
    const before = await repo.findProductNumber(tx, { productId: product.id, id: params.id });
    if (!before) throw catalogueError('record_not_found');
    const values = {
      ...(params.input.active !== undefined ? { active: params.input.active } : {}),
      ...(params.input.description !== undefined ? { description: params.input.description } : {}),
    };
    const after = await repo.updateProductNumber(tx, { productId: product.id, id: params.id, values });
    await recordAudit(tx, {
      actor,
      teamId: product.team_id,
      subject: productSubject(product.id),
      type: 'ProductNumber',
      id: params.id,
      action: 'update',
      changes: diffChanges(before, after!, Object.keys(values)),
    });
    return { error: false as const, messages: [], ...(await presentProductNumbers(tx, product.id)) };
  });
}

export async function removeProductNumber(
  db: Db,
  actor: Actor,
  productId: number,
  input: DeleteProductNumberInput,
) {
  return withLockedProduct(db, actor, productId, async (tx, product) => {
    const existing = await repo.findProductNumber(tx, { productId: product.id, id: input.product_number_id });
    if (!existing || existing.number_type !== input.type) throw catalogueError('record_not_found');
    const removed = await repo.deleteProductNumber(tx, { productId: product.id, id: existing.id });
    if (removed) {
      await recordAudit(tx, {
        actor,
        teamId: product.team_id,
        subject: productSubject(product.id),
        type: 'ProductNumber',
        id: removed.id,
        action: 'destroy',
        changes: snapshotChanges(removed, PRODUCT_NUMBER_AUDIT_FIELDS, 'destroy'),
      });
    }
    return { error: false as const, messages: [], ...(await presentProductNumbers(tx, product.id)) };
  });
}

// ---------------------------------------------------------------- history

/** How history restores a product number. */
export const productNumberHistory: Restorable = childRowHistory(
  repo.numberRows,
  PRODUCT_NUMBER_AUDIT_FIELDS,
  {
    insertValues: (values) => ({
      number_type: values.number_type as 'gtin' | 'oem' | 'alternate',
      value: String(values.value),
    }),
  },
);

/** Each product's default GTIN (the first active one), for other modules (Amazon listings need one). */
export async function defaultGtinsOf(db: DbOrTx, productIds: number[]): Promise<Map<number, string>> {
  const rows = await repo.listDefaultGtins(db, { productIds: [...new Set(productIds)] });
  return new Map(rows.map((r) => [r.product_id, r.value]));
}
