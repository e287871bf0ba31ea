import {
  FULFILLMENT_ERROR_MESSAGES,
  UNIT_MESSAGES,
  type AllocateInput,
  type DeliveryStatus,
  type PackingList,
  type UnitMessageCode,
  type WarehouseDelivery,
  type WarehouseFulfillment,
  type WarehouseLocation,
  type WarehouseUnit,
} from '@partsflow/contracts';
import { diffChanges, recordAudit } from '../../../platform/audit/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { distributorList, pageWindow } from '../../../platform/pagination/pagination.ts';
import { distributorPackagesOf, packingPackageById } from '../../catalogue/index.ts';
import { locationsOfDistributorTeam, type RoutingLocation } from '../../distribution/index.ts';
import {
  allocateToParcel,
  deliveriesOfFulfillments,
  deliveryCountsInStatuses,
  EDITABLE_DELIVERY_STATUSES,
  type DeliveryGraph,
} from '../../shipping/index.ts';
import * as fulfillmentsRepo from '../distributor/distributor-fulfillments.repository.ts';
import type { OrdersDeps } from '../orders.deps.ts';
import { fieldError, ordersError } from '../orders.errors.ts';
import * as unitsRepo from '../shipments/fulfillment-units.repository.ts';
import * as repo from './warehouse.repository.ts';

/** The Shipping tab's delivery statuses (its count in the location header; decision 0740). */
export const SHIPPING_TAB_STATUSES: DeliveryStatus[] = [
  'packed',
  'booked',
  'pickup_requested',
  'awaiting_pickup',
];
const LABEL_READY = ['generated', 'printed', 'manual'];
/** The delivery's document as the portal serves it (spec 7.1 GET /deliveries/{id}/documents). */
const documentUrl = (id: number, type: 'PACKING_SLIP' | 'SHIPPING_LABEL') =>
  `/api/distributor/v1/deliveries/${id}/documents?document_type=${type}`;

type Joined = NonNullable<Awaited<ReturnType<typeof fulfillmentsRepo.findForDistributor>>>;
type UnitRow = unitsRepo.UnitRow;

const live = (g: DeliveryGraph) => g.delivery.status !== 'cancelled';
const editable = (g: DeliveryGraph) => EDITABLE_DELIVERY_STATUSES.includes(g.delivery.status);
const scopeOf = (actor: Actor) => ({ teamId: actor.scope.teamId, staff: false });
const fulfillmentIdentifier = (id: number) => `F${String(id).padStart(7, '0')}`;
const unitIdentifier = (id: number) => `U${String(id).padStart(7, '0')}`;
const cm = (mm: number | null) => (mm === null ? null : Math.round(mm) / 10);
const kg = (g: number) => `${(g / 1000).toFixed(2)} kg`;

function packedBy(graphs: DeliveryGraph[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const g of graphs)
    for (const p of g.parcels)
      for (const i of p.items)
        if (i.fulfillment_unit_id !== null)
          out.set(i.fulfillment_unit_id, (out.get(i.fulfillment_unit_id) ?? 0) + i.quantity);
  return out;
}

async function teamLocations(db: DbOrTx, actor: Actor): Promise<RoutingLocation[]> {
  return locationsOfDistributorTeam(db, actor.scope.teamId);
}

/** GET /locations: the team's locations with the counts of the warehouse tabs. */
export async function listLocations(
  deps: OrdersDeps,
  actor: Actor,
): Promise<{ locations: WarehouseLocation[] }> {
  const locations = await teamLocations(deps.db, actor);
  const ids = locations.map((l) => l.id);
  const [pending, shipping] = await Promise.all([
    repo.packingCounts(deps.db, { teamId: actor.scope.teamId, locationIds: ids }),
    deliveryCountsInStatuses(deps.db, scopeOf(actor), ids, SHIPPING_TAB_STATUSES),
  ]);
  return {
    locations: locations.map((l) => ({
      id: l.id,
      name: l.name,
      code: l.code,
      active: l.active,
      pending_count: pending.get(l.id) ?? 0,
      deliveries_count: shipping.get(l.id) ?? 0,
    })),
  };
}

/** GET /locations/{id}: one of the team's locations with its tab counts; another team's answers 404. */
export async function getLocation(deps: OrdersDeps, actor: Actor, id: number) {
  const { locations } = await listLocations(deps, actor);
  const location = locations.find((l) => l.id === id);
  if (!location) throw ordersError('location_not_found');
  return { location };
}

