import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPlatform } from '../src/demo/index.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { runDemoJourney } from '../scripts/demo-journey.ts';

let t: TestApp;
let base: string;

beforeAll(async () => {
  // The platform as `npm start` runs it, small: the demo users and a generated demo platform, background workers
  // on (the stock import, the label documents, the domain events), listening on a port of its own.
  t = await createTestApp({
    workers: true,
    seed: async (ctx, teams) => {
      await seedDemoPlatform(ctx.database, teams, { products: 24, vehicles: 4 });
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('npm run demo:journey', () => {
  it('runs the whole lifecycle and its failure paths by HTTP, every step timed', async () => {
    const lines: string[] = [];
    const timings = await runDemoJourney(base, (l) => lines.push(l));
    expect(timings.map((s) => s.step)).toEqual([
      'sign in as brand@, merchant@, distributor@ and staff@',
      'brand creates a product with a package and a dangerous-goods entry',
      'brand publishes a listing, visible on the marketplace',
      'distributor imports stock of the SKU at two locations',
      'merchant finds the listing, imports it, accepts the seller agreement and publishes to the sandbox store',
      'the store is connected to distributors by account codes',
      'merchant pays an order: the card is declined, then paid and saved (auto-billing on)',
      'a customer orders 2 on the sandbox store; the webhook makes the fulfilment order',
      'merchant requests fulfilment: routed to the nearest stocked location, the card charged once',
      'distributor accepts and receives the computed packing plan',
      'distributor moves the item into a new box and saves',
      'distributor takes a quote and books it',
      'the label and the DG document are generated',
      'distributor requests a pickup',
      'the tracking clock moves it to delivered',
      "the merchant's order is shipped with the tracking number; revenue share accrued for its units",
      'the sandbox store shows the fulfilment with the tracking number',
      'failure: a rejected request is routed again to the other location',
      'failure: a label fails and is booked manually',
      'failure: a cancellation is requested and accepted',
      'distributor payouts',
    ]);
    expect(lines.at(-1)).toMatch(/^total \d+ ms$/);
    expect(lines.filter((l) => l.includes('FAILED'))).toEqual([]);
  }, 300_000);

  it('fails with a non-zero answer when the platform is not there', async () => {
    const lines: string[] = [];
    await expect(runDemoJourney('http://127.0.0.1:9', (l) => lines.push(l))).rejects.toThrow();
    expect(lines).toEqual([expect.stringMatching(/^ 1\. sign in .* FAILED after \d+ ms$/)]);
  });
});
