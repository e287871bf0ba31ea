import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';
import { apiAs } from './support/lifecycle.ts';

// One journey in steps: the brand's listing made in the first test is found, imported and published by the
// merchant in the next, so the tests run in order.
test.describe.configure({ mode: 'serial' });

const run = Date.now() % 1_000_000;
const SKU_A = `MKT${run}A`;
const SKU_B = `MKT${run}B`;
const SKU_C = `MKT${run}C`;
const WORD = `zephyr${run}`;
const TITLE = `Brake pad set ${WORD}`;
const LISTED = `The ${TITLE}!`;
const EDITED = `Redline brake pads ${WORD}`;
const ISSUE = `The rear pad photo shows a front pad (${WORD})`;
/** The run's products by SKU (made by the brand in the first test). */
const made: Record<string, { id: number; slug: string }> = {};
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/marketplace-${name}.png`, fullPage: true });
}

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

async function csrf(request: APIRequestContext) {
  return ((await (await request.get('/api/session')).json()) as { csrf_token: string }).csrf_token;
}

/**
 * Two new Apex Brakes products with a price and a Position each (no other listing holds them), and a third the
 * Tools menu makes a listing of.
 */
async function makeProducts(request: APIRequestContext) {
  const headers = { 'x-csrf-token': await csrf(request) };
  for (const [sku, position] of [
    [SKU_A, 'Front'],
    [SKU_B, 'Rear'],
    [SKU_C, 'Rear'],
  ] as const) {
    const res = await request.post('/api/catalogue/b/apex-brakes/products', {
      headers,
      data: {
        product: {
          sku,
          title: sku === SKU_C ? `Pad hardware kit ${WORD}` : `${position} pads ${WORD}`,
          brand_id: 1,
          sub_brand_id: 3,
          price: position === 'Front' ? 8995 : 7995,
          published: true,
        },
      },
    });
    expect(res.status()).toBe(201);
    const { product } = (await res.json()) as { product: { id: number; slug: string } };
    made[sku] = product;
    const attr = await request.post('/api/catalogue/product_attributes', {
      headers,
      data: { product_id: product.id, attribute_title_id: 1, attribute_value: position },
    });
    expect(attr.ok()).toBe(true);
  }
}

async function addProduct(page: Page, sku: string) {
  const box = page.getByRole('combobox', { name: 'Add a product by SKU' });
  await box.click();
  await box.fill(sku);
  await page.getByRole('option', { name: new RegExp(`^${sku} ·`) }).click();
  await expect(page.getByTestId('listing-product-row').filter({ hasText: sku })).toBeVisible();
}

test('a brand builds a two-variant listing and publishes it', async ({ page }) => {
  // The listing, then the Tools menu on two product editors: more than the default on a loaded machine.
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'brand@demo.test');
  await makeProducts(page.request);

  await page.goto('/catalogue/b/apex-brakes/listings');
  // The catalogue's first screen of the run: its chunks load while the server warms up.
  await expect(page.getByRole('heading', { name: 'Marketplace Listings', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('table', { name: 'Marketplace listings' }).getByRole('row')).not.toHaveCount(1);
  await shot(page, 'listings-desktop');

  await page.getByRole('link', { name: 'New Listing' }).click();
  await expect(page.getByRole('heading', { name: 'New Listing', level: 1 })).toBeVisible();
  await page.getByLabel('Title').fill(LISTED);
  await expect(page.getByLabel('Handle')).toHaveValue(`brake-pad-set-${WORD}`);
  await addProduct(page, SKU_A);
  await addProduct(page, SKU_B);
  // Two products need an option: the spec's message, and nothing saved.
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(
    page.getByText('You must select at least one option to define listing variants.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/listings\/new$/);

  await page.getByRole('checkbox', { name: 'Position' }).check();
  await expect(page.getByLabel(`Position of ${SKU_A}`)).toHaveAttribute('placeholder', 'Front');
  await shot(page, 'listing-builder-desktop');
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await toast(page, 'Listing Created');
  await expect(page).toHaveURL(/\/listings\/\d+\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit Listing', level: 1 })).toBeVisible();
  await expect(page.getByText('draft', { exact: true })).toBeVisible();
  const listingUrl = page.url();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await toast(page, 'Status Updated');
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  // Published, then shown on the marketplace (visibility changes only while published).
  const visible = page.getByRole('switch', { name: 'Visible on the marketplace' });
  await expect(visible).toBeEnabled();
  await visible.click();
  await toast(page, 'Visibility Updated');
  await expect(visible).toBeChecked();
  await shot(page, 'listing-editor-desktop');

  // The product editor's Tools menu: a product in a listing opens its listing; one in none gets a new listing.
  await page.goto(`/catalogue/products/${made[SKU_A]!.slug}/edit`);
  await page.getByRole('button', { name: 'Tools' }).click();
  await page.getByRole('menuitem', { name: 'Edit Marketplace Listing' }).click();
  await expect(page).toHaveURL(listingUrl);
  await page.goto(`/catalogue/products/${made[SKU_C]!.slug}/edit`);
  await page.getByRole('button', { name: 'Tools' }).click();
  await page.getByRole('menuitem', { name: 'Create Marketplace Listing' }).click();
  await toast(page, 'Listing created succesfully');
  await expect(page).toHaveURL(/\/catalogue\/b\/apex-brakes\/listings\/\d+\/edit$/);
  await expect(page).not.toHaveURL(listingUrl);
  await expect(page.getByTestId('listing-product-row').filter({ hasText: SKU_C })).toBeVisible();
  const listingC = Number(page.url().match(/listings\/(\d+)\/edit$/)![1]);
  // The product learns its listing from the marketplace's event through the outbox, a moment after the toast.
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/catalogue/b/apex-brakes/products/${made[SKU_C]!.slug}`);
        const body = await res.json();
        const product = body.product ?? body;
        return { has_listing: product.has_listing, listing_id: product.listing_id };
      },
      { message: 'the product now names its listing', timeout: 15_000 },
    )
    .toEqual({ has_listing: true, listing_id: listingC });

  await page.setViewportSize(PHONE);
  await shot(page, 'listing-editor-phone');
  await page.goto('/catalogue/b/apex-brakes/listings?query=' + WORD);
  await shot(page, 'listings-phone');
});

