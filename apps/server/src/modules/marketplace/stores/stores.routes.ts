import {
  connectStoreInputSchema,
  idParamSchema,
  sandboxModeInputSchema,
  sandboxStorePageSchema,
  storeSchema,
  storesReplySchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import type { MarketplaceServices } from '../marketplace.services.ts';
import { MARKETPLACE, marketplaceAccess, tags } from '../marketplace.http.ts';
import * as stores from './stores.service.ts';

const { viewer, admin } = marketplaceAccess;

/** The team's stores, connecting a sandbox store, and the sandbox store's own page and switch. */
export async function storesRoutes(app: FastifyInstance, services: MarketplaceServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.ctx.database;

  r.get(`${MARKETPLACE}/stores`, {
    config: viewer,
    schema: { tags, summary: "The team's stores", response: { 200: storesReplySchema, ...errorResponses } },
    handler: async (req) => stores.listStores(db, actorOf(req)),
  });

  r.post(`${MARKETPLACE}/stores`, {
    config: { ...admin, idempotent: true },
    schema: {
      tags,
      summary: 'Connect another sandbox store',
      body: connectStoreInputSchema,
      response: { 201: z.object({ store: storeSchema }), ...errorResponses },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await stores.connectSandboxStore(db, actorOf(req), req.body.name)),
  });

  r.get(`${MARKETPLACE}/stores/:id/sandbox`, {
    config: viewer,
    schema: {
      tags,
      summary: "The sandbox store's products as its owner sees them",
      params: idParamSchema,
      response: { 200: sandboxStorePageSchema, ...errorResponses },
    },
    handler: async (req) => stores.sandboxStorePage(db, services, actorOf(req), req.params.id),
  });

  r.put(`${MARKETPLACE}/stores/:id/sandbox/mode`, {
    config: admin,
    schema: {
      tags,
      summary: 'Switch the sandbox store to answer normally, reject writes or time out',
      params: idParamSchema,
      body: sandboxModeInputSchema,
      response: { 200: sandboxModeInputSchema, ...errorResponses },
    },
    handler: async (req) => stores.setSandboxMode(db, services, actorOf(req), req.params.id, req.body.mode),
  });
}
