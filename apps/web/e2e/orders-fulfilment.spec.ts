import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';

const shots = process.env.SHOTS ?? path.join(os.tmpdir(), 'partsflow-shots');

interface OrderJson {
  id: number;
  status: string;
  store: { id: number; name: string };
  items: { catalogue_sku: string | null; store_sku: string }[];
  fulfillments: { id: number; distributor: { id: number; name: string } }[];
}

/**
 * A SKU of the demo store that a distributor connected to it stocks: one the demo's own routed orders carry (the
 * demo routes orders through the real path, so a submitted order's SKU is stocked).
 */
async function stockedSku(page: Page): Promise<{ sku: string; storeId: number; storeName: string }> {
  const list = await page.request.get(
    '/api/marketplace/fulfillments/datatable.json?per=100&sort=id&sort_dir=asc',
  );
  const rows = (await list.json()).data as { id: number; status: string }[];
  for (const row of rows.filter((r) => r.status !== 'pending')) {
    const o = (await (await page.request.get(`/api/marketplace/v1/fulfillments/${row.id}`)).json())
      .fulfillment_order as OrderJson;
    const sku = o.items.find((i) => i.catalogue_sku)?.store_sku;
    if (sku && o.fulfillments.length) return { sku, storeId: o.store.id, storeName: o.store.name };
  }
  throw new Error('the demo has no routed order to take a stocked SKU from');
}

