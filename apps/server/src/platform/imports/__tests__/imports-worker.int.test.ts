import { IMPORT_TOPICS } from '@partsflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.ts';
import { listMailbox } from '../../../adapters/mail/index.ts';
import { seedTwoDistributors, upload } from './import-fixtures.ts';

let t: TestApp;
let dist: TestClient;

beforeAll(async () => {
  t = await createTestApp({ seed: seedTwoDistributors, workers: true });
  dist = await t.signIn('distributor@demo.test');
});
afterAll(async () => t?.close());

type Msg = { topic: string; payload: Record<string, unknown> };

async function waitFor<T>(fn: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const v = await fn();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('imports worked by the background job', () => {
  it('loads a pricing file in the job, streams progress over the live channel and emails when done', async () => {
    const messages: Msg[] = [];
    const ws = await t.app.injectWS(
      '/api/live',
      { headers: { cookie: dist.cookie! } },
      { onInit: (s) => s.on('message', (d: Buffer) => messages.push(JSON.parse(d.toString()))) },
    );
    await waitFor(() => messages.find((m) => m.topic === 'ready'), 'ready');
    // Stock first, so the pricing table can show the brand the distributor stocks each SKU under.
    const stock = await upload(
      dist,
      'inventory',
      'stock.csv',
      'SKU,Brand,Location Code,Quantity\nQ-9,Other,MEL,1\nP-1,Apex,MEL,4\n',
    );
    await dist.post(`/api/imports/${stock.json().import.id}/start`, { mapping: stock.json().mapping });
    await waitFor(
      () =>
        messages.find((m) => m.topic === IMPORT_TOPICS.finished && m.payload.id === stock.json().import.id),
      'the stock import',
    );
    const rows = Array.from({ length: 12_000 }, (_, i) => `ACC1,P-${i},$${(i % 90) + 10}.50,100,01/07/2026,`);
    const file =
      'Account Code,SKU,Cost,RRP,Effective From,Effective To\n' +
      rows.join('\n') +
      '\nACC1,P-X,abc,,2026-13-01,\nACC2,P-1,40,50,2026-08-01,2026-07-01\n';
    const up = await upload(dist, 'pricing', 'prices.csv', file);
    expect(up.statusCode, up.body).toBe(201);
    const { import: imp, mapping } = up.json();
    expect(mapping).toEqual({
      account_code: 'Account Code',
      sku: 'SKU',
      cost: 'Cost',
      rrp: 'RRP',
      effective_from: 'Effective From',
      effective_to: 'Effective To',
    });
    await dist.post(`/api/imports/${imp.id}/start`, { mapping });
    const finished = await waitFor(
      () => messages.find((m) => m.topic === IMPORT_TOPICS.finished && m.payload.id === imp.id),
      'the finished message',
    );
    expect(finished.payload).toMatchObject({
      status: 'completed',
      processed_rows: 12_002,
      error_rows: 2,
      percent: 100,
    });
    const progress = messages.filter((m) => m.topic === IMPORT_TOPICS.progress && m.payload.id === imp.id);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[0]!.payload).toMatchObject({ status: 'processing', processed_rows: 10_000 });
    ws.terminate();

    const errors = (await dist.get(`/api/imports/${imp.id}/errors`)).json().errors;
    expect(errors).toEqual([
      { line: 12_002, column: 'Cost', message: 'Cost must be an amount of 0 or more' },
      {
        line: 12_002,
        column: 'Effective From',
        message: 'Effective From must be a date (YYYY-MM-DD or DD/MM/YYYY)',
      },
      { line: 12_003, column: 'Effective To', message: 'Effective to must be on or after effective from' },
    ]);
    const table = await dist.post('/api/distributor/pricing/datatable.json', { query: 'P-1', sort: 'sku' });
    expect(table.statusCode, table.body).toBe(200);
    const p1 = table.json().data.find((r: { product: { sku: string } }) => r.product.sku === 'P-1');
    expect(p1).toMatchObject({
      account_code: 'ACC1',
      price: 1150,
      effective_from: '2026-07-01',
      effective_to: null,
      product: { sku: 'P-1', brand_title: 'Apex', price: 10000, margin: 88.5 },
    });
    const page = await dist.post('/api/distributor/pricing/datatable.json', {});
    expect(page.json().meta.total_count).toBe(12_000);
    expect(page.json().data).toHaveLength(100);

    const mail = await waitFor(async () => {
      const all = await listMailbox(t.ctx.database.db, { to: 'distributor@demo.test' });
      return all.find((m) => m.subject === 'Pricing import finished');
    }, 'the email');
    expect(mail.text).toContain('Rows loaded: 12000');
    expect(mail.text).toContain('Rows with errors: 2');
  });
});
