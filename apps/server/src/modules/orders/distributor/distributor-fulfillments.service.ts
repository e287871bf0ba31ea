import {
  fulfillmentDisplayStatus,
  REJECTION_REASONS,
  type CancellationRequestResponse,
  type DistributorFulfillment,
  type FulfillmentAction,
  type FulfillmentRequestResponse,
} from '@partsflow/contracts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { distributorList, pageWindow } from '../../../platform/pagination/pagination.ts';
import {
  listPlatformDistributors,
  locationsOfDistributorTeam,
  routingLocationsByIds,
  type RoutingLocation,
} from '../../distribution/index.ts';
import * as orders from '../fulfillment-orders/fulfillment-orders.repository.ts';
import { LIVE_FULFILLMENT_ORDERS, LIVE_FULFILLMENTS, type OrdersDeps } from '../orders.deps.ts';
import { fieldError, ordersError } from '../orders.errors.ts';
import { refundCancelledFulfilment } from '../payments/refunds.service.ts';
import { clawBackFulfilment, payOutFulfilment } from '../payouts/payouts.service.ts';
import { proposeShipment } from '../shipments/shipments.service.ts';
import * as repo from './distributor-fulfillments.repository.ts';

type Joined = NonNullable<Awaited<ReturnType<typeof repo.findForDistributor>>>;

/** What the distributor may do (distributor spec 4), from the server's state. */
export function fulfillmentActions(f: Joined['f']): FulfillmentAction[] {
  if (f.cancellation_status === 'pending') return ['respond_cancellation_request'];
  if (f.status === 'pending') return ['respond_fulfillment_request', 'change_location'];
  return [];
}

function present(
  { f, o }: Joined,
  items: orders.FulfillmentItemRow[],
  location: RoutingLocation | undefined,
): DistributorFulfillment {
  const a = o.shipping_address;
  return {
    id: f.id,
    distributor_order_id: f.distributor_order_id,
    created_at: f.created_at.toISOString(),
    distributor_status: f.status,
    display_status: fulfillmentDisplayStatus(f),
    cancellation_status: f.cancellation_status,
    supported_actions: fulfillmentActions(f),
    merchant_order: { store_name: o.store_name, store_order_reference: o.fulfillment_name },
    sender: {
      company: null,
      name: location?.contact_person ?? location?.name ?? '',
      email: location?.contact_email ?? null,
      phone: location?.contact_phone ?? null,
      address1: location?.address1 ?? '',
      address2: location?.address2 ?? null,
      city: location?.city ?? '',
      subdivision_code: location?.state ?? '',
      postal_code: location?.postcode ?? '',
      country: location?.country_code ?? 'AU',
    },
    recipient: {
      company: a.company,
      name: a.name,
      email: o.customer.email,
      phone: o.customer.phone,
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      subdivision_code: a.state_code,
      postal_code: a.postcode,
      country: a.country,
    },
    item_count: items.reduce((n, i) => n + i.quantity, 0),
    line_items: items.map((i) => ({
      id: i.id,
      quantity: i.quantity,
      product: { sku: i.catalogue_sku ?? i.store_sku, title: i.product_title },
      merchant_order_line_item: { store_unit_price: i.price_cents },
    })),
    distributor_location: {
      id: f.distributor_location_id,
      name: location?.name ?? '',
      code: location?.code ?? '',
    },
  };
}

async function presentMany(db: DbOrTx, teamId: number, rows: Joined[]) {
  const items = await repo.itemsForDistributor(db, { teamId, fulfillmentIds: rows.map((r) => r.f.id) });
  const locations = new Map(
    (await routingLocationsByIds(db, [...new Set(rows.map((r) => r.f.distributor_location_id))])).map((l) => [
      l.id,
      l,
    ]),
  );
  return rows.map((r) =>
    present(
      r,
      items.filter((i) => i.fulfillment_id === r.f.id),
      locations.get(r.f.distributor_location_id),
    ),
  );
}

/** GET /fulfillments: the team's fulfilment requests, newest first, `{results, pagination}`. */
export async function listFulfillments(
  deps: OrdersDeps,
  actor: Actor,
  q: { location_ids: number[]; page: number; page_size: number; query?: string },
) {
  const teamId = actor.scope.teamId;
  const { rows, total } = await repo.pageForDistributor(deps.db, {
    teamId,
    locationIds: q.location_ids,
    query: q.query || undefined,
    win: pageWindow(q.page, q.page_size),
  });
  return distributorList(await presentMany(deps.db, teamId, rows), {
    page: q.page,
    page_size: q.page_size,
    total,
  });
}

