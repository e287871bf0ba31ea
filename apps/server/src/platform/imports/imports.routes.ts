import {
  datatableSchema,
  idParamSchema,
  importRowErrorSchema,
  importSchema,
  importTypeReplySchema,
  importUploadReplySchema,
  pageQuerySchema,
  startImportSchema,
} from '@partsflow/contracts';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access.ts';
import { actorOf } from '../auth/actor.ts';
import { forbidden } from '../http/errors.ts';
import { errorResponses } from '../http/route-presets.ts';
import type { ImportDeps } from './imports.service.ts';
import * as service from './imports.service.ts';

const tags = ['imports'];
const viewer = { access: access.team({ role: 'viewer' }) };
const editor = { access: access.team({ role: 'editor' }) };
const AREA_FLAG = {
  catalogue: 'catalogue_platform_enabled',
  marketplace: 'marketplace_platform_enabled',
  distributor: 'distributor_platform_enabled',
} as const;

/** An import type belongs to an area: its team must have that area enabled (staff may always). */
function requireArea(deps: ImportDeps, req: FastifyRequest, typeName: string) {
  const type = service.importTypeOr404(deps.pipeline, typeName);
  const auth = req.auth;
  if (auth.via === 'session' && auth.user.staff) return;
  if (auth.via !== 'anonymous' && auth.team && !auth.team[AREA_FLAG[type.area]])
    throw forbidden(`The ${type.area} service is not enabled for this team`);
}

/** The file import pipeline under /api/imports: upload, map, start, history, the row-error report. */
export async function importsRoutes(app: FastifyInstance, deps: ImportDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const typeParams = z.object({ type: z.string().min(1).max(50) });

  r.get('/api/imports/types/:type', {
    config: viewer,
    schema: { tags, params: typeParams, response: { 200: importTypeReplySchema, ...errorResponses } },
    handler: async (req) => {
      requireArea(deps, req, req.params.type);
      return service.describeType(deps, actorOf(req), req.params.type);
    },
  });

  r.post('/api/imports/:type/uploads', {
    config: editor,
    schema: {
      tags,
      params: typeParams,
      querystring: z.object({ context_id: z.coerce.number().int().positive().optional() }),
      consumes: ['multipart/form-data'],
      response: { 201: importUploadReplySchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      requireArea(deps, req, req.params.type);
      const file = req.isMultipart()
        ? await req.file({ limits: { fileSize: deps.maxBytes, files: 1 } })
        : undefined;
      const email = req.auth.via === 'session' ? req.auth.user.email : null;
      const out = await service.upload(
        deps,
        actorOf(req),
        email,
        req.params.type,
        file,
        req.query.context_id ?? null,
      );
      return reply.code(201).send(out);
    },
  });

  r.post('/api/imports/:id/start', {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: startImportSchema,
      response: { 200: importSchema, ...errorResponses },
    },
    handler: async (req) => service.start(deps, actorOf(req), req.params.id, req.body.mapping),
  });

  r.get('/api/imports', {
    config: viewer,
    schema: {
      tags,
      querystring: pageQuerySchema.extend({ import_type: z.string().optional() }),
      response: { 200: datatableSchema(importSchema), ...errorResponses },
    },
    handler: async (req) => service.history(deps, actorOf(req), req.query),
  });

  r.get('/api/imports/:id', {
    config: viewer,
    schema: { tags, params: idParamSchema, response: { 200: importSchema, ...errorResponses } },
    handler: async (req) => service.show(deps, actorOf(req), req.params.id),
  });

  r.get('/api/imports/:id/errors', {
    config: viewer,
    schema: {
      tags,
      params: idParamSchema,
      response: { 200: z.object({ errors: z.array(importRowErrorSchema) }), ...errorResponses },
    },
    handler: async (req) => ({ errors: (await service.rowErrors(deps, actorOf(req), req.params.id)).errors }),
  });

  r.get('/api/imports/:id/errors.csv', {
    config: viewer,
    schema: { tags, params: idParamSchema },
    handler: async (req, reply) => {
      const { row, errors } = await service.rowErrors(deps, actorOf(req), req.params.id);
      const csv = stringify(
        errors.map((e) => [e.line, e.column, e.message]),
        {
          header: true,
          columns: ['line', 'column', 'message'],
        },
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-${row.id}-errors.csv"`)
        .send(csv);
    },
  });
}
