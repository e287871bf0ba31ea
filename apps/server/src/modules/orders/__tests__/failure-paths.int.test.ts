import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import {
  bookedFulfillment,
  clockTo,
  connect,
  makeWorld,
  order,
  placeOrder,
  shippable,
  SYDNEY,
  TRACKING_CLOCK,
  type World,
} from './fixtures.ts';

/**
 * Issue 19: the paths to the statuses no happy path reaches: a delivery the carrier refuses for good (error,
 * decision 0920), an order no distributor can fulfil (failed, 0921) and a parcel returned to its sender (returned,
 * 0922).
 */

let t: TestApp;
let merchant: TestClient;
let merchant2: TestClient;
let distA: TestClient;
let distB: TestClient;
let staff: TestClient;
let w: World;

const M = '/api/marketplace/v1/fulfillments';
const F = '/api/distributor/v1/fulfillments';
const S = '/api/distributor/v1/shipments';
const D = '/api/distributor/v1/deliveries';
const SANDBOX = '/api/distributor/carriers/sandbox';

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.signIn('merchant@demo.test');
  merchant2 = await t.signIn('merchant2@demo.test');
  distA = await t.signIn('distributor@demo.test');
  distB = await t.signIn('distributor2@demo.test');
  staff = await t.signIn('staff@demo.test');
  w = await makeWorld(t);
  await connect(merchant, w.storeId, w.distributors[0]!.id, 'ACME-1');
  await shippable(t, w, [w.skus.pad]);
});
afterAll(async () => {
  await staff?.put(SANDBOX, { booking_failure: 'none' });
  await t?.close();
});

const history = async (orderId: number) =>
  (await order(merchant, orderId)).history as { status: string; comment: string }[];

