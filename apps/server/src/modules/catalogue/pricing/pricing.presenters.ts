import { marginPercent, markupPercent, roundTo, type ProductPrice } from '@partsflow/contracts';
import { iso } from '../../../platform/http/presenters.ts';
import type { productPrices, products } from '../catalogue.tables.ts';

type ProductRow = typeof products.$inferSelect;

export function presentPrice(
  row: typeof productPrices.$inferSelect | null,
  product: ProductRow,
): ProductPrice {
  const price = row?.price_cents ?? product.price_cents ?? null;
  const cost = row?.cost_price_cents ?? null;
  const margin = price !== null && cost !== null ? marginPercent(price, cost) : null;
  const markup = price !== null && cost !== null ? markupPercent(price, cost) : null;
  return {
    id: row?.id ?? null,
    price_cents: price,
    cost_price_cents: cost,
    currency: row?.currency ?? product.currency,
    storefront_price_cents: row?.storefront_price_cents ?? null,
    amazon_price_cents: row?.amazon_price_cents ?? null,
    ebay_price_cents: row?.ebay_price_cents ?? null,
    google_price_cents: row?.google_price_cents ?? null,
    synced_at: iso(row?.synced_at ?? null),
    margin: margin === null ? null : roundTo(margin, 2),
    markup: markup === null ? null : roundTo(markup, 2),
  };
}
