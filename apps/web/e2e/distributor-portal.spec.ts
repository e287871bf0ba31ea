import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { apiAs, requestedOrder, stockedSku } from './support/orders.ts';

const shots = process.env.SHOTS ?? path.join(os.tmpdir(), 'partsflow-shots');

const locationCard = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, level: 2 }) });

async function count(tile: Locator, label: string) {
  return Number(await tile.locator(`[data-count="${label}"]`).innerText());
}

test('a distributor reads the dashboard, accepts, rejects and moves fulfillment requests, and pages the list', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Four orders set up through the API, then the screens: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const ctx = await playwright.request.newContext({ baseURL });
  const merchant = await apiAs(ctx, 'merchant@demo.test');
  const { sku, storeId } = await stockedSku(merchant);
  const toAccept = await requestedOrder(merchant, storeId, sku, `E2E Accept ${stamp}`);
  const toReject = await requestedOrder(merchant, storeId, sku, `E2E Reject ${stamp}`);
  const toMove = await requestedOrder(merchant, storeId, sku, `E2E Move ${stamp}`);
  // Accepted, then the merchant asks to cancel it: the distributor answers with the cancellation form.
  const toCancel = await requestedOrder(merchant, storeId, sku, `E2E Cancel ${stamp}`);
  const dctx = await playwright.request.newContext({ baseURL });
  const dist = await apiAs(dctx, 'distributor@demo.test');
  const acceptedForCancel = await dist.put(
    `/api/distributor/v1/fulfillments/${toCancel.fulfillmentId}/fulfillment_request`,
    { status: 'accept', reference_number: `SO-CANCEL-${stamp}` },
  );
  expect(acceptedForCancel.status()).toBe(200);
  const cancelAsked = await merchant.post(
    `/api/marketplace/v1/fulfillments/${toCancel.orderId}/cancel-fulfillment`,
  );
  expect(cancelAsked.status()).toBe(200);
  await dctx.dispose();
  await ctx.dispose();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'distributor@demo.test');
  await expect(page).toHaveURL(/\/distributor$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // The requests are at the location the routing chose: find it through the API the screens use.
  const detail = await (
    await page.request.get(`/api/distributor/v1/fulfillments/${toAccept.fulfillmentId}`)
  ).json();
  const home = detail.fulfillment.distributor_location as { id: number; name: string; code: string };
  const card = locationCard(page, home.name);
  await expect(card).toContainText(home.code);
  const requests = card.getByRole('region', { name: 'Fulfillment Requests' });
  await expect(requests.locator('[data-count="Pending"]')).toHaveText(/^\d+$/);
  const pending = await count(requests, 'Pending');
  const inProgress = await count(requests, 'In Progress');
  expect(pending).toBeGreaterThanOrEqual(3);
  await page.screenshot({ path: `${shots}/desktop-distributor-dashboard.png`, fullPage: true });

  // The tile opens the list with page=1 and page_size=10; the counts match the list.
  await requests.getByRole('link', { name: 'Fulfillment Requests' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/distributor/locations/${home.id}/fulfillments\\?page=1&page_size=10$`),
  );
  await expect(page.getByRole('heading', { name: home.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Fulfillment Requests', selected: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Fulfillment requests' });
  await page.goto(`/distributor/locations/${home.id}/fulfillments?page=1&page_size=100`);
  // A hundred rows at once: slower to come on a busy machine than the default wait.
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(table.locator('[data-status="pending"]')).toHaveCount(pending);
  await expect(table.locator('[data-status="Processing"]')).toHaveCount(inProgress);

  // Search by the store order reference: one row, 'Pending ...' without an order id, its actions.
  const search = page.getByRole('textbox', { name: 'Search' });
  await expect(search).toHaveAttribute('placeholder', 'Search by order number or tracking number');
  await search.fill(toReject.reference);
  await expect(page).toHaveURL(new RegExp(`query=${encodeURIComponent(toReject.reference)}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('Pending ...');
  await expect(row).toContainText('Surry Hills, NSW');
  await expect(row.getByRole('button', { name: 'Change Location' })).toBeVisible();
  await page.screenshot({ path: `${shots}/desktop-distributor-fulfillments.png`, fullPage: true });

  // Reject with a reason: the reason is required; the row then shows cancelled.
  await row.getByRole('button', { name: 'Fulfillment Requested' }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table', { name: 'Line items' })).toContainText(sku);
  await expect(dialog.getByRole('region', { name: 'Destination' })).toContainText('3 Crown Street');
  await page.screenshot({ path: `${shots}/desktop-distributor-fulfillment-modal.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Choose Accept or Reject')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Reject' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('A rejection reason is required')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Rejection reason' }).click();
  for (const reason of ['Incorrect address', 'Insufficient inventory', 'Ineligible product', 'Other'])
    await expect(page.getByRole('option', { name: reason })).toBeVisible();
  await page.getByRole('option', { name: 'Undeliverable destination' }).click();
  await dialog.getByRole('textbox', { name: 'Message to the merchant' }).fill('We cannot reach this suburb');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.locator('[data-status="cancelled"]')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Fulfillment Requested' })).toHaveCount(0);

  // Accept with a reference number: the row shows it and Processing.
  await search.fill(toAccept.reference);
  await expect(table.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: 'Fulfillment Requested' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Accept' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('A reference number is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reference number' }).fill(`SO-E2E-${stamp}`);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`SO-E2E-${stamp}`);
  await expect(row.locator('[data-status="Processing"]')).toBeVisible();

  // The cancellation form: a response is required; rejecting it keeps the work going and the request answered.
  await search.fill(toCancel.reference);
  await expect(table.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: 'Cancellation Requested' }).click();
  dialog = page.getByRole('dialog');
  const cancellation = dialog.getByRole('form', { name: 'Cancellation request' });
  await expect(cancellation.getByRole('heading', { name: 'Cancellation Request' })).toBeVisible();
  await cancellation.getByRole('button', { name: 'Submit' }).click();
  await expect(cancellation.getByText('Choose Accept or Reject')).toBeVisible();
  await cancellation.getByRole('radio', { name: 'Reject' }).check();
  await cancellation.getByRole('textbox', { name: 'Message to the merchant' }).fill('Already packed');
  await page.screenshot({ path: `${shots}/desktop-distributor-cancellation.png`, fullPage: true });
  await cancellation.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: 'Cancellation Requested' })).toHaveCount(0);
  await expect(row.locator('[data-status="Processing"]')).toBeVisible();

  // Change Location: the current location is not offered; the request moves.
  await search.fill(toMove.reference);
  await expect(table.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: 'Change Location' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Change Location' }).click();
  await expect(dialog.getByText('Choose a new location')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'New location' }).click();
  await expect(dialog.getByRole('option', { name: new RegExp(home.code) })).toHaveCount(0);
  const target = dialog.getByRole('option').first();
  const targetName = ((await target.innerText()).split(' (')[0] ?? '').trim();
  await target.click();
  await page.screenshot({ path: `${shots}/desktop-distributor-change-location.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Change Location' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No fulfillment requests found')).toBeVisible();

  // The switcher keeps the tab, puts page back to 1, keeps page_size and clears the search.
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: new RegExp(`^${targetName} \\(`) }).click();
  await expect(page).toHaveURL(/\/fulfillments\?page=1&page_size=100$/);
  await expect(page.getByRole('heading', { name: targetName, level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Search' }).fill(toMove.reference);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(toMove.reference);

  // A tab change keeps page_size and clears the query.
  await page.getByRole('tab', { name: 'Confirmed Shipments' }).click();
  await expect(page).toHaveURL(/\/bookings\?page=1&page_size=100$/);
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveAttribute(
    'placeholder',
    'Search by order or reference number ...',
  );

  // Pagination: 'Page x of N' with first and last pages and the window around the current page.
  await page.goto(`/distributor/locations/${home.id}/fulfillments?page=1&page_size=1`);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const pages = Number((await page.getByText(/^Page 1 of \d+$/).innerText()).split(' of ')[1]);
  // Sydney now holds at least the accepted, the rejected and the demo's own request, one a page.
  expect(pages).toBeGreaterThanOrEqual(3);
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(page.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`page=${pages}&page_size=1`));
  await page.getByRole('button', { name: 'First page' }).click();
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await page.screenshot({ path: `${shots}/desktop-distributor-fulfillments-paged.png`, fullPage: true });

  // On a phone the tabs are a select.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/distributor/locations/${home.id}/fulfillments?page=1&page_size=10`);
  await expect(page.getByRole('combobox', { name: 'Location sections' })).toHaveValue('Fulfillment Requests');
  await page.screenshot({ path: `${shots}/phone-distributor-fulfillments.png`, fullPage: true });
  await page.getByRole('combobox', { name: 'Location sections' }).click();
  await page.getByRole('option', { name: 'Manifested Shipments' }).click();
  await expect(page).toHaveURL(/\/shipped\?page=1&page_size=10$/);
  await page.goto('/distributor');
  await expect(locationCard(page, home.name)).toBeVisible();
  await page.screenshot({ path: `${shots}/phone-distributor-dashboard.png`, fullPage: true });
});

interface ShipmentJson {
  id: number;
  store_reference: string;
  location_id: number;
  units: {
    id: number;
    quantity: number;
    length_mm: number | null;
    width_mm: number | null;
    height_mm: number | null;
    product: { sku: string };
  }[];
}

test('a distributor repacks a proposed shipment by mouse, keyboard and touch, fixes a sender error, books it, then requests pickups', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // A long journey (three orders, an editor session, a booking, a pickup): more time than the default minute.
  test.setTimeout(360_000);
  const stamp = Date.now();
  const ctx = await playwright.request.newContext({ baseURL });
  const merchant = await apiAs(ctx, 'merchant@demo.test');
  const { sku, storeId } = await stockedSku(merchant);
  const orders = [];
  for (const n of [1, 2, 3, 4, 5])
    orders.push(await requestedOrder(merchant, storeId, sku, `E2E Ship ${n} ${stamp}`));
  const dctx = await playwright.request.newContext({ baseURL });
  const distributor = await apiAs(dctx, 'distributor@demo.test');
  for (const [i, o] of orders.entries()) {
    const res = await distributor.put(
      `/api/distributor/v1/fulfillments/${o.fulfillmentId}/fulfillment_request`,
      {
        status: 'accept',
        reference_number: `SO-SHIP-${i}-${stamp}`,
      },
    );
    expect(res.status()).toBe(200);
  }
  const home = (
    await (await distributor.get(`/api/distributor/v1/fulfillments/${orders[0]!.fulfillmentId}`)).json()
  ).fulfillment.distributor_location as { id: number; name: string };
  const list = (await (
    await distributor.get(`/api/distributor/v1/shipments?location_ids=${home.id}&page_size=100`)
  ).json()) as { results: ShipmentJson[] };
  const shipmentOf = (reference: string) => list.results.find((s) => s.store_reference === reference)!;
  const [a, b, c, d, e] = orders.map((o) => shipmentOf(o.reference)) as [
    ShipmentJson,
    ShipmentJson,
    ShipmentJson,
    ShipmentJson,
    ShipmentJson,
  ];
  expect(a && b && c && d && e).toBeTruthy();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'distributor@demo.test');

  // The dashboard's shipment counts match the Pending Shipments list.
  const card = locationCard(page, home.name);
  const shipmentsTile = card.getByRole('region', { name: 'Shipments' });
  await expect(shipmentsTile.locator('[data-count="Pending"]')).toHaveText(/^\d+$/, { timeout: 30_000 });
  const pendingShipments = await count(shipmentsTile, 'Pending');
  expect(pendingShipments).toBeGreaterThanOrEqual(3);
  await shipmentsTile.getByRole('link', { name: 'Shipments' }).click();
  // The location's screens load on first use (a lazy route): on a busy machine that takes longer than the default.
  await expect(page).toHaveURL(new RegExp(`/locations/${home.id}/shipments\\?page=1&page_size=10$`), {
    timeout: 30_000,
  });
  await page.goto(`/distributor/locations/${home.id}/shipments?page=1&page_size=100`);
  const table = page.getByRole('table', { name: 'Pending shipments' });
  await expect(table.locator('[data-status="pending"]')).toHaveCount(pendingShipments);
  await page.screenshot({ path: `${shots}/desktop-distributor-pending-shipments.png`, fullPage: true });

  // The proposed shipment of the accepted request: its plan, a drawing per box.
  await table.locator(`[data-shipment="${a.id}"]`).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/shipments/${a.id}$`));
  const plan = page.getByRole('region', { name: 'Packing Plan' });
  const box1 = plan.getByRole('region', { name: 'Box 1' });
  await expect(box1).toBeVisible();
  await expect(box1.getByRole('img', { name: /Drawing of Box 1/ })).toBeVisible();
  await expect(page.getByTestId('plan-reason')).not.toBeEmpty();
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
  await page.screenshot({ path: `${shots}/desktop-distributor-shipment.png`, fullPage: true });

  // Shipping Label before a booking: 'Document unavailable', retried three times with the count shown, then given up.
  const labelButton = page.getByRole('button', { name: 'Shipping Label' });
  await labelButton.click();
  await expect(page.getByRole('button', { name: 'Retrying... (1/3)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retrying... (2/3)' })).toBeVisible({ timeout: 6_000 });
  await expect(page.getByRole('button', { name: 'Retrying... (3/3)' })).toBeVisible({ timeout: 8_000 });
  await expect(page.getByRole('button', { name: 'Error Downloading Label' })).toBeVisible({
    timeout: 12_000,
  });

  // Add Shipping Item (cm and kg in; the line item is required), then remove that unit with its confirmation.
  const sidebar = page.getByRole('region', { name: 'Items to Ship' });
  await page.getByRole('button', { name: 'Add Shipping Item' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Shipping Item' });
  await addDialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(addDialog.getByText('Line item is required')).toBeVisible();
  await addDialog.getByRole('combobox', { name: 'Line item' }).click();
  await addDialog.getByRole('option', { name: new RegExp(`^${sku} `) }).click();
  for (const [label, value] of [
    ['Quantity', '1'],
    ['Length (cm)', '10'],
    ['Width (cm)', '8'],
    ['Height (cm)', '5'],
    ['Weight (kg)', '0.3'],
    ['Label', `Extra ${stamp}`],
  ] as const)
    await addDialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  await addDialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(addDialog).toBeHidden();
  const extra = sidebar.locator(`[data-unit="${sku} (Extra ${stamp})"]`);
  await expect(extra).toContainText('1 of 1 to pack');
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  await extra.getByRole('button', { name: `Remove unit ${sku} (Extra ${stamp})` }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Remove unit' });
  await expect(removeDialog).toContainText('Are you sure you want to remove this unit?');
  await removeDialog.getByRole('button', { name: 'Remove' }).click();
  await expect(removeDialog).toBeHidden();
  await expect(extra).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();

  // By mouse: the item leaves Box 1 for a new box.
  const item = box1.locator(`[data-carton-item^="${sku}"]`);
  await page.getByTestId('new-box').scrollIntoViewIfNeeded();
  await expect(item).toBeInViewport();
  const from = (await item.boundingBox())!;
  const to = (await page.getByTestId('new-box').boundingBox())!;
  await page.mouse.move(from.x + 20, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  const box2 = plan.getByRole('region', { name: 'Box 2' });
  await expect(box2.locator(`[data-carton-item^="${sku}"]`)).toBeVisible();
  await expect(box1.locator(`[data-carton-item^="${sku}"]`)).toHaveCount(0);
  // The drawings follow the boxes as edited: the emptied box and the new one without a size have none.
  await expect(box1.getByRole('img', { name: /Drawing of Box 1/ })).toHaveCount(0);
  await expect(box2.getByRole('img')).toHaveCount(0);
  // Unsaved changes: no booking.
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();

  // By keyboard: the item's Move menu puts it into another new box.
  const moveButton = box2.getByRole('button', { name: new RegExp(`^Move ${sku}.* from Box 2$`) });
  await moveButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Move to a new box' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Move to a new box' }).focus();
  await page.keyboard.press('Enter');
  const box3 = plan.getByRole('region', { name: 'Box 3' });
  await expect(box3.locator(`[data-carton-item^="${sku}"]`)).toBeVisible();

  // Keyboard only, dnd-kit's keyboard sensor: Space picks the item up, an arrow moves it to the next drop zone
  // (the new-box zone after the last box), Space drops it there.
  const handle = box3.getByRole('group', { name: new RegExp(`^Drag \\d+ × ${sku}.* from Box 3$`) });
  await handle.focus();
  await expect(handle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(handle).toHaveCSS('opacity', '0.5');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[data-dropzone="new"]')).toHaveAttribute('data-over', 'true');
  await page.keyboard.press('Space');
  const box4 = plan.getByRole('region', { name: 'Box 4' });
  await expect(box4.locator(`[data-carton-item^="${sku}"]`)).toBeVisible();
  await expect(box3.locator(`[data-carton-item^="${sku}"]`)).toHaveCount(0);

  // The emptied boxes go; the one left gets a size that holds the item, and a weight: its drawing appears.
  await plan.getByRole('button', { name: 'Remove Box 3' }).click();
  await plan.getByRole('button', { name: 'Remove Box 2' }).click();
  await plan.getByRole('button', { name: 'Remove Box 1' }).click();
  const only = plan.getByRole('region', { name: 'Box 1' });
  const u = a.units.find((x) => x.product.sku === sku)!;
  const sides = [u.length_mm!, u.width_mm!, u.height_mm!].sort((x, y) => y - x);
  const lengthCm = String(Math.ceil((sides[0]! * u.quantity) / 10) + 2);
  for (const [label, value] of [
    ['Length (cm)', lengthCm],
    ['Width (cm)', String(Math.ceil(sides[1]! / 10) + 2)],
    ['Height (cm)', String(Math.ceil(sides[2]! / 10) + 2)],
    ['Weight (kg)', '2.5'],
  ] as const)
    await only.getByRole('textbox', { name: `Box 1 ${label}` }).fill(value);
  await expect(only.getByRole('img', { name: `Drawing of Box 1: ${u.quantity} items placed` })).toBeVisible();

  // The store gave no recipient email or phone: typed in here.
  const recipient = page.getByRole('region', { name: 'Recipient' });
  await recipient.getByRole('textbox', { name: 'Email' }).fill(`ship${stamp}@example.test`);
  await recipient.getByRole('textbox', { name: 'Phone' }).fill('0400 111 222');
  // A sender error, fixed from the numbered summary.
  const sender = page.getByRole('region', { name: 'Sender' });
  await sender.getByRole('textbox', { name: 'Phone' }).fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const summary = page.getByRole('region', { name: 'Please fix the following' });
  await expect(summary).toContainText('Sender');
  await expect(summary.getByRole('button', { name: 'A contact number is required' })).toBeVisible();
  await page.screenshot({ path: `${shots}/desktop-distributor-shipment-errors.png`, fullPage: true });
  await summary.getByRole('button', { name: 'A contact number is required' }).click();
  await expect(sender.getByRole('textbox', { name: 'Phone' })).toBeFocused();
  await page.keyboard.type('02 9000 0000');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Changes Saved' })).toBeVisible();
  await expect(summary).toHaveCount(0);
  await expect(plan.getByRole('region', { name: 'Box 2' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Box 1 Length (cm)' })).toHaveValue(lengthCm);

  // Confirm Booking: quotes, book, then the label PDF opens (after any 'Document unavailable' retries).
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Booking' });
  await expect(dialog.getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: `${shots}/desktop-distributor-booking.png`, fullPage: true });
  const popup = page.waitForEvent('popup', { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('button', { name: 'Booking Confirmed' })).toBeVisible({ timeout: 20_000 });
  const pdf = await popup;
  expect(pdf.url()).toMatch(/^blob:/);
  await pdf.close();

  // Two people on one shipment: the second save answers 409 and the edits stay on screen.
  await page.goto(`/distributor/locations/${home.id}/shipments/${b.id}`);
  const other = page.getByRole('region', { name: 'Recipient' });
  await other.getByRole('textbox', { name: 'Email' }).fill(`late${stamp}@example.test`);
  await other.getByRole('textbox', { name: 'Phone' }).fill('0400 333 444');
  const fresh = (await (await distributor.get(`/api/distributor/v1/shipments/${b.id}`)).json()).shipment as {
    version: number;
    sender: object;
    recipient: object;
    cartons: {
      id: number;
      length_mm: number;
      width_mm: number;
      height_mm: number;
      weight_g: number;
      carton_items: { shipment_unit_id: number; quantity: number }[];
    }[];
  };
  const first_ = await distributor.patch(`/api/distributor/v1/shipments/${b.id}`, {
    shipment: {
      version: fresh.version,
      sender: fresh.sender,
      recipient: { ...fresh.recipient, email: `first${stamp}@example.test`, phone: '0400 999 999' },
      cartons: fresh.cartons.map((x) => ({
        id: x.id,
        length_mm: x.length_mm,
        width_mm: x.width_mm,
        height_mm: x.height_mm,
        weight_g: x.weight_g,
        carton_items: x.carton_items.map((i) => ({
          shipment_unit_id: i.shipment_unit_id,
          quantity: i.quantity,
        })),
      })),
    },
  });
  expect(first_.status()).toBe(200);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Error Saving' })).toBeVisible();
  await expect(other.getByRole('textbox', { name: 'Email' })).toHaveValue(`late${stamp}@example.test`);
  await page.screenshot({ path: `${shots}/desktop-distributor-shipment-conflict.png`, fullPage: true });

  // On a phone with a touchscreen: a press held past 250 ms picks the item up, then it is dragged to a new box.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const touchPage = await phone.newPage();
  await signIn(touchPage, 'distributor@demo.test');
  await touchPage.goto(`/distributor/locations/${home.id}/shipments/${c.id}`);
  const touchPlan = touchPage.getByRole('region', { name: 'Packing Plan' });
  const touchItem = touchPlan
    .getByRole('region', { name: 'Box 1' })
    .getByRole('group', { name: new RegExp(`^Drag \\d+ × ${sku}.* from Box 1$`) });
  const newBox = touchPage.getByTestId('new-box');
  await newBox.scrollIntoViewIfNeeded();
  await expect(touchItem).toBeInViewport();
  const cdp = await phone.newCDPSession(touchPage);
  const start = (await touchItem.boundingBox())!;
  const end = (await newBox.boundingBox())!;
  const point = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y) }];
  const [sx, sy] = [start.x + 40, start.y + start.height / 2];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(sx, sy) });
  // Held still: after the 250 ms delay the item is picked up (it fades while dragged).
  await expect(touchItem).toHaveCSS('opacity', '0.5');
  const [ex, ey] = [end.x + end.width / 2, end.y + end.height / 2];
  for (let i = 1; i <= 10; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(sx + ((ex - sx) * i) / 10, sy + ((ey - sy) * i) / 10),
    });
  await expect(touchPage.locator('[data-dropzone="new"]')).toHaveAttribute('data-over', 'true');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(
    touchPlan.getByRole('region', { name: 'Box 2' }).locator(`[data-carton-item^="${sku}"]`),
  ).toBeVisible();
  await expect(
    touchPlan.getByRole('region', { name: 'Box 1' }).locator(`[data-carton-item^="${sku}"]`),
  ).toHaveCount(0);
  await touchPage.screenshot({ path: `${shots}/phone-distributor-shipment-touch-drag.png`, fullPage: true });
  await phone.close();

  // Four more bookings; select two with shift-click and request a pickup on a common date.
  const book = async (s: ShipmentJson) =>
    expect(
      (await distributor.post(`/api/distributor/v1/shipments/${s.id}/delivery_booking`, {})).status(),
    ).toBe(200);
  await book(b);
  await book(c);
  // Two bookings quoted while the location took pickups on one weekday each (Tuesday, then Wednesday): their pickup
  // dates have nothing in common. The location's hours are put back at once.
  const distributorId = (await (await distributor.get('/api/distributor/distributor')).json()).id as number;
  const locationUrl = `/api/distributor/distributors/${distributorId}/locations/${home.id}`;
  const hours = (await (await distributor.get(locationUrl)).json()).pickup_hours as {
    day: string;
    closed: boolean;
    from: string;
    to: string;
  }[];
  const openOnly = (day: string) => hours.map((h) => ({ ...h, closed: h.day !== day }));
  try {
    expect((await distributor.patch(locationUrl, { pickup_hours: openOnly('tuesday') })).status()).toBe(200);
    await book(d);
    expect((await distributor.patch(locationUrl, { pickup_hours: openOnly('wednesday') })).status()).toBe(
      200,
    );
    await book(e);
  } finally {
    expect((await distributor.patch(locationUrl, { pickup_hours: hours })).status()).toBe(200);
  }
  await page.goto(`/distributor/locations/${home.id}/bookings?page=1&page_size=10`);
  const cards = page.getByRole('article');
  // The list's code loads on first visit; on a busy machine that can take longer than the default wait.
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const selectAll = page.getByRole('checkbox', { name: 'Select all' });
  const first = page.locator(`[data-delivery="${b.id}"]`);
  const second = page.locator(`[data-delivery="${c.id}"]`);
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  const boxes = page
    .getByRole('checkbox', { name: /^Select / })
    .filter({ hasNot: page.getByText('Select all') });
  const order = await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-delivery'))));
  const [i, j] = [order.indexOf(b.id), order.indexOf(c.id)].sort((x, y) => x - y) as [number, number];
  expect(j - i).toBe(1);
  await cards.nth(i).getByRole('checkbox').click();
  await cards
    .nth(j)
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] });
  await expect(page.getByTestId('selected-count')).toHaveText('2 selected');
  if (order.length > 2) await expect(selectAll).toHaveAttribute('data-indeterminate', 'true');
  expect(await boxes.count()).toBeGreaterThanOrEqual(2);
  // Turning a tablet across the phone breakpoint and back keeps the selection: the tabs change their navigation,
  // never the open tab's content (a full-page screenshot shrinks the window for a moment in the same way).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('combobox', { name: 'Location sections' })).toBeVisible();
  await expect(page.getByTestId('selected-count')).toHaveText('2 selected');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('tab', { name: 'Confirmed Shipments', selected: true })).toBeVisible();
  await expect(page.getByTestId('selected-count')).toHaveText('2 selected');
  // The picture first: a full-page screenshot resizes the page, which may close an open menu.
  await page.screenshot({ path: `${shots}/desktop-distributor-bookings.png`, fullPage: true });
  await expect(page.getByTestId('selected-count')).toHaveText('2 selected');
  await page.getByRole('button', { name: 'Pickup dates' }).click();
  const dates = page.getByRole('menuitem');
  await expect(dates.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Pickup ASAP' })).toBeVisible();
  await dates.first().click();
  await expect(page.getByTestId('selected-count')).toHaveText('0 selected');
  await expect(first).toHaveCount(0);

  // Bookings without a common pickup date: no ASAP, and the menu says so.
  const asap = page.locator(`[data-delivery="${d.id}"]`);
  const apart = page.locator(`[data-delivery="${e.id}"]`);
  await asap.getByRole('checkbox').click();
  await apart.getByRole('checkbox').click();
  await expect(page.getByTestId('selected-count')).toHaveText('2 selected');
  await expect(page.getByRole('button', { name: 'Request Pickup', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Request Pickup ASAP' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pickup dates' }).click();
  await expect(page.getByRole('menuitem', { name: 'No common pickup dates available' })).toBeDisabled();
  await page.screenshot({ path: `${shots}/desktop-distributor-no-common-dates.png` });
  // The only item is disabled, so the focus stays on the toggle: it closes the menu again.
  await page.getByRole('button', { name: 'Pickup dates' }).click();
  await expect(page.getByRole('menuitem', { name: 'No common pickup dates available' })).toHaveCount(0);

  // The split button's main half: Request Pickup ASAP takes the first common date.
  await apart.getByRole('checkbox').click();
  await expect(page.getByTestId('selected-count')).toHaveText('1 selected');
  await page.getByRole('button', { name: 'Request Pickup ASAP' }).click();
  await expect(asap).toHaveCount(0);
  const picked = (await (await distributor.get(`/api/distributor/v1/deliveries/${d.id}`)).json()).delivery;
  expect(picked.delivery_status).toBe('pickup_requested');

  // The manifest group: carrier name plus 'Manifest', the pickup range and the job reference.
  await page.getByRole('tab', { name: 'Manifested Shipments' }).click();
  await expect(page).toHaveURL(/\/shipped\?page=1&page_size=10$/);
  const group = page
    .getByRole('region', { name: / Manifest$/ })
    .filter({ has: page.locator(`[data-delivery="${b.id}"]`) });
  await expect(group).toBeVisible();
  await expect(group).toContainText('Job ');
  await expect(group.locator(`[data-delivery="${b.id}"]`)).toBeVisible();
  await expect(group.locator(`[data-delivery="${c.id}"]`)).toBeVisible();
  await page.screenshot({ path: `${shots}/desktop-distributor-manifested.png`, fullPage: true });

  // The booking left on Confirmed Shipments: its label from the Documents menu, then Cancel Booking.
  await page.getByRole('tab', { name: 'Confirmed Shipments' }).click();
  const left = page.locator(`[data-delivery="${a.id}"]`);
  await left.getByRole('button', { name: 'Documents' }).click();
  const labelTab = page.waitForEvent('popup', { timeout: 30_000 });
  await page.getByRole('menuitem', { name: 'Shipping Label' }).click();
  expect((await labelTab).url()).toMatch(/^blob:/);
  await (await labelTab).close();
  // Not delivered yet: the proof of delivery is 'Document unavailable'; a spinner while it is retried, then an
  // error icon on that item.
  await page.getByRole('menuitem', { name: 'Proof of Delivery' }).click();
  await expect(page.getByLabel('Proof of Delivery loading')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Proof of Delivery' })).toHaveAttribute(
    'data-state',
    'loading',
  );
  await expect(page.getByLabel('Proof of Delivery failed')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('menuitem', { name: 'Proof of Delivery' })).toHaveAttribute(
    'data-state',
    'error',
  );
  await expect(page.getByRole('menuitem', { name: 'Shipping Label' })).toHaveAttribute('data-state', 'idle');
  await page.screenshot({ path: `${shots}/desktop-distributor-documents-menu.png` });
  await page.keyboard.press('Escape');
  await left.getByRole('button', { name: 'Cancel Booking' }).click();
  // Cancelled: the list is refreshed without it, and the delivery is cancelled.
  await expect(left).toHaveCount(0);
  const cancelled = (await (await distributor.get(`/api/distributor/v1/deliveries/${a.id}`)).json()).delivery;
  expect(cancelled.delivery_status).toBe('cancelled');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/distributor/locations/${home.id}/shipments/${a.id}`);
  await expect(page.getByRole('region', { name: 'Packing Plan' })).toBeVisible();
  await page.screenshot({ path: `${shots}/phone-distributor-shipment.png`, fullPage: true });
  await page.goto(`/distributor/locations/${home.id}/shipped?page=1&page_size=10`);
  await expect(page.getByRole('region', { name: / Manifest$/ }).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/phone-distributor-manifested.png`, fullPage: true });
  await ctx.dispose();
  await dctx.dispose();
});
