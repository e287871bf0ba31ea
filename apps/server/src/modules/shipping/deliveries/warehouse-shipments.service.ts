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
 * pickup_requested and shipped ('Recently Shipped'), newest first, each group one backwards range of
 * `deliveries_team_location_idx`; `?query=` narrows by the trigram search column. Another team's location: 404.
 */
export async function locationShipments(
  deps: ShippingDeps,
  scope: ScopeLike,
  locationId: number,
  query: string | undefined,
) {
  const location = await findShippingLocation(deps.db, { scope, locationId });
  if (!location) throw shippingError('location_not_found');
  const term = query?.trim() ? likeTerm(query.trim()) : null;
  const where = (status: (typeof SHIPPING_GROUPS)[number]) =>
    and(
      inScope(deliveries.team_id, scope),
      eq(deliveries.location_id, locationId),
      eq(deliveries.status, status),
      term ? sql`${deliveries.search_text} like ${term}` : undefined,
    );
  const groups = await Promise.all(
    SHIPPING_GROUPS.map(async (status) => {
      const [rows, counted] = await Promise.all([
        deps.db
          .select()
          .from(deliveries)
          .where(where(status))
          .orderBy(desc(deliveries.id))
          .limit(SHIPPING_GROUP_SIZE),
        deps.db.execute(
          sql`select count(*)::int as n from (select 1 from ${deliveries} where ${where(status)} limit ${COUNT_CAP}) c`,
        ) as unknown as Promise<{ rows: { n: number | string }[] }>,
      ]);
      return { status, rows, total: Number(counted.rows[0]?.n ?? 0) };
    }),
  );
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
