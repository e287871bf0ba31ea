import {
  allocateIds,
  dropSecondaryIndexes,
  ensureNamed,
  insertRows,
  RowSet,
  writeRows,
  type RowCounter,
  type SqlSession,
} from '../../platform/db/bulk.ts';
import {
  vehicleApplications,
  vehicleApplicationVehicles,
  vehicleBodies,
  vehicleDriveTypes,
  vehicleFuelTypes,
  vehicleMakes,
  vehicleModels,
  vehicles,
  vehicleTransmissions,
} from './fitment.tables.ts';

/** Demo data of the fitment module: the vehicle catalogue and products' applications, written in bulk. */

export interface VehicleSeed {
  make: string;
  model: string;
  series: string;
  variant: string;
  body: string;
  yearFrom: number;
  monthFrom: number;
  yearTo: number | null;
  monthTo: number | null;
  engine: string;
  cylinders: number;
  capacity: number;
  kw: number;
  fuel: string;
  drive: string;
  transmission: string;
  doors: number;
  tecdocId: number | null;
  autoinfoId: string | null;
  source: 'TecDoc' | 'OSCAR' | 'Partsflow';
  status: 'new' | 'updated' | 'archived' | null;
}

export interface ApplicationSeed {
  productId: number;
  notes: string | null;
  yearFrom: number;
  monthFrom: number;
  yearTo: number | null;
  monthTo: number | null;
  /** Ids answered by seedVehicles. */
  vehicleIds: number[];
  createdAt: string;
}

/** The words the keyword search matches (lower case): make, model, series, variant, body, engine, years. */
export function vehicleSearchText(v: {
  make: string;
  model: string;
  series: string;
  variant: string | null;
  body: string | null;
  engine: string | null;
  yearFrom: number;
  yearTo: number | null;
}): string {
  return [v.make, v.model, v.series, v.variant, v.body, v.engine, v.yearFrom, v.yearTo]
    .filter((w) => w !== null && w !== '')
    .join(' ')
    .toLowerCase();
}

const unique = <T>(items: T[]): T[] => [...new Set(items)];

/** The vehicle catalogue: lookups, models, then vehicles. Answers the vehicles' ids (in order) and the makes'. */
export async function seedVehicles(
  s: SqlSession,
  list: readonly VehicleSeed[],
  count: RowCounter,
): Promise<{ vehicleIds: number[]; makeIds: Map<string, number> }> {
  const makeIds = await ensureNamed(
    s,
    vehicleMakes,
    vehicleMakes.name,
    unique(list.map((v) => v.make)),
    count,
  );
  const bodyIds = await ensureNamed(
    s,
    vehicleBodies,
    vehicleBodies.name,
    unique(list.map((v) => v.body)),
    count,
  );
  const fuelIds = await ensureNamed(
    s,
    vehicleFuelTypes,
    vehicleFuelTypes.name,
    unique(list.map((v) => v.fuel)),
    count,
  );
  const driveIds = await ensureNamed(
    s,
    vehicleDriveTypes,
    vehicleDriveTypes.name,
    unique(list.map((v) => v.drive)),
    count,
  );
  const transmissionIds = await ensureNamed(
    s,
    vehicleTransmissions,
    vehicleTransmissions.name,
    unique(list.map((v) => v.transmission)),
    count,
  );
  const models = new RowSet(vehicleModels, ['vehicle_make_id', 'name']);
  for (const key of unique(list.map((v) => `${v.make}|${v.model}`))) {
    const [make, model] = key.split('|') as [string, string];
    models.push({ vehicle_make_id: makeIds.get(make), name: model });
  }
  const added = await insertRows(s, models, {
    onConflict: '(vehicle_make_id, name) DO NOTHING',
    returning: 'id, vehicle_make_id, name',
  });
  count(models.table, added.length);
  const makeNames = new Map([...makeIds].map(([name, id]) => [id, name]));
  const modelIds = new Map<string, number>();
  const known = await s.query<{ id: number; vehicle_make_id: number; name: string }>(
    `SELECT id, vehicle_make_id, name FROM "${models.table}" WHERE vehicle_make_id = ANY($1::int[])`,
    [[...makeIds.values()]],
  );
  for (const m of known) modelIds.set(`${makeNames.get(m.vehicle_make_id)}|${m.name}`, m.id);

  const vehicleIds = await allocateIds(s, vehicles, list.length);
  const rows = new RowSet(vehicles, [
    'id',
    'vehicle_make_id',
    'vehicle_model_id',
    'series',
    'variant',
    'vehicle_body_id',
    'year_from',
    'month_from',
    'year_to',
    'month_to',
    'engine',
    'cylinders',
    'engine_capacity',
    'kw_power',
    'vehicle_fuel_type_id',
    'vehicle_drive_type_id',
    'vehicle_transmission_id',
    'doors',
    'tecdoc_id',
    'autoinfo_id',
    'source',
    'status',
    'search_text',
  ]);
  list.forEach((v, i) =>
    rows.push({
      id: vehicleIds[i],
      vehicle_make_id: makeIds.get(v.make),
      vehicle_model_id: modelIds.get(`${v.make}|${v.model}`),
      series: v.series,
      variant: v.variant,
      vehicle_body_id: bodyIds.get(v.body),
      year_from: v.yearFrom,
      month_from: v.monthFrom,
      year_to: v.yearTo,
      month_to: v.monthTo,
      engine: v.engine,
      cylinders: v.cylinders,
      engine_capacity: v.capacity,
      kw_power: v.kw,
      vehicle_fuel_type_id: fuelIds.get(v.fuel),
      vehicle_drive_type_id: driveIds.get(v.drive),
      vehicle_transmission_id: transmissionIds.get(v.transmission),
      doors: v.doors,
      tecdoc_id: v.tecdocId,
      autoinfo_id: v.autoinfoId,
      source: v.source,
      status: v.status,
      search_text: vehicleSearchText(v),
    }),
  );
  await writeRows(s, rows, count, { overriding: true });
  return { vehicleIds, makeIds };
}

/** Products' applications and the vehicles each covers (the products' vehicle_count is the catalogue's). */
export async function writeVehicleApplications(
  s: SqlSession,
  list: readonly ApplicationSeed[],
  count: RowCounter,
): Promise<void> {
  const ids = await allocateIds(s, vehicleApplications, list.length);
  const apps = new RowSet(vehicleApplications, [
    'id',
    'product_id',
    'fitment_notes',
    'year_from',
    'month_from',
    'year_to',
    'month_to',
    'created_at',
  ]);
  const links = new RowSet(vehicleApplicationVehicles, ['vehicle_application_id', 'vehicle_id']);
  list.forEach((a, i) => {
    const id = ids[i];
    apps.push({
      id,
      product_id: a.productId,
      fitment_notes: a.notes,
      year_from: a.yearFrom,
      month_from: a.monthFrom,
      year_to: a.yearTo,
      month_to: a.monthTo,
      created_at: a.createdAt,
    });
    for (const v of a.vehicleIds) links.push({ vehicle_application_id: id, vehicle_id: v });
  });
  await writeRows(s, apps, count, { overriding: true });
  await writeRows(s, links, count);
}

/** For a very large load: drops the applications' secondary indexes and answers how to build them again. */
export function deferFitmentIndexes(s: SqlSession) {
  return dropSecondaryIndexes(s, [vehicleApplications, vehicleApplicationVehicles]);
}
