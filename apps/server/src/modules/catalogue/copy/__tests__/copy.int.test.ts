import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../../test/test-app.ts';
import { attributeTitles, crossSells, packages, productAttributes } from '../../catalogue.tables.ts';
import { makeBrand, makeProduct } from '../../__tests__/fixtures.ts';
import { runBulkJob } from '../../bulk/bulk.service.ts';

let t: TestApp;
let brand: TestClient;
let brand2: TestClient;
let viewer: TestClient;
type P = Awaited<ReturnType<typeof makeProduct>>;
let source: P;
let target: P;
let dest: P[];
let related: P;
let foreign: P;
let titles: number[];
const A = '/api/catalogue';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.database.db;
  const team = t.teams.brands[0]!;
  const apex = await makeBrand(db, { teamId: team, name: 'Copy Brakes', slug: 'copy-brakes' });
  const other = await makeBrand(db, { teamId: t.teams.brands[1]!, name: 'Copy Other', slug: 'copy-other' });
  const make = (sku: string) =>
    makeProduct(db, { teamId: team, brand: apex.brand, subBrandId: apex.subBrand.id, sku });
  source = await make('SRC-1');
  target = await make('TGT-1');
  related = await make('REL-1');
  dest = [await make('DST-1'), await make('DST-2')];
  foreign = await makeProduct(db, {
    teamId: t.teams.brands[1]!,
    brand: other.brand,
    subBrandId: other.subBrand.id,
    sku: 'FOR-1',
  });
  titles = (
    await db
      .insert(attributeTitles)
      .values(
        ['Copy Colour', 'Copy Length', 'Copy Finish'].map((name) => ({
          team_id: team,
          name,
          data_type: 'alphanumeric' as const,
        })),
      )
      .returning()
  ).map((r) => r.id);
  await db.insert(productAttributes).values([
    { product_id: source.id, attribute_title_id: titles[0]!, value: 'Red', sequence: 0 },
    { product_id: source.id, attribute_title_id: titles[1]!, value: '300', sequence: 1 },
    // The target already has a colour: without replace it keeps its own.
    { product_id: target.id, attribute_title_id: titles[0]!, value: 'Blue', sequence: 0 },
    { product_id: target.id, attribute_title_id: titles[2]!, value: 'Matte', sequence: 1 },
  ]);
  await db
    .insert(packages)
    .values({ product_id: source.id, identifier: 'BOX-1', length: 10, width: 10, height: 10 });
  await db.insert(crossSells).values([
    { product_id: source.id, related_product_id: related.id, relationship_type: 'accessory' },
    { product_id: source.id, related_product_id: target.id, relationship_type: 'accessory' },
  ]);
  [brand, brand2, viewer] = await Promise.all([
    t.signIn('brand@demo.test'),
    t.signIn('brand2@demo.test'),
    t.signIn('viewer@demo.test'),
  ]);
});
afterAll(async () => t?.close());

async function attrs(productId: number) {
  return t.ctx.database.db
    .select({ title: productAttributes.attribute_title_id, value: productAttributes.value })
    .from(productAttributes)
    .where(eq(productAttributes.product_id, productId))
    .orderBy(asc(productAttributes.sequence));
}
const url = (p: P, rest: string) => `${A}/b/copy-brakes/products/${p.slug}/${rest}`;

