import {
  allianceInputSchema,
  allianceAccountSchema,
  apiKeysSchema,
  companyDetailsInputSchema,
  companyDetailsSchema,
  domainInputSchema,
  labelValueSchema,
  onboardingSchema,
  onboardInputSchema,
  onboardResultSchema,
  personalDetailsInputSchema,
  rotateApiKeyInputSchema,
  teamDomainSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, scopeOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflictResponse, errorResponses } from '../../platform/http/route-presets.ts';
import * as service from './account-settings.service.ts';
import { onboardingSteps, onboardUser, signUp, type AccountsDeps } from './onboarding.service.ts';
import { signupEmail } from './workflows/account-emails.workflow.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const termQuery = z.object({ term: z.string().max(100).optional() });
const successSchema = z.object({ success: z.literal(true) });

/**
 * Sign-up (Account Setup) and the account page's settings (marketplace spec 2.2, 2.3, 7): personal details,
 * company details with the reference searches, permitted domains, API key rotation and the alliance merchant.
 * Admins manage domains, keys, company and alliance details; everyone reads what their team has.
 */
export async function accountSettingsRoutes(app: FastifyInstance, ctx: AppContext, deps: AccountsDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  ctx.workflows.register(signupEmail);

  r.post('/api/onboard', {
    config: { access: access.public(), idempotent: true },
    schema: {
      tags: ['account'],
      summary: 'Sign up: a new user with a merchant team and a sandbox store; mails a set-password link',
      body: onboardInputSchema,
      response: { 200: onboardResultSchema, ...conflictResponse, ...errorResponses },
    },
    handler: async (req) =>
      signUp(db, deps, { input: req.body, publicUrl: ctx.config.publicUrl, workflows: ctx.workflows }),
  });

  r.post('/api/onboard/:userId', {
    config: { access: access.user(), idempotent: true },
    schema: {
      tags: ['account'],
      summary: 'Account Setup of the signed-in user: their details and a new merchant team',
      params: z.object({ userId: z.coerce.number().int().positive() }),
      body: onboardInputSchema,
      response: { 200: onboardResultSchema, ...conflictResponse, ...errorResponses },
    },
    handler: async (req) => {
      const auth = req.auth;
      if (auth.via !== 'session') throw new Error('unreachable: access.user() guarantees a session');
      return onboardUser(db, deps, {
        userId: req.params.userId,
        callerId: auth.user.id,
        sessionId: auth.sessionId,
        input: req.body,
      });
    },
  });

  r.get('/api/account/onboarding', {
    config: { access: access.team({ area: 'marketplace' }) },
    schema: {
      tags: ['account'],
      summary: 'The marketplace onboarding steps and which the team has done',
      response: { 200: onboardingSchema, ...errorResponses },
    },
    handler: async (req) => onboardingSteps(db, deps, scopeOf(req).teamId),
  });

  r.patch('/api/account/me', {
    config: { access: access.user() },
    schema: {
      tags: ['account'],
      summary: 'Update your name and email',
      body: personalDetailsInputSchema,
      response: {
        200: z.object({
          success: z.literal(true),
          user: z.object({ id: z.number(), name: z.string(), email: z.string() }),
        }),
        ...conflictResponse,
        ...errorResponses,
      },
    },
    handler: async (req) => {
      const auth = req.auth;
      if (auth.via !== 'session') throw new Error('unreachable');
      return service.updatePersonalDetails(db, auth.user.id, req.body);
    },
  });

  r.get('/api/account/company', {
    config: { access: access.team() },
    schema: { tags: ['account'], response: { 200: companyDetailsSchema, ...errorResponses } },
    handler: async (req) => service.getCompany(db, scopeOf(req).teamId),
  });

  r.patch('/api/account/company', {
    config: { access: access.team({ role: 'admin' }) },
    schema: {
      tags: ['account'],
      summary: 'Update the company details (legal name, country, timezone, currency, business ids)',
      body: companyDetailsInputSchema,
      response: { 200: companyDetailsSchema, ...errorResponses },
    },
    handler: async (req) => service.updateCompany(db, scopeOf(req).teamId, req.body),
  });

  for (const [path, fn] of [
    ['/api/account/currency_search', service.currencySearch],
    ['/api/account/timezone_search', service.timezoneSearch],
  ] as const) {
    r.get(path, {
      config: { access: access.user() },
      schema: {
        tags: ['account'],
        querystring: termQuery,
        response: { 200: z.array(labelValueSchema), ...errorResponses },
      },
      handler: async (req) => fn(req.query.term ?? ''),
    });
  }

  r.get('/api/account/regions', {
    config: { access: access.user() },
    schema: { tags: ['account'], response: { 200: z.array(labelValueSchema), ...errorResponses } },
    handler: async () => service.regionList(),
  });

  r.get('/api/account/domains', {
    config: { access: access.team() },
    schema: {
      tags: ['account'],
      response: { 200: z.object({ domains: z.array(teamDomainSchema) }), ...errorResponses },
    },
    handler: async (req) => ({ domains: await service.listDomains(db, scopeOf(req).teamId) }),
  });

  r.post('/api/account/domains', {
    config: { access: access.team({ role: 'admin' }) },
    schema: {
      tags: ['account'],
      summary: 'Add a permitted domain',
      body: domainInputSchema,
      response: { 201: teamDomainSchema, ...conflictResponse, ...errorResponses },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await service.addDomain(db, scopeOf(req).teamId, req.body.domain)),
  });

  r.patch('/api/account/domains/:id', {
    config: { access: access.team({ role: 'admin' }) },
    schema: {
      tags: ['account'],
      summary: 'Change a permitted domain (not a read-only one)',
      params: idParams,
      body: domainInputSchema,
      response: { 200: teamDomainSchema, ...conflictResponse, ...errorResponses },
    },
    handler: async (req) => service.changeDomain(db, scopeOf(req).teamId, req.params.id, req.body.domain),
  });

  r.delete('/api/account/domains/:id', {
    config: { access: access.team({ role: 'admin' }) },
    schema: {
      tags: ['account'],
      summary: 'Remove a permitted domain (not a read-only one)',
      params: idParams,
      response: { 204: z.null(), ...conflictResponse, ...errorResponses },
    },
    handler: async (req, reply) => {
      await service.removeDomain(db, scopeOf(req).teamId, req.params.id);
      return reply.code(204).send(null);
    },
  });

  r.post('/api/account/api-keys/rotate', {
    config: { access: access.team({ role: 'admin' }) },
    schema: {
      tags: ['account'],
      summary: 'Issue a new publishable or secret key; the old one stops working at once',
      body: rotateApiKeyInputSchema,
      response: { 200: apiKeysSchema, ...errorResponses },
    },
    handler: async (req) => service.rotateApiKey(db, scopeOf(req).teamId, req.body.kind),
  });

  r.get('/api/account/alliance', {
    config: { access: access.team({ role: 'admin' }) },
    schema: {
      tags: ['account'],
      response: {
        200: z.object({ alliance_merchant: allianceAccountSchema.nullable() }),
        ...errorResponses,
      },
    },
    handler: async (req) => ({ alliance_merchant: await service.getAlliance(db, scopeOf(req).teamId) }),
  });

  r.put('/api/account/alliance', {
    config: { access: access.team({ role: 'admin' }) },
    schema: {
      tags: ['account'],
      summary: 'Save the alliance (TecAlliance) provider id and API key',
      body: allianceInputSchema,
      response: { 200: z.object({ alliance_merchant: allianceAccountSchema }), ...errorResponses },
    },
    handler: async (req) => ({
      alliance_merchant: await service.saveAlliance(db, scopeOf(req).teamId, req.body),
    }),
  });

  r.delete('/api/account/alliance', {
    config: { access: access.team({ role: 'admin' }) },
    schema: {
      tags: ['account'],
      summary: 'Delete the alliance API key',
      response: { 200: successSchema, ...errorResponses },
    },
    handler: async (req) => {
      await service.deleteAlliance(db, scopeOf(req).teamId);
      return { success: true as const };
    },
  });
}