async function ownLocation(db: DbOrTx, actor: Actor, id: number) {
  const location = (await teamLocations(db, actor)).find((l) => l.id === id);
  if (!location) throw ordersError('location_not_found');
  return location;
}

/** GET /l/{locationId}/fulfillments: the Packing tab, newest first, searchable by order number or store. */
export async function packingList(
  deps: OrdersDeps,
  actor: Actor,
  locationId: number,
  q: { page: number; page_size: number; query?: string },
): Promise<PackingList> {
  await ownLocation(deps.db, actor, locationId);
  const teamId = actor.scope.teamId;
  const { rows, total } = await repo.pagePacking(deps.db, {
    teamId,
    locationId,
    query: q.query || undefined,
    win: pageWindow(q.page, q.page_size),
  });
  const ids = rows.map((r) => r.f.id);
  const [graphs, items] = await Promise.all([
    deliveriesOfFulfillments(deps.db, scopeOf(actor), ids),
    repo.itemCounts(deps.db, { teamId, ids }),
  ]);
  const list = distributorList(
    rows.map(({ f, o }) => ({
      id: f.id,
      identifier: fulfillmentIdentifier(f.id),
      distributor_order_id: f.distributor_order_id,
      created_at: f.created_at.toISOString(),
      store_name: o.store_name,
      store_order_reference: o.fulfillment_name,
      item_count: items.get(f.id) ?? 0,
      deliveries: graphs
        .filter((g) => g.delivery.fulfillment_id === f.id && live(g))
        .map((g) => ({
          id: g.delivery.id,
          identifier: g.delivery.identifier,
          delivery_status: g.delivery.status,
          parcel_count: g.parcels.length,
        })),
    })),
    { page: q.page, page_size: q.page_size, total },
  );
  return { fulfillments: list.results, pagination: list.pagination };
}

function presentUnit(u: UnitRow, packed: number): WarehouseUnit {
  const codes = u.message_codes as UnitMessageCode[];
  const dims = [u.length_mm, u.width_mm, u.height_mm];
  return {
    id: u.id,
    identifier: unitIdentifier(u.id),
    line_item_id: u.fulfillment_item_id,
    product: { id: u.product_id, sku: u.sku, title: u.title },
    label: u.label,
    formatted_dimensions: dims.every((d) => d !== null && d > 0)
      ? `${dims.map((d) => cm(d)).join(' x ')} cm`
      : null,
    formatted_weight: u.weight_g !== null && u.weight_g > 0 ? kg(u.weight_g) : null,
    quantity: u.quantity,
    quantity_packed: packed,
    packaging: {
      status: packed >= u.quantity ? 'allocated' : packed > 0 ? 'partially_allocated' : 'unallocated',
      message_codes: codes,
      messages: codes.map((c) => ({ code: c, ...UNIT_MESSAGES[c] })),
    },
    linked_product_package: u.package_id,
  };
}

