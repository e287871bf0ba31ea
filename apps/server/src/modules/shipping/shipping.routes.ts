import {
  bookDeliveryInputSchema,
  byoBookingInputSchema,
  deliveriesQuerySchema,
  deliveryReplySchema,
  distributorListSchema,
  deliverySchema,
  documentQuerySchema,
  errorResponseSchema,
  freightCatalogReplySchema,
  handoverInputSchema,
  handoversReplySchema,
  idParamSchema,
  labelRequestReplySchema,
  labelRequestsReplySchema,
  locationShipmentsReplySchema,
  manifestsReplySchema,
  manualBookingInputSchema,
  parcelUpdateInputSchema,
  pickupRequestInputSchema,
  pickupSlotsReplySchema,
  quoteDeliveryInputSchema,
  quotesReplySchema,
  slotPickupInputSchema,
  warehouseSearchQuerySchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, scopeOf } from '../../platform/auth/access.ts';
import { carrierSandboxState, setCarrierSandbox } from '../../adapters/carriers/index.ts';
import { conflictResponse, errorResponses } from '../../platform/http/route-presets.ts';
import * as bookings from './bookings/bookings.service.ts';
import { takeOver } from './byo/byo.service.ts';
import { freightExchangeCatalog } from './catalog/catalog.service.ts';
import * as deliveries from './deliveries/deliveries.service.ts';
import * as parcelEdits from './deliveries/warehouse-parcel-edits.service.ts';
import { locationShipments } from './deliveries/warehouse-shipments.service.ts';
import { getDeliveryDocument } from './documents/documents.service.ts';
import * as labelRequests from './label-requests/label-requests.service.ts';
import * as pickups from './pickups/pickups.service.ts';
import { quoteDelivery } from './quotes/quotes.service.ts';
import { advanceTrackingNow, returnToSender } from './tracking/tracking-clock.ts';
import type { ShippingDeps } from './shipping.deps.ts';
import { DISTRIBUTOR, distributorAccess, tags, V1 } from './shipping.http.ts';

const { viewer, editor } = distributorAccess;
const carrierSandboxSwitchSchema = z
  .object({
    label_failure: z.boolean().optional(),
    booking_failure: z.enum(['none', 'timeout', 'error', 'rejected']).optional(),
  })
  .strict();
const trackingClockInputSchema = z
  .object({
    delivery_ids: z.array(z.number().int().positive()).max(100),
    /** The carrier returns the named deliveries in transit to their sender instead (decision 0922). */
    return_to_sender: z.boolean().optional(),
  })
  .strict();
