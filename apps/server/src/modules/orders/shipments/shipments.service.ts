import {
  FULFILLMENT_ERROR_MESSAGES,
  portalDeliveryStatus,
  UNIT_MESSAGES,
  type ErrorDetail,
  type ParcelLayout,
  type PlanReason,
  type Shipment,
  type ShipmentPatchInput,
  type ShipmentUnitInput,
  type UnitMessageCode,
} from '@partsflow/contracts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { DbOrTx, Tx } from '../../../platform/db/client.ts';
import { validationFailed } from '../../../platform/http/errors.ts';
import { distributorList, pageWindow } from '../../../platform/pagination/pagination.ts';
import { locationsOfDistributorTeam } from '../../distribution/index.ts';
import {
  bookDelivery,
  createPlannedDelivery,
  deliveriesOfFulfillments,
  EDITABLE_DELIVERY_STATUSES,
  fulfillmentDeliveryCounts,
  fulfillmentDelivery,
  pageFulfillmentDeliveries,
  PORTAL_DELIVERY_STATUSES,
  presentPrice,
  quoteDelivery,
  replaceDeliveryPlan,
  type DeliveryGraph,
  type PartyJson,
  type PlannedParcel,
} from '../../shipping/index.ts';
import * as fulfillmentsRepo from '../distributor/distributor-fulfillments.repository.ts';
import type { OrdersDeps } from '../orders.deps.ts';
import { ordersError } from '../orders.errors.ts';
import * as repo from './fulfillment-units.repository.ts';
import { cartonLayout, draftUnits, plannedParcels, proposePacking } from './packing-proposal.ts';

type Joined = NonNullable<Awaited<ReturnType<typeof fulfillmentsRepo.findForDistributor>>>;
type UnitRow = repo.UnitRow;

const LIVE = (g: DeliveryGraph) => g.delivery.status !== 'cancelled';
const editable = (g: DeliveryGraph) => EDITABLE_DELIVERY_STATUSES.includes(g.delivery.status);

/** Packed quantity of each unit in the deliveries given. */
function packedBy(graphs: DeliveryGraph[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const g of graphs)
    for (const p of g.parcels)
      for (const i of p.items)
        if (i.fulfillment_unit_id !== null)
          out.set(i.fulfillment_unit_id, (out.get(i.fulfillment_unit_id) ?? 0) + i.quantity);
  return out;
}

