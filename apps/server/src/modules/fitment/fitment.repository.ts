import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { vehicleMakes } from './fitment.tables.ts';

/** Makes of the shared vehicle catalogue (not tenant data: every team sees the same makes). */
export async function listVehicleMakes(db: DbOrTx, params: { ids?: number[] } = {}) {
  if (params.ids && !params.ids.length) return [];
  return db
    .select({ id: vehicleMakes.id, name: vehicleMakes.name })
    .from(vehicleMakes)
    .where(params.ids ? inArray(vehicleMakes.id, params.ids) : undefined)
    .orderBy(asc(vehicleMakes.name));
}
