import { and, asc, eq } from 'drizzle-orm';
import { recordAudit, snapshotChanges } from '../../../platform/audit/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { brands, products } from '../catalogue.tables.ts';
import { productSubject } from '../history/history.repository.ts';
import * as repo from './products.repository.ts';
import { PRODUCT_AUDIT_FIELDS, slugBase } from './products.service.ts';

/** A product a merchant sends from its store to its own catalogue (My Products, Send to PIM). */
export interface PimIntakeProduct {
  sku: string;
  title: string;
  description: string;
  price_cents: number | null;
}

function slugOf(name: string) {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'brand'
  );
}

/**
 * Send to PIM: the merchant team's own products land in its own brand, made on first use (named after the team,
 * kept off the marketplace). A SKU the brand has already is reused, so a retried job makes nothing twice.
 * Answers the catalogue product ids in the order given. Each product it makes gets its 'create' history entry
 * (the actor and `comment` say who sent it and from where) in the same transaction; a reused one gets none.
 */
export async function intakeMerchantProducts(
  db: Db,
  params: {
    teamId: number;
    teamName: string;
    items: PimIntakeProduct[];
    actor: Actor;
    comment: string;
  },
): Promise<{ brand_id: number; product_ids: number[] }> {
  return db.transaction(async (tx) => {
    let [brand] = await tx
      .select({ id: brands.id, slug: brands.slug })
      .from(brands)
      .where(eq(brands.team_id, params.teamId))
      .orderBy(asc(brands.id))
      .limit(1);
    if (!brand) {
      const slug = `${slugOf(params.teamName)}-${params.teamId}`;
      [brand] = await tx
        .insert(brands)
        .values({ team_id: params.teamId, name: params.teamName, slug, marketplace: false })
        .onConflictDoNothing()
        .returning({ id: brands.id, slug: brands.slug });
      if (!brand)
        [brand] = await tx
          .select({ id: brands.id, slug: brands.slug })
          .from(brands)
          .where(eq(brands.slug, slug));
    }
    const ids: number[] = [];
    for (const item of params.items) {
      const [found] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.brand_id, brand!.id), eq(products.sku, item.sku)));
      if (found) {
        ids.push(found.id);
        continue;
      }
      const base = slugBase(brand!.slug, item.sku);
      const taken = await repo.listSlugsLike(tx, { base });
      let slug = base;
      for (let i = 2; taken.has(slug); i++) slug = `${base}-${i}`;
      const row = await repo.insertProduct(tx, {
        team_id: params.teamId,
        brand_id: brand!.id,
        sku: item.sku,
        slug,
        title: item.title,
        description: item.description,
        price_cents: item.price_cents,
      });
      await recordAudit(tx, {
        actor: params.actor,
        teamId: params.teamId,
        subject: productSubject(row.id),
        type: 'Product',
        id: row.id,
        action: 'create',
        changes: snapshotChanges(row, PRODUCT_AUDIT_FIELDS, 'create'),
        comment: params.comment,
      });
      ids.push(row.id);
    }
    return { brand_id: brand!.id, product_ids: ids };
  });
}
