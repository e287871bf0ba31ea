import {
  addMerchantAttributeInputSchema,
  addMerchantVehiclesInputSchema,
  idParamSchema,
  merchantAttrParamSchema,
  merchantProductAttributeSchema,
  merchantProductDetailSchema,
  merchantProductsListSchema,
  merchantProductsQuerySchema,
  merchantProductsSummarySchema,
  merchantVehicleParamSchema,
  merchantVehiclePickerQuerySchema,
  merchantVehiclesReplySchema,
  syncAllInputSchema,
  syncAllReplySchema,
  syncProgressQuerySchema,
  syncProgressSchema,
  sendToPimReplySchema,
  vehicleDatatableSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import {
  conflictResponse,
  errorResponses,
  unprocessableResponse,
} from '../../../platform/http/route-presets.ts';
import type { MarketplaceServices } from '../marketplace.services.ts';
import { MARKETPLACE, marketplaceAccess, tags } from '../marketplace.http.ts';
import * as mp from './merchant-products.service.ts';

const { viewer, editor } = marketplaceAccess;
const P = `${MARKETPLACE}/merchant_products`;

/** My Products (merchant-marketplace 2.6 and 7): the merchant product calls of the marketplace API. */
export async function merchantProductsRoutes(app: FastifyInstance, services: MarketplaceServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.ctx.database;

  r.get(P, {
    config: viewer,
    schema: {
      tags,
      summary:
        'My Products: 20 per page, filtered by query (SKU or words), store, brand, status and published',
      querystring: merchantProductsQuerySchema,
      response: { 200: merchantProductsListSchema, ...errorResponses },
    },
    handler: async (req) => mp.listMerchantProducts(db, actorOf(req), req.query),
  });

  r.get(`${P}/summary`, {
    config: viewer,
    schema: {
      tags,
      summary: "The left panel's counts per status and the brand select's options",
      response: { 200: merchantProductsSummarySchema, ...errorResponses },
    },
    handler: async (req) => mp.merchantProductsSummary(db, actorOf(req)),
  });

  r.get(`${P}/count`, {
    config: viewer,
    schema: {
      tags,
      summary: "The side menu's My Products badge (then kept live over the live channel)",
      response: { 200: z.object({ count: z.number().int() }), ...errorResponses },
    },
    handler: async (req) => mp.merchantProductsCount(db, actorOf(req)),
  });

  r.post(`${P}/sync_all`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      summary: 'Sync all: one background job per store reads its products and matches them to the catalogue',
      body: syncAllInputSchema.optional(),
      response: { 200: syncAllReplySchema, ...errorResponses, ...unprocessableResponse },
    },
    handler: async (req) => mp.startSyncAll(services, actorOf(req), req.body?.stores),
  });

  r.delete(`${P}/cancel_sync_all`, {
    config: editor,
    schema: {
      tags,
      summary: "Cancel the team's syncs under way",
      response: {
        200: z.object({ success: z.boolean(), cancelled_sync_job_ids: z.array(z.string()) }),
        ...errorResponses,
      },
    },
    handler: async (req) => mp.cancelSyncAll(services, actorOf(req)),
  });

  r.get(`${P}/sync_progress`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Progress of sync jobs (polled every 5 seconds): progress 0-100, total, at, errors per store',
      querystring: syncProgressQuerySchema,
      response: { 200: syncProgressSchema, ...errorResponses },
    },
    handler: async (req) => mp.syncProgress(db, actorOf(req), req.query.sync_job_ids),
  });

  r.get(`${P}/:id`, {
    config: viewer,
    schema: {
      tags,
      summary: 'A product with its attributes, vehicles and variants',
      params: idParamSchema,
      response: { 200: merchantProductDetailSchema, ...errorResponses },
    },
    handler: async (req) => mp.merchantProductDetail(db, actorOf(req), req.params.id),
  });

  r.put(`${P}/:id`, {
    config: editor,
    schema: {
      tags,
      summary: 'Re-sync one product from its store',
      params: idParamSchema,
      response: {
        200: z.object({ message: z.string(), product: merchantProductDetailSchema }),
        ...errorResponses,
        ...unprocessableResponse,
      },
    },
    handler: async (req) => mp.resyncMerchantProduct(services, actorOf(req), req.params.id),
  });

  r.post(`${P}/:id/send_to_pim`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      summary:
        "Send to PIM: copy a Not Linked product into the team's own catalogue (a background job) and link it",
      params: idParamSchema,
      response: { 200: sendToPimReplySchema, ...errorResponses, ...unprocessableResponse },
    },
    handler: async (req) => mp.sendToPim(services, actorOf(req), req.params.id),
  });

  r.get(`${P}/:id/vehicles`, {
    config: viewer,
    schema: {
      tags,
      summary: 'The vehicle picker: catalogue vehicles (not archived) the product does not fit yet',
      params: idParamSchema,
      querystring: merchantVehiclePickerQuerySchema,
      response: { 200: vehicleDatatableSchema, ...errorResponses },
    },
    handler: async (req) => mp.vehiclePicker(db, actorOf(req), req.params.id, req.query),
  });

  r.post(`${P}/:id/merchant_product_attributes`, {
    config: editor,
    schema: {
      tags,
      summary: 'Add an attribute (not to Synced products)',
      params: idParamSchema,
      body: addMerchantAttributeInputSchema,
      response: {
        201: merchantProductAttributeSchema,
        ...errorResponses,
        ...conflictResponse,
        ...unprocessableResponse,
      },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await mp.addMerchantAttribute(db, actorOf(req), req.params.id, req.body)),
  });

  r.delete(`${P}/:id/merchant_product_attributes/:attrId`, {
    config: editor,
    schema: {
      tags,
      summary: 'Remove an attribute',
      params: merchantAttrParamSchema,
      response: { 204: z.null(), ...errorResponses, ...unprocessableResponse },
    },
    handler: async (req, reply) => {
      await mp.removeMerchantAttribute(db, actorOf(req), req.params.id, req.params.attrId);
      return reply.status(204).send(null);
    },
  });

  r.post(`${P}/:id/merchant_product_vehicles`, {
    config: editor,
    schema: {
      tags,
      summary: 'Add vehicles of the platform catalogue (not to Synced products)',
      params: idParamSchema,
      body: addMerchantVehiclesInputSchema,
      response: { 201: merchantVehiclesReplySchema, ...errorResponses, ...unprocessableResponse },
    },
    handler: async (req, reply) =>
      reply
        .code(201)
        .send(await mp.addMerchantVehicles(db, actorOf(req), req.params.id, req.body.vehicle_ids)),
  });

  r.delete(`${P}/:id/merchant_product_vehicles/:vehicleId`, {
    config: editor,
    schema: {
      tags,
      summary: 'Remove a vehicle',
      params: merchantVehicleParamSchema,
      response: { 200: merchantVehiclesReplySchema, ...errorResponses, ...unprocessableResponse },
    },
    handler: async (req) => mp.removeMerchantVehicle(db, actorOf(req), req.params.id, req.params.vehicleId),
  });
}
