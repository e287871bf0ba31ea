import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ExternalVehicleListQuery } from '@partsflow/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import {
  externalVehicleGroupTranslations,
  externalVehicleLinks,
  externalVehicles,
  vehicleTermTranslations,
  vehicleMakes,
  vehicleModels,
  vehicles,
} from '../fitment.tables.ts';

export type ExternalVehicleRow = typeof externalVehicles.$inferSelect;
export type ExternalVehicleInsert = typeof externalVehicles.$inferInsert;
export type LinkRow = typeof externalVehicleLinks.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Inserts or refreshes by (external_source, external_id); answers the ids in input order. */
export async function upsertExternalVehicles(db: DbOrTx, rows: ExternalVehicleInsert[]) {
  if (!rows.length) return [];
  const set = Object.fromEntries(
    Object.keys(rows[0]!)
      .filter((k) => k !== 'external_source' && k !== 'external_id')
      .map((k) => [k, sql.raw(`excluded.${k}`)]),
  );
  return db
    .insert(externalVehicles)
    .values(rows)
    .onConflictDoUpdate({
      target: [externalVehicles.external_source, externalVehicles.external_id],
      set: { ...set, updated_at: new Date() },
    })
    .returning({ id: externalVehicles.id });
}

export async function externalVehiclesByIds(db: DbOrTx, params: { ids: number[] }) {
  if (!params.ids.length) return [];
  return db.select().from(externalVehicles).where(inArray(externalVehicles.id, params.ids));
}

export async function updateExternalVehicle(
  db: DbOrTx,
  params: { id: number; values: Partial<ExternalVehicleInsert> },
) {
  const [row] = await db
    .update(externalVehicles)
    .set({ ...params.values, updated_at: new Date() })
    .where(eq(externalVehicles.id, params.id))
    .returning({ id: externalVehicles.id });
  return row ?? null;
}

const linkCount = sql<number>`(select count(*)::int from ${externalVehicleLinks}
  where ${externalVehicleLinks.external_vehicle_id} = ${externalVehicles.id}
  and ${externalVehicleLinks.approved} is true)`;

function listWhere(q: ExternalVehicleListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  for (const f of q.filters ?? []) {
    if (f.id === 'linked') {
      const linked = f.value === true || f.value === 'true';
      parts.push(linked ? sql`${linkCount} > 0` : sql`${linkCount} = 0`);
    } else if (f.id === 'external_source') {
      parts.push(eq(externalVehicles.external_source, String(f.value) as 'TecDoc' | 'OSCAR'));
    } else {
      parts.push(ilike(externalVehicles[f.id], `%${escapeLike(String(f.value))}%`));
    }
  }
  for (const word of (q.search ?? '').split(/\s+/).filter(Boolean)) {
    const like = `%${escapeLike(word)}%`;
    parts.push(
      or(
        ilike(externalVehicles.make, like),
        ilike(externalVehicles.model, like),
        ilike(externalVehicles.series, like),
        ilike(externalVehicles.variant, like),
        ilike(externalVehicles.engine, like),
        ilike(externalVehicles.external_id, like),
      ),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

export async function listExternalVehicles(db: DbOrTx, q: ExternalVehicleListQuery) {
  const order = (q.sortBy?.length ? q.sortBy : [{ id: 'updated_at' as const, desc: true }]).map((s) =>
    s.desc ? desc(externalVehicles[s.id]) : asc(externalVehicles[s.id]),
  );
  return db
    .select({ row: externalVehicles, link_count: linkCount })
    .from(externalVehicles)
    .where(listWhere(q))
    .orderBy(...order, asc(externalVehicles.id))
    .limit(q.page_size)
    .offset(q.page_index * q.page_size);
}

export async function countExternalVehicles(db: DbOrTx, q: ExternalVehicleListQuery) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(externalVehicles)
    .where(listWhere(q));
  return row!.n;
}

export async function linkCounts(db: DbOrTx, params: { ids: number[] }) {
  if (!params.ids.length) return new Map<number, number>();
  const rows = await db
    .select({ id: externalVehicleLinks.external_vehicle_id, n: sql<number>`count(*)::int` })
    .from(externalVehicleLinks)
    .where(
      and(
        inArray(externalVehicleLinks.external_vehicle_id, params.ids),
        eq(externalVehicleLinks.approved, true),
      ),
    )
    .groupBy(externalVehicleLinks.external_vehicle_id);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Platform vehicles whose make and model, as letters and digits in lower case, are these. */
export async function vehicleIdsByMakeModel(db: DbOrTx, params: { makeKeys: string[]; modelKey: string }) {
  const norm = (c: SQL | typeof vehicleMakes.name) => sql`regexp_replace(lower(${c}), '[^a-z0-9]', '', 'g')`;
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicles.vehicle_make_id))
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.vehicle_model_id))
    .where(
      and(inArray(norm(vehicleMakes.name), params.makeKeys), eq(norm(vehicleModels.name), params.modelKey)),
    );
  return rows.map((r) => r.id);
}

