import {
  activityDatatableQuerySchema,
  activityDatatableSchema,
  auditsSchema,
  brandSlugParamsSchema,
  errorResponseSchema,
  idParamSchema,
  revertAuditReplySchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import { catalogueAccess, PREFIX, tags } from '../catalogue.http.ts';
import * as history from './history.service.ts';

const { viewer, editor } = catalogueAccess;

/** History: a product's changes, a brand's activity and revert. */
export async function historyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.get(`${PREFIX}/b/:brandSlug/products/activity/datatable.json`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Product activity of a brand',
      params: brandSlugParamsSchema,
      querystring: activityDatatableQuerySchema,
      response: { 200: activityDatatableSchema, ...errorResponses },
    },
    handler: async (req) =>
      history.brandActivity(db, actorOf(req), { brandSlug: req.params.brandSlug, ...req.query }),
  });

  r.get(`${PREFIX}/product/:id/audits`, {
    config: viewer,
    schema: {
      tags,
      summary: 'History of a product, newest first',
      params: idParamSchema,
      response: { 200: auditsSchema, ...errorResponses },
    },
    handler: async (req) => history.listProductAudits(db, actorOf(req), req.params.id),
  });

  r.post(`${PREFIX}/audits/:id/revert`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      summary: 'Revert one history entry',
      params: idParamSchema,
      response: { 200: revertAuditReplySchema, 409: errorResponseSchema, ...errorResponses },
    },
    handler: async (req) => history.revertAudit(db, actorOf(req), req.params.id),
  });
}