function presentDelivery(g: DeliveryGraph, unitsById: Map<number, UnitRow>): WarehouseDelivery {
  const d = g.delivery;
  const canEdit = editable(g);
  let dead = 0;
  let cubic = 0;
  for (const p of g.parcels) {
    dead += p.weight_g ?? p.items.reduce((s, i) => s + i.unit_weight_g * i.quantity, 0);
    if (p.length_mm && p.width_mm && p.height_mm)
      cubic += (p.length_mm / 1000) * (p.width_mm / 1000) * (p.height_mm / 1000) * 250 * 1000;
  }
  const hasItems = g.parcels.some((p) => p.items.length > 0);
  const actions: WarehouseDelivery['supported_actions'] = [];
  if (canEdit) actions.push('edit', 'add_box');
  if (LABEL_READY.includes(d.label_status) && d.label_url) actions.push('download_shipping_label');
  // The packing slip is drawn on request from the boxes as they are (stored for good once booked).
  if (hasItems) actions.push('download_packing_slip');
  // A failed label enters the label request flow (POST /deliveries/{id}/label).
  if (d.label_status === 'error') actions.push('request_label');
  // Deleting cancels an unbooked shipment (DELETE /deliveries/{id}).
  if (canEdit) actions.push('delete');
  return {
    id: d.id,
    identifier: d.identifier,
    total_quantity: g.parcels.reduce((s, p) => s + p.items.reduce((t, i) => t + i.quantity, 0), 0),
    parcel_count: g.parcels.length,
    weight_kg: Math.round(dead) / 1000,
    formatted_weight_kg: kg(dead),
    formatted_cubic_weight_kg: kg(cubic),
    delivery_status: d.status,
    label_status: d.label_status,
    carrier: d.carrier_name,
    carrier_service: d.service_name,
    tracking_number: d.tracking_number,
    tracking_url: d.tracking_url,
    error_message: d.status === 'error' ? d.error_message : null,
    label_url: LABEL_READY.includes(d.label_status) ? d.label_url : null,
    packing_slip_url: hasItems ? documentUrl(d.id, 'PACKING_SLIP') : null,
    supported_actions: actions,
    parcels: g.parcels.map((p) => ({
      id: p.id,
      position: p.position,
      name: p.name,
      distributor_box_id: p.distributor_box_id,
      packing_method: p.packing_method,
      dimensions: {
        length: cm(p.length_mm),
        width: cm(p.width_mm),
        height: cm(p.height_mm),
        editable: canEdit,
      },
      weight: p.weight_g === null ? null : p.weight_g / 1000,
      units: { dimensions: 'cm', weight: 'kg' },
      items: p.items.map((i) => ({
        id: i.id,
        quantity: i.quantity,
        fulfillment_unit: {
          id: i.fulfillment_unit_id,
          identifier:
            i.fulfillment_unit_id !== null && unitsById.has(i.fulfillment_unit_id)
              ? unitIdentifier(i.fulfillment_unit_id)
              : null,
          sku: i.sku,
        },
      })),
    })),
  };
}

function presentFulfillment(
  { f, o }: Joined,
  location: RoutingLocation,
  units: UnitRow[],
  graphs: DeliveryGraph[],
): WarehouseFulfillment {
  const liveGraphs = graphs.filter(live);
  const packed = packedBy(liveGraphs);
  const presentedUnits = units.map((u) => presentUnit(u, packed.get(u.id) ?? 0));
  const errors: WarehouseFulfillment['error_messages'] = [];
  const add = (
    code: keyof typeof FULFILLMENT_ERROR_MESSAGES,
    ids: Partial<Record<'unit_id' | 'parcel_id' | 'delivery_id', number>>,
  ) =>
    errors.push({
      code,
      message: FULFILLMENT_ERROR_MESSAGES[code],
      unit_id: ids.unit_id ?? null,
      parcel_id: ids.parcel_id ?? null,
      delivery_id: ids.delivery_id ?? null,
    });
  for (const u of presentedUnits) {
    if (u.packaging.message_codes.includes('missing_dimensions'))
      add('unit.missing_dimensions', { unit_id: u.id });
    if (u.packaging.message_codes.includes('missing_weight')) add('unit.missing_weight', { unit_id: u.id });
    if (u.packaging.status === 'unallocated') add('unit.unallocated', { unit_id: u.id });
    if (u.packaging.status === 'partially_allocated') add('unit.partially_allocated', { unit_id: u.id });
  }
  for (const g of liveGraphs) {
    if (!g.parcels.length) add('delivery.empty', { delivery_id: g.delivery.id });
    for (const p of g.parcels)
      if (!p.items.length) add('parcel.empty', { parcel_id: p.id, delivery_id: g.delivery.id });
  }
  const actions: WarehouseFulfillment['supported_actions'] = [];
  const open = f.status === 'in_progress';
  if (open && liveGraphs.some(editable)) actions.push('allocate');
  if (open && !f.ready_to_ship_at && liveGraphs.length && !errors.length) actions.push('ready_to_ship');
  const unitsById = new Map(units.map((u) => [u.id, u]));
  const a = o.shipping_address;
  return {
    id: f.id,
    identifier: fulfillmentIdentifier(f.id),
    distributor_order_id: f.distributor_order_id,
    created_at: f.created_at.toISOString(),
    status: f.status,
    ready_to_ship_at: f.ready_to_ship_at?.toISOString() ?? null,
    supported_actions: actions,
    distributor_location: { id: location.id, name: location.name, code: location.code },
    merchant_order: {
      store_name: o.store_name,
      store_order_reference: o.fulfillment_name,
      shipping_address: {
        name: a.name,
        address1: a.address1,
        address2: a.address2 ?? null,
        city: a.city,
        state_code: a.state_code,
        postcode: a.postcode,
      },
    },
    error_messages: errors,
    units: presentedUnits,
    deliveries: liveGraphs.map((g) => presentDelivery(g, unitsById)),
  };
}

