/**
 * Fitment: the shared vehicle catalogue and products' vehicle applications. Only the services other modules
 * need so far; the fitment screens come with their own issue.
 */
export { countVehiclesOfProducts, listVehicleMakes } from './fitment.service.ts';
export {
  deferFitmentIndexes,
  seedVehicles,
  writeVehicleApplications,
  type ApplicationSeed,
  type VehicleSeed,
} from './fitment.seed.ts';
