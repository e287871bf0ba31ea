import { idParamSchema, productPriceInputSchema, productPriceReplySchema } from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import { catalogueAccess, PREFIX, tags } from '../catalogue.http.ts';
import * as pricing from './pricing.service.ts';

const { viewer, editor } = catalogueAccess;

/** Pricing: a product's RRP, cost and channel prices. */
export async function pricingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.get(`${PREFIX}/product/:id/product_price`, {
    config: viewer,
    schema: { tags, params: idParamSchema, response: { 200: productPriceReplySchema, ...errorResponses } },
    handler: async (req) => pricing.getProductPrice(db, actorOf(req), req.params.id),
  });

  r.put(`${PREFIX}/product/:id/product_price`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: productPriceInputSchema,
      response: { 200: productPriceReplySchema, ...errorResponses },
    },
    handler: async (req) => pricing.putProductPrice(db, actorOf(req), req.params.id, req.body),
  });
}
