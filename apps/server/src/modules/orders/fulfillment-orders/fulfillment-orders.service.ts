import { gstTotals, type FulfillmentOrdersQuery } from '@partsflow/contracts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { datatable, pageWindow } from '../../../platform/pagination/pagination.ts';
import { stockAtDistributorLocations, listPlatformDistributors } from '../../distribution/index.ts';
import { trackingOfFulfillments } from '../../shipping/index.ts';
import { connectedDistributors } from '../connections/connections.service.ts';
import { autoBill } from '../payments/payments.service.ts';
import { LIVE_FULFILLMENT_ORDERS, LIVE_FULFILLMENTS, type OrdersDeps } from '../orders.deps.ts';
import { ordersError } from '../orders.errors.ts';
import * as repo from './fulfillment-orders.repository.ts';
import { orderActions, presentOrder, presentOrderRow } from './fulfillment-orders.presenters.ts';
import { loadNames } from './names.ts';
import { pricesForAccounts } from './pricing.ts';
import { planRoute, type RouteCandidate } from './routing.ts';

/** The fulfilment orders table (`fulfillments/datatable.json` and `GET /v1/fulfillments`). */
export async function listOrders(deps: OrdersDeps, actor: Actor, q: FulfillmentOrdersQuery) {
  const teamId = actor.scope.teamId;
  const { rows, total } = await repo.pageOrders(deps.db, teamId, q, pageWindow(q.page, q.per));
  const ids = rows.map((r) => r.id);
  const processing = await repo.processingOrderIds(deps.db, { teamId, orderIds: ids });
  const fs = await repo.listFulfillmentsOfOrders(deps.db, { teamId, orderIds: ids });
  return datatable(
    rows.map((o) =>
      presentOrderRow(
        o,
        processing.has(o.id),
        orderActions(
          o,
          fs.filter((f) => f.fulfillment_order_id === o.id),
        ),
      ),
    ),
    total,
  );
}

/** The order page: the order with its items, fulfilments and timeline. */
export async function orderDetail(db: DbOrTx, teamId: number, id: number) {
  const o = await repo.findOrderOfTeam(db, { teamId, id });
  if (!o) throw ordersError('fulfillment_order_not_found');
  const items = await repo.listOrderItems(db, { teamId, orderId: id });
  const fulfillments = await repo.listFulfillmentsOfOrders(db, { teamId, orderIds: [id] });
  const fulfillmentItems = await repo.listFulfillmentItems(db, {
    teamId,
    fulfillmentIds: fulfillments.map((f) => f.id),
  });
  const history = await repo.listHistory(db, { teamId, orderId: id });
  const tracking = await trackingOfFulfillments(
    db,
    fulfillments.map((f) => f.id),
  );
  const trackingNumbers = [...new Set(tracking.map((t) => t.tracking_number))];
  return {
    fulfillment_order: presentOrder(
      o,
      { items, fulfillments, fulfillmentItems, history, trackingNumbers },
      await loadNames(db, fulfillments),
    ),
  };
}

export async function getOrder(deps: OrdersDeps, actor: Actor, id: number) {
  return orderDetail(deps.db, actor.scope.teamId, id);
}

const itemKey = (sku: string, brand: string) => `${sku}|${brand.toLowerCase()}`;

/**
 * Request Fulfillment (platform design section 3, step 5): routes the items no live fulfilment holds to active
 * locations of the distributors connected to the store that stock them, nearest the destination first, one
 * fulfilment per location (status pending). Allowed from pending, and from rejected to route again (skipping every
 * location that rejected the order). All or nothing: an order that cannot be filled changes nothing and answers 409,
 * except a rejected order with nothing live that nobody else can fill: it fails for good (decision 0921).
 * The order row is locked for the whole routing, so concurrent requests make one set of fulfilments; a repeat
 * after success answers the order as it is.
 */
/**
 * Direct Account (merchant spec 4, payment status; docs/decisions/0460): an order whose every live fulfilment goes
 * to a distributor the store pays on its trade account is direct_account: the platform neither charges it nor
 * pays it out. Routed again to a distributor paid through the platform, it is unpaid again (Pay now).
 */
async function settleDirectAccount(
  tx: DbOrTx,
  p: {
    order: repo.OrderRow;
    accounts: { distributor_id: number; direct_billing: boolean }[];
    distributorIds: number[];
  },
) {
  const direct = new Set(p.accounts.filter((a) => a.direct_billing).map((a) => a.distributor_id));
  const allDirect = p.distributorIds.length > 0 && p.distributorIds.every((d) => direct.has(d));
  const [from, to] = allDirect
    ? (['unpaid', 'direct_account'] as const)
    : (['direct_account', 'unpaid'] as const);
  if (p.order.payment_status !== from) return;
  if (!(await repo.updatePaymentStatusFrom(tx, { teamId: p.order.team_id, id: p.order.id, from, to })))
    return;
  await repo.addHistory(tx, {
    teamId: p.order.team_id,
    orderId: p.order.id,
    status: to,
    comment: allDirect
      ? 'Direct Account: paid to the distributor on your account'
      : 'Payment due: a distributor is paid through the platform',
  });
}

