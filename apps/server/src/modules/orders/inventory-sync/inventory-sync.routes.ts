import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../platform/auth/access.ts';
import { conflictResponse, errorResponses } from '../../../platform/http/route-presets.ts';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import type { OrdersDeps } from '../orders.deps.ts';
import { BACKFILL_QUEUE } from './backfill.service.ts';
import * as service from './inventory-sync.service.ts';

/** Admin inventory sync (merchant spec 2.12 and 7, "Admin sync"): platform staff only. */
export const ADMIN_SYNC = '/api/marketplace/admin/shopify_inventory_sync';
const staff = { access: access.staff() };
const tags = ['inventory-sync'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const mappingsSchema = z.record(
  z.string().regex(/^\d+$/),
  z.object({ shopify_location_gid: z.string().min(1), shipping_enabled: z.boolean().default(true) }),
);

const integrationSchema = z.object({
  id: z.number().int(),
  shop: z.string(),
  team_name: z.string(),
  status: z.string(),
  inventory_sync_enabled: z.boolean(),
  has_location_mappings: z.boolean(),
  error_count: z.number().int(),
  last_sync: z.string().nullable(),
  mapping_count: z.number().int(),
  ready_for_sync: z.boolean(),
  conflict_resolution_strategy: z.enum(service.CONFLICT_STRATEGIES),
  location_mappings: z.record(
    z.string(),
    z.object({ shopify_location_gid: z.string(), shipping_enabled: z.boolean() }),
  ),
  recent_errors: z.array(z.object({ message: z.string(), timestamp: z.string() })),
});
const listSchema = z.object({
  integrations: z.array(integrationSchema),
  statistics: z.object({
    total_enabled: z.number().int(),
    synced_recently: z.number().int(),
    with_errors: z.number().int(),
    success_rate: z.number(),
  }),
  issues: z.array(z.object({ severity: z.string(), shop: z.string(), message: z.string() })),
});
const detailSchema = z.object({
  integration: integrationSchema,
  available_locations: z.array(z.object({ id: z.string(), name: z.string() })),
  distributor_locations: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      code: z.string().nullable(),
      distributor_name: z.string(),
    }),
  ),
});

export async function inventorySyncRoutes(app: FastifyInstance, deps: OrdersDeps, jobs: JobQueue | null) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${ADMIN_SYNC}.json`, {
    config: staff,
    schema: {
      tags,
      summary: 'Every store’s inventory sync with statistics and issues',
      response: { 200: listSchema, ...errorResponses },
    },
    handler: async () => service.listIntegrations(deps),
  });

  r.get(`${ADMIN_SYNC}/:id`, {
    config: staff,
    schema: {
      tags,
      summary: "One store's sync: its integration, the store's locations and the distributor locations",
      params: idParams,
      response: { 200: detailSchema, ...errorResponses },
    },
    handler: async (req) => service.integrationDetail(deps, req.params.id),
  });

  r.post(`${ADMIN_SYNC}/:id/sync_now`, {
    config: staff,
    schema: {
      tags,
      summary: 'Queue an inventory sync of the store now (one queued run per store)',
      params: idParams,
      response: { 200: z.object({ success: z.boolean(), job_id: z.string().nullable() }), ...errorResponses },
    },
    handler: async (req) => {
      await service.integrationDetail(deps, req.params.id);
      if (!jobs) throw new Error('No job queue');
      const id = await jobs.send(
        service.INVENTORY_SYNC_QUEUE,
        { store_id: req.params.id },
        {
          singletonKey: String(req.params.id),
        },
      );
      return { success: true, job_id: id };
    },
  });

  r.post(`${ADMIN_SYNC}/:id/backfill_merchant_managed_fos`, {
    config: staff,
    schema: {
      tags,
      summary:
        "Queue a backfill of the store's orders the platform has not taken on (optionally refreshing pending ones)",
      params: idParams,
      body: z.object({ include_existing: z.boolean().default(false) }),
      response: { 200: z.object({ success: z.boolean(), job_id: z.string().nullable() }), ...errorResponses },
    },
    handler: async (req) => {
      await service.integrationDetail(deps, req.params.id);
      if (!jobs) throw new Error('No job queue');
      const id = await jobs.send(
        BACKFILL_QUEUE,
        { store_id: req.params.id, include_existing: req.body.include_existing },
        { singletonKey: `${req.params.id}:${req.body.include_existing}` },
      );
      return { success: true, job_id: id };
    },
  });

  r.patch(`${ADMIN_SYNC}/:id/update_settings`, {
    config: staff,
    schema: {
      tags,
      summary: 'Set the conflict strategy or the location mappings',
      params: idParams,
      body: z.object({
        conflict_resolution_strategy: z.enum(service.CONFLICT_STRATEGIES).optional(),
        location_mappings: mappingsSchema.optional(),
      }),
      response: {
        200: z.object({ success: z.boolean(), integration: integrationSchema }),
        ...errorResponses,
        ...conflictResponse,
      },
    },
    handler: async (req) => service.updateSettings(deps, req.params.id, req.body),
  });
}
