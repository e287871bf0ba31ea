import { productEditUrl, type ProductListRow } from '@partsflow/contracts';
import { iso } from '../../../platform/http/presenters.ts';
import type { products } from '../catalogue.tables.ts';

type ProductRow = typeof products.$inferSelect;

/** Presenters map rows to the contracts' wire shapes; no table row leaves the module as it is. */

export function presentProductRow(
  r: {
    product: ProductRow;
    brand: { slug: string; name: string };
    sub_brand: string | null;
    product_type: string | null;
  },
  imageUrl: string | null = null,
): ProductListRow {
  const p = r.product;
  return {
    image_url: imageUrl,
    id: p.id,
    slug: p.slug,
    sku: p.sku,
    title: p.title,
    brand: r.brand,
    sub_brand: r.sub_brand,
    product_type: r.product_type,
    record_type: p.record_type,
    price: p.price_cents,
    published: p.published,
    purchaseable: p.purchaseable,
    has_listing: p.listing_id !== null,
    listing_status: p.listing_status,
    has_attributes: p.attribute_count > 0,
    has_vehicles: p.vehicle_count > 0,
    has_media: p.media_count > 0,
    updated_at: iso(p.updated_at)!,
    url: productEditUrl(p.slug),
  };
}
