import {
  datatableSchema,
  inventoryRowSchema,
  pricingRowSchema,
  stockDatatableRequestSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { errorResponses } from '../../platform/http/route-presets.ts';
import { boxesRoutes } from './boxes/boxes.routes.ts';
import { DISTRIBUTOR_PREFIX as PREFIX, distributorAccess, tags } from './distribution.http.ts';
import * as service from './distribution.service.ts';
import { locationsRoutes } from './locations/locations.routes.ts';
import { packagesRoutes } from './packages/packages.routes.ts';

const { search } = distributorAccess;

/** The distributor back office's stock tables (spec 7.2): POST so filters travel in the body. */
export async function distributionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.post(`${PREFIX}/inventory/datatable.json`, {
    config: search,
    schema: {
      tags,
      body: stockDatatableRequestSchema,
      response: { 200: datatableSchema(inventoryRowSchema), ...errorResponses },
    },
    handler: async (req) => service.inventoryDatatable(db, actorOf(req), req.body),
  });

  r.post(`${PREFIX}/pricing/datatable.json`, {
    config: search,
    schema: {
      tags,
      body: stockDatatableRequestSchema,
      response: { 200: datatableSchema(pricingRowSchema), ...errorResponses },
    },
    handler: async (req) => service.pricingDatatable(db, actorOf(req), req.body),
  });

  await boxesRoutes(app, ctx);
  await locationsRoutes(app, ctx);
  await packagesRoutes(app, ctx);
}
