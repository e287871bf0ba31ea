import {
  confirmCardPaymentInputSchema,
  confirmCardPaymentReplySchema,
  createPaymentIntentInputSchema,
  createPaymentIntentReplySchema,
  idParamSchema,
  orderPaymentReplySchema,
  paymentIntentQuerySchema,
  paymentIntentReplySchema,
  storeBillingReplySchema,
  updateAutoBillingInputSchema,
  updateAutoBillingReplySchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import {
  conflictResponse,
  errorResponses,
  unprocessableResponse,
} from '../../../platform/http/route-presets.ts';
import { storeInfoOfTeam } from '../../marketplace/index.ts';
import type { OrdersDeps } from '../orders.deps.ts';
import { MARKETPLACE, MARKETPLACE_V1, merchantAccess, tags } from '../orders.http.ts';
import { orderPayment } from './refunds.service.ts';
import * as service from './payments.service.ts';

/** Paying for fulfilments (merchant spec 2.11 and 7, "Other same-origin calls"): billing members and admins. */
export async function paymentsRoutes(app: FastifyInstance, deps: OrdersDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { billing, viewer } = merchantAccess;

  r.post(`${MARKETPLACE}/create-fulfilment-payment-intent`, {
    config: { ...billing, idempotent: true },
    schema: {
      tags,
      summary: "Pay now: the client secret of the order's one payment intent",
      body: createPaymentIntentInputSchema,
      response: { 200: createPaymentIntentReplySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (req) => service.createPaymentIntent(deps, actorOf(req), req.body),
  });

  r.post(`${MARKETPLACE}/payments/confirm`, {
    config: { ...billing, idempotent: true },
    schema: {
      tags,
      summary: "The sandbox provider's card form: pay the intent with a card, optionally saving it",
      body: confirmCardPaymentInputSchema,
      response: { 200: confirmCardPaymentReplySchema, ...errorResponses, ...unprocessableResponse },
    },
    handler: async (req) => service.confirmCardPayment(deps, actorOf(req), req.body),
  });

  r.get(`${MARKETPLACE}/payments/intent`, {
    config: viewer,
    schema: {
      tags,
      summary: 'The payment return page: the status of the payment with this client secret',
      querystring: paymentIntentQuerySchema,
      response: { 200: paymentIntentReplySchema, ...errorResponses },
    },
    handler: async (req) =>
      service.paymentIntentStatus(deps, actorOf(req), req.query.payment_intent_client_secret),
  });

  r.post(`${MARKETPLACE}/update-store-auto-billing`, {
    config: billing,
    schema: {
      tags,
      summary:
        "Turn a store's auto-billing on or off (its saved card is charged when fulfilment is requested)",
      body: updateAutoBillingInputSchema,
      response: { 200: updateAutoBillingReplySchema, ...errorResponses },
    },
    handler: async (req) =>
      service.updateStoreAutoBilling(deps, actorOf(req), req.body, async (teamId, id) =>
        Boolean(await storeInfoOfTeam(deps.db, { teamId, id })),
      ),
  });

  r.get(`${MARKETPLACE}/store-billing`, {
    config: viewer,
    schema: {
      tags,
      summary: "Each store's auto-billing switch and saved card",
      response: { 200: storeBillingReplySchema, ...errorResponses },
    },
    handler: async (req) => service.storeBilling(deps, actorOf(req)),
  });

  r.get(`${MARKETPLACE_V1}/fulfillments/:id/payment`, {
    config: viewer,
    schema: {
      tags,
      summary: "The order's card payment and its refunds (a cancelled fulfilment's share, or the rest of it)",
      params: idParamSchema,
      response: { 200: orderPaymentReplySchema, ...errorResponses },
    },
    handler: async (req) => orderPayment(deps, actorOf(req), req.params.id),
  });
}
