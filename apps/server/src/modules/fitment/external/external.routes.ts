import {
  errorResponseSchema,
  externalImportInputSchema,
  externalLinkActionSchema,
  externalLinksReplySchema,
  externalOverrideSchema,
  externalVehicleEditSchema,
  externalVehicleListQuerySchema,
  externalVehicleListSchema,
  externalVehicleSchema,
  externalTranslationsInputSchema,
  externalTranslationsSchema,
  globalTranslationInputSchema,
  globalTranslationQuerySchema,
  globalTranslationReplySchema,
  idParamSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../platform/auth/access.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import * as external from './external.service.ts';

const ADMIN = '/api/admin';
const BASE = `${ADMIN}/external_vehicles`;
const tags = ['fitment'];
/** External vehicle data and links change the shared vehicle catalogue: platform staff only. */
const staff = { access: access.staff() };

/** External vehicles, links and the reindex (catalogue spec section 7, Vehicle catalogue). */
export async function externalVehicleRoutes(app: FastifyInstance, deps: external.ExternalDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const links = { 200: externalLinksReplySchema, ...errorResponses };

  r.post(`${BASE}/import.json`, {
    config: { ...staff, idempotent: true },
    schema: {
      tags,
      body: externalImportInputSchema,
      response: {
        200: z.object({ message: z.string(), count: z.number().int() }),
        ...errorResponses,
        503: errorResponseSchema,
      },
    },
    handler: async (req) => external.importExternalVehicles(deps, req.body.source),
  });

  r.get(`${BASE}/list.json`, {
    config: staff,
    schema: {
      tags,
      querystring: externalVehicleListQuerySchema,
      response: { 200: externalVehicleListSchema, ...errorResponses },
    },
    handler: async (req) => external.listExternalVehicles(db, req.query),
  });

  // Registered before `/:id` so the literal path wins.
  r.get(`${BASE}/global_translation`, {
    config: staff,
    schema: {
      tags,
      querystring: globalTranslationQuerySchema,
      response: { 200: globalTranslationReplySchema, ...errorResponses },
    },
    handler: async (req) => external.globalTranslation(db, req.query),
  });

  r.put(`${BASE}/global_translation`, {
    config: staff,
    schema: {
      tags,
      body: globalTranslationInputSchema,
      response: { 200: globalTranslationReplySchema, ...errorResponses },
    },
    handler: async (req) => external.setGlobalTerm(deps, req.body),
  });

  r.get(`${BASE}/:id/translations.json`, {
    config: staff,
    schema: {
      tags,
      params: idParamSchema,
      response: { 200: externalTranslationsSchema, ...errorResponses },
    },
    handler: async (req) => external.getTranslations(db, req.params.id),
  });

  r.put(`${BASE}/:id/translations`, {
    config: staff,
    schema: {
      tags,
      params: idParamSchema,
      body: externalTranslationsInputSchema,
      response: { 200: externalTranslationsSchema, ...errorResponses },
    },
    handler: async (req) => external.saveTranslations(deps, req.params.id, req.body),
  });

  r.get(`${BASE}/:id`, {
    config: staff,
    schema: {
      tags,
      params: idParamSchema,
      response: { 200: z.object({ external_vehicle: externalVehicleSchema }), ...errorResponses },
    },
    handler: async (req) => ({ external_vehicle: await external.getExternalVehicle(db, req.params.id) }),
  });

  r.patch(`${BASE}/:id`, {
    config: staff,
    schema: {
      tags,
      params: idParamSchema,
      body: externalVehicleEditSchema,
      response: {
        200: z.object({ message: z.string(), external_vehicle: externalVehicleSchema }),
        ...errorResponses,
      },
    },
    handler: async (req) => external.editExternalVehicle(deps, req.params.id, req.body),
  });

  r.get(`${ADMIN}/vehicles/:id/external_links.json`, {
    config: staff,
    schema: { tags, params: idParamSchema, response: links },
    handler: async (req) => external.vehicleLinks(db, req.params.id),
  });

  r.post(`${BASE}/external_link.json`, {
    config: staff,
    schema: { tags, body: externalLinkActionSchema, response: links },
    handler: async (req) => external.setLinkApproval(db, req.body.external_vehicle_link_id, true),
  });

  r.post(`${BASE}/external_unlink.json`, {
    config: staff,
    schema: { tags, body: externalLinkActionSchema, response: links },
    handler: async (req) => external.setLinkApproval(db, req.body.external_vehicle_link_id, false),
  });

  r.post(`${BASE}/external_override.json`, {
    config: staff,
    schema: { tags, body: externalOverrideSchema, response: links },
    handler: async (req) => external.overrideAttribute(db, req.body),
  });

  r.post(`${BASE}/reindex.json`, {
    config: staff,
    schema: {
      tags,
      body: z.object({}).strict().optional(),
      response: { 200: z.object({ message: z.string(), queued: z.boolean() }), ...errorResponses },
    },
    handler: async (req) => external.requestReindex(deps.jobs, actorOf(req).scope.teamId),
  });
}
