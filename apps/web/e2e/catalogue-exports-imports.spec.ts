import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';

const run = Date.now() % 1_000_000;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const STARTED = "Import successful. You'll receive an email when we've finished processing your data.";

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/catalogue-exports-imports-${name}.png`, fullPage: true });
}

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

async function pick(
  page: Page,
  scope: Page | ReturnType<Page['getByRole']>,
  label: string,
  option: string | RegExp,
) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function addColumn(page: Page, column: string, options: { uppercase?: boolean; limit?: number } = {}) {
  await page.getByRole('button', { name: 'Add Column' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Field' });
  await pick(page, dialog, 'Original Column', column);
  if (options.uppercase) await dialog.getByRole('checkbox', { name: 'Uppercase' }).check();
  if (options.limit)
    await dialog.getByRole('textbox', { name: 'Character Limit' }).fill(String(options.limit));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('a brand creates an export template, runs it for a brand and opens the CSV', async ({ page }) => {
  // Under a loaded machine the journey (and its axe checks) needs more than the default minute.
  test.setTimeout(300_000);
  const title = `E2E feed ${run}`;
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'brand@demo.test');
  await page.getByRole('link', { name: 'Exports' }).click();
  await expect(page.getByRole('heading', { name: 'Export Templates', level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('link', { name: 'Add Export Template' }).click();
  await expect(page).toHaveURL(/\/catalogue\/export_templates\/new$/);

  // The title is required.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);

  await addColumn(page, '1 - SKU');
  await addColumn(page, '0 - Title', { uppercase: true, limit: 10 });
  // The field modal: choosing Published gives type Yes/No, not translatable, so the text options are disabled.
  await page.getByRole('button', { name: 'Add Column' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Field' });
  await pick(page, dialog, 'Original Column', '13 - Published');
  await expect(dialog.getByRole('textbox', { name: 'Column Title' })).toHaveValue('Published');
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('2 - Yes/No');
  await expect(dialog.getByRole('checkbox', { name: 'Strip HTML' })).toBeDisabled();
  await expect(dialog.getByText('Leave 0 for no limit')).toBeVisible();
  await shot(page, 'desktop-field-modal');
  await dialog.getByRole('button', { name: 'Save' }).click();

  const rows = page.getByTestId('export-column-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('0 - Title');
  await shot(page, 'desktop-editor');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Export Template Created');
  // After creation the editor goes to the template's edit page.
  await expect(page).toHaveURL(/\/catalogue\/export_templates\/\d+\/edit$/);
  await expect(page.getByTestId('export-column-row')).toHaveCount(3);

  await page.getByRole('link', { name: 'Back' }).click();
  const row = page.getByTestId('export-template-row').filter({ hasText: title });
  await expect(row.getByRole('cell').nth(1)).toHaveText('3');

  // Run Export needs a brand.
  await row.getByRole('button', { name: `Run Export ${title}` }).click();
  await toast(page, 'Please select a brand');
  await pick(page, page, 'Brand', 'Apex Brakes');
  await row.getByRole('button', { name: `Run Export ${title}` }).click();
  await toast(page, "Export started. You'll receive an email with a download link when it is ready.");
  const link = page.getByRole('link', { name: /^Download / });
  await expect(link).toBeVisible({ timeout: 60_000 });
  await shot(page, 'desktop-list');

  // Open the CSV: the template's columns, shaped, one row per product of the brand.
  const href = await link.getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/csv');
  const lines = (await res.text()).trim().split('\n');
  expect(lines[0]).toBe('SKU,Title,Published');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1, 20)) expect(line).toMatch(/^[^,]+,("[^"]*"|[^,a-z]{0,10}),(Yes|No)$/);

  await page.setViewportSize(PHONE);
  await expect(row).toBeVisible();
  await shot(page, 'phone-list');

  // Delete asks first.
  await page.setViewportSize(DESKTOP);
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByText('Do you really want to delete this Export Template?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Export Template deleted successfully');
  await expect(row).toHaveCount(0);
});

test('a brand imports products from an XLSX file with a bad row and sees the row error', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'brand@demo.test');
  await page.getByRole('link', { name: 'Imports' }).click();
  await expect(page.getByRole('heading', { name: 'Imports', level: 1 })).toBeVisible({ timeout: 60_000 });

  // Packaging needs a brand.
  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByRole('menuitem', { name: 'Import Packaging' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a brand');

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Products');
  ws.addRow(['Part Number', 'Brand', 'Title', 'Price', 'Published']);
  ws.addRow([`E2E-IMP-${run}-1`, 'Apex Brakes', 'Imported rotor', '89.90', 'Yes']);
  ws.addRow([`E2E-IMP-${run}-2`, 'Apex Brakes', 'Imported pad', 'twelve', 'No']);
  ws.addRow([`E2E-IMP-${run}-3`, 'Apex Brakes', 'Imported caliper', '120', 'No']);
  const file = Buffer.from(await wb.xlsx.writeBuffer());

  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByRole('menuitem', { name: 'Import Products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Products' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: `products-${run}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('combobox', { name: 'SKU', exact: true })).toHaveValue('Part Number');
  await expect(dialog.getByRole('combobox', { name: 'Price', exact: true })).toHaveValue('Price');
  await shot(page, 'desktop-import-mapping');
  await dialog.getByRole('button', { name: 'Start import' }).click();
  await toast(page, STARTED);

  const card = page.locator('.mantine-Card-root', { hasText: `products-${run}.xlsx` }).first();
  await expect(card.getByText('completed')).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText('Loaded: 2')).toBeVisible();
  await expect(card.getByText('With errors: 1')).toBeVisible();
  const errors = card.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('row').nth(1)).toHaveText(/^3PricePrice must be an amount of 0 or more$/);
  await shot(page, 'desktop-imports');

  // The import is a change set: preview what it wrote, then revert it as one unit (decision 0277).
  await card.getByRole('button', { name: 'Preview changes' }).click();
  const changes = page.getByRole('dialog', { name: 'Change set' });
  await expect(changes.getByText(`Import Products: products-${run}.xlsx by Bree Brand`)).toBeVisible();
  await expect(changes.getByRole('cell', { name: `E2E-IMP-${run}-1`, exact: true }).first()).toBeVisible();
  await shot(page, 'desktop-import-change-set');
  await changes.getByRole('button', { name: 'Revert change set' }).click();
  await toast(page, 'Change set reverted');
  await card.getByRole('button', { name: 'Revert change set' }).click();
  await toast(page, 'This change set has already been reverted');

  await page.setViewportSize(PHONE);
  await page.goto('/catalogue/imports');
  await expect(page.locator('.mantine-Card-root', { hasText: `products-${run}.xlsx` }).first()).toBeVisible();
  await shot(page, 'phone-imports');
});
