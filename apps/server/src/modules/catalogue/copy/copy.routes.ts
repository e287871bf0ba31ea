import {
  copyFromInputSchema,
  copyReplySchema,
  copyToInputSchema,
  productSlugParamsSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import { catalogueAccess, PREFIX, tags } from '../catalogue.http.ts';
import * as copy from './copy.service.ts';

const { editor } = catalogueAccess;

/** The editor's Tools menu: Copy from Product and Copy to Products. See docs/decisions/0242-copy-products.md. */
export async function copyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const base = `${PREFIX}/b/:brandSlug/products/:slug`;

  r.post(`${base}/copy-from/:sourceProductId`, {
    // Copying the same data again adds nothing the product already has, so a retry has one effect.
    config: editor,
    schema: {
      tags,
      summary:
        "Copy from Product: the source's attributes, cross-sells, packages and vehicles onto this product",
      params: productSlugParamsSchema.extend({ sourceProductId: z.coerce.number().int().positive() }),
      body: copyFromInputSchema,
      response: { 200: copyReplySchema, ...errorResponses },
    },
    handler: async (req) => copy.copyFrom(db, actorOf(req), { ...req.params, options: req.body }),
  });

  r.post(`${base}/copy-from`, {
    config: editor,
    schema: {
      tags,
      summary: 'Copy from Product without a source: refused (Please select a source product)',
      params: productSlugParamsSchema,
      body: copyFromInputSchema,
      response: { 200: copyReplySchema, ...errorResponses },
    },
    handler: async (req) =>
      copy.copyFrom(db, actorOf(req), { ...req.params, sourceProductId: null, options: req.body }),
  });

  r.post(`${base}/copy-to`, {
    config: editor,
    schema: {
      tags,
      summary: "Copy to Products: this product's data onto each destination",
      params: productSlugParamsSchema,
      body: copyToInputSchema,
      response: { 200: copyReplySchema, ...errorResponses },
    },
    handler: async (req) => {
      const { destination_product_ids, ...options } = req.body;
      return copy.copyTo(db, actorOf(req), {
        ...req.params,
        destinationIds: destination_product_ids,
        options,
      });
    },
  });
}
