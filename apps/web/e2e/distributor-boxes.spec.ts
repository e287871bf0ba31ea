import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';

const shots = process.env.SHOTS ?? path.join(os.tmpdir(), 'partsflow-shots');

test('a distributor adds a box, sees the label minimums applied, edits it and removes it', async ({
  page,
}) => {
  const name = `E2E box ${Date.now()}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'distributor@demo.test');
  await page.getByRole('link', { name: 'Packaging' }).click();
  // The page's code loads on first visit; on a busy machine that can take longer than the default wait.
  await expect(page.getByRole('heading', { name: 'Packaging', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Shipping Boxes' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Add Box' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Box' });
  // A new box starts at the 4x6 label's minimum face; choosing A4 raises it to 29 x 22 cm.
  await expect(dialog.getByLabel('Length (cm)')).toHaveValue('16');
  await expect(dialog.getByLabel('Width (cm)')).toHaveValue('11');
  await dialog.getByRole('combobox', { name: 'Label size' }).click();
  await page.getByRole('option', { name: 'A4' }).click();
  await expect(dialog.getByLabel('Length (cm)')).toHaveValue('29');
  await expect(dialog.getByLabel('Width (cm)')).toHaveValue('22');

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Length (cm)').fill('25');
  await dialog.getByLabel('Height (cm)').fill('0.5');
  await dialog.getByLabel('Weight limit (kg)').fill('12');
  await dialog.getByLabel('Box weight (kg)').fill('0.4');
  await dialog.getByRole('button', { name: 'Add Box' }).click();
  await expect(dialog.getByText('Length must be at least 29 cm for the A4 label')).toBeVisible();
  await expect(dialog.getByText('Height must be at least 1 cm')).toBeVisible();
  await page.screenshot({ path: `${shots}/desktop-box-form.png` });

  await dialog.getByLabel('Length (cm)').fill('40');
  await dialog.getByLabel('Height (cm)').fill('15');
  await dialog.getByLabel('Internal buffer (cm)').fill('1');
  await dialog.getByRole('button', { name: 'Add Box' }).click();
  await expect(page.getByText('Box saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Shipping boxes' });
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('A4');
  await expect(row).toContainText('40 × 22 × 15 cm');
  await expect(row).toContainText('12 kg');
  await page.screenshot({ path: `${shots}/desktop-boxes.png`, fullPage: true });

  await row.getByRole('button', { name: `Edit box ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Box' });
  await edit.getByLabel('Box weight (kg)').fill('0.55');
  await edit.getByRole('button', { name: 'Save Box' }).click();
  await expect(page.getByText('Box updated')).toBeVisible();
  await expect(row).toContainText('0.55 kg');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row).toBeVisible();
  await page.screenshot({ path: `${shots}/phone-boxes.png`, fullPage: true });
  await page.getByRole('combobox', { name: 'Packaging sections' }).click();
  await page.getByRole('option', { name: 'Shipping Boxes' }).click();

  await row.getByRole('button', { name: `Remove box ${name}` }).click();
  await expect(page.getByText('Box removed')).toBeVisible();
  // The list updates a second after the removal (spec 9).
  await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('a distributor adds its own package to a product it stocks, changes it and removes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'distributor@demo.test');
  await page.getByRole('link', { name: 'Packaging' }).click();
  await expect(page.getByRole('heading', { name: 'Packaging', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Product Weights & Dimensions' }).click();
  await expect(page).toHaveURL(/#products$/);
  await expect(page.getByRole('button', { name: 'Bulk Import' })).toHaveAttribute('data-disabled', 'true');
  const addPackage = page.getByRole('button', { name: /^Add package to / }).first();
  await expect(addPackage).toBeVisible({ timeout: 30_000 });
  const sku = (await addPackage.getAttribute('aria-label'))!.replace('Add package to ', '');
  await page.getByRole('textbox', { name: 'SKU Search' }).fill(sku);
  const products = page.getByRole('table', { name: 'Product weights and dimensions' });
  await expect(products.getByRole('row').nth(1)).toContainText(sku);
  await products.getByRole('button', { name: `Add package to ${sku}` }).click();
  const pkgDialog = page.getByRole('dialog', { name: `New Package · ${sku}` });
  const label = `E2E carton ${Date.now()}`;
  await pkgDialog.getByLabel('Length (cm)').fill('0');
  await pkgDialog.getByRole('button', { name: 'Add Package' }).click();
  await expect(pkgDialog.getByText('Length must be between 1 and 999 cm')).toBeVisible();
  await pkgDialog.getByLabel('Length (cm)').fill('32');
  await pkgDialog.getByLabel('Width (cm)').fill('21');
  await pkgDialog.getByLabel('Height (cm)').fill('8.5');
  await pkgDialog.getByLabel('Weight (kg)').fill('1.2');
  await pkgDialog.getByLabel('Label').fill(label);
  await pkgDialog.getByRole('button', { name: 'Add Package' }).click();
  await expect(page.getByText('Package added to product')).toBeVisible();
  const packages = products.getByLabel(`Packages of ${sku}`);
  await expect(packages).toContainText(label);
  await expect(packages).toContainText('32 × 21 × 8.5 cm · 1.2 kg');
  await page.screenshot({ path: `${shots}/desktop-product-packages.png`, fullPage: true });

  await products.getByRole('button', { name: `Edit package ${label} of ${sku}` }).click();
  const editPkg = page.getByRole('dialog', { name: `Edit Package · ${sku}` });
  await editPkg.getByLabel('Weight (kg)').fill('1.35');
  await editPkg.getByRole('button', { name: 'Save Package' }).click();
  await expect(page.getByText('Package details updated')).toBeVisible();
  await expect(packages).toContainText('1.35 kg');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/phone-product-packages.png`, fullPage: true });
  await products.getByRole('button', { name: `Remove package ${label} of ${sku}` }).click();
  await expect(page.getByText('Package removed from product')).toBeVisible();
  await expect(products.getByText(label)).toHaveCount(0);
});
