import {
  crossSellInputSchema,
  crossSellsReplySchema,
  idParamSchema,
  productSlugParamsSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflictResponse, errorResponses } from '../../../platform/http/route-presets.ts';
import { catalogueAccess, PREFIX, tags } from '../catalogue.http.ts';
import * as crossSells from './cross-sells.service.ts';

const { viewer, editor } = catalogueAccess;

/** Cross-sell: read and added relative to the product's path (spec section 7), changed by id. */
export async function crossSellsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const base = `${PREFIX}/b/:brandSlug/products/:slug/cross_sell_products`;

  r.get(base, {
    config: viewer,
    schema: {
      tags,
      params: productSlugParamsSchema,
      response: { 200: crossSellsReplySchema, ...errorResponses },
    },
    handler: async (req) => crossSells.listCrossSells(db, actorOf(req), req.params),
  });

  r.post(base, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      params: productSlugParamsSchema,
      body: crossSellInputSchema,
      response: { 201: crossSellsReplySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await crossSells.createCrossSell(db, actorOf(req), req.params, req.body)),
  });

  r.patch(`${PREFIX}/cross_sell_products/:id`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: crossSellInputSchema,
      response: { 200: crossSellsReplySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (req) => crossSells.updateCrossSell(db, actorOf(req), req.params.id, req.body),
  });

  r.delete(`${PREFIX}/cross_sell_products/:id`, {
    config: editor,
    schema: { tags, params: idParamSchema, response: { 200: crossSellsReplySchema, ...errorResponses } },
    handler: async (req) => crossSells.deleteCrossSell(db, actorOf(req), req.params.id),
  });
}
