import { mediaFileUrl } from '../media/media.presenters.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { catalogueError } from '../catalogue.errors.ts';
import { productBySlugOrThrow, productOrThrow } from './product-access.ts';
import * as repo from './product-sources.repository.ts';
import { listAlternateSkus } from './products.repository.ts';

/** A product as other modules build from it (a marketplace listing's variant). */
export interface SourceProduct {
  id: number;
  team_id: number;
  brand_id: number;
  brand: string;
  brand_slug: string;
  sku: string;
  title: string;
  description: string;
  published: boolean;
  price_cents: number | null;
  cost_cents: number | null;
  product_type: string | null;
  attributes: { name: string; value: string | null }[];
  images: string[];
  documents: string[];
  alternate_skus: string[];
}

/** The products by id with their attributes (in the editor's order) and media, in the order asked. */
export async function sourceProducts(db: DbOrTx, productIds: number[]): Promise<SourceProduct[]> {
  const ids = [...new Set(productIds)];
  // One after another: `db` may be a transaction, which is one connection.
  const rows = await repo.listSourceProducts(db, { productIds: ids });
  const attrs = await repo.listSourceAttributes(db, { productIds: ids });
  const media = await repo.listSourceMedia(db, { productIds: ids });
  const alternates = await listAlternateSkus(db, { productIds: ids });
  const byId = new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        team_id: r.team_id,
        brand_id: r.brand_id,
        brand: r.brand_name,
        brand_slug: r.brand_slug,
        sku: r.sku,
        title: r.title,
        description: r.description,
        published: r.published,
        price_cents: r.price_cents,
        cost_cents: r.cost_price_cents,
        product_type: r.product_type,
        attributes: [],
        images: [],
        documents: [],
        alternate_skus: alternates.get(r.id) ?? [],
      } as SourceProduct,
    ]),
  );
  for (const a of attrs) byId.get(a.product_id)?.attributes.push({ name: a.name, value: a.value });
  for (const m of media) {
    const p = byId.get(m.product_id);
    if (!p) continue;
    (m.media_type === 'image' ? p.images : p.documents).push(mediaFileUrl(m.id));
  }
  return productIds.map((id) => byId.get(id)).filter((p): p is SourceProduct => !!p);
}

/** The brand of /b/{slug}/... in the caller's scope (staff: any team's), or 404. */
export async function brandInScope(db: DbOrTx, actor: Actor, slug: string) {
  const brand = await repo.findBrandOfTeamBySlug(db, {
    slug,
    teamId: actor.scope.staff ? null : actor.scope.teamId,
  });
  if (!brand) throw catalogueError('brand_not_found');
  return brand;
}

/** The listing builder's product search: the brand's products whose SKU starts with the text. */
export async function searchBrandProductsBySku(db: DbOrTx, brandId: number, query: string, limit = 20) {
  if (!query) return [];
  return repo.searchBrandProductsBySku(db, { brandId, query, limit });
}

/**
 * A product issue reported by another team (the marketplace's Report Issue): the same record the brand sees in
 * the product's issues drawer.
 */
export async function reportProductIssueFrom(
  db: DbOrTx,
  params: { productId: number; issue: string; reportingTeamId: number; reporterEmail: string | null },
) {
  const [product] = await repo.listSourceProducts(db, { productIds: [params.productId] });
  if (!product) throw catalogueError('product_not_found');
  return repo.insertIssue(db, {
    product_id: product.id,
    team_id: product.team_id,
    issue: params.issue,
    reporting_team_id: params.reportingTeamId,
    reporting_user_email: params.reporterEmail,
  });
}

/** The product of /b/{brandSlug}/products/{slugOrId} in the caller's scope, or 404. */
export async function productRefInScope(
  db: DbOrTx,
  actor: Actor,
  params: { brandSlug: string; product: string },
): Promise<{ id: number; team_id: number; brand_id: number; title: string; listing_id: number | null }> {
  const p = /^\d+$/.test(params.product)
    ? await productOrThrow(db, actor, Number(params.product))
    : await productBySlugOrThrow(db, actor, { brandSlug: params.brandSlug, slug: params.product });
  return { id: p.id, team_id: p.team_id, brand_id: p.brand_id, title: p.title, listing_id: p.listing_id };
}