/** A signed-in API client of a demo user (the distributor answers through the distributor API). */
async function apiAs(request: APIRequestContext, email: string) {
  const res = await request.post('/api/session', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  const csrf = (await res.json()).csrf_token as string;
  return {
    get: (url: string) => request.get(url),
    put: (url: string, data: object) => request.put(url, { data, headers: { 'x-csrf-token': csrf } }),
  };
}

test('a merchant configures a distributor, places a sandbox order, requests fulfilment and sees the distributor accept it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const stamp = Date.now();
  await signIn(page, 'merchant@demo.test');
  const { sku, storeName } = await stockedSku(page);

  // Distributors page: the store's distributors, Configure opens the account code modal.
  await page.getByRole('link', { name: 'Distributors' }).click();
  await expect(page.getByRole('heading', { name: 'Distributors', level: 1 })).toBeVisible();
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: storeName }) });
  const card = section.getByRole('article').first();
  await expect(card.getByRole('button', { name: /Configure|Connect/ })).toBeVisible();
  await page.screenshot({ path: `${shots}/desktop-marketplace-distributors.png`, fullPage: true });
  await card.getByRole('button', { name: /Configure|Connect/ }).click();
  const dialog = page.getByRole('dialog');
  const code = dialog.getByLabel('Account code');
  await code.fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Account code is required')).toBeVisible();
  await code.fill(`E2E-${stamp}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toContainText('Connected to');
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(`Account code: E2E-${stamp}`);

  // The sandbox store's checkout: a product, a customer and an address from the gazetteer.
  await section.getByRole('link', { name: 'Place a test order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('test order');
  await page.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('combobox', { name: 'Product' }).fill(sku);
  await page.getByRole('option', { name: new RegExp(`\\(${sku}\\)`) }).click();
  await page.getByLabel('Name').fill(`E2E Customer ${stamp}`);
  await page.getByLabel('Address Line 1').fill('14 Brunswick Street');
  await page.getByRole('combobox', { name: 'Suburb, state and postcode' }).fill('Fitzroy');
  await page.getByRole('option', { name: 'FITZROY VIC 3065' }).click();
  await page.screenshot({ path: `${shots}/desktop-marketplace-sandbox-order.png`, fullPage: true });
  await page.getByRole('button', { name: 'Place order' }).click();

  // The order page: pending, with Request Fulfillment.
  await expect(page).toHaveURL(/\/marketplace\/fulfillments\/\d+$/);
  const orderId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Order #');
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText(`received from ${storeName}`);
  await page.getByRole('button', { name: 'Request Fulfillment' }).click();
  await expect(page.getByRole('button', { name: 'Request Cancellation' })).toBeVisible();
  await expect(timeline).toContainText('Fulfillment requested from');
  const order = (await (await page.request.get(`/api/marketplace/v1/fulfillments/${orderId}`)).json())
    .fulfillment_order as OrderJson;
  expect(order.status).toBe('submitted');

  // The distributor accepts through the API; the merchant's timeline shows it and the order is Processing.
  const fulfillment = order.fulfillments[0]!;
  let accepted = false;
  for (const email of ['distributor@demo.test', 'distributor2@demo.test']) {
    const ctx = await playwright.request.newContext({ baseURL });
    const distributor = await apiAs(ctx, email);
    if ((await distributor.get(`/api/distributor/v1/fulfillments/${fulfillment.id}`)).status() !== 200) {
      await ctx.dispose();
      continue;
    }
    const res = await distributor.put(
      `/api/distributor/v1/fulfillments/${fulfillment.id}/fulfillment_request`,
      {
        status: 'accept',
        reference_number: `SO-E2E-${stamp}`,
      },
    );
    expect(res.status()).toBe(200);
    accepted = true;
    await ctx.dispose();
  }
  expect(accepted).toBe(true);
  await page.reload();
  await expect(timeline).toContainText(`accepted, order SO-E2E-${stamp}`);
  await expect(page.getByText('Processing').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/desktop-marketplace-fulfillment-order.png`, fullPage: true });

  // The table lists it; Manage leads back to it.
  await page.getByRole('link', { name: 'Fulfillments' }).click();
  const table = page.getByRole('table', { name: 'Fulfillment orders' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Order #',
    'Store',
    'Date',
    'Fulfillments',
    'Status',
    'Total',
    'Payment',
    'Items',
    'Manage',
  ]);
  await expect(table.getByRole('row').nth(1)).toContainText('Processing');
  await page.screenshot({ path: `${shots}/desktop-marketplace-fulfillments.png`, fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/marketplace/fulfillments/${orderId}`);
  await expect(timeline).toContainText(`SO-E2E-${stamp}`);
  await page.screenshot({ path: `${shots}/phone-marketplace-fulfillment-order.png`, fullPage: true });
  await page.goto('/marketplace/distributors');
  await expect(page.getByRole('heading', { name: 'Distributors', level: 1 })).toBeVisible();
  await page.screenshot({ path: `${shots}/phone-marketplace-distributors.png`, fullPage: true });
});

/** Places a sandbox store order through the API as the signed-in merchant; answers the order id. */
async function placeOrderViaApi(page: Page, storeId: number, sku: string, name: string): Promise<number> {
  const csrf = (await (await page.request.get('/api/session')).json()).csrf_token as string;
  const res = await page.request.post(`/api/marketplace/v1/marketplace/stores/${storeId}/sandbox/orders`, {
    headers: { 'x-csrf-token': csrf },
    data: {
      customer: { name, email: null, phone: null },
      shipping_address: {
        address1: '3 Crown Street',
        city: 'Surry Hills',
        state_code: 'NSW',
        postcode: '2010',
      },
      line_items: [{ sku, quantity: 1 }],
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).fulfillment_order_id;
}

/** Answers a fulfilment request as whichever demo distributor holds it. */
async function distributorAnswers(
  playwright: { request: { newContext(o: { baseURL?: string }): Promise<APIRequestContext> } },
  baseURL: string | undefined,
  fulfillmentId: number,
  body: object,
) {
  for (const email of ['distributor@demo.test', 'distributor2@demo.test']) {
    const ctx = await playwright.request.newContext({ baseURL });
    const distributor = await apiAs(ctx, email);
    if ((await distributor.get(`/api/distributor/v1/fulfillments/${fulfillmentId}`)).status() === 200) {
      const res = await distributor.put(
        `/api/distributor/v1/fulfillments/${fulfillmentId}/fulfillment_request`,
        body,
      );
      expect(res.status()).toBe(200);
      await ctx.dispose();
      return;
    }
    await ctx.dispose();
  }
  throw new Error(`no demo distributor holds fulfilment ${fulfillmentId}`);
}

test('a merchant pays with a card (declined, then saved), turns auto-billing on, and an auto-billed order is rejected with its reason', async ({
  page,
  playwright,
  baseURL,
}) => {
  const stamp = Date.now();
  await signIn(page, 'merchant@demo.test');
  const { sku, storeId, storeName } = await stockedSku(page);

  // Pay now: a declined card shows the provider's message in the form; a good one goes to the return page.
  const first = await placeOrderViaApi(page, storeId, sku, `Pay Customer ${stamp}`);
  await page.goto(`/marketplace/fulfillments/${first}`);
  await page.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay fulfilment' });
  await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/marketplace\/payments\/return\?payment_intent_client_secret=/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Success! Payment received.');
  await page.getByRole('link', { name: 'Back to the order' }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  // Auto-billing on for the store: its saved card is shown.
  await page.getByRole('link', { name: 'Fulfillments' }).click();
  const autoBilling = page.getByRole('switch', { name: `Auto-billing for ${storeName}` });
  if (!(await autoBilling.isChecked())) await autoBilling.click();
  await expect(autoBilling).toBeChecked();
  await expect(page.getByText('Visa ending 4242').first()).toBeVisible();

  // Requesting fulfilment charges the saved card.
  const second = await placeOrderViaApi(page, storeId, sku, `Auto Customer ${stamp}`);
  await page.goto(`/marketplace/fulfillments/${second}`);
  await page.getByRole('button', { name: 'Request Fulfillment' }).click();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Payment received (auto-billing)');
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  // The distributor rejects it: the reason shows and the merchant may route it again.
  const order = (await (await page.request.get(`/api/marketplace/v1/fulfillments/${second}`)).json())
    .fulfillment_order as OrderJson;
  await distributorAnswers(playwright, baseURL, order.fulfillments[0]!.id, {
    status: 'reject',
    rejection_reason: 'inventory_out_of_stock',
    merchant_message: `Count ${stamp} was wrong`,
  });
  await page.reload();
  await expect(page.getByRole('alert', { name: 'Rejected: Insufficient inventory' })).toBeVisible();
  await expect(page.getByText(`Count ${stamp} was wrong`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Fulfillment' })).toBeVisible();
  await page.screenshot({ path: `${shots}/desktop-marketplace-rejected-order.png`, fullPage: true });
  await autoBilling.page().goto('/marketplace/fulfillments');
  await page.getByRole('switch', { name: `Auto-billing for ${storeName}` }).click();
  await expect(page.getByRole('switch', { name: `Auto-billing for ${storeName}` })).not.toBeChecked();
});
