import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';
import { sideMenu } from './support/shell.ts';

// merchant@ syncs its store into My Products, filters, and edits one of its own products: in order.
test.describe.configure({ mode: 'serial' });

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/my-products-${name}.png`, fullPage: true });
}

const cards = (page: Page) => page.getByTestId('merchant-product-card');
const badge = (page: Page) =>
  sideMenu(page, 'Marketplace')
    .getByRole('link', { name: /^My Products/ })
    .getByTestId('count-badge');

test('merchant@ syncs all, watches the badge and progress, and filters through the URL', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'merchant@demo.test');
  await sideMenu(page, 'Marketplace')
    .getByRole('link', { name: /^My Products/ })
    .click();
  await expect(page).toHaveURL(/\/marketplace\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();

  // Nothing synced yet in the demo: the empty state offers Sync All.
  await expect(page.getByText('No products', { exact: true })).toBeVisible();
  await expect(page.getByText('Get started by syncing all products from connected stores.')).toBeVisible();
  await expect(badge(page)).toHaveText('0');
  await shot(page, 'empty-desktop');

  await page.getByRole('button', { name: 'Sync All' }).first().click();
  // The sync runs as a background job; the badge follows it over the live channel, the list reloads at 100.
  await expect(badge(page)).not.toHaveText('0');
  await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const total = Number((await page.getByText(/^Showing \d+ products$/).textContent())!.match(/\d+/)![0]);
  expect(total).toBeGreaterThan(5);
  await expect(badge(page)).toHaveText(String(total));
  await expect(page.getByTestId('products-count')).toHaveText(String(total));
  await expect(page.getByRole('status', { name: 'Sync progress' })).toHaveCount(0);
  await shot(page, 'synced-desktop');

  // Status filter: written to the URL, page reset, only Not Linked products.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Not Linked');
  await expect(page).toHaveURL(/status=Not\+Linked/);
  await expect(cards(page).filter({ hasText: 'Workshop floor mat 2 m' })).toBeVisible();
  await expect(cards(page).filter({ hasText: 'Synced' })).toHaveCount(0);
  await expect(cards(page).filter({ hasText: 'Linked' }).filter({ hasNotText: 'Not Linked' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Published' }).selectOption('false');
  await expect(page).toHaveURL(/published=false/);
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).filter({ hasText: 'Unpublished' })).toHaveCount(2);

  // Read from the URL on load.
  await page.goto('/marketplace/products?status=Linked');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Linked');
  await expect(cards(page)).toHaveCount(2);

  // An exact SKU gets the highlighted border.
  await page.goto('/marketplace/products?query=GAR-MF-12');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toHaveAttribute('data-exact', 'true');

  // The list view is remembered.
  await page.goto('/marketplace/products');
  await page.getByText('List', { exact: true }).click();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'List' })).toBeChecked();
  await shot(page, 'list-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'list-phone');
  await page.getByText('Grid', { exact: true }).click();
  await shot(page, 'grid-phone');
});

test('merchant@ opens its own product, adds an attribute and a vehicle; a Synced product is read-only', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'merchant@demo.test');
  await page.goto('/marketplace/products?query=GAR-MAT-200');
  await cards(page).filter({ hasText: 'Workshop floor mat 2 m' }).click();
  const dialog = page.getByRole('dialog', { name: 'Workshop floor mat 2 m' });
  await expect(dialog.getByText('No Attributes')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Attribute' }).fill('Colour');
  await dialog.getByRole('textbox', { name: 'Value' }).fill('Grey');
  await dialog.getByRole('button', { name: 'Add Attribute' }).click();
  await expect(dialog.getByRole('row', { name: /Colour\s+Grey/ })).toBeVisible();

  await dialog.getByRole('tab', { name: 'Vehicles' }).click();
  await expect(dialog.getByText('No Vehicles')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  const first = dialog.getByRole('checkbox').first();
  await expect(first).toBeVisible();
  const label = (await first.getAttribute('aria-label'))!.replace(/^Select /, '');
  await first.check();
  await dialog.getByRole('button', { name: /^Add 1 Vehicle$/ }).click();
  await expect(dialog.getByRole('columnheader', { name: 'Year Range' })).toBeVisible();
  await expect(
    dialog
      .getByRole('row')
      .filter({ hasText: label.split(' ').slice(0, 2).join(' ') })
      .first(),
  ).toBeVisible();
  await shot(page, 'overlay-desktop');

  await dialog.getByRole('button', { name: 'Re-sync' }).click();
  await expect(page.getByText('Product synced successfully', { exact: true }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);

  // Send to PIM: a background job copies it into the team's own catalogue and links it.
  await page.goto('/marketplace/products?query=GAR-MF-12');
  await cards(page).first().click();
  const cloths = page.getByRole('dialog', { name: 'Microfibre cloths (12 pack)' });
  await cloths.getByRole('button', { name: 'Send to PIM' }).click();
  await expect(page.getByText('Importing product to PIM...', { exact: true }).first()).toBeVisible();
  await cloths.getByRole('button', { name: 'Close' }).last().click();
  await expect(async () => {
    await page.reload();
    await expect(cards(page).first().getByText('Linked', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass();

  await page.goto('/marketplace/products?status=Synced');
  await cards(page).first().click();
  const synced = page.getByRole('dialog');
  await expect(
    synced.getByText(
      'Synced products are managed by the manufacturer: attributes and vehicles are read-only.',
    ),
  ).toBeVisible();
  await expect(synced.getByRole('button', { name: 'Add Attribute' })).toHaveCount(0);
  await synced.getByRole('tab', { name: 'Vehicles' }).click();
  await expect(synced.getByRole('button', { name: 'Add Vehicle' })).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await shot(page, 'overlay-phone');
});
