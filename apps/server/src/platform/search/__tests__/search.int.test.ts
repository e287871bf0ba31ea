import { and, asc, desc, eq } from 'drizzle-orm';
import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database.ts';
import type { Db } from '../../db/client.ts';
import {
  boundedCount,
  facetCounts,
  keywordMatch,
  parseSearchTerms,
  rankedSearchPage,
  searchList,
  type SearchSource,
} from '../index.ts';

// A table of the test's own: the module is generic over any table with a vector and fragment columns.
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const items = pgTable('search_test_items', {
  id: integer('id').primaryKey(),
  team_id: integer('team_id').notNull(),
  code: text('code').notNull(),
  title: text('title').notNull(),
  brand: text('brand').notNull(),
  vector: tsvector('vector'),
});
const SOURCE: SearchSource = { vector: items.vector, fragments: [items.code], code: items.code };

const WORDS = ['front', 'rear', 'ceramic', 'brake', 'pad', 'rotor', 'hilux', 'filter'];
const BRANDS = ['Apex', 'Bolt', 'Crown'];
const N = 300;

function itemOf(i: number) {
  // Deterministic: titles of two or three words, codes like AB-0042-7.
  const words = [WORDS[i % 8]!, WORDS[(i * 3 + 1) % 8]!, ...(i % 5 === 0 ? [WORDS[(i * 7) % 8]!] : [])];
  return {
    id: i,
    team_id: i % 3 === 0 ? 2 : 1,
    code: `${i % 2 ? 'AB' : 'CD'}-${String(i).padStart(4, '0')}-${i % 10}`,
    title: words.join(' '),
    brand: BRANDS[i % 3]!,
  };
}

