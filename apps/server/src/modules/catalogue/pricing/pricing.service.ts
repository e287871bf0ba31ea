import type { ProductPriceInput } from '@partsflow/contracts';
import type { Db } from '../../../platform/db/client.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { recordAudit, diffChanges, snapshotChanges, type Restorable } from '../../../platform/audit/index.ts';
import { productSubject } from '../history/history.repository.ts';
import type { productPrices } from '../catalogue.tables.ts';
import { presentPrice } from './pricing.presenters.ts';
import { productOrThrow, withLockedProduct } from '../products/product-access.ts';
import * as productsRepo from '../products/products.repository.ts';
import * as repo from './pricing.repository.ts';
import type { RowValues } from '../products/product-rows.ts';
/** A product's pricing: RRP, cost and channel prices (the Pricing tab). */

export const PRICE_AUDIT_FIELDS = [
  'price_cents',
  'cost_price_cents',
  'currency',
  'storefront_price_cents',
  'amazon_price_cents',
  'ebay_price_cents',
  'google_price_cents',
] as const;

export async function getProductPrice(db: Db, actor: Actor, productId: number) {
  const product = await productOrThrow(db, actor, productId);
  return { product_price: presentPrice(await repo.findProductPrice(db, { productId: product.id }), product) };
}

/** Channel prices are kept only when greater than 0; the price is the product's RRP too. */
export async function putProductPrice(db: Db, actor: Actor, productId: number, input: ProductPriceInput) {
  return withLockedProduct(db, actor, productId, async (tx, product) => {
    const before = await repo.findProductPrice(tx, { productId: product.id });
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
    const after = await repo.upsertProductPrice(tx, { productId: product.id, values });
    if (input.price_cents !== undefined && input.price_cents !== product.price_cents) {
      await productsRepo.updateProduct(tx, {
        scope: actor.scope,
        id: product.id,
        values: { price_cents: input.price_cents },
      });
    }
    await recordAudit(tx, {
      actor,
      teamId: product.team_id,
      subject: productSubject(product.id),
      type: 'ProductPrice',
      id: after.id,
      action: before ? 'update' : 'create',
      changes: before
        ? diffChanges(before, after, PRICE_AUDIT_FIELDS)
        : snapshotChanges(after, PRICE_AUDIT_FIELDS, 'create'),
      comment: input.comment,
    });
    const fresh = await productsRepo.findProductById(tx, { scope: actor.scope, id: product.id });
    return { product_price: presentPrice(after, fresh!) };
  });
}

// ---------------------------------------------------------------- history

/** How history restores a product's pricing row (one per product; the RRP follows it). */
export const priceHistory: Restorable = {
  fields: PRICE_AUDIT_FIELDS,
  find: (tx, productId, id) =>
    repo.findProductPrice(tx, { productId }).then((r) => (r && r.id === id ? r : null)),
  update: (tx, productId, _id, values) =>
    repo.upsertProductPrice(tx, { productId, values: values as RowValues<typeof productPrices> }),
  remove: async (tx, productId, id) => {
    const row = await repo.findProductPrice(tx, { productId });
    if (!row || row.id !== id) return null;
    await repo.deleteProductPrice(tx, { productId });
    return row;
  },
  insert: (tx, productId, values) =>
    repo.upsertProductPrice(tx, { productId, values: values as RowValues<typeof productPrices> }),
  conflict: async (tx, productId) =>
    (await repo.findProductPrice(tx, { productId })) ? 'The product has pricing again' : null,
  after: async (tx, productId, values) => {
    if ('price_cents' in values) {
      // Keep the product's RRP in step, as a pricing save does.
      await repo.setProductPriceCents(tx, {
        productId,
        priceCents: (values.price_cents as number | null) ?? null,
      });
    }
  },
};
