import { asc, countDistinct, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { vehicleApplications, vehicleApplicationVehicles, vehicleMakes } from './fitment.tables.ts';

/** Makes of the shared vehicle catalogue (not tenant data: every team sees the same makes). */
export async function listVehicleMakes(db: DbOrTx, params: { ids?: number[] } = {}) {
  if (params.ids && !params.ids.length) return [];
  return db
    .select({ id: vehicleMakes.id, name: vehicleMakes.name })
    .from(vehicleMakes)
    .where(params.ids ? inArray(vehicleMakes.id, params.ids) : undefined)
    .orderBy(asc(vehicleMakes.name));
}

/** Distinct vehicles each product fits, through its applications; products without any are absent. */
export async function countVehiclesOfProducts(db: DbOrTx, params: { productIds: number[] }) {
  if (!params.productIds.length) return [];
  return db
    .select({
      product_id: vehicleApplications.product_id,
      vehicles: countDistinct(vehicleApplicationVehicles.vehicle_id),
    })
    .from(vehicleApplications)
    .innerJoin(
      vehicleApplicationVehicles,
      eq(vehicleApplicationVehicles.vehicle_application_id, vehicleApplications.id),
    )
    .where(inArray(vehicleApplications.product_id, params.productIds))
    .groupBy(vehicleApplications.product_id);
}
