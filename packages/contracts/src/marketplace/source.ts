// What Source Products screens need besides the wire shapes (search.ts): constants and texts, in a module that
// builds no schema, so a screen that shows a counter downloads no zod.

export const SOURCE_HITS_PER_PAGE = 20;
export const FACET_LIMIT = 100;
export const SOURCE_SORTS = ['cost_asc', 'new_arrivals', 'best_selling', 'most_popular'] as const;
export const LISTING_FILTERS = ['all', 'non_imported', 'imported'] as const;
export const LISTING_TYPES = ['all', 'dropship', 'data_only', 'catalogued', 'hidden', 'invalid'] as const;

/** 'Showing N listings' or 'Showing N relevant listings sorted out of M' (spec section 2.4). */
export function resultCounterText(r: { total_hits: number; total_listings: number; relevant: boolean }) {
  return r.relevant
    ? `Showing ${r.total_hits} relevant listings sorted out of ${r.total_listings}`
    : `Showing ${r.total_hits} listings`;
}

/** 'Imported to N store(s)'. */
export function importedToText(n: number) {
  return `Imported to ${n} store(s)`;
}

/** The live topic a bulk publish reports on after each chunk: `{job_id, progress, total, at, errors}`. */
export const PUBLISH_PROGRESS_TOPIC = 'marketplace.publish.progress';
