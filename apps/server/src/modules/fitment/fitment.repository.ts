import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import { escapeLike } from '../../platform/db/like.ts';
import {
  vehicleApplicationAttributes,
  vehicleApplications,
  vehicleApplicationVehicles,
  vehicleAttributeTitles,
  vehicleBodies,
  vehicleDriveTypes,
  vehicleFuelTypes,
  vehicleMakes,
  vehicleModels,
  vehicles,
  vehicleTransmissions,
} from './fitment.tables.ts';

export type VehicleInsert = typeof vehicles.$inferInsert;
export type ApplicationRow = typeof vehicleApplications.$inferSelect;

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

// ---------------------------------------------------------------- lookups

export const LOOKUPS = {
  makes: vehicleMakes,
  bodies: vehicleBodies,
  fuel_types: vehicleFuelTypes,
  drive_types: vehicleDriveTypes,
  transmissions: vehicleTransmissions,
  attribute_titles: vehicleAttributeTitles,
} as const;
export type LookupName = keyof typeof LOOKUPS;

export async function listLookup(db: DbOrTx, params: { name: LookupName; term?: string; limit?: number }) {
  const t = LOOKUPS[params.name];
  return db
    .select({ id: t.id, name: t.name })
    .from(t)
    .where(params.term ? ilike(t.name, `%${escapeLike(params.term)}%`) : undefined)
    .orderBy(asc(t.name))
    .limit(params.limit ?? 1000);
}

export async function findLookup(db: DbOrTx, params: { name: LookupName; id: number }) {
  const t = LOOKUPS[params.name];
  const [row] = await db.select({ id: t.id, name: t.name }).from(t).where(eq(t.id, params.id));
  return row ?? null;
}

export async function ensureLookupNames(db: DbOrTx, params: { name: LookupName; names: string[] }) {
  if (!params.names.length) return;
  const t = LOOKUPS[params.name];
  await db
    .insert(t)
    .values(params.names.map((name) => ({ name })))
    .onConflictDoNothing();
}

export async function listModels(db: DbOrTx, params: { makeId?: number; term?: string; limit?: number }) {
  return db
    .select({
      id: vehicleModels.id,
      name: vehicleModels.name,
      vehicle_make_id: vehicleModels.vehicle_make_id,
    })
    .from(vehicleModels)
    .where(
      and(
        params.makeId !== undefined ? eq(vehicleModels.vehicle_make_id, params.makeId) : undefined,
        params.term ? ilike(vehicleModels.name, `%${escapeLike(params.term)}%`) : undefined,
      ),
    )
    .orderBy(asc(vehicleModels.name))
    .limit(params.limit ?? 1000);
}

export async function findModel(db: DbOrTx, params: { id: number }) {
  const [row] = await db.select().from(vehicleModels).where(eq(vehicleModels.id, params.id));
  return row ?? null;
}

/** The model of that make and name, created when new. */
export async function ensureModel(db: DbOrTx, params: { makeId: number; name: string }) {
  await db
    .insert(vehicleModels)
    .values({ vehicle_make_id: params.makeId, name: params.name })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(vehicleModels)
    .where(and(eq(vehicleModels.vehicle_make_id, params.makeId), eq(vehicleModels.name, params.name)));
  return row!;
}

/** Distinct series (optionally of one model or make) matching the term; ids are the first vehicle's id. */
export async function searchSeries(
  db: DbOrTx,
  params: { term: string; modelId?: number; makeId?: number; limit: number },
) {
  return db
    .select({ id: sql<number>`min(${vehicles.id})`.mapWith(Number), name: vehicles.series })
    .from(vehicles)
    .where(
      and(
        params.term ? ilike(vehicles.series, `%${escapeLike(params.term)}%`) : undefined,
        params.modelId !== undefined ? eq(vehicles.vehicle_model_id, params.modelId) : undefined,
        params.makeId !== undefined ? eq(vehicles.vehicle_make_id, params.makeId) : undefined,
        ne(vehicles.series, ''),
      ),
    )
    .groupBy(vehicles.series)
    .orderBy(asc(vehicles.series))
    .limit(params.limit);
}

// ---------------------------------------------------------------- vehicles