const unavailable = { 503: errorResponseSchema };
/** Deliveries, quotes, bookings, documents, pickups, handovers and the carrier catalogue (spec section 7). */
export async function shippingRoutes(app: FastifyInstance, deps: ShippingDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const idem = { ...editor, idempotent: true };

  r.get(`${V1}/deliveries`, {
    config: viewer,
    schema: {
      tags,
      querystring: deliveriesQuerySchema,
      response: { 200: distributorListSchema(deliverySchema), ...errorResponses },
    },
    handler: async (req) => deliveries.listDeliveries(deps.db, scopeOf(req), req.query),
  });

  for (const base of [V1, DISTRIBUTOR]) {
    r.get(`${base}/deliveries/:id`, {
      config: viewer,
      schema: { tags, params: idParamSchema, response: { 200: deliveryReplySchema, ...errorResponses } },
      handler: async (req) => deliveries.getDelivery(deps.db, scopeOf(req), req.params.id),
    });

    r.delete(`${base}/deliveries/:id`, {
      config: editor,
      schema: {
        tags,
        params: idParamSchema,
        response: { 204: z.null(), ...errorResponses, ...conflictResponse },
      },
      handler: async (req, reply) => {
        await deliveries.cancelDelivery(deps, scopeOf(req), req.params.id);
        return reply.status(204).send(null);
      },
    });

    r.post(`${base}/deliveries/:id/quotes`, {
      config: editor,
      schema: {
        tags,
        params: idParamSchema,
        body: quoteDeliveryInputSchema,
        response: { 200: quotesReplySchema, ...errorResponses, ...conflictResponse, ...unavailable },
      },
      handler: async (req) => quoteDelivery(deps, scopeOf(req), req.params.id, req.body ?? {}),
    });

    r.post(`${base}/deliveries/:id/booking`, {
      config: idem,
      schema: {
        tags,
        params: idParamSchema,
        body: bookDeliveryInputSchema,
        response: { 200: deliveryReplySchema, ...errorResponses, ...conflictResponse, ...unavailable },
      },
      handler: async (req) => bookings.bookDelivery(deps, scopeOf(req), req.params.id, req.body ?? {}),
    });
  }

  r.get(`${V1}/deliveries/:id/documents`, {
    config: viewer,
    schema: {
      tags,
      params: idParamSchema,
      querystring: documentQuerySchema,
      response: { 200: z.any(), ...errorResponses },
    },
    handler: async (req, reply) => {
      const pdf = await getDeliveryDocument(deps, scopeOf(req), req.params.id, req.query.document_type);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="${req.query.document_type.toLowerCase()}-${req.params.id}.pdf"`,
        )
        .send(pdf);
    },
  });

  r.post(`${V1}/deliveries/pickup`, {
    config: idem,
    schema: {
      tags,
      body: pickupRequestInputSchema,
      response: { 200: manifestsReplySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (req) => pickups.requestPickup(deps, scopeOf(req), req.body),
  });

  r.post(`${DISTRIBUTOR}/deliveries/:id/parcels`, {
    config: idem,
    schema: {
      tags,
      summary: 'Add Box: an empty box at the end of an editable delivery',
      params: idParamSchema,
      response: { 200: deliveryReplySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (req) => parcelEdits.addParcel(deps.db, scopeOf(req), req.params.id),
  });

  r.patch(`${DISTRIBUTOR}/delivery_parcels/:id`, {
    config: editor,
    schema: {
      tags,
      summary: "A box's inputs (cm, kg) on an editable delivery",
      params: idParamSchema,
      body: parcelUpdateInputSchema,
      response: { 200: deliveryReplySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (req) => parcelEdits.updateParcel(deps.db, scopeOf(req), req.params.id, req.body),
  });

  r.delete(`${DISTRIBUTOR}/delivery_parcels/:id`, {
    config: editor,
    schema: {
      tags,
      summary: 'Delete a box and its items from an editable delivery',
      params: idParamSchema,
      response: { 200: deliveryReplySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (req) => parcelEdits.deleteParcel(deps.db, scopeOf(req), req.params.id),
  });

  r.delete(`${DISTRIBUTOR}/parcel_items/:id`, {
    config: editor,
    schema: {
      tags,
      summary: 'Take an item out of its box on an editable delivery',
      params: idParamSchema,
      response: { 200: deliveryReplySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (req) => parcelEdits.deleteParcelItem(deps.db, scopeOf(req), req.params.id),
  });

  r.get(`${DISTRIBUTOR}/deliveries/:id/pickup`, {
    config: viewer,
    schema: {
      tags,
      params: idParamSchema,
      response: { 200: pickupSlotsReplySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (req) => pickups.pickupSlots(deps, scopeOf(req), req.params.id),
  });

  r.post(`${DISTRIBUTOR}/deliveries/:id/pickup`, {
    config: idem,
    schema: {
      tags,
      params: idParamSchema,
      body: slotPickupInputSchema,
      response: { 200: manifestsReplySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (req) => pickups.requestSlotPickup(deps, scopeOf(req), req.params.id, req.body),
  });

  r.post(`${DISTRIBUTOR}/handovers`, {
    config: idem,
    schema: {
      tags,
      body: handoverInputSchema,
      response: { 200: manifestsReplySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (req) => pickups.createHandover(deps, scopeOf(req), req.body),
  });

  r.get(`${DISTRIBUTOR}/handovers`, {
    config: viewer,
    schema: {
      tags,
      querystring: z.object({ location_id: z.coerce.number().int().positive().optional() }),
      response: { 200: handoversReplySchema, ...errorResponses },
    },
    handler: async (req) => pickups.listHandovers(deps, scopeOf(req), req.query.location_id ?? null),
  });

  r.post(`${DISTRIBUTOR}/deliveries/:id/label`, {
    config: idem,
    schema: {
      tags,
      params: idParamSchema,
      response: { 200: deliveryReplySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (req) => labelRequests.requestLabel(deps, scopeOf(req), req.params.id),
  });

  r.post(`${DISTRIBUTOR}/deliveries/:id/manual`, {
    config: idem,
    schema: {
      tags,
      params: idParamSchema,
      body: manualBookingInputSchema,
      response: { 200: deliveryReplySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (req) => labelRequests.manualBooking(deps, scopeOf(req), req.params.id, req.body),
  });

  r.post(`${DISTRIBUTOR}/shipments/:id/byo`, {
    config: idem,
    schema: {
      tags,
      params: idParamSchema,
      body: byoBookingInputSchema,
      response: { 200: deliveryReplySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (req) => takeOver(deps, scopeOf(req), req.params.id, req.body),
  });

  r.get(`${DISTRIBUTOR}/l/:id/shipments`, {
    config: viewer,
    schema: {
      tags,
      params: idParamSchema,
      querystring: warehouseSearchQuerySchema,
      response: { 200: locationShipmentsReplySchema, ...errorResponses },
    },
    handler: async (req) => locationShipments(deps, scopeOf(req), req.params.id, req.query.query),
  });

  r.get(`${DISTRIBUTOR}/label_requests`, {
    config: viewer,
    schema: {
      tags,
      querystring: warehouseSearchQuerySchema,
      response: { 200: labelRequestsReplySchema, ...errorResponses },
    },
    handler: async (req) => labelRequests.listLabelRequests(deps, scopeOf(req), req.query.query),
  });

  r.get(`${DISTRIBUTOR}/label_requests/:id`, {
    config: viewer,
    schema: { tags, params: idParamSchema, response: { 200: labelRequestReplySchema, ...errorResponses } },
    handler: async (req) => labelRequests.getLabelRequest(deps, scopeOf(req), req.params.id),
  });

  // The carrier sandbox's failure switches (decision 0600), for platform staff: label generation and booking
  // failures are global to the sandbox exchange, so no team may flip them for others.
  r.put(`${DISTRIBUTOR}/carriers/sandbox`, {
    config: { access: access.staff() },
    schema: {
      tags,
      body: carrierSandboxSwitchSchema,
      response: { 200: carrierSandboxSwitchSchema.required(), ...errorResponses },
    },
    handler: async (req) => {
      await setCarrierSandbox(deps.db, req.body);
      return carrierSandboxState(deps.db);
    },
  });

  // The sandbox's tracking clock, for platform staff (decision 0901): the named deliveries' next step is due now
  // and the clock ticks once, so a journey sees booked → in transit → delivered without waiting for the pace.
  r.post(`${DISTRIBUTOR}/carriers/sandbox/tracking_clock`, {
    config: { access: access.staff() },
    schema: {
      tags,
      body: trackingClockInputSchema,
      response: { 200: z.object({ moved: z.number().int() }), ...errorResponses },
    },
    handler: async (req) => ({
      moved: req.body.return_to_sender
        ? await returnToSender(deps, req.body.delivery_ids)
        : await advanceTrackingNow(deps, req.body.delivery_ids),
    }),
  });

  r.get(`${DISTRIBUTOR}/locations/:id/freight_exchange_catalog`, {
    config: viewer,
    schema: { tags, params: idParamSchema, response: { 200: freightCatalogReplySchema, ...errorResponses } },
    handler: async (req) => freightExchangeCatalog(deps, scopeOf(req), req.params.id),
  });
}
