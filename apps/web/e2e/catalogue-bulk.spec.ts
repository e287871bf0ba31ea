import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
// Records of this run only: the journeys find them by this word, whatever other journeys did before.
const WORD = `bulk${Date.now().toString(36)}`;
// The bulk publish finds its own products only: the copy journey's products carry WORD.
const PUB = `pub${Date.now().toString(36)}`;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/catalogue-bulk-${name}.png`, fullPage: true });
}

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

async function headers(request: APIRequestContext) {
  const csrf = ((await (await request.get('/api/session')).json()) as { csrf_token: string }).csrf_token;
  return { 'x-csrf-token': csrf };
}

/** A new unpublished Apex Brakes product of this run. */
async function makeProduct(request: APIRequestContext, sku: string, title: string) {
  const res = await request.post('/api/catalogue/b/apex-brakes/products', {
    headers: await headers(request),
    data: { product: { sku, title, brand_id: 1, sub_brand_id: 3, published: false } },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).product as { id: number; slug: string; sku: string };
}

test('copies attributes from another product through the Tools menu', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'brand@demo.test');
  const source = await makeProduct(page.request, `${WORD}-SRC`.toUpperCase(), `Source pads ${WORD}`);
  const target = await makeProduct(page.request, `${WORD}-TGT`.toUpperCase(), `Target pads ${WORD}`);
  const attr = await page.request.post('/api/catalogue/product_attributes', {
    headers: await headers(page.request),
    data: { product_id: source.id, attribute_title_id: 1, attribute_value: `Copied ${WORD}` },
  });
  expect(attr.ok()).toBe(true);

  await page.goto(`/catalogue/products/${target.slug}/edit#attributes`);
  // The tab's code loads once the editor shows: on a busy machine that takes a while.
  await expect(page.getByRole('tab', { name: 'Attributes', selected: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Add Attribute' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Copied ${WORD}`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Tools' }).click();
  await page.getByRole('menuitem', { name: 'Copy from Product' }).click();
  const modal = page.getByRole('dialog', { name: 'Copy from Product' });
  // The defaults: attributes and vehicles on, cross-sells, packages and replace off.
  await expect(modal.getByRole('checkbox', { name: 'Attributes' })).toBeChecked();
  await expect(modal.getByRole('checkbox', { name: 'Vehicles' })).toBeChecked();
  await expect(modal.getByRole('checkbox', { name: 'Packages' })).not.toBeChecked();
  await expect(modal.getByRole('checkbox', { name: 'Cross-sells' })).not.toBeChecked();
  await expect(modal.getByRole('checkbox', { name: /^Replace/ })).not.toBeChecked();
  await modal.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(modal.getByText('Please select a source product')).toBeVisible();

  const search = modal.getByRole('combobox', { name: 'Source product' });
  await search.click();
  await search.fill(source.sku);
  await page.getByRole('option', { name: new RegExp(`^${source.sku} `) }).click();
  await shot(page, 'copy-from-desktop');
  await modal.getByRole('button', { name: 'Copy', exact: true }).click();
  await toast(page, 'Data copied');
  await expect(modal).toBeHidden();
  await expect(page.getByText(`Copied ${WORD}`)).toBeVisible();
  await shot(page, 'copied-attributes-desktop');

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Tools' }).click();
  await page.getByRole('menuitem', { name: 'Copy to Products' }).click();
  const to = page.getByRole('dialog', { name: 'Copy to Products' });
  await to.getByRole('button', { name: /^Copy to/ }).click();
  await expect(to.getByText('Please select at least one destination product')).toBeVisible();
  await shot(page, 'copy-to-phone');
  await to.getByRole('button', { name: 'Cancel' }).click();
});

test('runs a bulk publish over a filter, watches its progress, then reverts the change set', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'brand@demo.test');
  const made = [];
  for (const n of [1, 2, 3])
    made.push(await makeProduct(page.request, `${PUB}-P${n}`.toUpperCase(), `Bulk pads ${PUB}`));

  await page.goto(`/catalogue/products?query=${PUB}`);
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: /^Bulk Actions/ }).click();
  await expect(page.getByText('All 3 matching products')).toBeVisible();
  await shot(page, 'menu-desktop');
  await page.getByRole('menuitem', { name: 'Publish', exact: true }).click();
  await toast(page, 'Publishing selected products');
  await toast(page, 'Bulk action completed');
  const last = page.getByRole('alert').filter({ hasText: 'Last bulk action' });
  await expect(last.getByText(/3 of 3 products changed/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Bulk Actions/ })).toBeEnabled();
  await shot(page, 'published-desktop');

  await last.getByRole('button', { name: 'Preview changes' }).click();
  const preview = page.getByRole('dialog', { name: 'Change set' });
  await expect(preview.getByText(/Bulk publish by .*: 3 changes/)).toBeVisible();
  await expect(preview.getByRole('row').filter({ hasText: made[0]!.sku })).toContainText('Published');
  await shot(page, 'change-set-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'change-set-phone');
  await page.setViewportSize(DESKTOP);
  await preview.getByRole('button', { name: 'Revert change set' }).click();
  await toast(page, 'Change set reverted');

  const res = await page.request.get(`/api/catalogue/products/datatable.json?page=1&per=50&query=${PUB}`);
  const rows = (await res.json()).data as { sku: string; published: boolean }[];
  expect(rows.map((r) => r.published)).toEqual([false, false, false]);
  await page.setViewportSize(PHONE);
  await shot(page, 'list-phone');
});