const vehicleColumns = {
  id: vehicles.id,
  make: vehicleMakes.name,
  model: vehicleModels.name,
  series: vehicles.series,
  variant: vehicles.variant,
  body: vehicleBodies.name,
  year_from: vehicles.year_from,
  month_from: vehicles.month_from,
  year_to: vehicles.year_to,
  month_to: vehicles.month_to,
  engine: vehicles.engine,
  cylinders: vehicles.cylinders,
  engine_capacity: vehicles.engine_capacity,
  kw_power: vehicles.kw_power,
  fuel_type: vehicleFuelTypes.name,
  drive_type: vehicleDriveTypes.name,
  doors: vehicles.doors,
  transmission: vehicleTransmissions.name,
  tecdoc_id: vehicles.tecdoc_id,
  autoinfo_id: vehicles.autoinfo_id,
  source: vehicles.source,
  market: vehicles.market,
  status: vehicles.status,
  swd_id: vehicles.swd_id,
  vehicle_make_id: vehicles.vehicle_make_id,
  vehicle_model_id: vehicles.vehicle_model_id,
  vehicle_body_id: vehicles.vehicle_body_id,
  vehicle_transmission_id: vehicles.vehicle_transmission_id,
  vehicle_drive_type_id: vehicles.vehicle_drive_type_id,
  vehicle_fuel_type_id: vehicles.vehicle_fuel_type_id,
  created_at: vehicles.created_at,
  updated_at: vehicles.updated_at,
};

function selectVehicles(db: DbOrTx) {
  return db
    .select(vehicleColumns)
    .from(vehicles)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicles.vehicle_make_id))
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.vehicle_model_id))
    .leftJoin(vehicleBodies, eq(vehicleBodies.id, vehicles.vehicle_body_id))
    .leftJoin(vehicleFuelTypes, eq(vehicleFuelTypes.id, vehicles.vehicle_fuel_type_id))
    .leftJoin(vehicleDriveTypes, eq(vehicleDriveTypes.id, vehicles.vehicle_drive_type_id))
    .leftJoin(vehicleTransmissions, eq(vehicleTransmissions.id, vehicles.vehicle_transmission_id));
}
export type VehicleRow = Awaited<ReturnType<typeof vehiclesByIds>>[number];

export async function vehiclesByIds(db: DbOrTx, params: { ids: number[] }) {
  if (!params.ids.length) return [];
  return selectVehicles(db).where(inArray(vehicles.id, params.ids));
}

export interface VehicleListFilters {
  makeId?: number;
  makeName?: string;
  modelId?: number;
  series?: string;
  bodyId?: number;
  fuelTypeId?: number;
  driveTypeId?: number;
  transmissionId?: number;
  status?: 'new' | 'updated' | 'archived' | 'none';
  source?: 'TecDoc' | 'OSCAR' | 'Partsflow';
  year?: number;
  ids?: number[];
  excludeIds?: number[];
  excludeArchived?: boolean;
  query?: string;
}

