import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { createDelivery } from '../index.ts';
import { delivery, makeLocation } from './fixtures.ts';
import { quoteAndBook } from './helpers.ts';

let t: TestApp;
let client: TestClient;
let locationId: number;
let teamId: number;

beforeAll(async () => {
  t = await createTestApp({ workers: true });
  teamId = t.teams.distributors[0]!;
  locationId = await makeLocation(t.ctx, teamId);
  client = await t.signIn('distributor@demo.test');
});
afterAll(async () => {
  await t?.close();
});

describe('documents job', () => {
  it('generates the documents in the background after a booking, as the client retries', async () => {
    const id = await createDelivery(t.ctx.database.db, { teamId, staff: false }, delivery(locationId));
    await quoteAndBook(client, id, 'StarTrack', 'Road Express');
    const url = `/api/distributor/v1/deliveries/${id}/documents?document_type=SHIPPING_LABEL`;
    // The client's rule: retry while the answer is 404 'Document unavailable'. Workers run the job meanwhile.
    let res = await client.get(url);
    for (let attempt = 0; res.statusCode === 404 && attempt < 120; attempt++) {
      expect(res.json().error.message).toBe('Document unavailable');
      await new Promise((r) => setTimeout(r, 250));
      res = await client.get(url);
    }
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const d = (await client.get(`/api/distributor/v1/deliveries/${id}`)).json().delivery;
    expect(d.label_url).toBe(url);
    expect(d.packing_slip_url).toBe(
      `/api/distributor/v1/deliveries/${id}/documents?document_type=PACKING_SLIP`,
    );
  });
});
