import { TEST_CARDS } from '../../adapters/payments/index.ts';
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
import { confirmCardPayment, createPaymentIntent } from './payments/payments.service.ts';
import {
  integrationDetail,
  runInventorySync,
  updateSettings,
} from './inventory-sync/inventory-sync.service.ts';
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
  {
    name: 'Lily Evans',
    address1: '12 Elizabeth Street',
    city: 'Hobart',
    state_code: 'TAS',
    postcode: '7000',
  },
];

/**
 * Demo orders (decision 0016 pattern): the first merchant's sandbox store is connected to every distributor and
 * its customers place six orders through the real path (store, signed webhook, routing), left in different
 * states: pending, submitted, accepted (Processing), rejected, cancelled, failed (rejected everywhere). Stock the distributors do not hold
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
  const [, submitted, accepted, rejected, cancelled, failed] = ids as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
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
  // Rejected by every location that stocks it, then routed again with nobody left: failed (decision 0921).
  for (let k = 0; k < 10; k++) {
    const f = await route(failed);
    if (!f) break;
    await respondFulfillmentRequest(deps, actor(f.distributorTeam), f.fulfillmentId, {
      status: 'reject',
      rejection_reason: 'inventory_out_of_stock',
      merchant_message: 'Stock count was wrong',
    });
  }
  // The demo distributor's shipments in every delivery status (issue 14, issue 19).
  const shipped = await seedDemoShipments(database, teams, deps);
  await seedDemoPayments(deps, merchant, store.id, [accepted, ...shipped]);
  await seedDemoSyncErrors(deps, teams, stocked);
  return ids.length + shipped.length;
}

/**
 * The merchant pays its routed orders by card (Pay now, through the payment sandbox), so the accepted fulfilments'
 * shares are paid out to the distributors (payouts); every fourth card is declined and that order stays unpaid
 * with the failure on its timeline.
 */
async function seedDemoPayments(deps: OrdersDeps, merchant: number, storeId: number, orderIds: number[]) {
  for (const [k, id] of orderIds.entries()) {
    let secret: string;
    try {
      ({ client_secret: secret } = await createPaymentIntent(deps, actor(merchant), {
        fulfilment_id: id,
        shopify_integration_id: storeId,
      }));
    } catch {
      continue; // Not payable (cancelled or already paid): nothing to pay.
    }
    const card = k % 4 === 3 ? TEST_CARDS.decline : TEST_CARDS.succeed;
    await confirmCardPayment(deps, actor(merchant), {
      client_secret: secret,
      card_number: card,
      save_card: false,
    });
  }
}

/**
 * Sync errors on one store (merchant2@'s): it sells a few parts the distributors stock, its inventory integration
 * maps every distributor location to its warehouse, and the store refuses inventory updates (the sandbox store's
 * reject mode, left on), so each sync run, this one and the hourly schedule's, records the refusals.
 */
async function seedDemoSyncErrors(deps: OrdersDeps, teams: { merchants: number[] }, skus: string[]) {
  const merchant2 = teams.merchants[1];
  if (merchant2 === undefined || !skus.length) return;
  const store = (await storesOfTeam(deps.db, merchant2)).find((s) => s.platform === 'sandbox');
  if (!store) return;
  const adapter = createSandboxStore(deps.db, { delayMs: [0, 0] });
  for (const sku of skus.slice(0, 3))
    await adapter.createProduct(
      store,
      {
        title: `Stocked part ${sku}`,
        handle: sku.toLowerCase(),
        description: '',
        vendor: 'Coastal 4x4 Supplies',
        variants: [{ sku, title: 'Default', price: '49.95', options: {} }],
        images: [],
      },
      { sourceKey: `demo-own:${sku}` },
    );
  const detail = await integrationDetail(deps, store.id);
  const warehouse = detail.available_locations[0];
  if (!warehouse) return;
  await updateSettings(deps, store.id, {
    location_mappings: Object.fromEntries(
      detail.distributor_locations.map((l) => [
        String(l.id),
        { shopify_location_gid: warehouse.id, shipping_enabled: true },
      ]),
    ),
  });
  await adapter.setMode(store.id, 'reject');
  await runInventorySync(deps, store.id);
}