/** GET /fulfillments/statistics: per location, pending, in progress and complete requests. */
export async function fulfillmentStatistics(deps: OrdersDeps, actor: Actor, q: { location_ids: number[] }) {
  const teamId = actor.scope.teamId;
  const mine = (await locationsOfDistributorTeam(deps.db, teamId)).map((l) => l.id);
  const ids = q.location_ids.length ? mine.filter((id) => q.location_ids.includes(id)) : mine;
  const counts = await repo.countsByLocation(deps.db, { teamId, locationIds: ids });
  const n = (loc: number, status: string) =>
    counts.find((c) => c.location_id === loc && c.status === status)?.n ?? 0;
  return {
    statistics: ids.map((id) => ({
      location_id: id,
      fulfillments: {
        pending: n(id, 'pending'),
        in_progress: n(id, 'in_progress'),
        complete: n(id, 'complete'),
      },
    })),
  };
}

async function detail(db: DbOrTx, teamId: number, id: number) {
  const row = await repo.findForDistributor(db, { teamId, id });
  if (!row) throw ordersError('fulfillment_not_found');
  const [fulfillment] = await presentMany(db, teamId, [row]);
  return { fulfillment: fulfillment! };
}

export async function getFulfillment(deps: OrdersDeps, actor: Actor, id: number) {
  return detail(deps.db, actor.scope.teamId, id);
}

async function distributorName(db: DbOrTx, id: number) {
  return (await listPlatformDistributors(db)).find((d) => d.id === id)?.name ?? 'The distributor';
}

const withMessage = (text: string, message: string | undefined | null) =>
  message ? `${text}: ${message}` : text;

/**
 * PUT /fulfillments/{id}/fulfillment_request. Accept: the reference number becomes distributor_order_id and the
 * fulfilment is in progress. Reject with one of the five reasons: the fulfilment is cancelled with the reason, the
 * order shows it (status rejected) and may be routed again, skipping this location. Only a pending request; the
 * same answer repeated is harmless, a different one answers 409.
 */
async function payOutAcceptedIfPaid(deps: OrdersDeps, actor: Actor, fulfillmentId: number) {
  const row = await repo.findForDistributor(deps.db, { teamId: actor.scope.teamId, id: fulfillmentId });
  if (row?.o.payment_status === 'paid' && row.f.status === 'in_progress')
    await payOutFulfilment(deps, fulfillmentId);
}

export async function respondFulfillmentRequest(
  deps: OrdersDeps,
  actor: Actor,
  id: number,
  input: FulfillmentRequestResponse,
) {
  const teamId = actor.scope.teamId;
  const merchantTeam = await deps.db.transaction(async (tx) => {
    const row = await repo.findForDistributor(tx, { teamId, id, lock: true });
    if (!row) throw ordersError('fulfillment_not_found');
    const { f, o } = row;
    const who = await distributorName(tx, f.distributor_id);
    const accept = input.status === 'accept';
    // The same answer again: nothing more happens.
    if (
      accept
        ? f.status === 'in_progress' && f.distributor_order_id === input.reference_number
        : f.status === 'cancelled' && f.rejection_reason === input.rejection_reason
    )
      return null;
    const done = await repo.updateFulfillmentFrom(tx, {
      teamId,
      id,
      from: ['pending'],
      cancellation: 'none',
      set: {
        ...(accept
          ? { status: 'in_progress' as const, distributor_order_id: input.reference_number! }
          : { status: 'cancelled' as const, rejection_reason: input.rejection_reason! }),
        merchant_message: input.merchant_message || null,
      },
    });
    if (!done) throw ordersError('fulfillment_not_pending');
    await orders.addHistory(tx, {
      teamId: o.team_id,
      orderId: o.id,
      fulfillmentId: f.id,
      status: accept ? 'accepted' : 'rejected',
      comment: withMessage(
        accept
          ? `${who} accepted, order ${input.reference_number}`
          : `${who} rejected: ${REJECTION_REASONS[input.rejection_reason!]}`,
        input.merchant_message,
      ),
    });
    if (accept) return o.team_id;
    await orders.updateOrderFrom(tx, {
      teamId: o.team_id,
      id: o.id,
      from: ['submitted'],
      set: {
        status: 'rejected',
        fulfillments_count: await orders.liveFulfillmentCount(tx, { teamId: o.team_id, orderId: o.id }),
      },
    });
    return o.team_id;
  });
  if (merchantTeam !== null)
    await deps.live.publish(merchantTeam, LIVE_FULFILLMENT_ORDERS, { fulfillment_id: id });
  // Accepted (now or before, when this is a retry): units and the proposed shipment, made once.
  if (input.status === 'accept') await proposeShipment(deps, actor, id);
  // A fulfilment of an order already paid for: the distributor's share is paid out now.
  if (input.status === 'accept') await payOutAcceptedIfPaid(deps, actor, id);
  return detail(deps.db, teamId, id);
}

