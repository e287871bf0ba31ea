import { createSandboxStore } from '../../../adapters/stores/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { Database } from '../../../platform/db/client.ts';
import { listPlatformDistributors, stockAtDistributorLocations } from '../../distribution/index.ts';
import { storesOfTeam } from '../../marketplace/index.ts';
import { setCarrierSandbox } from '../../../adapters/carriers/index.ts';
import {
  advanceTrackingNow,
  cancelDelivery,
  createHandover,
  generateDeliveryDocuments,
  manualBooking,
  quoteDelivery,
  requestLabel,
  requestPickup,
  returnToSender,
} from '../../shipping/index.ts';
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
  { name: 'Isla Walker', address1: '27 Lygon Street', city: 'Carlton', state_code: 'VIC', postcode: '3053' },
  {
    name: 'Oscar Scott',
    address1: '9 Norton Street',
    city: 'Leichhardt',
    state_code: 'NSW',
    postcode: '2040',
  },
  {
    name: 'Ruby Green',
    address1: '35 Latrobe Terrace',
    city: 'Paddington',
    state_code: 'QLD',
    postcode: '4064',
  },
  {
    name: 'Leo Adams',
    address1: '14 Oxford Street',
    city: 'Leederville',
    state_code: 'WA',
    postcode: '6007',
  },
  { name: 'Sophie Baker', address1: '50 Jetty Road', city: 'Glenelg', state_code: 'SA', postcode: '5045' },
  {
    name: 'Jacob Clarke',
    address1: '3 Glenferrie Road',
    city: 'Hawthorn',
    state_code: 'VIC',
    postcode: '3122',
  },
  {
    name: 'Amelia Turner',
    address1: '72 Beaumont Street',
    city: 'Hamilton',
    state_code: 'NSW',
    postcode: '2303',
  },
];

/**
 * Shipments for the demo distributor (distributor@, the first distributor team) through the real path: orders
 * of SKUs it stocks are placed, routed and accepted (units and the packing proposal are made on accept); then,
 * the proposed shipments go through every delivery status: pending, quoted, booked (with their documents),
 * manifested by a pickup request, handed over, moved by the carrier clock to awaiting pickup, in transit and
 * delivered, cancelled, two whose label failed (one label request, one booked by hand), one the carrier refused
 * for good (error) and one returned to its sender (its order returned). Orders routed to
 * another distributor are left as they are. Answers the orders placed.
 */
export async function seedDemoShipments(
  database: Database,
  teams: { merchants: number[]; distributors?: number[] },
  deps: OrdersDeps,
): Promise<number[]> {
  const merchant = teams.merchants[0]!;
  const distributorTeam = teams.distributors?.[0];
  if (distributorTeam === undefined) return [];
  const store = (await storesOfTeam(database.db, merchant)).find((s) => s.platform === 'sandbox');
  if (!store) return [];
  const mine = (await listPlatformDistributors(database.db)).filter((d) => d.team_id === distributorTeam);
  if (!mine.length) return [];
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
  if (!stocked.length) return [];
  const accepted: number[] = [];
  const orderIds: number[] = [];
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
    orderIds.push(placed.fulfillment_order_id);
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
  // Newest first in the list: the oldest stay pending. Each of the others is taken one step further than the one
  // before it, so every delivery status and label state is on screen (docs/decisions/0915).
  const [
    manifested,
    handedOver,
    delivered,
    inTransit,
    awaiting,
    bookedA,
    labelRequested,
    manual,
    cancelled,
    quoted,
    refused,
    returned,
  ] = shipments;
  if (quoted) await quoteDelivery(deps.shipping, scope, quoted.id, {}).catch(() => undefined);
  const booked: number[] = [];
  const book = async (s: (typeof shipments)[number] | undefined) => {
    if (!s) return false;
    try {
      await bookShipment(deps, who, s.id, {});
      await generateDeliveryDocuments(deps.shipping, s.id);
      booked.push(s.id);
      return true;
    } catch {
      return false; // The exchange had no price for it: it stays as it is.
    }
  };
  for (const s of [manifested, handedOver, delivered, inTransit, awaiting, bookedA, cancelled]) await book(s);
  if (manifested && booked.includes(manifested.id)) {
    const { shipment } = await getShipment(deps, who, manifested.id);
    const date = shipment.prices.find((p) => p.selected)?.pickup_dates[0];
    if (date) await requestPickup(deps.shipping, scope, { booking_ids: [manifested.id], pickup_date: date });
  }
  if (handedOver && booked.includes(handedOver.id))
    await createHandover(deps.shipping, scope, { delivery_ids: [handedOver.id] });
  // The sandbox carrier's clock, one step per call (booked → pickup requested → awaiting pickup → in transit →
  // delivered): the orders module follows each step as it does on the clock (decision 0900).
  const steps: [(typeof shipments)[number] | undefined, number][] = [
    [delivered, 4],
    [inTransit, 3],
    [awaiting, 2],
  ];
  // One in transit that the carrier returns to its sender: its order becomes returned (decision 0922).
  if (await book(returned)) steps.push([returned, 3]);
  for (const [s, n] of steps) {
    if (!s || !booked.includes(s.id)) continue;
    for (let k = 0; k < n; k++) await advanceTrackingNow(deps.shipping, [s.id]);
  }
  if (returned && booked.includes(returned.id)) await returnToSender(deps.shipping, [returned.id]);
  // One booking the carrier refuses for good (the sandbox's booking switch on 'rejected'): the delivery is in
  // error with the carrier's message (decision 0920). The switch is turned off again whatever happens.
  if (refused) {
    await setCarrierSandbox(database.db, { booking_failure: 'rejected' });
    try {
      await bookShipment(deps, who, refused.id, {});
    } catch {
      // Refused, as asked: the delivery shows the carrier's message.
    } finally {
      await setCarrierSandbox(database.db, { booking_failure: 'none' });
    }
  }
  if (cancelled && booked.includes(cancelled.id)) await cancelDelivery(deps.shipping, scope, cancelled.id);
  // Labels that fail with the sandbox's label switch on: one asked for by hand (a label request), one answered with
  // a manual booking. The switch is turned off again whatever happens.
  const failed = [labelRequested, manual].filter((s) => s !== undefined);
  if (failed.length) {
    await setCarrierSandbox(database.db, { label_failure: true });
    try {
      for (const s of failed) await book(s);
    } finally {
      await setCarrierSandbox(database.db, { label_failure: false });
    }
    for (const s of failed) {
      if (!booked.includes(s.id)) continue;
      await requestLabel(deps.shipping, scope, s.id);
      if (s === manual) {
        const tracking = `MAN${String(s.id).padStart(7, '0')}`;
        await manualBooking(deps.shipping, scope, s.id, {
          carrier: 'Couriers Please',
          tracking_number: tracking,
          tracking_url: `https://www.couriersplease.com.au/tools-track/no/${tracking}`,
          booked_cost: 14.95,
          label_url: `https://labels.example.test/${tracking}.pdf`,
        });
      }
    }
  }
  return orderIds;
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
