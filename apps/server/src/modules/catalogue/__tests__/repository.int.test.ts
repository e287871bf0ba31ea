import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database.ts';
import { seedDemoAccounts, type DemoTeams } from '../../../demo/demo-accounts.ts';
import type { Scope } from '../../../platform/auth/access.ts';
import * as repo from '../products/products.repository.ts';
import * as shippingRepo from '../shipping/shipping.repository.ts';
import * as issuesRepo from '../issues/issues.repository.ts';
import * as auditsRepo from '../history/history.repository.ts';
import { productIssues } from '../catalogue.tables.ts';
import { ensureCatalogueReferenceData } from '../reference-data/reference-data.ts';
import { makeBrand, makeProduct } from './fixtures.ts';

// The product records' repositories, by the name the assertions below use.
const data = { ...shippingRepo, ...issuesRepo };

let tdb: TestDatabase;
let teams: DemoTeams;
let mine: Scope;
let theirs: Scope;
let staff: Scope;
let myProduct: Awaited<ReturnType<typeof makeProduct>>;
let theirProduct: Awaited<ReturnType<typeof makeProduct>>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  const db = tdb.database.db;
  teams = await seedDemoAccounts(db);
  mine = { teamId: teams.brands[0]!, userId: null, staff: false };
  theirs = { teamId: teams.brands[1]!, userId: null, staff: false };
  staff = { teamId: teams.staff, userId: null, staff: true };
  const a = await makeBrand(db, { teamId: mine.teamId, name: 'Mine', slug: 'mine' });
  const b = await makeBrand(db, { teamId: theirs.teamId, name: 'Theirs', slug: 'theirs' });
  myProduct = await makeProduct(db, {
    teamId: mine.teamId,
    brand: a.brand,
    subBrandId: a.subBrand.id,
    sku: 'SAME-1',
  });
  theirProduct = await makeProduct(db, {
    teamId: theirs.teamId,
    brand: b.brand,
    subBrandId: b.subBrand.id,
    sku: 'SAME-1',
    alternates: ['ALT-THEIRS'],
  });
  await db.insert(productIssues).values({ product_id: theirProduct.id, team_id: theirs.teamId, issue: 'x' });
  await auditsRepo.insertAudit(db, {
    teamId: theirs.teamId,
    productId: theirProduct.id,
    auditableType: 'Product',
    auditableId: theirProduct.id,
    action: 'update',
    userId: null,
    userName: null,
    changes: { title: ['a', 'b'] },
  });
});
afterAll(async () => tdb?.drop());

describe('catalogue repositories keep other teams out', () => {
  it('finds products, brands and sub-brands only in the caller’s team (staff see all)', async () => {
    const db = tdb.database.db;
    expect(await repo.findProductById(db, { scope: mine, id: theirProduct.id })).toBeNull();
    expect(await repo.findProductBySlug(db, { scope: mine, slug: theirProduct.slug })).toBeNull();
    expect(await repo.findBrandBySlug(db, { scope: mine, slug: 'theirs' })).toBeNull();
    expect(await repo.findSubBrand(db, { scope: mine, id: theirProduct.sub_brand_id! })).toBeNull();
    expect((await repo.findProductById(db, { scope: staff, id: theirProduct.id }))?.id).toBe(theirProduct.id);
    expect((await repo.searchBrands(db, { scope: mine, term: '', limit: 10 })).map((b) => b.slug)).toEqual([
      'mine',
    ]);
  });

  it('lists, counts and searches only the team’s rows', async () => {
    const db = tdb.database.db;
    const rows = await repo.listProductRows(db, {
      scope: mine,
      filters: {},
      query: 'SAME-1',
      sort: 'sku',
      dir: 'asc',
      limit: 10,
      offset: 0,
    });
    expect(rows.map((r) => r.product.id)).toEqual([myProduct.id]);
    expect((await repo.countProductRows(db, { scope: mine, filters: {}, cap: 100 })).count).toBe(1);
    expect(
      await repo.searchProductHits(db, { scope: mine, query: 'ALT-THEIRS', exclude: [], limit: 10 }),
    ).toEqual([]);
    expect(
      (await repo.searchProductHits(db, { scope: theirs, query: 'ALT-THEIRS', exclude: [], limit: 10 })).map(
        (h) => h.id,
      ),
    ).toEqual([theirProduct.id]);
  });

  it('caps the exact count and estimates beyond it', async () => {
    const db = tdb.database.db;
    const counted = await repo.countProductRows(db, { scope: staff, filters: {}, cap: 1 });
    expect(counted.exact).toBe(false);
    expect(counted.count).toBeGreaterThanOrEqual(2);
  });

  it('keeps product records, issues and audits of another team out', async () => {
    const db = tdb.database.db;
    expect(await data.findPackage(db, { scope: mine, id: 1 })).toBeNull();
    expect(await data.listIssuesOfProduct(db, { scope: mine, productId: theirProduct.id })).toEqual([]);
    expect((await data.listIssueRows(db, { scope: mine, limit: 10, offset: 0 })).total).toBe(0);
    expect(
      await auditsRepo.listAuditsOfProduct(db, { scope: mine, productId: theirProduct.id, limit: 10 }),
    ).toEqual([]);
    const [audit] = await auditsRepo.listAuditsOfProduct(db, {
      scope: theirs,
      productId: theirProduct.id,
      limit: 10,
    });
    expect(await auditsRepo.findAuditById(db, { scope: mine, id: audit!.id })).toBeNull();
  });

  it('loads reference data idempotently', async () => {
    const db = tdb.database.db;
    await ensureCatalogueReferenceData(db);
    await ensureCatalogueReferenceData(db);
    const { count } = await import('drizzle-orm');
    const { dangerousGoodsDefinitions, harmonizedSystemCodes, productCategories } =
      await import('../catalogue.tables.ts');
    const [dg] = await db.select({ n: count() }).from(dangerousGoodsDefinitions);
    const [hs] = await db.select({ n: count() }).from(harmonizedSystemCodes);
    const [cats] = await db.select({ n: count() }).from(productCategories);
    expect(dg!.n).toBeGreaterThan(400);
    expect(hs!.n).toBeGreaterThan(500);
    expect(cats!.n).toBeGreaterThan(12);
  });
});
