import { boxesReplySchema, boxInputSchema, boxReplySchema } from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../../platform/auth/access.ts';
import type { AppContext } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import { DISTRIBUTOR_PREFIX, distributorAccess, tags } from '../distribution.http.ts';
import * as service from './boxes.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Shipping boxes (spec 7.2): `POST /box`, `PATCH|DELETE /box/{id}`; each answer carries the boxes list. */
export async function boxesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const { viewer, editor } = distributorAccess;

  r.get(`${DISTRIBUTOR_PREFIX}/boxes`, {
    config: viewer,
    schema: { tags, response: { 200: boxesReplySchema, ...errorResponses } },
    handler: async (req) => service.listBoxes(db, scopeOf(req)),
  });

  r.post(`${DISTRIBUTOR_PREFIX}/box`, {
    config: { ...editor, idempotent: true },
    schema: { tags, body: boxInputSchema, response: { 201: boxReplySchema, ...errorResponses } },
    handler: async (req, reply) =>
      reply.status(201).send(await service.createBox(db, scopeOf(req), req.body)),
  });

  r.patch(`${DISTRIBUTOR_PREFIX}/box/:id`, {
    config: editor,
    schema: {
      tags,
      params: idParams,
      body: boxInputSchema,
      response: { 200: boxReplySchema, ...errorResponses },
    },
    handler: async (req) => service.updateBox(db, scopeOf(req), req.params.id, req.body),
  });

  r.delete(`${DISTRIBUTOR_PREFIX}/box/:id`, {
    config: editor,
    schema: { tags, params: idParams, response: { 200: boxesReplySchema, ...errorResponses } },
    handler: async (req) => service.removeBox(db, scopeOf(req), req.params.id),
  });
}