/** Records a candidate's score; a pair already there keeps its approval and overrides. */
export async function upsertLink(
  db: DbOrTx,
  params: { vehicleId: number; externalId: number; score: number },
) {
  await db
    .insert(externalVehicleLinks)
    .values({
      vehicle_id: params.vehicleId,
      external_vehicle_id: params.externalId,
      match_score: params.score,
    })
    .onConflictDoUpdate({
      target: [externalVehicleLinks.vehicle_id, externalVehicleLinks.external_vehicle_id],
      set: { match_score: params.score },
    });
}

/** A vehicle's links: approved first, then by match score (spec section 9). */
export async function linksOfVehicle(db: DbOrTx, params: { vehicleId: number }) {
  return db
    .select({ link: externalVehicleLinks, external: externalVehicles })
    .from(externalVehicleLinks)
    .innerJoin(externalVehicles, eq(externalVehicles.id, externalVehicleLinks.external_vehicle_id))
    .where(eq(externalVehicleLinks.vehicle_id, params.vehicleId))
    .orderBy(
      sql`${externalVehicleLinks.approved} is true desc`,
      desc(externalVehicleLinks.match_score),
      asc(externalVehicleLinks.id),
    );
}

export async function findLink(db: DbOrTx, params: { id: number; lock?: boolean }) {
  const q = db.select().from(externalVehicleLinks).where(eq(externalVehicleLinks.id, params.id));
  const [row] = params.lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateLink(
  db: DbOrTx,
  params: { id: number; values: Partial<typeof externalVehicleLinks.$inferInsert> },
) {
  await db
    .update(externalVehicleLinks)
    .set({ ...params.values, updated_at: new Date() })
    .where(eq(externalVehicleLinks.id, params.id));
}

export async function vehicleRow(db: DbOrTx, params: { id: number; lock?: boolean }) {
  const q = db.select().from(vehicles).where(eq(vehicles.id, params.id));
  const [row] = params.lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function markNeedsReindex(db: DbOrTx, params: { vehicleId: number; value: boolean }) {
  await db.update(vehicles).set({ needs_reindex: params.value }).where(eq(vehicles.id, params.vehicleId));
}

export async function vehiclesNeedingReindex(db: DbOrTx, params: { limit: number }) {
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.needs_reindex, true))
    .orderBy(asc(vehicles.id))
    .limit(params.limit);
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------- translation layers

export type TermSection = (typeof vehicleTermTranslations.$inferSelect)['section'];
export type SourceName = ExternalVehicleRow['external_source'];

/** Every global term translation of these sources (a few hundred words per source at most). */
export async function termTranslations(db: DbOrTx, params: { sources: SourceName[]; section?: TermSection }) {
  if (!params.sources.length) return [];
  return db
    .select()
    .from(vehicleTermTranslations)
    .where(
      and(
        inArray(vehicleTermTranslations.external_source, params.sources),
        params.section ? eq(vehicleTermTranslations.section, params.section) : undefined,
      ),
    )
    .orderBy(asc(vehicleTermTranslations.external_source), asc(vehicleTermTranslations.term));
}

export async function setTermTranslation(
  db: DbOrTx,
  params: { source: SourceName; section: TermSection; term: string; internalId: number | null },
) {
  const where = and(
    eq(vehicleTermTranslations.external_source, params.source),
    eq(vehicleTermTranslations.section, params.section),
    eq(vehicleTermTranslations.term, params.term),
  );
  if (params.internalId === null) {
    await db.delete(vehicleTermTranslations).where(where);
    return;
  }
  await db
    .insert(vehicleTermTranslations)
    .values({
      external_source: params.source,
      section: params.section,
      term: params.term,
      internal_id: params.internalId,
    })
    .onConflictDoUpdate({
      target: [
        vehicleTermTranslations.external_source,
        vehicleTermTranslations.section,
        vehicleTermTranslations.term,
      ],
      set: { internal_id: params.internalId, updated_at: new Date() },
    });
}

export async function groupTranslations(
  db: DbOrTx,
  params: { groups: { source: SourceName; groupId: string }[] },
) {
  if (!params.groups.length) return [];
  return db
    .select()
    .from(externalVehicleGroupTranslations)
    .where(
      or(
        ...params.groups.map((g) =>
          and(
            eq(externalVehicleGroupTranslations.external_source, g.source),
            eq(externalVehicleGroupTranslations.external_group_id, g.groupId),
          ),
        ),
      ),
    );
}

export async function setGroupTranslation(
  db: DbOrTx,
  params: { source: SourceName; groupId: string; values: Record<string, unknown> },
) {
  await db
    .insert(externalVehicleGroupTranslations)
    .values({ external_source: params.source, external_group_id: params.groupId, values: params.values })
    .onConflictDoUpdate({
      target: [
        externalVehicleGroupTranslations.external_source,
        externalVehicleGroupTranslations.external_group_id,
      ],
      set: { values: params.values, updated_at: new Date() },
    });
}

const TERM_COLUMNS = {
  make: externalVehicles.make,
  model: externalVehicles.model,
  body: externalVehicles.body,
  fuel_type: externalVehicles.fuel_type,
  drive_type: externalVehicles.drive_type,
} as const;

/** External vehicles a global term translation applies to (same source, that word in that section). */
export async function externalIdsWithTerm(
  db: DbOrTx,
  params: { source: SourceName; section: TermSection; term: string },
) {
  const rows = await db
    .select({ id: externalVehicles.id })
    .from(externalVehicles)
    .where(
      and(eq(externalVehicles.external_source, params.source), eq(TERM_COLUMNS[params.section], params.term)),
    );
  return rows.map((r) => r.id);
}

export async function externalIdsOfGroup(db: DbOrTx, params: { source: SourceName; groupId: string }) {
  const rows = await db
    .select({ id: externalVehicles.id })
    .from(externalVehicles)
    .where(
      and(
        eq(externalVehicles.external_source, params.source),
        eq(externalVehicles.external_group_id, params.groupId),
      ),
    );
  return rows.map((r) => r.id);
}

/** The words the sources use in one section, with how many external vehicles use each. */
export async function externalTerms(
  db: DbOrTx,
  params: { section: TermSection; source?: SourceName; search?: string },
) {
  const column = TERM_COLUMNS[params.section];
  return db
    .select({
      external_source: externalVehicles.external_source,
      term: sql<string>`${column}`,
      vehicle_count: sql<number>`count(*)::int`,
    })
    .from(externalVehicles)
    .where(
      and(
        sql`${column} is not null and ${column} <> ''`,
        params.source ? eq(externalVehicles.external_source, params.source) : undefined,
        params.search ? ilike(column, `%${escapeLike(params.search)}%`) : undefined,
      ),
    )
    .groupBy(externalVehicles.external_source, column)
    .orderBy(asc(externalVehicles.external_source), asc(column));
}

/** Names of platform models by id (the model lookup is per make, so it is not one of the plain lookups). */
export async function modelNames(db: DbOrTx, params: { ids: number[] }) {
  if (!params.ids.length) return new Map<number, string>();
  const rows = await db
    .select({ id: vehicleModels.id, name: vehicleModels.name })
    .from(vehicleModels)
    .where(inArray(vehicleModels.id, params.ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function setVehicleTranslation(
  db: DbOrTx,
  params: { id: number; values: Record<string, unknown> },
) {
  await db
    .update(externalVehicles)
    .set({ vehicle_translation: params.values, updated_at: new Date() })
    .where(eq(externalVehicles.id, params.id));
}

/**
 * The external vehicles that may be of a platform make: those the source spells with one of `makeKeys`, and
 * those whose make word is globally translated to the make (a vehicle's translated make comes from those two).
 */
export async function externalIdsOfMake(db: DbOrTx, params: { makeKeys: string[]; makeId: number }) {
  const rows = await db
    .select({ id: externalVehicles.id })
    .from(externalVehicles)
    .where(
      or(
        inArray(sql`regexp_replace(lower(${externalVehicles.make}), '[^a-z0-9]', '', 'g')`, params.makeKeys),
        sql`exists (select 1 from ${vehicleTermTranslations} t
          where t.external_source = ${externalVehicles.external_source} and t.section = 'make'
            and t.term = ${externalVehicles.make} and t.internal_id = ${params.makeId})`,
      ),
    );
  return rows.map((r) => r.id);
}

/** The external vehicles already linked (or declined, or candidates) to a platform vehicle. */
export async function externalIdsLinkedTo(db: DbOrTx, params: { vehicleId: number }) {
  const rows = await db
    .select({ id: externalVehicleLinks.external_vehicle_id })
    .from(externalVehicleLinks)
    .where(eq(externalVehicleLinks.vehicle_id, params.vehicleId));
  return rows.map((r) => r.id);
}

export async function linkedVehicleIds(db: DbOrTx, params: { externalId: number }) {
  const rows = await db
    .select({ id: externalVehicleLinks.vehicle_id })
    .from(externalVehicleLinks)
    .where(eq(externalVehicleLinks.external_vehicle_id, params.externalId));
  return rows.map((r) => r.id);
}

export async function countNeedingReindex(db: DbOrTx) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(eq(vehicles.needs_reindex, true));
  return row!.n;
}
