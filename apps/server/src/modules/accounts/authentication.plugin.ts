import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enforceAccess } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { authenticate } from './accounts.service.ts';
import { SESSION_COOKIE } from './accounts.routes.ts';

/** Resolves who is calling, then applies the route's declared access rule before anything else runs. */
export const authenticationPlugin = fp(async (app: FastifyInstance, ctx: AppContext) => {
  app.decorateRequest('auth', null as never);
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    req.auth = await authenticate(ctx.database.db, { bearer, sessionToken: req.cookies[SESSION_COOKIE] });
    const rule = req.routeOptions.config.access;
    // Unmatched URLs (404) have no rule; everything registered has one (checked at registration).
    if (!rule) return;
    const csrf = req.headers['x-csrf-token'];
    enforceAccess(rule, req.auth, req.method, Array.isArray(csrf) ? csrf[0] : csrf);
  });
});