describe('a booking the carrier refuses for good (delivery error)', () => {
  it('leaves the delivery in error with the carrier’s message; booked again once the carrier takes it', async () => {
    const b = await bookedFulfillment(t, merchant, distA, w.storeId, [{ sku: w.skus.pad, quantity: 1 }]);
    // A second shipment of another order, refused by the carrier.
    const orderId = await placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 1 }]);
    const fid = (await merchant.post(`${M}/${orderId}/request-fulfillment`)).json().fulfillment_order
      .fulfillments[0].id as number;
    await distA.put(`${F}/${fid}/fulfillment_request`, { status: 'accept', reference_number: `SO-${fid}` });
    const list = (await distA.get(`${S}?status=pending,quoted&page_size=100`)).json().results as {
      id: number;
      fulfillment_id: number;
    }[];
    const id = list.find((s) => s.fulfillment_id === fid)!.id;

    // Only staff flip the sandbox's switch; an unknown mode is refused.
    expect((await distA.put(SANDBOX, { booking_failure: 'rejected' })).statusCode).toBe(403);
    expect((await staff.put(SANDBOX, { booking_failure: 'lost' })).statusCode).toBe(400);
    const on = await staff.put(SANDBOX, { booking_failure: 'rejected' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().booking_failure).toBe('rejected');

    const refused = await distA.post(`${S}/${id}/delivery_booking`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'carrier_rejected',
      message: 'The carrier rejected the consignment: the service cannot carry it to this address.',
    });
    let shipment = (await distA.get(`${S}/${id}`)).json().shipment;
    expect(shipment.delivery_status).toBe('error');
    expect(shipment.status).toBe('error');
    expect(shipment.tracking_reference).toBeNull();
    expect(shipment.error_message).toContain('The carrier rejected the consignment');
    expect(shipment.supported_actions).toContain('book');
    const delivery = (await distA.get(`${D}/${id}`)).json().delivery;
    expect(delivery.delivery_status).toBe('error');
    expect(delivery.label_status).toBe('not_created');
    expect(delivery.error_message).toContain('The carrier rejected the consignment');
    expect(delivery.supported_actions).toEqual(expect.arrayContaining(['quote', 'book', 'byo']));
    // The portal's Error tab lists it; another team's distributor does not find it.
    const errors = (await distA.get(`${S}?status=error&page_size=100`)).json().results as { id: number }[];
    expect(errors.map((s) => s.id)).toContain(id);
    expect((await distB.get(`${S}/${id}`)).statusCode).toBe(404);
    expect((await distB.get(`${D}/${id}`)).statusCode).toBe(404);
    expect((await distB.post(`${S}/${id}/delivery_booking`)).statusCode).toBe(404);
    // The merchant's timeline says why the parcel has not left; the order goes on.
    await t.ctx.events.dispatchPending();
    const refusedNote = (await history(orderId)).filter((h) => h.status === 'booking_error');
    expect(refusedNote).toHaveLength(1);
    expect(refusedNote[0]!.comment).toContain('The carrier rejected the consignment');
    expect((await order(merchant, orderId)).status).toBe('submitted');

    // Refused again while the carrier still refuses: still error, nothing booked.
    expect((await distA.post(`${S}/${id}/delivery_booking`)).statusCode).toBe(409);
    expect((await distA.get(`${D}/${id}`)).json().delivery.delivery_status).toBe('error');

    // The carrier takes it: booked from error, once however often it is asked.
    await staff.put(SANDBOX, { booking_failure: 'none' });
    const booked = await distA.request({
      method: 'POST',
      url: `${S}/${id}/delivery_booking`,
      headers: { 'idempotency-key': `retry-${id}` },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    shipment = booked.json().shipment;
    expect(shipment.delivery_status).toBe('booked');
    expect(shipment.error_message).toBeNull();
    const again = await distA.post(`${S}/${id}/delivery_booking`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().shipment.tracking_reference).toBe(shipment.tracking_reference);
    // The first booking of this world is untouched.
    expect((await distA.get(`${D}/${b.shipmentId}`)).json().delivery.tracking_number).toBe(b.tracking);
  });

  it('a retryable failure (the carrier did not answer) still puts the delivery back to quoted', async () => {
    const orderId = await placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 1 }]);
    const fid = (await merchant.post(`${M}/${orderId}/request-fulfillment`)).json().fulfillment_order
      .fulfillments[0].id as number;
    await distA.put(`${F}/${fid}/fulfillment_request`, { status: 'accept', reference_number: `SO-${fid}` });
    const id = (
      (await distA.get(`${S}?status=pending,quoted&page_size=100`)).json().results as {
        id: number;
        fulfillment_id: number;
      }[]
    ).find((s) => s.fulfillment_id === fid)!.id;
    await staff.put(SANDBOX, { booking_failure: 'timeout' });
    try {
      const res = await distA.post(`${S}/${id}/delivery_booking`);
      expect(res.statusCode, res.body).toBe(503);
    } finally {
      await staff.put(SANDBOX, { booking_failure: 'none' });
    }
    expect((await distA.get(`${D}/${id}`)).json().delivery.delivery_status).toBe('quoted');
  });
});

