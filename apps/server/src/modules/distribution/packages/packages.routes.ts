import {
  auditsSchema,
  productPackagesListSchema,
  productPackagesQuerySchema,
  warehousePackageCreateSchema,
  warehousePackagesReplySchema,
  warehousePackageUpdateSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import { DISTRIBUTOR_PREFIX, distributorAccess, tags } from '../distribution.http.ts';
import * as service from './packages.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Product packages (spec 2.3, 7.2): the Packaging page's Product Weights & Dimensions list, and for it and the
 * warehouse `POST /packages`, `PATCH|DELETE /packages/{id}`.
 */
export async function packagesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const { viewer, editor } = distributorAccess;
  const response = { 200: warehousePackagesReplySchema, ...errorResponses };

  r.get(`${DISTRIBUTOR_PREFIX}/product_packages`, {
    config: viewer,
    schema: {
      tags,
      summary: 'The products the distributor stocks with their packages (Product Weights & Dimensions)',
      querystring: productPackagesQuerySchema,
      response: { 200: productPackagesListSchema, ...errorResponses },
    },
    handler: async (req) => service.listStockedProductPackages(db, actorOf(req).scope, req.query),
  });

  r.get(`${DISTRIBUTOR_PREFIX}/products/:id/package_history`, {
    config: viewer,
    schema: {
      tags,
      summary: "History of the distributor's own packages of a product, newest first (decision 0780)",
      params: idParams,
      response: { 200: auditsSchema, ...errorResponses },
    },
    handler: async (req) => service.listProductPackageHistory(db, actorOf(req), req.params.id),
  });

  r.post(`${DISTRIBUTOR_PREFIX}/packages`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      summary: "Adds the distributor's own package to a product",
      body: warehousePackageCreateSchema,
      response: { 201: warehousePackagesReplySchema, ...errorResponses },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await service.createProductPackage(db, actorOf(req), req.body)),
  });

  r.patch(`${DISTRIBUTOR_PREFIX}/packages/:id`, {
    config: editor,
    schema: {
      tags,
      summary: "Changes the distributor's own package",
      params: idParams,
      body: warehousePackageUpdateSchema,
      response,
    },
    handler: async (req) => service.updateProductPackage(db, actorOf(req), req.params.id, req.body),
  });

  r.delete(`${DISTRIBUTOR_PREFIX}/packages/:id`, {
    config: editor,
    schema: { tags, summary: "Removes the distributor's own package", params: idParams, response },
    handler: async (req) => service.deleteProductPackage(db, actorOf(req), req.params.id),
  });
}
