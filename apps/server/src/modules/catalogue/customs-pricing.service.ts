import type {
  CreateProductHsCodeInput,
  ProductHsCodesReply,
  ProductPriceInput,
  UpdateProductHsCodeInput,
} from '@partsflow/contracts';
import { CATALOGUE_MESSAGES } from '@partsflow/contracts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import type { Actor } from './catalogue.scope.ts';
import { catalogueError, fieldError } from './catalogue.errors.ts';
import * as data from './product-data.repository.ts';
import * as lookups from './lookups.repository.ts';
import * as repo from './products.repository.ts';
import { diffChanges, recordAudit, snapshotChanges } from './audit-trail.ts';
import { presentHsCode, presentPrice } from './catalogue.presenters.ts';
import { productOrThrow, withLockedProduct } from './product-access.ts';

export const HS_CODE_AUDIT_FIELDS = ['country_code', 'harmonized_system_code_id'] as const;
export const PRICE_AUDIT_FIELDS = [
  'price_cents',
  'cost_price_cents',
  'currency',
  'storefront_price_cents',
  'amazon_price_cents',
  'ebay_price_cents',
  'google_price_cents',
] as const;

// ---------------------------------------------------------------- customs

async function hsCodesReply(db: DbOrTx, productId: number, message?: string): Promise<ProductHsCodesReply> {
  const rows = await data.listProductHsCodes(db, { productId });
  return { ...(message ? { message } : {}), harmonized_system_codes: rows.map(presentHsCode) };
}

export async function listProductHsCodes(db: Db, actor: Actor, productId: number) {
  const product = await productOrThrow(db, actor, productId);
  return hsCodesReply(db, product.id);
}

const duplicateCountry = 'This product already has an HS code for that country';

export async function addProductHsCode(db: Db, actor: Actor, input: CreateProductHsCodeInput) {
  return withLockedProduct(db, actor, input.product_id, async (tx, product) => {
    if (!(await lookups.findHsCode(tx, { id: input.harmonized_system_code_id }))) {
      throw fieldError(['harmonized_system_code_id'], CATALOGUE_MESSAGES.customs.hsCodeRequired);
    }
    if (
      await data.findProductHsCodeByCountry(tx, { productId: product.id, countryCode: input.country_code })
    ) {
      throw fieldError(['country_code'], duplicateCountry);
    }
    const row = await data.insertProductHsCode(tx, {
      product_id: product.id,
      country_code: input.country_code,
      harmonized_system_code_id: input.harmonized_system_code_id,
    });
    await recordAudit(tx, {
      actor,
      teamId: product.team_id,
      productId: product.id,
      type: 'ProductHsCode',
      id: row.id,
      action: 'create',
      changes: snapshotChanges(row, HS_CODE_AUDIT_FIELDS, 'create'),
    });
    return hsCodesReply(tx, product.id, 'HS code added');
  });
}

async function hsCodeOrThrow(db: DbOrTx, actor: Actor, id: number) {
  const found = await data.findProductHsCode(db, { scope: actor.scope, id });
  if (!found) throw catalogueError('record_not_found');
  return found;
}

export async function updateProductHsCode(db: Db, actor: Actor, id: number, input: UpdateProductHsCodeInput) {
  const found = await hsCodeOrThrow(db, actor, id);
  return withLockedProduct(db, actor, found.product.id, async (tx, product) => {
    if (!(await lookups.findHsCode(tx, { id: input.harmonized_system_code_id }))) {
      throw fieldError(['harmonized_system_code_id'], CATALOGUE_MESSAGES.customs.hsCodeRequired);
    }
    const clash = await data.findProductHsCodeByCountry(tx, {
      productId: product.id,
      countryCode: input.country_code,
    });
    if (clash && clash.id !== id) throw fieldError(['country_code'], duplicateCountry);
    const before = await data.findProductHsCodeOfProduct(tx, { productId: product.id, id });
    if (!before) throw catalogueError('record_not_found');
    const after = await data.updateProductHsCode(tx, {
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
      productId: product.id,
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
    const removed = await data.deleteProductHsCode(tx, { productId: product.id, id });
    if (removed) {
      await recordAudit(tx, {
        actor,
        teamId: product.team_id,
        productId: product.id,
        type: 'ProductHsCode',
        id,
        action: 'destroy',
        changes: snapshotChanges(removed, HS_CODE_AUDIT_FIELDS, 'destroy'),
      });
    }
    return hsCodesReply(tx, product.id, 'HS code removed');
  });
}

// ---------------------------------------------------------------- pricing

export async function getProductPrice(db: Db, actor: Actor, productId: number) {
  const product = await productOrThrow(db, actor, productId);
  return { product_price: presentPrice(await data.findProductPrice(db, { productId: product.id }), product) };
}

/** Channel prices are kept only when greater than 0; the price is the product's RRP too. */
export async function putProductPrice(db: Db, actor: Actor, productId: number, input: ProductPriceInput) {
  return withLockedProduct(db, actor, productId, async (tx, product) => {
    const before = await data.findProductPrice(tx, { productId: product.id });
    const channel = (v: number | null | undefined) => (v === undefined ? undefined : v && v > 0 ? v : null);
    const values = Object.fromEntries(
      Object.entries({
        price_cents: input.price_cents,
        cost_price_cents: input.cost_price_cents,
        currency: input.currency,
        storefront_price_cents: channel(input.storefront_price_cents),
        amazon_price_cents: channel(input.amazon_price_cents),
        ebay_price_cents: channel(input.ebay_price_cents),
        google_price_cents: channel(input.google_price_cents),
      }).filter(([, v]) => v !== undefined),
    );
    if (!before && values.price_cents === undefined) values.price_cents = product.price_cents;
    const after = await data.upsertProductPrice(tx, { productId: product.id, values });
    if (input.price_cents !== undefined && input.price_cents !== product.price_cents) {
      await repo.updateProduct(tx, {
        scope: actor.scope,
        id: product.id,
        values: { price_cents: input.price_cents },
      });
    }
    await recordAudit(tx, {
      actor,
      teamId: product.team_id,
      productId: product.id,
      type: 'ProductPrice',
      id: after.id,
      action: before ? 'update' : 'create',
      changes: before
        ? diffChanges(before, after, PRICE_AUDIT_FIELDS)
        : snapshotChanges(after, PRICE_AUDIT_FIELDS, 'create'),
      comment: input.comment,
    });
    const fresh = await repo.findProductById(tx, { scope: actor.scope, id: product.id });
    return { product_price: presentPrice(after, fresh!) };
  });
}
