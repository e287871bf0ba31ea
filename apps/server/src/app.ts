import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { healthSchema, outboxMessageSchema } from '@partsflow/contracts';
import { z } from 'zod';
import type { AppContext } from './platform/context.ts';
import { access } from './platform/auth/access.ts';
import { idempotencyPlugin } from './platform/idempotency/idempotency.plugin.ts';
import { toHttpError } from './platform/http/errors.ts';
import { trackRoutes, undeclaredRoutes, type RegisteredRoute } from './platform/http/route-registry.ts';
import { liveRoutes } from './platform/live/live.routes.ts';
import { listMailbox } from './adapters/mail/index.ts';
import { accountsRoutes, authenticationPlugin } from './modules/accounts/index.ts';
import { registerModules } from './modules/registry.ts';

export interface BuiltApp {
  app: FastifyInstance;
  routes: RegisteredRoute[];
}

/** Plugins, then modules, then the error handler. Does not listen. */
export async function buildApp(ctx: AppContext, opts: { logger?: boolean | object } = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: opts.logger ?? false,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: true,
    bodyLimit: 10 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes = trackRoutes(app);

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.setErrorHandler((err, req, reply) => {
    const { status, body } = toHttpError(err);
    if (status >= 500) req.log.error({ err }, 'request failed');
    reply.code(status).send(body);
  });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || !fs.existsSync(indexHtml(ctx))) {
      return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    // The single-page app owns every other path (its router shows its own not-found page).
    return reply.type('text/html').sendFile('index.html');
  });

  await app.register(cookie);
  await app.register(helmet, {
    // The API reference page loads its own inline scripts; the app itself is same-origin only.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
      },
    },
    hsts: ctx.config.NODE_ENV === 'production',
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await app.register(websocket);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Partsflow API',
        version: '1.0.0',
        description: 'Catalogue, marketplace and distributor APIs.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Team secret or publishable key' },
          session: { type: 'apiKey', in: 'cookie', name: 'pf_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authenticationPlugin, ctx);
  await app.register(idempotencyPlugin, { db: ctx.database.db });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/health', {
    config: { access: access.public() },
    schema: { tags: ['platform'], response: { 200: healthSchema } },
    handler: async () => ({ status: 'ok' as const, database: ctx.database.kind }),
  });
  if (ctx.config.NODE_ENV !== 'production') {
    // The development mailbox: what would have been emailed (invitations, password resets).
    r.get('/api/dev/mailbox', {
      config: { access: access.public() },
      schema: {
        tags: ['platform'],
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: z.object({ messages: z.array(outboxMessageSchema) }) },
      },
      handler: async (req) => ({ messages: await listMailbox(ctx.database.db, { to: req.query.to }) }),
    });
  }
  await app.register(async (scope) => accountsRoutes(scope, ctx));
  await app.register(async (scope) => liveRoutes(scope, ctx));
  await registerModules(app, ctx);

  if (fs.existsSync(indexHtml(ctx))) {
    await app.register(fastifyStatic, {
      root: ctx.config.WEB_DIST,
      index: false,
      // Missing files fall through to the not-found handler, which serves the app.
    });
    // The bare address is the app too (the static handler would treat it as a directory).
    app.get('/', { config: { access: access.public() }, schema: { hide: true } }, (_req, reply) =>
      reply.type('text/html').sendFile('index.html'),
    );
  }
  await app.ready();
  const missing = undeclaredRoutes(routes);
  if (missing.length) {
    throw new Error(
      `Routes without declared access: ${missing.map((m) => `${m.method} ${m.url}`).join(', ')}`,
    );
  }
  return { app, routes };
}

function indexHtml(ctx: AppContext) {
  return path.join(ctx.config.WEB_DIST, 'index.html');
}
