import {
  acceptAgreementInputSchema,
  bulkCreateImportListingInputSchema,
  bulkCreateImportListingReplySchema,
  bulkPublishInputSchema,
  bulkPublishProgressQuerySchema,
  bulkPublishProgressSchema,
  bulkPublishReplySchema,
  bulkRemoveInputSchema,
  createImportListingInputSchema,
  idParamSchema,
  importListQuerySchema,
  importListSchema,
  importListingSchema,
  listingDetailSchema,
  productIssueReportInputSchema,
  productIssueReportReplySchema,
  publishOneInputSchema,
  publishReplySchema,
  updateImportListingInputSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import {
  errorResponses,
  unprocessableResponse,
  conflictResponse,
} from '../../../platform/http/route-presets.ts';
import type { MarketplaceServices } from '../marketplace.services.ts';
import { MARKETPLACE, marketplaceAccess, tags } from '../marketplace.http.ts';
import * as importList from './import-list.service.ts';

const { viewer, editor, publishable } = marketplaceAccess;
const success = z.object({ success: z.boolean() }).passthrough();

/** The import list client and the marketplace API calls around it (merchant-marketplace section 7). */
export async function importListRoutes(app: FastifyInstance, services: MarketplaceServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.ctx.database;

  r.get(`${MARKETPLACE}/listing/:id`, {
    config: publishable,
    schema: {
      tags,
      summary: 'Listing detail (Description, Variants, Media); the publishable key may call it',
      params: idParamSchema,
      querystring: z.object({ team_id: z.coerce.number().int().optional() }),
      response: { 200: listingDetailSchema, ...errorResponses },
    },
    handler: async (req) => importList.listingDetail(db, actorOf(req), req.params.id),
  });

  r.post(`${MARKETPLACE}/create-import-listing`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      summary: 'Add a listing to the import list (once: adding it again changes nothing)',
      body: createImportListingInputSchema,
      response: { 200: success, ...errorResponses },
    },
    handler: async (req) => importList.addToImportList(db, actorOf(req), req.body.listing_id),
  });

  r.post(`${MARKETPLACE}/bulk-create-import-listing`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      summary: 'Add many listings to the import list',
      body: bulkCreateImportListingInputSchema,
      response: { 200: bulkCreateImportListingReplySchema, ...errorResponses },
    },
    handler: async (req) => importList.bulkAddToImportList(db, actorOf(req), req.body.listing_ids),
  });

  r.get(`${MARKETPLACE}/import-list`, {
    config: viewer,
    schema: {
      tags,
      summary: 'The import list, 10 per page, searchable by SKU',
      querystring: importListQuerySchema,
      response: { 200: importListSchema.extend({ subscription_active: z.boolean() }), ...errorResponses },
    },
    handler: async (req) => importList.loadImportList(db, actorOf(req), req.query),
  });

  r.get(`${MARKETPLACE}/import-list/count`, {
    config: viewer,
    schema: {
      tags,
      summary: "The side menu's Import List badge",
      response: { 200: z.object({ count: z.number().int() }), ...errorResponses },
    },
    handler: async (req) => importList.importListCount(db, actorOf(req)),
  });

  r.get(`${MARKETPLACE}/import-list/progress`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Progress of a bulk publish (polled every second)',
      querystring: bulkPublishProgressQuerySchema,
      response: { 200: bulkPublishProgressSchema, ...errorResponses },
    },
    handler: async (req) => importList.bulkPublishProgress(db, actorOf(req), req.query.job_id),
  });

  r.put(`${MARKETPLACE}/import-list/:id`, {
    config: editor,
    schema: {
      tags,
      summary: 'Save a draft field or one variant override (autosave)',
      params: idParamSchema,
      body: updateImportListingInputSchema,
      response: { 200: z.object({ item: importListingSchema }), ...errorResponses },
    },
    handler: async (req) => importList.updateImportListing(db, actorOf(req), req.params.id, req.body),
  });

  r.delete(`${MARKETPLACE}/import-list/:id`, {
    config: editor,
    schema: {
      tags,
      summary: 'Remove one draft',
      params: idParamSchema,
      response: { 200: success, ...errorResponses },
    },
    handler: async (req) => importList.destroyImportListing(db, actorOf(req), req.params.id),
  });

  r.delete(`${MARKETPLACE}/import-list/`, {
    config: editor,
    schema: {
      tags,
      summary: 'Remove All, or the given ids',
      body: bulkRemoveInputSchema,
      response: { 200: success, ...errorResponses },
    },
    handler: async (req) => importList.bulkRemove(db, actorOf(req), req.body.ids),
  });

  r.post(`${MARKETPLACE}/import-list/:id/publish`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      summary: 'Publish one draft to the chosen stores',
      params: idParamSchema,
      body: publishOneInputSchema,
      response: { 200: publishReplySchema, ...errorResponses, ...conflictResponse, ...unprocessableResponse },
    },
    handler: async (req) => importList.publishOne(services, actorOf(req), req.params.id, req.body.stores),
  });

  r.post(`${MARKETPLACE}/import-list/publish`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      summary: 'Import All: publish drafts to the chosen stores as a background job',
      body: bulkPublishInputSchema,
      response: { 200: bulkPublishReplySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (req) =>
      importList.startBulkPublish(services, actorOf(req), {
        ids: req.body.listing_ids,
        stores: req.body.stores,
      }),
  });

  r.post(`${MARKETPLACE}/seller-agreements/accept`, {
    config: editor,
    schema: {
      tags,
      summary: "Accept brands' seller agreements (once per merchant team and brand)",
      body: acceptAgreementInputSchema,
      response: { 200: success, ...errorResponses },
    },
    handler: async (req) => importList.acceptAgreements(db, actorOf(req), req.body.brand_ids),
  });

  r.get(`${MARKETPLACE}/subscription`, {
    config: viewer,
    schema: {
      tags,
      summary: "The team's subscription_active (the Subscription Required gate)",
      response: { 200: z.object({ subscription_active: z.boolean() }), ...errorResponses },
    },
    handler: async (req) => importList.subscription(db, actorOf(req)),
  });

  r.post(`${MARKETPLACE}/product-issues`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      summary: "Report Issue on a listing: the brand sees it in the product's issues drawer",
      body: productIssueReportInputSchema,
      response: { 201: productIssueReportReplySchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const reporterEmail = req.auth.via === 'session' ? req.auth.user.email : null;
      return reply.code(201).send(
        await importList.reportListingIssue(db, actorOf(req), {
          listingId: req.body.product_issue.listing_id,
          issue: req.body.product_issue.issue,
          reporterEmail,
        }),
      );
    },
  });
}
