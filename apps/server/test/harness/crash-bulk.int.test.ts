import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCrashWorld, type CrashWorld } from './crash-world.ts';
import { waitFor, type Session } from './server-process.ts';

/**
 * Issue 8, item 7, for the second kind of long job: a catalogue bulk action (decision 0241). The brand's
 * PRODUCTS unpublished products are published by one bulk job over "every row matching Unpublished", worked in
 * chunks of 5,000, each chunk one transaction with its history entries and the job's cursor. The server process is
 * killed (SIGKILL) once at least one chunk is done and before the last; after a restart the job resumes from its
 * cursor and finishes: every product published once, one history entry per product in the change set, the job
 * completed. Asking again answers the "Select at least one product" refusal and changes nothing.
 */

/**
 * On PGlite (one connection) each query of a status poll waits behind a whole chunk's transaction, so a poll spans
 * several chunks: more products keep the kill part-way.
 */
let PRODUCTS = 40_000;

let world: CrashWorld;
let teamId: number;

interface Job {
  job_id: string;
  change_set_id: number;
  status: string;
  total: number;
  done: number;
  changed: number;
}

async function jobState(s: Session, id: string): Promise<Job> {
  const res = await world.api(s, 'GET', `/api/catalogue/products/bulk-jobs/${id}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as unknown as Job;
}

/** The crash brand's products: how many are published, and the history entries of the change set per product. */
async function stateOf(changeSetId: number) {
  const [row] = await world.query<{ published: number; audits: number; audited: number }>(sql`
    select (select count(*)::int from products p join brands b on b.id = p.brand_id
             where b.team_id = ${teamId} and b.slug = 'crash-brakes' and p.published) as published,
           (select count(*)::int from audits where change_set_id = ${changeSetId}) as audits,
           (select count(distinct auditable_id)::int from audits where change_set_id = ${changeSetId}) as audited`);
  return row!;
}

beforeAll(async () => {
  world = await openCrashWorld(async (db, teams, kind) => {
    teamId = teams.brands[0]!;
    if (kind === 'PGlite') PRODUCTS = 120_000;
    // The demo brand's own unpublished products take part too (the filter matches them); publish them first so
    // the job's selection is exactly the crash brand's products.
    await db.execute(sql`update products set published = true where team_id = ${teamId}`);
    await db.execute(sql`
      with b as (insert into brands (team_id, name, slug) values (${teamId}, 'Crash Brakes', 'crash-brakes')
                 returning id)
      insert into products (team_id, brand_id, sku, title, slug, published)
      select ${teamId}, b.id, 'CRB-' || g, 'Crash product ' || g, 'crash-brakes-crb-' || g, false
      from b, generate_series(1, ${PRODUCTS}) g`);
    await db.execute(sql`analyze products`);
  });
}, 600_000);

afterAll(async () => {
  await world?.close();
});

describe('a SIGKILL of the server in the middle of a bulk action (issue 8, item 7)', () => {
  it('resumes from the last finished chunk after a restart: every product once, one entry each', async () => {
    await world.start();
    const brand = await world.signIn('brand@demo.test');
    const startedRes = await world.api(brand, 'POST', '/api/catalogue/products/bulk-publish', {
      all_matching: true,
      filters: { published: false },
    });
    expect(startedRes.status, JSON.stringify(startedRes.json)).toBe(200);
    const started = startedRes.json.job as Job;
    expect(started.total).toBe(PRODUCTS);

    // Part-way: at least one chunk done, not all of them.
    const seen = await waitFor(
      async () => {
        const j = await jobState(brand, started.job_id);
        if (j.status !== 'running')
          throw new Error(`the job ended before the kill (${j.status}): make PRODUCTS larger`);
        return j.done > 0 ? j : null;
      },
      120_000,
      'the bulk job to finish its first chunk',
    );
    await world.stop('SIGKILL');
    console.log(`crash test: SIGKILL with ${seen.done} of ${PRODUCTS} products done (${world.kind})`);

    // What the dead process left: whole chunks only, each with its history, the job still running.
    const [left] = await world.query<{ status: string; done: number; changed: number }>(
      sql`select status, done, changed from catalogue_bulk_jobs where id = ${started.job_id}`,
    );
    expect(left!.status).toBe('running');
    expect(left!.done).toBeGreaterThanOrEqual(seen.done);
    expect(left!.done).toBeLessThan(PRODUCTS);
    expect(left!.done % 5000).toBe(0);
    const before = await stateOf(started.change_set_id);
    expect(before).toEqual({ published: left!.done, audits: left!.done, audited: left!.done });

    await world.start();
    const again = await world.signIn('brand@demo.test');
    const done = await waitFor(
      async () => {
        const j = await jobState(again, started.job_id);
        return j.status === 'running' ? null : j;
      },
      180_000,
      'the bulk job to finish after the restart',
    );
    expect(done).toMatchObject({ status: 'completed', total: PRODUCTS, done: PRODUCTS, changed: PRODUCTS });
    let after = { published: 0, audits: 0, audited: 0 };
    await world.checkpoint(async () => {
      after = await stateOf(started.change_set_id);
      expect(after).toEqual({ published: PRODUCTS, audits: PRODUCTS, audited: PRODUCTS });
      const [set] = await world.query<{ status: string }>(
        sql`select status from change_sets where id = ${started.change_set_id}`,
      );
      expect(set!.status).toBe('completed');
    });

    // The same request again: nothing is left to publish, so it is refused and nothing changes.
    const repeat = await world.api(again, 'POST', '/api/catalogue/products/bulk-publish', {
      all_matching: true,
      filters: { published: false },
    });
    expect(repeat.status).toBe(400);
    expect(JSON.stringify(repeat.json)).toContain('Select at least one product');
    await world.checkpoint(async () => expect(await stateOf(started.change_set_id)).toEqual(after));
  }, 600_000);
});
