import {
  acceptInvitationInputSchema,
  apiKeysSchema,
  errorResponseSchema,
  invitationSchema,
  inviteMemberInputSchema,
  requestPasswordResetInputSchema,
  resetPasswordInputSchema,
  sessionSchema,
  signInInputSchema,
  switchTeamInputSchema,
} from '@partsflow/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, scopeOf, userOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { errorResponses } from '../../platform/http/route-presets.ts';
import * as service from './accounts.service.ts';
import { accountSettingsRoutes } from './account-settings.routes.ts';
import type { AccountsDeps } from './onboarding.service.ts';
import { invitationEmail, passwordResetEmail } from './workflows/account-emails.workflow.ts';

export const SESSION_COOKIE = 'pf_session';

/**
 * The session cookie's name: `__Host-` prefixed in production, so the browser accepts it only when Secure, with
 * path / and no Domain (no subdomain or plain-http page can set or shadow it). Development serves plain http,
 * where a `__Host-` cookie would be refused, so it keeps the bare name.
 */
export function sessionCookieName(nodeEnv: string): string {
  return nodeEnv === 'production' ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

const memberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  admin: z.boolean(),
  editor: z.boolean(),
  billing: z.boolean(),
  viewer: z.boolean(),
});
const teamSchema = z.object({
  id: z.number(),
  name: z.string(),
  catalogue_platform_enabled: z.boolean(),
  marketplace_platform_enabled: z.boolean(),
  distributor_platform_enabled: z.boolean(),
});

