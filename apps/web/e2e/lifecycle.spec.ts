import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { apiAs, deliveryDocument, pdfBarcodes, type Api } from './support/lifecycle.ts';

/**
 * Issue 19: one order from a brand's catalogue to the customer's door and the money back, across the three areas
 * in three browser contexts (brand@, merchant@, distributor@), every hand-over checked in the data as well as on
 * screen. Set-up that is not what the journey proves (the product's package and DG entry, the distributor's stock
 * file, the saved card) goes through the API.
 */

const SHOTS = '/tmp/shots';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const run = Date.now().toString(36).toUpperCase();
const SKU = `LCJ-${run}`;
const TITLE = `Lifecycle brake cleaner ${run}`;

// The failure paths reuse the first test's product, store and stock: the tests run in order.
test.describe.configure({ mode: 'serial' });
const shared = { storeId: 0, homeId: 0, brandName: '' };

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/lifecycle-${name}.png`, fullPage: true });

/** A signed-in page: the test's own (checked by axe) or one in a context of its own. */
async function userPage(browser: Browser, email: string, own?: Page) {
  const page = own ?? (await (await browser.newContext({ viewport: DESKTOP })).newPage());
  await page.setViewportSize(DESKTOP);
  await signIn(page, email);
  return { page, api: await apiAs(page.request, email) };
}

async function revenueShareUnits(merchant: Api) {
  const billing = await merchant.get('/api/marketplace/v1/billing');
  return (billing.revenue_share as { order_units: number; fulfilment_units: number }[]).reduce(
    (s, m) => ({ order: s.order + m.order_units, fulfilment: s.fulfilment + m.fulfilment_units }),
    { order: 0, fulfilment: 0 },
  );
}

test('an order goes from the brand’s catalogue to the customer’s door and the money back', async ({
  browser,
  page,
  playwright,
  baseURL,
}) => {
  // Three areas, a booking, documents and the tracking clock: more time than the default minute.
  test.setTimeout(360_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const brand = await userPage(browser, 'brand@demo.test');
  const merchant = await userPage(browser, 'merchant@demo.test', page);
  const distributor = await userPage(browser, 'distributor@demo.test');
  const staffRequest = await playwright.request.newContext({ baseURL });
  const staff = await apiAs(staffRequest, 'staff@demo.test');

  // 1. Brand: a product with a package and a dangerous-goods entry (API), then a listing built and published on screen.
  const { brands } = await brand.api.get('/api/catalogue/brands');
  const b = brands.find((x: { sub_brands: unknown[] }) => x.sub_brands.length) as {
    id: number;
    name: string;
    slug: string;
    sub_brands: { id: number }[];
  };
  const created = await brand.api.post(
    `/api/catalogue/b/${b.slug}/products`,
    {
      product: {
        sku: SKU,
        title: TITLE,
        brand_id: b.id,
        sub_brand_id: b.sub_brands[0]!.id,
        price: 2490,
        published: true,
      },
    },
    201,
  );
  const productId = created.product.id as number;
  await brand.api.post(
    '/api/catalogue/packages',
    {
      product_id: productId,
      length: 20,
      width: 15,
      height: 8,
      dimensions_unit: 'cm',
      weight: 0.8,
      weight_unit: 'kg',
    },
    201,
  );
  const dg = (await brand.api.get('/api/catalogue/shipping/dangerous_goods_definitions?query=aerosol'))
    .dangerous_goods_definitions[0] as { id: number; un_number: string };
  await brand.api.post(
    '/api/catalogue/hazards',
    { product_id: productId, shipping_dangerous_goods_definition_id: dg.id, amount: 400, amount_unit: 'ml' },
    201,
  );

  const bp = brand.page;
  await bp.goto(`/catalogue/b/${b.slug}/listings`);
  await bp.getByRole('link', { name: 'New Listing' }).click();
  await expect(bp.getByRole('heading', { name: 'New Listing', level: 1 })).toBeVisible();
  await bp.getByLabel('Title').fill(TITLE);
  const box = bp.getByRole('combobox', { name: 'Add a product by SKU' });
  await box.click();
  await box.fill(SKU);
  await bp.getByRole('option', { name: new RegExp(`^${SKU} ·`) }).click();
  await expect(bp.getByTestId('listing-product-row').filter({ hasText: SKU })).toBeVisible();
  await bp.getByRole('button', { name: 'Create Listing' }).click();
  await expect(bp).toHaveURL(/\/listings\/\d+\/edit$/);
  const listingId = Number(bp.url().split('/').at(-2));
  await bp.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(bp.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  const visible = bp.getByRole('switch', { name: 'Visible on the marketplace' });
  await visible.click();
  await expect(visible).toBeChecked();
  await shot(bp, 'brand-listing-desktop');
  const listing = await brand.api.get(`/api/catalogue/b/${b.slug}/listings/${listingId}`);
  expect(listing).toMatchObject({ status: 'published', visible_on_marketplace: true });

  // 2. Distributor: stock of the SKU at its Sydney location (a stock file through the import pipeline).
  const { locations } = await distributor.api.get('/api/distributor/v1/locations');
  const home = (locations as { id: number; code: string; name: string }[]).find((l) => l.code === 'SYD01')!;
  const importId = await distributor.api.importCsv(
    'inventory',
    `lifecycle-${run}.csv`,
    `SKU,Brand,Location Code,Quantity\n${SKU},${b.name},${home.code},30`,
  );
  await expect
    .poll(async () => (await distributor.api.get(`/api/imports/${importId}`)).status, { timeout: 30_000 })
    .toBe('completed');

  // 3. Merchant: finds the listing, imports it, accepts the agreement and publishes it to the sandbox store.
  const mp = merchant.page;
  const agreements = (await merchant.api.get('/api/marketplace/v1/marketplace/import-list')).meta
    .brand_seller_agreements as { brand: string }[];
  await mp.goto(`/marketplace?q=${encodeURIComponent(SKU)}`);
  const card = mp.getByTestId('source-card').filter({ hasText: TITLE });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `View Product ${TITLE}` }).click();
  const overlay = mp.getByRole('dialog', { name: TITLE });
  await overlay.getByRole('button', { name: 'Add to Import List' }).click();
  await expect(overlay.getByRole('button', { name: 'Added to Import List' })).toBeDisabled();
  await mp.keyboard.press('Escape');
  await mp.goto('/marketplace/import');
  await mp.getByRole('textbox', { name: 'Search Import List by SKU' }).fill(SKU);
  const draft = mp.getByTestId('import-listing').filter({ hasText: TITLE });
  await expect(draft).toHaveCount(1);
  await draft.getByRole('button', { name: 'Import' }).click();
  if (agreements.some((a) => a.brand === b.name)) {
    const agreement = mp.getByRole('dialog', { name: 'Brand Seller Agreement' });
    await agreement.getByRole('button', { name: 'Accept' }).click();
    await expect(agreement.getByText('All agreements accepted')).toBeVisible();
  }
  const success = mp.getByRole('dialog', { name: 'Publish successful' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  await shot(mp, 'merchant-published-desktop');
  await success.getByRole('button', { name: 'Stay here' }).click();
  const { stores } = await merchant.api.get('/api/marketplace/v1/marketplace/stores');
  const store = (stores as { id: number; name: string; platform: string }[]).find(
    (s) => s.platform === 'sandbox',
  )!;
  const storePage = await merchant.api.get(`/api/marketplace/v1/marketplace/stores/${store.id}/sandbox`);
  expect(
    (storePage.products as { variants: { sku: string }[] }[]).some((p) =>
      p.variants.some((v) => v.sku === SKU),
    ),
    'the sandbox store holds the product',
  ).toBe(true);

  // A saved card (set-up), then auto-billing on for the store, on screen.
  const setUp = await merchant.api.post(
    `/api/marketplace/v1/marketplace/stores/${store.id}/sandbox/orders`,
    {
      customer: { name: `Card ${run}`, email: null, phone: null },
      shipping_address: {
        address1: '3 Crown Street',
        city: 'Surry Hills',
        state_code: 'NSW',
        postcode: '2010',
      },
      line_items: [{ sku: SKU, quantity: 1 }],
    },
    201,
  );
  const intent = await merchant.api.post('/api/marketplace/create-fulfilment-payment-intent', {
    fulfilment_id: setUp.fulfillment_order_id,
    shopify_integration_id: store.id,
  });
  const saved = await merchant.api.post('/api/marketplace/payments/confirm', {
    client_secret: intent.client_secret,
    card_number: '4242 4242 4242 4242',
    save_card: true,
  });
  expect(saved.status).toBe('succeeded');
  await mp.goto('/marketplace/fulfillments');
  const autoBilling = mp.getByRole('switch', { name: `Auto-billing for ${store.name}` });
  if (!(await autoBilling.isChecked())) await autoBilling.click();
  await expect(autoBilling).toBeChecked();
  const shareBefore = await revenueShareUnits(merchant.api);
  Object.assign(shared, { storeId: store.id, homeId: home.id, brandName: b.name });

  // 4. The sandbox store's customer orders two; the signed webhook makes the merchant's fulfilment order.
  await mp.goto(`/marketplace/stores/${store.id}/sandbox`);
  await mp.getByRole('combobox', { name: 'Product' }).click();
  await mp.getByRole('combobox', { name: 'Product' }).fill(SKU);
  await mp.getByRole('option', { name: new RegExp(`\\(${SKU}\\)`) }).click();
  await mp.getByLabel('Quantity').fill('2');
  await mp.getByLabel('Name').fill(`Lifecycle Customer ${run}`);
  await mp.getByLabel('Address Line 1').fill('14 Brunswick Street');
  await mp.getByRole('combobox', { name: 'Suburb, state and postcode' }).fill('Fitzroy');
  await mp.getByRole('option', { name: 'FITZROY VIC 3065' }).click();
  await mp.getByRole('button', { name: 'Place order' }).click();
  await expect(mp).toHaveURL(/\/marketplace\/fulfillments\/\d+$/);
  const orderId = Number(mp.url().split('/').pop());
  const orderOf = async () =>
    (await merchant.api.get(`/api/marketplace/v1/fulfillments/${orderId}`)).fulfillment_order;
  let order = await orderOf();
  expect(order.status).toBe('pending');
  expect(order.items[0].catalogue_sku).toBe(SKU);
  const units = order.items[0].quantity as number;

  // 5. Request Fulfillment with auto-billing: routed to the stocked location, the card charged once.
  const timeline = mp.getByRole('region', { name: 'Timeline' });
  await mp.getByRole('button', { name: 'Request Fulfillment' }).click();
  await expect(timeline).toContainText('Payment received (auto-billing)');
  await expect(mp.getByText('Paid', { exact: true })).toBeVisible();
  order = await orderOf();
  expect(order.status).toBe('submitted');
  expect(order.payment_status).toBe('paid');
  expect(order.fulfillments).toHaveLength(1);
  expect(order.fulfillments[0].distributor_location.id).toBe(home.id);
  expect(
    (order.history as { comment: string | null }[]).filter((h) => /auto-billing/i.test(h.comment ?? '')),
  ).toHaveLength(1);
  const fulfillmentId = order.fulfillments[0].id as number;
  await shot(mp, 'merchant-requested-desktop');

  // 6. Distributor: accepts on screen; the packing plan is computed.
  const dp = distributor.page;
  await dp.goto(`/distributor/locations/${home.id}/fulfillments?page=1&page_size=10`);
  await dp.getByRole('textbox', { name: 'Search' }).fill(order.fulfillment_name);
  const table = dp.getByRole('table', { name: 'Fulfillment requests' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await row.getByRole('button', { name: 'Fulfillment Requested' }).click();
  const respond = dp.getByRole('dialog');
  await expect(respond.getByRole('table', { name: 'Line items' })).toContainText(SKU);
  await respond.getByRole('radio', { name: 'Accept' }).check();
  await respond.getByRole('textbox', { name: 'Reference number' }).fill(`SO-LC-${run}`);
  await respond.getByRole('button', { name: 'Submit' }).click();
  await expect(respond).toBeHidden();
  await expect(row.locator('[data-status="Processing"]')).toBeVisible();
  expect((await orderOf()).display_status).toBe('Processing');
  const shipments = await distributor.api.get(
    `/api/distributor/v1/shipments?location_ids=${home.id}&page_size=100`,
  );
  const shipment = (shipments.results as { id: number; fulfillment_id: number }[]).find(
    (s) => s.fulfillment_id === fulfillmentId,
  )!;
  expect(shipment, 'a proposed shipment').toBeTruthy();

  // 7. The plan: the item moves by drag and drop into a new box; the old box goes; sizes and contacts filled.
  await dp.goto(`/distributor/locations/${home.id}/shipments/${shipment.id}`);
  const plan = dp.getByRole('region', { name: 'Packing Plan' });
  const box1 = plan.getByRole('region', { name: 'Box 1' });
  await expect(box1.getByRole('img', { name: /Drawing of Box 1/ })).toBeVisible();
  const item = box1.locator(`[data-carton-item^="${SKU}"]`);
  await dp.getByTestId('new-box').scrollIntoViewIfNeeded();
  await expect(item).toBeInViewport();
  const from = (await item.boundingBox())!;
  const to = (await dp.getByTestId('new-box').boundingBox())!;
  await dp.mouse.move(from.x + 20, from.y + from.height / 2);
  await dp.mouse.down();
  await dp.mouse.move(from.x + 30, from.y + from.height / 2, { steps: 3 });
  await dp.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await dp.mouse.up();
  await expect(
    plan.getByRole('region', { name: 'Box 2' }).locator(`[data-carton-item^="${SKU}"]`),
  ).toBeVisible();
  await plan.getByRole('button', { name: 'Remove Box 1' }).click();
  const only = plan.getByRole('region', { name: 'Box 1' });
  for (const [label, value] of [
    ['Length (cm)', '30'],
    ['Width (cm)', '25'],
    ['Height (cm)', '20'],
    ['Weight (kg)', '2.2'],
  ] as const)
    await only.getByRole('textbox', { name: `Box 1 ${label}` }).fill(value);
  const recipient = dp.getByRole('region', { name: 'Recipient' });
  await recipient.getByRole('textbox', { name: 'Email' }).fill(`lifecycle${run.toLowerCase()}@example.test`);
  await recipient.getByRole('textbox', { name: 'Phone' }).fill('0400 111 222');
  await dp.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dp.getByRole('button', { name: 'Changes Saved' })).toBeVisible();
  await shot(dp, 'distributor-shipment-desktop');

  // 8. A quote, the booking, and the label (its barcode is the tracking number) and the DG document.
  await dp.getByRole('button', { name: 'Confirm Booking' }).click();
  const booking = dp.getByRole('dialog', { name: 'Confirm Booking' });
  await expect(booking.getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
  const labelTab = dp.waitForEvent('popup', { timeout: 30_000 });
  await booking.getByRole('button', { name: 'Book' }).click();
  await expect(dp.getByRole('button', { name: 'Booking Confirmed' })).toBeVisible({ timeout: 20_000 });
  expect((await labelTab).url()).toMatch(/^blob:/);
  await (await labelTab).close();
  const booked = (await distributor.api.get(`/api/distributor/v1/deliveries/${shipment.id}`)).delivery;
  const tracking = booked.tracking_number as string;
  expect(tracking).toBeTruthy();
  const label = await deliveryDocument(distributor.api, shipment.id, 'SHIPPING_LABEL');
  expect(pdfBarcodes(label)).toContain(tracking);
  await expect.poll(async () => (await orderOf()).tracking_numbers).toEqual([tracking]);

  await dp.goto(`/distributor/locations/${home.id}/bookings?page=1&page_size=100`);
  const bookedCard = dp.locator(`[data-delivery="${shipment.id}"]`);
  await expect(bookedCard).toBeVisible({ timeout: 30_000 });
  await bookedCard.getByRole('button', { name: 'Documents' }).click();
  const dgTab = dp.waitForEvent('popup', { timeout: 30_000 });
  await dp.getByRole('menuitem', { name: 'Dangerous Goods Document' }).click();
  expect((await dgTab).url()).toMatch(/^blob:/);
  await (await dgTab).close();
  await dp.keyboard.press('Escape');
  const dgPdf = await deliveryDocument(distributor.api, shipment.id, 'SHIPPING_DG_DOCUMENT');
  expect(dgPdf.subarray(0, 4).toString()).toBe('%PDF');

  // 9. A pickup for the booking.
  await shot(dp, 'distributor-bookings-desktop');
  await bookedCard.getByRole('checkbox').click();
  await expect(dp.getByTestId('selected-count')).toHaveText('1 selected');
  await dp.getByRole('button', { name: 'Pickup dates' }).click();
  await dp.getByRole('menuitem').first().click();
  await expect(bookedCard).toHaveCount(0);
  expect(
    (await distributor.api.get(`/api/distributor/v1/deliveries/${shipment.id}`)).delivery.delivery_status,
  ).toBe('pickup_requested');

  // 10. The tracking clock (platform staff's control of the sandbox) moves it to delivered.
  const seen: string[] = [];
  for (let i = 0; i < 6 && seen.at(-1) !== 'delivered'; i++) {
    await staff.post('/api/distributor/carriers/sandbox/tracking_clock', { delivery_ids: [shipment.id] });
    seen.push(
      (await distributor.api.get(`/api/distributor/v1/deliveries/${shipment.id}`)).delivery.delivery_status,
    );
  }
  expect(seen).toEqual(['awaiting_pickup', 'shipped', 'delivered']);

  // 11. The merchant's order: Shipped with the tracking number; the revenue share accrued for its units.
  // Orders learn of tracking through the outbox (decision 0900): shipped when in transit, complete when delivered.
  await expect
    .poll(
      async () => {
        const o = await orderOf();
        return [o.status, o.fulfillments[0].status];
      },
      { timeout: 30_000 },
    )
    .toEqual(['shipped', 'complete']);
  order = await orderOf();
  expect(order.tracking_numbers).toEqual([tracking]);
  await mp.goto(`/marketplace/fulfillments/${orderId}`);
  await expect(mp.getByText('shipped', { exact: true }).first()).toBeVisible();
  await expect(mp.getByTestId('tracking-numbers')).toHaveText(`Tracking: ${tracking}`);
  await expect(timeline).toContainText(`Shipped with ${booked.carrier} ${tracking}`);
  await shot(mp, 'merchant-shipped-desktop');
  await mp.setViewportSize(PHONE);
  await shot(mp, 'merchant-shipped-phone');
  const shareAfter = await revenueShareUnits(merchant.api);
  expect(shareAfter.order - shareBefore.order).toBe(units);
  expect(shareAfter.fulfilment - shareBefore.fulfilment).toBe(units);

  // 12. The distributor's payouts show the order: its share of the paid, accepted fulfilment went out once.
  const payoutsOf = async () =>
    (
      (await distributor.api.get('/api/distributor/v1/payouts?page_size=100')).results as {
        fulfillment_id: number;
        status: string;
        amount: number;
        merchant_order: { store_order_reference: string };
      }[]
    ).filter((p) => p.fulfillment_id === fulfillmentId);
  await expect
    .poll(async () => (await payoutsOf()).map((p) => p.status), { timeout: 30_000 })
    .toEqual(['paid']);
  expect((await payoutsOf())[0]!.amount).toBeGreaterThan(0);

  // 13. The sandbox store shows the fulfilment: the store received it once, with the tracking number (decision 0910).
  type StoreOrder = {
    name: string;
    fulfillment_status: string;
    fulfillments: { tracking_company: string | null; tracking_numbers: string[] }[];
  };
  const storeOrder = async () =>
    (
      (await merchant.api.get(`/api/marketplace/v1/marketplace/stores/${store.id}/sandbox`))
        .orders as StoreOrder[]
    ).find((o) => o.name === order.fulfillment_name);
  await expect
    .poll(async () => (await storeOrder())?.fulfillment_status, { timeout: 30_000 })
    .toBe('fulfilled');
  const inStore = (await storeOrder())!;
  expect(inStore.fulfillments).toHaveLength(1);
  expect(inStore.fulfillments[0]!.tracking_numbers).toEqual([tracking]);
  await mp.setViewportSize(DESKTOP);
  await mp.goto(`/marketplace/stores/${store.id}/sandbox`);
  const storeRow = mp.locator(`[data-store-order="${order.fulfillment_name}"]`);
  await expect(storeRow.getByText('Fulfilled', { exact: true })).toBeVisible();
  await expect(storeRow.getByTestId('store-tracking')).toHaveText(
    `${inStore.fulfillments[0]!.tracking_company} ${tracking}`,
  );
  await shot(mp, 'store-fulfilled-desktop');
  await mp.setViewportSize(PHONE);
  await expect(storeRow.getByText('Fulfilled', { exact: true })).toBeVisible();
  await shot(mp, 'store-fulfilled-phone');

  await staffRequest.dispose();
  for (const p of [brand.page, distributor.page]) await p.context().close();
});

test('failure paths: a rejection routed again then failed, a failed label booked by hand, a cancellation accepted', async ({
  browser,
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  expect(shared.storeId, 'the first test made the product and the store').toBeGreaterThan(0);
  const merchant = await userPage(browser, 'merchant@demo.test', page);
  const distributor = await userPage(browser, 'distributor@demo.test');
  const staffRequest = await playwright.request.newContext({ baseURL });
  const staff = await apiAs(staffRequest, 'staff@demo.test');
  const mp = merchant.page;
  const dp = distributor.page;
  // Stock at a second location, where a rejected request goes next.
  const { locations } = await distributor.api.get('/api/distributor/v1/locations');
  const second = (locations as { id: number; code: string; name: string }[]).find(
    (l) => l.id !== shared.homeId,
  )!;
  const importId = await distributor.api.importCsv(
    'inventory',
    `lifecycle-second-${run}.csv`,
    `SKU,Brand,Location Code,Quantity\n${SKU},${shared.brandName},${second.code},30`,
  );
  await expect
    .poll(async () => (await distributor.api.get(`/api/imports/${importId}`)).status, { timeout: 30_000 })
    .toBe('completed');
  const placed = async (name: string) =>
    (
      await merchant.api.post(
        `/api/marketplace/v1/marketplace/stores/${shared.storeId}/sandbox/orders`,
        {
          customer: { name: `${name} ${run}`, email: null, phone: null },
          shipping_address: {
            address1: '3 Crown Street',
            city: 'Surry Hills',
            state_code: 'NSW',
            postcode: '2010',
          },
          line_items: [{ sku: SKU, quantity: 1 }],
        },
        201,
      )
    ).fulfillment_order_id as number;
  const orderOf = async (id: number) =>
    (await merchant.api.get(`/api/marketplace/v1/fulfillments/${id}`)).fulfillment_order;
  const requested = async (id: number) =>
    (await merchant.api.post(`/api/marketplace/v1/fulfillments/${id}/request-fulfillment`)).fulfillment_order
      .fulfillments[0].id as number;
  const accepted = async (fulfillmentId: number) => {
    await distributor.api.put(`/api/distributor/v1/fulfillments/${fulfillmentId}/fulfillment_request`, {
      status: 'accept',
      reference_number: `SO-F-${fulfillmentId}`,
    });
    const list = await distributor.api.get(
      '/api/distributor/v1/shipments?status=pending,quoted,booked&page_size=100',
    );
    return (list.results as { id: number; fulfillment_id: number }[]).find(
      (s) => s.fulfillment_id === fulfillmentId,
    )!.id;
  };

  // A rejected request: the merchant sees the reason and routes it again, to the other stocked location.
  const rejectedId = await placed('Reject');
  const first = await requested(rejectedId);
  await distributor.api.put(`/api/distributor/v1/fulfillments/${first}/fulfillment_request`, {
    status: 'reject',
    rejection_reason: 'inventory_out_of_stock',
    merchant_message: `Counted short ${run}`,
  });
  await mp.goto(`/marketplace/fulfillments/${rejectedId}`);
  await expect(mp.getByRole('alert', { name: 'Rejected: Insufficient inventory' })).toBeVisible();
  await mp.getByRole('button', { name: 'Request Fulfillment' }).click();
  await expect(mp.getByRole('region', { name: 'Timeline' })).toContainText(`(${second.name})`);
  const rerouted = await orderOf(rejectedId);
  expect(rerouted.status).toBe('submitted');
  expect(
    (rerouted.fulfillments as { status: string; distributor_location: { id: number } }[])
      .filter((f) => f.status !== 'cancelled')
      .map((f) => f.distributor_location.id),
  ).toEqual([second.id]);
  // Rejected at the second location too: nobody else stocks it, so routing again fails the order (decision 0921),
  // and the merchant finds it under the Failed filter.
  const secondFulfilment = (rerouted.fulfillments as { id: number; status: string }[]).find(
    (f) => f.status !== 'cancelled',
  )!.id;
  await distributor.api.put(`/api/distributor/v1/fulfillments/${secondFulfilment}/fulfillment_request`, {
    status: 'reject',
    rejection_reason: 'inventory_out_of_stock',
  });
  await mp.reload();
  await mp.getByRole('button', { name: 'Request Fulfillment' }).click();
  await expect(
    mp.getByText(`No other distributor location can fulfil ${SKU}`, { exact: true }),
  ).toBeVisible();
  await expect(mp.getByRole('region', { name: 'Timeline' })).toContainText('Fulfillment failed');
  expect((await orderOf(rejectedId)).status).toBe('failed');
  await mp.goto('/marketplace/fulfillments');
  await mp.getByRole('textbox', { name: 'Search orders' }).fill(`Reject ${run}`);
  await mp.getByRole('combobox', { name: 'Filter by status' }).click();
  await mp.getByRole('option', { name: 'Failed', exact: true }).click();
  await expect(mp).toHaveURL(/filters=status(:|%3A)failed/);
  const failedRows = mp.getByRole('table', { name: 'Fulfillment orders' }).getByRole('row');
  await expect(failedRows).toHaveCount(2);
  await expect(failedRows.nth(1)).toContainText('failed');
  await shot(mp, 'merchant-failed-filter-desktop');

  // A label that fails (the sandbox's switch, staff only): the label request is booked by hand on screen.
  const labelOrder = await placed('Label');
  const labelDelivery = await accepted(await requested(labelOrder));
  await staff.put('/api/distributor/carriers/sandbox', { label_failure: true });
  try {
    await distributor.api.post(`/api/distributor/v1/shipments/${labelDelivery}/delivery_booking`);
    await expect
      .poll(
        async () =>
          (await distributor.api.get(`/api/distributor/v1/deliveries/${labelDelivery}`)).delivery
            .label_status,
        { timeout: 30_000 },
      )
      .toBe('error');
  } finally {
    await staff.put('/api/distributor/carriers/sandbox', { label_failure: false });
  }
  await distributor.api.post(`/api/distributor/deliveries/${labelDelivery}/label`);
  await dp.goto(`/distributor/label_requests/${labelDelivery}`);
  await expect(dp.getByRole('heading', { name: 'Add Label Details', level: 1 })).toBeVisible();
  await dp.getByRole('combobox', { name: 'Carrier' }).fill('Australia Post');
  await dp.getByRole('textbox', { name: 'Label URL' }).fill(`https://labels.example.test/${run}.pdf`);
  await dp.getByRole('textbox', { name: 'Tracking Number' }).fill(`AP${run}`);
  await dp.getByRole('textbox', { name: 'Tracking URL' }).fill(`https://auspost.example.test/${run}`);
  await dp.getByRole('textbox', { name: 'Cost' }).fill('14.50');
  await dp.getByRole('button', { name: 'Save' }).click();
  await expect(dp.getByText('Manual booking successful', { exact: true })).toBeVisible({ timeout: 30_000 });
  expect(
    (await distributor.api.get(`/api/distributor/v1/deliveries/${labelDelivery}`)).delivery,
  ).toMatchObject({
    label_status: 'manual',
    tracking_number: `AP${run}`,
  });
  await expect.poll(async () => (await orderOf(labelOrder)).tracking_numbers).toEqual([`AP${run}`]);

  // A cancellation: requested on screen, accepted by the distributor; the order is cancelled.
  const cancelOrder = await placed('Cancel');
  const cancelFulfilment = await requested(cancelOrder);
  await accepted(cancelFulfilment);
  await mp.goto(`/marketplace/fulfillments/${cancelOrder}`);
  await mp.getByRole('button', { name: 'Request Cancellation' }).click();
  await expect(mp.getByText('Cancellation: pending')).toBeVisible();
  await distributor.api.put(`/api/distributor/v1/fulfillments/${cancelFulfilment}/cancellation_request`, {
    status: 'accept',
  });
  expect((await orderOf(cancelOrder)).status).toBe('cancelled');
  await mp.reload();
  await expect(mp.getByText('cancelled', { exact: true }).first()).toBeVisible();
  await shot(mp, 'merchant-cancelled-desktop');

  await staffRequest.dispose();
  await dp.context().close();
});
