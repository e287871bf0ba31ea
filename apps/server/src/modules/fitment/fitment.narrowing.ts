import type { PlateVehicle } from '@partsflow/contracts';
import { and, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import * as repo from './fitment.repository.ts';
import { presentVehicle } from './fitment.service.ts';
import { vehicleApplications, vehicleApplicationVehicles, vehicles } from './fitment.tables.ts';
import type { RegistryState } from './registry/plates.ts';
import type { VehicleRegistry } from './registry/registry.adapter.ts';

/** Which vehicle a search is narrowed to: one vehicle (a plate), or a make, model and model year. */
export interface VehicleNarrowing {
  vehicleId?: number | null;
  makeId?: number | null;
  modelId?: number | null;
  year?: number | null;
}

export const isNarrowed = (n: VehicleNarrowing) => !!(n.vehicleId || n.makeId || n.modelId || n.year);

/**
 * The ids of the products that fit the vehicle, as a subquery for another module's `IN (...)` (the marketplace's
 * Source Products). A product fits when one of its applications covers a matching vehicle and, given a year, the
 * vehicle was built that year and the application's own year range (open ends open) includes it. Answers null
 * when nothing narrows.
 */
export function productsFittingSql(n: VehicleNarrowing): SQL | null {
  if (!isNarrowed(n)) return null;
  const year = n.year ?? null;
  const where = and(
    n.vehicleId ? eq(vehicles.id, n.vehicleId) : undefined,
    n.makeId ? eq(vehicles.vehicle_make_id, n.makeId) : undefined,
    n.modelId ? eq(vehicles.vehicle_model_id, n.modelId) : undefined,
    year === null
      ? undefined
      : and(
          lte(vehicles.year_from, year),
          or(isNull(vehicles.year_to), gte(vehicles.year_to, year)),
          or(isNull(vehicleApplications.year_from), lte(vehicleApplications.year_from, year)),
          or(isNull(vehicleApplications.year_to), gte(vehicleApplications.year_to, year)),
        ),
  );
  return sql`(select ${vehicleApplications.product_id} from ${vehicles}
    join ${vehicleApplicationVehicles} on ${vehicleApplicationVehicles.vehicle_id} = ${vehicles.id}
    join ${vehicleApplications} on ${vehicleApplications.id} = ${vehicleApplicationVehicles.vehicle_application_id}
    where ${where})`;
}

/** The registry's vehicle for a plate, presented for the marketplace (null: not registered there). */
export async function lookupPlate(
  db: DbOrTx,
  registry: VehicleRegistry,
  input: { state: RegistryState; plate: string },
): Promise<PlateVehicle | null> {
  const found = await registry.lookup(input.state, input.plate);
  if (!found) return null;
  const [row] = await repo.vehiclesByIds(db, { ids: [found.vehicleId] });
  if (!row) return null;
  const v = presentVehicle(row);
  return {
    id: v.id,
    title: [v.make, v.model, v.series, v.variant, found.year].filter(Boolean).join(' '),
    make_id: v.vehicle_make_id,
    make: v.make,
    model_id: v.vehicle_model_id,
    model: v.model,
    series: v.series,
    variant: v.variant,
    body: v.body,
    engine: v.engine,
    transmission: v.transmission,
    year_from: v.year_from,
    year_to: v.year_to,
    year: found.year,
  };
}

/** The model years the vehicles (not archived) of a make and model cover, newest first. */
export async function vehicleYears(
  db: DbOrTx,
  q: { make_id?: number; model_id?: number },
  currentYear = new Date().getUTCFullYear(),
): Promise<number[]> {
  const rows = await db
    .selectDistinct({
      year: sql<number>`generate_series(${vehicles.year_from}, coalesce(${vehicles.year_to}, ${currentYear}::int))`.mapWith(
        Number,
      ),
    })
    .from(vehicles)
    .where(
      and(
        q.make_id ? eq(vehicles.vehicle_make_id, q.make_id) : undefined,
        q.model_id ? eq(vehicles.vehicle_model_id, q.model_id) : undefined,
        sql`${vehicles.status} is distinct from 'archived'`,
      ),
    );
  return rows.map((r) => r.year).sort((a, b) => b - a);
}
