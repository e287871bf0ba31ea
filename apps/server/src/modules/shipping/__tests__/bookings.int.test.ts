import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { setCarrierSandbox } from '../../../adapters/carriers/index.ts';
import { listInvoiceLines } from '../../billing/index.ts';
import { addCarrierAccount, createDelivery, generateDeliveryDocuments, shippingDeps } from '../index.ts';
import { delivery, makeLocation } from './fixtures.ts';
import { quote, quoteAndBook } from './helpers.ts';

let t: TestApp;
let client: TestClient;
let other: TestClient;
let locationId: number;
let teamId: number;
const scope = () => ({ teamId, staff: false });
const newDelivery = () => createDelivery(t.ctx.database.db, scope(), delivery(locationId));
const generate = (id: number) => generateDeliveryDocuments(shippingDeps(t.ctx), id);
const freightLines = async () =>
  (await listInvoiceLines(t.ctx.database.db, teamId)).filter((l) => l.source_type === 'freight_booking');

beforeAll(async () => {
  t = await createTestApp();
  teamId = t.teams.distributors[0]!;
  locationId = await makeLocation(t.ctx, teamId);
  client = await t.signIn('distributor@demo.test');
  other = await t.signIn('distributor2@demo.test');
  const catalog = (
    await client.get(`/api/distributor/locations/${locationId}/freight_exchange_catalog`)
  ).json();
  const tnt = catalog.carriers.find((c: { name: string }) => c.name === 'TNT');
  await addCarrierAccount(t.ctx.database.db, { teamId, carrierId: tnt.id, accountNumber: 'TNT-1' });
});
afterAll(async () => {
  await t?.close();
});

