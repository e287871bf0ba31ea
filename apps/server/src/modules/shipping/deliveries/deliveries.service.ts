import type { DeliveryStatus } from '@partsflow/contracts';
import { distributorList } from '../../../platform/pagination/pagination.ts';
import { pageWindow } from '../../../platform/pagination/pagination.ts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Scope } from '../../../platform/auth/access.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { findShippingLocation } from '../../distribution/index.ts';
import { voidInvoiceLine } from '../../billing/index.ts';
import { shippingError } from '../shipping.errors.ts';
import type { ShippingDeps } from '../shipping.deps.ts';
import {
  deliveries,
  parcelItems,
  parcels,
  type DangerousGoodsJson,
  type PartyJson,
} from '../shipping.tables.ts';
import * as repo from './deliveries.repository.ts';
import { presentDelivery } from './deliveries.presenters.ts';

type ScopeLike = Pick<Scope, 'teamId' | 'staff'>;

/** A parcel as the packing step hands it over: outer dimensions, gross weight and its items. */
export interface NewParcel {
  name?: string;
  label_size?: '4x6' | 'A5' | 'A4';
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  weight_g: number | null;
  items: {
    sku: string;
    title: string;
    quantity: number;
    unit_weight_g: number;
    unit_value_cents?: number;
    product_id?: number | null;
    fulfillment_unit_id?: number | null;
    hs_code?: string | null;
    country_of_origin?: string | null;
    dangerous_goods?: DangerousGoodsJson | null;
  }[];
}

export interface NewDelivery {
  locationId: number;
  fulfillmentId?: number | null;
  identifier?: string;
  reference1?: string | null;
  reference3?: string | null;
  recipient: PartyJson;
  parcels: NewParcel[];
}

/**
 * Creates a delivery of a location with its parcels and items, in the caller's transaction when given one. The
 * fulfilment module calls it when packing proposes deliveries; tests call it directly. The sender is the location.
 */
export async function createDelivery(db: Db, scope: ScopeLike, input: NewDelivery): Promise<number> {
  return db.transaction(async (tx) => {
    const location = await findShippingLocation(tx, { scope, locationId: input.locationId });
    if (!location) throw shippingError('location_not_found');
    const measured =
      input.parcels.length > 0 &&
      input.parcels.every((p) => p.length_mm && p.width_mm && p.height_mm && p.weight_g);
    const [d] = await tx
      .insert(deliveries)
      .values({
        team_id: location.team_id,
        location_id: location.id,
        fulfillment_id: input.fulfillmentId ?? null,
        identifier: input.identifier ?? 'pending',
        status: measured ? 'packed' : 'pending',
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
        reference1: input.reference1 ?? null,
        reference3: input.reference3 ?? null,
      })
      .returning({ id: deliveries.id });
    const id = d!.id;
    if (!input.identifier) {
      await tx
        .update(deliveries)
        .set({
          identifier: `D${String(id).padStart(7, '0')}`,
          reference1: input.reference1 ?? `D${String(id).padStart(7, '0')}`,
        })
        .where(eq(deliveries.id, id));
    }
    for (const [i, p] of input.parcels.entries()) {
      const [parcel] = await tx
        .insert(parcels)
        .values({
          team_id: location.team_id,
          delivery_id: id,
          position: i + 1,
          name: p.name ?? `Box ${i + 1}`,
          label_size: p.label_size ?? '4x6',
          length_mm: p.length_mm,
          width_mm: p.width_mm,
          height_mm: p.height_mm,
          weight_g: p.weight_g,
        })
        .returning({ id: parcels.id });
      if (p.items.length) {
        await tx.insert(parcelItems).values(
          p.items.map((it) => ({
            team_id: location.team_id,
            parcel_id: parcel!.id,
            fulfillment_unit_id: it.fulfillment_unit_id ?? null,
            product_id: it.product_id ?? null,
            sku: it.sku,
            title: it.title,
            quantity: it.quantity,
            unit_weight_g: it.unit_weight_g,
            unit_value_cents: it.unit_value_cents ?? 0,
            hs_code: it.hs_code ?? null,
            country_of_origin: it.country_of_origin ?? null,
            dangerous_goods: it.dangerous_goods ?? null,
          })),
        );
      }
    }
    return id;
  });
}

