/**
 * Keyword search for any module's table or view: parse the query once, match it (tsvector prefix terms, trigram
 * fragments), page a sorted list or rank a bounded candidate set, count with a cap and facet. See README.md here
 * and docs/decisions/0220-keyword-search.md.
 */
export { parseSearchTerms, type SearchTerms } from './terms.ts';
export {
  keywordMatch,
  textMatch,
  fragmentMatch,
  similarMatch,
  codeRank,
  textRank,
  similarity,
  type SearchSource,
} from './match.ts';
export {
  searchList,
  boundedCount,
  estimateRows,
  DEFAULT_CANDIDATE_CAP,
  DEFAULT_WALK_ROWS,
  type SearchListOptions,
  type SearchList,
  type BoundedCount,
} from './page.ts';
export {
  rankedSearchPage,
  facetCounts,
  type RankedSearchOptions,
  type RankedPage,
  type Facet,
  type FacetCount,
} from './ranked.ts';
