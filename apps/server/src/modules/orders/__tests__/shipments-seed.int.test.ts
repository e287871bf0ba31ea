import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld } from '../../../../test/harness/world.ts';
import type { TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createWorld(24);
});
afterAll(async () => {
  await t?.close();
});

describe('demo shipments', () => {
  it('gives distributor@ pending, quoted, booked and manifested shipments made through the real services', async () => {
    const dist = await t.signIn('distributor@demo.test');
    const list = (s: string) =>
      dist.get(`/api/distributor/v1/shipments?status=${s}&page_size=100`).then((r) => r.json());
    const pending = await list('pending');
    expect(pending.results.length).toBeGreaterThanOrEqual(2);
    const packed = pending.results.filter((r: { cartons: unknown[] }) => r.cartons.length > 0);
    expect(packed.length).toBeGreaterThanOrEqual(1);
    for (const r of pending.results) expect(r.plan_reason.message).toEqual(expect.any(String));
    expect((await list('quoted')).results.length).toBeGreaterThanOrEqual(1);
    const confirmed = (await dist.get('/api/distributor/v1/deliveries?type=unshipped&page_size=100')).json();
    expect(confirmed.results.length).toBeGreaterThanOrEqual(1);
    const manifested = (
      await dist.get('/api/distributor/v1/deliveries?type=shipped&status=booked,in_transit&page_size=100')
    ).json();
    expect(manifested.results.length).toBeGreaterThanOrEqual(1);
    expect(manifested.results[0].manifest.job_reference).toEqual(expect.any(String));
    const stats = (await dist.get('/api/distributor/v1/shipments/statistics')).json();
    const sum = (k: 'pending' | 'quoted' | 'booked') =>
      stats.statistics.reduce(
        (n: number, s: { shipments: Record<string, number> }) => n + s.shipments[k]!,
        0,
      );
    expect(sum('pending')).toBe(pending.pagination.total_count);
    expect(sum('booked')).toBeGreaterThanOrEqual(2);
  });

  it('leaves one booking the carrier refused (error), one order failed and one returned (decisions 0920-0922)', async () => {
    const dist = await t.signIn('distributor@demo.test');
    const merchant = await t.signIn('merchant@demo.test');
    // The tracking announcements reach the orders module through the outbox (its worker is off in tests).
    await t.ctx.events.dispatchPending();
    const refused = (await dist.get('/api/distributor/v1/shipments?status=error&page_size=100')).json();
    expect(refused.results).toHaveLength(1);
    expect(refused.results[0].error_message).toContain('The carrier rejected the consignment');
    expect(refused.results[0].supported_actions).toContain('book');
    const orders = async (status: string) =>
      (await merchant.get(`/api/marketplace/v1/fulfillments?status=${status}&per=100`)).json().data as {
        id: number;
        display_status: string;
      }[];
    const failed = await orders('failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.display_status).toBe('failed');
    const returned = await orders('returned');
    expect(returned).toHaveLength(1);
    const detail = (await merchant.get(`/api/marketplace/v1/fulfillments/${returned[0]!.id}`)).json()
      .fulfillment_order;
    expect(detail.tracking_numbers).toHaveLength(1);
    // Every fulfilment order status is on the merchant's list.
    for (const status of ['pending', 'submitted', 'cancelled', 'shipped', 'rejected'])
      expect((await orders(status)).length, status).toBeGreaterThanOrEqual(1);
  });
});
