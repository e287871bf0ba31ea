import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Row {
  sku: string;
  url: string;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/catalogue-cross-sell-${name}.png`, fullPage: true });
}

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test('adds a cross-sell, follows its link to the related product, then deletes it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'brand@demo.test');
  const res = await page.request.get('/api/catalogue/products/datatable.json?page=1&per=50&record_type=Part');
  const rows = (await res.json()).data as Row[];
  const product = rows[5]!;
  await page.goto(`${product.url}#cross-sell`);
  await expect(page.getByRole('tab', { name: 'Cross-sell', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Cross-sell' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Cross-sell' });
  const search = modal.getByRole('combobox', { name: 'Related product' });
  await search.click();
  await search.fill(product.sku);
  // The product itself is left out of its own search.
  await expect(page.getByRole('option', { name: 'Nothing found' })).toBeVisible();
  await search.fill('ABP-1');
  const option = page
    .getByRole('option')
    .filter({ hasText: /^ABP-1/ })
    .first();
  const related = (await option.innerText()).split(' ')[0]!;
  await option.click();
  await modal.getByRole('combobox', { name: 'Relationship type' }).click();
  await page.getByRole('option', { name: 'Accessory', exact: true }).click();
  await modal.getByLabel('Notes').fill('Fit with the pads');
  await shot(page, 'modal-desktop');
  await modal.getByRole('button', { name: 'Add Cross-sell' }).click();
  await toast(page, 'Cross-sell added');
  const table = page.getByRole('table', { name: 'Cross-sells' });
  const link = table.getByRole('link', { name: related, exact: true });
  await expect(link).toHaveAttribute('href', /^\/catalogue\/b\/[^/]+\/products\/[^/]+\/edit$/);
  await expect(table.getByRole('cell', { name: 'Accessory' })).toBeVisible();
  await shot(page, 'tab-desktop');

  await page.setViewportSize(PHONE);
  await shot(page, 'tab-phone');
  await page.setViewportSize(DESKTOP);

  await link.click();
  await expect(page.getByText(related, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/catalogue\/b\/[^/]+\/products\/[^/]+\/edit/);

  await page.goto(`${product.url}#cross-sell`);
  await page.getByRole('button', { name: `Remove cross-sell ${related}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete cross-sell' });
  await expect(confirm).toContainText('Are you sure you want to delete this?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Cross-sell deleted');
  await expect(page.getByText('No cross-sells yet.')).toBeVisible();
});
