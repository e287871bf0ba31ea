import type { DeliveryStatus } from '@partsflow/contracts';
import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Rate } from '../../../adapters/carriers/index.ts';
import type { Scope } from '../../../platform/auth/access.ts';
import { inScope } from '../../../platform/auth/actor.ts';
import type { DbOrTx, Tx } from '../../../platform/db/client.ts';
import { escapeLike } from '../../../platform/db/like.ts';
import type { PageWindow } from '../../../platform/pagination/pagination.ts';
import { dangerousGoodsOf } from '../../catalogue/index.ts';
import { findShippingLocation } from '../../distribution/index.ts';
import { rateDelivery } from '../quotes/quotes.service.ts';
import { shippingError } from '../shipping.errors.ts';
import type { ShippingDeps } from '../shipping.deps.ts';
import { deliveries, deliveryQuotes, parcelItems, parcels, type PartyJson } from '../shipping.tables.ts';
import * as repo from './deliveries.repository.ts';

/**
 * What the orders module's shipments (the portal's view of a fulfilment's deliveries) need of the shipping
 * records: reading deliveries of fulfilments, storing a packing proposal, replacing a plan after an edit (with
 * the version guard), and pricing candidate plans. The shipping tables stay written only here.
 */

type ScopeLike = Pick<Scope, 'teamId' | 'staff'>;

/** Portal statuses → delivery statuses (platform design section 4). */
export const PORTAL_DELIVERY_STATUSES: Record<string, DeliveryStatus[]> = {
  pending: ['pending', 'packed'],
  quoted: ['quoted'],
  booked: ['booked', 'pickup_requested', 'awaiting_pickup'],
  in_transit: ['shipped'],
  shipped: ['shipped', 'delivered'],
  delivered: ['delivered'],
  cancelled: ['cancelled'],
  error: ['error'],
};

/**
 * Delivery statuses in which the portal may change the plan, the parties or the units: a booking the carrier
 * refused for good (error) is mended and quoted again like a quoted one (decision 0920).
 */
export const EDITABLE_DELIVERY_STATUSES: DeliveryStatus[] = ['pending', 'packed', 'quoted', 'error'];

export interface PlannedParcel {
  name: string;
  label_size: '4x6' | 'A5' | 'A4';
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  weight_g: number | null;
  packing_method: 'computed' | 'other';
  distributor_box_id: number | null;
  layout: Record<string, unknown> | null;
  items: {
    fulfillment_unit_id: number;
    product_id: number | null;
    sku: string;
    title: string;
    quantity: number;
    unit_weight_g: number;
    unit_value_cents: number;
  }[];
}

export async function fulfillmentDelivery(db: DbOrTx, scope: ScopeLike, id: number) {
  const row = await repo.findDelivery(db, { scope, id });
  if (!row || row.fulfillment_id === null) return null;
  const [g] = await repo.loadGraphs(db, [row]);
  return g!;
}

/** Every delivery of the fulfilments (any status), with parcels, items and quotes. */
export async function deliveriesOfFulfillments(db: DbOrTx, scope: ScopeLike, fulfillmentIds: number[]) {
  if (!fulfillmentIds.length) return [];
  const rows = await db
    .select()
    .from(deliveries)
    .where(and(inScope(deliveries.team_id, scope), inArray(deliveries.fulfillment_id, fulfillmentIds)))
    .orderBy(asc(deliveries.id));
  return repo.loadGraphs(db, rows);
}

/**
 * The tracking numbers of the fulfilments' booked deliveries (any team: the merchant reads the deliveries of its
 * own fulfilments, which belong to the distributor's team), oldest booking first; cancelled ones are left out.
 */
export async function trackingOfFulfillments(db: DbOrTx, fulfillmentIds: number[]) {
  if (!fulfillmentIds.length) return [];
  return db
    .select({
      fulfillment_id: sql<number>`${deliveries.fulfillment_id}`,
      tracking_number: sql<string>`${deliveries.tracking_number}`,
      tracking_url: deliveries.tracking_url,
      carrier_name: deliveries.carrier_name,
      status: deliveries.status,
    })
    .from(deliveries)
    .where(
      and(
        inArray(deliveries.fulfillment_id, fulfillmentIds),
        isNotNull(deliveries.tracking_number),
        sql`${deliveries.status} not in ('cancelled', 'deleted')`,
      ),
    )
    .orderBy(asc(deliveries.id));
}

