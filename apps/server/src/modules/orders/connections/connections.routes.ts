import {
  connectDistributorAccountInputSchema,
  distributorAccountsReplySchema,
  distributorsPageSchema,
  idParamSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import type { OrdersDeps } from '../orders.deps.ts';
import { MARKETPLACE_V1, merchantAccess, tags } from '../orders.http.ts';
import * as service from './connections.service.ts';

/** The Distributors page and the connect and disconnect calls of merchant spec 7. */
export async function connectionsRoutes(app: FastifyInstance, deps: OrdersDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${MARKETPLACE_V1}/marketplace/distributors`, {
    config: merchantAccess.viewer,
    schema: {
      tags,
      summary: "The platform's distributors and the team's accounts with them, per store",
      response: { 200: distributorsPageSchema, ...errorResponses },
    },
    handler: async (req) => service.distributorsPage(deps, actorOf(req)),
  });

  r.post(`${MARKETPLACE_V1}/marketplace/connect-distributor-account`, {
    config: merchantAccess.admin,
    schema: {
      tags,
      summary: 'Connect a store to a distributor with an account code (or change the code)',
      body: connectDistributorAccountInputSchema,
      response: { 200: distributorAccountsReplySchema, ...errorResponses },
    },
    handler: async (req) => service.connectDistributorAccount(deps, actorOf(req), req.body),
  });

  r.delete(`${MARKETPLACE_V1}/marketplace/disconnect-distributor-account/:id`, {
    config: merchantAccess.admin,
    schema: {
      tags,
      summary: 'Disconnect a store from a distributor',
      params: idParamSchema,
      response: { 200: distributorAccountsReplySchema, ...errorResponses },
    },
    handler: async (req) => service.disconnectDistributorAccount(deps, actorOf(req), req.params.id),
  });
}