for (const kind of ['postgresql', 'pglite'] as const) {
  describe(`platform search (${kind})`, () => {
    let t: TestDatabase;
    let db: Db;
    const all = Array.from({ length: N }, (_, i) => itemOf(i + 1));

    beforeAll(async () => {
      t = await createTestDatabase({ kind });
      db = t.database.db;
      await t.database.exec(`
        create table search_test_items (
          id integer primary key, team_id integer not null, code text not null, title text not null,
          brand text not null,
          vector tsvector generated always as (to_tsvector('simple', code || ' ' || title)) stored);
        create index search_test_items_vector on search_test_items using gin (vector);
        create index search_test_items_code_trgm on search_test_items using gin (code gin_trgm_ops);
        create index search_test_items_team_title on search_test_items (team_id, title, id);`);
      await db.insert(items).values(all);
      await t.database.exec('analyze search_test_items');
    });
    afterAll(async () => {
      await t?.drop();
    });

    /** The naive answer: every match, sorted in full. */
    async function naive(where: ReturnType<typeof and>, dir: 'asc' | 'desc') {
      const order = dir === 'asc' ? asc : desc;
      return (
        await db
          .select({ id: items.id })
          .from(items)
          .where(where)
          .orderBy(order(items.title), order(items.id))
      ).map((r) => r.id);
    }

    it('parses a query into prefix words and a single token', () => {
      expect(parseSearchTerms('  ')).toBeNull();
      expect(parseSearchTerms('Front  Ceramic')).toMatchObject({
        words: ['front', 'ceramic'],
        prefixQuery: 'front:* & ceramic:*',
        token: null,
      });
      expect(parseSearchTerms('ABP-44')).toMatchObject({ prefixQuery: 'abp:* & 44:*', token: 'ABP-44' });
      expect(parseSearchTerms('%_')).toMatchObject({ words: [], prefixQuery: null, token: '%_' });
    });

    it('pages a sorted list the same by every path (probe and sort, index walk, fallback), with its total', async () => {
      const scope = eq(items.team_id, 1);
      for (const query of ['front', 'front ceramic', '004', 'CD-01', 'hilux rotor', 'nothing', null]) {
        const keyword = query === null ? undefined : keywordMatch(SOURCE, parseSearchTerms(query));
        const where = and(scope, keyword);
        for (const dir of ['asc', 'desc'] as const) {
          const expected = await naive(where, dir);
          const order = dir === 'asc' ? asc : desc;
          for (const [candidateCap, walkRows] of [
            [3, 10],
            [3, 100_000],
            [1000, 10],
            [1000, 100_000],
          ] as const) {
            for (const offset of [0, 5, 30, expected.length]) {
              const label = `${query} ${dir} cap ${candidateCap} walk ${walkRows} offset ${offset}`;
              const page = await searchList(db, {
                from: items,
                id: items.id,
                where: scope,
                keyword,
                orderBy: [order(items.title), order(items.id)],
                limit: 5,
                offset,
                candidateCap,
                walkRows,
                countCap: 1000,
              });
              expect(page.ids, label).toEqual(expected.slice(offset, offset + 5));
              if (page.total.exact) expect(page.total.count, label).toBe(expected.length);
              else {
                expect(expected.length, label).toBeGreaterThan(query === null ? 1000 : candidateCap);
                expect(page.total.count, label).toBeGreaterThan(query === null ? 1000 : candidateCap);
              }
              if (expected.length <= candidateCap)
                expect(page.total, label).toEqual({ count: expected.length, exact: true });
            }
          }
        }
      }
    });

    it('takes the planner estimate for a plain list far above the count cap, and counts one near it', async () => {
      const list = (countCap: number) =>
        searchList(db, {
          from: items,
          id: items.id,
          where: eq(items.team_id, 1),
          keyword: undefined,
          orderBy: [asc(items.title), asc(items.id)],
          limit: 5,
          offset: 0,
          countCap,
        });
      const exact = all.filter((i) => i.team_id === 1).length; // 200
      expect((await list(1000)).total).toEqual({ count: exact, exact: true });
      expect((await list(100)).total).toMatchObject({ exact: false }); // 200 > 100, under 4 x 100: counted to 101
      expect((await list(100)).total.count).toBeGreaterThan(100);
      const far = (await list(10)).total; // the planner expects about 200 > 4 x 10
      expect(far.exact).toBe(false);
      expect(far.count).toBeGreaterThan(40);
    });

    it('counts exactly up to the cap and estimates beyond it, never below cap + 1', async () => {
      const where = and(eq(items.team_id, 1), keywordMatch(SOURCE, parseSearchTerms('front')));
      const exact = (await naive(where, 'asc')).length;
      expect(await boundedCount(db, { from: items, where, cap: 1000 })).toEqual({
        count: exact,
        exact: true,
      });
      const capped = await boundedCount(db, { from: items, where, cap: 3 });
      expect(capped.exact).toBe(false);
      expect(capped.count).toBeGreaterThanOrEqual(4);
      expect(await boundedCount(db, { from: items, where, cap: 3, known: 2 })).toEqual({
        count: 2,
        exact: true,
      });
    });

    it('ranks exact code first, then code prefixes, then word relevance; and falls back to similar codes', async () => {
      const target = all[41]!; // id 42
      const exact = await rankedSearchPage(db, {
        from: items,
        id: items.id,
        source: SOURCE,
        terms: parseSearchTerms(target.code.toLowerCase())!,
        where: eq(items.team_id, target.team_id),
        limit: 10,
        offset: 0,
      });
      expect(exact.ids[0]).toBe(42);
      expect(exact.fallback).toBe(false);

      const prefix = await rankedSearchPage(db, {
        from: items,
        id: items.id,
        source: SOURCE,
        terms: parseSearchTerms('CD-001')!,
        where: undefined,
        limit: 50,
        offset: 0,
      });
      const expectedPrefix = all.filter((i) => i.code.startsWith('CD-001')).map((i) => i.id);
      expect(prefix.ids.slice(0, expectedPrefix.length).sort((a, b) => a - b)).toEqual(expectedPrefix);
      expect(prefix.matched).toBe(prefix.ids.length);

      const typo = await rankedSearchPage(db, {
        from: items,
        id: items.id,
        source: SOURCE,
        terms: parseSearchTerms('AB-0043-4')!, // no such code (43 is AB-0043-3)
        where: undefined,
        limit: 5,
        offset: 0,
      });
      expect(typo.fallback).toBe(true);
      expect(typo.ids).toContain(43);

      const none = await rankedSearchPage(db, {
        from: items,
        id: items.id,
        source: SOURCE,
        terms: parseSearchTerms('zzzz qqqq')!,
        where: undefined,
        limit: 5,
        offset: 0,
      });
      expect(none).toEqual({ ids: [], matched: 0, fallback: false });
    });

    it('ranks more word hits higher among the candidates', async () => {
      const page = await rankedSearchPage(db, {
        from: items,
        id: items.id,
        source: SOURCE,
        terms: parseSearchTerms('front')!,
        where: undefined,
        limit: 1,
        offset: 0,
      });
      // A title with "front" twice outranks those with it once.
      const twice = all.filter((i) => i.title.split(' ').filter((w) => w === 'front').length === 2);
      expect(twice.length).toBeGreaterThan(0);
      expect(twice.map((i) => i.id)).toContain(page.ids[0]);
    });

    it('counts facet values exactly under the cap and by estimate above it', async () => {
      const where = keywordMatch(SOURCE, parseSearchTerms('front'));
      const matches = all.filter((i) => i.title.split(' ').includes('front') || i.code.includes('front'));
      const expected = BRANDS.map((b) => ({ value: b, count: matches.filter((m) => m.brand === b).length }))
        .filter((v) => v.count > 0)
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
      const exact = await facetCounts<string>(db, { from: items, where, column: items.brand });
      expect(exact).toEqual({ values: expected, exact: true });

      const estimated = await facetCounts<string>(db, { from: items, where, column: items.brand, cap: 5 });
      expect(estimated.exact).toBe(false);
      expect(estimated.values.length).toBeGreaterThan(0);
      for (const v of estimated.values) expect(BRANDS).toContain(v.value);
    });
  });
}
