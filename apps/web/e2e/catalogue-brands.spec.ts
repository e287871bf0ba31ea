import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';

// The brand created first is the one the later tests favourite and switch to.
test.describe.configure({ mode: 'serial' });

const run = Date.now() % 100000;
const BRAND = `Torque Works ${run}`;
const OTHER = `Gripline ${run}`;
const ATTRIBUTE = `Friction Grade ${run}`;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
// A 1x1 PNG: the logo the brand editor uploads (the server decodes it and makes its thumbnails).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/catalogue-brands-${name}.png`, fullPage: true });
}

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test('creates a brand with a logo and a seller agreement, and manages its sub-brands', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'brand@demo.test');
  await page.goto('/catalogue/brands');
  // A first visit loads the catalogue's chunks: slow on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Brands', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Create New Brand' }).first().click();
  await expect(page).toHaveURL(/\/catalogue\/team\/brands\/new$/);
  await expect(page.getByRole('heading', { name: 'Create Brand', level: 1 })).toBeVisible();

  // Bad input first: the contract's messages, nothing sent.
  await page.getByRole('button', { name: 'Create Brand' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(BRAND);
  await page.getByRole('textbox', { name: 'Code' }).fill('TQW');

  await page.getByRole('tab', { name: 'Appearance' }).click();
  await expect(page).toHaveURL(/#appearance$/);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'torque.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of torque.png' })).toBeVisible();

  await page.getByRole('tab', { name: 'Seller Agreements' }).click();
  await page.getByRole('checkbox', { name: 'Active' }).check();
  await page
    .getByRole('textbox', { name: 'Agreement' })
    .fill('Sell at the recommended retail price or above.');
  const discount = page.getByRole('textbox', { name: 'Max discount percent' });
  await discount.fill('150');
  await page.getByRole('button', { name: 'Create Brand' }).click();
  await expect(page.getByText('Max discount percent must be between 0 and 100')).toBeVisible();
  await discount.fill('25');
  await shot(page, 'create-desktop');
  await page.getByRole('button', { name: 'Create Brand' }).click();
  await toast(page, 'Brand created');

  // The brand page: Brand Settings with the saved logo and agreement, and its Sub-Brands.
  await expect(page).toHaveURL(/\/catalogue\/brands\/\d+/);
  await expect(page.getByRole('heading', { name: 'Brand Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(BRAND);
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await expect(page.getByRole('img', { name: `${BRAND} logo` })).toBeVisible();
  await page.getByRole('tab', { name: 'Seller Agreements' }).click();
  await expect(page.getByRole('textbox', { name: 'Max discount percent' })).toHaveValue('25%');

  await page.getByRole('button', { name: 'Add Sub-Brand' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Sub-Brand' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Torque Street');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Sub-Brand created');
  await page.getByRole('button', { name: 'Add Sub-Brand' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Torque Temp');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('sub-brand-row')).toHaveText(['Torque Street', 'Torque Temp']);

  await page.getByRole('button', { name: 'Edit Torque Street' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Sub-Brand' });
  await edit.getByRole('textbox', { name: 'Name' }).fill('Torque Street Pro');
  await edit.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Sub-Brand updated');

  await page.getByRole('button', { name: 'Delete Torque Temp' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Sub-Brand' });
  await expect(confirm.getByText('Do you really want to delete this Sub-Brand?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Sub-Brand removed from Brand');
  await expect(page.getByTestId('sub-brand-row')).toHaveText(['Torque Street Pro']);
  await shot(page, 'settings-desktop');

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Brand Settings', level: 1 })).toBeVisible();
  await expect(page.getByTestId('sub-brand-row')).toHaveText(['Torque Street Pro']);
  await shot(page, 'settings-phone');
});

test('favourites and switches brands with the brand switcher', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'brand@demo.test');
  // A fourth brand (set up through the API, not what this journey proves) puts the search box in the switcher.
  const session = await (await page.request.get('/api/session')).json();
  const created = await page.request.post('/api/catalogue/team/brands', {
    headers: { 'x-csrf-token': session.csrf_token },
    data: { brand: { name: OTHER, brand_seller_agreement_attributes: { max_discount_percent: 0 } } },
  });
  expect(created.status()).toBe(201);

  await page.goto('/catalogue/brands');
  const switcher = page.getByTestId('brand-switcher');
  await expect(switcher).toBeVisible({ timeout: 30_000 });
  await switcher.click();
  const search = page.getByRole('textbox', { name: 'Search brands' });
  await expect(search).toBeVisible();
  await shot(page, 'switcher-desktop');
  await search.fill(String(run));
  const brands = page.getByRole('list', { name: 'Brands' });
  await expect(brands.getByRole('listitem')).toHaveCount(2);

  await brands.getByRole('button', { name: `Favourite ${OTHER}` }).click();
  await toast(page, 'Brand added to favourites');
  await search.fill('');
  // Favourites come first.
  await expect(brands.getByRole('listitem').first()).toContainText(OTHER);
  await expect(brands.getByRole('button', { name: `Unfavourite ${OTHER}` })).toBeVisible();

  await brands.getByRole('button', { name: BRAND, exact: true }).click();
  await toast(page, 'Brand switched');
  await expect(page).toHaveURL(/\/catalogue\/brands\/\d+/);
  await expect(switcher).toHaveAccessibleName(`Brand: ${BRAND}`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(BRAND);

  // The brands page shows the favourite and the current brand too.
  await page.goto('/catalogue/brands');
  await expect(page.getByTestId('brand-row').first()).toContainText(OTHER);
  await expect(page.getByTestId('brand-row').filter({ hasText: BRAND })).toContainText('Current');

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('brand-switcher').click();
  await expect(page.getByRole('textbox', { name: 'Search brands' })).toBeVisible();
  await shot(page, 'switcher-phone');

  // The product list follows the current brand (decision 0270): a chip names it (the new brand has no products);
  // removing it shows every brand; All brands in the switcher clears the choice (later journeys need that).
  await page.setViewportSize(DESKTOP);
  await page.goto('/catalogue/products');
  const chips = page.getByRole('list', { name: 'Applied filters' });
  await expect(chips.getByRole('listitem')).toHaveText([`Brand: ${BRAND}`], { timeout: 30_000 });
  await expect(page.getByText('No products match.')).toBeVisible();
  await shot(page, 'products-current-brand-desktop');
  await page.getByRole('button', { name: `Remove filter Brand: ${BRAND}` }).click();
  await expect(chips.getByRole('listitem')).toHaveText(['All brands']);
  await expect(page.getByText('No products match.')).toBeHidden();
  await switcher.click();
  await page.getByRole('button', { name: 'All brands', exact: true }).click();
  await toast(page, 'Showing all brands');
  await expect(switcher).toHaveAccessibleName('Brand: choose a brand');
  await page.getByRole('button', { name: 'Remove filter All brands' }).click();
  await expect(chips).toBeHidden();
  await expect(page.getByText('No products match.')).toBeHidden();
});

// Whatever happened above, brand@ ends with no current brand: the journeys after this one list every brand.
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, 'brand@demo.test');
  const session = await (await page.request.get('/api/session')).json();
  await page.request.delete(`/api/catalogue/users/${session.user.id}/brand`, {
    headers: { 'x-csrf-token': session.csrf_token },
  });
  await page.close();
});

test('adds a list attribute with its values as staff', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'staff@demo.test');
  await page.goto('/catalogue/admin/attributes');
  // The staff area's first visit loads the admin chunks: slow on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Attributes', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'New Attribute' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(ATTRIBUTE.toLowerCase());
  await page.getByRole('combobox', { name: 'Data type' }).click();
  await page.getByRole('option', { name: 'List of options' }).click();
  const values = page.getByRole('combobox', { name: 'Values' });
  await values.fill('Street');
  await values.press('Enter');
  await values.fill('Track');
  await values.press('Enter');
  await page.getByRole('button', { name: 'Create Attribute' }).click();
  // Title-cased, shared with every team.
  await toast(page, `Attribute ${ATTRIBUTE} created`);
  await page.getByRole('textbox', { name: 'Search attributes' }).fill(String(run));
  const row = page.getByTestId('attribute-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(ATTRIBUTE);
  await expect(row).toContainText('List of options');
  await expect(row).toContainText('Street, Track');
  await expect(row).toContainText('Shared');
  await shot(page, 'attributes-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'attributes-phone');
});
