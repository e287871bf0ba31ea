import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { BRISBANE, MELBOURNE, order, placeOrder, type World, warehouseWorld } from './fixtures.ts';

let t: TestApp;
let merchant: TestClient;
let distA: TestClient;
let distB: TestClient;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  ({ merchant, distA, distB, w } = await warehouseWorld(t));
});
afterAll(async () => {
  await t?.close();
});

const V1 = '/api/distributor/v1/fulfillments';
const M = '/api/marketplace/v1/fulfillments';
const loc = (d: 0 | 1, prefix: string) =>
  Object.entries(w.distributors[d]!.locations).find(([k]) => k.startsWith(prefix))![1];

/** An order of one pad to Melbourne, routed: answers the order id and its one fulfilment (distributor A, MEL). */
async function routed(where = MELBOURNE) {
  const id = await placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 1 }], where);
  const res = await merchant.post(`${M}/${id}/request-fulfillment`);
  expect(res.statusCode, res.body).toBe(200);
  return { id, fulfillmentId: res.json().fulfillment_order.fulfillments[0].id as number };
}

const respond = (client: TestClient, id: number, body: object) =>
  client.put(`${V1}/${id}/fulfillment_request`, body);
const cancellation = (client: TestClient, id: number, body: object) =>
  client.put(`${V1}/${id}/cancellation_request`, body);

