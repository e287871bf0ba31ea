import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';

const shots = process.env.SHOTS ?? path.join(os.tmpdir(), 'partsflow-shots');

test('a distributor opens its settings: team with members, user, domains, alliance merchants and the freight key', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'distributor@demo.test');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Distributor Settings', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByLabel('Distributor name')).toHaveValue('Eastern Parts Distribution');
  await expect(page.getByRole('button', { name: 'Invite Team Member' })).toBeVisible();
  await page.screenshot({ path: `${shots}/desktop-distributor-settings.png`, fullPage: true });

  // Domains: one added (saved after the pause in typing), then removed.
  const domain = `erp-${Date.now()}.example.com`;
  await page.getByRole('tab', { name: 'Domains' }).click();
  await page.getByRole('button', { name: 'Add Domain' }).click();
  await page.getByRole('textbox', { name: 'New domain' }).fill(domain);
  await expect(page.getByRole('textbox', { name: `Domain ${domain}` })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: `Remove ${domain}` }).click();
  await expect(page.getByRole('textbox', { name: `Domain ${domain}` })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Alliance Merchants' }).click();
  await expect(page).toHaveURL(/#alliance-merchants$/);
  await expect(
    page
      .getByRole('table', { name: 'Alliance merchants' })
      .or(page.getByText('No merchant accounts yet. Import prices with their account codes to add them.')),
  ).toBeVisible();

  // Freight Exchange: the key masked; a bad key refused with the message; replaced, shown by its last four.
  await page.getByRole('tab', { name: 'Freight Exchange' }).click();
  await expect(page.getByTestId('freight-exchange-key-hint')).toHaveText(/^•{8}.{4}$/);
  const keyForm = page.getByRole('form', { name: 'Freight exchange key' });
  await keyForm.getByLabel('Replace with a new key').fill('bad key');
  await keyForm.getByRole('button', { name: 'Replace key' }).click();
  await expect(
    keyForm.getByText(
      'Enter the key your freight exchange gave you: 8 to 200 letters, digits, dashes or underscores',
    ),
  ).toBeVisible();
  await keyForm.getByLabel('Replace with a new key').fill(`fx_e2e_${Date.now()}_k3y9`);
  await keyForm.getByRole('button', { name: 'Replace key' }).click();
  await expect(page.getByTestId('freight-exchange-key-hint')).toHaveText('••••••••k3y9');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('combobox', { name: 'Settings sections' }).click();
  await page.getByRole('option', { name: 'Team' }).click();
  await expect(page.getByLabel('Distributor name')).toBeVisible();
  await page.screenshot({ path: `${shots}/phone-distributor-settings.png`, fullPage: true });
});
