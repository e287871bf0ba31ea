import {
  brandSlugParamsSchema,
  bulkActionInputSchema,
  bulkJobSchema,
  bulkPublishListingsInputSchema,
  bulkStartedSchema,
  changeSetPreviewQuerySchema,
  changeSetPreviewSchema,
  errorResponseSchema,
  idParamSchema,
  reindexReplySchema,
  type BulkAction,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import { catalogueAccess, PREFIX, tags } from '../catalogue.http.ts';
import * as bulk from './bulk.service.ts';
import { REINDEX_QUEUE, runReindex, startReindex } from './reindex.service.ts';

const { viewer, editor } = catalogueAccess;

const FLAG_ROUTES: BulkAction[] = [
  'bulk-publish',
  'bulk-unpublish',
  'bulk-make-purchasable',
  'bulk-make-unpurchasable',
  'bulk-create-listings',
];

/**
 * Bulk actions over products (background jobs with live progress), their jobs, and change sets: preview and
 * revert as one unit. See docs/decisions/0241-bulk-actions.md.
 */
export async function bulkRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: bulk.BulkDeps = { db: ctx.database.db, jobs: ctx.jobs, live: ctx.live };
  await ctx.jobs.work<{ job_id: string }>(bulk.BULK_QUEUE, (data) => bulk.runBulkJob(deps, data.job_id));
  if (ctx.config.WORKERS === 'on') await bulk.resumeBulkJobs(deps);
  await ctx.jobs.work<{ brand_id: number; team_id: number }>(REINDEX_QUEUE, (data) =>
    runReindex(ctx.database.db, data),
  );

  const started = { 200: bulkStartedSchema, 409: errorResponseSchema, ...errorResponses };
  for (const action of FLAG_ROUTES) {
    r.post(`${PREFIX}/products/${action}`, {
      config: editor,
      schema: {
        tags,
        summary: `Bulk action: ${action.replace('bulk-', '').replace(/-/g, ' ')} (a background job)`,
        body: bulkActionInputSchema,
        response: started,
      },
      handler: async (req) => bulk.startBulkAction(deps, actorOf(req), action, req.body),
    });
  }

  r.post(`${PREFIX}/products/bulk-publish-listings`, {
    config: editor,
    schema: {
      tags,
      summary: 'Bulk action: publish (true) or unpublish (false) the listings of the products',
      body: bulkPublishListingsInputSchema,
      response: started,
    },
    handler: async (req) => {
      const { publish, ...input } = req.body;
      return bulk.startBulkAction(
        deps,
        actorOf(req),
        publish ? 'bulk-publish-listings' : 'bulk-unpublish-listings',
        input,
      );
    },
  });

  r.get(`${PREFIX}/products/bulk-jobs/:id`, {
    config: viewer,
    schema: {
      tags,
      summary: 'A bulk job (the same state the live channel reports)',
      params: z.object({ id: z.string().min(1).max(64) }),
      response: { 200: bulkJobSchema, ...errorResponses },
    },
    handler: async (req) => bulk.getJob(ctx.database.db, actorOf(req), req.params.id),
  });

  r.get(`${PREFIX}/change-sets/:id`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Preview a change set: what it changed (its first entries) and its state',
      params: idParamSchema,
      querystring: changeSetPreviewQuerySchema,
      response: { 200: changeSetPreviewSchema, ...errorResponses },
    },
    handler: async (req) =>
      bulk.previewChangeSet(ctx.database.db, actorOf(req), req.params.id, req.query.limit),
  });

  r.post(`${PREFIX}/change-sets/:id/revert`, {
    config: editor,
    schema: {
      tags,
      summary: 'Revert a change set as one unit (a background job)',
      params: idParamSchema,
      response: started,
    },
    handler: async (req) => bulk.startRevert(deps, actorOf(req), req.params.id),
  });

  r.post(`${PREFIX}/b/:brandSlug/products/reindex`, {
    config: editor,
    schema: {
      tags,
      summary: "Reindex the brand's products (a background job)",
      params: brandSlugParamsSchema,
      response: { 200: reindexReplySchema, ...errorResponses },
    },
    handler: async (req) => startReindex(ctx.database.db, ctx.jobs, actorOf(req), req.params.brandSlug),
  });
}
