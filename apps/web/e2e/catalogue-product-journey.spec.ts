import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';

// One product is built through the UI and followed from tab to tab, so the tests run in order.
test.describe.configure({ mode: 'serial' });

const run = Date.now();
const SKU = `E2E-${run}`;
const ALT_SKU = `ALT-${run}`;
const OEM_REF = `OEM-${run}`;
const ATTR_A = `e2e finish ${run % 100000}`;
const ATTR_B = `e2e grade ${run % 100000}`;
// A GTIN-13 with a valid check digit, unique per run.
const GTIN_BODY = `93${String(run).slice(-10)}`;
const GTIN = `${GTIN_BODY}${gtinCheckDigit(GTIN_BODY)}`;
/** GS1 mod-10 check digit: weights 3,1,3,... from the right. */
function gtinCheckDigit(body: string): number {
  const sum = [...body].reverse().reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

let editUrl = '';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/catalogue-${name}.png`, fullPage: true });
}

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

async function openTab(page: Page, hash: string, name: string) {
  await page.goto(`${editUrl}#${hash}`);
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

async function pickOption(page: Page, label: string, search: string, option: string | RegExp) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'brand@demo.test');
});

test('creates a product with its details through the editor', async ({ page }) => {
  await page.goto('/catalogue/products/new');
  await expect(page.getByRole('link', { name: 'Products' }).first()).toBeVisible();
  // Only Details is open before the product exists.
  await expect(page.getByRole('tab', { name: 'History' })).toBeDisabled();
  await shot(page, 'editor-new-desktop');

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`E2E brake pad ${run}`);
  await page.getByRole('textbox', { name: 'SKU', exact: true }).fill(SKU);
  await page.getByLabel('Manufacturer Part Number').fill(`MPN-${run}`);
  await pickOption(page, 'Brand', 'Apex', 'Apex Brakes');
  await pickOption(page, 'Sub Brand', 'Apex', 'Apex Street');
  await page.getByLabel('RRP price').fill('129.95');
  await pickOption(page, 'Product Category', 'Brake Pa', /Brake Pads/);
  // A product type no one has yet: offered as "Create {title}", first letter capitalised.
  await pickOption(
    page,
    'Product Type',
    `e2e pad type ${run % 100000}`,
    `Create E2e pad type ${run % 100000}`,
  );
  await expect(page.getByRole('combobox', { name: 'Product Type', exact: true })).toHaveValue(
    `E2e pad type ${run % 100000}`,
  );
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Low dust ceramic pads.');

  // The product is sent as the spec's multipart form of product[...] fields.
  const saved = page.waitForRequest(
    (r) => r.method() === 'POST' && /\/api\/catalogue\/b\/[^/]+\/products$/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Create Product' }).click();
  expect((await saved).headers()['content-type']).toContain('multipart/form-data');
  expect((await saved).postData()).toContain('name="product[sku]"');
  await toast(page, 'Product created');
  await expect(page).toHaveURL(/\/catalogue\/products\/[^/]+\/edit$/);
  editUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: `E2E brake pad ${run}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'SKU', exact: true })).toHaveValue(SKU);
  await expect(page.getByLabel('RRP price')).toHaveValue('$129.95');
  await expect(page.getByRole('combobox', { name: 'Product Category', exact: true })).toHaveValue(
    /Brake Pads/,
  );
  await expect(page.getByRole('combobox', { name: 'Product Type', exact: true })).toHaveValue(
    `E2e pad type ${run % 100000}`,
  );
  // A Part has no parts; Assemblies is open to it.
  await expect(page.getByRole('tab', { name: 'Parts' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Assemblies' })).toBeEnabled();
  await shot(page, 'editor-details-desktop');
});

test('manages GTIN, OEM reference and alternate SKU in the drawer', async ({ page }) => {
  await page.goto(editUrl);
  await page.getByRole('button', { name: /Manage Product Numbers/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Product Number Management' });
  await drawer.getByRole('textbox', { name: 'GTIN', exact: true }).fill(GTIN);
  await drawer.getByRole('button', { name: 'Add' }).click();
  await expect(drawer.getByText(GTIN, { exact: true })).toBeVisible();

  await drawer.getByRole('tab', { name: /OEM References/ }).click();
  await drawer.getByRole('textbox', { name: 'OEM reference', exact: true }).fill(OEM_REF);
  await drawer.getByLabel('Vehicle makes', { exact: true }).click();
  await page.getByRole('option').first().click();
  await drawer.getByRole('textbox', { name: 'OEM reference', exact: true }).click();
  await drawer.getByRole('button', { name: 'Add' }).click();
  await expect(drawer.getByText(OEM_REF, { exact: true })).toBeVisible();

  await drawer.getByRole('tab', { name: /Alternate/ }).click();
  await drawer.getByRole('textbox', { name: 'Alternate SKU', exact: true }).fill(ALT_SKU);
  await drawer.getByRole('button', { name: 'Add' }).click();
  await expect(drawer.getByText(ALT_SKU, { exact: true })).toBeVisible();
  await shot(page, 'product-numbers-drawer-desktop');

  await page.keyboard.press('Escape');
  await expect(page.getByLabel('3 product numbers')).toBeVisible();
  await expect(page.getByLabel('Product Identifiers')).toHaveValue(GTIN);
});

test('adds, edits and reorders attributes', async ({ page }) => {
  await openTab(page, 'attributes', 'Attributes');
  for (const [name, value] of [
    [ATTR_A, 'Ceramic'],
    [ATTR_B, 'Street'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Attribute' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Attribute' });
    await modal.getByRole('combobox', { name: 'Attribute', exact: true }).fill(name);
    // Lowercase text is offered title-cased as a new attribute.
    await page.getByRole('option', { name: /^Create "E2e / }).click();
    await modal.getByRole('button', { name: 'Create Attribute' }).click();
    await modal.getByLabel('Value').fill(value);
    if (name === ATTR_A) await shot(page, 'attribute-modal-desktop');
    await modal.getByRole('button', { name: 'Add Attribute' }).click();
    await toast(page, 'Product attribute added');
    await expect(modal).toBeHidden();
  }
  const titleA = ATTR_A.replace(/\b\w/g, (c) => c.toUpperCase());
  const titleB = ATTR_B.replace(/\b\w/g, (c) => c.toUpperCase());
  const rows = page.getByTestId('attribute-row');
  await expect(rows).toHaveCount(2);

  await page.getByRole('button', { name: `Edit ${titleA}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Attribute' });
  await edit.getByLabel('Value').fill('Semi-metallic');
  await edit.getByRole('button', { name: 'Save Attribute' }).click();
  await toast(page, 'Product attribute added');
  await expect(rows.first()).toContainText('Semi-metallic');

  // Keyboard drag: the second attribute moves above the first and the order is sent.
  const reorder = page.waitForResponse((r) => r.url().endsWith('/reorder_product_attributes') && r.ok());
  const handle = page.getByRole('button', { name: `Reorder ${titleB}` });
  await handle.focus();
  // dnd-kit's keyboard sensor picks up, moves and drops on successive frames: give each key its turn.
  for (const key of ['Space', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(300);
  }
  await reorder;
  await expect(rows.first()).toContainText(titleB);
  await page.reload();
  await expect(page.getByTestId('attribute-row').first()).toContainText(titleB);
  await shot(page, 'editor-attributes-desktop');
});

test('records a package, dangerous goods and customs data', async ({ page }) => {
  test.setTimeout(90_000);
  await openTab(page, 'shipping', 'Shipping & Handling');

  await page.getByRole('button', { name: 'Add Package' }).click();
  const pkg = page.getByRole('dialog', { name: 'Add Package' });
  await pkg.getByLabel('Identifier').fill('Box A');
  await pkg.getByLabel('Length').fill('30');
  await pkg.getByLabel('Width').fill('20');
  await pkg.getByLabel('Height').fill('10');
  await pkg.getByLabel('Weight', { exact: true }).fill('2.5');
  await shot(page, 'package-modal-desktop');
  await pkg.getByRole('button', { name: 'Add Package' }).click();
  await toast(page, 'Package added to product');
  const packages = page.getByRole('table', { name: 'Packages' });
  await expect(packages).toContainText('30 × 20 × 10 cm');
  await expect(packages).toContainText('Ships As Is');

  await page.getByRole('button', { name: 'Add Dangerous Goods Info' }).click();
  const dg = page.getByRole('dialog', { name: 'Dangerous Goods Info' });
  await dg.getByLabel('Search dangerous goods definitions').fill('1203');
  await dg.getByRole('radio', { name: /UN1203 · Class 3 · Gasoline/ }).check();
  await dg.getByLabel('Amount').fill('4.5');
  await dg.getByLabel('Unit').click();
  await page.getByRole('option', { name: 'l', exact: true }).click();
  await shot(page, 'dangerous-goods-modal-desktop');
  await dg.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Dangerouse goods info added to product');
  const hazards = page.getByRole('table', { name: 'Dangerous goods' });
  await expect(hazards).toContainText('UN1203');
  await expect(hazards).toContainText('4.5 l');

  await pickOption(page, 'Country/Region of origin', 'Australia', /Australia \(AU\)/);
  await toast(page, 'Country of origin updated');

  await page.getByRole('button', { name: 'Add HS Code' }).click();
  const customs = page.getByRole('dialog', { name: 'Customs' });
  await customs.getByRole('combobox', { name: 'Country', exact: true }).click();
  await page.getByRole('option', { name: 'Default', exact: true }).click();
  await customs.getByRole('combobox', { name: 'HS Code', exact: true }).fill('870830');
  await page
    .getByRole('option', { name: /870830/ })
    .first()
    .click();
  await shot(page, 'customs-modal-desktop');
  await customs.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'HS code added');
  await expect(page.getByRole('table', { name: 'HS codes' })).toContainText('870830');
  await expect(page.getByRole('table', { name: 'HS codes' })).toContainText('Default');
  await shot(page, 'editor-shipping-desktop');
});

