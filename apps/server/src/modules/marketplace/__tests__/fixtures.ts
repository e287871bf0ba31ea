import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';

/** The rows of a plain SQL query (drizzle's `execute` answers the driver's result, typed unknown here). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Catalogue data for the marketplace's tests, written with plain SQL (the catalogue's tables are its own): a
 * brand, products with prices and attributes.
 */
export async function makeBrand(db: Db, p: { teamId: number; name: string; slug: string }) {
  const res = await rowsOf<{ id: number }>(
    db,
    sql`insert into brands (team_id, name, slug) values (${p.teamId}, ${p.name}, ${p.slug}) returning id`,
  );
  return { id: res[0]!.id, slug: p.slug, name: p.name };
}

async function attributeTitle(db: Db, name: string) {
  const found = await rowsOf<{ id: number }>(
    db,
    sql`select id from attribute_titles where name = ${name} and team_id is null`,
  );
  if (found[0]) return found[0].id;
  const res = await rowsOf<{ id: number }>(
    db,
    sql`insert into attribute_titles (name, data_type) values (${name}, 'alphanumeric') returning id`,
  );
  return res[0]!.id;
}

export async function makeProduct(
  db: Db,
  p: {
    teamId: number;
    brand: { id: number; slug: string };
    sku: string;
    title?: string;
    priceCents?: number | null;
    attributes?: Record<string, string>;
  },
) {
  const slug = `${p.brand.slug}-${p.sku}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const res = await rowsOf<{ id: number }>(
    db,
    sql`
    insert into products (team_id, brand_id, slug, sku, title, price_cents, published)
    values (${p.teamId}, ${p.brand.id}, ${slug}, ${p.sku}, ${p.title ?? `Product ${p.sku}`},
      ${p.priceCents === undefined ? 1000 : p.priceCents}, true)
    returning id`,
  );
  const id = res[0]!.id;
  let seq = 0;
  for (const [name, value] of Object.entries(p.attributes ?? {})) {
    const titleId = await attributeTitle(db, name);
    await db.execute(sql`
      insert into product_attributes (product_id, attribute_title_id, value, sequence)
      values (${id}, ${titleId}, ${value}, ${seq++})`);
  }
  return { id, sku: p.sku, slug };
}
