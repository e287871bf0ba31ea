import {
  createProductIssueInputSchema,
  idParamSchema,
  issueDatatableQuerySchema,
  issueDatatableSchema,
  productIssueReplySchema,
  productIssuesSchema,
  updateProductIssueInputSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import { catalogueAccess, PREFIX, tags } from '../catalogue.http.ts';
import * as issues from './issues.service.ts';

const { viewer, editor } = catalogueAccess;

/** Product issues: the issues table, a product's issues, report, resolve and reopen. */
export async function issuesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  r.get(`${PREFIX}/issues/datatable.json`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Product issues table',
      querystring: issueDatatableQuerySchema,
      response: { 200: issueDatatableSchema, ...errorResponses },
    },
    handler: async (req) => issues.issueDatatable(db, actorOf(req), req.query),
  });

  r.get(`${PREFIX}/product-issues/:id`, {
    config: viewer,
    schema: {
      tags,
      summary: 'Open and resolved issues of a product (id is the product id)',
      params: idParamSchema,
      response: { 200: productIssuesSchema, ...errorResponses },
    },
    handler: async (req) => issues.productIssues(db, actorOf(req), req.params.id),
  });

  r.patch(`${PREFIX}/product-issues/:id`, {
    config: editor,
    schema: {
      tags,
      summary: 'Resolve or reopen an issue',
      params: idParamSchema,
      body: updateProductIssueInputSchema,
      response: { 200: productIssueReplySchema, ...errorResponses },
    },
    handler: async (req) =>
      issues.setIssueResolved(db, actorOf(req), req.params.id, req.body.product_issue.resolved),
  });

  r.post(`${PREFIX}/product-issues`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      summary: 'Report an issue on a product',
      body: createProductIssueInputSchema,
      response: { 201: productIssueReplySchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const reporterEmail = req.auth.via === 'session' ? req.auth.user.email : null;
      return reply.code(201).send(await issues.reportIssue(db, actorOf(req), { ...req.body, reporterEmail }));
    },
  });
}