/**
 * An order no distributor can fulfil (decision 0921): failed, with the reason on its timeline and in `last_error`.
 * An unpaid order owes nothing any more (payment status order_cancelled, as a cancelled one). Guarded: once.
 */
async function failOrder(tx: DbOrTx, o: repo.OrderRow, message: string) {
  const failed = await repo.updateOrderFrom(tx, {
    teamId: o.team_id,
    id: o.id,
    from: ['rejected'],
    set: {
      status: 'failed',
      last_error: message,
      fulfillments_count: 0,
      ...(o.payment_status === 'unpaid' ? { payment_status: 'order_cancelled' as const } : {}),
    },
  });
  if (failed)
    await repo.addHistory(tx, {
      teamId: o.team_id,
      orderId: o.id,
      status: 'failed',
      comment: `Fulfillment failed: ${message}`,
    });
}

export async function requestFulfillment(deps: OrdersDeps, actor: Actor, id: number) {
  const teamId = actor.scope.teamId;
  const notify = await deps.db.transaction(async (tx) => {
    const o = await repo.findOrderOfTeam(tx, { teamId, id, lock: true });
    if (!o) throw ordersError('fulfillment_order_not_found');
    if (o.status === 'submitted') return null;
    if (o.status !== 'pending' && o.status !== 'rejected')
      throw ordersError('transition_not_allowed', `Fulfillment cannot be requested for a ${o.status} order`);
    const items = await repo.listOrderItems(tx, { teamId, orderId: id });
    const existing = await repo.listFulfillmentsOfOrders(tx, { teamId, orderIds: [id] });
    const held = new Set(
      (
        await repo.listFulfillmentItems(tx, {
          teamId,
          fulfillmentIds: existing.filter((f) => f.status !== 'cancelled').map((f) => f.id),
        })
      ).map((i) => i.fulfillment_order_item_id),
    );
    const rejectedAt = new Set(
      existing.filter((f) => f.rejection_reason).map((f) => f.distributor_location_id),
    );
    const toRoute = items.filter((i) => !held.has(i.id));
    const unmatched = toRoute.filter((i) => !i.catalogue_sku || !i.product_brand);
    if (unmatched.length)
      throw ordersError(
        'order_not_routable',
        `No catalogue product has the SKU ${unmatched.map((i) => i.store_sku).join(', ')}`,
      );
    const accounts = await connectedDistributors(tx, { teamId, storeId: o.store_id });
    if (!accounts.length)
      throw ordersError('order_not_routable', `Connect a distributor to ${o.store_name} first`);
    const { locations, stock } = await stockAtDistributorLocations(tx, {
      distributorIds: accounts.map((a) => a.distributor_id),
      skus: [...new Set(toRoute.map((i) => i.catalogue_sku!))],
    });
    const destination = deps.locate({ postcode: o.shipping_address.postcode, city: o.shipping_address.city });
    const candidates: RouteCandidate[] = locations
      .filter((l) => !rejectedAt.has(l.id))
      .map((l) => ({
        locationId: l.id,
        distanceKm:
          destination && l.latitude !== null && l.longitude !== null
            ? deps.distanceKm(destination, { latitude: l.latitude, longitude: l.longitude })
            : Number.POSITIVE_INFINITY,
        stock: new Map(
          stock.filter((s) => s.location_id === l.id).map((s) => [itemKey(s.sku, s.brand), s.quantity]),
        ),
      }));
    const routed = planRoute(
      toRoute.map((i) => ({
        id: i.id,
        key: itemKey(i.catalogue_sku!, i.product_brand!),
        quantity: i.quantity,
      })),
      candidates,
    );
    if (!routed.plan) {
      const skus = routed.unfillable.map((u) => toRoute.find((i) => i.id === u.id)!.store_sku);
      // Routed again after rejections and nobody is left who can fill it, with nothing of it still live: the
      // order has failed for good (decision 0921). It is kept failed (committed) and the request answers why.
      if (o.status === 'rejected' && !existing.some((f) => f.status !== 'cancelled')) {
        const message = `No other distributor location can fulfil ${skus.join(', ')}`;
        await failOrder(tx, o, message);
        return { failed: message };
      }
      throw ordersError(
        'order_not_routable',
        `No connected distributor location has enough stock of ${skus.join(', ')}`,
      );
    }
    const byId = new Map(locations.map((l) => [l.id, l]));
    const distributors = new Map((await listPlatformDistributors(tx)).map((d) => [d.id, d]));
    const prices = await pricesForAccounts(
      { db: tx, now: deps.now },
      accounts,
      toRoute.map((i) => i.catalogue_sku!),
    );
    const made: { teamId: number; distributorId: number; locationId: number; fulfillmentId: number }[] = [];
    for (const step of routed.plan) {
      const loc = byId.get(step.locationId)!;
      const account = accounts.find((a) => a.distributor_id === loc.distributor_id)!;
      const f = await repo.insertFulfillment(tx, {
        team_id: teamId,
        fulfillment_order_id: id,
        distributor_id: loc.distributor_id,
        distributor_team_id: loc.team_id,
        distributor_location_id: loc.id,
        account_code: account.account_code,
      });
      const lines = toRoute.filter((i) => step.itemIds.includes(i.id));
      const priced = lines.map((i) => ({
        item: i,
        price: prices.of(loc.team_id, account.account_code, i.catalogue_sku!) ?? i.price_cents,
      }));
      for (const p of priced)
        if (p.price !== p.item.price_cents)
          await repo.setOrderItemPrice(tx, { teamId, id: p.item.id, priceCents: p.price });
      await repo.insertFulfillmentItems(
        tx,
        priced.map(({ item, price }) => ({
          team_id: teamId,
          fulfillment_id: f.id,
          fulfillment_order_item_id: item.id,
          store_sku: item.store_sku,
          catalogue_sku: item.catalogue_sku,
          product_title: item.product_title,
          product_brand: item.product_brand,
          price_cents: price,
          quantity: item.quantity,
        })),
      );
      const distributor = distributors.get(loc.distributor_id)?.name ?? '';
      await repo.addHistory(tx, {
        teamId,
        orderId: id,
        fulfillmentId: f.id,
        status: 'submitted',
        comment: `Fulfillment requested from ${distributor} (${loc.name})`,
      });
      made.push({
        teamId: loc.team_id,
        distributorId: loc.distributor_id,
        locationId: loc.id,
        fulfillmentId: f.id,
      });
    }
    const after = await repo.listOrderItems(tx, { teamId, orderId: id });
    const live = [...existing.filter((f) => f.status !== 'cancelled'), ...made];
    await settleDirectAccount(tx, {
      order: o,
      accounts,
      distributorIds: [
        ...existing.filter((f) => f.status !== 'cancelled').map((f) => f.distributor_id),
        ...made.map((m) => m.distributorId),
      ],
    });
    await repo.updateOrderFrom(tx, {
      teamId,
      id,
      from: ['pending', 'rejected'],
      set: {
        status: 'submitted',
        ...gstTotals(after.map((i) => ({ price_cents: i.price_cents, quantity: i.quantity }))),
        fulfillments_count: live.length,
        last_error: null,
      },
    });
    return made;
  });
  if (notify && 'failed' in notify) {
    await deps.live.publish(teamId, LIVE_FULFILLMENT_ORDERS, { id });
    throw ordersError('order_not_routable', notify.failed);
  }
  if (notify) {
    for (const m of notify)
      await deps.live.publish(m.teamId, LIVE_FULFILLMENTS, {
        location_id: m.locationId,
        id: m.fulfillmentId,
      });
    await deps.live.publish(teamId, LIVE_FULFILLMENT_ORDERS, { id });
    // After the routing committed: a payment failure never leaves the order half-routed.
    await autoBill(deps, teamId, id);
  }
  return orderDetail(deps.db, teamId, id);
}

