import { createSandboxStore } from '../../../adapters/stores/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { Database } from '../../../platform/db/client.ts';
import { listPlatformDistributors, stockAtDistributorLocations } from '../../distribution/index.ts';
import { storesOfTeam } from '../../marketplace/index.ts';
import { generateDeliveryDocuments, quoteDelivery, requestPickup } from '../../shipping/index.ts';
import { respondFulfillmentRequest } from '../distributor/distributor-fulfillments.service.ts';
import { requestFulfillment } from '../fulfillment-orders/fulfillment-orders.service.ts';
import { placeOrderInSandboxStore } from '../intake/intake.service.ts';
import type { OrdersDeps } from '../orders.deps.ts';
import {
  addShipmentUnit,
  bookShipment,
  getShipment,
  listShipments,
  removeShipmentUnit,
  updateShipment,
} from './shipments.service.ts';

const actor = (teamId: number): Actor => ({ scope: { teamId, userId: null, staff: false }, userName: null });

const CUSTOMERS = [
  { name: 'Liam Brown', address1: '5 Chapel Street', city: 'Windsor', state_code: 'VIC', postcode: '3181' },
  {
    name: 'Ava Wilson',
    address1: '19 Oxford Street',
    city: 'Paddington',
    state_code: 'NSW',
    postcode: '2021',
  },
  {
    name: 'Ethan Lee',
    address1: '42 James Street',
    city: 'Fortitude Valley',
    state_code: 'QLD',
    postcode: '4006',
  },
  {
    name: 'Zoe Martin',
    address1: '8 Beaufort Street',
    city: 'Mount Lawley',
    state_code: 'WA',
    postcode: '6050',
  },
  { name: 'Lucas King', address1: '60 The Parade', city: 'Norwood', state_code: 'SA', postcode: '5067' },
  { name: 'Grace Hall', address1: '2 Bridge Road', city: 'Richmond', state_code: 'VIC', postcode: '3121' },
  {
    name: 'Henry Young',
    address1: '11 Darby Street',
    city: 'Cooks Hill',
    state_code: 'NSW',
    postcode: '2300',
  },
];

/**
 * Shipments for the demo distributor (distributor@, the first distributor team) through the real path: orders
 * of SKUs it stocks are placed, routed and accepted (units and the packing proposal are made on accept); then,
 * of the proposed shipments, two stay pending, one is quoted, two are booked (with their documents) and one is
 * booked and manifested by a pickup request. Orders routed to another distributor are left as they are.
 */