function presentShipment(
  g: DeliveryGraph,
  { f, o }: Joined,
  lineItems: repo.LineItem[],
  units: UnitRow[],
  fulfillmentGraphs: DeliveryGraph[],
): Shipment {
  const d = g.delivery;
  const here = packedBy([g]);
  const elsewhere = packedBy(fulfillmentGraphs.filter((x) => x.delivery.id !== d.id && LIVE(x)));
  const errors: Shipment['all_errors'] = [];
  const presentedUnits = units.map((u) => {
    const packedHere = here.get(u.id) ?? 0;
    const packedElsewhere = elsewhere.get(u.id) ?? 0;
    const packed = packedHere + packedElsewhere;
    const status = packed >= u.quantity ? 'packed' : packed > 0 ? 'partially_allocated' : 'unallocated';
    const codes = u.message_codes as UnitMessageCode[];
    const name = u.label ? `${u.sku} (${u.label})` : u.sku;
    if (codes.includes('missing_dimensions'))
      errors.push({
        code: 'unit.missing_dimensions',
        path: `units.${u.id}`,
        message: `${name}: ${FULFILLMENT_ERROR_MESSAGES['unit.missing_dimensions']}`,
      });
    if (codes.includes('missing_weight'))
      errors.push({
        code: 'unit.missing_weight',
        path: `units.${u.id}`,
        message: `${name}: ${FULFILLMENT_ERROR_MESSAGES['unit.missing_weight']}`,
      });
    if (status === 'unallocated')
      errors.push({
        code: 'unit.unallocated',
        path: `units.${u.id}`,
        message: `${name}: ${FULFILLMENT_ERROR_MESSAGES['unit.unallocated']}`,
      });
    if (status === 'partially_allocated')
      errors.push({
        code: 'unit.partially_allocated',
        path: `units.${u.id}`,
        message: `${name}: ${FULFILLMENT_ERROR_MESSAGES['unit.partially_allocated']}`,
      });
    return {
      id: u.id,
      identifier: `U${String(u.id).padStart(7, '0')}`,
      line_item_id: u.fulfillment_item_id,
      product: { id: u.product_id, sku: u.sku, title: u.title },
      label: u.label,
      quantity: u.quantity,
      quantity_packed: packedHere,
      quantity_packed_elsewhere: packedElsewhere,
      length_mm: u.length_mm,
      width_mm: u.width_mm,
      height_mm: u.height_mm,
      weight_g: u.weight_g,
      ships_separate: u.ships_separate,
      source: u.source,
      source_identifier: u.source_identifier,
      linked_product_package: u.package_id,
      packaging: {
        status,
        message_codes: codes,
        messages: codes.map((c) => ({ code: c, ...UNIT_MESSAGES[c] })),
      } as Shipment['units'][number]['packaging'],
    };
  });
  if (!g.parcels.length)
    errors.push({
      code: 'delivery.empty',
      path: 'cartons',
      message: FULFILLMENT_ERROR_MESSAGES['delivery.empty'],
    });
  for (const p of g.parcels)
    if (!p.items.length)
      errors.push({
        code: 'parcel.empty',
        path: `cartons.${p.id}`,
        message: `${p.name}: ${FULFILLMENT_ERROR_MESSAGES['parcel.empty']}`,
      });
  const actions: string[] = [];
  if (editable(g)) actions.push('save', 'add_unit', 'remove_unit', 'quote');
  if (editable(g) && errors.length === 0) actions.push('book');
  if (['generated', 'printed', 'manual'].includes(d.label_status)) actions.push('download_shipping_label');
  return {
    id: d.id,
    fulfillment_id: f.id,
    location_id: d.location_id,
    version: d.version,
    created_at: d.created_at.toISOString(),
    status: portalDeliveryStatus(d.status),
    delivery_status: d.status,
    identifiers: [d.identifier, ...(d.tracking_number ? [d.tracking_number] : [])],
    identifier: d.identifier,
    tracking_reference: d.tracking_number,
    tracking_url: d.tracking_url,
    error_message: d.status === 'error' ? d.error_message : null,
    distributor_reference: f.distributor_order_id,
    store_reference: o.fulfillment_name,
    freight_broker_reference: d.external_job_id,
    external_tracking_data: { job_id: d.external_job_id },
    stores: [{ name: o.store_name }],
    editable: editable(g),
    supported_actions: actions,
    all_errors: errors,
    sender: d.sender,
    recipient: d.recipient,
    line_items: lineItems.map((l) => ({
      id: l.id,
      quantity: l.quantity,
      product: { id: l.product_id, sku: l.sku, title: l.title },
    })),
    units: presentedUnits,
    cartons: g.parcels.map((p) => ({
      id: p.id,
      position: p.position,
      name: p.name,
      distributor_box_id: p.distributor_box_id,
      packing_method: p.packing_method,
      label_size: p.label_size,
      length_mm: p.length_mm,
      width_mm: p.width_mm,
      height_mm: p.height_mm,
      weight_g: p.weight_g,
      carton_items: p.items.map((i) => ({
        id: i.id,
        shipment_unit_id: i.fulfillment_unit_id,
        quantity: i.quantity,
      })),
      layout: (p.layout as ParcelLayout | null) ?? null,
    })),
    plan_reason: (d.plan_reason as PlanReason | null) ?? null,
    prices: g.quotes.map(presentPrice),
    item_count: presentedUnits.reduce((s, u) => s + u.quantity, 0),
    carton_count: g.parcels.length,
  };
}

