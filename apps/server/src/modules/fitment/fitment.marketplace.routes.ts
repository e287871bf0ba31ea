import {
  lookupOptionsSchema,
  vehicleFieldSearchQuerySchema,
  vehicleYearsQuerySchema,
  vehicleYearsReplySchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db/client.ts';
import { areaAccess, errorResponses } from '../../platform/http/route-presets.ts';
import { vehicleYears } from './fitment.narrowing.ts';
import { fieldSearch, lookupList, modelList } from './fitment.service.ts';

/** The merchant API's prefix (platform design section 1). */
const MARKETPLACE = '/api/marketplace/v1/marketplace';
const tags = ['fitment'];
const { viewer } = areaAccess('marketplace');

/**
 * The vehicle lookups a merchant narrows Source Products with (shared reference data, read by marketplace
 * members): the spec's `vehicle_field_search`, every make, a make's models, and the model years.
 */
export async function fitmentMarketplaceRoutes(app: FastifyInstance, db: DbOrTx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${MARKETPLACE}/vehicle_field_search`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Id and name of a vehicle field’s values matching the term, within the restriction',
      querystring: vehicleFieldSearchQuerySchema,
      response: { 200: lookupOptionsSchema, ...errorResponses },
    },
    handler: async (req) => fieldSearch(db, req.query),
  });

  r.get(`${MARKETPLACE}/vehicles/makes.json`, {
    config: viewer,
    schema: { tags, response: { 200: lookupOptionsSchema, ...errorResponses } },
    handler: async () => lookupList(db, 'makes'),
  });

  r.get(`${MARKETPLACE}/vehicles/models.json`, {
    config: viewer,
    schema: {
      tags,
      querystring: z.object({ make_id: z.coerce.number().int().positive() }),
      response: { 200: lookupOptionsSchema, ...errorResponses },
    },
    handler: async (req) => modelList(db, req.query.make_id),
  });

  r.get(`${MARKETPLACE}/vehicles/years.json`, {
    config: viewer,
    schema: {
      tags,
      querystring: vehicleYearsQuerySchema,
      response: { 200: vehicleYearsReplySchema, ...errorResponses },
    },
    handler: async (req) => ({ years: await vehicleYears(db, req.query) }),
  });
}
