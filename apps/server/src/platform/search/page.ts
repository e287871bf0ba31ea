import { and, count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/** Matches up to this many are sorted (or ranked) in full, and counted exactly in a keyword list. */
export const DEFAULT_CANDIDATE_CAP = 2_000;
/** At most this many rows of the sort index are read when walking it for a keyword list's page. */
export const DEFAULT_WALK_ROWS = 20_000;

export interface SearchListOptions {
  /** The searched table (or view) and its unique integer id column. */
  from: PgTable;
  id: AnyPgColumn;
  /** Scope and filters: everything but the keyword. */
  where: SQL | undefined;
  /** The keyword condition (`keywordMatch`), or undefined for a plain list. */
  keyword: SQL | undefined;
  /** ORDER BY terms, ending in the id so the order is total (`[desc(t.updated_at), desc(t.id)]`). */
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** Exact count of a plain list up to this many rows (decision 0202): 10,000. */
  countCap?: number;
  candidateCap?: number;
  walkRows?: number;
}

export interface SearchList {
  /** The ids of the page, in order. */
  ids: number[];
  total: BoundedCount;
}

/**
 * One page of ids of a list sorted by columns, and its total, at a cost that does not grow with the number of
 * keyword matches. A keyword list takes the cheapest of three bounded paths, guided by the planner's estimate:
 *
 * - few matches (estimate <= cap): probe at most `candidateCap + 1` matches through the GIN / trigram indexes;
 *   if that is all of them, sort just those and count them exactly;
 * - many matches: walk at most `walkRows` rows of the list's sort index (scope and filters only, so a btree
 *   serves it), testing the keyword on each row, and keep the hits up to the page. A walk that reaches the end of
 *   the scope counted every match exactly; one that found more than the cap estimates the total from its sample;
 * - a walk that ran out before filling the page means the matches are sparse after all: the probe (then, rarely,
 *   a plain sorted query over a set known to be below walk density) answers.
 *
 * Counts: a plain list is exact up to `countCap` (10,000) and estimated beyond; a keyword list is exact up to
 * `candidateCap` and estimated beyond (from the walked sample, else the planner).
 */
export async function searchList(db: DbOrTx, opts: SearchListOptions): Promise<SearchList> {
  const cap = opts.candidateCap ?? DEFAULT_CANDIDATE_CAP;
  const walkRows = Math.max(opts.walkRows ?? DEFAULT_WALK_ROWS, opts.offset + opts.limit);
  const countCap = opts.countCap ?? 10_000;
  const page = (where: SQL | undefined) =>
    db
      .select({ id: opts.id })
      .from(opts.from)
      .where(where)
      .orderBy(...opts.orderBy)
      .limit(opts.limit)
      .offset(opts.offset);
  const idsOf = (rows: { id: unknown }[]) => rows.map((r) => r.id as number);
  // A plain list's filters are btree-estimable predicates: when the planner expects far more rows than the cap
  // (4x), its estimate is the answer and the capped count (10,001 heap rows, which a filter like
  // attribute_count = 0 cannot read from an index) is skipped.
  const plainCount = async (): Promise<BoundedCount> => {
    const estimate = (await estimateRows(db, { from: opts.from, where: opts.where })) ?? 0;
    if (estimate > 4 * countCap) return { count: estimate, exact: false };
    return boundedCount(db, { from: opts.from, where: opts.where, cap: countCap });
  };

  if (!opts.keyword) {
    const [rows, total] = await Promise.all([page(opts.where), plainCount()]);
    return { ids: idsOf(rows), total };
  }
  const full = and(opts.where, opts.keyword);

  const probe = async (): Promise<SearchList | 'many'> => {
    // At most cap + 1 matches (GIN / trigram), sorted in the same statement: one pass over their rows. The
    // subquery (named as the table, so the ORDER BY terms resolve) keeps the planner from walking a sort index.
    const sorted = await db.execute(
      sql`select ${opts.id} as id from (select * from ${opts.from} where ${full} limit ${cap + 1}) as ${opts.from} order by ${sql.join(opts.orderBy, sql`, `)}`,
    );
    const found = resultRows<{ id: unknown }>(sorted).map((r) => Number(r.id));
    if (found.length > cap) return 'many';
    return {
      ids: found.slice(opts.offset, opts.offset + opts.limit),
      total: { count: found.length, exact: true },
    };
  };

  const walk = async (): Promise<{ ids: number[]; total: BoundedCount | null } | 'sparse'> => {
    // The first `walkRows` rows of the scope in list order (a btree serves it), the keyword tested on each, then
    // numbered in that order (`row_number() over ()` numbers rows as they come: no sort keys compared again).
    const ordered = db
      .select({
        id: sql<number>`${opts.id}`.as('walk_id'),
        hit: sql<boolean>`coalesce(${opts.keyword}, false)`.as('hit'),
      })
      .from(opts.from)
      .where(opts.where)
      .orderBy(...opts.orderBy)
      .limit(walkRows)
      .as('walk_in');
    const walked = db
      .select({
        id: ordered.id,
        hit: ordered.hit,
        pos: sql<number>`row_number() over ()`.as('pos'),
      })
      .from(ordered)
      .as('walk');
    // The hits up to the end of the page, plus the last walked row when the walk was cut short. No ORDER BY here:
    // a sort would read the whole walk before the LIMIT; the subquery's rows arrive in index order, so the scan
    // stops at the page's last hit (the rows are put in `pos` order below all the same).
    const rows = (
      await db
        .select({ id: walked.id, hit: walked.hit, pos: walked.pos })
        .from(walked)
        .where(sql`${walked.hit} or ${walked.pos} = ${walkRows}`)
        .limit(opts.offset + opts.limit + 1)
    ).sort((a, b) => Number(a.pos) - Number(b.pos));
    const hits = rows.filter((r) => r.hit);
    const cut = rows.some((r) => Number(r.pos) === walkRows);
    const ids = hits.slice(opts.offset, opts.offset + opts.limit).map((r) => Number(r.id));
    const complete = !cut && rows.length <= opts.offset + opts.limit;
    // Every match of the scope was seen: counted exactly.
    if (complete) return { ids, total: { count: hits.length, exact: true } };
    if (hits.length < opts.offset + opts.limit) return 'sparse';
    // The page is full and more match: estimate the total from the walked sample's density when it is clearly
    // above the cap (4x, so a list that might be under it is counted exactly instead).
    const reached = Number(hits[hits.length - 1]!.pos);
    const scope = (await estimateRows(db, { from: opts.from, where: opts.where })) ?? 0;
    const sampled = Math.round((hits.length / reached) * scope);
    if (hits.length > cap || sampled > 4 * cap)
      return { ids, total: { count: Math.max(cap + 1, hits.length, sampled), exact: false } };
    return { ids, total: null };
  };

  const estimate = (await estimateRows(db, { from: opts.from, where: full })) ?? 0;
  const order: ('probe' | 'walk')[] = estimate <= cap ? ['probe', 'walk'] : ['walk', 'probe'];
  let ids: number[] | null = null;
  let total: BoundedCount | null = null;
  for (const step of order) {
    if (step === 'probe') {
      const r = await probe();
      if (r !== 'many') return r;
    } else {
      const r = await walk();
      if (r !== 'sparse') {
        ids = r.ids;
        total = r.total;
        break;
      }
    }
  }
  // Neither bounded path answered (more than the cap match, but too sparsely for the walk): the planner's plan.
  ids ??= idsOf(await page(full));
  total ??= await boundedCount(db, { from: opts.from, where: full, cap });
  return { ids, total };
}

export interface BoundedCount {
  count: number;
  /** False when `count` is the planner's estimate (more than `cap` rows match). */
  exact: boolean;
}

/**
 * How many rows match: exact up to `cap` (a LIMITed scan, cheap whatever the table size), the planner's estimate
 * beyond it (never below cap + 1). `known` skips the scan when a probe already counted every match.
 */
export async function boundedCount(
  db: DbOrTx,
  opts: { from: PgTable; where: SQL | undefined; cap: number; known?: number | null },
): Promise<BoundedCount> {
  if (opts.known !== undefined && opts.known !== null && opts.known <= opts.cap)
    return { count: opts.known, exact: true };
  const limited = db
    .select({ one: sql`1`.as('one') })
    .from(opts.from)
    .where(opts.where)
    .limit(opts.cap + 1)
    .as('limited');
  const [row] = await db.select({ n: count() }).from(limited);
  const exact = row?.n ?? 0;
  if (exact <= opts.cap) return { count: exact, exact: true };
  const estimate = await estimateRows(db, opts);
  return { count: Math.max(opts.cap + 1, estimate ?? 0), exact: false };
}

/** The planner's estimate of how many rows match (`EXPLAIN (FORMAT JSON)`, nothing is read). */
export async function estimateRows(
  db: DbOrTx,
  opts: { from: PgTable; where: SQL | undefined },
): Promise<number | null> {
  const plan = await db.execute(
    sql`explain (format json) ${db
      .select({ one: sql`1` })
      .from(opts.from)
      .where(opts.where)}`,
  );
  return planRows(plan);
}

/** The rows of `db.execute` on either driver (node-postgres and PGlite both answer `{rows}`). */
function resultRows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) || [];
}

function planRows(result: unknown): number | null {
  const rows = resultRows<Record<string, unknown>>(result);
  const cell = rows?.[0]?.['QUERY PLAN'];
  const parsed = typeof cell === 'string' ? JSON.parse(cell) : cell;
  const n = (parsed as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.['Plan Rows'];
  return typeof n === 'number' ? Math.round(n) : null;
}
