import {
  distributorListSchema,
  errorResponseSchema,
  idParamSchema,
  shipmentBookingInputSchema,
  shipmentPatchInputSchema,
  shipmentReplySchema,
  shipmentSchema,
  shipmentsQuerySchema,
  shipmentStatisticsQuerySchema,
  shipmentStatisticsSchema,
  shipmentUnitInputSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import { conflictResponse, errorResponses } from '../../../platform/http/route-presets.ts';
import type { OrdersDeps } from '../orders.deps.ts';
import { DISTRIBUTOR_V1, distributorAccess } from '../orders.http.ts';
import * as service from './shipments.service.ts';

const tags = ['shipments'];
const unitParamsSchema = z.object({
  shipmentId: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive(),
});

/** The portal's shipments (distributor spec 7.1): a fulfilment's deliveries with its units, edited and booked. */
export async function shipmentsRoutes(app: FastifyInstance, deps: OrdersDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { viewer, editor } = distributorAccess;
  const answer = { 200: shipmentReplySchema, ...errorResponses, ...conflictResponse };

  r.get(`${DISTRIBUTOR_V1}/shipments`, {
    config: viewer,
    schema: {
      tags,
      summary:
        "The fulfilments' shipments by location and portal status (default pending,quoted), newest first",
      querystring: shipmentsQuerySchema,
      response: { 200: distributorListSchema(shipmentSchema), ...errorResponses },
    },
    handler: async (req) => service.listShipments(deps, actorOf(req), req.query),
  });

  r.get(`${DISTRIBUTOR_V1}/shipments/statistics`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Pending, quoted, booked and shipped shipments per location',
      querystring: shipmentStatisticsQuerySchema,
      response: { 200: shipmentStatisticsSchema, ...errorResponses },
    },
    handler: async (req) => service.shipmentStatistics(deps, actorOf(req), req.query),
  });

  r.get(`${DISTRIBUTOR_V1}/shipments/:id`, {
    config: viewer,
    schema: {
      tags,
      summary: 'One shipment with everything the editor needs',
      params: idParamSchema,
      response: answer,
    },
    handler: async (req) => service.getShipment(deps, actorOf(req), req.params.id),
  });

  r.patch(`${DISTRIBUTOR_V1}/shipments/:id`, {
    config: editor,
    schema: {
      tags,
      summary: 'Save the packing plan (cartons and their items), sender and recipient',
      params: idParamSchema,
      body: shipmentPatchInputSchema,
      response: answer,
    },
    handler: async (req) => service.updateShipment(deps, actorOf(req), req.params.id, req.body),
  });

  r.post(`${DISTRIBUTOR_V1}/shipments/:id/units`, {
    config: editor,
    schema: {
      tags,
      summary: 'Add Shipping Item: a manual unit of one of the line items',
      params: idParamSchema,
      body: shipmentUnitInputSchema,
      response: answer,
    },
    handler: async (req) => service.addShipmentUnit(deps, actorOf(req), req.params.id, req.body),
  });

  r.delete(`${DISTRIBUTOR_V1}/shipments/:shipmentId/units/:id`, {
    config: editor,
    schema: { tags, summary: 'Remove a unit', params: unitParamsSchema, response: answer },
    handler: async (req) =>
      service.removeShipmentUnit(deps, actorOf(req), req.params.shipmentId, req.params.id),
  });

  r.post(`${DISTRIBUTOR_V1}/shipments/:id/delivery_booking`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      summary: 'Book the shipment with the chosen (or cheapest) quote',
      params: idParamSchema,
      body: shipmentBookingInputSchema,
      response: { ...answer, 503: errorResponseSchema },
    },
    handler: async (req) => service.bookShipment(deps, actorOf(req), req.params.id, req.body ?? {}),
  });
}