test('prices the product and publishes it', async ({ page }) => {
  await openTab(page, 'pricing', 'Pricing');
  await page.getByLabel('Price', { exact: true }).fill('100');
  await page.getByLabel('Cost', { exact: true }).fill('60');
  await page.getByLabel('eBay price').fill('95');
  await expect(page.getByLabel('Margin and markup')).toContainText('Margin: 40.0%');
  await expect(page.getByLabel('Margin and markup')).toContainText('Markup: 66.7%');
  await page.getByRole('button', { name: 'Save Pricing' }).click();
  await toast(page, 'Product updated');
  await page.reload();
  await expect(page.getByLabel('eBay price')).toHaveValue('$95');
  await shot(page, 'editor-pricing-desktop');

  await openTab(page, 'settings', 'Settings');
  await page.getByLabel('Published').check({ force: true });
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await toast(page, 'Product updated');
  await shot(page, 'editor-settings-desktop');
});

test('shows each change in History and reverts one', async ({ page }) => {
  await openTab(page, 'history', 'History');
  const entries = page.getByTestId('audit-entry');
  for (const label of [
    'Published',
    'Pricing ebay price',
    'HS code hs code',
    'Country of origin',
    'Dangerous goods',
    'Package length',
    'Attribute value',
    'Product number value',
    'Description',
  ]) {
    await expect(entries.filter({ hasText: label }).first()).toBeVisible();
  }
  await shot(page, 'editor-history-desktop');

  const publishedChange = entries
    .filter({ hasText: 'Revert this change' })
    .filter({ hasText: /update/ })
    .first();
  await expect(publishedChange).toContainText('Published');
  await publishedChange.getByRole('button', { name: 'Revert this change' }).click();
  await toast(page, 'Reverted change');

  await openTab(page, 'settings', 'Settings');
  await expect(page.getByLabel('Published')).not.toBeChecked();
});