async function detail(db: DbOrTx, actor: Actor, id: number) {
  const teamId = actor.scope.teamId;
  const joined = await fulfillmentsRepo.findForDistributor(db, { teamId, id });
  if (!joined) throw ordersError('fulfillment_not_found');
  const [locations, units, graphs] = await Promise.all([
    teamLocations(db, actor),
    unitsRepo.unitsOf(db, { teamId, fulfillmentIds: [id] }),
    deliveriesOfFulfillments(db, scopeOf(actor), [id]),
  ]);
  const location = locations.find((l) => l.id === joined.f.distributor_location_id);
  if (!location) throw ordersError('fulfillment_not_found');
  return { fulfillment: presentFulfillment(joined, location, units, graphs) };
}

/** GET /fulfillments/{id}: the warehouse's shipment detail. */
export async function getFulfillment(deps: OrdersDeps, actor: Actor, id: number) {
  return detail(deps.db, actor, id);
}

/**
 * POST /fulfillments/{id}/units/{unitId}/allocate: puts `quantity` of the unit into one box of one of the
 * fulfilment's editable deliveries. The fulfilment row is locked for the transaction, so two people allocating the
 * last item at once are served one after the other: the second finds nothing left and gets 409. Refused, with
 * nothing changed, beyond what is left, into another fulfilment's box or into a delivery that can no longer change.
 */
export async function allocate(
  deps: OrdersDeps,
  actor: Actor,
  id: number,
  unitId: number,
  input: AllocateInput,
) {
  const teamId = actor.scope.teamId;
  const want = input.fulfillment_unit;
  await deps.db.transaction(async (tx) => {
    const locked = await fulfillmentsRepo.findForDistributor(tx, { teamId, id, lock: true });
    if (!locked) throw ordersError('fulfillment_not_found');
    const unit = (await unitsRepo.unitsOf(tx, { teamId, fulfillmentIds: [id] })).find((u) => u.id === unitId);
    if (!unit) throw ordersError('unit_not_found');
    if (locked.f.status !== 'in_progress') throw ordersError('transition_not_allowed');
    const codes = unit.message_codes as UnitMessageCode[];
    if (codes.includes('missing_dimensions') || codes.includes('missing_weight'))
      throw ordersError('unit_not_measured');
    const graphs = (await deliveriesOfFulfillments(tx, scopeOf(actor), [id])).filter(live);
    const target = graphs.find((g) => g.delivery.id === want.fulfillment_delivery_id);
    if (!target)
      throw fieldError(
        ['fulfillment_unit', 'fulfillment_delivery_id'],
        'This shipment is not part of this fulfilment',
      );
    if (!target.parcels.some((p) => p.id === want.fulfillment_parcel_id))
      throw fieldError(
        ['fulfillment_unit', 'fulfillment_parcel_id'],
        'This box is not part of this shipment',
      );
    if (!editable(target)) throw ordersError('delivery_locked');
    const remaining = unit.quantity - (packedBy(graphs).get(unit.id) ?? 0);
    if (want.quantity > remaining)
      throw ordersError(
        'allocation_exceeds_remaining',
        remaining <= 0
          ? 'This item is already fully allocated to boxes'
          : `Only ${remaining} of this item ${remaining === 1 ? 'is' : 'are'} left to allocate`,
      );
    const done = await allocateToParcel(tx, scopeOf(actor), {
      deliveryId: target.delivery.id,
      parcelId: want.fulfillment_parcel_id,
      quantity: want.quantity,
      unit: {
        fulfillment_unit_id: unit.id,
        product_id: unit.product_id,
        sku: unit.sku,
        title: unit.title,
        unit_weight_g: unit.weight_g ?? 0,
        unit_value_cents: unit.unit_value_cents,
      },
    });
    if (!done) throw ordersError('delivery_locked');
  });
  return detail(deps.db, actor, id);
}

/**
 * POST /fulfillments/{id}/ship (Ready To Ship): once every unit is in a box and no box or shipment is empty, the
 * fulfilment leaves the Packing tab. Repeating it answers the same fulfilment.
 */
