import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
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
import { AppError, frameworkError, toHttpError } from './platform/http/errors.ts';
import { checkInput } from './platform/http/input-guard.ts';
import { trackRoutes, undeclaredRoutes, type RegisteredRoute } from './platform/http/route-registry.ts';
import { importsRoutes } from './platform/imports/index.ts';
import { liveRoutes } from './platform/live/live.routes.ts';
import { geoRoutes } from './platform/geo/index.ts';
import { listMailbox } from './adapters/mail/index.ts';
import { accountsRoutes, authenticationPlugin } from './modules/accounts/index.ts';
import { accountsDeps, registerModules } from './modules/registry.ts';

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
    trustProxy: ctx.config.TRUST_PROXY === 'true' ? true : ctx.config.TRUST_PROXY,
    bodyLimit: 10 * 1024 * 1024,
    frameworkErrors: (err, _req, reply) => {
      const { status, body } = frameworkError(err);
      // The reply is typed before any route exists; the body is the platform's one error shape.
      void (reply as unknown as FastifyReply).code(status).send(body);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes = trackRoutes(app);

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // The server's own time for the request (routing to serialised reply): the browser's network panel shows it, and
    // benchmarks read it apart from the client's share.
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });
  app.setErrorHandler((err, req, reply) => {
    const { status, body } = toHttpError(err);
    if (status >= 500) req.log.error({ err }, 'request failed');
    if (err instanceof AppError && err.headers) reply.headers(err.headers);
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
  const production = ctx.config.NODE_ENV === 'production';
  await app.register(helmet, {
    // Scripts only from this origin, never inline (the web app and the API reference both load script files).
    // Styles allow inline: Mantine writes its CSS variables into a <style> tag and components set style
    // attributes; a style cannot run code. See decision record 0051.
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
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
  // Input no route could store (NUL characters, megabyte strings, deep nesting) is refused for every route: as
  // sent (keys included), and again as validated (multipart forms become bodies in a route's own preValidation).
  // The preHandler comes before the idempotency plugin's, so nothing is recorded for such a request.
  const guard = async (req: FastifyRequest) => {
    const refused = checkInput({ body: req.body, query: req.query, params: req.params });
    if (refused) throw refused;
  };
  app.addHook('preValidation', guard);
  app.addHook('preHandler', guard);
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
  await app.register(async (scope) => accountsRoutes(scope, ctx, accountsDeps));
  await app.register(async (scope) => liveRoutes(scope, ctx));
  await app.register(geoRoutes);
  await app.register(async (scope) =>
    importsRoutes(scope, {
      db: ctx.database.db,
      storage: ctx.storage,
      pipeline: ctx.imports,
      maxBytes: Math.round(ctx.config.IMPORT_MAX_MB * 1024 * 1024),
      maxMb: ctx.config.IMPORT_MAX_MB,
    }),
  );
  await registerModules(app, ctx);

  if (fs.existsSync(indexHtml(ctx))) {
    await app.register(fastifyStatic, {
      root: ctx.config.WEB_DIST,
      index: false,
      // The build writes .br and .gz beside each asset; the browser gets the smallest it accepts.
      preCompressed: true,
      // Hashed assets never change under their name, so browsers keep them; the page itself is always revalidated.
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
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