async function presentMany(db: DbOrTx, teamId: number, graphs: DeliveryGraph[]): Promise<Shipment[]> {
  const fulfillmentIds = [...new Set(graphs.map((g) => g.delivery.fulfillment_id!))];
  const scope = { teamId, staff: false };
  const [joined, lineItems, units, all] = await Promise.all([
    repo.fulfillmentsByIds(db, { teamId, ids: fulfillmentIds }),
    repo.lineItemsOf(db, { teamId, fulfillmentIds }),
    repo.unitsOf(db, { teamId, fulfillmentIds }),
    deliveriesOfFulfillments(db, scope, fulfillmentIds),
  ]);
  const byId = new Map(joined.map((j) => [j.f.id, j]));
  return graphs.flatMap((g) => {
    const fid = g.delivery.fulfillment_id!;
    const j = byId.get(fid);
    if (!j) return [];
    return [
      presentShipment(
        g,
        j,
        lineItems.filter((l) => l.fulfillment_id === fid),
        units.filter((u) => u.fulfillment_id === fid),
        all.filter((x) => x.delivery.fulfillment_id === fid),
      ),
    ];
  });
}

async function loadGraph(db: DbOrTx, actor: Actor, id: number) {
  const g = await fulfillmentDelivery(db, { teamId: actor.scope.teamId, staff: false }, id);
  if (!g) throw ordersError('shipment_not_found');
  return g;
}

async function detail(db: DbOrTx, actor: Actor, id: number) {
  const g = await loadGraph(db, actor, id);
  const [shipment] = await presentMany(db, actor.scope.teamId, [g]);
  if (!shipment) throw ordersError('shipment_not_found');
  return { shipment };
}

export async function getShipment(deps: OrdersDeps, actor: Actor, id: number) {
  return detail(deps.db, actor, id);
}

/** GET /shipments: the fulfilments' shipments of the locations, newest first (default: pending and quoted). */
export async function listShipments(
  deps: OrdersDeps,
  actor: Actor,
  q: { location_ids: number[]; page: number; page_size: number; query?: string; status?: string },
) {
  const teamId = actor.scope.teamId;
  const wanted = (q.status || 'pending,quoted').split(',').map((s) => s.trim());
  const statuses = [...new Set(wanted.flatMap((s) => PORTAL_DELIVERY_STATUSES[s] ?? []))];
  if (!statuses.length) return distributorList([], { page: q.page, page_size: q.page_size, total: 0 });
  const query = q.query || null;
  const fulfillmentIds = query ? await repo.fulfillmentIdsMatching(deps.db, { teamId, query }) : [];
  const { graphs, total } = await pageFulfillmentDeliveries(deps.db, {
    scope: { teamId, staff: false },
    locationIds: q.location_ids,
    statuses,
    query,
    fulfillmentIds,
    window: pageWindow(q.page, q.page_size),
  });
  return distributorList(await presentMany(deps.db, teamId, graphs), {
    page: q.page,
    page_size: q.page_size,
    total,
  });
}

/** GET /shipments/statistics: per location, pending, quoted, booked and shipped shipments. */
export async function shipmentStatistics(deps: OrdersDeps, actor: Actor, q: { location_ids: number[] }) {
  const teamId = actor.scope.teamId;
  const mine = (await locationsOfDistributorTeam(deps.db, teamId)).map((l) => l.id);
  const ids = q.location_ids.length ? mine.filter((id) => q.location_ids.includes(id)) : mine;
  const counts = await fulfillmentDeliveryCounts(deps.db, { teamId, staff: false }, ids);
  const n = (loc: number, portal: string) =>
    counts
      .filter((c) => c.location_id === loc && PORTAL_DELIVERY_STATUSES[portal]!.includes(c.status))
      .reduce((s, c) => s + c.n, 0);
  return {
    statistics: ids.map((id) => ({
      location_id: id,
      shipments: {
        pending: n(id, 'pending'),
        quoted: n(id, 'quoted'),
        booked: n(id, 'booked'),
        shipped: n(id, 'shipped'),
      },
    })),
  };
}

function recipientOf(o: Joined['o']): PartyJson {
  const a = o.shipping_address;
  return {
    company: a.company ?? null,
    name: a.name,
    email: o.customer.email,
    phone: o.customer.phone,
    address1: a.address1,
    address2: a.address2 ?? null,
    city: a.city,
    subdivision_code: a.state_code,
    postal_code: a.postcode,
    country: a.country ?? 'AU',
  };
}

/**
 * After a fulfilment request is accepted: makes the fulfilment's units from its line items and the products'
 * packages, runs the packing engine over the distributor's boxes and stores its proposal as a pending shipment.
 * Harmless when repeated: a fulfilment that already has units is left as it is. Pricing the candidates happens
 * before the writing transaction (the exchange is not held inside it).
 */