function vehicleWhere(f: VehicleListFilters): SQL | undefined {
  const words = (f.query ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  return and(
    f.makeId !== undefined ? eq(vehicles.vehicle_make_id, f.makeId) : undefined,
    f.makeName !== undefined
      ? sql`${vehicles.vehicle_make_id} in (select id from ${vehicleMakes} where lower(name) = ${f.makeName.toLowerCase()})`
      : undefined,
    f.modelId !== undefined ? eq(vehicles.vehicle_model_id, f.modelId) : undefined,
    f.series !== undefined ? eq(vehicles.series, f.series) : undefined,
    f.bodyId !== undefined ? eq(vehicles.vehicle_body_id, f.bodyId) : undefined,
    f.fuelTypeId !== undefined ? eq(vehicles.vehicle_fuel_type_id, f.fuelTypeId) : undefined,
    f.driveTypeId !== undefined ? eq(vehicles.vehicle_drive_type_id, f.driveTypeId) : undefined,
    f.transmissionId !== undefined ? eq(vehicles.vehicle_transmission_id, f.transmissionId) : undefined,
    f.status === 'none' ? isNull(vehicles.status) : f.status ? eq(vehicles.status, f.status) : undefined,
    f.source ? eq(vehicles.source, f.source) : undefined,
    f.year !== undefined
      ? sql`${vehicles.year_from} <= ${f.year} and (${vehicles.year_to} is null or ${vehicles.year_to} >= ${f.year})`
      : undefined,
    f.ids ? inArray(vehicles.id, f.ids.length ? f.ids : [0]) : undefined,
    f.excludeIds?.length ? notInArray(vehicles.id, f.excludeIds) : undefined,
    f.excludeArchived ? or(isNull(vehicles.status), ne(vehicles.status, 'archived')) : undefined,
    ...words.map((w) => ilike(vehicles.search_text, `%${escapeLike(w)}%`)),
  );
}

export const VEHICLE_SORTS: Record<string, AnyPgColumn> = {
  id: vehicles.id,
  make: vehicleMakes.name,
  model: vehicleModels.name,
  series: vehicles.series,
  year_from: vehicles.year_from,
  years: vehicles.year_from,
  year_to: vehicles.year_to,
  body: vehicleBodies.name,
  variant: vehicles.variant,
  engine: vehicles.engine,
  engine_capacity: vehicles.engine_capacity,
  kw_power: vehicles.kw_power,
  fuel_type: vehicleFuelTypes.name,
  drive_type: vehicleDriveTypes.name,
  doors: vehicles.doors,
  transmission: vehicleTransmissions.name,
  source: vehicles.source,
  status: vehicles.status,
  updated_at: vehicles.updated_at,
};

export async function listVehicles(
  db: DbOrTx,
  params: {
    filters: VehicleListFilters;
    sort: { column: string; dir: 'asc' | 'desc' }[];
    limit: number;
    offset: number;
  },
) {
  const order = params.sort
    .filter((s) => VEHICLE_SORTS[s.column])
    .map((s) => (s.dir === 'desc' ? desc(VEHICLE_SORTS[s.column]!) : asc(VEHICLE_SORTS[s.column]!)));
  return selectVehicles(db)
    .where(vehicleWhere(params.filters))
    .orderBy(
      ...(order.length ? order : [asc(vehicleMakes.name), asc(vehicleModels.name), asc(vehicles.year_from)]),
      asc(vehicles.id),
    )
    .limit(params.limit)
    .offset(params.offset);
}

export async function countVehicles(db: DbOrTx, params: { filters: VehicleListFilters }) {
  const [row] = await db.select({ n: count() }).from(vehicles).where(vehicleWhere(params.filters));
  return row?.n ?? 0;
}

export async function insertVehicle(db: DbOrTx, values: VehicleInsert) {
  const [row] = await db.insert(vehicles).values(values).returning({ id: vehicles.id });
  return row!.id;
}

export async function updateVehicle(db: DbOrTx, params: { id: number; values: Partial<VehicleInsert> }) {
  const [row] = await db
    .update(vehicles)
    .set({ ...params.values, updated_at: new Date() })
    .where(eq(vehicles.id, params.id))
    .returning({ id: vehicles.id });
  return row ?? null;
}

export async function setSwdId(db: DbOrTx, params: { id: number; swdId: string }) {
  await db.update(vehicles).set({ swd_id: params.swdId }).where(eq(vehicles.id, params.id));
}

export async function lookupNames(
  db: DbOrTx,
  params: { makeId: number; modelId: number; bodyId: number | null },
) {
  const [row] = await db
    .select({ make: vehicleMakes.name, model: vehicleModels.name })
    .from(vehicleModels)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.vehicle_make_id))
    .where(and(eq(vehicleModels.id, params.modelId), eq(vehicleMakes.id, params.makeId)));
  const body = params.bodyId ? await findLookup(db, { name: 'bodies', id: params.bodyId }) : null;
  return row ? { ...row, body: body?.name ?? null } : null;
}

// ---------------------------------------------------------------- applications

export async function applicationsOfProducts(db: DbOrTx, params: { productIds: number[] }) {
  if (!params.productIds.length) return [];
  return db
    .select()
    .from(vehicleApplications)
    .where(inArray(vehicleApplications.product_id, params.productIds))
    .orderBy(asc(vehicleApplications.created_at), asc(vehicleApplications.id));
}

export async function findApplication(db: DbOrTx, params: { id: number }) {
  const [row] = await db.select().from(vehicleApplications).where(eq(vehicleApplications.id, params.id));
  return row ?? null;
}

export async function applicationsByIds(db: DbOrTx, params: { ids: number[] }) {
  if (!params.ids.length) return [];
  return db.select().from(vehicleApplications).where(inArray(vehicleApplications.id, params.ids));
}

export async function vehicleLinksOfApplications(db: DbOrTx, params: { applicationIds: number[] }) {
  if (!params.applicationIds.length) return [];
  return db
    .select()
    .from(vehicleApplicationVehicles)
    .where(inArray(vehicleApplicationVehicles.vehicle_application_id, params.applicationIds));
}

export async function attributesOfApplications(db: DbOrTx, params: { applicationIds: number[] }) {
  if (!params.applicationIds.length) return [];
  return db
    .select({
      id: vehicleApplicationAttributes.id,
      vehicle_application_id: vehicleApplicationAttributes.vehicle_application_id,
      vehicle_attribute_title_id: vehicleApplicationAttributes.vehicle_attribute_title_id,
      title: vehicleAttributeTitles.name,
      value: vehicleApplicationAttributes.attribute_value,
    })
    .from(vehicleApplicationAttributes)
    .innerJoin(
      vehicleAttributeTitles,
      eq(vehicleAttributeTitles.id, vehicleApplicationAttributes.vehicle_attribute_title_id),
    )
    .where(inArray(vehicleApplicationAttributes.vehicle_application_id, params.applicationIds))
    .orderBy(asc(vehicleApplicationAttributes.id));
}

