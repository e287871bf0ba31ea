import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { apiAs, requestedOrder, stockedSku, type Api } from './support/orders.ts';

const shots = process.env.SHOTS ?? '/tmp/shots';

/** The merchant orders, the distributor accepts: answers the proposed shipment (a packed delivery) of the order. */
async function acceptedShipment(merchant: Api, distributor: Api, sku: string, storeId: number, name: string) {
  const { reference, fulfillmentId } = await requestedOrder(merchant, storeId, sku, name, 1);
  const accepted = await distributor.put(
    `/api/distributor/v1/fulfillments/${fulfillmentId}/fulfillment_request`,
    {
      status: 'accept',
      reference_number: `SO-${name.replace(/\W+/g, '-')}`,
    },
  );
  expect(accepted.status()).toBe(200);
  const locationId = (
    await (await distributor.get(`/api/distributor/v1/fulfillments/${fulfillmentId}`)).json()
  ).fulfillment.distributor_location.id as number;
  const list = (await (
    await distributor.get(`/api/distributor/v1/shipments?location_ids=${locationId}&page_size=100`)
  ).json()) as { results: { id: number; store_reference: string }[] };
  const shipment = list.results.find((s) => s.store_reference === reference)!;
  expect(shipment).toBeTruthy();
  const delivery = (await (await distributor.get(`/api/distributor/v1/deliveries/${shipment.id}`)).json())
    .delivery as { id: number; identifier: string };
  return {
    id: delivery.id,
    identifier: delivery.identifier,
    reference,
    locationId,
    fulfillmentId,
  };
}

async function book(distributor: Api, id: number) {
  const res = await distributor.post(`/api/distributor/v1/shipments/${id}/delivery_booking`, {});
  expect(res.status(), await res.text()).toBe(200);
}

async function deliveryOf(distributor: Api, id: number) {
  return (await (await distributor.get(`/api/distributor/v1/deliveries/${id}`)).json()).delivery as {
    delivery_status: string;
    label_status: string;
    tracking_number: string | null;
  };
}

const row = (page: Page, identifier: string) => page.getByTestId(`shipment-${identifier}`);

