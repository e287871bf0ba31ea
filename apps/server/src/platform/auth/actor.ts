import type { SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { scopeOf, type Scope } from './access.ts';

/** Who is acting: the data scope plus the name history records (null: the API). */
export interface Actor {
  scope: Scope;
  userName: string | null;
}

export function actorOf(req: FastifyRequest): Actor {
  const scope = scopeOf(req);
  return { scope, userName: req.auth.via === 'session' ? req.auth.user.name : null };
}

/** The team condition of every tenant query; staff see every team's rows. */
export function inScope(column: PgColumn, scope: Pick<Scope, 'teamId' | 'staff'>): SQL | undefined {
  return scope.staff ? undefined : eq(column, scope.teamId);
}