export async function insertApplication(db: DbOrTx, values: typeof vehicleApplications.$inferInsert) {
  const [row] = await db.insert(vehicleApplications).values(values).returning();
  return row!;
}

export async function updateApplication(
  db: DbOrTx,
  params: { id: number; values: Partial<typeof vehicleApplications.$inferInsert> },
) {
  await db.update(vehicleApplications).set(params.values).where(eq(vehicleApplications.id, params.id));
}

export async function deleteApplications(db: DbOrTx, params: { ids: number[] }) {
  if (!params.ids.length) return;
  await db.delete(vehicleApplications).where(inArray(vehicleApplications.id, params.ids));
}

/** Replaces the application's vehicles with these. */
export async function setApplicationVehicles(
  db: DbOrTx,
  params: { applicationId: number; vehicleIds: number[] },
) {
  await db
    .delete(vehicleApplicationVehicles)
    .where(eq(vehicleApplicationVehicles.vehicle_application_id, params.applicationId));
  if (params.vehicleIds.length)
    await db
      .insert(vehicleApplicationVehicles)
      .values(
        params.vehicleIds.map((vehicle_id) => ({ vehicle_application_id: params.applicationId, vehicle_id })),
      )
      .onConflictDoNothing();
}

/** Unlinks the vehicles from the applications; answers the applications left without vehicles. */
export async function unlinkVehicles(db: DbOrTx, params: { applicationIds: number[]; vehicleIds: number[] }) {
  if (!params.applicationIds.length || !params.vehicleIds.length) return [];
  await db
    .delete(vehicleApplicationVehicles)
    .where(
      and(
        inArray(vehicleApplicationVehicles.vehicle_application_id, params.applicationIds),
        inArray(vehicleApplicationVehicles.vehicle_id, params.vehicleIds),
      ),
    );
  const left = await db
    .selectDistinct({ id: vehicleApplicationVehicles.vehicle_application_id })
    .from(vehicleApplicationVehicles)
    .where(inArray(vehicleApplicationVehicles.vehicle_application_id, params.applicationIds));
  const kept = new Set(left.map((r) => r.id));
  return params.applicationIds.filter((id) => !kept.has(id));
}

export async function insertAttribute(db: DbOrTx, values: typeof vehicleApplicationAttributes.$inferInsert) {
  const [row] = await db.insert(vehicleApplicationAttributes).values(values).returning();
  return row!;
}

export async function insertAttributes(
  db: DbOrTx,
  values: (typeof vehicleApplicationAttributes.$inferInsert)[],
) {
  if (values.length) await db.insert(vehicleApplicationAttributes).values(values);
}

export async function findAttribute(db: DbOrTx, params: { id: number }) {
  const [row] = await db
    .select()
    .from(vehicleApplicationAttributes)
    .where(eq(vehicleApplicationAttributes.id, params.id));
  return row ?? null;
}

/** Whether there was one to delete (a simultaneous delete may have taken it). */
export async function deleteAttribute(db: DbOrTx, params: { id: number }): Promise<boolean> {
  const gone = await db
    .delete(vehicleApplicationAttributes)
    .where(eq(vehicleApplicationAttributes.id, params.id))
    .returning({ id: vehicleApplicationAttributes.id });
  return gone.length > 0;
}

/** Fills search_text of vehicles written before it existed (idempotent; nothing to do afterwards). */
export async function backfillSearchText(db: DbOrTx) {
  await db.execute(sql`
    update ${vehicles} v set search_text = lower(concat_ws(' ',
      (select name from ${vehicleMakes} where id = v.vehicle_make_id),
      (select name from ${vehicleModels} where id = v.vehicle_model_id),
      nullif(v.series, ''), v.variant,
      (select name from ${vehicleBodies} where id = v.vehicle_body_id),
      v.engine, v.year_from::text, v.year_to::text))
    where v.search_text = ''`);
}

/** Removes every attribute of an application (history writes an application's attributes back as a whole). */
export async function deleteAttributesOfApplication(db: DbOrTx, params: { applicationId: number }) {
  await db
    .delete(vehicleApplicationAttributes)
    .where(eq(vehicleApplicationAttributes.vehicle_application_id, params.applicationId));
}
