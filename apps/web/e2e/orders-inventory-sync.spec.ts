import os from 'node:os';
import path from 'node:path';
import { signIn } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';

const shots = process.env.SHOTS ?? path.join(os.tmpdir(), 'partsflow-shots');

test("staff map a distributor location to a store location and Sync Now changes the store's stock", async ({
  page,
}) => {
  await signIn(page, 'staff@demo.test');
  await page.goto('/marketplace/admin/shopify_inventory_sync');
  await expect(page.getByRole('heading', { name: 'Inventory Sync', level: 1 })).toBeVisible();
  await expect(page.getByText('Total Enabled')).toBeVisible();
  const table = page.getByRole('table', { name: 'Integrations' });
  const row = table.getByRole('row').filter({ hasText: 'Redline Auto Parts' }).first();
  await expect(row.getByText('No Mappings')).toBeVisible();
  await page.screenshot({ path: `${shots}/desktop-marketplace-inventory-sync.png`, fullPage: true });
  await row.getByRole('link', { name: /Manage/ }).click();

  await expect(page.getByRole('heading', { name: 'Location Mappings' })).toBeVisible();
  const storeId = Number(page.url().split('/').pop());
  await expect(page.getByRole('combobox', { name: 'Conflict resolution strategy' })).toHaveValue(
    'Most Recently Updated Wins',
  );
  // Map every distributor location to the store's warehouse.
  const selects = page.getByPlaceholder('Not mapped');
  const n = await selects.count();
  expect(n).toBeGreaterThan(0);
  for (let k = 0; k < n; k++) {
    await selects.nth(k).click();
    await page.getByRole('option', { name: 'Main warehouse' }).filter({ visible: true }).first().click();
  }
  await page.getByRole('button', { name: 'Save Mappings' }).click();
  await expect(page.getByText('Settings updated successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'Sync Now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sync Now' });
  await expect(confirm).toContainText('Are you sure you want to trigger an immediate inventory sync?');
  await confirm.getByRole('button', { name: 'Sync Now' }).click();
  await expect(page.getByText('Inventory sync queued successfully!')).toBeVisible();
  // The job pushes stock levels through the store adapter: the last sync appears and the list shows it healthy.
  await expect
    .poll(
      async () => {
        const r = await page.request.get(`/api/marketplace/admin/shopify_inventory_sync/${storeId}`);
        return (await r.json()).integration.last_sync !== null;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const list = await (await page.request.get('/api/marketplace/admin/shopify_inventory_sync.json')).json();
  const mine = list.integrations.find((i: { id: number }) => i.id === storeId);
  expect(mine.status).toBe('Healthy');
  expect(mine.mapping_count).toBe(n);
  await page.reload();
  await expect(page.getByText(/Last sync: \d/)).toBeVisible();
  // The backfill of merchant-managed FOs is queued as a background job; the toast says whether orders are refreshed.
  await page.getByRole('checkbox', { name: 'Also refresh existing FO orders' }).check();
  await page.getByRole('button', { name: 'Backfill merchant-managed FOs' }).click();
  await expect(page.getByText('Backfill queued. Existing FO orders will be refreshed too.')).toBeVisible();
  await page.screenshot({ path: `${shots}/desktop-marketplace-inventory-sync-detail.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/phone-marketplace-inventory-sync-detail.png`, fullPage: true });
});
