import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { escapeLike } from '../db/like.ts';
import { codeRank, keywordMatch, similarMatch, similarity, textRank, type SearchSource } from './match.ts';
import { DEFAULT_CANDIDATE_CAP, estimateRows } from './page.ts';
import type { SearchTerms } from './terms.ts';

export interface RankedSearchOptions {
  from: PgTable;
  id: AnyPgColumn;
  source: SearchSource;
  terms: SearchTerms;
  /** Scope and filters: everything but the keyword. */
  where: SQL | undefined;
  limit: number;
  offset: number;
  candidateCap?: number;
  /**
   * Which matches become candidates when more than the cap match (an indexed order, e.g.
   * `[desc(t.search_priority), asc(t.id)]`); physical order when absent.
   */
  candidateOrder?: (SQL | AnyPgColumn)[];
  /** Look for similar codes (pg_trgm) when nothing matches. Default true. */
  typoFallback?: boolean;
}

export interface RankedPage {
  ids: number[];
  /** Every match counted (at most the cap); null when more matched than were ranked. */
  matched: number | null;
  /** True when nothing matched and the ids are the typo fallback's similar codes. */
  fallback: boolean;
}

/**
 * A relevance-ranked page: exact code first, then code prefixes, then the words' `ts_rank_cd`; ranked over a
 * bounded candidate set (at most `candidateCap` keyword matches plus the code hits), so the cost does not grow with
 * the number of matches. When nothing matches, codes similar to the query (pg_trgm) in order of similarity.
 *
 * Limit: beyond the cap, rows outside the candidate set are not ranked at all (a broad query like "pad" ranks the
 * first `candidateCap` matches of `candidateOrder`). Exact and prefix code hits are always candidates.
 */
export async function rankedSearchPage(db: DbOrTx, opts: RankedSearchOptions): Promise<RankedPage> {
  const cap = opts.candidateCap ?? DEFAULT_CANDIDATE_CAP;
  const { source, terms } = opts;
  const select = (condition: SQL | undefined, n: number) => {
    const q = db.select({ id: opts.id }).from(opts.from).where(and(opts.where, condition)).$dynamic();
    return (opts.candidateOrder?.length ? q.orderBy(...opts.candidateOrder) : q).limit(n);
  };
  const codeHits = source.code
    ? await select(
        sql`(lower(${source.code}) = lower(${terms.text}) or ${source.code} ilike ${`${escapeLike(terms.text)}%`})`,
        cap,
      )
    : [];
  const matches = await select(keywordMatch(source, terms), cap + 1);
  const candidates = [...new Set([...codeHits, ...matches].map((r) => r.id as number))];
  const matched = matches.length <= cap ? candidates.length : null;

  if (!candidates.length) {
    const similar = opts.typoFallback === false ? undefined : similarMatch(source, terms);
    if (!similar) return { ids: [], matched: 0, fallback: false };
    const rows = await db
      .select({ id: opts.id })
      .from(opts.from)
      .where(and(opts.where, similar))
      .orderBy(desc(similarity(source, terms)), asc(opts.id))
      .limit(opts.limit)
      .offset(opts.offset);
    if (!rows.length) return { ids: [], matched: opts.offset ? null : 0, fallback: false };
    return { ids: rows.map((r) => r.id as number), matched: null, fallback: true };
  }
  if (opts.offset >= candidates.length) return { ids: [], matched, fallback: false };
  const rows = await db
    .select({ id: opts.id })
    .from(opts.from)
    .where(inArray(opts.id, candidates))
    .orderBy(asc(codeRank(source, terms)), desc(textRank(source, terms)), asc(opts.id))
    .limit(opts.limit)
    .offset(opts.offset);
  return { ids: rows.map((r) => r.id as number), matched, fallback: false };
}

export interface FacetCount<V> {
  value: V;
  count: number;
}

export interface Facet<V> {
  values: FacetCount<V>[];
  /** False when more than the cap matched: the counts are the planner's estimates per value. */
  exact: boolean;
}

/**
 * Counts per value of `column` among the rows matching `where` (brand, product type, ...), most first. Exact over
 * up to `cap` matching rows; beyond, the values seen in the first `cap` matches, each with the planner's estimate
 * (`EXPLAIN`, nothing read), so a facet over a million matches costs about as much as one over `cap`.
 */
export async function facetCounts<V>(
  db: DbOrTx,
  opts: { from: PgTable; where: SQL | undefined; column: AnyPgColumn; cap?: number; limit?: number },
): Promise<Facet<V>> {
  const cap = opts.cap ?? 10_000;
  const sample = db
    .select({ value: sql<V>`${opts.column}`.as('value') })
    .from(opts.from)
    .where(opts.where)
    .limit(cap + 1)
    .as('sample');
  const rows = await db
    .select({ value: sample.value, count: sql<number>`count(*)::int` })
    .from(sample)
    .groupBy(sample.value)
    .orderBy(desc(sql`count(*)`), asc(sample.value));
  const total = rows.reduce((n, r) => n + Number(r.count), 0);
  const limit = opts.limit ?? rows.length;
  if (total <= cap) {
    return {
      values: rows.slice(0, limit).map((r) => ({ value: r.value, count: Number(r.count) })),
      exact: true,
    };
  }
  const values: FacetCount<V>[] = [];
  for (const r of rows) {
    const where = and(opts.where, r.value === null ? sql`${opts.column} is null` : eq(opts.column, r.value));
    const estimate = await estimateRows(db, { from: opts.from, where });
    values.push({ value: r.value, count: Math.max(Number(r.count), estimate ?? 0) });
  }
  values.sort((a, b) => b.count - a.count);
  return { values: values.slice(0, limit), exact: false };
}
