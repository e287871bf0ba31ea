import type { Area } from '@partsflow/contracts';
import { errorResponseSchema } from '@partsflow/contracts';
import { access } from '../auth/access.ts';

/**
 * The error answers every authenticated route may give. Spread into `schema.response` beside the route's own
 * statuses (`{ 200: x, ...errorResponses }`); add 409/422 where the route can answer them.
 */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Optional answers a route adds when it can give them. */
export const conflictResponse = { 409: errorResponseSchema };
export const unprocessableResponse = { 422: errorResponseSchema };

/**
 * The `config` of a route in one area, by the membership flag it needs (design section 2): viewers read,
 * editors write, billing manages money, admins everything. `{ config: catalogue.editor, ... }`.
 */
export function areaAccess(area: Area) {
  return {
    viewer: { access: access.team({ area, role: 'viewer' }) },
    editor: { access: access.team({ area, role: 'editor' }) },
    billing: { access: access.team({ area, role: 'billing' }) },
    admin: { access: access.team({ area, role: 'admin' }) },
    /** A POST that only reads (a list whose query is a body): viewers may call it, no anti-forgery token needed. */
    search: { access: access.team({ area, role: 'viewer', reads: true }) },
    /** Readable with the publishable API key too (marketplace search, listing detail). */
    publishable: { access: access.team({ area, role: 'viewer', publishable: true }) },
    /** A POST that only reads (a search with its query as a body), open to the publishable key too. */
    publishableSearch: { access: access.team({ area, role: 'viewer', publishable: true, reads: true }) },
  } as const;
}
