import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { createSandboxStore, StoreError } from '../../../adapters/stores/index.ts';
import {
  bookedFulfillment,
  clockTo as clockToFixture,
  connect,
  makeWorld,
  order,
  rows,
  sandboxStore,
  shippable,
  type World,
} from './fixtures.ts';

let t: TestApp;
let merchant: TestClient;
let merchant2: TestClient;
let distA: TestClient;
let staff: TestClient;
let w: World;

const STORES = '/api/marketplace/v1/marketplace/stores';

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.signIn('merchant@demo.test');
  merchant2 = await t.signIn('merchant2@demo.test');
  distA = await t.signIn('distributor@demo.test');
  staff = await t.signIn('staff@demo.test');
  w = await makeWorld(t);
  await connect(merchant, w.storeId, w.distributors[0]!.id, 'ACME-1');
  await shippable(t, w, [w.skus.pad, w.skus.rotor]);
});
afterAll(async () => {
  await t?.close();
});

const clockTo = (shipmentId: number, status: 'shipped' | 'delivered') =>
  clockToFixture(t, staff, distA, shipmentId, status);

const runsOf = (fulfillmentId: number) =>
  rows<{ id: number; status: string; last_error: string | null }>(
    t,
    sql`select id, status, last_error from workflow_runs
        where workflow = 'orders.store_fulfillment' and (input->>'fulfillmentId')::int = ${fulfillmentId}`,
  );

const storeFulfilmentsOf = (storeId: number) =>
  rows<{ id: string; order_id: string; line_items: { id: string; quantity: number }[] }>(
    t,
    sql`select id, order_id, line_items from sandbox_store_fulfillments where store_id = ${storeId}`,
  );

async function storePage(client: TestClient, storeId: number) {
  const res = await client.get(`${STORES}/${storeId}/sandbox`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    orders: {
      id: string;
      name: string;
      fulfillment_status: string;
      line_items: { sku: string; quantity: number; fulfilled_quantity: number }[];
      fulfillments: { id: string; tracking_company: string | null; tracking_numbers: string[] }[];
    }[];
  };
}

