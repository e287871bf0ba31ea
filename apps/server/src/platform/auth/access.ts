import type { Area, MembershipRole } from '@partsflow/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppError } from '../http/errors.ts';
import { appError, forbidden } from '../http/errors.ts';

/**
 * Who may call a route. Every route declares one in `config.access`; the app refuses to start otherwise.
 * - public: anyone, signed in or not
 * - user: any signed-in person (session), whatever their team
 * - staff: platform staff only
 * - team: a member of the current team with the area enabled and the role; `publishable` lets the
 *   publishable API key read it too (the secret key always acts as the team with full access); `reads` marks a
 *   POST that only reads (a search whose query is a body), which viewers and the publishable key may then call
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'staff' }
  | { kind: 'team'; area: Area | null; role: MembershipRole; publishable: boolean; reads?: boolean };

export const access = {
  public: (): Access => ({ kind: 'public' }),
  user: (): Access => ({ kind: 'user' }),
  staff: (): Access => ({ kind: 'staff' }),
  team: (
    opts: { area?: Area; role?: MembershipRole; publishable?: boolean; reads?: boolean } = {},
  ): Access => ({
    kind: 'team',
    area: opts.area ?? null,
    role: opts.role ?? 'viewer',
    publishable: opts.publishable ?? false,
    ...(opts.reads ? { reads: true } : {}),
  }),
};

export interface AuthTeam {
  id: number;
  name: string;
  catalogue_platform_enabled: boolean;
  marketplace_platform_enabled: boolean;
  distributor_platform_enabled: boolean;
}

export interface Roles {
  admin: boolean;
  editor: boolean;
  billing: boolean;
  viewer: boolean;
}

export type AuthContext =
  | { via: 'anonymous' }
  | {
      via: 'session';
      sessionId: number;
      csrfToken: string;
      user: { id: number; email: string; name: string; staff: boolean };
      team: AuthTeam | null;
      roles: Roles | null;
    }
  | { via: 'secret_key'; team: AuthTeam }
  | { via: 'publishable_key'; team: AuthTeam };

/** The data a request may see: one team's, or (staff) everyone's. */
export interface Scope {
  teamId: number;
  userId: number | null;
  staff: boolean;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isWrite(method: string): boolean {
  return WRITE_METHODS.has(method.toUpperCase());
}

function unauthenticated(): AppError {
  return appError('unauthenticated', 'Sign in to continue');
}

const AREA_FLAG = {
  catalogue: 'catalogue_platform_enabled',
  marketplace: 'marketplace_platform_enabled',
  distributor: 'distributor_platform_enabled',
} as const;

function hasRole(roles: Roles, role: MembershipRole): boolean {
  if (roles.admin) return true;
  if (role === 'viewer') return roles.viewer || roles.editor || roles.billing;
  return roles[role];
}

/** Throws the 401/403 a request deserves under a route's access rule; returns nothing when allowed. */
export function enforceAccess(
  rule: Access,
  auth: AuthContext,
  method: string,
  csrfHeader: string | undefined,
): void {
  if (rule.kind === 'public') return;
  // A POST that only reads (a search whose query is a body) changes nothing a forged request could exploit, and
  // its answer cannot be read across origins: it needs no anti-forgery token, so a page can start its first
  // list request before the session (which carries the token) has arrived.
  const readsOnly = rule.kind === 'team' && rule.reads === true;
  if (auth.via === 'session' && isWrite(method) && !readsOnly && csrfHeader !== auth.csrfToken) {
    throw appError('csrf_failed', 'Missing or invalid anti-forgery token');
  }
  switch (rule.kind) {
    case 'user':
      if (auth.via !== 'session') throw unauthenticated();
      return;
    case 'staff':
      if (auth.via !== 'session') throw unauthenticated();
      if (!auth.user.staff) throw forbidden();
      return;
    case 'team': {
      if (auth.via === 'anonymous') throw unauthenticated();
      if (auth.via === 'publishable_key') {
        if (!rule.publishable || (isWrite(method) && !rule.reads))
          throw forbidden('The publishable key cannot do that; use the secret key');
        return;
      }
      if (auth.via === 'secret_key') {
        if (rule.area && !auth.team[AREA_FLAG[rule.area]])
          throw forbidden(`The ${rule.area} service is not enabled for this team`);
        return;
      }
      if (!auth.team) throw forbidden('Choose a team first');
      if (auth.user.staff) return;
      if (rule.area && !auth.team[AREA_FLAG[rule.area]])
        throw forbidden(`The ${rule.area} service is not enabled for this team`);
      if (!auth.roles || !hasRole(auth.roles, rule.role)) throw forbidden();
      // Viewers read; a write needs at least the editor flag unless the route asks for billing or admin.
      if (
        isWrite(method) &&
        !rule.reads &&
        rule.role === 'viewer' &&
        !(auth.roles.admin || auth.roles.editor)
      )
        throw forbidden();
      return;
    }
  }
}

/** The caller's data scope; routes with team access always have one. */
export function scopeOf(req: FastifyRequest): Scope {
  const auth = req.auth;
  if (auth.via === 'anonymous' || !auth.team) throw unauthenticated();
  if (auth.via === 'session') return { teamId: auth.team.id, userId: auth.user.id, staff: auth.user.staff };
  return { teamId: auth.team.id, userId: null, staff: false };
}

export function userOf(req: FastifyRequest): { id: number; email: string; name: string; staff: boolean } {
  if (req.auth.via !== 'session') throw unauthenticated();
  return req.auth.user;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}
