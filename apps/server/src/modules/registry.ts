import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import { catalogueRoutes } from './catalogue/index.ts';

/**
 * Every bounded context's Fastify plugin, registered in order. A module is added here and nowhere else.
 */
export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => catalogueRoutes(scope, ctx));
}
