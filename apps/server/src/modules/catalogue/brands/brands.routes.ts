import {
  auditsSchema,
  brandIdInputSchema,
  brandLogoQuerySchema,
  brandReplySchema,
  brandSchema,
  brandSwitchReplySchema,
  favouriteReplySchema,
  idParamSchema,
  LOGO_MAX_BYTES,
  subBrandInputSchema,
  subBrandReplySchema,
  teamBrandsSchema,
  updateSubBrandInputSchema,
  userIdParamSchema,
} from '@partsflow/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../platform/auth/access.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import { errorResponseSchema } from '@partsflow/contracts';
import { catalogueAccess, PREFIX, tags } from '../catalogue.http.ts';
import { readMediaForm } from '../media/media.upload.ts';
import { LOGO_PREFIX } from './brand-logo.ts';
import * as brands from './brands.service.ts';

const { viewer, editor } = catalogueAccess;
/** A person's own choices (current brand, favourites): any signed-in member, viewers too, for themself only. */
const ownChoice = { access: access.user() };
const withConflict = { ...errorResponses, 409: errorResponseSchema };

/**
 * Brands (spec section 7, Brands): the brand editor's create and update (multipart `brand[...]` with the logo
 * file), the brand's logo, sub-brands, and the brand switcher's favourites and current brand.
 */
export async function brandsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: brands.BrandDeps = { db: ctx.database.db, storage: ctx.storage };
  // One byte over the cap tells a too-large logo from one exactly at it.
  const readForm = (req: FastifyRequest) =>
    readMediaForm(req, deps.storage, { prefix: LOGO_PREFIX, maxBytes: LOGO_MAX_BYTES + 1 });
  /** JSON bodies (`{brand: {...}}`, no logo) go through the same checks as the multipart form. */
  const formOf = async (req: FastifyRequest) =>
    req.isMultipart()
      ? readForm(req)
      : { fields: {}, body: (req.body ?? {}) as Record<string, unknown>, upload: null };

  r.get(`${PREFIX}/team/brands`, {
    config: viewer,
    schema: {
      tags,
      summary: 'The brand switcher: the team’s brands, favourites first, and the current brand',
      response: { 200: teamBrandsSchema, ...errorResponses },
    },
    handler: async (req) => brands.teamBrands(deps.db, actorOf(req)),
  });

  r.post(`${PREFIX}/team/brands`, {
    config: { ...editor, idempotent: true, fileUpload: true },
    schema: {
      tags,
      summary: 'Create a brand (multipart brand[...] with brand[logo], or JSON {brand})',
      consumes: ['multipart/form-data', 'application/json'],
      response: { 201: brandReplySchema, ...withConflict },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await brands.createBrand(deps, actorOf(req), await formOf(req))),
  });

  r.get(`${PREFIX}/admin/brands/:id`, {
    config: viewer,
    schema: { tags, params: idParamSchema, response: { 200: brandSchema, ...errorResponses } },
    handler: async (req) => brands.getBrand(deps.db, actorOf(req), req.params.id),
  });

  r.get(`${PREFIX}/admin/brands/:id/audits`, {
    config: viewer,
    schema: {
      tags,
      summary: 'A brand’s history: the brand, its logo, seller agreement and sub-brands (newest first)',
      params: idParamSchema,
      response: { 200: auditsSchema, ...errorResponses },
    },
    handler: async (req) => brands.brandAudits(deps.db, actorOf(req), req.params.id),
  });

  r.patch(`${PREFIX}/admin/brands/:id`, {
    config: { ...editor, fileUpload: true },
    schema: {
      tags,
      summary: 'Update a brand: details, logo, seller agreement (multipart brand[...] or JSON {brand})',
      params: idParamSchema,
      consumes: ['multipart/form-data', 'application/json'],
      response: { 200: brandReplySchema, ...withConflict },
    },
    handler: async (req) => {
      const actor = actorOf(req);
      // Another team's brand answers 404 before a byte of its form is stored.
      await brands.getBrand(deps.db, actor, req.params.id);
      return brands.updateBrand(deps, actor, req.params.id, await formOf(req));
    },
  });

  r.get(`${PREFIX}/brands/:id/logo`, {
    config: viewer,
    schema: {
      tags,
      summary: 'A brand’s logo: the original, or its small thumbnail (WebP)',
      params: idParamSchema,
      querystring: brandLogoQuerySchema.extend({ v: z.string().optional() }),
      response: { 200: z.any(), ...errorResponses },
    },
    handler: async (req, reply) => {
      const file = await brands.brandLogo(deps, actorOf(req), req.params.id, req.query.size);
      if (file.svg) {
        // An SVG can carry script: shown as an image it never runs, opened on its own it is sandboxed.
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      }
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${file.fileName.replace(/[^\w.-]+/g, '_')}"`)
        .send(file.body);
    },
  });

  r.post(`${PREFIX}/admin/sub_brands`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      body: subBrandInputSchema,
      response: { 201: subBrandReplySchema, ...withConflict },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await brands.createSubBrand(deps.db, actorOf(req), req.body.sub_brand)),
  });

  r.patch(`${PREFIX}/admin/sub_brands/:id`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: updateSubBrandInputSchema,
      response: { 200: subBrandReplySchema, ...withConflict },
    },
    handler: async (req) => brands.updateSubBrand(deps.db, actorOf(req), req.params.id, req.body.sub_brand),
  });

  r.delete(`${PREFIX}/admin/sub_brands/:id`, {
    config: editor,
    schema: { tags, params: idParamSchema, response: { 200: subBrandReplySchema, ...withConflict } },
    handler: async (req) => brands.deleteSubBrand(deps.db, actorOf(req), req.params.id),
  });

  r.post(`${PREFIX}/users/:userId/brand`, {
    config: ownChoice,
    schema: {
      tags,
      summary: 'Switch the brand the user works on (the brand switcher)',
      params: userIdParamSchema,
      body: brandIdInputSchema,
      response: { 200: brandSwitchReplySchema, ...errorResponses },
    },
    handler: async (req) => brands.switchBrand(deps.db, actorOf(req), req.params.userId, req.body.brand_id),
  });

  r.delete(`${PREFIX}/users/:userId/brand`, {
    config: ownChoice,
    schema: {
      tags,
      summary: "Work on every brand again (the brand switcher's All brands): no current brand",
      params: userIdParamSchema,
      response: { 200: brandSwitchReplySchema, ...errorResponses },
    },
    handler: async (req) => brands.clearCurrentBrand(deps.db, actorOf(req), req.params.userId),
  });

  for (const [method, favourite] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    r[method](`${PREFIX}/users/:userId/favourite-brand`, {
      config: ownChoice,
      schema: {
        tags,
        summary: favourite ? 'Mark a brand as a favourite' : 'Unmark a favourite brand',
        params: userIdParamSchema,
        body: brandIdInputSchema,
        response: { 200: favouriteReplySchema, ...errorResponses },
      },
      handler: async (req) =>
        brands.setFavourite(deps.db, actorOf(req), req.params.userId, req.body.brand_id, favourite),
    });
  }
}
