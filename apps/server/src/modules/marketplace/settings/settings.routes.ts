import { settingsListSchema, updateSettingInputSchema, updateSettingReplySchema } from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import { errorResponses, unprocessableResponse } from '../../../platform/http/route-presets.ts';
import type { MarketplaceServices } from '../marketplace.services.ts';
import { MARKETPLACE, marketplaceAccess, tags } from '../marketplace.http.ts';
import * as settings from './settings.service.ts';

const { viewer, admin } = marketplaceAccess;

/** The Settings page (merchant-marketplace 2.9) and `update-setting` (section 7). */
export async function settingsRoutes(app: FastifyInstance, services: MarketplaceServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.ctx.database;

  r.get(`${MARKETPLACE}/settings`, {
    config: viewer,
    schema: {
      tags,
      summary: "The setting definitions with the team's values, grouped into the page's cards",
      response: { 200: settingsListSchema, ...errorResponses },
    },
    handler: async (req) => settings.listSettings(db, actorOf(req)),
  });

  r.post(`${MARKETPLACE}/update-setting`, {
    config: admin,
    schema: {
      tags,
      summary: 'Changes one setting of the team (`setting` is `{namespace}.{key}`)',
      body: updateSettingInputSchema,
      response: { 200: updateSettingReplySchema, ...errorResponses, ...unprocessableResponse },
    },
    handler: async (req) => settings.updateSetting(db, actorOf(req), req.body),
  });
}
