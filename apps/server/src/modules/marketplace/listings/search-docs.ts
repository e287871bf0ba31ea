import type { Tx } from '../../../platform/db/client.ts';
import { sourceProducts } from '../../catalogue/index.ts';
import { stockedProducts } from '../../distribution/index.ts';
import * as repo from './listings.repository.ts';
import { searchDocs } from '../marketplace.tables.ts';

/**
 * Rebuilds the Source Products search documents of these listings: published listings get one (visible or not:
 * the brand's own hidden listings are searchable by the brand), others lose theirs.
 */
export async function refreshSearchDocs(tx: Tx, listingIds: number[]) {
  const rows = await repo.findListingsByIds(tx, { ids: [...new Set(listingIds)] });
  const gone = listingIds.filter((id) => !rows.some((r) => r.id === id && r.state === 'published'));
  if (gone.length) await repo.deleteSearchDocs(tx, { ids: gone });
  for (const row of rows.filter((r) => r.state === 'published')) {
    const links = await repo.listProductsOfListings(tx, { listingIds: [row.id] });
    const products = await sourceProducts(
      tx,
      links.map((l) => l.product_id),
    );
    if (!products.length) {
      await repo.deleteSearchDocs(tx, { ids: [row.id] });
      continue;
    }
    const stocked = await stockedProducts(tx, products);
    const prices = products.map((p) => p.price_cents).filter((p): p is number => p !== null);
    const costs = products.map((p) => p.cost_cents).filter((p): p is number => p !== null);
    const codes = products.flatMap((p) => [p.sku, ...p.alternate_skus]);
    const words = [
      products[0]!.brand,
      ...codes,
      ...products.flatMap((p) => p.attributes.map((a) => a.value ?? '')),
      products[0]!.product_type ?? '',
    ].join(' ');
    const imports = await repo.countStoreProductsOfListing(tx, { listingId: row.id });
    const values = {
      id: row.id,
      team_id: row.team_id,
      brand_id: row.brand_id,
      brand: products[0]!.brand,
      product_type: products[0]!.product_type,
      title: row.title,
      sku: products[0]!.sku,
      codes: codes.join(' '),
      image: products.find((p) => p.images.length)?.images[0] ?? null,
      price_cents: prices.length ? Math.min(...prices) : null,
      cost_cents: costs.length ? Math.min(...costs) : prices.length ? Math.min(...prices) : null,
      variants: products.map((p) => ({
        sku: p.sku,
        title: p.title,
        price: p.price_cents === null ? null : p.price_cents / 100,
      })),
      has_distribution: stocked.size > 0,
      valid: row.validations.length === 0,
      visible: row.visible_on_marketplace,
      imports_count: imports,
      search_text: words,
      created_at: row.created_at,
    };
    await tx
      .insert(searchDocs)
      .values(values)
      .onConflictDoUpdate({ target: searchDocs.id, set: { ...values, id: undefined } });
  }
}