export async function proposeShipment(deps: OrdersDeps, actor: Actor, fulfillmentId: number) {
  const teamId = actor.scope.teamId;
  const row = await fulfillmentsRepo.findForDistributor(deps.db, { teamId, id: fulfillmentId });
  if (!row || row.f.status !== 'in_progress') return null;
  if ((await repo.unitsOf(deps.db, { teamId, fulfillmentIds: [fulfillmentId] })).length) return null;
  const lineItems = await repo.lineItemsOf(deps.db, { teamId, fulfillmentIds: [fulfillmentId] });
  const drafts = await draftUnits(deps.db, { lineItems, distributorId: row.f.distributor_id });
  const recipient = recipientOf(row.o);
  const scope = { teamId, staff: false };
  const proposal = await proposePacking({ db: deps.db, shipping: deps.shipping }, scope, {
    units: drafts,
    teamId,
    locationId: row.f.distributor_location_id,
    recipient,
  });
  return deps.db.transaction(async (tx) => {
    const locked = await fulfillmentsRepo.findForDistributor(tx, { teamId, id: fulfillmentId, lock: true });
    if (!locked || locked.f.status !== 'in_progress') return null;
    if ((await repo.unitsOf(tx, { teamId, fulfillmentIds: [fulfillmentId] })).length) return null;
    const stored = await repo.insertUnits(
      tx,
      proposal.units.map(({ key: _key, ...u }) => ({ ...u, team_id: teamId, fulfillment_id: fulfillmentId })),
    );
    const keyToId = new Map(proposal.units.map((u, i) => [u.key, stored[i]!.id]));
    return createPlannedDelivery(tx, scope, {
      locationId: row.f.distributor_location_id,
      fulfillmentId,
      recipient,
      reference1: row.f.distributor_order_id,
      reference3: row.o.fulfillment_name,
      parcels: plannedParcels(proposal.plan, stored, keyToId),
      planReason: proposal.reason as unknown as Record<string, unknown>,
    });
  });
}

/** The shipment's fulfilment locked for the transaction, its units and its other deliveries. */
async function lockForEdit(tx: Tx, actor: Actor, id: number) {
  const teamId = actor.scope.teamId;
  const g0 = await loadGraph(tx, actor, id);
  const fulfillmentId = g0.delivery.fulfillment_id!;
  const joined = await fulfillmentsRepo.findForDistributor(tx, { teamId, id: fulfillmentId, lock: true });
  if (!joined) throw ordersError('shipment_not_found');
  const g = await loadGraph(tx, actor, id);
  if (!editable(g)) throw ordersError('shipment_not_editable');
  const units = await repo.unitsOf(tx, { teamId, fulfillmentIds: [fulfillmentId] });
  const others = (await deliveriesOfFulfillments(tx, { teamId, staff: false }, [fulfillmentId])).filter(
    (x) => x.delivery.id !== id && LIVE(x),
  );
  return { g, joined, units, others, fulfillmentId };
}

const partyJson = (p: ShipmentPatchInput['shipment']['sender']): PartyJson => ({
  company: p.company,
  name: p.name,
  email: p.email,
  phone: p.phone,
  address1: p.address1,
  address2: p.address2,
  city: p.city,
  subdivision_code: p.subdivision_code,
  postal_code: p.postal_code,
  country: p.country,
});

/**
 * PATCH /shipments/{id}: the editor's whole plan (cartons with their items) and both parties. Refused with
 * nothing saved when a carton holds units of another fulfilment, more of a unit than exists (counting the
 * fulfilment's other shipments), or a carton of another shipment; 409 when the shipment is no longer editable
 * or someone saved it since `version`.
 */
