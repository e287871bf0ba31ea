import fs from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';

// merchant@ raises the price markup and sees it in the price its store receives; then lists a product on Amazon
// and exports the CSV. Each run makes its own products (unique SKUs), so the order of files does not matter.
test.describe.configure({ mode: 'serial' });

const run = Date.now() % 1_000_000;
const SKU = `SET${run}`;
const AMZ_SKU = `AMZ${run}`;
const WORD = `quasar${run}`;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const API = '/api/marketplace/v1/marketplace';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/marketplace-settings-${name}.png`, fullPage: true });
}

const toast = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true }).first()).toBeVisible();

/** brand@ makes a product at $80.00 with a GTIN and a published, visible listing of it. */
async function brandListing(browser: Browser, sku: string, title: string) {
  const page = await browser.newPage();
  await signIn(page, 'brand@demo.test');
  const { csrf_token } = await (await page.request.get('/api/session')).json();
  const headers = { 'x-csrf-token': csrf_token };
  const made = await page.request.post('/api/catalogue/b/apex-brakes/products', {
    headers,
    data: { product: { sku, title, brand_id: 1, sub_brand_id: 3, price: 8000, published: true } },
  });
  expect(made.status()).toBe(201);
  const { product } = await made.json();
  const gtin = await page.request.post(`/api/catalogue/v1/product/${product.id}/product-number`, {
    headers,
    data: { value: '9300000000019', type: 'gtin' },
  });
  expect(gtin.status()).toBe(201);
  const L = '/api/catalogue/b/apex-brakes/listings';
  const listing = await page.request.post(L, { headers, data: { title, products: [{ id: product.id }] } });
  expect(listing.status()).toBe(201);
  const { id } = (await listing.json()).listing;
  expect(
    (await page.request.patch(`${L}/${id}/status`, { headers, data: { status: 'published' } })).ok(),
  ).toBe(true);
  expect(
    (
      await page.request.patch(`${L}/${id}/visibility`, { headers, data: { visible_on_marketplace: true } })
    ).ok(),
  ).toBe(true);
  await page.close();
  return id as number;
}

async function setMarkup(page: Page, value: string) {
  const input = page.getByRole('textbox', { name: 'Price markup (%)' });
  await input.fill(value);
  await toast(page, 'Settings updated');
}

test('a price markup setting changes the price publishing sends to the store', async ({ page, browser }) => {
  // Two sign-ins, a publish through the store and two settings round trips: more than one journey step's time.
  test.slow();
  const listingId = await brandListing(browser, SKU, `Caliper ${WORD}`);
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'merchant@demo.test');

  await page.goto('/marketplace/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  for (const card of ['Product', 'Inventory', 'Pricing', 'Shipping', 'Data', 'Orders'])
    await expect(page.getByRole('heading', { name: card, level: 2 })).toBeVisible();
  await expect(page.getByText('Setting currently unavailable')).toBeVisible();
  // A value outside its validations is shown and not saved.
  await page.getByRole('textbox', { name: 'Price markup (%)' }).fill('250');
  await expect(page.getByText('Enter a number from 0 to 200')).toBeVisible();
  await setMarkup(page, '12.5');
  await shot(page, 'desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'phone');
  await page.setViewportSize(DESKTOP);
  await page.goto('/marketplace/settings');
  await expect(page.getByRole('heading', { name: 'Pricing', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Price markup (%)' })).toHaveValue('12.5%');

  try {
    // Draft it and publish it to the store: $80.00 + 12.5 % = $90.00.
    const { csrf_token } = await (await page.request.get('/api/session')).json();
    const add = await page.request.post(`${API}/create-import-listing`, {
      headers: { 'x-csrf-token': csrf_token },
      data: { listing_id: listingId },
    });
    expect(add.ok()).toBe(true);
    await page.goto('/marketplace/import');
    await page.getByRole('textbox', { name: 'Search Import List by SKU' }).fill(SKU);
    const draft = page.getByTestId('import-listing').filter({ hasText: WORD });
    await expect(draft).toHaveCount(1);
    await draft.getByRole('button', { name: 'Import' }).click();
    const agreement = page.getByRole('dialog', { name: 'Brand Seller Agreement' });
    const success = page.getByRole('dialog', { name: 'Publish successful' });
    await expect(agreement.or(success)).toBeVisible();
    if (await agreement.isVisible()) {
      await agreement.getByRole('button', { name: 'Accept' }).click();
    }
    await expect(success.getByText('Redline Auto Parts')).toBeVisible();
    await success.getByRole('button', { name: 'Stay here' }).click();

    await page.getByRole('link', { name: 'Stores', exact: true }).click();
    await page.getByRole('link', { name: 'Redline Auto Parts' }).click();
    const product = page.getByTestId('store-product').filter({ hasText: WORD });
    await expect(product).toContainText(`${SKU}`);
    await expect(product).toContainText('$90.00');
    await shot(page, 'store-desktop');
  } finally {
    // Back to no markup: other journeys publish at catalogue prices.
    await page.goto('/marketplace/settings');
    await setMarkup(page, '0');
    await page.goto('/marketplace/settings');
    await expect(page.getByRole('heading', { name: 'Pricing', level: 2 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Price markup (%)' })).toHaveValue('0%');
  }
});

test('an Amazon listing is added, checked and exported to CSV', async ({ page, browser }) => {
  await brandListing(browser, AMZ_SKU, `Rotor ${WORD}`);
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'merchant@demo.test');
  await page.getByRole('link', { name: 'Amazon Listings' }).click();
  await expect(page.getByRole('heading', { name: 'Amazon Listings', level: 1 })).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole('button', { name: 'Add New Amazon Listing' }).click();
  const modal = page.getByRole('dialog', { name: 'Select Product' });
  await modal.getByRole('textbox', { name: 'SKU Search' }).fill(AMZ_SKU);
  await modal.getByRole('button', { name: `Select ${AMZ_SKU}` }).click();
  await toast(page, 'Amazon listing added');
  await expect(modal).toBeHidden();

  // It has a GTIN, a price and a brand, but no image: invalid, so no Active switch.
  const row = page.getByRole('row').filter({ hasText: AMZ_SKU });
  await expect(row).toContainText(`Rotor ${WORD}`);
  await expect(row).toContainText('Apex Brakes');
  await expect(row).toContainText('Missing images');
  await expect(row.getByRole('switch')).toHaveCount(0);
  await shot(page, 'amazon-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'amazon-phone');
  await page.setViewportSize(DESKTOP);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  await toast(page, 'Export ready');
  const csv = await fs.readFile(await file.path(), 'utf8');
  const lines = csv.trim().split('\n');
  expect(lines[0]).toBe(
    'sku,product-id,product-id-type,item-name,brand-name,standard-price,main-image-url,valid,problems,active',
  );
  expect(lines.find((l) => l.startsWith(AMZ_SKU))).toBe(
    `${AMZ_SKU},9300000000019,EAN,Rotor ${WORD},Apex Brakes,80.00,,no,Missing images,no`,
  );

  // Delete it.
  await row.getByRole('button', { name: `Delete ${AMZ_SKU}` }).click();
  await toast(page, 'Amazon listing deleted');
  await expect(page.getByRole('row').filter({ hasText: AMZ_SKU })).toHaveCount(0);
});