/** A page of the fulfilments' deliveries of some locations, newest first. */
export async function pageFulfillmentDeliveries(
  db: DbOrTx,
  params: {
    scope: ScopeLike;
    locationIds: number[];
    statuses: DeliveryStatus[];
    query: string | null;
    /** Fulfilments whose order or reference matches the query (found by the caller). */
    fulfillmentIds: number[];
    window: PageWindow;
  },
) {
  const matching = params.fulfillmentIds.length
    ? or(
        ilike(deliveries.search_text, `%${escapeLike(params.query?.toLowerCase() ?? '')}%`),
        inArray(deliveries.fulfillment_id, params.fulfillmentIds),
      )
    : undefined;
  const { ids, total } = await repo.pageDeliveryIds(db, {
    scope: params.scope,
    locationIds: params.locationIds,
    statuses: params.statuses,
    filter: and(isNotNull(deliveries.fulfillment_id), matching),
    // A search that also matches fulfilments by order is done in the filter above.
    query: matching ? null : params.query,
    window: params.window,
  });
  const rows = await repo.deliveriesByIds(db, ids);
  return { graphs: await repo.loadGraphs(db, rows), total };
}

/** Counts of the fulfilments' deliveries per location and delivery status. */
export async function fulfillmentDeliveryCounts(db: DbOrTx, scope: ScopeLike, locationIds: number[]) {
  if (!locationIds.length) return [];
  return db
    .select({ location_id: deliveries.location_id, status: deliveries.status, n: count() })
    .from(deliveries)
    .where(
      and(
        inScope(deliveries.team_id, scope),
        inArray(deliveries.location_id, locationIds),
        isNotNull(deliveries.fulfillment_id),
      ),
    )
    .groupBy(deliveries.location_id, deliveries.status);
}

/** The parcels and their items in two statements (a proposal of many boxes costs two round trips, not 2 per box). */
async function insertParcels(tx: Tx, teamId: number, deliveryId: number, list: PlannedParcel[]) {
  if (!list.length) return;
  const inserted = await tx
    .insert(parcels)
    .values(
      list.map((p, i) => ({
        team_id: teamId,
        delivery_id: deliveryId,
        position: i + 1,
        name: p.name,
        label_size: p.label_size,
        length_mm: p.length_mm,
        width_mm: p.width_mm,
        height_mm: p.height_mm,
        weight_g: p.weight_g,
        packing_method: p.packing_method,
        distributor_box_id: p.distributor_box_id,
        layout: p.layout,
      })),
    )
    .returning({ id: parcels.id, position: parcels.position });
  const idAt = new Map(inserted.map((r) => [r.position, r.id]));
  // The catalogue's dangerous goods of each product travel with its items (the DG declaration, the carriers'
  // DG filter): a planned or re-planned parcel always declares them (docs/decisions/0903).
  const productIds = [
    ...new Set(list.flatMap((p) => p.items.map((it) => it.product_id)).filter((id) => id !== null)),
  ];
  const dg = await dangerousGoodsOf(tx, productIds);
  const items = list.flatMap((p, i) =>
    p.items.map((it) => ({
      team_id: teamId,
      parcel_id: idAt.get(i + 1)!,
      fulfillment_unit_id: it.fulfillment_unit_id,
      product_id: it.product_id,
      sku: it.sku,
      title: it.title,
      quantity: it.quantity,
      unit_weight_g: it.unit_weight_g,
      unit_value_cents: it.unit_value_cents,
      dangerous_goods: (it.product_id !== null && dg.get(it.product_id)) || null,
    })),
  );
  if (items.length) await tx.insert(parcelItems).values(items);
}

const measured = (list: PlannedParcel[]) =>
  list.length > 0 && list.every((p) => p.length_mm && p.width_mm && p.height_mm && p.weight_g);

