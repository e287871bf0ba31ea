import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/auth.ts';
import { sideMenu } from './support/shell.ts';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('on a phone the burger opens the side menu and account tabs become a select', async ({ page }) => {
  await signIn(page, 'merchant@demo.test');
  await expect(page).toHaveURL(/\/marketplace$/);
  const menu = sideMenu(page, 'Marketplace');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'My Products' }).click();
  await expect(page).toHaveURL(/\/marketplace\/products$/);
  await expect(menu).toBeHidden();

  // Account and logout live behind the burger on a phone.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  const sections = page.getByRole('combobox', { name: 'Account sections' });
  await expect(sections).toHaveValue('Personal details');
  await sections.click();
  await page.getByRole('option', { name: 'Team members' }).click();
  await expect(page).toHaveURL(/\/account#team$/);
  await expect(page.getByRole('table', { name: 'Team members' })).toContainText('merchant@demo.test');

  // Nothing is wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});
