import {
  connectPayoutAccountInputSchema,
  payoutAccountSchema,
  payoutPeriodsQuerySchema,
  payoutPeriodsReplySchema,
  payoutsQuerySchema,
  payoutsReplySchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import { errorResponses, unprocessableResponse } from '../../../platform/http/route-presets.ts';
import type { OrdersDeps } from '../orders.deps.ts';
import { DISTRIBUTOR_V1, distributorAccess, tags } from '../orders.http.ts';
import * as service from './payouts.service.ts';

/**
 * The distributor's payments account and payouts (distributor spec 2.3 Payments, 3 Distributor): members read,
 * billing members and admins link the account (platform design 2: billing manages payouts).
 */
export async function payoutsRoutes(app: FastifyInstance, deps: OrdersDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { viewer, billing } = distributorAccess;

  r.get(`${DISTRIBUTOR_V1}/payments/account`, {
    config: viewer,
    schema: {
      tags,
      summary: "The distributor's payments account: linked or not",
      response: { 200: payoutAccountSchema, ...errorResponses },
    },
    handler: async (req) => service.payoutAccount(deps, actorOf(req)),
  });

  r.post(`${DISTRIBUTOR_V1}/payments/account`, {
    config: { ...billing, idempotent: true },
    schema: {
      tags,
      summary: "The sandbox provider's onboarding: link the payments account with bank details",
      body: connectPayoutAccountInputSchema,
      response: { 200: payoutAccountSchema, ...errorResponses, ...unprocessableResponse },
    },
    handler: async (req) => service.connectPayoutAccount(deps, actorOf(req), req.body),
  });

  r.get(`${DISTRIBUTOR_V1}/payouts`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Payouts of the distributor’s share of paid orders, newest first, each with its order',
      querystring: payoutsQuerySchema,
      response: { 200: payoutsReplySchema, ...errorResponses },
    },
    handler: async (req) => service.listPayouts(deps, actorOf(req), req.query),
  });

  r.get(`${DISTRIBUTOR_V1}/payouts/periods`, {
    config: viewer,
    schema: {
      tags,
      summary:
        'Payouts per period (weekly by default, or monthly): gross, claw-backs, brokered freight, platform fees and net in the payee’s currency',
      querystring: payoutPeriodsQuerySchema,
      response: { 200: payoutPeriodsReplySchema, ...errorResponses },
    },
    handler: async (req) => service.listPayoutPeriods(deps, actorOf(req), req.query),
  });
}
