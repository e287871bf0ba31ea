import {
  addPlateSearchInputSchema,
  billingOverviewSchema,
  billingUrlReplySchema,
  billingIntegrationSchema,
  cancelPlanInputSchema,
  confirmChargeInputSchema,
  confirmChargeReplySchema,
  getPlanUrlInputSchema,
  invoiceLinesReplySchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/actor.ts';
import {
  areaAccess,
  conflictResponse,
  errorResponses,
  unprocessableResponse,
} from '../../platform/http/route-presets.ts';
import type { BillingDeps } from './billing.deps.ts';
import { invoiceLinesOfTeam } from './revenue-share-invoicing.service.ts';
import * as service from './subscriptions.service.ts';

/** The billing calls (merchant spec 7, "Billing (api host, basic auth with team api key)"). */
export const BILLING_V1 = '/api/marketplace/v1/billing';
const tags = ['billing'];
const { billing, viewer } = areaAccess('marketplace');

export async function billingRoutes(app: FastifyInstance, deps: BillingDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(BILLING_V1, {
    config: viewer,
    schema: {
      tags,
      summary:
        'The billing screen: plans, each store’s plan, usage, revenue share and the plate search add-on',
      response: { 200: billingOverviewSchema, ...errorResponses },
    },
    handler: async (req) => service.overview(deps, actorOf(req)),
  });

  r.get(`${BILLING_V1}/invoice-lines`, {
    config: viewer,
    schema: {
      tags,
      summary: "The team's invoice lines: revenue share of each closed month, freight bookings",
      response: { 200: invoiceLinesReplySchema, ...errorResponses },
    },
    handler: async (req) => invoiceLinesOfTeam(deps, actorOf(req)),
  });

  r.post(`${BILLING_V1}/get-plan-url`, {
    config: billing,
    schema: {
      tags,
      summary: 'Subscribe a store to a plan: the url where the merchant approves the charge',
      body: getPlanUrlInputSchema,
      response: {
        200: billingUrlReplySchema,
        ...errorResponses,
        ...conflictResponse,
        ...unprocessableResponse,
      },
    },
    handler: async (req) => service.getPlanUrl(deps, actorOf(req), req.body),
  });

  r.post(`${BILLING_V1}/confirm-charge`, {
    config: billing,
    schema: {
      tags,
      summary: "The provider's approval screen: approve or decline a pending charge (applied once)",
      body: confirmChargeInputSchema,
      response: { 200: confirmChargeReplySchema, ...errorResponses },
    },
    handler: async (req) => service.confirmCharge(deps, actorOf(req), req.body),
  });

  r.post(`${BILLING_V1}/cancel-shopify-plan`, {
    config: billing,
    schema: {
      tags,
      summary: "Cancel a store's plan",
      body: cancelPlanInputSchema,
      response: {
        200: z.object({ integration: billingIntegrationSchema }),
        ...errorResponses,
        ...conflictResponse,
      },
    },
    handler: async (req) => service.cancelPlan(deps, actorOf(req), req.body),
  });

  r.post(`${BILLING_V1}/add-plate-search`, {
    config: billing,
    schema: {
      tags,
      summary: 'Add the number plate search add-on (per search or a pack): the url to approve the charge',
      body: addPlateSearchInputSchema,
      response: {
        200: billingUrlReplySchema,
        ...errorResponses,
        ...conflictResponse,
        ...unprocessableResponse,
      },
    },
    handler: async (req) => service.addPlateSearch(deps, actorOf(req), req.body),
  });
}
