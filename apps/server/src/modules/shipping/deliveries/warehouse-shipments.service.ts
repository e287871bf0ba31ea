import { and, desc, eq, sql } from 'drizzle-orm';
import type { Scope } from '../../../platform/auth/access.ts';
import { inScope } from '../../../platform/auth/actor.ts';
import { findShippingLocation } from '../../distribution/index.ts';
import { shippingError } from '../shipping.errors.ts';
import type { ShippingDeps } from '../shipping.deps.ts';
import { deliveries } from '../shipping.tables.ts';
import { presentDelivery } from './deliveries.presenters.ts';
import * as repo from './deliveries.repository.ts';

type ScopeLike = Pick<Scope, 'teamId' | 'staff'>;

/** The Shipping tab's groups, in the order the screen shows them (spec 2.2). */
export const SHIPPING_GROUPS = ['packed', 'booked', 'pickup_requested', 'shipped'] as const;
/** Rows per group (spec 9: other tables 25). */
export const SHIPPING_GROUP_SIZE = 25;
/** Totals are exact up to this many (decision 0722); beyond they read as this cap. */
const COUNT_CAP = 10_000;

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
function likeTerm(q: string) {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `GET /l/{id}/shipments`: the location's shipments grouped packed, booked ('Labels Generated'),
 * pickup_requested and shipped ('Recently Shipped'), newest first; `?query=` narrows by the trigram search column.
 * Another team's location: 404.
 *
 * Round trips (issue 15): the location and one statement for every group's first page and capped total run
 * together; then the page's parcels, items, quotes and manifests (`loadGraphs`). In that statement each group's
 * page and capped total are backward ranges of `deliveries_team_location_idx` (index-only for the count).
 */
export async function locationShipments(
  deps: ShippingDeps,
  scope: ScopeLike,
  locationId: number,
  query: string | undefined,
) {
  const term = query?.trim() ? likeTerm(query.trim()) : null;
  const where = (status: (typeof SHIPPING_GROUPS)[number]) =>
    and(
      inScope(deliveries.team_id, scope),
      eq(deliveries.location_id, locationId),
      eq(deliveries.status, status),
      term ? sql`${deliveries.search_text} like ${term}` : undefined,
    );
  // Per group: its first page of ids, newest first (a backwards range of the index, SHIPPING_GROUP_SIZE long), each
  // with the group's total, counted once per group (an uncorrelated sub-select) over at most COUNT_CAP index
  // entries. (A window count over the capped range was tried: it kept and re-sorted up to COUNT_CAP rows per group.)
  const branches = SHIPPING_GROUPS.map(
    (status) => sql`(select ${deliveries.id} as id, (
        select count(*) from (select 1 from ${deliveries} where ${where(status)} limit ${COUNT_CAP}) c
      ) as total
      from ${deliveries} where ${where(status)}
      order by ${deliveries.id} desc limit ${SHIPPING_GROUP_SIZE})`,
  );
  const page = sql`(${sql.join(branches, sql` union all `)}) as page`;
  // The location is read beside the page: the page is scoped to the team, so another team's location reads empty
  // and answers 404 below.
  const [location, rows] = await Promise.all([
    findShippingLocation(deps.db, { scope, locationId }),
    deps.db
      .select({ row: deliveries, total: sql<number>`page.total`.mapWith(Number) })
      .from(deliveries)
      .innerJoin(page, sql`page.id = ${deliveries.id}`)
      .orderBy(desc(deliveries.id)),
  ]);
  if (!location) throw shippingError('location_not_found');
  const groups = SHIPPING_GROUPS.map((status) => {
    const of = rows.filter((r) => r.row.status === status);
    // A group with no row has no id in range, so its count is 0 too.
    return { status, rows: of.map((r) => r.row), total: of[0]?.total ?? 0 };
  });
  const graphs = await repo.loadGraphs(
    deps.db,
    groups.flatMap((g) => g.rows),
  );
  const byId = new Map(graphs.map((g) => [g.delivery.id, g]));
  return {
    location: { id: location.id, name: location.name, code: location.code },
    deliveries_count: groups
      .filter((g) => g.status !== 'shipped')
      .reduce((s, g) => Math.min(COUNT_CAP, s + g.total), 0),
    groups: groups.map((g) => ({
      status: g.status,
      total: g.total,
      shipments: g.rows.map((r) => presentDelivery(byId.get(r.id)!)),
    })),
  };
}