export async function seedDemoShipments(
  database: Database,
  teams: { merchants: number[]; distributors?: number[] },
  deps: OrdersDeps,
): Promise<number> {
  const merchant = teams.merchants[0]!;
  const distributorTeam = teams.distributors?.[0];
  if (distributorTeam === undefined) return 0;
  const store = (await storesOfTeam(database.db, merchant)).find((s) => s.platform === 'sandbox');
  if (!store) return 0;
  const mine = (await listPlatformDistributors(database.db)).filter((d) => d.team_id === distributorTeam);
  if (!mine.length) return 0;
  const { products } = await createSandboxStore(database.db, { delayMs: [0, 0] }).readProducts(store, {
    limit: 250,
    offset: 0,
  });
  const skus = products.flatMap((p) => p.variants.map((v) => v.sku));
  const { stock } = await stockAtDistributorLocations(database.db, {
    distributorIds: mine.map((d) => d.id),
    skus,
  });
  const stocked = [...new Set(stock.filter((s) => s.quantity >= 5).map((s) => s.sku))].slice(0, 12);
  if (!stocked.length) return 0;
  const accepted: number[] = [];
  for (const [k, c] of CUSTOMERS.entries()) {
    const lines = [0, 1, 2]
      .slice(0, 1 + (k % 3))
      .map((j) => ({ sku: stocked[(k + j * 5) % stocked.length]!, quantity: 1 + ((k + j) % 2) }));
    const unique = [...new Map(lines.map((l) => [l.sku, l])).values()];
    const placed = await placeOrderInSandboxStore(deps, actor(merchant), store.id, {
      customer: {
        name: c.name,
        email: `${c.name.split(' ')[0]!.toLowerCase()}@example.test`,
        phone: '0400 000 000',
      },
      shipping_address: {
        address1: c.address1,
        city: c.city,
        state_code: c.state_code,
        postcode: c.postcode,
      },
      line_items: unique,
    });
    try {
      const o = (await requestFulfillment(deps, actor(merchant), placed.fulfillment_order_id))
        .fulfillment_order;
      for (const f of o.fulfillments) {
        if (!mine.some((d) => d.id === f.distributor.id) || f.status !== 'pending') continue;
        await respondFulfillmentRequest(deps, actor(distributorTeam), f.id, {
          status: 'accept',
          reference_number: `SO-${20_000 + f.id}`,
          merchant_message: 'Packing now',
        });
        accepted.push(f.id);
      }
    } catch {
      // Not routable (no stock in reach): the order stays pending.
    }
  }
  const who = actor(distributorTeam);
  const scope = { teamId: distributorTeam, staff: false };
  const proposed = (
    await listShipments(deps, who, { location_ids: [], page: 1, page_size: 100, status: 'pending' })
  ).results.filter((s) => accepted.includes(s.fulfillment_id));
  // What the engine could not pack is finished in the editor, as staff would: one of them stays as proposed.
  for (const s of proposed.slice(1)) if (s.all_errors.length) await finishByHand(deps, who, s.id);
  const shipments = (
    await listShipments(deps, who, { location_ids: [], page: 1, page_size: 100, status: 'pending' })
  ).results.filter((s) => accepted.includes(s.fulfillment_id) && s.all_errors.length === 0);
  // Newest first in the list: the oldest two stay pending.
  const [manifested, bookedA, bookedB, quoted] = shipments;
  if (quoted) await quoteDelivery(deps.shipping, scope, quoted.id, {}).catch(() => undefined);
  const booked: number[] = [];
  for (const s of [manifested, bookedA, bookedB]) {
    if (!s) continue;
    try {
      await bookShipment(deps, who, s.id, {});
      await generateDeliveryDocuments(deps.shipping, s.id);
      booked.push(s.id);
    } catch {
      // The exchange had no price for it: it stays as it is.
    }
  }
  if (manifested && booked.includes(manifested.id)) {
    const { shipment } = await getShipment(deps, who, manifested.id);
    const date = shipment.prices.find((p) => p.selected)?.pickup_dates[0];
    if (date) await requestPickup(deps.shipping, scope, { booking_ids: [manifested.id], pickup_date: date });
  }
  return accepted.length;
}

/**
 * The editor's path for a shipment the engine could not finish: a unit without sizes is replaced by a measured
 * manual unit (Add Shipping Item), and every unpacked unit goes into a new box of its own size (Save Changes).
 */
async function finishByHand(deps: OrdersDeps, who: Actor, id: number) {
  let { shipment } = await getShipment(deps, who, id);
  for (const u of shipment.units) {
    if (!u.packaging.message_codes.some((c) => c === 'missing_dimensions' || c === 'missing_weight'))
      continue;
    if (u.line_item_id === null) continue;
    ({ shipment } = await removeShipmentUnit(deps, who, id, u.id));
    ({ shipment } = await addShipmentUnit(deps, who, id, {
      unit: {
        line_item_id: u.line_item_id,
        quantity: u.quantity,
        length_mm: 300,
        width_mm: 200,
        height_mm: 120,
        weight_g: 1800,
        label: 'Measured at the dock',
        source: 'manual',
        source_identifier: null,
        metadata: { packaging: { ships_separate: false } },
      },
    }));
  }
  const cartons = shipment.cartons.map((c) => ({
    id: c.id,
    length_mm: c.length_mm ?? 1,
    width_mm: c.width_mm ?? 1,
    height_mm: c.height_mm ?? 1,
    weight_g: c.weight_g ?? 1,
    carton_items: c.carton_items.map((i) => ({
      shipment_unit_id: i.shipment_unit_id!,
      quantity: i.quantity,
    })),
  }));
  for (const u of shipment.units) {
    const left = u.quantity - u.quantity_packed - u.quantity_packed_elsewhere;
    if (left <= 0 || !u.length_mm || !u.width_mm || !u.height_mm || !u.weight_g) continue;
    cartons.push({
      id: null as unknown as number,
      length_mm: u.length_mm + 20,
      width_mm: u.width_mm + 20,
      height_mm: u.height_mm * left + 20,
      weight_g: u.weight_g * left + 400,
      carton_items: [{ shipment_unit_id: u.id, quantity: left }],
    });
  }
  const party = (p: typeof shipment.sender) => ({
    ...p,
    email: p.email ?? 'dispatch@example.test',
    phone: p.phone ?? '1300 000 000',
  });
  await updateShipment(deps, who, id, {
    shipment: {
      version: shipment.version,
      cartons,
      sender: party(shipment.sender),
      recipient: party(shipment.recipient),
    },
  });
}