export async function updateShipment(deps: OrdersDeps, actor: Actor, id: number, input: ShipmentPatchInput) {
  const s = input.shipment;
  await deps.db.transaction(async (tx) => {
    const { g, units, others } = await lockForEdit(tx, actor, id);
    if (s.version !== undefined && s.version !== g.delivery.version) throw ordersError('shipment_changed');
    const unitById = new Map(units.map((u) => [u.id, u]));
    const details: ErrorDetail[] = [];
    const total = packedBy(others);
    const existing = new Map(g.parcels.map((p) => [p.id, p]));
    for (const [ci, c] of s.cartons.entries()) {
      if (c.id && !existing.has(c.id))
        details.push({
          path: ['shipment', 'cartons', ci, 'id'],
          message: `Carton ${c.id} is not part of this shipment`,
        });
      for (const [ii, item] of c.carton_items.entries()) {
        const unit = unitById.get(item.shipment_unit_id);
        if (!unit) {
          details.push({
            path: ['shipment', 'cartons', ci, 'carton_items', ii, 'shipment_unit_id'],
            message: `Unit ${item.shipment_unit_id} is not part of this shipment's fulfilment`,
          });
          continue;
        }
        total.set(unit.id, (total.get(unit.id) ?? 0) + item.quantity);
      }
    }
    for (const [unitId, n] of total) {
      const unit = unitById.get(unitId);
      if (unit && n > unit.quantity)
        details.push({
          path: ['shipment', 'cartons'],
          message: `${unit.sku}${unit.label ? ` (${unit.label})` : ''}: ${n} packed but the fulfilment has only ${unit.quantity}`,
        });
    }
    if (details.length) throw validationFailed(details);
    const planned: PlannedParcel[] = s.cartons.map((c, i) => {
      const before = c.id ? existing.get(c.id) : undefined;
      const merged = new Map<number, number>();
      for (const it of c.carton_items)
        merged.set(it.shipment_unit_id, (merged.get(it.shipment_unit_id) ?? 0) + it.quantity);
      const items = [...merged].map(([unitId, quantity]) => ({ unit: unitById.get(unitId)!, quantity }));
      const sameItems =
        before &&
        before.items.length === items.length &&
        items.every((it) =>
          before.items.some((b) => b.fulfillment_unit_id === it.unit.id && b.quantity === it.quantity),
        );
      const unchanged =
        !!before &&
        sameItems &&
        before.length_mm === c.length_mm &&
        before.width_mm === c.width_mm &&
        before.height_mm === c.height_mm &&
        before.weight_g === c.weight_g;
      const layout = unchanged
        ? before.layout
        : (cartonLayout(c, items) as unknown as Record<string, unknown> | null);
      return {
        name: before && unchanged ? before.name : (before?.name ?? `Box ${i + 1}`),
        label_size: before?.label_size ?? '4x6',
        length_mm: c.length_mm,
        width_mm: c.width_mm,
        height_mm: c.height_mm,
        weight_g: c.weight_g,
        packing_method: unchanged ? before.packing_method : 'other',
        distributor_box_id: unchanged ? before.distributor_box_id : null,
        layout: layout ?? null,
        items: items.map(({ unit, quantity }) => ({
          fulfillment_unit_id: unit.id,
          product_id: unit.product_id,
          sku: unit.sku,
          title: unit.title,
          quantity,
          unit_weight_g: unit.weight_g ?? 0,
          unit_value_cents: unit.unit_value_cents,
        })),
      };
    });
    const version = await replaceDeliveryPlan(
      tx,
      { teamId: actor.scope.teamId, staff: false },
      {
        id,
        version: s.version,
        sender: partyJson(s.sender),
        recipient: partyJson(s.recipient),
        parcels: planned,
      },
    );
    if (version === null) throw ordersError('shipment_changed');
  });
  return detail(deps.db, actor, id);
}

