import {
  copyApplicationsInputSchema,
  idParamSchema,
  lookupOptionsSchema,
  removeVehiclesInputSchema,
  updateVehicleApplicationInputSchema,
  vehicleApplicationAttributeInputSchema,
  vehicleApplicationInputSchema,
  vehicleApplicationsReplySchema,
  vehicleDatatableQuerySchema,
  vehicleDatatableSchema,
  vehicleFieldSearchQuerySchema,
  vehicleFormBodySchema,
  vehicleReplySchema,
  vehicleSchema,
  yearRangeInputSchema,
} from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.ts';
import { actorOf } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { areaAccess, errorResponses } from '../../platform/http/route-presets.ts';
import { requestRescore } from './external/external.service.ts';
import * as fitment from './fitment.service.ts';

const PREFIX = '/api/catalogue';
const ADMIN = '/api/admin';
const tags = ['fitment'];
const { viewer, editor } = areaAccess('catalogue');
/** The vehicle catalogue is shared reference data: only platform staff edit it (design section 2). */
const staff = { access: access.staff() };

const LOOKUP_PATHS = {
  makes: 'makes',
  bodies: 'bodies',
  fuel_types: 'fuel_types',
  drive_types: 'drive_types',
  transmissions: 'transmissions',
} as const;

/** The catalogue's fitment calls (spec catalogue-pim section 7, Vehicle fitment and Vehicle catalogue). */
export async function fitmentRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  products: fitment.FitmentProducts,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const deps: fitment.FitmentDeps = { db, products };
  const reply = { 200: vehicleApplicationsReplySchema, ...errorResponses };

  r.get(`${PREFIX}/product/:id/vehicle_applications`, {
    config: viewer,
    schema: { tags, params: idParamSchema, response: reply },
    handler: async (req) => fitment.listApplications(deps, actorOf(req), req.params.id),
  });

  r.post(`${PREFIX}/vehicle_applications`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      body: vehicleApplicationInputSchema,
      response: { 201: vehicleApplicationsReplySchema, ...errorResponses },
    },
    handler: async (req, res) =>
      res.code(201).send(await fitment.createApplication(deps, actorOf(req), req.body)),
  });

  r.patch(`${PREFIX}/vehicle_applications/:id`, {
    config: editor,
    schema: { tags, params: idParamSchema, body: updateVehicleApplicationInputSchema, response: reply },
    handler: async (req) => fitment.updateApplication(deps, actorOf(req), req.params.id, req.body),
  });

  r.delete(`${PREFIX}/vehicle_applications/:id`, {
    config: editor,
    schema: { tags, params: idParamSchema, response: reply },
    handler: async (req) => fitment.deleteApplication(deps, actorOf(req), req.params.id),
  });

  r.patch(`${PREFIX}/vehicle_applications/:id/year_range`, {
    config: editor,
    schema: { tags, params: idParamSchema, body: yearRangeInputSchema, response: reply },
    handler: async (req) => fitment.setYearRange(deps, actorOf(req), req.params.id, req.body),
  });

  r.post(`${PREFIX}/vehicle_application_attributes`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      body: vehicleApplicationAttributeInputSchema,
      response: { 201: vehicleApplicationsReplySchema, ...errorResponses },
    },
    handler: async (req, res) => res.code(201).send(await fitment.addAttribute(deps, actorOf(req), req.body)),
  });

  r.delete(`${PREFIX}/vehicle_application_attributes/:id`, {
    config: editor,
    schema: { tags, params: idParamSchema, response: reply },
    handler: async (req) => fitment.removeAttribute(deps, actorOf(req), req.params.id),
  });

  r.delete(`${PREFIX}/remove_vehicles`, {
    config: editor,
    schema: { tags, body: removeVehiclesInputSchema, response: reply },
    handler: async (req) => fitment.removeVehicles(deps, actorOf(req), req.body),
  });

  // The spec's copy-from/{productId} for inherited applications (docs/decisions/0800-fitment-api.md).
  r.post(`${PREFIX}/vehicle_applications/copy-from/:id`, {
    config: { ...editor, idempotent: true },
    schema: {
      tags,
      params: idParamSchema,
      body: copyApplicationsInputSchema,
      response: { 200: vehicleApplicationsReplySchema.extend({ success: z.boolean() }), ...errorResponses },
    },
    handler: async (req) => ({
      success: true,
      ...(await fitment.copyInherited(deps, actorOf(req), req.params.id, req.body)),
    }),
  });

  r.get(`${PREFIX}/vehicles/datatable.json`, {
    config: viewer,
    schema: {
      tags,
      querystring: vehicleDatatableQuerySchema,
      response: { 200: vehicleDatatableSchema, ...errorResponses },
    },
    handler: async (req) => fitment.pickerDatatable(deps, actorOf(req), req.query),
  });

  r.get(`${PREFIX}/vehicle_field_search`, {
    config: viewer,
    schema: {
      tags,
      querystring: vehicleFieldSearchQuerySchema,
      response: { 200: lookupOptionsSchema, ...errorResponses },
    },
    handler: async (req) => fitment.fieldSearch(db, req.query),
  });

  for (const [name, path] of Object.entries(LOOKUP_PATHS)) {
    r.get(`${PREFIX}/vehicles/${path}.json`, {
      config: viewer,
      schema: { tags, response: { 200: lookupOptionsSchema, ...errorResponses } },
      handler: async () => fitment.lookupList(db, name as keyof typeof LOOKUP_PATHS),
    });
  }
  r.get(`${PREFIX}/vehicles/models.json`, {
    config: viewer,
    schema: {
      tags,
      querystring: z.object({ make_id: z.coerce.number().int().positive().optional() }),
      response: { 200: lookupOptionsSchema, ...errorResponses },
    },
    handler: async (req) => fitment.modelList(db, req.query.make_id),
  });
  r.get(`${PREFIX}/vehicles/attribute_titles.json`, {
    config: viewer,
    schema: { tags, response: { 200: lookupOptionsSchema, ...errorResponses } },
    handler: async () => fitment.lookupList(db, 'attribute_titles'),
  });

  // ------------------------------------------------------------ staff: the vehicle catalogue

  r.get(`${ADMIN}/vehicles/datatable.json`, {
    config: staff,
    schema: {
      tags,
      querystring: vehicleDatatableQuerySchema,
      response: { 200: vehicleDatatableSchema, ...errorResponses },
    },
    handler: async (req) => fitment.adminDatatable(db, req.query),
  });

  r.get(`${ADMIN}/vehicles/:id`, {
    config: staff,
    schema: {
      tags,
      params: idParamSchema,
      response: { 200: z.object({ vehicle: vehicleSchema }), ...errorResponses },
    },
    handler: async (req) => ({ vehicle: await fitment.getVehicle(db, req.params.id) }),
  });

  r.post(`${ADMIN}/vehicles`, {
    config: { ...staff, idempotent: true },
    schema: { tags, body: vehicleFormBodySchema, response: { 201: vehicleReplySchema, ...errorResponses } },
    handler: async (req, res) => {
      const reply = await fitment.createVehicle(db, req.body.vehicle);
      // The external vehicles that could match it are rescored in the background (decision 0842).
      await requestRescore(ctx.jobs, reply.vehicle.id);
      return res.code(201).send(reply);
    },
  });

  r.patch(`${ADMIN}/vehicles/:id`, {
    config: staff,
    schema: {
      tags,
      params: idParamSchema,
      body: vehicleFormBodySchema,
      response: { 200: vehicleReplySchema, ...errorResponses },
    },
    handler: async (req) => {
      const reply = await fitment.updateVehicle(db, req.params.id, req.body.vehicle);
      await requestRescore(ctx.jobs, reply.vehicle.id);
      return reply;
    },
  });
}
