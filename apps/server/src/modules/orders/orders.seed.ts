import { createSandboxStore } from '../../adapters/stores/index.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database } from '../../platform/db/client.ts';
import { listPlatformDistributors, stockAtDistributorLocations } from '../distribution/index.ts';
import { storesOfTeam } from '../marketplace/index.ts';
import * as connections from './connections/connections.repository.ts';
import {
  respondCancellationRequest,
  respondFulfillmentRequest,
} from './distributor/distributor-fulfillments.service.ts';
import { requestCancellation, requestFulfillment } from './fulfillment-orders/fulfillment-orders.service.ts';
import { placeOrderInSandboxStore } from './intake/intake.service.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { linkDemoPayoutAccount } from './payouts/payouts.service.ts';
import { seedDemoShipments } from './shipments/shipments.seed.ts';

const actor = (teamId: number): Actor => ({ scope: { teamId, userId: null, staff: false }, userName: null });

/** Customers of the demo store, one per capital (gazetteer localities). */
const CUSTOMERS = [
  {
    name: 'Olivia Nguyen',
    address1: '14 Brunswick Street',
    city: 'Fitzroy',
    state_code: 'VIC',
    postcode: '3065',
  },
  {
    name: 'Jack Thompson',
    address1: '3 Crown Street',
    city: 'Surry Hills',
    state_code: 'NSW',
    postcode: '2010',
  },
  {
    name: 'Mia Patel',
    address1: '88 Boundary Street',
    city: 'West End',
    state_code: 'QLD',
    postcode: '4101',
  },
  { name: 'Noah Williams', address1: '21 Rokeby Road', city: 'Subiaco', state_code: 'WA', postcode: '6008' },
  { name: 'Chloe Smith', address1: '7 King William Road', city: 'Unley', state_code: 'SA', postcode: '5061' },
];

/**
 * Demo orders (decision 0016 pattern): the first merchant's sandbox store is connected to every distributor and
 * its customers place five orders through the real path (store, signed webhook, routing), left in different
 * states: pending, submitted, accepted (Processing), rejected, cancelled. Stock the distributors do not hold
 * leaves the later orders pending.
 */
export async function seedDemoOrders(
  database: Database,
  teams: { merchants: number[]; distributors?: number[] },
  deps: OrdersDeps,
): Promise<number> {
  const merchant = teams.merchants[0]!;
  const store = (await storesOfTeam(database.db, merchant)).find((s) => s.platform === 'sandbox');
  if (!store) return 0;
  const distributors = await listPlatformDistributors(database.db);
  for (const d of distributors)
    await connections.upsertAccount(database.db, {
      teamId: merchant,
      storeId: store.id,
      distributorId: d.id,
      accountCode: `M${merchant}-D${d.id}`,
    });
  for (const d of distributors) await linkDemoPayoutAccount(deps, d);
  const { products } = await createSandboxStore(database.db, { delayMs: [0, 0] }).readProducts(store, {
    limit: 250,
    offset: 0,
  });
  const skus = products.flatMap((p) => p.variants.map((v) => v.sku));
  const { stock } = await stockAtDistributorLocations(database.db, {
    distributorIds: distributors.map((d) => d.id),
    skus,
  });
  const stocked = [...new Set(stock.filter((s) => s.quantity >= 3).map((s) => s.sku))];
  const lines = (stocked.length ? stocked : skus).slice(0, 4);
  if (!lines.length) return 0;
  const ids: number[] = [];
  for (const [k, c] of CUSTOMERS.entries()) {
    const placed = await placeOrderInSandboxStore(deps, actor(merchant), store.id, {
      customer: { name: c.name, email: `${c.name.split(' ')[0]!.toLowerCase()}@example.test`, phone: null },
      shipping_address: {
        address1: c.address1,
        city: c.city,
        state_code: c.state_code,
        postcode: c.postcode,
      },
      line_items: [{ sku: lines[k % lines.length]!, quantity: 1 + (k % 2) }],
    });
    ids.push(placed.fulfillment_order_id);
  }
  const teamOf = new Map(distributors.map((d) => [d.id, d.team_id]));
  const route = async (id: number) => {
    try {
      const o = (await requestFulfillment(deps, actor(merchant), id)).fulfillment_order;
      const f = o.fulfillments.at(-1)!;
      return { fulfillmentId: f.id, distributorTeam: teamOf.get(f.distributor.id)! };
    } catch {
      return null; // No stock for it: it stays pending.
    }
  };
  const [, submitted, accepted, rejected, cancelled] = ids as [number, number, number, number, number];
  await route(submitted);
  const a = await route(accepted);
  if (a)
    await respondFulfillmentRequest(deps, actor(a.distributorTeam), a.fulfillmentId, {
      status: 'accept',
      reference_number: `SO-${10_000 + accepted}`,
      merchant_message: 'Picking today',
    });
  const r = await route(rejected);
  if (r)
    await respondFulfillmentRequest(deps, actor(r.distributorTeam), r.fulfillmentId, {
      status: 'reject',
      rejection_reason: 'incorrect_address',
      merchant_message: 'Please confirm the unit number',
    });
  const c = await route(cancelled);
  if (c) {
    await requestCancellation(deps, actor(merchant), cancelled);
    await respondCancellationRequest(deps, actor(c.distributorTeam), c.fulfillmentId, { status: 'accept' });
  }
  // The demo distributor's shipments: pending, quoted, booked and manifested (issue 14).
  await seedDemoShipments(database, teams, deps);
  return ids.length;
}
