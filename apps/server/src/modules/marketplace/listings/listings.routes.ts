import {
  idParamSchema,
  listingDatatableQuerySchema,
  listingDatatableSchema,
  listingIdReplySchema,
  listingInputSchema,
  listingProductSearchQuerySchema,
  listingProductSearchSchema,
  listingReplySchema,
  listingSchema,
  listingShopsSchema,
  listingStatusInputSchema,
  listingVisibilityInputSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import type { MarketplaceServices } from '../marketplace.services.ts';
import { CATALOGUE, catalogueAccess } from '../marketplace.http.ts';
import * as listings from './listings.service.ts';

const { viewer, editor } = catalogueAccess;
const tags = ['catalogue listings'];
const brandParams = z.object({ brandSlug: z.string().min(1) });
const brandIdParams = brandParams.extend(idParamSchema.shape);

/** The brand's marketplace listings (catalogue-pim section 7 "Copy and listing"), under /api/catalogue. */
export async function listingsRoutes(app: FastifyInstance, services: MarketplaceServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.ctx.database;
  const base = `${CATALOGUE}/b/:brandSlug/listings`;

  r.get(`${base}/datatable.json`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Marketplace listings table (25 per page)',
      params: brandParams,
      querystring: listingDatatableQuerySchema,
      response: { 200: listingDatatableSchema, ...errorResponses },
    },
    handler: async (req) => listings.listingDatatable(db, actorOf(req), req.params.brandSlug, req.query),
  });

  r.get(`${base}/search`, {
    config: viewer,
    schema: {
      tags,
      summary: "The listing builder's product search by SKU (3 characters or more)",
      params: brandParams,
      querystring: listingProductSearchQuerySchema,
      response: { 200: listingProductSearchSchema, ...errorResponses },
    },
    handler: async (req) =>
      listings.searchProductsForListing(db, actorOf(req), req.params.brandSlug, req.query.query),
  });

  r.get(`${base}/shops`, {
    config: viewer,
    schema: {
      tags,
      summary: "The brand team's stores a listing may be pushed to",
      params: brandParams,
      response: { 200: listingShopsSchema, ...errorResponses },
    },
    handler: async (req) => listings.listingShops(db, actorOf(req), req.params.brandSlug),
  });

  r.get(`${base}/:id`, {
    config: viewer,
    schema: {
      tags,
      summary: 'One listing for the editor',
      params: brandIdParams,
      response: { 200: listingSchema, ...errorResponses },
    },
    handler: async (req) => listings.getListing(db, actorOf(req), req.params.brandSlug, req.params.id),
  });

  r.post(base, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      summary: 'Create a listing',
      params: brandParams,
      body: listingInputSchema,
      response: { 201: listingReplySchema, ...errorResponses },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await listings.createListing(db, actorOf(req), req.params.brandSlug, req.body)),
  });

  r.patch(`${base}/:id`, {
    config: editor,
    schema: {
      tags,
      summary: 'Update a listing',
      params: brandIdParams,
      body: listingInputSchema,
      response: { 200: listingReplySchema, ...errorResponses },
    },
    handler: async (req) =>
      listings.updateListing(db, actorOf(req), req.params.brandSlug, req.params.id, req.body),
  });

  r.delete(`${base}/:id`, {
    config: editor,
    schema: {
      tags,
      summary: 'Delete a listing',
      params: brandIdParams,
      response: { 200: z.object({ message: z.string() }), ...errorResponses },
    },
    handler: async (req) => listings.deleteListing(db, actorOf(req), req.params.brandSlug, req.params.id),
  });

  r.patch(`${base}/:id/status`, {
    config: editor,
    schema: {
      tags,
      summary: 'Publish (published), unpublish (archived) or set back to draft',
      params: brandIdParams,
      body: listingStatusInputSchema,
      response: { 200: listingReplySchema, ...errorResponses },
    },
    handler: async (req) =>
      listings.setListingStatus(db, actorOf(req), req.params.brandSlug, req.params.id, req.body.status),
  });

  r.patch(`${base}/:id/visibility`, {
    config: editor,
    schema: {
      tags,
      summary: 'Show or hide a published listing on the marketplace',
      params: brandIdParams,
      body: listingVisibilityInputSchema,
      response: { 200: listingReplySchema, ...errorResponses },
    },
    handler: async (req) =>
      listings.setListingVisibility(
        db,
        actorOf(req),
        req.params.brandSlug,
        req.params.id,
        req.body.visible_on_marketplace,
      ),
  });

  r.post(`${CATALOGUE}/b/:brandSlug/products/:slug/create-marketplace-listing`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      summary: "The product editor's Tools menu: a listing of this product (or the one it is in)",
      params: z.object({ brandSlug: z.string().min(1), slug: z.string().min(1) }),
      response: { 200: listingIdReplySchema, ...errorResponses },
    },
    handler: async (req) =>
      listings.createListingFromProduct(db, actorOf(req), req.params.brandSlug, req.params.slug),
  });
}
