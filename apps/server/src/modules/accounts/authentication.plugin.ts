import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enforceAccess } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { authenticate } from './accounts.service.ts';
import { sessionCookieName } from './accounts.routes.ts';

/** The user part of a Basic credential (`key:` base64), or undefined. */
function basicUser(encoded: string): string | undefined {
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const user = decoded.split(':')[0]?.trim();
  return user || undefined;
}

/** Resolves who is calling, then applies the route's declared access rule before anything else runs. */
export const authenticationPlugin = fp(async (app: FastifyInstance, ctx: AppContext) => {
  app.decorateRequest('auth', null as never);
  const cookieName = sessionCookieName(ctx.config.NODE_ENV);
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    // The billing calls also take Basic authorisation with the team api key as the user (merchant spec 6).
    const bearer = header?.startsWith('Bearer ')
      ? header.slice(7).trim()
      : header?.startsWith('Basic ') && req.url.startsWith('/api/marketplace/v1/billing')
        ? basicUser(header.slice(6).trim())
        : undefined;
    req.auth = await authenticate(ctx.database.db, { bearer, sessionToken: req.cookies[cookieName] });
    const rule = req.routeOptions.config.access;
    // Unmatched URLs (404) have no rule; everything registered has one (checked at registration).
    if (!rule) return;
    const csrf = req.headers['x-csrf-token'];
    enforceAccess(rule, req.auth, req.method, Array.isArray(csrf) ? csrf[0] : csrf);
  });
});