describe('fulfilment requests on the distributor side', () => {
  it('lists the team’s requests per location with {results, pagination}, statistics, and the detail', async () => {
    const { fulfillmentId } = await routed();
    const list = (await distA.get(`${V1}?location_ids=${loc(0, 'MEL')}&page=1&page_size=10`)).json();
    expect(list.pagination).toMatchObject({ page: 1, page_size: 10, previous_page_allowed: false });
    const row = list.results.find((r: { id: number }) => r.id === fulfillmentId);
    expect(row).toMatchObject({
      distributor_order_id: null,
      distributor_status: 'pending',
      supported_actions: ['respond_fulfillment_request', 'change_location'],
      merchant_order: { store_name: expect.stringMatching(/^Test Store/) },
      recipient: { city: 'Dandenong', subdivision_code: 'VIC', postal_code: '3175' },
      sender: { city: 'Dandenong' },
      item_count: 1,
      line_items: [
        { quantity: 1, product: { sku: w.skus.pad }, merchant_order_line_item: { store_unit_price: 15000 } },
      ],
      distributor_location: { id: loc(0, 'MEL') },
    });
    const elsewhere = (await distA.get(`${V1}?location_ids=${loc(0, 'SYD')}`)).json();
    expect(elsewhere.results.map((r: { id: number }) => r.id)).not.toContain(fulfillmentId);
    const stats = (await distA.get(`${V1}/statistics?location_ids=${loc(0, 'MEL')}`)).json();
    expect(stats.statistics).toEqual([
      {
        location_id: loc(0, 'MEL'),
        fulfillments: { pending: expect.any(Number), in_progress: 0, complete: 0 },
      },
    ]);
    expect(stats.statistics[0].fulfillments.pending).toBeGreaterThanOrEqual(1);
    expect((await distA.get(`${V1}/${fulfillmentId}`)).json().fulfillment.id).toBe(fulfillmentId);
    // Another distributor's team: not found, and not listed.
    expect((await distB.get(`${V1}/${fulfillmentId}`)).statusCode).toBe(404);
    expect(
      (await respond(distB, fulfillmentId, { status: 'accept', reference_number: 'X' })).statusCode,
    ).toBe(404);
    expect((await distB.get(V1)).json().results.map((r: { id: number }) => r.id)).not.toContain(
      fulfillmentId,
    );
  });

  it('accepts with a reference number that becomes distributor_order_id; shown as Processing; a double accept has one effect', async () => {
    const { id, fulfillmentId } = await routed();
    const res = await respond(distA, fulfillmentId, {
      status: 'accept',
      reference_number: 'SO-5501',
      merchant_message: 'Ships tomorrow',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fulfillment).toMatchObject({
      distributor_order_id: 'SO-5501',
      distributor_status: 'in_progress',
      display_status: 'Processing',
      supported_actions: [],
    });
    const again = await respond(distA, fulfillmentId, { status: 'accept', reference_number: 'SO-5501' });
    expect(again.statusCode).toBe(200);
    const o = await order(merchant, id);
    expect(o).toMatchObject({
      status: 'submitted',
      display_status: 'Processing',
      distributor_order_id: 'SO-5501',
    });
    expect(o.fulfillments[0].display_status).toBe('Processing');
    expect(o.history.filter((h: { status: string }) => h.status === 'accepted')).toEqual([
      expect.objectContaining({ comment: 'Sydney Parts Co accepted, order SO-5501: Ships tomorrow' }),
    ]);
    // A different answer after the first: 409 with a clear message.
    const other = await respond(distA, fulfillmentId, { status: 'reject', rejection_reason: 'other' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe('This fulfillment request has already been answered');
  });

  it('validates answers with the spec’s rules and changes nothing', async () => {
    const { fulfillmentId } = await routed();
    const noRef = await respond(distA, fulfillmentId, { status: 'accept' });
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json().error.details).toEqual([
      { path: ['reference_number'], message: 'A reference number is required' },
    ]);
    const noReason = await respond(distA, fulfillmentId, { status: 'reject' });
    expect(noReason.json().error.details).toEqual([
      { path: ['rejection_reason'], message: 'A rejection reason is required' },
    ]);
    const badReason = await respond(distA, fulfillmentId, { status: 'reject', rejection_reason: 'too_busy' });
    expect(badReason.statusCode).toBe(400);
    const noChoice = await respond(distA, fulfillmentId, {});
    expect(noChoice.json().error.details[0].message).toBe('Choose Accept or Reject');
    expect((await distA.get(`${V1}/${fulfillmentId}`)).json().fulfillment.distributor_status).toBe('pending');
  });

  it('rejects with a reason the merchant sees; routing again skips the rejecting location', async () => {
    const { id, fulfillmentId } = await routed();
    const res = await respond(distA, fulfillmentId, {
      status: 'reject',
      rejection_reason: 'inventory_out_of_stock',
      merchant_message: 'Count was wrong',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fulfillment.distributor_status).toBe('cancelled');
    let o = await order(merchant, id);
    expect(o).toMatchObject({
      status: 'rejected',
      display_status: 'rejected',
      supported_actions: ['request_fulfillment'],
      fulfillments_count: 0,
    });
    expect(o.fulfillments[0]).toMatchObject({
      rejection_reason: 'inventory_out_of_stock',
      rejection_reason_label: 'Insufficient inventory',
      merchant_message: 'Count was wrong',
    });
    expect(o.history.at(-1).comment).toBe(
      'Sydney Parts Co rejected: Insufficient inventory: Count was wrong',
    );
    // Melbourne rejected: the next nearest with pads is Sydney.
    const again = await merchant.post(`${M}/${id}/request-fulfillment`);
    expect(again.statusCode, again.body).toBe(200);
    o = again.json().fulfillment_order;
    expect(o.status).toBe('submitted');
    expect(
      o.fulfillments.map((f: { distributor_location: { id: number }; status: string }) => [
        f.distributor_location.id,
        f.status,
      ]),
    ).toEqual([
      [loc(0, 'MEL'), 'cancelled'],
      [loc(0, 'SYD'), 'pending'],
    ]);
  });

  it('cancels through the distributor: request, accept, order cancelled with payment status order_cancelled', async () => {
    const { id, fulfillmentId } = await routed(BRISBANE);
    const res = await merchant.post(`${M}/${id}/cancel-fulfillment`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fulfillment_order.supported_actions).toEqual([]);
    expect(res.json().fulfillment_order.fulfillments[0].cancellation_status).toBe('pending');
    const seen = (await distB.get(`${V1}/${fulfillmentId}`)).json().fulfillment;
    expect(seen.supported_actions).toEqual(['respond_cancellation_request']);
    // While a cancellation is pending the request cannot be accepted.
    expect(
      (await respond(distB, fulfillmentId, { status: 'accept', reference_number: 'Z' })).statusCode,
    ).toBe(409);
    expect((await cancellation(distB, fulfillmentId, { status: 'accept' })).statusCode).toBe(200);
    expect((await cancellation(distB, fulfillmentId, { status: 'accept' })).statusCode).toBe(200);
    const o = await order(merchant, id);
    expect(o).toMatchObject({
      status: 'cancelled',
      payment_status: 'order_cancelled',
      supported_actions: [],
    });
    expect(o.history.map((h: { status: string }) => h.status)).toEqual([
      'pending',
      'submitted',
      'cancellation_requested',
      'cancelled',
      'cancelled',
    ]);
    // Nothing more is allowed of a cancelled order.
    const refused = await merchant.post(`${M}/${id}/request-fulfillment`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Fulfillment cannot be requested for a cancelled order');
    expect((await merchant.post(`${M}/${id}/cancel-fulfillment`)).statusCode).toBe(409);
  });

  it('keeps the order going when the distributor rejects the cancellation', async () => {
    const { id, fulfillmentId } = await routed();
    await respond(distA, fulfillmentId, { status: 'accept', reference_number: 'SO-77' });
    await merchant.post(`${M}/${id}/cancel-fulfillment`);
    const res = await cancellation(distA, fulfillmentId, {
      status: 'reject',
      merchant_message: 'Already packed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().fulfillment).toMatchObject({
      distributor_status: 'in_progress',
      cancellation_status: 'rejected',
    });
    const o = await order(merchant, id);
    expect(o).toMatchObject({ status: 'submitted', display_status: 'Processing' });
    expect(o.history.at(-1)).toMatchObject({
      status: 'cancellation_rejected',
      comment: 'Sydney Parts Co rejected the cancellation: Already packed',
    });
  });

  it('refuses the transitions the state machine does not allow with 409', async () => {
    const pending = await placeOrder(merchant, w.storeId, [{ sku: w.skus.pad, quantity: 1 }]);
    const cancel = await merchant.post(`${M}/${pending}/cancel-fulfillment`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe('Cancellation cannot be requested for a pending order');
    const { fulfillmentId } = await routed();
    const answer = await cancellation(distA, fulfillmentId, { status: 'accept' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.message).toBe('No cancellation has been requested for this fulfillment');
  });

  it('moves a pending request to another active location of the team, and only then', async () => {
    const { id, fulfillmentId } = await routed();
    const res = await distA.put(`${V1}/${fulfillmentId}/change_location`, { new_location_id: loc(0, 'SYD') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fulfillment.distributor_location.id).toBe(loc(0, 'SYD'));
    expect((await order(merchant, id)).history.at(-1)).toMatchObject({
      status: 'location_changed',
      comment: 'Moved from Melbourne to Sydney',
    });
    const foreign = await distA.put(`${V1}/${fulfillmentId}/change_location`, {
      new_location_id: loc(1, 'BNE'),
    });
    expect(foreign.statusCode).toBe(404);
    const missing = await distA.put(`${V1}/${fulfillmentId}/change_location`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].message).toBe('Choose a new location');
    await respond(distA, fulfillmentId, { status: 'accept', reference_number: 'SO-9' });
    expect(
      (await distA.put(`${V1}/${fulfillmentId}/change_location`, { new_location_id: loc(0, 'MEL') }))
        .statusCode,
    ).toBe(409);
  });
});
