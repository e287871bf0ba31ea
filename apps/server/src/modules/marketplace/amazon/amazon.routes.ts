import {
  amazonExportParamSchema,
  amazonExportProgressSchema,
  amazonExportReplySchema,
  amazonListingReplySchema,
  amazonListingsListSchema,
  amazonListingsQuerySchema,
  amazonProductSearchQuerySchema,
  amazonProductSearchSchema,
  createAmazonListingInputSchema,
  idParamSchema,
  updateAmazonListingInputSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import {
  conflictResponse,
  errorResponses,
  unprocessableResponse,
} from '../../../platform/http/route-presets.ts';
import type { MarketplaceServices } from '../marketplace.services.ts';
import { AMAZON_LISTINGS as A, marketplaceAccess, tags } from '../marketplace.http.ts';
import * as amazon from './amazon.service.ts';

const { viewer, editor } = marketplaceAccess;

/** Amazon listings (merchant-marketplace 2.7 and 7): the table, the Select Product modal and Export CSV. */
export async function amazonRoutes(app: FastifyInstance, services: MarketplaceServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.ctx.database;

  r.get(A, {
    config: viewer,
    schema: {
      tags,
      summary: "The team's Amazon listings (25 per page) with what each lacks for Amazon",
      querystring: amazonListingsQuerySchema,
      response: { 200: amazonListingsListSchema, ...errorResponses },
    },
    handler: async (req) => amazon.listAmazonListings(db, actorOf(req), req.query),
  });

  r.get(`${A}/products`, {
    config: viewer,
    schema: {
      tags,
      summary: "The Select Product modal: the marketplace's products matching a SKU or title",
      querystring: amazonProductSearchQuerySchema,
      response: { 200: amazonProductSearchSchema, ...errorResponses },
    },
    handler: async (req) => amazon.searchAmazonProducts(db, actorOf(req), req.query.query),
  });

  r.post(A, {
    config: editor,
    schema: {
      tags,
      summary: 'Adds a marketplace product to the Amazon listings (a product once per team)',
      body: createAmazonListingInputSchema,
      response: { 200: amazonListingReplySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (req) => amazon.createAmazonListing(db, actorOf(req), req.body.product_id),
  });

  r.patch(`${A}/:id`, {
    config: editor,
    schema: {
      tags,
      summary: 'The Active switch (only a valid listing may be active)',
      params: idParamSchema,
      body: updateAmazonListingInputSchema,
      response: { 200: amazonListingReplySchema, ...errorResponses, ...unprocessableResponse },
    },
    handler: async (req) => amazon.updateAmazonListing(db, actorOf(req), req.params.id, req.body),
  });

  r.delete(`${A}/:id`, {
    config: editor,
    schema: {
      tags,
      summary: 'Removes an Amazon listing',
      params: idParamSchema,
      response: { 200: z.object({ success: z.boolean() }), ...errorResponses },
    },
    handler: async (req) => amazon.deleteAmazonListing(db, actorOf(req), req.params.id),
  });

  r.post(`${A}/export`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      summary:
        'Export CSV: starts a background job; its progress call answers the csv_url when the file is ready',
      response: { 200: amazonExportReplySchema, ...errorResponses },
    },
    handler: async (req) => amazon.startAmazonExport(services, actorOf(req)),
  });

  r.get(`${A}/export/:jobId`, {
    config: viewer,
    schema: {
      tags,
      summary: "An export's progress: progress 0-100, total, at, and csv_url once written",
      params: amazonExportParamSchema,
      response: { 200: amazonExportProgressSchema, ...errorResponses },
    },
    handler: async (req) => amazon.amazonExportProgress(db, actorOf(req), req.params.jobId),
  });

  r.get(`${A}/export/:jobId/file`, {
    config: viewer,
    schema: {
      tags,
      summary: 'The exported CSV file',
      params: amazonExportParamSchema,
      response: { 200: z.any(), ...errorResponses },
    },
    handler: async (req, reply) => {
      const file = await amazon.amazonExportFile(services, actorOf(req), req.params.jobId);
      const day = file.createdAt.toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="amazon-listings-${day}.csv"`)
        .send(file.stream);
    },
  });
}
