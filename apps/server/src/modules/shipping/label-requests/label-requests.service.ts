import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Scope } from '../../../platform/auth/access.ts';
import { inScope } from '../../../platform/auth/actor.ts';
import { startWorkflow } from '../../../platform/workflows/index.ts';
import { findShippingLocation, findShippingLocationsByIds } from '../../distribution/index.ts';
import { presentDelivery } from '../deliveries/deliveries.presenters.ts';
import type { DeliveryRow } from '../deliveries/deliveries.repository.ts';
import * as repo from '../deliveries/deliveries.repository.ts';
import { loadDeliveryOrThrow } from '../deliveries/deliveries.service.ts';
import { shippingError } from '../shipping.errors.ts';
import type { ShippingDeps } from '../shipping.deps.ts';
import { deliveries } from '../shipping.tables.ts';
import { labelRequestEmail } from './label-request-email.workflow.ts';

type ScopeLike = Pick<Scope, 'teamId' | 'staff'>;

/** Label states of the label request flow: failed, requested by hand, answered by a manual booking. */
export const LABEL_REQUEST_STATES = ['error', 'label_requested', 'manual'] as const;
/** Rows on the Label Requests screen (spec 9: other tables 25 per group, newest first). */
const LIST_LIMIT = 100;

function likeTerm(q: string) {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function presentRequest(d: DeliveryRow, location: { code: string; name: string } | undefined) {
  return {
    id: d.id,
    identifier: d.identifier,
    delivery_status: d.status,
    label_status: d.label_status,
    label_url: d.label_url,
    tracking_number: d.tracking_number,
    tracking_url: d.tracking_url,
    carrier: d.carrier_name,
    error_message: d.error_message,
    fulfillment: {
      id: d.fulfillment_id,
      distributor_location: { id: d.location_id, code: location?.code ?? '', name: location?.name ?? '' },
      merchant_order: { store_order_reference: d.reference3 ?? d.reference1 },
    },
  };
}

async function presentRows(deps: ShippingDeps, rows: DeliveryRow[]) {
  const locations = await findShippingLocationsByIds(deps.db, [...new Set(rows.map((r) => r.location_id))]);
  const byId = new Map(locations.map((l) => [l.id, l]));
  return rows.map((r) => presentRequest(r, byId.get(r.location_id)));
}

/**
 * `GET /label_requests`: the team's shipments whose label failed, was requested or was booked by hand, newest
 * first (the partial index `deliveries_label_requests_idx`), grouped by delivery status on the screen.
 */
export async function listLabelRequests(deps: ShippingDeps, scope: ScopeLike, query: string | undefined) {
  const term = query?.trim() ? likeTerm(query.trim()) : null;
  const rows = await deps.db
    .select()
    .from(deliveries)
    .where(
      and(
        inScope(deliveries.team_id, scope),
        inArray(deliveries.label_status, [...LABEL_REQUEST_STATES]),
        term ? sql`${deliveries.search_text} like ${term}` : undefined,
      ),
    )
    .orderBy(desc(deliveries.id))
    .limit(LIST_LIMIT);
  return { shipments: await presentRows(deps, rows) };
}

/** `GET /label_requests/{id}`: one shipment of the flow (another team's, or one outside the flow: 404). */
export async function getLabelRequest(deps: ShippingDeps, scope: ScopeLike, id: number) {
  const d = await repo.findDelivery(deps.db, { scope, id });
  if (!d || !(LABEL_REQUEST_STATES as readonly string[]).includes(d.label_status)) {
    throw shippingError('delivery_not_found');
  }
  const [shipment] = await presentRows(deps, [d]);
  return { shipment: shipment! };
}

/**
 * `POST /deliveries/{id}/label`: after a failed label, asks for one by hand. The move `error → label_requested`
 * is guarded in SQL and starts the email to the location's consignment email in the same transaction, so a
 * double click emails once; a repeat answers the delivery.
 */
export async function requestLabel(deps: ShippingDeps, scope: ScopeLike, id: number) {
  const d = await repo.findDelivery(deps.db, { scope, id });
  if (!d) throw shippingError('delivery_not_found');
  if (d.label_status !== 'label_requested') {
    const location = await findShippingLocation(deps.db, { scope, locationId: d.location_id });
    const runId = await deps.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(deliveries)
        .set({ label_status: 'label_requested', updated_at: sql`now()` })
        .where(and(eq(deliveries.id, id), eq(deliveries.label_status, 'error')))
        .returning({ id: deliveries.id });
      if (!moved) return 'lost' as const;
      const to = location?.consignment_email || location?.contact_email;
      if (!to || !location) return null;
      return startWorkflow(
        tx,
        labelRequestEmail,
        {
          to,
          deliveryId: id,
          identifier: d.identifier,
          locationName: location.name,
          locationCode: location.code,
          storeReference: d.reference3 ?? d.reference1,
          carrier: d.carrier_name,
          errorMessage: d.error_message,
          detailsUrl: `${deps.publicUrl ?? ''}/distributor/label_requests/${id}`,
        },
        { teamId: d.team_id },
      );
    });
    if (runId === 'lost') {
      // A concurrent request moved it first (it emails); anything else cannot be requested.
      const now = await repo.findDelivery(deps.db, { scope, id });
      if (now?.label_status !== 'label_requested') throw shippingError('label_not_requestable');
    } else if (runId !== null) await deps.workflows?.runNow(runId);
  }
  return { delivery: presentDelivery(await loadDeliveryOrThrow(deps.db, scope, id)) };
}

/**
 * `POST /deliveries/{id}/manual`: the label request answered by hand with the carrier's label, tracking and cost;
 * the label becomes manual. A repeat with the same tracking number answers the booking; another is refused.
 */
export async function manualBooking(
  deps: ShippingDeps,
  scope: ScopeLike,
  id: number,
  input: {
    carrier: string;
    tracking_number: string;
    tracking_url: string;
    booked_cost: number;
    label_url: string;
  },
) {
  const d = await repo.findDelivery(deps.db, { scope, id });
  if (!d) throw shippingError('delivery_not_found');
  const [moved] = await deps.db
    .update(deliveries)
    .set({
      label_status: 'manual',
      carrier_name: input.carrier,
      tracking_number: input.tracking_number,
      tracking_url: input.tracking_url,
      label_url: input.label_url,
      booked_cost_cents: Math.round(input.booked_cost * 100),
      reference2: input.tracking_number,
      error_message: null,
      updated_at: sql`now()`,
    })
    .where(and(eq(deliveries.id, id), inArray(deliveries.label_status, ['error', 'label_requested'])))
    .returning({ id: deliveries.id });
  const now = moved ? null : await repo.findDelivery(deps.db, { scope, id });
  if (!moved && !(now?.label_status === 'manual' && now.tracking_number === input.tracking_number)) {
    throw shippingError('label_not_requestable', 'A manual booking needs a label request');
  }
  return { delivery: presentDelivery(await loadDeliveryOrThrow(deps.db, scope, id)) };
}