export async function accountsRoutes(app: FastifyInstance, ctx: AppContext, deps: AccountsDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  ctx.workflows.register(invitationEmail);
  ctx.workflows.register(passwordResetEmail);

  const cookieName = sessionCookieName(ctx.config.NODE_ENV);
  function setSessionCookie(reply: FastifyReply, token: string, expires: Date) {
    reply.setCookie(cookieName, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.NODE_ENV === 'production',
      expires,
    });
  }

  r.post('/api/session', {
    config: { access: access.public() },
    schema: {
      tags: ['session'],
      summary: 'Sign in',
      body: signInInputSchema,
      response: { 200: sessionSchema, 429: errorResponseSchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const { token, expiresAt, session } = await service.signIn(db, {
        ...req.body,
        ip: req.ip,
        // The session the browser held before (if any) ends: a new id at every sign-in (no session fixation).
        previousToken: req.cookies[cookieName],
      });
      setSessionCookie(reply, token, expiresAt);
      return session;
    },
  });

  r.get('/api/session', {
    config: { access: access.user() },
    schema: {
      tags: ['session'],
      summary: 'The current session',
      response: { 200: sessionSchema, ...errorResponses },
    },
    handler: async (req) => {
      const auth = req.auth;
      if (auth.via !== 'session') throw new Error('unreachable: access.user() guarantees a session');
      return service.buildSession(db, auth.user.id, auth.team?.id ?? null, auth.csrfToken);
    },
  });

  r.delete('/api/session', {
    config: { access: access.user() },
    schema: { tags: ['session'], summary: 'Sign out', response: { 204: z.null(), ...errorResponses } },
    handler: async (req, reply) => {
      if (req.auth.via === 'session') await service.signOut(db, req.auth.sessionId);
      reply.clearCookie(cookieName, { path: '/', secure: ctx.config.NODE_ENV === 'production' });
      return reply.code(204).send(null);
    },
  });

  r.put('/api/session/team', {
    config: { access: access.user() },
    schema: {
      tags: ['session'],
      summary: 'Switch the current team',
      body: switchTeamInputSchema,
      response: { 200: sessionSchema, ...errorResponses },
    },
    handler: async (req) => {
      const auth = req.auth;
      if (auth.via !== 'session') throw new Error('unreachable');
      return service.switchTeam(db, {
        sessionId: auth.sessionId,
        userId: auth.user.id,
        teamId: req.body.team_id,
        staff: auth.user.staff,
        csrfToken: auth.csrfToken,
      });
    },
  });

  r.get('/api/invitations/:token', {
    config: { access: access.public() },
    schema: {
      tags: ['session'],
      params: z.object({ token: z.string() }),
      response: { 200: invitationSchema, ...errorResponses },
    },
    handler: async (req) => service.describeInvitation(db, req.params.token),
  });

  r.post('/api/invitations/accept', {
    config: { access: access.public() },
    schema: {
      tags: ['session'],
      summary: 'Accept an invitation and set a password',
      body: acceptInvitationInputSchema,
      response: { 200: sessionSchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const { token, expiresAt, session } = await service.acceptInvitation(db, req.body, {
        previousToken: req.cookies[cookieName],
      });
      setSessionCookie(reply, token, expiresAt);
      return session;
    },
  });

  r.post('/api/password-resets', {
    config: { access: access.public() },
    schema: {
      tags: ['session'],
      summary: 'Email a password reset link',
      body: requestPasswordResetInputSchema,
      response: { 202: z.object({ ok: z.literal(true) }), ...errorResponses },
    },
    handler: async (req, reply) => {
      await service.requestPasswordReset(db, {
        email: req.body.email,
        publicUrl: ctx.config.publicUrl,
        workflows: ctx.workflows,
      });
      return reply.code(202).send({ ok: true });
    },
  });

  r.post('/api/password-resets/confirm', {
    config: { access: access.public() },
    schema: {
      tags: ['session'],
      summary: 'Set a new password with a reset token',
      body: resetPasswordInputSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (req, reply) => {
      await service.resetPassword(db, req.body);
      return reply.code(204).send(null);
    },
  });

  r.get('/api/teams/:id', {
    config: { access: access.team() },
    schema: {
      tags: ['account'],
      params: z.object({ id: z.coerce.number().int() }),
      response: { 200: teamSchema, ...errorResponses },
    },
    handler: async (req) => {
      const scope = scopeOf(req);
      const t = await service.getTeam(db, {
        teamId: req.params.id,
        requesterTeamId: scope.teamId,
        staff: scope.staff,
      });
      return {
        id: t.id,
        name: t.name,
        catalogue_platform_enabled: t.catalogue_platform_enabled,
        marketplace_platform_enabled: t.marketplace_platform_enabled,
        distributor_platform_enabled: t.distributor_platform_enabled,
      };
    },
  });

  r.get('/api/account/members', {
    config: { access: access.team() },
    schema: {
      tags: ['account'],
      response: { 200: z.object({ members: z.array(memberSchema) }), ...errorResponses },
    },
    handler: async (req) => ({ members: await service.listMembers(db, scopeOf(req).teamId) }),
  });

  r.post('/api/account/members', {
    config: { access: access.team({ role: 'admin' }), idempotent: true },
    schema: {
      tags: ['account'],
      summary: 'Invite a team member',
      body: inviteMemberInputSchema,
      response: { 201: memberSchema, 409: errorResponseSchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const member = await service.inviteMember(db, {
        teamId: scopeOf(req).teamId,
        input: req.body,
        publicUrl: ctx.config.publicUrl,
        inviterName: req.auth.via === 'session' ? userOf(req).name : 'Your team',
        workflows: ctx.workflows,
      });
      return reply.code(201).send(member);
    },
  });

  r.delete('/api/account/members/:id', {
    config: { access: access.team({ role: 'admin' }) },
    schema: {
      tags: ['account'],
      summary: 'Remove a member from the team (ends all their sessions)',
      params: z.object({ id: z.coerce.number().int().positive() }),
      response: { 204: z.null(), 409: errorResponseSchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const scope = scopeOf(req);
      await service.removeMember(db, { teamId: scope.teamId, userId: req.params.id, byUserId: scope.userId });
      return reply.code(204).send(null);
    },
  });

  r.get('/api/account/api-keys', {
    config: { access: access.team({ role: 'admin' }) },
    schema: { tags: ['account'], response: { 200: apiKeysSchema, ...errorResponses } },
    handler: async (req) => service.getApiKeys(db, scopeOf(req).teamId),
  });

  await accountSettingsRoutes(app, ctx, deps);
}
