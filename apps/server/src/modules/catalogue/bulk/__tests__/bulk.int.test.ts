import { BULK_PROGRESS_TOPIC, type BulkJob } from '@partsflow/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../../test/test-app.ts';
import { catalogueBulkJobs, products } from '../../catalogue.tables.ts';
import { makeBrand, makeProduct } from '../../__tests__/fixtures.ts';
import { runBulkJob } from '../bulk.service.ts';

let t: TestApp;
let brand: TestClient;
let brand2: TestClient;
let viewer: TestClient;
let ids: number[];
let otherTeamId: number;
const P = '/api/catalogue';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  const apex = await makeBrand(db, { teamId: t.teams.brands[0]!, name: 'Bulk Brakes', slug: 'bulk-brakes' });
  const other = await makeBrand(db, { teamId: t.teams.brands[1]!, name: 'Other Filters', slug: 'other-f' });
  ids = [];
  for (let i = 0; i < 7; i++) {
    const p = await makeProduct(db, {
      teamId: t.teams.brands[0]!,
      brand: apex.brand,
      subBrandId: apex.subBrand.id,
      sku: `BLK-${i}`,
      // Four assemblies and three parts: the filter tests pick the assemblies.
      values: { record_type: i < 4 ? 'Assembly' : 'Part' },
    });
    ids.push(p.id);
  }
  otherTeamId = (
    await makeProduct(db, {
      teamId: t.teams.brands[1]!,
      brand: other.brand,
      subBrandId: other.subBrand.id,
      sku: 'OTH-1',
    })
  ).id;
  [brand, brand2, viewer] = await Promise.all([
    t.signIn('brand@demo.test'),
    t.signIn('brand2@demo.test'),
    t.signIn('viewer@demo.test'),
  ]);
});
afterAll(async () => t?.close());

const deps = () => ({ db: t.ctx.database.db, live: t.ctx.live });
async function flags(productIds: number[]) {
  const rows = await t.ctx.database.db
    .select({ id: products.id, published: products.published, purchaseable: products.purchaseable })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((r) => [r.id, r]));
}
async function published(productIds: number[]) {
  const f = await flags(productIds);
  return productIds.map((id) => f.get(id)!.published);
}

/** Waits for the live message that says the job reached `status` (no timers: the message itself ends the wait). */
function liveUntil(jobId: string, status: BulkJob['status']) {
  const seen: BulkJob[] = [];
  return new Promise<BulkJob[]>((resolve) => {
    const off = t.ctx.live.subscribe(t.teams.brands[0]!, (msg) => {
      if (msg.topic !== BULK_PROGRESS_TOPIC) return;
      const job = msg.payload as BulkJob;
      if (job.job_id !== jobId) return;
      seen.push(job);
      if (job.status === status) {
        off();
        resolve(seen);
      }
    });
  });
}

