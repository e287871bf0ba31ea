import {
  errorResponseSchema,
  idParamSchema,
  placeSandboxOrderInputSchema,
  placeSandboxOrderReplySchema,
  webhookReplySchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../platform/auth/access.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { errorResponses, unprocessableResponse } from '../../../platform/http/route-presets.ts';
import type { OrdersDeps } from '../orders.deps.ts';
import { MARKETPLACE_V1, WEBHOOKS, merchantAccess, tags } from '../orders.http.ts';
import * as service from './intake.service.ts';

/** Store order webhooks and the sandbox store's order form. */
export async function intakeRoutes(app: FastifyInstance, deps: OrdersDeps) {
  // The signature covers the raw body: in this scope JSON bodies arrive as the exact text the store sent.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(`${WEBHOOKS}/stores/:store_id/orders`, {
      config: { access: access.public() },
      schema: {
        tags,
        summary:
          "A store's orders/create webhook, signed with X-Partsflow-Hmac-Sha256 (base64 HMAC of the body)",
        params: z.object({ store_id: z.coerce.number().int().positive() }),
        response: { 200: webhookReplySchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
      handler: async (req) =>
        service.ingestOrderWebhook(deps, {
          storeId: req.params.store_id,
          body: typeof req.body === 'string' ? req.body : '',
          signature: req.headers[service.SIGNATURE_HEADER] as string | undefined,
        }),
    });
  });

  app.withTypeProvider<ZodTypeProvider>().post(`${MARKETPLACE_V1}/marketplace/stores/:id/sandbox/orders`, {
    config: { ...merchantAccess.editor, idempotent: true },
    schema: {
      tags,
      summary:
        'Place an order in the sandbox store: the store sends it to the platform as its signed webhook',
      params: idParamSchema,
      body: placeSandboxOrderInputSchema,
      response: { 201: placeSandboxOrderReplySchema, ...errorResponses, ...unprocessableResponse },
    },
    handler: async (req, reply) =>
      reply
        .code(201)
        .send(await service.placeOrderInSandboxStore(deps, actorOf(req), req.params.id, req.body)),
  });
}
