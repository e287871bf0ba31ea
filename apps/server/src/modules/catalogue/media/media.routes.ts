import {
  chartsReplySchema,
  idParamSchema,
  mediaFileQuerySchema,
  mediaReplySchema,
  productSlugParamsSchema,
} from '@partsflow/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../platform/auth/access.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import { catalogueAccess, PREFIX, tags } from '../catalogue.http.ts';
import { productBySlugOrThrow } from '../products/product-access.ts';
import { maxUploadBytes } from './media.files.ts';
import * as media from './media.service.ts';
import { readMediaForm } from './media.upload.ts';

const { viewer, editor } = catalogueAccess;

/**
 * Media and charts of a product, read and uploaded relative to the product's own path (spec section 7), changed by
 * id; the files themselves at /media/{id}/file. Uploads read their multipart form themselves (`fileUpload`).
 */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: media.MediaDeps = { db: ctx.database.db, storage: ctx.storage };
  const productPath = `${PREFIX}/b/:brandSlug/products/:slug`;

  /** The product of the path (404 before any byte is stored), then the form with its file. */
  async function readUpload(req: FastifyRequest<{ Params: { brandSlug: string; slug: string } }>) {
    const actor = actorOf(req);
    const product = await productBySlugOrThrow(deps.db, actor, req.params);
    const form = await readMediaForm(req, deps.storage, {
      prefix: media.mediaPrefix(product.id),
      maxBytes: maxUploadBytes,
    });
    return { actor, product, form };
  }

  r.get(`${productPath}/media`, {
    config: viewer,
    schema: { tags, params: productSlugParamsSchema, response: { 200: mediaReplySchema, ...errorResponses } },
    handler: async (req) => {
      const product = await productBySlugOrThrow(deps.db, actorOf(req), req.params);
      return media.mediaReply(deps.db, product.id);
    },
  });

  r.post(`${productPath}/media`, {
    config: { ...editor, idempotent: true, fileUpload: true },
    schema: {
      tags,
      summary: 'Upload a media file (multipart: product[media_file], product[media_type])',
      params: productSlugParamsSchema,
      consumes: ['multipart/form-data'],
      response: { 201: mediaReplySchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const { actor, product, form } = await readUpload(req);
      return reply.code(201).send(await media.addMedia(deps, actor, product, form));
    },
  });

  r.get(`${productPath}/charts`, {
    config: viewer,
    schema: {
      tags,
      params: productSlugParamsSchema,
      response: { 200: chartsReplySchema, ...errorResponses },
    },
    handler: async (req) => {
      const product = await productBySlugOrThrow(deps.db, actorOf(req), req.params);
      return media.chartsReply(deps.db, product.id);
    },
  });

  r.post(`${productPath}/charts`, {
    config: { ...editor, idempotent: true, fileUpload: true },
    schema: {
      tags,
      summary: 'Upload a chart (multipart: product[chart_file], product[chart_title], product[media_type])',
      params: productSlugParamsSchema,
      consumes: ['multipart/form-data'],
      response: { 201: chartsReplySchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const { actor, product, form } = await readUpload(req);
      return reply.code(201).send(await media.addChart(deps, actor, product, form));
    },
  });

  r.put(`${PREFIX}/media/:id/make_primary`, {
    config: editor,
    schema: { tags, params: idParamSchema, response: { 200: mediaReplySchema, ...errorResponses } },
    handler: async (req) => media.makePrimary(deps, actorOf(req), req.params.id),
  });

  r.delete(`${PREFIX}/media/:id`, {
    config: editor,
    schema: { tags, params: idParamSchema, response: { 200: mediaReplySchema, ...errorResponses } },
    handler: async (req) => media.removeMedia(deps, actorOf(req), req.params.id),
  });

  r.delete(`${PREFIX}/charts/:id`, {
    config: editor,
    schema: { tags, params: idParamSchema, response: { 200: chartsReplySchema, ...errorResponses } },
    handler: async (req) => media.removeChart(deps, actorOf(req), req.params.id),
  });

  r.get(`${PREFIX}/media/:id/file`, {
    // Any team's member: merchants see marketplace products' images; the service decides which (decision 0278).
    config: { access: access.team({ role: 'viewer' }) },
    schema: {
      tags,
      summary: 'A media file: the original, or an image thumbnail (size small, medium or large)',
      params: idParamSchema,
      querystring: mediaFileQuerySchema,
      response: { 200: z.any(), ...errorResponses },
    },
    handler: async (req, reply) => {
      const file = await media.mediaFile(deps, actorOf(req), req.params.id, req.query.size);
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${file.fileName.replace(/[^\w.-]+/g, '_')}"`)
        .send(file.body);
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its multipart form itself (files included); the catalogue's form-to-body hook skips it. */
    fileUpload?: boolean;
  }
}
