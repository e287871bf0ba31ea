import {
  sourceFacetsSchema,
  sourceIdsReplySchema,
  sourceSearchInputSchema,
  sourceSearchReplySchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import type { MarketplaceServices } from '../marketplace.services.ts';
import { MARKETPLACE, marketplaceAccess, tags } from '../marketplace.http.ts';
import * as search from './search.service.ts';

const { publishableSearch } = marketplaceAccess;

/**
 * Source Products search on PostgreSQL (platform/search). The publishable key may call both: they are reads,
 * though sent as POST (the spec's paths): the `publishableSearch` preset marks them as reads.
 */
export async function searchRoutes(app: FastifyInstance, services: MarketplaceServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.ctx.database;

  r.post(`${MARKETPLACE}/all-search-results`, {
    config: publishableSearch,
    schema: {
      tags,
      summary: 'Source Products: a page of hits (or every id), counts and optional facets',
      body: sourceSearchInputSchema,
      response: { 200: z.union([sourceSearchReplySchema, sourceIdsReplySchema]), ...errorResponses },
    },
    handler: async (req) => search.searchSourceProducts(db, actorOf(req), req.body),
  });

  r.post(`${MARKETPLACE}/all-facet-filters`, {
    config: publishableSearch,
    schema: {
      tags,
      summary: 'Brand and product type facets with counts (limit 100)',
      body: sourceSearchInputSchema,
      response: { 200: sourceFacetsSchema, ...errorResponses },
    },
    handler: async (req) => search.sourceFacets(db, actorOf(req), req.body),
  });
}