describe('bulk actions', () => {
  it('publishes the selected rows as a background job, reporting progress over the live channel', async () => {
    const res = await brand.post(`${P}/products/bulk-publish`, { product_ids: ids.slice(0, 3) });
    expect(res.statusCode, res.body).toBe(200);
    const { message, job } = res.json();
    expect(message).toBe('Publishing selected products');
    expect(job).toMatchObject({ status: 'running', total: 3, done: 0 });
    expect(await published(ids.slice(0, 3))).toEqual([false, false, false]);

    const live = liveUntil(job.job_id, 'completed');
    await runBulkJob(deps(), job.job_id, { chunkSize: 2 });
    const messages = await live;
    // The job's start message (0 done) is sent when the request creates it and may reach this listener late.
    expect(messages.map((m) => [m.done, m.status]).filter(([done]) => done !== 0)).toEqual([
      [2, 'running'],
      [3, 'completed'],
    ]);
    expect(await published(ids)).toEqual([true, true, true, false, false, false, false]);

    const state = (await brand.get(`${P}/products/bulk-jobs/${job.job_id}`)).json();
    expect(state).toMatchObject({ status: 'completed', total: 3, done: 3, changed: 3 });

    const preview = (await brand.get(`${P}/change-sets/${job.change_set_id}`)).json();
    expect(preview.change_set).toMatchObject({
      kind: 'bulk-publish',
      label: 'Bulk publish',
      status: 'completed',
      entries: 3,
      user: 'Bree Brand',
      reverted_by_change_set_id: null,
    });
    expect(preview.entries.map((e: { sku: string }) => e.sku)).toEqual(['BLK-0', 'BLK-1', 'BLK-2']);
    expect(preview.entries[0].changes).toEqual([{ change: 'Published', details: { old: false, new: true } }]);

    // The product's own history shows the entry too.
    const audits = (await brand.get(`${P}/product/${ids[0]}/audits`)).json().audits;
    expect(audits[0]).toMatchObject({ comment: `Bulk action: change set ${job.change_set_id}` });
  });

  it('acts on every row matching the filters, and records nothing for rows already in that state', async () => {
    const res = await brand.post(`${P}/products/bulk-make-purchasable`, {
      all_matching: true,
      filters: { record_type: 'Assembly', brand_id: undefined },
      query: 'BLK',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Setting selected products as purchasable');
    const { job } = res.json();
    expect(job.total).toBe(4);
    await runBulkJob(deps(), job.job_id);
    const f = await flags(ids);
    expect(ids.map((id) => f.get(id)!.purchaseable)).toEqual([true, true, true, true, false, false, false]);

    const again = (
      await brand.post(`${P}/products/bulk-make-purchasable`, { product_ids: ids.slice(0, 2) })
    ).json();
    await runBulkJob(deps(), again.job.job_id);
    const state = (await brand.get(`${P}/products/bulk-jobs/${again.job.job_id}`)).json();
    expect(state).toMatchObject({ status: 'completed', done: 2, changed: 0 });
    expect((await brand.get(`${P}/change-sets/${again.job.change_set_id}`)).json().change_set.entries).toBe(
      0,
    );
  });

  it('answers each action with its toast', async () => {
    const toasts: Record<string, string> = {
      'bulk-unpublish': 'Unpublishing selected products',
      'bulk-make-unpurchasable': 'Setting selected products as unpurchasable',
    };
    for (const [action, toast] of Object.entries(toasts)) {
      const res = await brand.post(`${P}/products/${action}`, { product_ids: [ids[6]!] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(toast);
      await runBulkJob(deps(), res.json().job.job_id);
    }
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await t.ctx.database.db.select().from(catalogueBulkJobs);
    const none = await brand.post(`${P}/products/bulk-publish`, { product_ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details[0].message).toBe('Select at least one product');
    expect((await brand.post(`${P}/products/bulk-publish`, {})).statusCode).toBe(400);
    const noMatch = await brand.post(`${P}/products/bulk-publish`, {
      all_matching: true,
      query: 'nothing-like-this',
    });
    expect(noMatch.statusCode).toBe(400);
    // Another team's product among the selection: 404, and nothing starts.
    const foreign = await brand.post(`${P}/products/bulk-publish`, { product_ids: [ids[0]!, otherTeamId] });
    expect(foreign.statusCode).toBe(404);
    expect((await flags([otherTeamId])).get(otherTeamId)!.published).toBe(false);
    expect(await t.ctx.database.db.select().from(catalogueBulkJobs)).toHaveLength(before.length);
    // A viewer cannot start one.
    expect((await viewer.post(`${P}/products/bulk-publish`, { product_ids: [ids[0]!] })).statusCode).toBe(
      403,
    );
  });

  it('runs one bulk job per team at a time (409 while one runs)', async () => {
    const first = (await brand.post(`${P}/products/bulk-unpublish`, { product_ids: [ids[0]!] })).json();
    const second = await brand.post(`${P}/products/bulk-publish`, { product_ids: [ids[1]!] });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('A bulk action is already running for this team');
    // Another team is not held up.
    const other = await brand2.post(`${P}/products/bulk-publish`, { product_ids: [otherTeamId] });
    expect(other.statusCode, other.body).toBe(200);
    await runBulkJob(deps(), first.job.job_id);
    await runBulkJob(deps(), other.json().job.job_id);
    // Restore for the next tests.
    const back = (await brand.post(`${P}/products/bulk-publish`, { product_ids: [ids[0]!] })).json();
    await runBulkJob(deps(), back.job.job_id);
  });
});

describe('listing bulk actions', () => {
  it('creates a draft listing for each product without one, then publishes and unpublishes them', async () => {
    const db = t.ctx.database.db;
    const listingsOf = async () =>
      (
        (await db.execute(sql`select l.id, l.state from listings l join listing_products lp on lp.listing_id = l.id
          where lp.product_id in (${ids[5]!}, ${ids[6]!}) order by l.id`)) as unknown as {
          rows: { id: number; state: string }[];
        }
      ).rows;
    const create = await brand.post(`${P}/products/bulk-create-listings`, {
      product_ids: [ids[5]!, ids[6]!],
    });
    expect(create.statusCode, create.body).toBe(200);
    expect(create.json().message).toBe('Creating listings for selected products');
    await runBulkJob(deps(), create.json().job.job_id);
    expect((await listingsOf()).map((l) => l.state)).toEqual(['draft', 'draft']);
    // Again: each product is already in a listing, so nothing new.
    const again = (await brand.post(`${P}/products/bulk-create-listings`, { product_ids: [ids[5]!] })).json();
    await runBulkJob(deps(), again.job.job_id);
    expect((await brand.get(`${P}/products/bulk-jobs/${again.job.job_id}`)).json().changed).toBe(0);
    expect(await listingsOf()).toHaveLength(2);

    const publish = await brand.post(`${P}/products/bulk-publish-listings`, {
      product_ids: [ids[5]!, ids[6]!],
      publish: true,
    });
    expect(publish.json().message).toBe('Publishing listings for selected products');
    await runBulkJob(deps(), publish.json().job.job_id);
    expect((await listingsOf()).map((l) => l.state)).toEqual(['published', 'published']);
    const unpublish = await brand.post(`${P}/products/bulk-publish-listings`, {
      product_ids: [ids[5]!],
      publish: false,
    });
    expect(unpublish.json().message).toBe('Unpublishing listings for selected products');
    await runBulkJob(deps(), unpublish.json().job.job_id);
    expect((await listingsOf()).map((l) => l.state)).toEqual(['archived', 'published']);
  });
  it('records each listing it creates or publishes in a change set, which reverts as one unit', async () => {
    const db = t.ctx.database.db;
    const listingOf = async () =>
      (
        (await db.execute(sql`select l.id, l.state from listings l join listing_products lp on lp.listing_id = l.id
          where lp.product_id = ${ids[4]!}`)) as unknown as { rows: { id: number; state: string }[] }
      ).rows;
    const create = (
      await brand.post(`${P}/products/bulk-create-listings`, { product_ids: [ids[4]!] })
    ).json();
    await runBulkJob(deps(), create.job.job_id);
    const [listing] = await listingOf();
    const created = (await brand.get(`${P}/change-sets/${create.job.change_set_id}`)).json();
    expect(created.change_set).toMatchObject({ kind: 'bulk-create-listings', entries: 1 });
    expect(created.entries[0]).toMatchObject({
      sku: 'BLK-4',
      action: 'create',
      auditable_type: 'Listing',
      auditable_id: listing!.id,
    });
    expect(created.entries[0].changes).toContainEqual({
      change: 'Listing state',
      details: { old: null, new: 'draft' },
    });

    const publish = (
      await brand.post(`${P}/products/bulk-publish-listings`, { product_ids: [ids[4]!], publish: true })
    ).json();
    await runBulkJob(deps(), publish.job.job_id);
    expect((await listingOf())[0]!.state).toBe('published');
    const published = (await brand.get(`${P}/change-sets/${publish.job.change_set_id}`)).json();
    expect(published.entries.map((e: { changes: unknown }) => e.changes)).toEqual([
      [{ change: 'Listing state', details: { old: 'draft', new: 'published' } }],
    ]);
    // The product's own history shows the listing entries too.
    const audits = (await brand.get(`${P}/product/${ids[4]}/audits`)).json().audits;
    expect(audits.filter((a: { auditable_type: string }) => a.auditable_type === 'Listing')).toHaveLength(2);

    // Reverting the creation first is refused per entry while the listing is published: nothing removed.
    const early = (await brand.post(`${P}/change-sets/${create.job.change_set_id}/revert`)).json();
    await runBulkJob(deps(), early.job.job_id);
    expect((await brand.get(`${P}/products/bulk-jobs/${early.job.job_id}`)).json()).toMatchObject({
      status: 'completed',
      done: 1,
      changed: 0,
    });
    expect(await listingOf()).toHaveLength(1);

    // The publish reverts: the listing is a draft again, and the revert is itself a change set.
    const unpublish = (await brand.post(`${P}/change-sets/${publish.job.change_set_id}/revert`)).json();
    await runBulkJob(deps(), unpublish.job.job_id);
    expect((await listingOf())[0]!.state).toBe('draft');
    const reverted = (await brand.get(`${P}/change-sets/${unpublish.job.change_set_id}`)).json();
    expect(reverted.change_set).toMatchObject({
      reverts_change_set_id: publish.job.change_set_id,
      entries: 1,
    });
    expect(reverted.entries[0].changes).toEqual([
      { change: 'Listing state', details: { old: 'published', new: 'draft' } },
    ]);

    // Now the creation's single entry reverts on its own (history revert): the draft listing goes.
    const entry = created.entries[0].id;
    const one = await brand.post(`${P}/audits/${entry}/revert`);
    expect(one.statusCode, one.body).toBe(200);
    expect(await listingOf()).toHaveLength(0);
  });
});

describe('change sets', () => {
  it('reverts a bulk action as one unit, leaving products edited since as they are', async () => {
    const start = (await brand.post(`${P}/products/bulk-publish`, { product_ids: ids.slice(3, 6) })).json();
    await runBulkJob(deps(), start.job.job_id);
    expect(await published(ids.slice(3, 6))).toEqual([true, true, true]);
    // Someone unpublishes one of them by hand afterwards, then publishes it again: the revert must not care
    // about the route, only the value; unpublish BLK-5 and keep it so.
    await t.ctx.database.db.update(products).set({ published: false }).where(eq(products.id, ids[5]!));

    const res = await brand.post(`${P}/change-sets/${start.job.change_set_id}/revert`);
    expect(res.statusCode, res.body).toBe(200);
    const revert = res.json().job;
    expect(revert).toMatchObject({ action: 'revert', total: 3, status: 'running' });
    await runBulkJob(deps(), revert.job_id, { chunkSize: 2 });
    expect(await published(ids.slice(3, 6))).toEqual([false, false, false]);
    const state = (await brand.get(`${P}/products/bulk-jobs/${revert.job_id}`)).json();
    expect(state).toMatchObject({ status: 'completed', done: 3, changed: 2 });

    const preview = (await brand.get(`${P}/change-sets/${revert.change_set_id}`)).json();
    expect(preview.change_set).toMatchObject({ reverts_change_set_id: start.job.change_set_id, entries: 2 });
    expect(preview.entries[0].changes).toEqual([{ change: 'Published', details: { old: true, new: false } }]);
    expect(preview.entries[0].reverted_audit_id).toEqual(expect.any(Number));
    const original = (await brand.get(`${P}/change-sets/${start.job.change_set_id}`)).json();
    expect(original.change_set.reverted_by_change_set_id).toBe(revert.change_set_id);

    const twice = await brand.post(`${P}/change-sets/${start.job.change_set_id}/revert`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This change set has already been reverted');
  });

  it("answers 404 for another team's change set and job", async () => {
    const start = (await brand.post(`${P}/products/bulk-unpublish`, { product_ids: [ids[0]!] })).json();
    await runBulkJob(deps(), start.job.job_id);
    expect((await brand2.get(`${P}/change-sets/${start.job.change_set_id}`)).statusCode).toBe(404);
    expect((await brand2.post(`${P}/change-sets/${start.job.change_set_id}/revert`)).statusCode).toBe(404);
    expect((await brand2.get(`${P}/products/bulk-jobs/${start.job.job_id}`)).statusCode).toBe(404);
    expect((await viewer.post(`${P}/change-sets/${start.job.change_set_id}/revert`)).statusCode).toBe(403);
  });

  it('a job killed midway resumes from its last chunk; a stalled one is marked failed and still reverts', async () => {
    const db = t.ctx.database.db;
    const start = (
      await brand.post(`${P}/products/bulk-make-unpurchasable`, { product_ids: ids.slice(0, 4) })
    ).json();
    // The worker dies after one chunk of two.
    await runBulkJob(deps(), start.job.job_id, { chunkSize: 2, maxChunks: 1 });
    let state = (await brand.get(`${P}/products/bulk-jobs/${start.job.job_id}`)).json();
    expect(state).toMatchObject({ status: 'running', done: 2, changed: 2 });
    expect((await brand.post(`${P}/change-sets/${start.job.change_set_id}/revert`)).statusCode).toBe(409);
    // Run again (the retry): it carries on where it stopped.
    await runBulkJob(deps(), start.job.job_id, { chunkSize: 2 });
    state = (await brand.get(`${P}/products/bulk-jobs/${start.job.job_id}`)).json();
    expect(state).toMatchObject({ status: 'completed', done: 4, changed: 4 });
    const f = await flags(ids.slice(0, 4));
    expect(ids.slice(0, 4).map((id) => f.get(id)!.purchaseable)).toEqual([false, false, false, false]);

    // A job whose worker is gone for good: the next start marks it failed; its change set reverts what it did.
    const dead = (
      await brand.post(`${P}/products/bulk-make-purchasable`, { product_ids: ids.slice(0, 4) })
    ).json();
    await runBulkJob(deps(), dead.job.job_id, { chunkSize: 3, maxChunks: 1 });
    await db
      .update(catalogueBulkJobs)
      .set({ heartbeat_at: new Date(Date.now() - 10 * 60_000) })
      .where(eq(catalogueBulkJobs.id, dead.job.job_id));
    const revert = await brand.post(`${P}/change-sets/${dead.job.change_set_id}/revert`);
    expect(revert.statusCode, revert.body).toBe(200);
    const deadState = (await brand.get(`${P}/products/bulk-jobs/${dead.job.job_id}`)).json();
    expect(deadState).toMatchObject({
      status: 'failed',
      done: 3,
      error: 'The job stopped without finishing',
    });
    await runBulkJob(deps(), revert.json().job.job_id);
    const g = await flags(ids.slice(0, 4));
    expect(ids.slice(0, 4).map((id) => g.get(id)!.purchaseable)).toEqual([false, false, false, false]);
  });
});