test('downloads the product as CSV from the Tools menu', async ({ page }) => {
  await page.goto(editUrl);
  await page.getByRole('button', { name: 'Tools' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const file = await download.path();
  const text = (await import('node:fs')).readFileSync(file, 'utf8');
  const [header, row] = text.trim().split(/\r?\n/);
  expect(header).toContain('sku');
  expect(row).toContain(SKU);
});

test('the product list finds the product by keyword and by each named filter', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/catalogue/products');
  await expect(page.getByPlaceholder('Keyword Search...')).toBeVisible();
  await shot(page, 'product-list-desktop');
  await page.getByPlaceholder('Keyword Search...').fill(SKU);
  const table = page.getByRole('table', { name: 'Products' });
  const row = table.getByRole('link', { name: SKU, exact: true });
  await expect(row).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`query=${SKU}`));

  // After the journey the product is unpublished (reverted), not purchasable, without listing, vehicles or
  // media, and has attributes.
  const expectations: [string, boolean][] = [
    ['Published', false],
    ['Unpublished', true],
    ['Purchasable', false],
    ['Non-purchasable', true],
    ['Has listing', false],
    ['No listing', true],
    ['Has attributes', true],
    ['No attributes', false],
    ['Linked to vehicles', false],
    ['Not linked to vehicles', true],
    ['Has media', false],
    ['No media', true],
    ['draft', false],
    ['published', false],
    ['invalid', false],
    ['archived', false],
  ];
  for (const [option, shown] of expectations) {
    await page.getByRole('button', { name: 'Add Filter' }).click();
    await page.getByRole('menuitem', { name: option, exact: true }).click();
    const chip = page.getByRole('listitem').filter({ hasText: option });
    await expect(chip.first()).toBeVisible();
    if (shown) await expect(row).toBeVisible();
    else await expect(page.getByText('No products match.')).toBeVisible();
    await page
      .getByRole('button', { name: /^Remove filter/ })
      .first()
      .click();
    await expect(row).toBeVisible();
  }
  await page.getByRole('button', { name: 'Add Filter' }).click();
  await page.getByRole('menuitem', { name: 'Has attributes', exact: true }).click();
  await page.getByRole('button', { name: 'Add Filter' }).click();
  await page.getByRole('menuitem', { name: 'Unpublished', exact: true }).click();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Add Filter' }).click();
  await shot(page, 'product-list-filters-desktop');
  await page.keyboard.press('Escape');

  await row.click();
  await expect(page).toHaveURL(new RegExp(`${editUrl}$`));
});