/**
 * Request Cancellation: asks the distributor of every live fulfilment to cancel it (each answers through the
 * cancellation request). Only a submitted order; a repeat while the answers are pending changes nothing.
 */
export async function requestCancellation(deps: OrdersDeps, actor: Actor, id: number) {
  const teamId = actor.scope.teamId;
  const notify = await deps.db.transaction(async (tx) => {
    const o = await repo.findOrderOfTeam(tx, { teamId, id, lock: true });
    if (!o) throw ordersError('fulfillment_order_not_found');
    if (o.status !== 'submitted')
      throw ordersError('transition_not_allowed', `Cancellation cannot be requested for a ${o.status} order`);
    const live = (await repo.listFulfillmentsOfOrders(tx, { teamId, orderIds: [id] })).filter(
      (f) => f.status === 'pending' || f.status === 'in_progress',
    );
    const asking = live.filter((f) => f.cancellation_status !== 'pending');
    if (!asking.length) return [];
    for (const f of asking) {
      await repo.setCancellationRequested(tx, { teamId, id: f.id });
    }
    await repo.addHistory(tx, {
      teamId,
      orderId: id,
      status: 'cancellation_requested',
      comment: 'Cancellation requested',
    });
    return asking.map((f) => ({
      teamId: f.distributor_team_id,
      locationId: f.distributor_location_id,
      id: f.id,
    }));
  });
  for (const m of notify)
    await deps.live.publish(m.teamId, LIVE_FULFILLMENTS, { location_id: m.locationId, id: m.id });
  return orderDetail(deps.db, teamId, id);
}
