import {
  dataExportInputSchema,
  dataExportReplySchema,
  dataExportsReplySchema,
  exportTemplateBodySchema,
  exportTemplateFieldBodySchema,
  exportTemplateFieldReplySchema,
  exportTemplateReplySchema,
  exportTemplatesReplySchema,
  idParamSchema,
  runExportBodySchema,
  runExportReplySchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../platform/auth/access.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { errorResponses } from '../../../platform/http/route-presets.ts';
import { startSweeper } from '../../../platform/jobs/sweeper.ts';
import { catalogueAccess, PREFIX, tags } from '../catalogue.http.ts';
import * as service from './exports.service.ts';

const { viewer, editor } = catalogueAccess;
const staff = { access: access.staff() };

/**
 * Export templates and their fields, Run Export and the emailed download link (/api/catalogue), the staff's
 * scheduled data exports (/api/admin/exports); the run job and the hourly schedule on platform jobs.
 */
export async function exportsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const deps: service.ExportDeps = {
    database: ctx.database,
    jobs: ctx.jobs,
    live: ctx.live,
    mail: ctx.mail,
    storage: ctx.storage,
    publicUrl: ctx.config.publicUrl,
  };

  r.get(`${PREFIX}/export_templates`, {
    config: viewer,
    schema: { tags, response: { 200: exportTemplatesReplySchema, ...errorResponses } },
    handler: async (req) => service.listTemplates(db, actorOf(req)),
  });
  r.get(`${PREFIX}/export_templates/:id`, {
    config: viewer,
    schema: { tags, params: idParamSchema, response: { 200: exportTemplateReplySchema, ...errorResponses } },
    handler: async (req) => service.showTemplate(db, actorOf(req), req.params.id),
  });
  r.post(`${PREFIX}/export_templates`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      body: exportTemplateBodySchema,
      response: { 201: exportTemplateReplySchema, ...errorResponses },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await service.createTemplate(db, actorOf(req), req.body.export_template)),
  });
  r.patch(`${PREFIX}/export_templates/:id`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: exportTemplateBodySchema,
      response: { 200: exportTemplateReplySchema, ...errorResponses },
    },
    handler: async (req) => service.updateTemplate(db, actorOf(req), req.params.id, req.body.export_template),
  });
  r.delete(`${PREFIX}/export_templates/:id`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      response: { 200: exportTemplatesReplySchema.extend({ message: z.string() }), ...errorResponses },
    },
    handler: async (req) => service.deleteTemplate(db, actorOf(req), req.params.id),
  });

  r.post(`${PREFIX}/export_template_fields`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      body: exportTemplateFieldBodySchema,
      response: { 201: exportTemplateFieldReplySchema, ...errorResponses },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await service.createField(db, actorOf(req), req.body.export_template_field)),
  });
  r.patch(`${PREFIX}/export_template_fields/:id`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      body: exportTemplateFieldBodySchema,
      response: { 200: exportTemplateFieldReplySchema, ...errorResponses },
    },
    handler: async (req) =>
      service.updateField(db, actorOf(req), req.params.id, req.body.export_template_field),
  });
  r.delete(`${PREFIX}/export_template_fields/:id`, {
    config: editor,
    schema: {
      tags,
      params: idParamSchema,
      response: { 200: exportTemplateFieldReplySchema, ...errorResponses },
    },
    handler: async (req) => service.deleteField(db, actorOf(req), req.params.id),
  });

  r.post(`${PREFIX}/export_template/export/:id`, {
    config: { ...viewer, idempotent: true },
    schema: {
      tags,
      params: idParamSchema,
      body: runExportBodySchema,
      response: { 202: runExportReplySchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const email = req.auth.via === 'session' ? req.auth.user.email : null;
      return reply
        .code(202)
        .send(await service.runTemplate(deps, actorOf(req), email, req.params.id, req.body.export_template));
    },
  });
  r.get(`${PREFIX}/export_runs/:id`, {
    config: viewer,
    schema: { tags, params: idParamSchema, response: { 200: runExportReplySchema, ...errorResponses } },
    handler: async (req) => service.showRun(deps, actorOf(req), req.params.id),
  });
  // The emailed link: its secret token is the permission (a scheduled export goes to an outside address).
  r.get(`${PREFIX}/export_files/:token`, {
    config: { access: access.public() },
    schema: { tags, params: z.object({ token: z.string().min(20).max(64) }) },
    handler: async (req, reply) => {
      const run = await service.findRunByToken(db, req.params.token);
      if (!run) throw notFound('Export not found');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${run.file_name}"`)
        .header('cache-control', 'private, no-store')
        .send(ctx.storage.read(run.file_key!));
    },
  });

  r.get('/api/admin/exports', {
    config: staff,
    schema: { tags, response: { 200: dataExportsReplySchema, ...errorResponses } },
    handler: async () => service.listDataExports(db),
  });
  r.post('/api/admin/exports', {
    config: { ...staff, idempotent: true },
    schema: {
      tags,
      body: dataExportInputSchema,
      response: { 201: dataExportReplySchema, ...errorResponses },
    },
    handler: async (req, reply) => reply.code(201).send(await service.createDataExport(db, req.body)),
  });
  r.patch('/api/admin/exports/:id', {
    config: staff,
    schema: {
      tags,
      params: idParamSchema,
      body: dataExportInputSchema,
      response: { 200: dataExportReplySchema, ...errorResponses },
    },
    handler: async (req) => service.updateDataExport(db, req.params.id, req.body),
  });
  r.delete('/api/admin/exports/:id', {
    config: staff,
    schema: { tags, params: idParamSchema, response: { 200: dataExportsReplySchema, ...errorResponses } },
    handler: async (req) => service.deleteDataExport(db, req.params.id),
  });

  // Background work: runs on the platform job queue; the schedule sweeps every minute (and on a NOTIFY).
  if (ctx.config.WORKERS === 'on') {
    await ctx.jobs.work<{ runId: number }>(service.EXPORT_RUN_QUEUE, async (data) => {
      await service.workRun(deps, data.runId);
    });
    const stop = await startSweeper({
      database: ctx.database,
      jobs: ctx.jobs,
      queue: service.EXPORT_SCHEDULE_QUEUE,
      channel: service.EXPORT_SCHEDULE_CHANNEL,
      pollMs: 60_000,
      sweep: () => service.sweepSchedule(deps),
      log: (msg, err) => console.warn(`[exports] ${msg}`, err instanceof Error ? err.message : ''),
    });
    app.addHook('onClose', async () => stop());
  }
}
