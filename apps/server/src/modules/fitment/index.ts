/**
 * Fitment: the shared vehicle catalogue, products' vehicle applications and the fitment linter, under
 * /api/catalogue (editor calls) and /api/admin/vehicles (staff). The only public surface of the module.
 */
import { REINDEX_PROGRESS_TOPIC } from '@partsflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { externalVehicleRoutes } from './external/external.routes.ts';
import {
  externalSandboxes,
  REINDEX_QUEUE,
  reindexVehicles,
  rescoreVehicleJob,
  type ReindexJob,
} from './external/external.service.ts';
import { acesRoutes } from './aces/aces.routes.ts';
import { ACES_QUEUE, runAcesExport, type AcesJob } from './aces/aces.service.ts';
import { fitmentsImport } from './fitment.imports.ts';
import { fitmentMarketplaceRoutes } from './fitment.marketplace.routes.ts';
import { fitmentRoutes as routes } from './fitment.routes.ts';
import { ensureFitmentReferenceData, type FitmentProducts } from './fitment.service.ts';

/** The fitment module's Fastify plugin: reference data (idempotent), then the routes. */
export async function fitmentRoutes(app: FastifyInstance, ctx: AppContext, products: FitmentProducts) {
  await ensureFitmentReferenceData(ctx.database.db);
  // Import Vehicle Fitments (the catalogue's Import menu) through the platform's one import pipeline.
  ctx.imports.register(fitmentsImport);
  await routes(app, ctx, products);
  await fitmentMarketplaceRoutes(app, ctx.database.db);
  // External vehicle data: the sandboxes of both sources; the reindex runs as one job on a stately queue.
  const sources = externalSandboxes(ctx.database.db);
  await ctx.jobs.defineQueue(REINDEX_QUEUE, { policy: 'stately' });
  await ctx.jobs.work<ReindexJob>(REINDEX_QUEUE, async (data) => {
    // A created or edited vehicle: its external candidates rescored (decision 0842).
    if (data?.rescore_vehicle_id) {
      await rescoreVehicleJob({ db: ctx.database.db }, data.rescore_vehicle_id);
      return;
    }
    const teamId = data?.team_id;
    // Live progress for the screens of the team that started it (Update Vehicle shows it).
    await reindexVehicles(ctx.database.db, async (p) => {
      if (teamId) await ctx.live.publish(teamId, REINDEX_PROGRESS_TOPIC, p);
    });
  });
  await externalVehicleRoutes(app, { db: ctx.database.db, jobs: ctx.jobs, sources });
  // The ACES-style export per brand: a background job writing the file to storage.
  const acesDeps = { db: ctx.database.db, jobs: ctx.jobs, storage: ctx.storage, products, live: ctx.live };
  await ctx.jobs.work<AcesJob>(ACES_QUEUE, (job) => runAcesExport(acesDeps, job));
  await acesRoutes(app, acesDeps);
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
export { APPLICATION_AUDIT_FIELDS, vehicleApplicationHistory } from './fitment.history.ts';
export { seedExternalVehicles } from './external/external.service.ts';
export {
  deferFitmentIndexes,
  seedVehicles,
  writeVehicleApplications,
  type ApplicationSeed,
  type VehicleSeed,
} from './fitment.seed.ts';
export { isNarrowed, lookupPlate, productsFittingSql, type VehicleNarrowing } from './fitment.narrowing.ts';
export { createVehicleRegistrySandbox, type VehicleRegistrySandbox } from './registry/sandbox-registry.ts';
export type { Registration, VehicleRegistry } from './registry/registry.adapter.ts';
export { REGISTRY_STATES, type RegistryState } from './registry/plates.ts';
export { AU_VEHICLE_MODELS, AU_VEHICLE_SOURCE, type AuModel } from './data/au-vehicles.ts';
