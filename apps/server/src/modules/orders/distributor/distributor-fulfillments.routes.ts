import {
  cancellationRequestResponseSchema,
  changeLocationInputSchema,
  distributorFulfillmentReplySchema,
  distributorFulfillmentSchema,
  distributorFulfillmentsQuerySchema,
  distributorListSchema,
  fulfillmentRequestResponseSchema,
  fulfillmentStatisticsQuerySchema,
  fulfillmentStatisticsSchema,
  idParamSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import { conflictResponse, errorResponses } from '../../../platform/http/route-presets.ts';
import type { OrdersDeps } from '../orders.deps.ts';
import { DISTRIBUTOR_V1, distributorAccess, tags } from '../orders.http.ts';
import * as service from './distributor-fulfillments.service.ts';

/** The fulfilment calls of the distributor API (distributor spec 7.1). */
export async function distributorFulfillmentsRoutes(app: FastifyInstance, deps: OrdersDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { viewer, editor } = distributorAccess;
  const answer = { 200: distributorFulfillmentReplySchema, ...errorResponses, ...conflictResponse };

  r.get(`${DISTRIBUTOR_V1}/fulfillments`, {
    config: viewer,
    schema: {
      tags,
      summary: "The team's fulfilment requests by location, newest first",
      querystring: distributorFulfillmentsQuerySchema,
      response: { 200: distributorListSchema(distributorFulfillmentSchema), ...errorResponses },
    },
    handler: async (req) => service.listFulfillments(deps, actorOf(req), req.query),
  });

  r.get(`${DISTRIBUTOR_V1}/fulfillments/statistics`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Pending, in progress and complete fulfilment requests per location',
      querystring: fulfillmentStatisticsQuerySchema,
      response: { 200: fulfillmentStatisticsSchema, ...errorResponses },
    },
    handler: async (req) => service.fulfillmentStatistics(deps, actorOf(req), req.query),
  });

  r.get(`${DISTRIBUTOR_V1}/fulfillments/:id`, {
    config: viewer,
    schema: { tags, summary: 'One fulfilment request', params: idParamSchema, response: answer },
    handler: async (req) => service.getFulfillment(deps, actorOf(req), req.params.id),
  });

  r.put(`${DISTRIBUTOR_V1}/fulfillments/:id/fulfillment_request`, {
    config: editor,
    schema: {
      tags,
      summary: 'Accept a fulfilment request with a reference number, or reject it with a reason',
      params: idParamSchema,
      body: fulfillmentRequestResponseSchema,
      response: answer,
    },
    handler: async (req) => service.respondFulfillmentRequest(deps, actorOf(req), req.params.id, req.body),
  });

  r.put(`${DISTRIBUTOR_V1}/fulfillments/:id/cancellation_request`, {
    config: editor,
    schema: {
      tags,
      summary: "Accept or reject the merchant's cancellation request",
      params: idParamSchema,
      body: cancellationRequestResponseSchema,
      response: answer,
    },
    handler: async (req) => service.respondCancellationRequest(deps, actorOf(req), req.params.id, req.body),
  });

  r.put(`${DISTRIBUTOR_V1}/fulfillments/:id/change_location`, {
    config: editor,
    schema: {
      tags,
      summary: 'Move a pending fulfilment request to another location',
      params: idParamSchema,
      body: changeLocationInputSchema,
      response: answer,
    },
    handler: async (req) =>
      service.changeLocation(deps, actorOf(req), req.params.id, req.body.new_location_id),
  });
}
