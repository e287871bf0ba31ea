import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../../platform/auth/access.ts';
import { inScope } from '../../../platform/auth/actor.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { escapeLike } from '../../../platform/db/like.ts';
import type { PageWindow } from '../../../platform/pagination/pagination.ts';
import { deliveries, deliveryQuotes, manifests, parcelItems, parcels } from '../shipping.tables.ts';

export type DeliveryRow = typeof deliveries.$inferSelect;
export type ParcelRow = typeof parcels.$inferSelect;
export type ParcelItemRow = typeof parcelItems.$inferSelect;
export type QuoteRow = typeof deliveryQuotes.$inferSelect;
export type ManifestRow = typeof manifests.$inferSelect;

export interface DeliveryGraph {
  delivery: DeliveryRow;
  parcels: (ParcelRow & { items: ParcelItemRow[] })[];
  quotes: QuoteRow[];
  /** The manifest the delivery is in, when loaded (lists and details load it). */
  manifest?: ManifestRow | null;
}

type ScopeLike = Pick<Scope, 'teamId' | 'staff'>;

export async function findDelivery(db: DbOrTx, params: { scope: ScopeLike; id: number }) {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.id, params.id), inScope(deliveries.team_id, params.scope)));
  return row ?? null;
}

/** Deliveries with their parcels, items and quotes, in the order of `rows`. */
export async function loadGraphs(db: DbOrTx, rows: DeliveryRow[]): Promise<DeliveryGraph[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const manifestIds = [...new Set(rows.map((r) => r.manifest_id).filter((id): id is number => id !== null))];
  // One round trip: parcels, quotes, the parcels' items and the manifests together.
  const [ps, qs, items, ms] = await Promise.all([
    db
      .select()
      .from(parcels)
      .where(inArray(parcels.delivery_id, ids))
      .orderBy(asc(parcels.position), asc(parcels.id)),
    db
      .select()
      .from(deliveryQuotes)
      .where(inArray(deliveryQuotes.delivery_id, ids))
      .orderBy(asc(deliveryQuotes.id)),
    db
      .select()
      .from(parcelItems)
      .where(
        inArray(
          parcelItems.parcel_id,
          db.select({ id: parcels.id }).from(parcels).where(inArray(parcels.delivery_id, ids)),
        ),
      )
      .orderBy(asc(parcelItems.id)),
    manifestIds.length
      ? db.select().from(manifests).where(inArray(manifests.id, manifestIds))
      : Promise.resolve([] as ManifestRow[]),
  ]);
  return rows.map((delivery) => ({
    delivery,
    parcels: ps
      .filter((p) => p.delivery_id === delivery.id)
      .map((p) => ({ ...p, items: items.filter((i) => i.parcel_id === p.id) })),
    quotes: qs.filter((q) => q.delivery_id === delivery.id),
    manifest: ms.find((m) => m.id === delivery.manifest_id) ?? null,
  }));
}

/** Totals above this are reported as this (the portal pages 10 at a time; exact counts of a million cost ~100 ms). */
export const LIST_COUNT_CAP = 10_000;
const ALL_STATUSES: DeliveryRow['status'][] = [
  'pending',
  'packed',
  'quoted',
  'booked',
  'pickup_requested',
  'awaiting_pickup',
  'shipped',
  'delivered',
  'error',
  'cancelled',
];
/** Beyond this many (location, status) branches the plain query is used. */
const MAX_BRANCHES = 40;

/**
 * One page of delivery ids, newest first, and the total (capped at LIST_COUNT_CAP), for lists of a million rows
 * (decision 0722): without a search, one index range per (location, status) — each read backwards for at most
 * offset + limit ids — merged; with a search, the trigram index on `search_text`. `filter` narrows further.
 */