test('the search autocomplete finds the product by SKU and by alternate SKU', async ({ page }) => {
  await page.goto('/catalogue/products');
  const search = page.getByLabel('Search products by SKU');
  const results = page.getByRole('navigation', { name: 'Product search results' });
  await search.fill(SKU);
  await expect(results.getByRole('link', { name: new RegExp(SKU) })).toHaveAttribute('href', editUrl);
  await search.fill('');
  await expect(results).toBeHidden();
  await search.fill(ALT_SKU);
  await expect(results.getByText(`Supersedes ${ALT_SKU}`)).toBeVisible();
  await expect(results.getByRole('link', { name: new RegExp(SKU) })).toHaveAttribute('href', editUrl);
  await shot(page, 'search-autocomplete-desktop');
});

test('phone layout: list, each editor tab and the drawers', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.goto('/catalogue/products');
  await expect(page.getByPlaceholder('Keyword Search...')).toBeVisible();
  await shot(page, 'product-list-phone');

  const tabs: [string, string][] = [
    ['details', 'Details'],
    ['media', 'Media'],
    ['attributes', 'Attributes'],
    ['vehicles', 'Vehicles'],
    ['shipping', 'Shipping & Handling'],
    ['pricing', 'Pricing'],
    ['settings', 'Settings'],
    ['history', 'History'],
  ];
  for (const [hash, label] of tabs) {
    await page.goto(`${editUrl}#${hash}`);
    // On phones the tabs are a select showing the chosen section.
    await expect(page.getByRole('combobox', { name: 'Product sections' })).toHaveValue(label);
    await page.waitForLoadState('networkidle');
    await shot(page, `editor-${hash}-phone`);
  }
  await page.goto(editUrl);
  await page.getByRole('button', { name: /Manage Product Numbers/ }).click();
  await expect(page.getByRole('dialog', { name: 'Product Number Management' })).toBeVisible();
  await shot(page, 'product-numbers-drawer-phone');
  await page.keyboard.press('Escape');

  await page.goto(`${editUrl}#shipping`);
  await page.getByRole('button', { name: 'Add Package' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Package' })).toBeVisible();
  await shot(page, 'package-modal-phone');
});

test('product issues and brand activity tables', async ({ page }) => {
  await page.goto('/catalogue/issues');
  await expect(page.getByRole('table', { name: 'Product issues' })).toBeVisible();
  await shot(page, 'issues-desktop');
  await page.goto('/catalogue/b/apex-brakes/activity');
  const activity = page.getByRole('table', { name: 'Product activity' });
  await expect(activity.getByText(SKU).first()).toBeVisible();
  await shot(page, 'activity-desktop');
  await activity.getByRole('link', { name: 'View Changes' }).first().click();
  await expect(page).toHaveURL(/#history$/);
  await expect(page.getByRole('tab', { name: 'History', selected: true })).toBeVisible();
});
