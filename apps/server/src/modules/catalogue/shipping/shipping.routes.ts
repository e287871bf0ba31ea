import {
  createHazardInputSchema,
  createPackageInputSchema,
  hazardSchema,
  hazardsReplySchema,
  idParamSchema,
  packageSchema,
  packagesReplySchema,
  updateHazardInputSchema,
  updatePackageInputSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import { catalogueAccess, PREFIX, tags } from '../catalogue.http.ts';
import * as shipping from './shipping.service.ts';

const { viewer, editor } = catalogueAccess;

/** Shipping & Handling: a product's packages and dangerous goods. */
export async function shippingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.get(`${PREFIX}/product/:id/packages`, {
    config: viewer,
    schema: {
      tags,
      params: idParamSchema,
      response: { 200: z.object({ packages: z.array(packageSchema) }), ...errorResponses },
    },
    handler: async (req) => shipping.listPackages(db, actorOf(req), req.params.id),
  });

  r.post(`${PREFIX}/packages`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      body: createPackageInputSchema,
      response: { 201: packagesReplySchema, ...errorResponses },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await shipping.createPackage(db, actorOf(req), req.body)),
  });

  r.patch(`${PREFIX}/packages/:id`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: updatePackageInputSchema,
      response: { 200: packagesReplySchema, ...errorResponses },
    },
    handler: async (req) => shipping.updatePackage(db, actorOf(req), req.params.id, req.body),
  });

  r.delete(`${PREFIX}/packages/:id`, {
    config: editor,
    schema: { tags, params: idParamSchema, response: { 200: packagesReplySchema, ...errorResponses } },
    handler: async (req) => shipping.deletePackage(db, actorOf(req), req.params.id),
  });

  r.get(`${PREFIX}/product/:id/hazards`, {
    config: viewer,
    schema: {
      tags,
      params: idParamSchema,
      response: { 200: z.object({ hazards: z.array(hazardSchema) }), ...errorResponses },
    },
    handler: async (req) => shipping.listHazards(db, actorOf(req), req.params.id),
  });

  r.post(`${PREFIX}/hazards`, {
    config: { ...editor, idempotent: true },
    schema: { tags, body: createHazardInputSchema, response: { 201: hazardsReplySchema, ...errorResponses } },
    handler: async (req, reply) =>
      reply.code(201).send(await shipping.createHazard(db, actorOf(req), req.body)),
  });

  r.patch(`${PREFIX}/hazards/:id`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: updateHazardInputSchema,
      response: { 200: hazardsReplySchema, ...errorResponses },
    },
    handler: async (req) => shipping.updateHazard(db, actorOf(req), req.params.id, req.body),
  });

  r.delete(`${PREFIX}/hazards/:id`, {
    config: editor,
    schema: { tags, params: idParamSchema, response: { 200: hazardsReplySchema, ...errorResponses } },
    handler: async (req) => shipping.deleteHazard(db, actorOf(req), req.params.id),
  });
}