test('location staff request a slot pickup, hand over two shipments, take one over and answer a label request', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const merchant = await apiAs(await playwright.request.newContext({ baseURL }), 'merchant@demo.test');
  const distributor = await apiAs(await playwright.request.newContext({ baseURL }), 'distributor@demo.test');
  const staff = await apiAs(await playwright.request.newContext({ baseURL }), 'staff@demo.test');
  const { sku, storeId } = await stockedSku(merchant);
  const made = [];
  for (const n of ['slot', 'hand-a', 'hand-b', 'byo', 'label'])
    made.push(await acceptedShipment(merchant, distributor, sku, storeId, `WH ${n} ${stamp}`));
  const [slot, handA, handB, byo, label] = made as [
    (typeof made)[0],
    (typeof made)[0],
    (typeof made)[0],
    (typeof made)[0],
    (typeof made)[0],
  ];
  const locationId = slot.locationId;
  for (const s of [slot, handA, handB]) await book(distributor, s.id);
  // The label of the last booking fails (the carrier sandbox's switch), and staff ask for one by hand.
  expect((await staff.put('/api/distributor/carriers/sandbox', { label_failure: true })).status()).toBe(200);
  try {
    await book(distributor, label.id);
    await expect
      .poll(async () => (await deliveryOf(distributor, label.id)).label_status, { timeout: 60_000 })
      .toBe('error');
  } finally {
    await staff.put('/api/distributor/carriers/sandbox', { label_failure: false });
  }
  expect((await distributor.post(`/api/distributor/deliveries/${label.id}/label`)).status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'distributor@demo.test');

  // Shipping tab: the slot pickup by courier for one booking.
  await page.goto(`/distributor/l/${locationId}/shipments?query=${encodeURIComponent(slot.reference)}`);
  const slotRow = row(page, slot.identifier);
  await expect(slotRow).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Labels Generated' })).toBeVisible();
  await expect(slotRow.getByRole('checkbox', { name: `Select ${slot.identifier}` })).toBeVisible();
  await slotRow.getByRole('button', { name: `Actions for ${slot.identifier}` }).click();
  await page.getByRole('menuitem', { name: 'Request Pickup by courier' }).click();
  const slotDialog = page.getByRole('dialog', { name: 'Request Pickup' });
  await slotDialog.getByRole('combobox', { name: 'Pickup date' }).click();
  await page.getByRole('option').first().click();
  await slotDialog.getByRole('radio').first().check();
  await page.screenshot({ path: `${shots}/desktop-warehouse-slot-pickup.png` });
  await slotDialog.getByRole('button', { name: 'Request Pickup' }).click();
  await expect(page.getByText('Pickup requested', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Pickup Requested' })).toBeVisible();
  // A pickup_requested row shows a tick, not a checkbox.
  await expect(slotRow.getByRole('img', { name: 'Pickup requested' })).toBeVisible();
  await expect(slotRow.getByRole('checkbox')).toHaveCount(0);
  expect((await deliveryOf(distributor, slot.id)).delivery_status).toBe('pickup_requested');

  // Hand over two shipments: select both (only booked rows have a checkbox), then find the handover.
  await page.goto(`/distributor/l/${locationId}/shipments`);
  for (const s of [handA, handB]) {
    await expect(row(page, s.identifier)).toBeVisible({ timeout: 30_000 });
    await row(page, s.identifier).getByRole('checkbox').check();
  }
  await expect(page.getByTestId('selected-count')).toHaveText('2 selected');
  await page.getByRole('button', { name: 'Hand Over Shipments' }).click();
  const handDialog = page.getByRole('dialog', { name: 'Hand Over Shipments' });
  await handDialog.getByRole('radio', { name: 'Afternoon' }).check();
  await handDialog.getByRole('button', { name: 'Hand Over' }).click();
  await expect(page.getByText('Shipments handed over', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row(page, handA.identifier)).toHaveCount(0);
  await page.goto(`/distributor/l/${locationId}/handovers`);
  const handover = page.getByRole('region', { name: /^Handover / }).filter({ hasText: handA.identifier });
  await expect(handover).toBeVisible({ timeout: 30_000 });
  await expect(handover).toContainText(handB.identifier);
  await expect(handover).toContainText('Afternoon');
  await expect(handover).toContainText(/Pickup window: \d{4}-\d{2}-\d{2} 09:00–17:00/);
  await page.screenshot({ path: `${shots}/desktop-warehouse-handovers.png`, fullPage: true });

  // Take over a packed shipment with a BYO tracking number.
  await page.goto(`/distributor/l/${locationId}/shipments?query=${encodeURIComponent(byo.reference)}`);
  const byoRow = row(page, byo.identifier);
  await expect(byoRow).toBeVisible({ timeout: 30_000 });
  await expect(byoRow).toContainText('Awaiting Booking');
  await byoRow.getByRole('button', { name: `Actions for ${byo.identifier}` }).click();
  await page.getByRole('menuitem', { name: 'Take Over Shipping' }).click();
  const takeOver = page.getByRole('dialog', { name: 'Take Over Shipping' });
  await takeOver.getByRole('combobox', { name: 'Carrier' }).fill('Couriers');
  await page.getByRole('option', { name: 'Couriers Please' }).click();
  await takeOver.getByRole('textbox', { name: 'Tracking Number' }).fill(`CP${stamp}`);
  await takeOver
    .getByRole('textbox', { name: 'Tracking URL' })
    .fill(`https://couriersplease.example.test/${stamp}`);
  await takeOver.getByRole('textbox', { name: 'Cost' }).fill('0.5');
  await takeOver.getByRole('button', { name: 'Take Over' }).click();
  await expect(takeOver.getByText('Cost must be at least 1.00')).toBeVisible();
  await takeOver.getByRole('textbox', { name: 'Cost' }).fill('18.40');
  await page.screenshot({ path: `${shots}/desktop-warehouse-take-over.png` });
  await takeOver.getByRole('button', { name: 'Take Over' }).click();
  await expect(page.getByText('Shipment converted to BYO', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Recently Shipped' })).toBeVisible();
  await expect(byoRow).toContainText(`CP${stamp}`);
  await expect(byoRow).toContainText('Couriers Please');
  await page.screenshot({ path: `${shots}/desktop-warehouse-shipping.png`, fullPage: true });

  // The label request: found by search, 'Add Label Details', the manual booking, back to the list.
  await page.goto(`/distributor/label_requests?query=${encodeURIComponent(label.reference)}`);
  const labelRow = page.getByRole('row').filter({ hasText: label.identifier });
  await expect(labelRow).toBeVisible({ timeout: 30_000 });
  await expect(labelRow).toContainText('label requested');
  await page.screenshot({ path: `${shots}/desktop-warehouse-label-requests.png`, fullPage: true });
  await labelRow.getByRole('link', { name: 'Add Label Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/distributor/label_requests/${label.id}$`));
  await expect(page.getByRole('heading', { name: 'Add Label Details', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Carrier' }).fill('Australia Post');
  await page.getByRole('textbox', { name: 'Label URL' }).fill(`https://labels.example.test/${stamp}.pdf`);
  await page.getByRole('textbox', { name: 'Tracking Number' }).fill(`AP${stamp}`);
  await page.getByRole('textbox', { name: 'Tracking URL' }).fill(`https://auspost.example.test/${stamp}`);
  await page.getByRole('textbox', { name: 'Cost' }).fill('14.50');
  await page.screenshot({ path: `${shots}/desktop-warehouse-add-label-details.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Manual booking successful', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/distributor\/label_requests$/);
  const done = await deliveryOf(distributor, label.id);
  expect(done).toMatchObject({ label_status: 'manual', tracking_number: `AP${stamp}` });

  // The same screens at phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/distributor/l/${locationId}/shipments`);
  await expect(page.getByRole('heading', { name: 'Recently Shipped' })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${shots}/phone-warehouse-shipping.png`, fullPage: true });
  await page.goto(`/distributor/l/${locationId}/handovers`);
  await expect(page.getByRole('region', { name: /^Handover / }).first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${shots}/phone-warehouse-handovers.png`, fullPage: true });
  await page.goto(`/distributor/label_requests?query=${encodeURIComponent(label.reference)}`);
  await expect(page.getByRole('row').filter({ hasText: label.identifier })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${shots}/phone-warehouse-label-requests.png`, fullPage: true });
  await page.goto(`/distributor/deliveries/${label.id}/manual`);
  await expect(page.getByRole('heading', { name: 'Manual Booking', level: 1 })).toBeVisible();
  await page.screenshot({ path: `${shots}/phone-warehouse-manual-booking.png`, fullPage: true });
});

test('location staff open a generated label and the packing slip as PDFs; the label is then printed', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const merchant = await apiAs(await playwright.request.newContext({ baseURL }), 'merchant@demo.test');
  const distributor = await apiAs(await playwright.request.newContext({ baseURL }), 'distributor@demo.test');
  const { sku, storeId } = await stockedSku(merchant);
  const s = await acceptedShipment(merchant, distributor, sku, storeId, `WH label ${stamp}`);
  await book(distributor, s.id);
  await expect
    .poll(async () => (await deliveryOf(distributor, s.id)).label_status, { timeout: 60_000 })
    .toBe('generated');
  const tracking = (await deliveryOf(distributor, s.id)).tracking_number!;
  expect(tracking).toBeTruthy();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'distributor@demo.test');
  await page.goto(`/distributor/l/${s.locationId}/fulfillments/${s.fulfillmentId}`);
  const card = page.getByRole('region', { name: `Shipment ${s.identifier}` });
  await expect(card.getByText('Label generated')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('link', { name: tracking })).toBeVisible();

  // Shipping Labels opens the label PDF in a new tab; its barcode is the tracking number. The bytes the page got
  // are kept as they pass.
  let served: Buffer | null = null;
  await page.route(`**/deliveries/${s.id}/documents?document_type=SHIPPING_LABEL`, async (route) => {
    const response = await route.fetch();
    served = await response.body();
    await route.fulfill({ response });
  });
  await card.getByRole('button', { name: `Actions for ${s.identifier}` }).click();
  const [label, popup] = await Promise.all([
    page.waitForResponse((r) =>
      r.url().includes(`/deliveries/${s.id}/documents?document_type=SHIPPING_LABEL`),
    ),
    page.waitForEvent('popup'),
    page.getByRole('menuitem', { name: 'Shipping Labels' }).click(),
  ]);
  expect(label.status()).toBe(200);
  expect(label.headers()['content-type']).toContain('application/pdf');
  expect(popup.url()).toMatch(/^blob:/);
  const bytes = served as Buffer | null;
  expect(bytes?.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = `/tmp/warehouse-label-${stamp}.pdf`;
  fs.writeFileSync(pdf, bytes!);
  execFileSync('pdftoppm', ['-png', '-r', '200', '-f', '1', '-l', '1', pdf, `/tmp/warehouse-label-${stamp}`]);
  const png = fs
    .readdirSync('/tmp')
    .find((f) => f.startsWith(`warehouse-label-${stamp}`) && f.endsWith('.png'))!;
  const codes = execFileSync('zbarimg', ['-q', '--raw', `/tmp/${png}`])
    .toString()
    .split('\n');
  expect(codes).toContain(tracking);
  await popup.close();

  // Opening it from the warehouse marked it printed, shown now and after a reload.
  await expect(card.getByText('Label printed')).toBeVisible();
  expect((await deliveryOf(distributor, s.id)).label_status).toBe('printed');
  await page.reload();
  await expect(card.getByText('Label printed')).toBeVisible({ timeout: 30_000 });

  // Packing Slip opens as a PDF too.
  await card.getByRole('button', { name: `Actions for ${s.identifier}` }).click();
  const [slip] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/deliveries/${s.id}/documents?document_type=PACKING_SLIP`)),
    page.waitForEvent('popup'),
    page.getByRole('menuitem', { name: 'Packing Slip' }).click(),
  ]);
  expect(slip.status()).toBe(200);
  expect(slip.headers()['content-type']).toContain('application/pdf');
  await page.screenshot({ path: `${shots}/desktop-warehouse-labels.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/phone-warehouse-labels.png`, fullPage: true });
});
