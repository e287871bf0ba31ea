import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';

const shots = process.env.SHOTS ?? path.join(os.tmpdir(), 'partsflow-shots');

test('a distributor adds a location with an address from the gazetteer and pickup hours, toggles its settings and sets a filter policy', async ({
  page,
}) => {
  const suffix = Date.now().toString().slice(-6);
  const name = `E2E Depot ${suffix}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'distributor@demo.test');
  await page.getByRole('link', { name: 'Locations' }).click();
  await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add Location' }).click();
  // The page's code loads on first visit; on a busy machine that can take longer than the default wait.
  await expect(page.getByRole('heading', { name: 'Add Location', level: 1 })).toBeVisible({
    timeout: 30_000,
  });

  // Saving an empty form shows the required messages and creates nothing.
  await page.getByRole('button', { name: 'Add Location' }).click();
  await expect(page.getByText('Location name is required')).toBeVisible();
  await expect(page.getByText('Contact person is required')).toBeVisible();

  await page.getByLabel('Contact person').fill('Jo Smith');
  await page.getByLabel('Contact phone').fill('07 3000 0000');
  await page.getByLabel('Contact email').fill(`depot${suffix}@example.test`);
  await page.getByLabel('Consignment email').fill(`consign${suffix}@example.test`);
  await page.getByLabel('Location name').fill(name);
  await page.getByLabel('Code (ERP id)').fill(`E2E${suffix}`);
  await page.getByLabel('Pickup address').fill('8 Depot Road');
  // The suburb comes from the gazetteer: picking it fills state and postcode and places the map pin.
  await page.getByRole('combobox', { name: 'Suburb' }).fill('4009');
  await page.getByRole('option', { name: 'Eagle Farm QLD 4009', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'State' })).toHaveValue('QLD');
  await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('4009');
  await expect(page.getByRole('img', { name: 'Map: Eagle Farm QLD 4009' })).toBeVisible();
  await page.getByLabel('Percentage').fill('150');

  // The default hours: weekdays 09:00 to 17:00, Saturday and Sunday closed; open Saturday morning.
  await expect(page.getByRole('switch', { name: 'Monday open' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Saturday open' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Saturday open' }).click();
  await page.getByRole('combobox', { name: 'Saturday closes' }).click();
  await page.getByRole('option', { name: '12:00' }).click();

  await page.getByRole('button', { name: 'Add Location' }).click();
  await expect(page.getByText('Percentage must be between 0 and 100')).toBeVisible();
  await page.getByLabel('Percentage').fill('2.5');
  await page.getByRole('button', { name: 'Add Location' }).click();
  await expect(page.getByText('Location created')).toBeVisible();
  await expect(page).toHaveURL(/\/distributor\/locations\/\d+\/settings$/);
  await expect(page.getByRole('heading', { name: 'Location Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Saturday closes' })).toHaveValue('12:00');
  await page.screenshot({ path: `${shots}/desktop-location-settings.png`, fullPage: true });

  // Fulfillment settings save at once, each with its toast.
  await page.getByRole('switch', { name: 'Accept PO Box addresses' }).click();
  await expect(page.getByText('PO Box addresses accepted for this location')).toBeVisible();
  await page.getByRole('switch', { name: 'Accept component products' }).click();
  await expect(page.getByText('Component products disabled for this location')).toBeVisible();

  // Carrier filters: block TNT, keep one of its services allowed.
  await page.getByRole('radiogroup', { name: 'TNT rule' }).getByText('Block').click();
  const tntRow = page.getByRole('radiogroup', { name: /^TNT .+ rule$/ }).first();
  await tntRow.getByText('Allow').click();
  await page.getByRole('button', { name: 'Save Filters' }).click();
  await expect(page.getByText('Shipping filters updated')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Accept PO Box addresses' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Accept component products' })).not.toBeChecked();
  await expect(
    page.getByRole('radiogroup', { name: 'TNT rule' }).getByRole('radio', { name: 'Block' }),
  ).toBeChecked();

  await page.getByRole('link', { name: '← Locations' }).click();
  const row = page.getByRole('table', { name: 'Locations' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('8 Depot Road, Eagle Farm QLD 4009');
  await page.screenshot({ path: `${shots}/desktop-locations.png`, fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await row.getByRole('link', { name: `Settings of ${name}` }).click();
  await expect(page.getByLabel('Location name')).toHaveValue(name);
  await page.screenshot({ path: `${shots}/phone-location-settings.png`, fullPage: true });
});
