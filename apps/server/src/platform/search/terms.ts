/**
 * What a person typed into a search box, split once into the forms the match conditions need. Pure: no database.
 */
export interface SearchTerms {
  /** The query as typed, trimmed. */
  text: string;
  /** Letters/digits runs, lower-cased ("ABP-44 front" -> ["abp", "44", "front"]). */
  words: string[];
  /** Every word as a prefix term, all required: `abp:* & 44:* & front:*` (for `to_tsquery('simple', ...)`). */
  prefixQuery: string | null;
  /** One token without spaces: may be a SKU or a fragment of one ("DB12", "4411", "ABP-44"). */
  token: string | null;
}

/** Null when there is nothing to search for. */
export function parseSearchTerms(query: string | null | undefined): SearchTerms | null {
  const text = query?.trim() ?? '';
  if (!text) return null;
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return {
    text,
    words,
    prefixQuery: words.length ? words.map((w) => `${w}:*`).join(' & ') : null,
    token: /\s/.test(text) ? null : text,
  };
}
