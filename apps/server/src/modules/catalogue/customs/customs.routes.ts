import {
  createProductHsCodeInputSchema,
  idParamSchema,
  productHsCodesReplySchema,
  updateProductHsCodeInputSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import { catalogueAccess, PREFIX, tags } from '../catalogue.http.ts';
import * as customs from './customs.service.ts';

const { viewer, editor } = catalogueAccess;

/** Customs: a product's HS codes per country. */
export async function customsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.get(`${PREFIX}/product/:id/harmonized_system_codes`, {
    config: viewer,
    schema: { tags, params: idParamSchema, response: { 200: productHsCodesReplySchema, ...errorResponses } },
    handler: async (req) => customs.listProductHsCodes(db, actorOf(req), req.params.id),
  });

  r.post(`${PREFIX}/harmonized_system_codes`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      body: createProductHsCodeInputSchema,
      response: { 201: productHsCodesReplySchema, ...errorResponses },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await customs.addProductHsCode(db, actorOf(req), req.body)),
  });

  r.patch(`${PREFIX}/harmonized_system_codes/:id`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: updateProductHsCodeInputSchema,
      response: { 200: productHsCodesReplySchema, ...errorResponses },
    },
    handler: async (req) => customs.updateProductHsCode(db, actorOf(req), req.params.id, req.body),
  });

  r.delete(`${PREFIX}/harmonized_system_codes/:id`, {
    config: editor,
    schema: { tags, params: idParamSchema, response: { 200: productHsCodesReplySchema, ...errorResponses } },
    handler: async (req) => customs.removeProductHsCode(db, actorOf(req), req.params.id),
  });
}
