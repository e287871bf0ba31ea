import {
  datatableSchema,
  fulfillmentOrderReplySchema,
  fulfillmentOrderRowSchema,
  fulfillmentOrdersQuerySchema,
  idParamSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import { conflictResponse, errorResponses } from '../../../platform/http/route-presets.ts';
import type { OrdersDeps } from '../orders.deps.ts';
import { MARKETPLACE, MARKETPLACE_V1, merchantAccess, tags } from '../orders.http.ts';
import * as service from './fulfillment-orders.service.ts';

/** The merchant's fulfilment orders: table, order page, Request Fulfillment and Request Cancellation. */
export async function fulfillmentOrdersRoutes(app: FastifyInstance, deps: OrdersDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const table = {
    config: merchantAccess.viewer,
    schema: {
      tags,
      summary: 'Fulfilment orders: 25 a page, sorted and searched',
      querystring: fulfillmentOrdersQuerySchema,
      response: { 200: datatableSchema(fulfillmentOrderRowSchema), ...errorResponses },
    },
  };

  r.get(`${MARKETPLACE}/fulfillments/datatable.json`, {
    ...table,
    handler: async (req) => service.listOrders(deps, actorOf(req), req.query),
  });

  r.get(`${MARKETPLACE_V1}/fulfillments`, {
    ...table,
    handler: async (req) => service.listOrders(deps, actorOf(req), req.query),
  });

  r.get(`${MARKETPLACE_V1}/fulfillments/:id`, {
    config: merchantAccess.viewer,
    schema: {
      tags,
      summary: 'One fulfilment order with its fulfilments, items and timeline',
      params: idParamSchema,
      response: { 200: fulfillmentOrderReplySchema, ...errorResponses },
    },
    handler: async (req) => service.getOrder(deps, actorOf(req), req.params.id),
  });

  r.post(`${MARKETPLACE_V1}/fulfillments/:id/request-fulfillment`, {
    config: { ...merchantAccess.editor, idempotent: true },
    schema: {
      tags,
      summary:
        'Request Fulfillment: route the order to the nearest connected distributor locations with stock',
      params: idParamSchema,
      response: { 200: fulfillmentOrderReplySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (req) => service.requestFulfillment(deps, actorOf(req), req.params.id),
  });

  r.post(`${MARKETPLACE_V1}/fulfillments/:id/cancel-fulfillment`, {
    config: { ...merchantAccess.editor, idempotent: true },
    schema: {
      tags,
      summary: "Request Cancellation: ask the distributors to cancel the order's fulfilments",
      params: idParamSchema,
      response: { 200: fulfillmentOrderReplySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (req) => service.requestCancellation(deps, actorOf(req), req.params.id),
  });
}
