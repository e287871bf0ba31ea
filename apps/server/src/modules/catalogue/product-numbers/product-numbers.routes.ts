import {
  createProductNumberInputSchema,
  deleteProductNumberInputSchema,
  idParamSchema,
  productNumbersReplySchema,
  productNumbersSchema,
  updateProductNumberInputSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import { catalogueAccess, PREFIX, tags } from '../catalogue.http.ts';
import * as numbers from './product-numbers.service.ts';

const { viewer, editor } = catalogueAccess;

/** A product's numbers: GTINs, OEM reference numbers and alternate SKUs. */
export async function productNumbersRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.get(`${PREFIX}/v1/product/:id/product-numbers`, {
    config: viewer,
    schema: { tags, params: idParamSchema, response: { 200: productNumbersSchema, ...errorResponses } },
    handler: async (req) => numbers.listProductNumbers(db, actorOf(req), req.params.id),
  });

  r.post(`${PREFIX}/v1/product/:id/product-number`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      params: idParamSchema,
      body: createProductNumberInputSchema,
      response: { 201: productNumbersReplySchema, ...errorResponses },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await numbers.addProductNumber(db, actorOf(req), req.params.id, req.body)),
  });

  r.patch(`${PREFIX}/v1/product/:id/product-number/:numberId`, {
    config: editor,
    schema: {
      tags,
      summary: 'Toggle a GTIN active or inactive',
      params: z.object({
        id: z.coerce.number().int().positive(),
        numberId: z.coerce.number().int().positive(),
      }),
      body: updateProductNumberInputSchema,
      response: { 200: productNumbersReplySchema, ...errorResponses },
    },
    handler: async (req) =>
      numbers.updateProductNumber(db, actorOf(req), {
        productId: req.params.id,
        id: req.params.numberId,
        input: req.body,
      }),
  });

  r.delete(`${PREFIX}/v1/product/:id/product-number`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: deleteProductNumberInputSchema,
      response: { 200: productNumbersReplySchema, ...errorResponses },
    },
    handler: async (req) => numbers.removeProductNumber(db, actorOf(req), req.params.id, req.body),
  });
}
