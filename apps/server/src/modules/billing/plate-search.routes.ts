import { plateSearchInputSchema, plateSearchReplySchema } from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/actor.ts';
import { areaAccess, errorResponses } from '../../platform/http/route-presets.ts';
import type { BillingDeps } from './billing.deps.ts';
import { plateSearch } from './plate-search.service.ts';

/** Source Products' number plate search: metered usage of the PL8SRCH add-on (docs/decisions/0831). */
export const PLATE_SEARCH_PATH = '/api/marketplace/v1/marketplace/plate-search';
const { viewer } = areaAccess('marketplace');

export async function plateSearchRoutes(app: FastifyInstance, deps: BillingDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(PLATE_SEARCH_PATH, {
    // Any member searching parts may use it; it has an effect (usage), so it takes an idempotency key.
    config: { ...viewer, idempotent: true },
    schema: {
      tags: ['marketplace'],
      summary: 'Number plate search: the vehicle registered with a plate in a state (counts as add-on usage)',
      body: plateSearchInputSchema,
      response: { 200: plateSearchReplySchema, ...errorResponses },
    },
    handler: async (req) => plateSearch(deps, actorOf(req), req.body),
  });
}
