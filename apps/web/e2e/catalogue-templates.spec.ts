import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';

// The template created in the first test is edited in the second, so the tests run in order.
test.describe.configure({ mode: 'serial' });

const run = Date.now();
const NEW_ATTR = `Tpl Coating ${run % 100000}`;
const PAGE_URL = '/catalogue/b/apex-brakes/templates';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `/tmp/shots/catalogue-templates-${name}.png`, fullPage });
}

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

async function pickOption(page: Page, label: string, search: string, option: string | RegExp) {
  const input = page.getByRole('dialog').getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  // Exact: the picker also offers to create the typed name, and under load that option can show before the
  // search answers; a substring match would pick it.
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

function templateRow(page: Page, productType: string) {
  return page.getByTestId('template-row').filter({ hasText: productType });
}

async function expectModalOrder(page: Page, names: string[]) {
  await expect(page.getByRole('dialog').getByTestId('template-attribute-row')).toHaveText(
    names.map((n, i) => new RegExp(`^${i + 1}${n}$`)),
  );
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'brand@demo.test');
});

test('lists the brand templates and creates one through the modal', async ({ page }) => {
  await page.goto(PAGE_URL);
  await expect(page.getByRole('heading', { name: 'Attribute Templates', level: 1 })).toBeVisible();
  // The demo templates: product type and attribute names.
  await expect(templateRow(page, 'Brake Pads')).toContainText('Position, Pad Material');
  await expect(templateRow(page, 'Spark Plugs')).toHaveCount(0);
  await shot(page, 'list-desktop');

  await page.getByRole('button', { name: 'Create New Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Attribute Template' });
  await expect(dialog).toBeVisible();
  await pickOption(page, 'Product Type', 'Spark', 'Spark Plugs');

  await pickOption(page, 'Attribute', 'Pad Material', 'Pad Material');
  await dialog.getByRole('button', { name: 'Add Attribute' }).click();
  // The same attribute twice is ignored.
  await pickOption(page, 'Attribute', 'Pad Material', 'Pad Material');
  await dialog.getByRole('button', { name: 'Add Attribute' }).click();
  await expectModalOrder(page, ['Pad Material']);

  // A new attribute through the picker: the template's Add button hides while it is being created.
  await pickOption(page, 'Attribute', NEW_ATTR, /^Create "/);
  await expect(dialog.getByText('New attribute', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add Attribute' })).toHaveCount(0);
  await dialog.getByLabel('Data type', { exact: true }).click();
  await page.getByRole('option', { name: 'List of options' }).click();
  const values = dialog.getByLabel('Values', { exact: true });
  await values.fill('Ceramic');
  await values.press('Enter');
  await values.fill('Zinc');
  await values.press('Enter');
  await shot(page, 'new-attribute-desktop');
  await dialog.getByRole('button', { name: 'Create Attribute' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Attribute', exact: true })).toHaveValue(NEW_ATTR);
  await dialog.getByRole('button', { name: 'Add Attribute' }).click();

  await pickOption(page, 'Attribute', 'Position', /^Position$/);
  await dialog.getByRole('button', { name: 'Add Attribute' }).click();
  await expectModalOrder(page, ['Pad Material', NEW_ATTR, 'Position']);

  // Keyboard reorder: Position up two places.
  await dialog.getByRole('button', { name: 'Reorder Position' }).focus();
  // Each step waits for the rows' move transition, which the keyboard sensor measures from.
  await page.keyboard.press('Space');
  // The drag starts a frame after the key: an arrow pressed before it would be lost.
  await expect(dialog.getByRole('button', { name: 'Reorder Position' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(300);
  }
  await page.keyboard.press('Space');
  await expectModalOrder(page, ['Position', 'Pad Material', NEW_ATTR]);

  await dialog.getByRole('button', { name: 'Delete Pad Material' }).click();
  await expectModalOrder(page, ['Position', NEW_ATTR]);
  await shot(page, 'modal-desktop');

  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, 'Template created');
  await expect(dialog).toBeHidden();
  await expect(templateRow(page, 'Spark Plugs')).toContainText(`Position, ${NEW_ATTR}`);

  await page.reload();
  await expect(templateRow(page, 'Spark Plugs')).toContainText(`Position, ${NEW_ATTR}`);
});

test('edits a template: adds an attribute and saves', async ({ page }) => {
  await page.goto(PAGE_URL);
  await page.getByRole('button', { name: 'Edit Spark Plugs template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Attribute Template' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Product Type', exact: true })).toHaveValue(
    'Spark Plugs',
  );
  await expectModalOrder(page, ['Position', NEW_ATTR]);
  await pickOption(page, 'Attribute', 'Heat Range', 'Heat Range');
  await dialog.getByRole('button', { name: 'Add Attribute' }).click();
  await expectModalOrder(page, ['Position', NEW_ATTR, 'Heat Range']);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, 'Template updated');
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(templateRow(page, 'Spark Plugs')).toContainText(`Position, ${NEW_ATTR}, Heat Range`);
  await shot(page, 'list-after-desktop');

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(templateRow(page, 'Spark Plugs')).toBeVisible();
  await shot(page, 'list-phone');
  await page.getByRole('button', { name: 'Edit Spark Plugs template' }).click();
  await expect(dialog).toBeVisible();
  // Let the modal's opening transition finish before the picture.
  await page.waitForTimeout(400);
  await shot(page, 'modal-phone', false);
});

test("the product editor's Attributes tab links to the templates page", async ({ page }) => {
  const reply = await page.request.get('/api/catalogue/products/datatable.json?per=50');
  expect(reply.ok()).toBeTruthy();
  const body = (await reply.json()) as { data: { slug: string; brand: { slug: string } }[] };
  const product = body.data.find((p) => p.brand.slug === 'apex-brakes');
  expect(product).toBeDefined();

  await page.goto(`/catalogue/products/${product!.slug}/edit#attributes`);
  await expect(page.getByRole('tab', { name: 'Attributes', selected: true })).toBeVisible();
  await page.getByRole('link', { name: /^(Edit|Create) Template$/ }).click();
  await expect(page).toHaveURL(/\/catalogue\/b\/apex-brakes\/templates$/);
  await expect(page.getByRole('heading', { name: 'Attribute Templates', level: 1 })).toBeVisible();
  await expect(templateRow(page, 'Brake Pads')).toBeVisible();
});