function card(page: Page, title: string) {
  return page.getByTestId('source-card').filter({ hasText: title });
}

async function search(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Search products' });
  await box.fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
}

test('a merchant finds the listing, imports it, edits the draft and publishes it to the sandbox store', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'merchant@demo.test');
  const list = await (await page.request.get('/api/marketplace/v1/marketplace/import-list')).json();
  const agreementPending = (list.meta.brand_seller_agreements as { brand: string }[]).some(
    (a) => a.brand === 'Apex Brakes',
  );

  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { name: 'Source Products', level: 1 })).toBeVisible();
  await expect(page.getByTestId('source-card').first()).toBeVisible();
  await shot(page, 'source-desktop');

  // By SKU: the exact variant match carries the Match badge.
  await search(page, SKU_B);
  await expect(card(page, TITLE)).toBeVisible();
  await expect(card(page, TITLE).getByText('Match', { exact: true })).toBeVisible();

  // By keyword, then narrowed by the brand facet.
  await search(page, WORD);
  await expect(card(page, TITLE)).toBeVisible();
  await expect(page.getByText(/^Showing 1 relevant listings sorted out of \d+$/)).toBeVisible();
  await page.getByRole('checkbox', { name: /^Apex Brakes \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/brand=1/);
  await expect(card(page, TITLE)).toBeVisible();

  // The detail overlay, then add to the import list.
  await card(page, TITLE)
    .getByRole('button', { name: `View Product ${LISTED}` })
    .click();
  const overlay = page.getByRole('dialog', { name: LISTED });
  await overlay.getByRole('tab', { name: 'Variants' }).click();
  await expect(overlay.getByText(SKU_A)).toBeVisible();
  await shot(page, 'source-overlay-desktop');

  // Report Issue: details required; the report is the record the brand sees in the product's issues drawer.
  await overlay.getByRole('button', { name: 'Report Issue' }).click();
  const report = page.getByRole('dialog', { name: 'Report Issue' });
  await report.getByRole('button', { name: 'Submit' }).click();
  await expect(report.getByText('Details are required')).toBeVisible();
  await report.getByLabel('Details').fill(ISSUE);
  await report.getByRole('button', { name: 'Submit' }).click();
  await toast(page, 'Issue reported successfully');
  await expect(report.getByText('Thank you. The brand has your report.')).toBeVisible();
  await report.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(report).toBeHidden();
  const brandRequest = await playwright.request.newContext({ baseURL });
  const brand = await apiAs(brandRequest, 'brand@demo.test');
  const issues = await brand.get(`/api/catalogue/product-issues/${made[SKU_A]!.id}`);
  expect((issues.open as { issue: string }[]).map((i) => i.issue)).toContain(ISSUE);
  await brandRequest.dispose();
  await overlay.getByRole('button', { name: 'Add to Import List' }).click();
  await toast(page, 'Added to Import List');
  await expect(overlay.getByRole('button', { name: 'Added to Import List' })).toBeDisabled();
  await page.keyboard.press('Escape');

  await page.setViewportSize(PHONE);
  await shot(page, 'source-phone');
  await page.setViewportSize(DESKTOP);

  // The draft: edit the title, autosaved.
  await page.getByRole('link', { name: /^Import List/ }).click();
  await expect(page.getByRole('heading', { name: 'Import List', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search Import List by SKU' }).fill(SKU_A);
  // Both titles, before and after the edit, hold the run's word.
  const draft = page.getByTestId('import-listing').filter({ hasText: WORD });
  await expect(draft).toHaveCount(1);
  await draft.getByLabel('Title').fill(EDITED);
  await expect(draft.getByText('Saved to draft')).toBeVisible();
  await draft.getByRole('tab', { name: 'Products' }).click();
  await draft.getByLabel(`Price of ${SKU_A}`).fill('99.50');
  await expect(draft.getByText('Saved to draft')).toBeVisible();
  await shot(page, 'import-list-desktop');

  // The store refuses first: the failure dialog names it with its reason, and nothing is published.
  const { stores } = await (await page.request.get('/api/marketplace/v1/marketplace/stores')).json();
  const redline = (stores as { id: number; name: string }[]).find((x) => x.name === 'Redline Auto Parts')!;
  const storeMode = async (mode: 'reject' | 'normal') =>
    expect(
      (
        await page.request.put(`/api/marketplace/v1/marketplace/stores/${redline.id}/sandbox/mode`, {
          headers: { 'x-csrf-token': await csrf(page.request) },
          data: { mode },
        })
      ).status(),
    ).toBe(200);
  await storeMode('reject');
  try {
    await draft.getByRole('button', { name: 'Import' }).click();
    if (agreementPending) {
      const agreement = page.getByRole('dialog', { name: 'Brand Seller Agreement' });
      await expect(agreement.getByText('Apex Brakes')).toBeVisible();
      await shot(page, 'agreement-desktop');
      await agreement.getByRole('button', { name: 'Accept' }).click();
      await expect(agreement.getByText('All agreements accepted')).toBeVisible();
    }
    const failed = page.getByRole('dialog', { name: 'Publish failed' });
    await expect(failed.getByRole('alert')).toContainText(
      'Redline Auto Parts: The store rejected the product',
    );
    await shot(page, 'publish-failed-desktop');
    await failed.getByRole('button', { name: 'Close', exact: true }).click();
    const sandbox = await (
      await page.request.get(`/api/marketplace/v1/marketplace/stores/${redline.id}/sandbox`)
    ).json();
    expect(
      (sandbox.products as { title: string }[]).filter((x) => x.title === EDITED),
      'nothing published while the store refuses',
    ).toEqual([]);
  } finally {
    await storeMode('normal');
  }
  await expect(draft).toHaveCount(1);
  await draft.getByRole('button', { name: 'Import' }).click();
  const success = page.getByRole('dialog', { name: 'Publish successful' });
  await expect(success.getByText('Redline Auto Parts')).toBeVisible();
  await shot(page, 'published-desktop');
  await success.getByRole('button', { name: 'Stay here' }).click();

  // The store holds the product with the merchant's title and price. (Exact: the My Products badge's label,
  // "N products in your stores", also contains the word.)
  await page.getByRole('link', { name: 'Stores', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Stores', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Redline Auto Parts' }).click();
  const product = page.getByTestId('store-product').filter({ hasText: EDITED });
  await expect(product).toBeVisible();
  await expect(product).toContainText(`${SKU_A} Front · $99.50`);
  await shot(page, 'store-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'store-phone');
  await page.goto('/marketplace/import');
  await expect(page.getByRole('heading', { name: 'Import List', level: 1 })).toBeVisible();
  await expect(page.getByTestId('import-listing').first()).toBeVisible();
  await shot(page, 'import-list-phone');
});

test('a merchant without a subscription meets the Subscription Required dialog', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'merchant2@demo.test');
  await page.goto(`/marketplace?q=${WORD}`);
  await card(page, TITLE)
    .getByRole('checkbox', { name: `Select ${LISTED}` })
    .click();
  await page.getByRole('button', { name: /^Add 1 to Import List$/ }).click();
  await toast(page, '1 of 1 added to the Import List');

  await page.goto('/marketplace/import');
  const draft = page.getByTestId('import-listing').filter({ hasText: TITLE });
  await draft.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscription Required' });
  await expect(dialog.getByText('You need to select a subscription plan to proceed.')).toBeVisible();
  await shot(page, 'subscription-desktop');
  await dialog.getByRole('link', { name: 'Go to Billing' }).click();
  await expect(page).toHaveURL(/\/marketplace\/billing$/);

  // Remove All empties merchant2's import list, on screen and in the data.
  await page.goto('/marketplace/import');
  await expect(page.getByTestId('import-listing').first()).toBeVisible();
  await page.getByRole('button', { name: 'Remove All' }).click();
  await expect(page.getByText('Products you add to your Import List will appear here.')).toBeVisible();
  await expect(page.getByTestId('import-listing')).toHaveCount(0);
  const left = await (await page.request.get('/api/marketplace/v1/marketplace/import-list')).json();
  expect(left.meta.all_import_listing_ids).toEqual([]);
});
