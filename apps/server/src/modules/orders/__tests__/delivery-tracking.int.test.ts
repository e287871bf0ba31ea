import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { generateDeliveryDocuments, shippingDeps } from '../../shipping/index.ts';
import {
  bookedFulfillment,
  connect,
  makeWorld,
  MELBOURNE,
  placeOrder,
  rows,
  shippable,
  TRACKING_CLOCK as CLOCK,
  type World,
} from './fixtures.ts';

let t: TestApp;
let merchant: TestClient;
let distA: TestClient;
let staff: TestClient;
let w: World;

const F = '/api/distributor/v1/fulfillments';
const S = '/api/distributor/v1/shipments';
const M = '/api/marketplace/v1/fulfillments';

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.signIn('merchant@demo.test');
  distA = await t.signIn('distributor@demo.test');
  staff = await t.signIn('staff@demo.test');
  w = await makeWorld(t);
  await connect(merchant, w.storeId, w.distributors[0]!.id, 'ACME-1');
  await shippable(t, w, [w.skus.pad]);
});
afterAll(async () => {
  await t?.close();
});

/** An order routed, accepted and its proposed shipment booked; answers the order, shipment and tracking number. */
const bookedOrder = () =>
  bookedFulfillment(t, merchant, distA, w.storeId, [{ sku: w.skus.pad, quantity: 1 }]);

const order = async (id: number) => (await merchant.get(`${M}/${id}`)).json().fulfillment_order;

describe("a delivery's tracking on the merchant's fulfilment order", () => {
  it('shows the booking and its tracking number, becomes shipped in transit and complete when delivered', async () => {
    const b = await bookedOrder();
    let o = await order(b.orderId);
    expect(o.tracking_numbers).toEqual([b.tracking]);
    expect(o.status).toBe('submitted');
    expect(o.history.map((h: { status: string }) => h.status)).toContain('booked');

    const statuses: string[] = [];
    for (let step = 0; step < 5; step++) {
      const res = await staff.post(CLOCK, { delivery_ids: [b.shipmentId] });
      expect(res.statusCode, res.body).toBe(200);
      await t.ctx.events.dispatchPending();
      const d = (await distA.get(`/api/distributor/v1/deliveries/${b.shipmentId}`)).json().delivery;
      statuses.push(d.delivery_status);
      o = await order(b.orderId);
      if (d.delivery_status === 'awaiting_pickup') expect(o.status).toBe('submitted');
    }
    expect(statuses).toEqual(['pickup_requested', 'awaiting_pickup', 'shipped', 'delivered', 'delivered']);
    o = await order(b.orderId);
    expect(o.status).toBe('shipped');
    expect(o.tracking_numbers).toEqual([b.tracking]);
    expect(o.fulfillments[0].status).toBe('complete');
    const comments = o.history.map((h: { status: string; comment: string }) => `${h.status}: ${h.comment}`);
    expect(comments.filter((c: string) => c.startsWith('shipped:'))).toHaveLength(1);
    expect(comments.find((c: string) => c.startsWith('shipped:'))).toContain(b.tracking);
    expect(comments.filter((c: string) => c.startsWith('delivered:'))).toHaveLength(1);
  });

  it('lets only platform staff move the clock, and leaves deliveries that are not on their way alone', async () => {
    const b = await bookedOrder();
    expect((await distA.post(CLOCK, { delivery_ids: [b.shipmentId] })).statusCode).toBe(403);
    expect((await merchant.post(CLOCK, { delivery_ids: [b.shipmentId] })).statusCode).toBe(403);
    expect((await staff.post(CLOCK, { delivery_ids: 'all' })).statusCode).toBe(400);
    const cancelled = await distA.delete(`/api/distributor/v1/deliveries/${b.shipmentId}`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const res = await staff.post(CLOCK, { delivery_ids: [b.shipmentId] });
    expect(res.statusCode).toBe(200);
    const d = (await distA.get(`/api/distributor/v1/deliveries/${b.shipmentId}`)).json().delivery;
    expect(d.delivery_status).toBe('cancelled');
    await t.ctx.events.dispatchPending();
    // A cancelled booking's tracking number is no longer the order's.
    expect((await order(b.orderId)).tracking_numbers).toEqual([]);
  });
});

describe("the catalogue's dangerous goods on a planned delivery", () => {
  it('declares the hazard on the parcel items (after a re-plan too) and generates the DG document', async () => {
    const [dg] = await rows<{ id: number; un_number: string }>(
      t,
      sql`select id, un_number from dangerous_goods_definitions order by id limit 1`,
    );
    await t.ctx.database.db.execute(sql`
      with h as (
        insert into product_hazards (product_id, dangerous_goods_definition_id)
        select id, ${dg!.id} from products where sku = ${w.skus.pad} returning id
      )
      insert into package_hazards (product_hazard_id, amount, amount_unit) select id, 250, 'ml' from h`);
    const orderId = await placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 2 }], MELBOURNE);
    const fulfillmentId = (await merchant.post(`${M}/${orderId}/request-fulfillment`)).json()
      .fulfillment_order.fulfillments[0].id as number;
    await distA.put(`${F}/${fulfillmentId}/fulfillment_request`, {
      status: 'accept',
      reference_number: 'SO-DG',
    });
    const list = (await distA.get(`${S}?status=pending,quoted,booked&page_size=100`)).json().results as {
      id: number;
      fulfillment_id: number;
    }[];
    const shipment = (
      await distA.get(`${S}/${list.find((s) => s.fulfillment_id === fulfillmentId)!.id}`)
    ).json().shipment;
    const declared = async () =>
      rows<{ dangerous_goods: { un_number: string; amount: number; amount_unit: string } | null }>(
        t,
        sql`select pi.dangerous_goods from parcel_items pi join parcels p on p.id = pi.parcel_id
            where p.delivery_id = ${shipment.id}`,
      );
    expect((await declared()).map((r) => r.dangerous_goods)).toEqual([
      expect.objectContaining({ un_number: dg!.un_number, amount: 250, amount_unit: 'ml' }),
    ]);
    // The editor's save re-plans the parcels: the declaration stays.
    const saved = await distA.patch(`${S}/${shipment.id}`, {
      shipment: {
        version: shipment.version,
        sender: { ...shipment.sender, phone: shipment.sender.phone ?? '02 9000 0000' },
        recipient: { ...shipment.recipient, email: 'dg@example.test', phone: '0400 000 000' },
        cartons: [
          {
            length_mm: 300,
            width_mm: 250,
            height_mm: 200,
            weight_g: 3000,
            carton_items: shipment.cartons.flatMap(
              (c: { carton_items: { shipment_unit_id: number; quantity: number }[] }) =>
                c.carton_items.map((i) => ({ shipment_unit_id: i.shipment_unit_id, quantity: i.quantity })),
            ),
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await declared()).every((r) => r.dangerous_goods?.un_number === dg!.un_number)).toBe(true);
    const booked = await distA.post(`${S}/${shipment.id}/delivery_booking`);
    expect(booked.statusCode, booked.body).toBe(200);
    await generateDeliveryDocuments(shippingDeps(t.ctx), shipment.id);
    const doc = await distA.get(
      `/api/distributor/v1/deliveries/${shipment.id}/documents?document_type=SHIPPING_DG_DOCUMENT`,
    );
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});
