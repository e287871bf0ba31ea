import type {
  CreateProductHsCodeInput,
  ProductHsCodesReply,
  UpdateProductHsCodeInput,
} from '@partsflow/contracts';
import { CATALOGUE_MESSAGES } from '@partsflow/contracts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { recordAudit, diffChanges, snapshotChanges, type Restorable } from '../../../platform/audit/index.ts';
import { productSubject } from '../history/history.repository.ts';
import { catalogueError, fieldError } from '../catalogue.errors.ts';
import { presentHsCode } from './customs.presenters.ts';
import { productOrThrow, withLockedProduct } from '../products/product-access.ts';
import * as lookupsRepo from '../lookups/lookups.repository.ts';
import * as repo from './customs.repository.ts';
import { childRowHistory } from '../products/product-rows.ts';
/** A product's customs codes (HS code per country of import). */

export const HS_CODE_AUDIT_FIELDS = ['country_code', 'harmonized_system_code_id'] as const;

async function hsCodesReply(db: DbOrTx, productId: number, message?: string): Promise<ProductHsCodesReply> {
  const rows = await repo.listProductHsCodes(db, { productId });
  return { ...(message ? { message } : {}), harmonized_system_codes: rows.map(presentHsCode) };
}

export async function listProductHsCodes(db: Db, actor: Actor, productId: number) {
  const product = await productOrThrow(db, actor, productId);
  return hsCodesReply(db, product.id);
}

const duplicateCountry = 'This product already has an HS code for that country';

export async function addProductHsCode(db: Db, actor: Actor, input: CreateProductHsCodeInput) {
  return withLockedProduct(db, actor, input.product_id, async (tx, product) => {
    if (!(await lookupsRepo.findHsCode(tx, { id: input.harmonized_system_code_id }))) {
      throw fieldError(['harmonized_system_code_id'], CATALOGUE_MESSAGES.customs.hsCodeRequired);
    }
    if (
      await repo.findProductHsCodeByCountry(tx, { productId: product.id, countryCode: input.country_code })
    ) {
      throw fieldError(['country_code'], duplicateCountry);
    }
    const row = await repo.insertProductHsCode(tx, {
      product_id: product.id,
      country_code: input.country_code,
      harmonized_system_code_id: input.harmonized_system_code_id,
    });
    await recordAudit(tx, {
      actor,
      teamId: product.team_id,
      subject: productSubject(product.id),
      type: 'ProductHsCode',
      id: row.id,
      action: 'create',
      changes: snapshotChanges(row, HS_CODE_AUDIT_FIELDS, 'create'),
    });
    return hsCodesReply(tx, product.id, 'HS code added');
  });
}

async function hsCodeOrThrow(db: DbOrTx, actor: Actor, id: number) {
  const found = await repo.findProductHsCode(db, { scope: actor.scope, id });
  if (!found) throw catalogueError('record_not_found');
  return found;
}

export async function updateProductHsCode(db: Db, actor: Actor, id: number, input: UpdateProductHsCodeInput) {
  const found = await hsCodeOrThrow(db, actor, id);
  return withLockedProduct(db, actor, found.product.id, async (tx, product) => {
    if (!(await lookupsRepo.findHsCode(tx, { id: input.harmonized_system_code_id }))) {
      throw fieldError(['harmonized_system_code_id'], CATALOGUE_MESSAGES.customs.hsCodeRequired);
    }
    const clash = await repo.findProductHsCodeByCountry(tx, {
      productId: product.id,
      countryCode: input.country_code,
    });
    if (clash && clash.id !== id) throw fieldError(['country_code'], duplicateCountry);
    const before = await repo.findProductHsCodeOfProduct(tx, { productId: product.id, id });
    if (!before) throw catalogueError('record_not_found');
    const after = await repo.updateProductHsCode(tx, {
      productId: product.id,
      id,
      values: {
        country_code: input.country_code,
        harmonized_system_code_id: input.harmonized_system_code_id,
      },
    });
    await recordAudit(tx, {
      actor,
      teamId: product.team_id,
      subject: productSubject(product.id),
      type: 'ProductHsCode',
      id,
      action: 'update',
      changes: diffChanges(before, after!, HS_CODE_AUDIT_FIELDS),
    });
    return hsCodesReply(tx, product.id, 'HS code updated');
  });
}

export async function removeProductHsCode(db: Db, actor: Actor, id: number) {
  const found = await hsCodeOrThrow(db, actor, id);
  return withLockedProduct(db, actor, found.product.id, async (tx, product) => {
    const removed = await repo.deleteProductHsCode(tx, { productId: product.id, id });
    // A simultaneous delete took it first: answer as a repeat would (404), with no second event or touch.
    if (!removed) throw catalogueError('record_not_found');
    await recordAudit(tx, {
      actor,
      teamId: product.team_id,
      subject: productSubject(product.id),
      type: 'ProductHsCode',
      id,
      action: 'destroy',
      changes: snapshotChanges(removed, HS_CODE_AUDIT_FIELDS, 'destroy'),
    });
    return hsCodesReply(tx, product.id, 'HS code removed');
  });
}

// ---------------------------------------------------------------- history

/** How history restores a product's HS code. */
export const hsCodeHistory: Restorable = childRowHistory(repo.hsCodeRows, HS_CODE_AUDIT_FIELDS, {
  insertValues: (values) => ({ harmonized_system_code_id: Number(values.harmonized_system_code_id) }),
  conflict: async (tx, productId, values) =>
    (await repo.findProductHsCodeByCountry(tx, {
      productId,
      countryCode: (values.country_code as string | null) ?? null,
    }))
      ? 'The product has an HS code for that country again; remove it before reverting'
      : null,
});