export async function pageDeliveryIds(
  db: DbOrTx,
  params: {
    scope: ScopeLike;
    locationIds: number[];
    statuses: DeliveryRow['status'][] | null;
    filter?: SQL;
    /** A further condition that depends on the status (one per branch; none when it answers undefined). */
    statusFilter?: (status: DeliveryRow['status']) => SQL | undefined;
    query: string | null;
    window: PageWindow;
  },
): Promise<{ ids: number[]; total: number }> {
  const base = and(
    inScope(deliveries.team_id, params.scope),
    params.filter,
    params.query ? ilike(deliveries.search_text, `%${escapeLike(params.query.toLowerCase())}%`) : undefined,
  );
  const statusFilter = params.statusFilter ?? (() => undefined);
  const usedStatuses = params.statuses ?? ALL_STATUSES;
  const perStatus = usedStatuses.map((st) => statusFilter(st));
  const where = and(
    base,
    params.locationIds.length ? inArray(deliveries.location_id, params.locationIds) : undefined,
    perStatus.some((f) => f !== undefined)
      ? or(...usedStatuses.map((st, i) => and(eq(deliveries.status, st), perStatus[i])))
      : params.statuses
        ? inArray(deliveries.status, params.statuses)
        : undefined,
  );
  const { limit, offset } = params.window;
  const statuses = params.statuses ?? ALL_STATUSES;
  const locations: (number | null)[] = params.locationIds.length ? params.locationIds : [null];
  const branches = locations.length * statuses.length;
  let ids: number[];
  if (params.query || params.scope.staff || branches > MAX_BRANCHES || branches === 0) {
    const rows = await db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(where)
      .orderBy(desc(deliveries.id))
      .limit(limit)
      .offset(offset);
    ids = rows.map((r) => r.id);
  } else {
    const branch = (loc: number | null, status: DeliveryRow['status'], cap: number, what: SQL) =>
      sql`(select ${what} from ${deliveries} where ${and(
        base,
        loc === null ? undefined : eq(deliveries.location_id, loc),
        eq(deliveries.status, status),
        statusFilter(status),
      )} order by ${deliveries.id} desc limit ${cap})`;
    const parts = locations.flatMap((loc) =>
      statuses.map((status) => branch(loc, status, offset + limit, sql`${deliveries.id}`)),
    );
    const counts = locations.flatMap((loc) =>
      statuses.map((status) => branch(loc, status, LIST_COUNT_CAP, sql`1 as one`)),
    );
    const [res, counted] = (await Promise.all([
      db.execute(
        sql`select id from (${sql.join(parts, sql` union all `)}) u order by id desc limit ${limit} offset ${offset}`,
      ),
      db.execute(
        sql`select count(*)::int as n from (select one from (${sql.join(counts, sql` union all `)}) u limit ${LIST_COUNT_CAP}) c`,
      ),
    ])) as unknown as [{ rows: { id: number | string }[] }, { rows: { n: number | string }[] }];
    return { ids: res.rows.map((r) => Number(r.id)), total: Number(counted.rows[0]?.n ?? 0) };
  }
  const counted = (await db.execute(
    sql`select count(*)::int as n from (select 1 from ${deliveries} where ${where ?? sql`true`} limit ${LIST_COUNT_CAP}) c`,
  )) as unknown as { rows: { n: number | string }[] };
  return { ids, total: Number(counted.rows[0]?.n ?? 0) };
}

/** Deliveries by id in the order of `ids`. */
export async function deliveriesByIds(db: DbOrTx, ids: number[]): Promise<DeliveryRow[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(deliveries).where(inArray(deliveries.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listDeliveries(
  db: DbOrTx,
  params: {
    scope: ScopeLike;
    locationIds: number[];
    statuses: DeliveryRow['status'][] | null;
    /** true: only manifested (picked up, handed over) or shipped; false: only not yet in a manifest. */
    manifested?: boolean | null;
    query: string | null;
    window: PageWindow;
  },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  // Manifested: in a manifest, or shipped/delivered whatever the manifest; not yet: no manifest. Per status, so
  // each branch reads one (partial) index range (decision 0722).
  const statusFilter =
    params.manifested === true
      ? (st: DeliveryRow['status']) =>
          st === 'shipped' || st === 'delivered' ? undefined : isNotNull(deliveries.manifest_id)
      : params.manifested === false
        ? () => isNull(deliveries.manifest_id)
        : undefined;
  const { ids, total } = await pageDeliveryIds(db, { ...params, statusFilter });
  return { rows: await deliveriesByIds(db, ids), total };
}
