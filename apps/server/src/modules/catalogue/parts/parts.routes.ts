import {
  addPartsInputSchema,
  assembliesReplySchema,
  componentAttributesReplySchema,
  partsReplySchema,
  productSlugParamsSchema,
  removePartsInputSchema,
  updatePartsInputSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import { catalogueAccess, PREFIX, tags } from '../catalogue.http.ts';
import * as parts from './parts.service.ts';

const { viewer, editor } = catalogueAccess;

/** Parts of an assembly and assemblies of a part, relative to the product's own path (spec section 7). */
export async function partsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const base = `${PREFIX}/b/:brandSlug/products/:slug`;

  r.get(`${base}/parts`, {
    config: viewer,
    schema: { tags, params: productSlugParamsSchema, response: { 200: partsReplySchema, ...errorResponses } },
    handler: async (req) => parts.listParts(db, actorOf(req), req.params),
  });

  r.post(`${base}/parts`, {
    config: editor,
    schema: {
      tags,
      params: productSlugParamsSchema,
      body: addPartsInputSchema,
      response: { 200: partsReplySchema, ...errorResponses },
    },
    handler: async (req) => parts.addParts(db, actorOf(req), req.params, req.body),
  });

  r.put(`${base}/parts`, {
    config: editor,
    schema: {
      tags,
      params: productSlugParamsSchema,
      body: updatePartsInputSchema,
      response: { 200: partsReplySchema, ...errorResponses },
    },
    handler: async (req) => parts.updateParts(db, actorOf(req), req.params, req.body),
  });

  r.delete(`${base}/parts`, {
    config: editor,
    schema: {
      tags,
      params: productSlugParamsSchema,
      body: removePartsInputSchema,
      response: { 200: partsReplySchema, ...errorResponses },
    },
    handler: async (req) => parts.removeParts(db, actorOf(req), req.params, req.body),
  });

  r.get(`${base}/assemblies`, {
    config: viewer,
    schema: {
      tags,
      params: productSlugParamsSchema,
      response: { 200: assembliesReplySchema, ...errorResponses },
    },
    handler: async (req) => parts.listAssemblies(db, actorOf(req), req.params),
  });

  r.get(`${base}/component_attributes`, {
    config: viewer,
    schema: {
      tags,
      params: productSlugParamsSchema,
      response: { 200: componentAttributesReplySchema, ...errorResponses },
    },
    handler: async (req) => parts.componentAttributes(db, actorOf(req), req.params),
  });
}
