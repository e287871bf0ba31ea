import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../db/like.ts';
import type { SearchTerms } from './terms.ts';

/**
 * What a searchable table or view offers, described once by the module that owns it:
 * - `vector`: a maintained `tsvector` (a stored generated column or one kept by the module) with a GIN index,
 *   built with the `simple` configuration (part numbers and brand names are not English words);
 * - `fragments`: text columns with a `gin_trgm_ops` index, matched by `ILIKE '%token%'` when the query is one token
 *   (a piece from the middle of a SKU: "4411" in "ABP-44119");
 * - `code`: the column exact and prefix matches rank first by (the SKU).
 */
export interface SearchSource {
  vector: AnyPgColumn | SQL;
  fragments?: (AnyPgColumn | SQL)[];
  code?: AnyPgColumn | SQL;
}

/** Every word as a prefix of some word of the vector: `vector @@ to_tsquery('simple', 'front:* & ceramic:*')`. */
export function textMatch(source: SearchSource, terms: SearchTerms): SQL | undefined {
  if (!terms.prefixQuery) return undefined;
  return sql`${source.vector} @@ to_tsquery('simple', ${terms.prefixQuery})`;
}

/** One token anywhere inside a fragment column (trigram index): `sku ILIKE '%4411%'`. */
export function fragmentMatch(source: SearchSource, terms: SearchTerms): SQL | undefined {
  if (!terms.token || !source.fragments?.length) return undefined;
  const pattern = `%${escapeLike(terms.token)}%`;
  const parts = source.fragments.map((column) => sql`${column} ilike ${pattern}`);
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * The keyword condition of a list: the words (prefix terms of the vector) or, for one token, a fragment of a
 * fragment column. Undefined when there is no query (no condition).
 */
export function keywordMatch(source: SearchSource, terms: SearchTerms | null): SQL | undefined {
  if (!terms) return undefined;
  const parts = [textMatch(source, terms), fragmentMatch(source, terms)].filter((p): p is SQL => !!p);
  if (!parts.length) return sql`false`;
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

/** 0 for an exact code match (case-insensitive), 1 for a code prefix, 2 otherwise: sorts SKU hits first. */
export function codeRank(source: SearchSource, terms: SearchTerms): SQL {
  if (!source.code) return sql`2`;
  return sql`case when lower(${source.code}) = lower(${terms.text}) then 0 when ${source.code} ilike ${`${escapeLike(terms.text)}%`} then 1 else 2 end`;
}

/** Relevance of the words (higher is better), for ranking a bounded candidate set. */
export function textRank(source: SearchSource, terms: SearchTerms): SQL {
  if (!terms.prefixQuery) return sql`0`;
  return sql`ts_rank_cd(${source.vector}, to_tsquery('simple', ${terms.prefixQuery}))`;
}

/**
 * Typo fallback: rows whose fragment columns are similar to the query (pg_trgm `%`, threshold
 * `pg_trgm.similarity_threshold`, 0.3 by default), for when nothing matches exactly.
 */
export function similarMatch(source: SearchSource, terms: SearchTerms): SQL | undefined {
  if (!source.fragments?.length) return undefined;
  const parts = source.fragments.map((column) => sql`${column} % ${terms.text}`);
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

/** Best similarity of the query to the fragment columns (0..1), the order of typo-fallback hits. */
export function similarity(source: SearchSource, terms: SearchTerms): SQL {
  if (!source.fragments?.length) return sql`0`;
  const parts = source.fragments.map((column) => sql`similarity(${column}, ${terms.text})`);
  return parts.length === 1 ? parts[0]! : sql`greatest(${sql.join(parts, sql`, `)})`;
}
