import { resolveFilterRule, type FilterPolicy, type Price } from '@partsflow/contracts';
import { eq } from 'drizzle-orm';
import type { Rate } from '../../../adapters/carriers/index.ts';
import type { Scope } from '../../../platform/auth/access.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { findShippingLocation } from '../../distribution/index.ts';
import { presentPrice } from '../deliveries/deliveries.presenters.ts';
import type { PartyJson } from '../party.ts';
import { fieldError, shippingError } from '../shipping.errors.ts';
import type { ShippingDeps } from '../shipping.deps.ts';
import { carrierAccounts } from '../shipping.tables.ts';
import { findQuotableDelivery, replaceQuotes, type QuotableParcel } from './quotes.repository.ts';

type ScopeLike = Pick<Scope, 'teamId' | 'staff'>;

const QUOTABLE = ['pending', 'packed', 'quoted', 'error'] as const;

/** Parcels with zero or missing dimensions or weight cannot be quoted: the error names the parcel. */
export function assertQuotable(parcels: readonly QuotableParcel[]): void {
  if (!parcels.length) throw fieldError(['parcels'], 'At least one carton is required');
  for (const [i, p] of parcels.entries()) {
    const name = `${p.name} (parcel ${i + 1})`;
    for (const dim of ['length_mm', 'width_mm', 'height_mm'] as const) {
      const v = p[dim];
      if (!v || v <= 0) {
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

/** A consignment to price: a stored delivery's (read in one statement) or a candidate plan's. */
export interface Consignment {
  team_id: number;
  location_id: number;
  recipient: PartyJson;
  parcels: readonly QuotableParcel[];
  dangerous_goods: boolean;
  /** The team's own carrier accounts when already read; read here otherwise. */
  own_account_carrier_ids?: readonly number[];
}

/** Prices every service for the consignment and sorts them into offered and not offered (with the reason). */
export async function rateDelivery(
  deps: ShippingDeps,
  scope: ScopeLike,
  c: Consignment,
  policyOverride: FilterPolicy | undefined,
) {
  assertQuotable(c.parcels);
  const [location, ownAccounts] = await Promise.all([
    findShippingLocation(deps.db, { scope, locationId: c.location_id }),
    c.own_account_carrier_ids ?? ownAccountCarrierIds(deps.db, c.team_id),
  ]);
  if (!location) throw shippingError('location_not_found');
  const rates = await deps.carriers.rates({
    origin: { postcode: location.postcode },
    destination: { postcode: c.recipient.postal_code, country_code: c.recipient.country },
    parcels: c.parcels.map((p) => ({
      length_mm: p.length_mm!,
      width_mm: p.width_mm!,
      height_mm: p.height_mm!,
      weight_g: p.weight_g!,
    })),
    dangerous_goods: c.dangerous_goods,
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
function quoteRow(r: Rate, index: number) {
  return {
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
  // Round trips (issue 12): the delivery with its parcels, dangerous goods flag and own accounts (one statement);
  // the location; the stale quotes replaced by the new ones (one statement). The exchange's catalogue is read once
  // per process by the sandbox (decision 0690).
  const d = await findQuotableDelivery(deps.db, scope, id);
  if (!d) throw shippingError('delivery_not_found');
  const dryRun = input.filter_policy !== undefined;
  if (!dryRun && !(QUOTABLE as readonly string[]).includes(d.status)) {
    throw shippingError('delivery_not_quotable');
  }
  const { offered, unavailable } = await rateDelivery(deps, scope, d, input.filter_policy);
  const rows = offered.map((r, i) => quoteRow(r, i));
  if (dryRun) {
    return {
      dry_run: true,
      prices: rows.map((q) =>
        presentPrice({ ...q, team_id: d.team_id, delivery_id: id, id: 0, created_at: deps.now() }),
      ),
      unavailable,
    };
  }
  const saved = await replaceQuotes(deps.db, { deliveryId: id, quotable: QUOTABLE, quotes: rows });
  if (!saved.moved) throw shippingError('delivery_not_quotable');
  return { dry_run: false, prices: saved.quotes.map(presentPrice), unavailable };
}
