import { resolveFilterRule, type FilterPolicy, type Price } from '@partsflow/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Rate } from '../../../adapters/carriers/index.ts';
import type { Scope } from '../../../platform/auth/access.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { findShippingLocation } from '../../distribution/index.ts';
import { presentPrice } from '../deliveries/deliveries.presenters.ts';
import type { DeliveryGraph } from '../deliveries/deliveries.repository.ts';
import { loadDeliveryOrThrow } from '../deliveries/deliveries.service.ts';
import { fieldError, shippingError } from '../shipping.errors.ts';
import type { ShippingDeps } from '../shipping.deps.ts';
import { carrierAccounts, deliveries, deliveryQuotes } from '../shipping.tables.ts';

type ScopeLike = Pick<Scope, 'teamId' | 'staff'>;

const QUOTABLE = ['pending', 'packed', 'quoted', 'error'] as const;

/** Parcels with zero or missing dimensions or weight cannot be quoted: the error names the parcel. */
export function assertQuotable(g: DeliveryGraph): void {
  if (!g.parcels.length) throw fieldError(['parcels'], 'At least one carton is required');
  for (const [i, p] of g.parcels.entries()) {
    const name = `${p.name} (parcel ${i + 1})`;
    for (const dim of ['length_mm', 'width_mm', 'height_mm'] as const) {
      if (!p[dim] || p[dim] <= 0) {
        throw fieldError(
          ['parcels', i, dim],
          `${name} has no ${dim.replace('_mm', '')}: measure it before quoting`,
        );
      }
    }
    if (!p.weight_g || p.weight_g <= 0) {
      throw fieldError(['parcels', i, 'weight_g'], `${name} has no weight: weigh it before quoting`);
    }
  }
}

export async function ownAccountCarrierIds(db: DbOrTx, teamId: number): Promise<number[]> {
  const rows = await db
    .select({ carrier_id: carrierAccounts.carrier_id })
    .from(carrierAccounts)
    .where(eq(carrierAccounts.team_id, teamId));
  return rows.map((r) => r.carrier_id);
}

export interface QuoteOutcome {
  dry_run: boolean;
  prices: Price[];
  unavailable: {
    carrier_id: number;
    carrier_name: string;
    service_id: number;
    service_name: string;
    private: boolean;
    reason:
      | 'blocked_by_policy'
      | 'destination_not_serviced'
      | 'over_length_limit'
      | 'over_weight_limit'
      | 'dangerous_goods_not_accepted'
      | 'no_pickup_day';
    message: string;
  }[];
}

/** Prices every service for the delivery and sorts them into offered and not offered (with the reason). */
export async function rateDelivery(
  deps: ShippingDeps,
  scope: ScopeLike,
  g: DeliveryGraph,
  policyOverride: FilterPolicy | undefined,
) {
  assertQuotable(g);
  const [location, ownAccounts] = await Promise.all([
    findShippingLocation(deps.db, { scope, locationId: g.delivery.location_id }),
    ownAccountCarrierIds(deps.db, g.delivery.team_id),
  ]);
  if (!location) throw shippingError('location_not_found');
  const rates = await deps.carriers.rates({
    origin: { postcode: location.postcode },
    destination: { postcode: g.delivery.recipient.postal_code, country_code: g.delivery.recipient.country },
    parcels: g.parcels.map((p) => ({
      length_mm: p.length_mm!,
      width_mm: p.width_mm!,
      height_mm: p.height_mm!,
      weight_g: p.weight_g!,
    })),
    dangerous_goods: g.parcels.some((p) => p.items.some((i) => i.dangerous_goods !== null)),
    open_days: location.open_days,
    own_account_carrier_ids: ownAccounts,
    now: deps.now(),
  });
  const policy = policyOverride ?? location.filter_policy;
  const offered: Rate[] = [];
  const unavailable: QuoteOutcome['unavailable'] = [];
  for (const r of rates) {
    const who = {
      carrier_id: r.carrier_id,
      carrier_name: r.carrier_name,
      service_id: r.service_id,
      service_name: r.service_name,
      private: r.private,
    };
    if (resolveFilterRule(policy, r.carrier_id, r.service_id) === 'block') {
      unavailable.push({
        ...who,
        reason: 'blocked_by_policy',
        message: `${r.carrier_name} ${r.service_name} is blocked by the location's carrier filter policy`,
      });
    } else if (r.unavailable) {
      unavailable.push({ ...who, reason: r.unavailable.reason, message: r.unavailable.message });
    } else {
      offered.push(r);
    }
  }
  offered.sort((a, b) => a.sales_gross_total_cents! - b.sales_gross_total_cents!);
  return { offered, unavailable };
}

/** A delivery's quote as stored (and as shown by a dry run): the cheapest offer, first, is selected. */
function quoteRow(teamId: number, deliveryId: number, r: Rate, index: number) {
  return {
    team_id: teamId,
    delivery_id: deliveryId,
    carrier_id: r.carrier_id,
    carrier_service_id: r.service_id,
    carrier_name: r.carrier_name,
    service_name: r.service_name,
    private: r.private,
    selected: index === 0,
    sales_gross_total_cents: r.sales_gross_total_cents!,
    chargeable_weight_g: r.chargeable_weight_g,
    transit_days: r.transit_days,
    pickup_dates: r.pickup_dates,
  };
}

/**
 * `POST /deliveries/{id}/quotes`: quotes the delivery on every eligible service. With a `filter_policy` in the
 * body it is a dry run of that policy: nothing is saved. Otherwise the prices replace the delivery's earlier
 * ones, the cheapest is selected, and the delivery becomes quoted.
 */
export async function quoteDelivery(
  deps: ShippingDeps,
  scope: ScopeLike,
  id: number,
  input: { filter_policy?: FilterPolicy },
): Promise<QuoteOutcome> {
  const g = await loadDeliveryOrThrow(deps.db, scope, id);
  const dryRun = input.filter_policy !== undefined;
  if (!dryRun && !(QUOTABLE as readonly string[]).includes(g.delivery.status)) {
    throw shippingError('delivery_not_quotable');
  }
  const { offered, unavailable } = await rateDelivery(deps, scope, g, input.filter_policy);
  if (dryRun) {
    return {
      dry_run: true,
      prices: offered.map((r, i) =>
        presentPrice({ ...quoteRow(g.delivery.team_id, id, r, i), id: 0, created_at: deps.now() }),
      ),
      unavailable,
    };
  }
  const saved = await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(deliveries)
      .set({
        status: offered.length ? 'quoted' : g.delivery.status === 'quoted' ? 'packed' : g.delivery.status,
        error_message: null,
        updated_at: sql`now()`,
      })
      .where(and(eq(deliveries.id, id), inArray(deliveries.status, [...QUOTABLE])))
      .returning({ id: deliveries.id });
    if (!moved) throw shippingError('delivery_not_quotable');
    await tx.delete(deliveryQuotes).where(eq(deliveryQuotes.delivery_id, id));
    if (!offered.length) return [];
    return tx
      .insert(deliveryQuotes)
      .values(offered.map((r, i) => quoteRow(g.delivery.team_id, id, r, i)))
      .returning();
  });
  return { dry_run: false, prices: saved.map(presentPrice), unavailable };
}