/** POST /shipments/{id}/units (Add Shipping Item): a manual unit of one of the fulfilment's line items. */
export async function addShipmentUnit(deps: OrdersDeps, actor: Actor, id: number, input: ShipmentUnitInput) {
  const u = input.unit;
  await deps.db.transaction(async (tx) => {
    const { units, fulfillmentId } = await lockForEdit(tx, actor, id);
    const [line] = (
      await repo.lineItemsOf(tx, { teamId: actor.scope.teamId, fulfillmentIds: [fulfillmentId] })
    ).filter((l) => l.id === u.line_item_id);
    if (!line)
      throw validationFailed([
        { path: ['unit', 'line_item_id'], message: "Line item is not part of this shipment's fulfilment" },
      ]);
    const shipsSeparate = u.metadata.packaging.ships_separate;
    await repo.insertUnits(tx, [
      {
        team_id: actor.scope.teamId,
        fulfillment_id: fulfillmentId,
        fulfillment_item_id: line.id,
        position: Math.max(0, ...units.map((x) => x.position)) + 1,
        product_id: line.product_id,
        package_id: null,
        sku: line.sku,
        title: line.title,
        label: u.label,
        quantity: u.quantity,
        length_mm: u.length_mm,
        width_mm: u.width_mm,
        height_mm: u.height_mm,
        weight_g: u.weight_g,
        ships_separate: shipsSeparate,
        source: 'manual',
        source_identifier: u.source_identifier,
        metadata: u.metadata,
        message_codes: shipsSeparate ? ['ships_separate'] : [],
        unit_value_cents: line.price_cents,
      },
    ]);
  });
  return detail(deps.db, actor, id);
}

/**
 * DELETE /shipments/{shipmentId}/units/{id}: removes the unit from the fulfilment and from the cartons of its
 * editable shipments (a unit packed in a booked shipment stays: 409). The plan changed, so the version moves on.
 */
export async function removeShipmentUnit(deps: OrdersDeps, actor: Actor, id: number, unitId: number) {
  await deps.db.transaction(async (tx) => {
    const { g, units, others, fulfillmentId } = await lockForEdit(tx, actor, id);
    if (!units.some((u) => u.id === unitId)) throw ordersError('unit_not_found');
    const lockedElsewhere = others.some(
      (o) => !editable(o) && o.parcels.some((p) => p.items.some((i) => i.fulfillment_unit_id === unitId)),
    );
    if (lockedElsewhere) throw ordersError('unit_packed_in_booking');
    const scope = { teamId: actor.scope.teamId, staff: false };
    for (const d of [g, ...others.filter(editable)]) {
      if (!d.parcels.some((p) => p.items.some((i) => i.fulfillment_unit_id === unitId))) continue;
      const parcels: PlannedParcel[] = d.parcels.map((p) => ({
        name: p.name,
        label_size: p.label_size,
        length_mm: p.length_mm,
        width_mm: p.width_mm,
        height_mm: p.height_mm,
        weight_g: p.weight_g,
        packing_method: p.packing_method,
        distributor_box_id: p.distributor_box_id,
        layout: p.items.some((i) => i.fulfillment_unit_id === unitId) ? null : p.layout,
        items: p.items
          .filter((i) => i.fulfillment_unit_id !== unitId)
          .map((i) => ({
            fulfillment_unit_id: i.fulfillment_unit_id!,
            product_id: i.product_id,
            sku: i.sku,
            title: i.title,
            quantity: i.quantity,
            unit_weight_g: i.unit_weight_g,
            unit_value_cents: i.unit_value_cents,
          })),
      }));
      await replaceDeliveryPlan(tx, scope, { id: d.delivery.id, version: undefined, parcels });
    }
    await repo.deleteUnit(tx, { teamId: actor.scope.teamId, fulfillmentId, id: unitId });
  });
  return detail(deps.db, actor, id);
}

/**
 * POST /shipments/{id}/delivery_booking: books the shipment with the carrier through the shipping module's
 * bookings (quoting it first when it has no quotes yet): the chosen price (`price_id`) or the selected, cheapest
 * one. Only with every unit packed and every carton filled. A repeated request answers the same booking.
 */
export async function bookShipment(deps: OrdersDeps, actor: Actor, id: number, input: { price_id?: number }) {
  const scope = { teamId: actor.scope.teamId, staff: false };
  const g = await loadGraph(deps.db, actor, id);
  if (editable(g)) {
    const { shipment } = await detail(deps.db, actor, id);
    const blocking = shipment.all_errors;
    if (blocking.length) throw ordersError('shipment_not_ready', blocking.map((e) => e.message).join('; '));
    if (g.delivery.status !== 'quoted') await quoteDelivery(deps.shipping, scope, id, {});
  }
  await bookDelivery(deps.shipping, scope, id, input.price_id ? { price_id: input.price_id } : {});
  return detail(deps.db, actor, id);
}