export async function readyToShip(deps: OrdersDeps, actor: Actor, id: number) {
  const { fulfillment } = await detail(deps.db, actor, id);
  if (fulfillment.ready_to_ship_at) return { fulfillment };
  if (fulfillment.status !== 'in_progress') throw ordersError('transition_not_allowed');
  if (!fulfillment.supported_actions.includes('ready_to_ship')) throw ordersError('fulfillment_not_ready');
  await deps.db.transaction(async (tx) => {
    const locked = await fulfillmentsRepo.findForDistributor(tx, {
      teamId: actor.scope.teamId,
      id,
      lock: true,
    });
    if (!locked) throw ordersError('fulfillment_not_found');
    if (locked.f.ready_to_ship_at) return;
    // Checked again under the lock: an allocation or removal may have landed since.
    const again = await detail(tx, actor, id);
    if (!again.fulfillment.supported_actions.includes('ready_to_ship'))
      throw ordersError('fulfillment_not_ready');
    await repo.markReadyToShip(tx, { teamId: actor.scope.teamId, id });
  });
  return detail(deps.db, actor, id);
}

/**
 * POST /fulfillments/{id}/units/{unitId}/update_from_package/{packageId} (Resolve): the unit takes the sizes and
 * weight of one of its product's packages the distributor sees (the manufacturer's or its own, often just added
 * or corrected), and its missing_dimensions / missing_weight codes are worked out again. Only while the fulfilment
 * is being packed; another product's or another distributor's package answers 404, nothing changed. The answer is
 * the whole fulfilment.
 */
export async function updateFromPackage(
  deps: OrdersDeps,
  actor: Actor,
  id: number,
  unitId: number,
  packageId: number,
) {
  const teamId = actor.scope.teamId;
  await deps.db.transaction(async (tx) => {
    const locked = await fulfillmentsRepo.findForDistributor(tx, { teamId, id, lock: true });
    if (!locked) throw ordersError('fulfillment_not_found');
    const unit = (await unitsRepo.unitsOf(tx, { teamId, fulfillmentIds: [id] })).find((u) => u.id === unitId);
    if (!unit) throw ordersError('unit_not_found');
    if (locked.f.status !== 'in_progress') throw ordersError('transition_not_allowed');
    const pkg = locked.f.distributor_id
      ? await packingPackageById(tx, { id: packageId, distributorId: locked.f.distributor_id })
      : null;
    if (!pkg || pkg.product_id !== unit.product_id) throw ordersError('package_not_found');
    const kept = (unit.message_codes as UnitMessageCode[]).filter(
      (c) => c !== 'missing_dimensions' && c !== 'missing_weight' && c !== 'ships_separate',
    );
    const codes: UnitMessageCode[] = [];
    if (!(pkg.length_mm && pkg.width_mm && pkg.height_mm)) codes.push('missing_dimensions');
    if (!pkg.weight_g) codes.push('missing_weight');
    codes.push(...kept);
    if (pkg.ships_separate) codes.push('ships_separate');
    const values = {
      package_id: pkg.id,
      length_mm: pkg.length_mm,
      width_mm: pkg.width_mm,
      height_mm: pkg.height_mm,
      weight_g: pkg.weight_g,
      ships_separate: pkg.ships_separate,
      message_codes: codes,
    };
    await repo.updateUnitFromPackage(tx, { teamId, id: unit.id, values });
    // The fulfilment's history (decision 0780): which package the unit took and what changed; none when nothing did.
    await recordAudit(tx, {
      actor,
      teamId,
      subject: { type: 'Fulfillment', id },
      type: 'FulfillmentUnit',
      id: unit.id,
      action: 'update',
      changes: diffChanges(unit, values, Object.keys(values)),
    });
  });
  return detail(deps.db, actor, id);
}

/**
 * GET /fulfillments/{id}/units/{unitId}/packages (Resolve): the packages of the unit's product the distributor
 * sees, the manufacturer's and its own. Another team's fulfilment answers 404.
 */
export async function unitPackages(deps: OrdersDeps, actor: Actor, id: number, unitId: number) {
  const teamId = actor.scope.teamId;
  const joined = await fulfillmentsRepo.findForDistributor(deps.db, { teamId, id });
  if (!joined) throw ordersError('fulfillment_not_found');
  const unit = (await unitsRepo.unitsOf(deps.db, { teamId, fulfillmentIds: [id] })).find(
    (u) => u.id === unitId,
  );
  if (!unit) throw ordersError('unit_not_found');
  const packages =
    unit.product_id === null
      ? []
      : await distributorPackagesOf(deps.db, {
          productId: unit.product_id,
          distributorId: joined.f.distributor_id,
        });
  return { message: 'OK', packages };
}
