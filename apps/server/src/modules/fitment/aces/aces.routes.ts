import { acesExportStatusSchema as statusSchema, idParamSchema } from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/auth/actor.ts';
import { areaAccess, errorResponses } from '../../../platform/http/route-presets.ts';
import * as aces from './aces.service.ts';

const tags = ['fitment'];
const { viewer, editor } = areaAccess('catalogue');

/** The brand's ACES-style fitment export (docs/decisions/0832-aces-export.md): a job, then a file. */
export async function acesRoutes(app: FastifyInstance, deps: aces.AcesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = '/api/catalogue/brands/:id/aces_export';

  r.post(path, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      summary: 'Queue the brand’s ACES fitment export (one at a time per brand)',
      params: idParamSchema,
      response: { 202: statusSchema, ...errorResponses },
    },
    handler: async (req, reply) =>
      reply.status(202).send(await aces.requestAcesExport(deps, actorOf(req), req.params.id)),
  });

  r.get(path, {
    config: viewer,
    schema: {
      tags,
      summary: 'The brand’s ACES export: running, ready (with its link) or none',
      params: idParamSchema,
      response: { 200: statusSchema, ...errorResponses },
    },
    handler: async (req) => aces.acesStatus(deps, actorOf(req), req.params.id),
  });

  r.get(`${path}.xml`, {
    config: viewer,
    schema: { tags, summary: 'The brand’s last ACES export file', params: idParamSchema },
    handler: async (req, reply) => {
      const file = await aces.acesFile(deps, actorOf(req), req.params.id);
      const name = `${file.name.replace(/[^\w-]+/g, '-')}-aces.xml`;
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(file.stream);
    },
  });
}
