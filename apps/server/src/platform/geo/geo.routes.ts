import { localitySearchQuerySchema, localitySearchResultSchema } from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../auth/access.ts';
import { errorResponses } from '../http/route-presets.ts';
import { searchLocalities } from './gazetteer.ts';

/** The address pickers' locality search: any signed-in person (merchants, distributors, brands) may use it. */
export async function geoRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/geo/localities', {
    config: { access: access.user() },
    schema: {
      tags: ['platform'],
      summary: 'Australian localities by postcode or name, for address pickers',
      querystring: localitySearchQuerySchema,
      response: { 200: localitySearchResultSchema, ...errorResponses },
    },
    handler: async (req) => ({ localities: searchLocalities(req.query.q, req.query.limit) }),
  });
}