describe('bookings', () => {
  it('books a brokered price: tracking number, references, job id and the sales gross total on the invoice', async () => {
    const id = await newDelivery();
    const { delivery: d, price } = await quoteAndBook(client, id, 'StarTrack', 'Road Express');
    expect(price.private).toBe(false);
    expect(d.delivery_status).toBe('booked');
    expect(d.status).toBe('booked');
    expect(d.label_status).toBe('pending');
    expect(d.tracking_number).toMatch(/^STA\d{9}$/);
    expect(d.fe_tracking_number).toBe(d.tracking_number);
    expect(d.references).toEqual({
      reference1: 'SO-1001',
      reference2: d.tracking_number,
      reference3: expect.stringMatching(/^STARTRACK-\d+$/),
    });
    expect(d.external_tracking_data.job_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(d.tracking_url).toContain(d.tracking_number);
    expect(d.carrier).toBe('StarTrack');
    expect(d.expected_delivery_dates.earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const lines = (await freightLines()).filter((l) => l.source_id === id);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.amount_cents).toBe(price.sales_gross_total_cents);
  });

  it('adds nothing to the invoice for a price on the distributor’s own (BYO) account', async () => {
    const id = await newDelivery();
    const { price } = await quoteAndBook(client, id, 'TNT', 'Road Express');
    expect(price.private).toBe(true);
    expect((await freightLines()).filter((l) => l.source_id === id)).toHaveLength(0);
  });

  it('answers 404 Document unavailable until the documents job has run, then the PDF', async () => {
    const id = await newDelivery();
    await quoteAndBook(client, id, 'Couriers Please', 'Standard Parcel');
    const url = `/api/distributor/v1/deliveries/${id}/documents?document_type=SHIPPING_LABEL`;
    const before = await client.get(url);
    expect(before.statusCode).toBe(404);
    expect(before.json().error.message).toBe('Document unavailable');
    await generate(id);
    const after = await client.get(url);
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toBe('application/pdf');
    expect(after.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const d = (await client.get(`/api/distributor/v1/deliveries/${id}`)).json().delivery;
    expect(d.label_status).toBe('printed');
    expect(d.supported_actions).toContain('download_shipping_label');
    // Another team's document is not found; a missing type is unavailable.
    expect((await other.get(url)).statusCode).toBe(404);
    expect((await other.get(url)).json().error.message).toBe('Delivery not found');
    expect(
      (
        await client.get(`/api/distributor/v1/deliveries/${id}/documents?document_type=SHIPPING_DG_DOCUMENT`)
      ).json().error.message,
    ).toBe('Document unavailable');
  });

  it('makes one booking and one invoice line from fifty concurrent requests', async () => {
    const id = await newDelivery();
    const prices = await quote(client, id);
    const brokered = prices.find((p) => !p.private)!;
    const sameKey = await Promise.all(
      Array.from({ length: 50 }, () =>
        client.request({
          method: 'POST',
          url: `/api/distributor/deliveries/${id}/booking`,
          payload: { price_id: brokered.id },
          headers: { 'idempotency-key': `book-${id}` },
        }),
      ),
    );
    expect(sameKey.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(sameKey.map((r) => r.json().delivery.tracking_number)).size).toBe(1);

    const id2 = await newDelivery();
    const prices2 = await quote(client, id2);
    const brokered2 = prices2.find((p) => !p.private)!;
    const anyKey = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        client.request({
          method: 'POST',
          url: `/api/distributor/deliveries/${id2}/booking`,
          payload: { price_id: brokered2.id },
          headers: { 'idempotency-key': `click-${id2}-${i}` },
        }),
      ),
    );
    const ok = anyKey.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(
      anyKey.every(
        (r) =>
          r.statusCode === 200 || (r.statusCode === 409 && r.json().error.code === 'delivery_being_booked'),
      ),
    ).toBe(true);
    const tracking = new Set(ok.map((r) => r.json().delivery.tracking_number).filter(Boolean));
    expect(tracking.size).toBe(1);
    for (const d of [id, id2])
      expect((await freightLines()).filter((l) => l.source_id === d)).toHaveLength(1);
    const again = await client.post(`/api/distributor/deliveries/${id2}/booking`, { price_id: brokered2.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().delivery.tracking_number).toBe([...tracking][0]);
  });

  it('moves the delivery to the label request flow when label generation fails', async () => {
    const id = await newDelivery();
    await quoteAndBook(client, id, 'Australia Post', 'Parcel Post');
    await setCarrierSandbox(t.ctx.database.db, { label_failure: true });
    try {
      await generate(id);
    } finally {
      await setCarrierSandbox(t.ctx.database.db, { label_failure: false });
    }
    let d = (await client.get(`/api/distributor/v1/deliveries/${id}`)).json().delivery;
    expect(d.label_status).toBe('error');
    expect(d.supported_actions).toContain('request_label');
    expect(d.error_message).toMatch(/could not generate a label/);
    expect(
      (await client.get(`/api/distributor/v1/deliveries/${id}/documents?document_type=SHIPPING_LABEL`))
        .statusCode,
    ).toBe(404);
    const requested = await client.post(`/api/distributor/deliveries/${id}/label`);
    expect(requested.json().delivery.label_status).toBe('label_requested');
    const manual = await client.post(`/api/distributor/deliveries/${id}/manual`, {
      carrier: 'Australia Post',
      tracking_number: 'AP123456789',
      tracking_url: 'https://auspost.com.au/mypost/track/#/details/AP123456789',
      booked_cost: 14.5,
      label_url: 'https://labels.example.test/AP123456789.pdf',
    });
    expect(manual.statusCode).toBe(200);
    d = manual.json().delivery;
    expect(d).toMatchObject({ label_status: 'manual', tracking_number: 'AP123456789' });
  });

  it('cancels a booking: the delivery is cancelled, its charge voided; repeating is harmless', async () => {
    const id = await newDelivery();
    await quoteAndBook(client, id, 'StarTrack', 'Premium');
    expect((await client.delete(`/api/distributor/v1/deliveries/${id}`)).statusCode).toBe(204);
    expect((await client.delete(`/api/distributor/v1/deliveries/${id}`)).statusCode).toBe(204);
    const d = (await client.get(`/api/distributor/v1/deliveries/${id}`)).json().delivery;
    expect(d.delivery_status).toBe('cancelled');
    expect((await freightLines()).find((l) => l.source_id === id)!.voided).toBe(true);
    const rebook = await client.post(`/api/distributor/deliveries/${id}/booking`, {});
    expect(rebook.statusCode).toBe(409);
  });

  it('takes a shipment over with the distributor’s own carrier (BYO)', async () => {
    const id = await newDelivery();
    const bad = await client.post(`/api/distributor/shipments/${id}/byo`, {
      carrier: 'Hunter Express',
      tracking_number: 'HX1',
      tracking_url: 'not a url',
      booked_cost: 0.5,
    });
    expect(bad.statusCode).toBe(400);
    const res = await client.post(`/api/distributor/shipments/${id}/byo`, {
      carrier: 'Hunter Express',
      tracking_number: 'HX1',
      tracking_url: 'https://hx.example.test/HX1',
      booked_cost: 12,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().delivery).toMatchObject({
      delivery_status: 'shipped',
      carrier: 'Hunter Express',
      tracking_number: 'HX1',
    });
    expect((await freightLines()).filter((l) => l.source_id === id)).toHaveLength(0);
  });

  it('lists unshipped bookings of a location with the spec fields', async () => {
    const res = await client.get(
      `/api/distributor/v1/deliveries?location_ids=${locationId}&type=unshipped&page=1&page_size=10`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toMatchObject({ page: 1, page_size: 10 });
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((d: { status: string }) => d.status === 'booked')).toBe(true);
    expect(
      (await other.get(`/api/distributor/v1/deliveries?location_ids=${locationId}`)).json().results,
    ).toHaveLength(0);
  });
});
