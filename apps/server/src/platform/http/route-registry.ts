import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Access } from '../auth/access.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  /** The route opted in to `Idempotency-Key` (the harness races every such route). */
  idempotent: boolean;
}

// Routes that plugins register for themselves (API reference pages, static files) are public by nature.
const PLUGIN_OWNED = [/^\/api\/docs(\/|$)/, /^\/\*$/];

/**
 * Records every route with its declared access and refuses a route that declares none, so a forgotten
 * declaration fails at start-up (and in the test that enumerates the routes) rather than in production.
 */
export function trackRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const config = (route.config ?? {}) as { access?: Access };
    if (!config.access && PLUGIN_OWNED.some((re) => re.test(route.url))) {
      route.config = { ...config, access: { kind: 'public' } } as typeof route.config;
    }
    const { access: declared, idempotent } = (route.config ?? {}) as {
      access?: Access;
      idempotent?: boolean;
    };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routes.push({ method, url: route.url, access: declared, idempotent: idempotent === true });
  });
  return routes;
}

export function undeclaredRoutes(routes: RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter((r) => !r.access && r.method !== 'HEAD');
}
