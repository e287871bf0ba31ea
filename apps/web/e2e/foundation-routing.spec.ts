import { expect, test } from './support/fixtures.ts';
import { DEMO_PASSWORD, signIn } from './support/auth.ts';
import { appSwitcher } from './support/shell.ts';

test('a signed-out visit to an app page goes to sign in and comes back afterwards', async ({ page }) => {
  await page.goto('/catalogue/products');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fcatalogue%2Fproducts$/);
  await page.getByLabel('Email').fill('staff@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/catalogue\/products$/);
});

test('the not-found page shows inside the shell for an unknown address', async ({ page }) => {
  await signIn(page, 'merchant@demo.test');
  await page.goto('/nope');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(appSwitcher(page)).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the dashboard welcomes, shows the services banner and links to the team’s areas', async ({ page }) => {
  await signIn(page, 'distributor@demo.test');
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible();
  const services = page.getByRole('region', { name: 'Services' });
  await expect(services.getByRole('img', { name: 'Distributor: yes' })).toBeVisible();
  await expect(services.getByRole('img', { name: 'Catalogue: no' })).toBeVisible();
  await expect(services.getByRole('img', { name: 'Marketplace: no' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Open / })).toHaveText(['Open Distributor']);
});

test('the account page shows the API keys with copy buttons', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'merchant@demo.test');
  await page.goto('/account#api-keys');
  await expect(page.getByRole('tab', { name: 'API keys' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Publishable key', { exact: true })).toBeVisible();
  const secret = page.getByTestId('Secret key value');
  await expect(secret).toContainText('••••');

  await page.getByRole('button', { name: 'Copy secret key' }).click();
  await expect(page.getByRole('button', { name: 'Secret key copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBeGreaterThan(10);
  expect(await secret.innerText()).not.toContain(copied);
  // The copied indicator lasts three seconds.
  await expect(page.getByRole('button', { name: 'Copy secret key' })).toBeVisible({ timeout: 5000 });

  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Notifications' })).toHaveText('Available soon.');
});
