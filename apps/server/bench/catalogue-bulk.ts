/**
 * Bulk publish benchmark: a fresh PostgreSQL database (the test helpers' per-run database, dropped at the end) with
 * N unpublished products of one brand (default 100,000), then a bulk publish over "every row matching the filter
 * Unpublished" started through the HTTP API and worked by the job runner, timed end to end (products/s), with the
 * live progress messages counted. Then the revert of its change set, timed the same way.
 *
 *   npx tsx apps/server/bench/catalogue-bulk.ts [--products 100000]
 *   TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:5432 (default)
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { BULK_PROGRESS_TOPIC, type BulkJob } from '@partsflow/contracts';
import { createTestApp } from '../test/test-app.ts';
import { runBulkJob } from '../src/modules/catalogue/index.ts';

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
  const n = Number(values.products);
  const t = await createTestApp();
  try {
    const db = t.ctx.database.db;
    const team = t.teams.brands[0]!;
    const seedStart = performance.now();
    await db.execute(sql`
      with b as (insert into brands (team_id, name, slug) values (${team}, 'Bench Brakes', 'bench-brakes') returning id),
      s as (insert into sub_brands (brand_id, name) select id, 'Bench Pro' from b returning id, brand_id)
      insert into products (team_id, brand_id, sub_brand_id, sku, title, slug, published)
      select ${team}, s.brand_id, s.id, 'BEN-' || g, 'Bench product ' || g, 'bench-brakes-ben-' || g, false
      from s, generate_series(1, ${n}) g`);
    await db.execute(sql`analyze products`);
    console.log(
      `seeded ${n.toLocaleString()} products in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const brand = await t.signIn('brand@demo.test');
    const messages: BulkJob[] = [];
    t.ctx.live.subscribe(team, (m) => {
      if (m.topic === BULK_PROGRESS_TOPIC) messages.push(m.payload as BulkJob);
    });
    const deps = { db, live: t.ctx.live };

    const run = async (label: string, start: () => Promise<{ job: BulkJob }>) => {
      const began = performance.now();
      const { job } = await start();
      const started = performance.now();
      await runBulkJob(deps, job.job_id);
      const ended = performance.now();
      const state = (await brand.get(`/api/catalogue/products/bulk-jobs/${job.job_id}`)).json() as BulkJob;
      const seconds = (ended - began) / 1000;
      console.log(
        `${label}: ${state.done.toLocaleString()} products (${state.changed.toLocaleString()} changed) in ` +
          `${seconds.toFixed(2)} s (start call ${((started - began) / 1000).toFixed(2)} s) = ` +
          `${Math.round(state.done / seconds).toLocaleString()} products/s; status ${state.status}`,
      );
      return job;
    };

    const job = await run('bulk publish (filter: Unpublished)', async () => {
      const res = await brand.post('/api/catalogue/products/bulk-publish', {
        all_matching: true,
        filters: { published: false },
      });
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json();
    });
    // NOTIFY delivery is asynchronous: count what arrived by the time the revert starts.
    const publishMessages = messages.filter((m) => m.job_id === job.job_id).length;
    await run('revert of its change set', async () => {
      const res = await brand.post(`/api/catalogue/change-sets/${job.change_set_id}/revert`);
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json();
    });
    const [left] = (
      (await db.execute(sql`select count(*)::int as n from products where published`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    console.log(
      `live progress messages of the publish: ${publishMessages}; published after revert: ${left!.n}`,
    );
    console.log(
      `machine: ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await t.close();
  }
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