export async function loadDeliveryOrThrow(db: DbOrTx, scope: ScopeLike, id: number) {
  const row = await repo.findDelivery(db, { scope, id });
  if (!row) throw shippingError('delivery_not_found');
  const [graph] = await repo.loadGraphs(db, [row]);
  return graph!;
}

export async function getDelivery(db: Db, scope: ScopeLike, id: number) {
  return { delivery: presentDelivery(await loadDeliveryOrThrow(db, scope, id)) };
}

const PORTAL_TO_STATUSES: Record<string, DeliveryStatus[]> = {
  pending: ['pending', 'packed'],
  quoted: ['quoted'],
  booked: ['booked', 'pickup_requested', 'awaiting_pickup'],
  in_transit: ['shipped'],
  delivered: ['delivered'],
  cancelled: ['cancelled'],
  error: ['error'],
};

/**
 * `GET /deliveries`: a location's bookings, newest first. `type=unshipped` (Confirmed Shipments): booked and not
 * yet in a pickup or handover; `type=shipped` (Manifested Shipments): in a manifest, or shipped (the screen sends
 * status booked,in_transit by default). `status` takes portal statuses (booked, in_transit, delivered...) or
 * delivery statuses, comma separated. Each result carries its manifest for the grouping headings.
 */
export async function listDeliveries(
  db: Db,
  scope: ScopeLike,
  q: {
    location_ids: number[];
    page: number;
    page_size: number;
    query?: string;
    type?: 'unshipped' | 'shipped';
    status?: string;
  },
) {
  let statuses: DeliveryStatus[] | null = q.type === 'unshipped' ? ['booked'] : null;
  if (q.status) {
    const wanted = q.status
      .split(',')
      .flatMap((s) => PORTAL_TO_STATUSES[s.trim()] ?? [s.trim() as DeliveryStatus]);
    statuses = statuses ? statuses.filter((s) => wanted.includes(s)) : wanted;
  }
  const { rows, total } = await repo.listDeliveries(db, {
    scope,
    locationIds: q.location_ids,
    statuses,
    manifested: q.type === 'shipped' ? true : q.type === 'unshipped' ? false : null,
    query: q.query || null,
    window: pageWindow(q.page, q.page_size),
  });
  const graphs = await repo.loadGraphs(db, rows);
  return distributorList(graphs.map(presentDelivery), { page: q.page, page_size: q.page_size, total });
}

/**
 * `DELETE /deliveries/{id}`: cancels the booking (the carrier is told, a brokered charge is voided) or drops an
 * unbooked delivery. Once picked up it can no longer be cancelled; cancelling twice is harmless.
 */
export async function cancelDelivery(deps: ShippingDeps, scope: ScopeLike, id: number): Promise<void> {
  const d = await repo.findDelivery(deps.db, { scope, id });
  if (!d) throw shippingError('delivery_not_found');
  if (d.status === 'cancelled') return;
  const cancellable: DeliveryStatus[] = ['pending', 'packed', 'quoted', 'error', 'booked'];
  const [done] = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(deliveries)
      .set({ status: 'cancelled', next_tracking_at: null, updated_at: sql`now()` })
      .where(
        and(eq(deliveries.id, id), inArray(deliveries.status, cancellable), isNull(deliveries.manifest_id)),
      )
      .returning();
    if (rows[0]?.private === false && rows[0].booked_at) {
      await voidInvoiceLine(tx, { teamId: rows[0].team_id, sourceType: 'freight_booking', sourceId: id });
    }
    return rows;
  });
  if (!done) {
    const now = await repo.findDelivery(deps.db, { scope, id });
    if (now?.status === 'cancelled') return;
    throw shippingError('delivery_not_cancellable');
  }
  if (done.tracking_number && done.booked_at) await deps.carriers.cancel(done.tracking_number);
}
