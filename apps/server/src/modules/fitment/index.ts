/**
 * Fitment: the shared vehicle catalogue, products' vehicle applications and the fitment linter, under
 * /api/catalogue (editor calls) and /api/admin/vehicles (staff). The only public surface of the module.
 */
import { REINDEX_PROGRESS_TOPIC } from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { createOscarSandbox, createTecDocSandbox } from '../../adapters/vehicle-data/index.ts';
import { externalVehicleRoutes } from './external/external.routes.ts';
import { REINDEX_QUEUE, reindexVehicles } from './external/external.service.ts';
import { fitmentsImport } from './fitment.imports.ts';
import { fitmentRoutes as routes } from './fitment.routes.ts';
import { ensureFitmentReferenceData, type FitmentProducts } from './fitment.service.ts';

/** The fitment module's Fastify plugin: reference data (idempotent), then the routes. */
export async function fitmentRoutes(app: FastifyInstance, ctx: AppContext, products: FitmentProducts) {
  await ensureFitmentReferenceData(ctx.database.db);
  // Import Vehicle Fitments (the catalogue's Import menu) through the platform's one import pipeline.
  ctx.imports.register(fitmentsImport);
  await routes(app, ctx, products);
  // External vehicle data: the sandboxes of both sources; the reindex runs as one job on a stately queue.
  const sources = { TecDoc: createTecDocSandbox(), OSCAR: createOscarSandbox() };
  await ctx.jobs.defineQueue(REINDEX_QUEUE, { policy: 'stately' });
  await ctx.jobs.work<{ team_id?: number | null }>(REINDEX_QUEUE, async (data) => {
    const teamId = data?.team_id;
    // Live progress for the screens of the team that started it (Update Vehicle shows it).
    await reindexVehicles(ctx.database.db, async (p) => {
      if (teamId) await ctx.live.publish(teamId, REINDEX_PROGRESS_TOPIC, p);
    });
  });
  await externalVehicleRoutes(app, { db: ctx.database.db, jobs: ctx.jobs, sources });
}

export {
  copyApplicationsBetween,
  countVehiclesOfProducts,
  ensureFitmentReferenceData,
  lintProducts,
  listVehicleMakes,
  marketplaceVehiclePicker,
  vehiclesByIds,
  type FitmentProduct,
  type FitmentProducts,
} from './fitment.service.ts';
export { seedExternalVehicles } from './external/external.service.ts';
export {
  deferFitmentIndexes,
  seedVehicles,
  writeVehicleApplications,
  type ApplicationSeed,
  type VehicleSeed,
} from './fitment.seed.ts';