/** Stores a packing proposal as a pending delivery of the fulfilment (sender: the location). */
export async function createPlannedDelivery(
  tx: Tx,
  scope: ScopeLike,
  input: {
    locationId: number;
    fulfillmentId: number;
    recipient: PartyJson;
    reference1: string | null;
    reference3: string | null;
    parcels: PlannedParcel[];
    planReason: Record<string, unknown> | null;
  },
): Promise<number> {
  const location = await findShippingLocation(tx, { scope, locationId: input.locationId });
  if (!location) throw shippingError('location_not_found');
  const [d] = await tx
    .insert(deliveries)
    .values({
      team_id: location.team_id,
      location_id: location.id,
      fulfillment_id: input.fulfillmentId,
      identifier: 'pending',
      status: measured(input.parcels) ? 'packed' : 'pending',
      sender: {
        company: location.name,
        name: location.contact_person ?? location.name,
        email: location.contact_email,
        phone: location.contact_phone,
        address1: location.address1,
        address2: location.address2,
        city: location.city,
        subdivision_code: location.state,
        postal_code: location.postcode,
        country: location.country_code,
      },
      recipient: input.recipient,
      reference1: input.reference1,
      reference3: input.reference3,
      plan_reason: input.planReason,
    })
    .returning({ id: deliveries.id });
  const id = d!.id;
  await tx
    .update(deliveries)
    .set({ identifier: `D${String(id).padStart(7, '0')}` })
    .where(eq(deliveries.id, id));
  await insertParcels(tx, location.team_id, id, input.parcels);
  return id;
}

/**
 * Replaces the delivery's parcels, sender and recipient in one step, only while it is editable and (when given)
 * at the version the editor loaded. Quotes are dropped (the consignment changed): a quoted delivery is packed
 * again. Answers the new version, or null when the guard did not hold (the caller tells 409 from 404).
 */
export async function replaceDeliveryPlan(
  tx: Tx,
  scope: ScopeLike,
  input: {
    id: number;
    version: number | undefined;
    sender?: PartyJson;
    recipient?: PartyJson;
    parcels: PlannedParcel[];
  },
): Promise<number | null> {
  const conds = [
    eq(deliveries.id, input.id),
    inScope(deliveries.team_id, scope),
    inArray(deliveries.status, EDITABLE_DELIVERY_STATUSES),
  ];
  if (input.version !== undefined) conds.push(eq(deliveries.version, input.version));
  const [row] = await tx
    .update(deliveries)
    .set({
      version: sql`${deliveries.version} + 1`,
      status: measured(input.parcels) ? 'packed' : 'pending',
      ...(input.sender ? { sender: input.sender } : {}),
      ...(input.recipient ? { recipient: input.recipient } : {}),
      updated_at: sql`now()`,
    })
    .where(and(...conds))
    .returning({ version: deliveries.version, team_id: deliveries.team_id });
  if (!row) return null;
  await tx.delete(deliveryQuotes).where(eq(deliveryQuotes.delivery_id, input.id));
  await tx.delete(parcels).where(eq(parcels.delivery_id, input.id));
  await insertParcels(tx, row.team_id, input.id, input.parcels);
  return row.version;
}

/** The distinct cubic factors (kg/m³) of the exchange's services: one packing candidate per factor. */
export async function carrierCubicFactors(deps: ShippingDeps): Promise<number[]> {
  const catalogue = await deps.carriers.catalogue();
  return [...new Set(catalogue.flatMap((c) => c.services.map((s) => s.cubic_factor)))].sort((a, b) => a - b);
}

/**
 * Prices a consignment that is not stored yet (a candidate plan) on every service the location's filter policy
 * allows; answers the offered rates, cheapest first.
 */
export async function rateCandidate(
  deps: ShippingDeps,
  scope: ScopeLike,
  input: {
    locationId: number;
    teamId: number;
    recipient: PartyJson;
    parcels: { length_mm: number; width_mm: number; height_mm: number; weight_g: number }[];
  },
): Promise<Rate[]> {
  const { offered } = await rateDelivery(
    deps,
    scope,
    {
      location_id: input.locationId,
      team_id: input.teamId,
      recipient: input.recipient,
      parcels: input.parcels.map((p, i) => ({ ...p, name: `Box ${i + 1}` })),
      dangerous_goods: false,
    },
    undefined,
  );
  return offered;
}

export type { DeliveryGraph, DeliveryRow } from './deliveries.repository.ts';