describe('copy from product', () => {
  it('copies with the defaults (attributes and vehicles, not cross-sells or packages), adding what is missing', async () => {
    const res = await brand.post(url(target, `copy-from/${source.id}`), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Data copied',
      copied: { attributes: 1, cross_sells: 0, packages: 0, vehicles: 0 },
    });
    expect(await attrs(target.id)).toEqual([
      { title: titles[0], value: 'Blue' },
      { title: titles[2], value: 'Matte' },
      { title: titles[1], value: '300' },
    ]);
    const db = t.ctx.database.db;
    expect(await db.select().from(packages).where(eq(packages.product_id, target.id))).toHaveLength(0);
    // The copy is in the target's history, in one change set.
    const audits = (await brand.get(`${A}/product/${target.id}/audits`)).json().audits;
    expect(audits[0]).toMatchObject({
      action: 'create',
      auditable_type: 'ProductAttribute',
      comment: 'Copied from SRC-1',
    });
    const preview = (await brand.get(`${A}/change-sets/${res.json().change_set_id}`)).json();
    expect(preview.change_set).toMatchObject({ kind: 'copy-from', label: 'Copy from SRC-1', entries: 1 });
  });

  it('replaces the target’s own data when asked, and copies cross-sells (never to itself) and packages', async () => {
    const res = await brand.post(url(target, `copy-from/${source.id}`), {
      attributes: true,
      cross_sells: true,
      packages: true,
      vehicles: false,
      replace: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().copied).toEqual({ attributes: 2, cross_sells: 1, packages: 1, vehicles: 0 });
    expect(await attrs(target.id)).toEqual([
      { title: titles[0], value: 'Red' },
      { title: titles[1], value: '300' },
    ]);
    const db = t.ctx.database.db;
    const cs = await db.select().from(crossSells).where(eq(crossSells.product_id, target.id));
    expect(cs.map((c) => c.related_product_id)).toEqual([related.id]);
    const box = await db.select().from(packages).where(eq(packages.product_id, target.id));
    expect(box.map((b) => b.identifier)).toEqual(['BOX-1']);
  });

  it('refuses a missing source, the product itself, another team’s source or target (404), and viewers', async () => {
    const none = await brand.post(url(target, 'copy-from'), {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details[0].message).toBe('Please select a source product');
    const self = await brand.post(url(target, `copy-from/${target.id}`), {});
    expect(self.statusCode).toBe(400);
    expect((await brand.post(url(target, `copy-from/${foreign.id}`), {})).statusCode).toBe(404);
    expect((await brand2.post(url(target, `copy-from/${foreign.id}`), {})).statusCode).toBe(404);
    expect((await viewer.post(url(target, `copy-from/${source.id}`), {})).statusCode).toBe(403);
  });
});

describe('copy to products', () => {
  it('copies onto every destination in one change set, which reverts as one unit', async () => {
    const res = await brand.post(url(source, 'copy-to'), {
      destination_product_ids: dest.map((d) => d.id),
      attributes: true,
      packages: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().copied).toEqual({ attributes: 4, cross_sells: 0, packages: 2, vehicles: 0 });
    for (const d of dest) expect((await attrs(d.id)).map((a) => a.value)).toEqual(['Red', '300']);
    const changeSet = res.json().change_set_id;
    const preview = (await brand.get(`${A}/change-sets/${changeSet}`)).json();
    expect(preview.change_set).toMatchObject({
      kind: 'copy-to',
      label: 'Copy from SRC-1 to 2 products',
      entries: 6,
    });

    const revert = await brand.post(`${A}/change-sets/${changeSet}/revert`);
    expect(revert.statusCode, revert.body).toBe(200);
    await runBulkJob({ db: t.ctx.database.db, live: t.ctx.live }, revert.json().job.job_id);
    for (const d of dest) expect(await attrs(d.id)).toEqual([]);
    const db = t.ctx.database.db;
    expect(
      await db
        .select()
        .from(packages)
        .where(
          inArray(
            packages.product_id,
            dest.map((d) => d.id),
          ),
        ),
    ).toHaveLength(0);
    const state = (await brand.get(`${A}/products/bulk-jobs/${revert.json().job.job_id}`)).json();
    expect(state).toMatchObject({ status: 'completed', done: 6, changed: 6 });
  });

  it('needs at least one destination, at most 50, all of the team (another team’s: 404, nothing copied)', async () => {
    const none = await brand.post(url(source, 'copy-to'), { destination_product_ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details[0].message).toBe('Please select at least one destination product');
    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    expect((await brand.post(url(source, 'copy-to'), { destination_product_ids: many })).statusCode).toBe(
      400,
    );
    const mixed = await brand.post(url(source, 'copy-to'), {
      destination_product_ids: [dest[0]!.id, foreign.id],
    });
    expect(mixed.statusCode).toBe(404);
    expect(await attrs(dest[0]!.id)).toEqual([]);
    expect(await attrs(foreign.id)).toEqual([]);
  });
});

describe('a copy’s revert undoes vehicle applications and cross-sells too (decision 0272)', () => {
  it('removes copied applications and cross-sells and brings back the ones a replace removed', async () => {
    const db = t.ctx.database.db;
    const one = async <T>(q: ReturnType<typeof sql>) =>
      ((await db.execute(q)) as unknown as { rows: T[] }).rows[0]!;
    const make = await one<{ id: number }>(
      sql`insert into vehicle_makes (name) values ('Copytest Make') returning id`,
    );
    const model = await one<{ id: number }>(
      sql`insert into vehicle_models (vehicle_make_id, name) values (${make.id}, 'Copytest') returning id`,
    );
    const vehicle = async (year: number) =>
      (
        await one<{ id: number }>(
          sql`insert into vehicles (vehicle_make_id, vehicle_model_id, year_from)
              values (${make.id}, ${model.id}, ${year}) returning id`,
        )
      ).id;
    const [v1, v2, v3] = [await vehicle(2001), await vehicle(2002), await vehicle(2003)];
    const application = async (productId: number, notes: string, vehicleIds: number[]) => {
      const app = await one<{ id: number }>(
        sql`insert into vehicle_applications (product_id, fitment_notes, year_from, year_to)
            values (${productId}, ${notes}, 2001, 2010) returning id`,
      );
      for (const v of vehicleIds)
        await db.execute(
          sql`insert into vehicle_application_vehicles (vehicle_application_id, vehicle_id) values (${app.id}, ${v})`,
        );
      return app.id;
    };
    const from = await makeProduct(db, {
      teamId: t.teams.brands[0]!,
      brand: { id: source.brand_id, slug: 'copy-brakes' },
      subBrandId: source.sub_brand_id!,
      sku: 'VEH-SRC',
    });
    const onto = await makeProduct(db, {
      teamId: t.teams.brands[0]!,
      brand: { id: source.brand_id, slug: 'copy-brakes' },
      subBrandId: source.sub_brand_id!,
      sku: 'VEH-TGT',
    });
    await application(from.id, 'Front', [v1, v2]);
    await application(from.id, 'Rear', [v3]);
    await application(onto.id, 'Own', [v3]);
    await db.insert(crossSells).values([
      { product_id: from.id, related_product_id: related.id, relationship_type: 'accessory' },
      { product_id: onto.id, related_product_id: source.id, relationship_type: 'kit' },
    ]);
    const apps = async () =>
      (
        (await db.execute(sql`select a.fitment_notes as notes,
            coalesce(array_agg(v.vehicle_id order by v.vehicle_id) filter (where v.vehicle_id is not null), '{}') as ids
          from vehicle_applications a left join vehicle_application_vehicles v on v.vehicle_application_id = a.id
          where a.product_id = ${onto.id} group by a.id order by a.fitment_notes`)) as unknown as {
          rows: { notes: string; ids: number[] }[];
        }
      ).rows.map((r) => [r.notes, r.ids.map(Number)]);
    const vehicleCount = async () =>
      (await one<{ n: number }>(sql`select vehicle_count as n from products where id = ${onto.id}`)).n;
    const links = async () =>
      (await db.select().from(crossSells).where(eq(crossSells.product_id, onto.id))).map((c) => [
        c.related_product_id,
        c.relationship_type,
      ]);

    const res = await brand.post(url(onto, `copy-from/${from.id}`), {
      attributes: false,
      cross_sells: true,
      vehicles: true,
      replace: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().copied).toMatchObject({ cross_sells: 1, vehicles: 2 });
    expect(await apps()).toEqual([
      ['Front', [v1, v2]],
      ['Rear', [v3]],
    ]);
    expect(await links()).toEqual([[related.id, 'accessory']]);
    const audits = (await brand.get(`${A}/product/${onto.id}/audits`)).json().audits;
    expect(
      audits.filter((a: { auditable_type: string }) => a.auditable_type === 'VehicleApplication'),
    ).toHaveLength(3);

    const revert = await brand.post(`${A}/change-sets/${res.json().change_set_id}/revert`);
    expect(revert.statusCode, revert.body).toBe(200);
    await runBulkJob({ db, live: t.ctx.live }, revert.json().job.job_id);
    const state = (await brand.get(`${A}/products/bulk-jobs/${revert.json().job.job_id}`)).json();
    expect(state).toMatchObject({ status: 'completed', done: 5, changed: 5 });
    // The copies are gone and the product's own application and cross-sell are back (with new ids).
    expect(await apps()).toEqual([['Own', [v3]]]);
    expect(await links()).toEqual([[source.id, 'kit']]);
    // The vehicle count follows through the outbox event written with the revert.
    await t.ctx.events.dispatchPending();
    expect(await vehicleCount()).toBe(1);
  });
});

describe('reindex', () => {
  it("queues the brand's reindex with the spec's message; another team's brand is 404", async () => {
    const res = await brand.post(`${A}/b/copy-brakes/products/reindex`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Products are reindexing.', success: true });
    expect((await brand2.post(`${A}/b/copy-brakes/products/reindex`)).statusCode).toBe(404);
    expect((await viewer.post(`${A}/b/copy-brakes/products/reindex`)).statusCode).toBe(403);
  });

  it('recounts the products’ attributes and media', async () => {
    const { runReindex } = await import('../../bulk/reindex.service.ts');
    const db = t.ctx.database.db;
    const { products } = await import('../../catalogue.tables.ts');
    await db.update(products).set({ attribute_count: 99 }).where(eq(products.id, source.id));
    await runReindex(db, { brand_id: source.brand_id, team_id: source.team_id });
    const [row] = await db.select().from(products).where(eq(products.id, source.id));
    expect(row!.attribute_count).toBe(2);
  });
});