/**
 * PUT /fulfillments/{id}/cancellation_request. Accept: the fulfilment is cancelled, and the order too once none of
 * its fulfilments is live (an unpaid order's payment status becomes order_cancelled). Reject: the fulfilment goes
 * on. Only while a cancellation is pending; the same answer repeated is harmless.
 */
export async function respondCancellationRequest(
  deps: OrdersDeps,
  actor: Actor,
  id: number,
  input: CancellationRequestResponse,
) {
  const teamId = actor.scope.teamId;
  const merchantTeam = await deps.db.transaction(async (tx) => {
    const row = await repo.findForDistributor(tx, { teamId, id, lock: true });
    if (!row) throw ordersError('fulfillment_not_found');
    const { f, o } = row;
    const answer = input.status === 'accept' ? 'accepted' : 'rejected';
    if (f.cancellation_status === answer) return null;
    const done = await repo.updateFulfillmentFrom(tx, {
      teamId,
      id,
      from: ['pending', 'in_progress'],
      cancellation: 'pending',
      set:
        input.status === 'accept'
          ? { status: 'cancelled', cancellation_status: 'accepted' }
          : { cancellation_status: 'rejected' },
    });
    if (!done) throw ordersError('cancellation_not_requested');
    // Cancelled after its payout: the distributor's next payouts give it back (decision 0470).
    if (input.status === 'accept') await clawBackFulfilment(tx, f.id);
    const who = await distributorName(tx, f.distributor_id);
    await orders.addHistory(tx, {
      teamId: o.team_id,
      orderId: o.id,
      fulfillmentId: f.id,
      status: input.status === 'accept' ? 'cancelled' : 'cancellation_rejected',
      comment: withMessage(`${who} ${answer} the cancellation`, input.merchant_message),
    });
    const live = await orders.liveFulfillmentCount(tx, { teamId: o.team_id, orderId: o.id });
    if (input.status === 'accept' && live === 0) {
      await orders.updateOrderFrom(tx, {
        teamId: o.team_id,
        id: o.id,
        from: ['submitted', 'rejected'],
        set: {
          status: 'cancelled',
          fulfillments_count: 0,
          ...(o.payment_status === 'unpaid' ? { payment_status: 'order_cancelled' as const } : {}),
        },
      });
      await orders.addHistory(tx, {
        teamId: o.team_id,
        orderId: o.id,
        status: 'cancelled',
        comment: 'Order cancelled',
      });
    } else if (input.status === 'accept') {
      await orders.updateOrderFrom(tx, {
        teamId: o.team_id,
        id: o.id,
        from: ['submitted', 'rejected'],
        set: { fulfillments_count: live },
      });
    }
    return o.team_id;
  });
  if (merchantTeam !== null)
    await deps.live.publish(merchantTeam, LIVE_FULFILLMENT_ORDERS, { fulfillment_id: id });
  // Cancelled after the merchant paid: its share goes back to the card, once (decision 0474; a refusal is retried).
  if (input.status === 'accept') await refundCancelledFulfilment(deps, id);
  return detail(deps.db, teamId, id);
}

/** PUT /fulfillments/{id}/change_location: a pending request moves to another active location of the team. */
export async function changeLocation(deps: OrdersDeps, actor: Actor, id: number, newLocationId: number) {
  const teamId = actor.scope.teamId;
  const moved = await deps.db.transaction(async (tx) => {
    const row = await repo.findForDistributor(tx, { teamId, id, lock: true });
    if (!row) throw ordersError('fulfillment_not_found');
    const { f, o } = row;
    if (f.distributor_location_id === newLocationId) return null;
    const locations = await locationsOfDistributorTeam(tx, teamId);
    const target = locations.find((l) => l.id === newLocationId);
    if (!target) throw ordersError('location_not_found');
    if (!target.active) throw fieldError(['new_location_id'], 'Choose an active location');
    const from = locations.find((l) => l.id === f.distributor_location_id);
    const done = await repo.updateFulfillmentFrom(tx, {
      teamId,
      id,
      from: ['pending'],
      cancellation: 'none',
      set: { distributor_location_id: newLocationId },
    });
    if (!done) throw ordersError('fulfillment_not_pending');
    await orders.addHistory(tx, {
      teamId: o.team_id,
      orderId: o.id,
      fulfillmentId: f.id,
      status: 'location_changed',
      comment: `Moved from ${from?.name ?? 'a location'} to ${target.name}`,
    });
    return { merchant: o.team_id };
  });
  if (moved) {
    await deps.live.publish(teamId, LIVE_FULFILLMENTS, { location_id: newLocationId, id });
    await deps.live.publish(moved.merchant, LIVE_FULFILLMENT_ORDERS, { fulfillment_id: id });
  }
  return detail(deps.db, teamId, id);
}
