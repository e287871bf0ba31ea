import {
  allianceMerchantsReplySchema,
  createLocationInputSchema,
  distributorLocationSchema,
  distributorLocationsReplySchema,
  distributorSchema,
  setFreightExchangeKeyInputSchema,
  updateDistributorInputSchema,
  updateLocationInputSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../../platform/auth/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { readMultipartFields } from '../../../platform/http/multipart-body.ts';
import { conflictResponse, errorResponses } from '../../../platform/http/route-presets.ts';
import { DISTRIBUTOR_PREFIX, distributorAccess, tags } from '../distribution.http.ts';
import {
  allianceMerchants,
  currentDistributor,
  setFreightExchangeKey,
  updateDistributor,
} from '../distributors.service.ts';
import * as service from './locations.service.ts';

const id = z.coerce.number().int().positive();
const distributorParams = z.object({ distributorId: id });
/** `{id}` or `{id}.json` (spec 7.3 sends the filter policy to `.../{id}.json`). */
const locationParams = z.object({
  distributorId: id,
  id: z
    .string()
    .regex(/^\d{1,9}(\.json)?$/, 'Invalid id')
    .transform((v) => Number.parseInt(v, 10)),
});
const BASE = `${DISTRIBUTOR_PREFIX}/distributors/:distributorId/locations`;

/** Location settings (spec 7.3); the form may post multipart `distributor_location[field]` or the same as JSON. */
export async function locationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const { viewer, admin } = distributorAccess;
  const multipart = async (req: { isMultipart(): boolean; body: unknown }) => {
    if (req.isMultipart()) req.body = await readMultipartFields(req as never);
  };

  r.get(`${DISTRIBUTOR_PREFIX}/distributor`, {
    config: viewer,
    schema: { tags, response: { 200: distributorSchema, ...errorResponses } },
    handler: async (req) => currentDistributor(db, scopeOf(req)),
  });

  r.patch(`${DISTRIBUTOR_PREFIX}/distributor`, {
    config: admin,
    schema: {
      tags,
      body: updateDistributorInputSchema,
      response: { 200: distributorSchema, ...errorResponses },
    },
    handler: async (req) => updateDistributor(db, scopeOf(req), req.body),
  });

  r.put(`${DISTRIBUTOR_PREFIX}/distributor/freight_exchange_key`, {
    config: admin,
    schema: {
      tags,
      summary: "Set or replace the distributor's freight exchange key (answered masked)",
      body: setFreightExchangeKeyInputSchema,
      response: { 200: distributorSchema, ...errorResponses },
    },
    handler: async (req) => setFreightExchangeKey(db, scopeOf(req), req.body.freight_exchange_key),
  });

  r.delete(`${DISTRIBUTOR_PREFIX}/distributor/freight_exchange_key`, {
    config: admin,
    schema: {
      tags,
      summary: "Remove the distributor's freight exchange key (carrier filters are then hidden)",
      response: { 200: distributorSchema, ...errorResponses },
    },
    handler: async (req) => setFreightExchangeKey(db, scopeOf(req), null),
  });

  r.get(`${DISTRIBUTOR_PREFIX}/alliance_merchants`, {
    config: viewer,
    schema: { tags, response: { 200: allianceMerchantsReplySchema, ...errorResponses } },
    handler: async (req) => allianceMerchants(db, scopeOf(req)),
  });

  r.get(BASE, {
    config: viewer,
    schema: {
      tags,
      params: distributorParams,
      response: { 200: distributorLocationsReplySchema, ...errorResponses },
    },
    handler: async (req) => service.listLocations(db, scopeOf(req), req.params.distributorId),
  });

  r.get(`${BASE}/:id`, {
    config: viewer,
    schema: { tags, params: locationParams, response: { 200: distributorLocationSchema, ...errorResponses } },
    handler: async (req) => service.getLocation(db, scopeOf(req), req.params),
  });

  r.post(BASE, {
    config: { ...admin, idempotent: true },
    preValidation: multipart,
    schema: {
      tags,
      params: distributorParams,
      body: createLocationInputSchema,
      response: { 201: distributorLocationSchema, ...errorResponses },
    },
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(await service.createLocation(db, scopeOf(req), req.params.distributorId, req.body)),
  });

  r.patch(`${BASE}/:id`, {
    config: admin,
    preValidation: multipart,
    schema: {
      tags,
      params: locationParams,
      body: updateLocationInputSchema,
      response: { 200: distributorLocationSchema, ...conflictResponse, ...errorResponses },
    },
    handler: async (req) => service.updateLocation(db, scopeOf(req), req.params, req.body),
  });
}
