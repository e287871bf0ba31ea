import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ExternalVehicleListQuery } from '@partsflow/contracts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import {
  externalVehicleLinks,
  externalVehicles,
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
