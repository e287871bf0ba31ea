import {
  allocateInputSchema,
  idParamSchema,
  packingListSchema,
  packingQuerySchema,
  warehouseFulfillmentReplySchema,
  warehouseLocationReplySchema,
  warehouseLocationsReplySchema,
  warehousePackagesReplySchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import { conflictResponse, errorResponses } from '../../../platform/http/route-presets.ts';
import type { OrdersDeps } from '../orders.deps.ts';
import { DISTRIBUTOR_V1, distributorAccess } from '../orders.http.ts';
import * as service from './warehouse.service.ts';

const tags = ['warehouse'];
/** The warehouse app's same-origin calls (distributor spec 7.2). */
const WAREHOUSE = '/api/distributor';
const unitParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  unitId: z.coerce.number().int().positive(),
});
const locationParamsSchema = z.object({ locationId: z.coerce.number().int().positive() });

/** The warehouse app: locations with their tab counts, the Packing tab, shipment detail, allocation, ready to ship. */
export async function warehouseRoutes(app: FastifyInstance, deps: OrdersDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { viewer, editor } = distributorAccess;
  const answer = { 200: warehouseFulfillmentReplySchema, ...errorResponses, ...conflictResponse };

  r.get(`${DISTRIBUTOR_V1}/locations`, {
    config: viewer,
    schema: {
      tags,
      summary:
        "The team's locations with their Packing (pending_count) and Shipping (deliveries_count) counts",
      response: { 200: warehouseLocationsReplySchema, ...errorResponses },
    },
    handler: async (req) => service.listLocations(deps, actorOf(req)),
  });

  r.get(`${DISTRIBUTOR_V1}/locations/:id`, {
    config: viewer,
    schema: {
      tags,
      summary: 'One location with its warehouse tab counts',
      params: idParamSchema,
      response: { 200: warehouseLocationReplySchema, ...errorResponses },
    },
    handler: async (req) => service.getLocation(deps, actorOf(req), req.params.id),
  });

  r.get(`${WAREHOUSE}/l/:locationId/fulfillments`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Packing: accepted fulfilments of the location not yet ready to ship, with their deliveries',
      params: locationParamsSchema,
      querystring: packingQuerySchema,
      response: { 200: packingListSchema, ...errorResponses },
    },
    handler: async (req) => service.packingList(deps, actorOf(req), req.params.locationId, req.query),
  });

  r.get(`${WAREHOUSE}/fulfillments/:id`, {
    config: viewer,
    schema: {
      tags,
      summary: "Shipment detail (warehouse): the fulfilment's units, errors and deliveries with their boxes",
      params: idParamSchema,
      response: answer,
    },
    handler: async (req) => service.getFulfillment(deps, actorOf(req), req.params.id),
  });

  r.post(`${WAREHOUSE}/fulfillments/:id/units/:unitId/allocate`, {
    config: editor,
    schema: {
      tags,
      summary: 'Allocate a quantity of a unit to a box of one of the fulfilment’s shipments',
      params: unitParamsSchema,
      body: allocateInputSchema,
      response: answer,
    },
    handler: async (req) => service.allocate(deps, actorOf(req), req.params.id, req.params.unitId, req.body),
  });

  r.get(`${WAREHOUSE}/fulfillments/:id/units/:unitId/packages`, {
    config: viewer,
    schema: {
      tags,
      summary: "Resolve: the packages of the unit's product the distributor sees",
      params: unitParamsSchema,
      response: { 200: warehousePackagesReplySchema, ...errorResponses },
    },
    handler: async (req) => service.unitPackages(deps, actorOf(req), req.params.id, req.params.unitId),
  });

  r.post(`${WAREHOUSE}/fulfillments/:id/units/:unitId/update_from_package/:packageId`, {
    config: editor,
    schema: {
      tags,
      summary: "Resolve: the unit takes the sizes and weight of one of its product's packages",
      params: unitParamsSchema.extend({ packageId: z.coerce.number().int().positive() }),
      response: answer,
    },
    handler: async (req) =>
      service.updateFromPackage(deps, actorOf(req), req.params.id, req.params.unitId, req.params.packageId),
  });

  r.post(`${WAREHOUSE}/fulfillments/:id/ship`, {
    config: editor,
    schema: {
      tags,
      summary: 'Ready To Ship: the packed fulfilment leaves the Packing tab',
      params: idParamSchema,
      response: answer,
    },
    handler: async (req) => service.readyToShip(deps, actorOf(req), req.params.id),
  });
}