describe("the merchant's store receives the fulfilment (issue 19)", () => {
  it('gets exactly one fulfilment once the parcel is on its way, however often the workflow runs', async () => {
    const b = await bookedFulfillment(t, merchant, distA, w.storeId, [
      { sku: w.skus.pad, quantity: 2 },
      { sku: w.skus.rotor, quantity: 1 },
    ]);
    const o = await order(merchant, b.orderId);
    const storeOrder = () =>
      storePage(merchant, w.storeId).then((p) => p.orders.find((x) => x.name === o.fulfillment_name)!);
    expect((await storeOrder()).fulfillment_status).toBe('unfulfilled');

    // The store refuses at first: the run stays pending with the store's reason, nothing is in the store.
    const mode = await merchant.put(`${STORES}/${w.storeId}/sandbox/mode`, { mode: 'reject' });
    expect(mode.statusCode, mode.body).toBe(200);
    await clockTo(b.shipmentId, 'shipped');
    expect((await order(merchant, b.orderId)).status).toBe('shipped');
    let runs = await runsOf(b.fulfillmentId);
    expect(runs).toHaveLength(1);
    expect(await t.ctx.workflows.runNow(runs[0]!.id)).toBe('retrying');
    runs = await runsOf(b.fulfillmentId);
    expect(runs[0]!.last_error).toContain('The store rejected the fulfillment');
    expect((await storeOrder()).fulfillments).toEqual([]);

    // The store answers again: the retry sends it.
    await merchant.put(`${STORES}/${w.storeId}/sandbox/mode`, { mode: 'normal' });
    expect(await t.ctx.workflows.runNow(runs[0]!.id)).toBe('completed');
    const shown = await storeOrder();
    expect(shown.fulfillment_status).toBe('fulfilled');
    expect(shown.fulfillments).toHaveLength(1);
    expect(shown.fulfillments[0]!.tracking_numbers).toEqual([b.tracking]);
    expect(shown.fulfillments[0]!.tracking_company).toBeTruthy();
    expect(shown.line_items.map((l) => [l.sku, l.quantity, l.fulfilled_quantity])).toEqual([
      [w.skus.pad, 2, 2],
      [w.skus.rotor, 1, 1],
    ]);

    // A process that died after the store answered, before recording it: the whole run again, one effect.
    await t.ctx.database.db.execute(sql`delete from workflow_steps where run_id = ${runs[0]!.id}`);
    await t.ctx.database.db.execute(
      sql`update workflow_runs set status = 'pending', locked_until = null where id = ${runs[0]!.id}`,
    );
    expect(await t.ctx.workflows.runNow(runs[0]!.id)).toBe('completed');

    // Delivered, and the tracking event delivered twice: no second run, no second store fulfilment.
    await clockTo(b.shipmentId, 'delivered');
    await t.ctx.database.db.execute(
      sql`with e as (
            update domain_events set dispatched_at = null
            where type = 'shipping.delivery_tracked' and (payload->>'delivery_id')::int = ${b.shipmentId}
            returning id
          )
          delete from domain_event_deliveries
          where handler = 'orders.delivery_tracking' and event_id in (select id from e)`,
    );
    await t.ctx.events.dispatchPending();
    await t.ctx.workflows.runPending();
    expect(await runsOf(b.fulfillmentId)).toHaveLength(1);
    const inStore = (await storeFulfilmentsOf(w.storeId)).filter((f) => f.order_id === shown.id);
    expect(inStore).toHaveLength(1);
    expect(inStore[0]!.id).toBe(shown.fulfillments[0]!.id);

    // The merchant's timeline says so once.
    const after = await order(merchant, b.orderId);
    const sent = (after.history as { status: string; comment: string }[]).filter(
      (h) => h.status === 'store_fulfilled',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.comment).toContain(b.tracking);
    const [f] = await rows<{ store_fulfillment_id: string }>(
      t,
      sql`select store_fulfillment_id from fulfillments where id = ${b.fulfillmentId}`,
    );
    expect(f!.store_fulfillment_id).toBe(shown.fulfillments[0]!.id);
  });

  it("touches no other team's store, and the store refuses what is not its order's to fulfil", async () => {
    const otherStore = await sandboxStore(t, t.teams.merchants[1]!, [
      { sku: w.skus.pad, title: 'Brake pad set', price: '150.00' },
    ]);
    const b = await bookedFulfillment(t, merchant, distA, w.storeId, [{ sku: w.skus.pad, quantity: 1 }]);
    await clockTo(b.shipmentId, 'shipped');
    await t.ctx.workflows.runPending();
    expect(await storeFulfilmentsOf(otherStore)).toEqual([]);
    // Another team's store page is not found; its own page lists nothing of this order.
    expect((await merchant2.get(`${STORES}/${w.storeId}/sandbox`)).statusCode).toBe(404);
    expect((await merchant.get(`${STORES}/${otherStore}/sandbox`)).statusCode).toBe(404);
    expect((await storePage(merchant2, otherStore)).orders).toEqual([]);

    // The adapter itself: another store's order, or units already fulfilled, are refused with nothing written.
    const store = createSandboxStore(t.ctx.database.db, { delayMs: [0, 0] });
    const o = await order(merchant, b.orderId);
    const shown = (await storePage(merchant, w.storeId)).orders.find((x) => x.name === o.fulfillment_name)!;
    expect(shown.fulfillment_status).toBe('fulfilled');
    const lineId = `${shown.id}-1`;
    const again = {
      order_id: shown.id,
      line_items: [{ id: lineId, quantity: 1 }],
      tracking_company: null,
      tracking_numbers: [],
      tracking_urls: [],
      notify_customer: false,
    };
    await expect(
      store.createFulfillment({ id: otherStore, name: 'Other' }, again, { sourceKey: 'elsewhere' }),
    ).rejects.toThrow(new StoreError('rejected', 'Order not found in the store'));
    await expect(
      store.createFulfillment({ id: w.storeId, name: 'Mine' }, again, { sourceKey: 'second' }),
    ).rejects.toThrow(`Only 0 of ${w.skus.pad} are left to fulfil`);
    expect(await storeFulfilmentsOf(otherStore)).toEqual([]);
    expect((await storeFulfilmentsOf(w.storeId)).filter((f) => f.order_id === shown.id)).toHaveLength(1);
  });
});
