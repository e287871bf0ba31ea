import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';

const shots = process.env.SHOTS ?? path.join(os.tmpdir(), 'partsflow-shots');
const MESSAGE = "Import successful. You'll receive an email when we've finished processing your data.";

const FILE = [
  'Part Number,Brand,Warehouse,Qty',
  'E2E-100,Apex Brakes,MEL01,11',
  'E2E-101,Apex Brakes,NOWHERE,4',
  'E2E-102,Apex Brakes,SYD01,6',
  'E2E-103,,SYD01,many',
  'E2E-104,Apex Brakes,BNE01,0',
].join('\n');

async function importFile(page: Page, name: string, content: string) {
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(content),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  return dialog;
}

test('a distributor imports an inventory file with two bad rows, sees them reported and finds the stock', async ({
  page,
}) => {
  await signIn(page, 'distributor@demo.test');
  await page.getByRole('link', { name: 'Inventory' }).click();
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
  await expect(page.getByPlaceholder('SKU Search...')).toBeVisible();
  const table = page.getByRole('table', { name: 'Inventory' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Brand',
    'SKU',
    'Location',
    'Location Active',
    'Quantity',
    'Availability',
    'Last Updated',
  ]);

  // A file of the wrong kind is refused with the importer's message.
  let dialog = await importFile(page, 'notes.pdf', '%PDF-1.4');
  await expect(dialog.getByRole('alert')).toHaveText('Only CSV or XLSX files can be imported');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  dialog = await importFile(page, 'stock.csv', FILE);
  // The columns were matched by name.
  await expect(dialog.getByRole('combobox', { name: 'SKU' })).toHaveValue('Part Number');
  await expect(dialog.getByRole('combobox', { name: 'Location Code' })).toHaveValue('Warehouse');
  await expect(dialog.getByRole('combobox', { name: 'Quantity' })).toHaveValue('Qty');
  await page.screenshot({ path: `${shots}/desktop-inventory-import-mapping.png` });
  await dialog.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByText(MESSAGE)).toBeVisible();

  const card = page.locator('.mantine-Card-root', { hasText: 'stock.csv' }).first();
  await expect(card.getByText('completed')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('With errors: 2')).toBeVisible();
  const errors = card.getByRole('table', { name: 'Rows with errors' });
  await expect(errors.getByRole('row')).toHaveCount(4);
  await expect(errors).toContainText("No location with code 'NOWHERE'");
  await expect(errors).toContainText('Brand is required');
  await expect(errors).toContainText('Quantity must be a whole number of 0 or more');
  await expect(card.getByRole('link', { name: 'Download error report' })).toHaveAttribute(
    'href',
    /errors\.csv$/,
  );

  await page.getByPlaceholder('SKU Search...').fill('E2E-1');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row', { name: /E2E-100/ })).toContainText('11');
  await expect(table.getByRole('row', { name: /E2E-104/ })).toContainText('Out of stock');
  await page.screenshot({ path: `${shots}/desktop-inventory.png`, fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(table.getByRole('row', { name: /E2E-100/ })).toBeVisible();
  await page.screenshot({ path: `${shots}/phone-inventory.png`, fullPage: true });
});

test('a distributor imports prices and sees cost, RRP, margin and dashes for empty dates', async ({
  page,
}) => {
  await signIn(page, 'distributor@demo.test');
  await page.getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  const dialog = await importFile(
    page,
    'prices.csv',
    'Account Code,SKU,Cost,RRP,Effective From,Effective To\nACC-E2E,E2E-100,40.00,50.00,,\n',
  );
  await dialog.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByText(MESSAGE)).toBeVisible();
  const table = page.getByRole('table', { name: 'Pricing' });
  await expect(table.getByRole('row', { name: /ACC-E2E/ })).toBeVisible({ timeout: 30_000 });
  const row = table.getByRole('row', { name: /ACC-E2E/ });
  await expect(row).toContainText('$40.00');
  await expect(row).toContainText('$50.00');
  await expect(row).toContainText('20.0%');
  await expect(row.getByRole('cell').nth(6)).toHaveText('—');
  await expect(row.getByRole('cell').nth(7)).toHaveText('—');
  await page.screenshot({ path: `${shots}/desktop-pricing.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${shots}/phone-pricing.png`, fullPage: true });
});
