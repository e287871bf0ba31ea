import type { Db } from '../../../platform/db/client.ts';
import { brands, productNumbers, products, subBrands } from '../catalogue.tables.ts';

/** Test data: a brand with a sub-brand in a team, and products in it (inserted directly). */
export async function makeBrand(db: Db, params: { teamId: number; name: string; slug: string }) {
  const [brand] = await db
    .insert(brands)
    .values({ team_id: params.teamId, name: params.name, slug: params.slug })
    .returning();
  const [sub] = await db
    .insert(subBrands)
    .values({ brand_id: brand!.id, name: `${params.name} Pro` })
    .returning();
  const [sub2] = await db
    .insert(subBrands)
    .values({ brand_id: brand!.id, name: `${params.name} Value` })
    .returning();
  return { brand: brand!, subBrand: sub!, subBrand2: sub2! };
}

export async function makeProduct(
  db: Db,
  params: {
    teamId: number;
    brand: { id: number; slug: string };
    subBrandId: number;
    sku: string;
    title?: string;
    values?: Partial<typeof products.$inferInsert>;
    alternates?: string[];
  },
) {
  const [row] = await db
    .insert(products)
    .values({
      team_id: params.teamId,
      brand_id: params.brand.id,
      sub_brand_id: params.subBrandId,
      sku: params.sku,
      title: params.title ?? `Product ${params.sku}`,
      slug: `${params.brand.slug}-${params.sku}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      ...params.values,
    })
    .returning();
  for (const value of params.alternates ?? []) {
    await db.insert(productNumbers).values({ product_id: row!.id, number_type: 'alternate', value });
  }
  return row!;
}
