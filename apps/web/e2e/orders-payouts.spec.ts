import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';

const shots = process.env.SHOTS ?? path.join(os.tmpdir(), 'partsflow-shots');

interface OrderJson {
  id: number;
  fulfillment_name: string;
  status: string;
  store: { id: number; name: string };
  items: { catalogue_sku: string | null; store_sku: string }[];
  fulfillments: { id: number }[];
}

/** A SKU of the demo store that a connected distributor stocks (one the demo's routed orders carry). */
async function stockedSku(page: Page) {
  const list = await page.request.get(
    '/api/marketplace/fulfillments/datatable.json?per=100&sort=id&sort_dir=asc',
  );
  for (const row of ((await list.json()).data as { id: number; status: string }[]).filter(
    (r) => r.status !== 'pending',
  )) {
    const o = (await (await page.request.get(`/api/marketplace/v1/fulfillments/${row.id}`)).json())
      .fulfillment_order as OrderJson;
    const sku = o.items.find((i) => i.catalogue_sku)?.store_sku;
    if (sku && o.fulfillments.length) return { sku, storeId: o.store.id };
  }
  throw new Error('the demo has no routed order to take a stocked SKU from');
}

test('a merchant pays for an order from the orders table and the distributor sees the payout with its order', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  await signIn(page, 'merchant@demo.test');
  const { sku, storeId } = await stockedSku(page);

  // Set-up through the API: a sandbox order, routed.
  const csrf = (await (await page.request.get('/api/session')).json()).csrf_token as string;
  const placed = await page.request.post(`/api/marketplace/v1/marketplace/stores/${storeId}/sandbox/orders`, {
    headers: { 'x-csrf-token': csrf },
    data: {
      customer: { name: `Payout Customer ${stamp}`, email: null, phone: null },
      shipping_address: {
        address1: '3 Crown Street',
        city: 'Surry Hills',
        state_code: 'NSW',
        postcode: '2010',
      },
      line_items: [{ sku, quantity: 1 }],
    },
  });
  expect(placed.status()).toBe(201);
  const orderId = (await placed.json()).fulfillment_order_id as number;
  const routed = await page.request.post(`/api/marketplace/v1/fulfillments/${orderId}/request-fulfillment`, {
    headers: { 'x-csrf-token': csrf },
  });
  expect(routed.status()).toBe(200);
  const order = (await routed.json()).fulfillment_order as OrderJson;
  const fulfillmentId = order.fulfillments[0]!.id;

  // The distributor holding it accepts it (in its own browser, signed in as itself).
  const distributorContext = await browser.newContext();
  const distributor = await distributorContext.newPage();
  let email = '';
  for (const candidate of ['distributor@demo.test', 'distributor2@demo.test']) {
    const session = await distributor.request.post('/api/session', {
      data: { email: candidate, password: DEMO_PASSWORD },
    });
    const token = (await session.json()).csrf_token as string;
    if ((await distributor.request.get(`/api/distributor/v1/fulfillments/${fulfillmentId}`)).status() !== 200)
      continue;
    const accepted = await distributor.request.put(
      `/api/distributor/v1/fulfillments/${fulfillmentId}/fulfillment_request`,
      { headers: { 'x-csrf-token': token }, data: { status: 'accept', reference_number: `SO-PAY-${stamp}` } },
    );
    expect(accepted.status()).toBe(200);
    email = candidate;
    break;
  }
  expect(email).not.toBe('');

  // The orders table: Pay now on the order's row opens the card form.
  await page.goto('/marketplace/fulfillments');
  await page.getByRole('textbox', { name: 'Search orders' }).fill(`Payout Customer ${stamp}`);
  const table = page.getByRole('table', { name: 'Fulfillment orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: `Pay now for order ${order.fulfillment_name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay fulfilment' });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.screenshot({ path: `${shots}/desktop-marketplace-pay-now-table.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Success! Payment received.');
  await page.goto(`/marketplace/fulfillments?query=${encodeURIComponent(`Payout Customer ${stamp}`)}`);
  await expect(table.getByText('Paid', { exact: true })).toBeVisible();

  // The distributor's Payments page: linked (View Payouts opens the provider's page in a new tab) or Setup.
  // Signed in by the session call above (the last one made is the distributor holding the order).
  await distributor.goto('/distributor');
  await distributor.getByRole('link', { name: 'Payments' }).click();
  await expect(distributor.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await distributor.screenshot({ path: `${shots}/desktop-distributor-payments.png`, fullPage: true });
  const linked = distributor.getByText('Your payment provider account is linked');
  if (await linked.isVisible()) {
    await expect(distributor.getByRole('link', { name: 'View Payouts' })).toHaveAttribute('target', '_blank');
    await distributor.goto('/distributor/payments/link');
  } else {
    await expect(distributor.getByRole('heading', { name: 'Setup' })).toBeVisible();
    await distributor.getByRole('link', { name: 'Connect' }).click();
    const form = distributor.getByRole('form', { name: 'Payment provider account' });
    await form.getByLabel('BSB').fill('12');
    await form.getByRole('button', { name: 'Connect' }).click();
    await expect(form.getByText('The BSB must be 6 digits.')).toBeVisible();
    await form.getByLabel('Business name').fill(`Payouts ${stamp}`);
    await form.getByLabel('BSB').fill('062-000');
    await form.getByLabel('Account number').fill('12345678');
    await form.getByRole('button', { name: 'Connect' }).click();
    await expect(distributor.getByText(/Payouts go to .+, account ending 5678\./)).toBeVisible();
  }
  // The payout of the order, paid.
  const payouts = distributor.getByRole('table', { name: 'Payouts' });
  const row = payouts.getByRole('row').filter({ hasText: `SO-PAY-${stamp}` });
  await expect(row).toContainText(order.fulfillment_name);
  await expect(row).toContainText('paid');
  // Per period: this week's payouts, then by month (gross, freight, fees and net are the server's; decision 0752).
  const periods = distributor.getByRole('table', { name: 'Payout periods' });
  await expect(periods.getByRole('row').nth(1)).toContainText(new Date().getUTCFullYear().toString());
  await distributor.getByText('Monthly', { exact: true }).click();
  const month = new Date().toLocaleDateString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  await expect(periods.getByRole('row').nth(1)).toContainText(month);
  await distributor.screenshot({ path: `${shots}/desktop-distributor-payouts.png`, fullPage: true });
  await distributor.setViewportSize({ width: 390, height: 844 });
  await distributor.screenshot({ path: `${shots}/phone-distributor-payouts.png`, fullPage: true });
  await distributorContext.close();
});
