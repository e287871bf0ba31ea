import { sql, type SQL } from 'drizzle-orm';
import { seedDemoPlatform } from '../../src/demo/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/**
 * The harness's world: the whole app on a fresh database with the demo teams, users and a small generated
 * platform (every kind of record, a few of each), so tests address real records of real teams.
 */
/** The embedded database runs the same work about three times slower: set-up and long tests get that much longer. */
export const SLOWDOWN = process.env.TEST_DATABASE === 'pglite' ? 3 : 1;

export async function createWorld(products = 24): Promise<TestApp> {
  return createTestApp({
    seed: async (ctx, teams) => {
      await seedDemoPlatform(ctx.database, teams, { products, vehicles: 20 });
    },
  });
}

/** Rows of a raw query (the same on PGlite and PostgreSQL). */
export async function rows<T>(t: TestApp, query: SQL): Promise<T[]> {
  const res = (await t.ctx.database.db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

export async function count(t: TestApp, query: SQL): Promise<number> {
  const [row] = await rows<{ n: number | string }>(t, query);
  return Number(row?.n ?? 0);
}

/** A product of a team, with its brand (the catalogue's path parameters). */
export async function productOf(t: TestApp, teamId: number) {
  const [p] = await rows<{
    id: number;
    slug: string;
    brand_slug: string;
    brand_id: number;
    sub_brand_id: number;
  }>(
    t,
    sql`select p.id, p.slug, b.slug as brand_slug, p.brand_id, p.sub_brand_id
        from products p join brands b on b.id = p.brand_id where p.team_id = ${teamId} order by p.id limit 1`,
  );
  if (!p) throw new Error(`no demo product for team ${teamId}`);
  return p;
}

/** The small demo may have no open product issue; the harness needs one of the owning brand team. */
export async function addProductIssue(t: TestApp): Promise<void> {
  await t.ctx.database.db.execute(
    sql`insert into product_issues (product_id, team_id, issue)
        select id, team_id, 'Harness issue' from products where team_id = ${t.teams.brands[0]!} order by id limit 1`,
  );
}