describe('an order no distributor can fulfil (order failed)', () => {
  it('fails once every location that stocks it has rejected it, and takes no more requests', async () => {
    const orderId = await placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 2 }]);
    const reject = async () => {
      const res = await merchant.post(`${M}/${orderId}/request-fulfillment`);
      expect(res.statusCode, res.body).toBe(200);
      const f = res.json().fulfillment_order.fulfillments.at(-1);
      const r = await distA.put(`${F}/${f.id}/fulfillment_request`, {
        status: 'reject',
        rejection_reason: 'inventory_out_of_stock',
      });
      expect(r.statusCode, r.body).toBe(200);
      return f.distributor_location.id as number;
    };
    // Melbourne (nearest), then Sydney: the only locations of the connected distributor with stock.
    const first = await reject();
    const second = await reject();
    expect(new Set([first, second]).size).toBe(2);
    expect((await order(merchant, orderId)).status).toBe('rejected');

    const res = await merchant.post(`${M}/${orderId}/request-fulfillment`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toEqual({
      code: 'order_not_routable',
      message: `No other distributor location can fulfil ${w.skus.pad}`,
    });
    const o = await order(merchant, orderId);
    expect(o.status).toBe('failed');
    expect(o.payment_status).toBe('order_cancelled');
    expect(o.supported_actions).toEqual([]);
    expect(o.fulfillments_count).toBe(0);
    const failed = o.history.filter((h: { status: string }) => h.status === 'failed');
    expect(failed).toEqual([
      expect.objectContaining({
        comment: `Fulfillment failed: No other distributor location can fulfil ${w.skus.pad}`,
      }),
    ]);

    // Asked again (a double click or a retry): refused, nothing more happens.
    const again = await merchant.post(`${M}/${orderId}/request-fulfillment`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Fulfillment cannot be requested for a failed order');
    expect((await history(orderId)).filter((h) => h.status === 'failed')).toHaveLength(1);
    expect((await order(merchant, orderId)).fulfillments).toHaveLength(2);
    // Pay now is refused for it, and it is in the merchant's Failed filter, not in another team's.
    const pay = await merchant.post('/api/marketplace/create-fulfilment-payment-intent', {
      fulfilment_id: orderId,
      shopify_integration_id: w.storeId,
    });
    expect(pay.statusCode).toBe(409);
    const listed = (await merchant.get(`${M}?status=failed&per=100`)).json().data as { id: number }[];
    expect(listed.map((r) => r.id)).toContain(orderId);
    expect((await merchant2.get(`${M}/${orderId}`)).statusCode).toBe(404);
    expect((await merchant2.post(`${M}/${orderId}/request-fulfillment`)).statusCode).toBe(404);
  });

  it('a pending order nobody stocks stays pending (the merchant may connect a distributor)', async () => {
    const orderId = await placeOrder(merchant, w.storeId, [{ sku: w.skus.rotor, quantity: 50 }], SYDNEY);
    const res = await merchant.post(`${M}/${orderId}/request-fulfillment`);
    expect(res.statusCode).toBe(409);
    expect((await order(merchant, orderId)).status).toBe('pending');
  });
});

describe('a parcel returned to its sender (order returned)', () => {
  it('marks the order returned once; the clock moves it no further', async () => {
    const b = await bookedFulfillment(t, merchant, distA, w.storeId, [{ sku: w.skus.pad, quantity: 1 }]);
    const ret = { delivery_ids: [b.shipmentId], return_to_sender: true };
    // Not on its way yet: nothing to return.
    expect((await staff.post(TRACKING_CLOCK, ret)).json()).toEqual({ moved: 0 });
    expect((await distA.post(TRACKING_CLOCK, ret)).statusCode).toBe(403);
    expect((await merchant.post(TRACKING_CLOCK, ret)).statusCode).toBe(403);
    await clockTo(t, staff, distA, b.shipmentId, 'shipped');
    expect((await order(merchant, b.orderId)).status).toBe('shipped');

    const res = await staff.post(TRACKING_CLOCK, ret);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ moved: 1 });
    await t.ctx.events.dispatchPending();
    const o = await order(merchant, b.orderId);
    expect(o.status).toBe('returned');
    expect(o.supported_actions).toEqual([]);
    expect(o.tracking_numbers).toEqual([b.tracking]);
    const notes = o.history.filter((h: { status: string }) => h.status === 'returned');
    expect(notes).toHaveLength(1);
    expect(notes[0].comment).toContain(b.tracking);
    expect(notes[0].comment).toContain('Returned to sender');

    // Returned again, and the clock ticked: one return, never delivered.
    expect((await staff.post(TRACKING_CLOCK, ret)).json()).toEqual({ moved: 0 });
    expect((await staff.post(TRACKING_CLOCK, { delivery_ids: [b.shipmentId] })).json()).toEqual({ moved: 0 });
    await t.ctx.events.dispatchPending();
    const d = (await distA.get(`${D}/${b.shipmentId}`)).json().delivery;
    expect(d.delivery_status).toBe('shipped');
    expect(d.latest_event.status).toBe('returned');
    const after = await order(merchant, b.orderId);
    expect(after.status).toBe('returned');
    expect(after.history.filter((h: { status: string }) => h.status === 'returned')).toHaveLength(1);
    expect(after.fulfillments[0].status).toBe('in_progress');
    const listed = (await merchant.get(`${M}?status=returned&per=100`)).json().data as { id: number }[];
    expect(listed.map((r) => r.id)).toContain(b.orderId);
    expect((await merchant2.get(`${M}/${b.orderId}`)).statusCode).toBe(404);
  });
});
